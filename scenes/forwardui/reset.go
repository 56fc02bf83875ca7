package forwardui

import (
	"math/rand/v2"

	"deepwood/rules/dice"
	"deepwood/scenes"
	"deepwood/scenes/input"
)

// resetHoldTicks is how long the reset input must be held: half a second,
// so a brush of the key never throws a run away.
const resetHoldTicks = 30

// updateReset counts the reset input held and, once it has been held long
// enough, files the run as reset and deals the same seed again (or a new
// random one, as the player's setting says). It reports
// whether the run was reset (the caller's scene is gone).
func (p *play) updateReset(ctx *scenes.Context) bool {
	if !ctx.Input.Held(input.Reset) || p.sess.Over() || p.sess.Ranked() { // a ranked run is one attempt
		p.resetHeld = 0
		return false
	}
	p.resetHeld++
	if p.resetHeld < resetHoldTicks {
		return false
	}
	p.resetHeld = 0
	seed, cat := p.sess.Seed(), p.sess.Category
	if ctx.Settings.ResetNewSeed {
		seed, cat = dice.Seed(rand.Uint64()&(1<<40-1)), "random"
	}
	if p.sess.Practice > 0 {
		seed = p.sess.Seed() // a practice restarts itself
	}
	next, err := sessionFor(p.h.Store, seed, cat, p.sess.Practice)
	if err != nil {
		ctx.Notify("Reset failed: " + err.Error())
		return false
	}
	p.finish(ctx, "reset")
	if p.h.Store != nil {
		// The reset run is filed; Continue must not bring it back.
		_ = p.h.Store.Remove(AutosaveName)
	}
	next.Guided = p.sess.Guided
	ctx.Stack.Reset(StartRun(p.h, next))
	return true
}

// ResetProgress is how far the reset input has been held, 0–1, for the
// HUD's ring.
func (p *play) resetProgress() float64 { return float64(p.resetHeld) / resetHoldTicks }
