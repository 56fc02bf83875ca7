//go:build !js

package app

import (
	"deepwood/scenes/forwardui"
	"deepwood/settings"
)

// UseLiveSplit makes the autoplayed run drive a LiveSplit Server at addr,
// as `--livesplit HOST:PORT` asks: the same calls a player's run makes.
func (a *Autoplay) UseLiveSplit(addr string) error {
	if err := settings.CheckAddr(addr); err != nil {
		return err
	}
	s := a.G.ctx.Settings.Clone()
	s.LiveSplit, s.LiveSplitAddr = true, addr
	a.G.ctx.Settings = s
	a.G.applyLiveSplit()
	return nil
}

// close closes the LiveSplit link when the autoplay command is done.
func (a *Autoplay) close() { a.CloseLiveSplit() }

// CloseLiveSplit sends what is still queued for LiveSplit and closes the
// link, so nothing is lost when autoplay exits.
func (a *Autoplay) CloseLiveSplit() {
	if c := a.G.liveSplit; c != nil {
		c.Close()
		a.G.liveSplit = nil
	}
}

// Session is the run being autoplayed.
func (a *Autoplay) Session() *forwardui.Session { return a.d.sess }
