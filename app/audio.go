package app

import "deepwood/platform"

// unlockAudio starts sound on the frame after the player's first key,
// click or touch, once browsers allow it: creating the audio context costs
// a browser some 75 ms, which would otherwise fall in the very frame that
// answers a new player's first key (issue 27); the sounds that key set off
// are kept (audio.Player.Ask) and play as sound starts. Scripted runs
// (tests, autoplay) stay silent and never open an audio device.
func (g *Game) unlockAudio() {
	if g.opts.Scripted || g.ctx.Audio == nil || g.ctx.Audio.Unlocked() {
		return
	}
	if g.audioAskedAt == 0 {
		if g.mapper.Any() {
			g.audioAskedAt = g.frames + 1
			g.ctx.Audio.Ask()
		}
		return
	}
	if g.frames < g.audioAskedAt {
		return // the gesture's own frame has not been drawn yet
	}
	if !platform.AudioAvailable() {
		g.opts.Log("audio: no sound device found; playing without sound")
		g.ctx.Audio = nil
		return
	}
	if err := g.ctx.Audio.Unlock(); err != nil {
		g.opts.Log("audio: %v", err)
		g.ctx.Audio = nil // nil is silent: the game plays on without sound
	}
}
