package app

import (
	"errors"

	"deepwood/scenes"
	"deepwood/scenes/forwardui"
)

// forwardHooks lets Forward's screens reach the store, the title and the
// settings without importing them.
func (g *Game) forwardHooks() forwardui.Hooks {
	return forwardui.Hooks{
		Store:    g.store,
		Replays:  g.replays,
		Records:  g.records,
		Title:    g.newTitle,
		Settings: g.newSettings,
		Online:   g.newOnlineSettings,
		Scripted: g.opts.Scripted,
	}
}

// continueForward resumes the autosaved run; a save that does not load is
// reported by file and line, kept aside, and the title rebuilt without
// Continue.
func (g *Game) continueForward(ctx *scenes.Context) error {
	sc, err := forwardui.Continue(g.forwardHooks())
	var damaged *forwardui.ResumeError
	if errors.As(err, &damaged) && damaged.Partial != nil {
		g.offerPartial(ctx, "run", damaged.Line, damaged.Msg, damaged.Aside, damaged.Actions, func() scenes.Scene {
			return forwardui.ContinueFrom(g.forwardHooks(), damaged.Partial)
		})
		return nil
	}
	if err != nil {
		g.opts.Log("continue: %v", err)
		g.notify("Your saved run could not be continued: " + err.Error())
		ctx.Stack.Replace(g.newTitle())
		return nil
	}
	ctx.Stack.Reset(sc)
	return nil
}

// ForwardHUD is the HUD of the Forward run on screen, for the browser test
// hook and window tests; ok is false when no run is showing.
func (g *Game) ForwardHUD() (forwardui.HUDValues, bool) {
	if s := g.ForwardSession(); s != nil {
		return s.HUD(), true
	}
	return forwardui.HUDValues{}, false
}

// ForwardSession is the run on the scene stack, or nil.
func (g *Game) ForwardSession() *forwardui.Session {
	type sessioned interface{ Session() *forwardui.Session }
	if s, ok := g.stack.Top().(sessioned); ok {
		return s.Session()
	}
	return nil
}
