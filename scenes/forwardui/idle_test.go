package forwardui

import (
	"testing"

	"deepwood/internal/screentest"
	"deepwood/internal/windowtest"
	"deepwood/rules/forward"
	"deepwood/scenes"
	"deepwood/scenes/input"
	"deepwood/settings"
)

// newIdleRig is the kit's idle-frame rig on a context that shows the
// timer and the seed, the HUD's moving parts.
func newIdleRig(t *testing.T, sc scenes.Scene) *screentest.Rig {
	ctx := screentest.Context(t)
	ctx.Settings.ShowTimer, ctx.Settings.ShowSeed = true, true
	return screentest.NewRig(t, ctx, sc)
}

// TestLocationIdleFrames: a location waiting for the player is still once
// drawn, its clocks and its cards' glow are retouched in their own boxes to
// exactly the picture a whole draw makes, and it is not still after input
// or while a card turns over (issue 27: an idle screen costs close to
// nothing).
func TestLocationIdleFrames(t *testing.T) {
	windowtest.Require(t)
	sess := playTo(t, "BNCH-0001", func(s *forward.State) bool { return s.Phase == forward.PhaseMap && len(s.Eligible()) >= 2 })
	loc := newLocation(newPlay(Hooks{}, sess))
	r := newIdleRig(t, loc)
	r.Settles(2)
	was := loc.f.Focus
	for _, d := range []input.Action{input.Right, input.Left, input.Up, input.Down} {
		if r.Update(1, d); loc.f.Focus != was {
			break
		}
		r.Update(1)
	}
	if loc.f.Focus == was {
		t.Fatal("no arrow moved the focus")
	}
	r.Unsettled("after the focus moved")
	r.Draw()
	r.RetouchesMoves(3, 40, "forward-location-idle", "the clocks and the glow")
	r.Ctx.Settings.AnimationSpeed = settings.AnimNormal
	loc.p.act(r.Ctx, forward.Flip(firstEligible(sess.State)))
	r.Update(1)
	r.Unsettled("while a card turns over")
}

// firstEligible is the first space a card can be flipped on.
func firstEligible(st *forward.State) int {
	for i := 1; i <= 9; i++ {
		if st.IsEligible(i) && st.Cells[i-1].Down {
			return i
		}
	}
	return 0
}

// TestDuelIdleFrames: a duel waiting for the roll is still once drawn, its
// clocks are retouched to exactly a whole draw's picture, and it is not
// still after input or while the dice tumble.
func TestDuelIdleFrames(t *testing.T) {
	windowtest.Require(t)
	sess := playTo(t, "BNCH-0001", func(s *forward.State) bool { return s.Phase == forward.PhaseFight && s.Fight.Rolls >= 1 })
	d := newDuel(newPlay(Hooks{}, sess))
	r := newIdleRig(t, d)
	r.Settles(2)
	d.f.Focus = len(d.f.Btns) // as if the focus had moved
	r.Unsettled("after the focus moved")
	d.f.Focus = 0
	r.Draw()
	r.RetouchesMoves(2, 60, "forward-duel-idle", "the clocks")
	r.Ctx.Settings.AnimationSpeed = settings.AnimNormal
	d.p.act(r.Ctx, forward.Roll())
	r.Update(1)
	r.Unsettled("while the dice tumble")
}

// TestNewRunIsStill: the new-run screen, where nothing moves by itself, is
// still once drawn, and not after the focus moves or while a code is typed
// (its caret blinks).
func TestNewRunIsStill(t *testing.T) {
	windowtest.Require(t)
	s := NewRunScene(Hooks{}).(*newRunScene)
	r := newIdleRig(t, s)
	r.Settles(2)
	r.Update(1, input.Down)
	if s.Still() {
		t.Fatal("still after the focus moved")
	}
	r.Draw()
	r.Update(30)
	if !s.Still() {
		t.Fatal("not still after half a second untouched")
	}
	s.openPad()
	if s.Still() {
		t.Fatal("still while a code is typed")
	}
}

// TestPausedRunIsStill: the pause menu over a run, drawn, is still until
// its focus moves, so a paused game costs nothing while the timer is
// hidden.
func TestPausedRunIsStill(t *testing.T) {
	windowtest.Require(t)
	sess := playTo(t, "BNCH-0001", func(s *forward.State) bool { return s.Phase == forward.PhaseMap && s.Steps >= 3 })
	p := newPlay(Hooks{}, sess)
	loc := newLocation(p)
	r := newIdleRig(t, loc)
	r.Ctx.Settings.ShowTimer = false
	r.Ctx.Stack.SetTransitionTicks(0)
	r.Update(2)
	pause := newPause(p)
	r.Ctx.Stack.Push(pause)
	windowtest.Do(func() {
		r.Ctx.Input.Update()
		_ = r.Ctx.Stack.Update(r.Ctx)
		r.Ctx.Stack.Draw(r.Screen, r.Ctx)
	})
	if !loc.Still() || !pause.Still() {
		t.Fatalf("drawn and untouched, the location says still %v and the pause menu %v", loc.Still(), pause.Still())
	}
	windowtest.Do(func() {
		r.Ctx.Input.Inject(input.Down)
		r.Ctx.Input.Update()
		_ = r.Ctx.Stack.Update(r.Ctx)
	})
	if pause.Still() {
		t.Fatal("still after the focus moved")
	}
}
