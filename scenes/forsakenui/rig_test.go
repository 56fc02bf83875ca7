package forsakenui

import (
	"testing"

	"deepwood/internal/screentest"
	"deepwood/internal/windowtest"
	"deepwood/rules/dice"
	"deepwood/rules/forsaken"
	"deepwood/scenes"
	"deepwood/scenes/input"
	"deepwood/storage"
)

// The package's tests share this rig: a table dealt, played to a moment,
// put on a window's scene stack and ticked, so each test says only what
// it looks at.

func TestMain(m *testing.M) { windowtest.Main(m) }

// deal is a Normal game of n travelers on seed, the player at seat, saved
// in store (nil saves nothing); the test stops if it cannot be dealt.
func deal(tb testing.TB, store storage.Store, seed dice.Seed, n, seat int) *Session {
	tb.Helper()
	s, err := NewSession(store, seed, n, nil, seat, forsaken.Normal)
	if err != nil {
		tb.Fatal(err)
	}
	return s
}

// playUntil plays s with the player's quiet choices until stop holds or
// the game ends, and says whether stop holds.
func playUntil(tb testing.TB, s *Session, stop func() bool) bool {
	tb.Helper()
	for k := 0; k < 3000 && !stop() && !s.State.Over(); k++ {
		if err := s.Do(playerChoice(s)); err != nil {
			tb.Fatal(err)
		}
	}
	return stop()
}

// playTo plays a session with quiet choices for the player until stop;
// the test fails if the game ends first.
func playTo(t *testing.T, s *Session, stop func() bool) {
	t.Helper()
	if !playUntil(t, s, stop) {
		t.Fatalf("never reached the moment (phase %s)", s.State.Phase)
	}
}

// table is s's table scene, for a test to look inside.
func table(s *Session) *tableScene { return NewTable(Hooks{}, s).(*tableScene) }

// onWindow is a window test's start: a scene context (screentest.On)
// with tb alone on its scene stack.
func onWindow(t *testing.T, tb *tableScene) *scenes.Context { return screentest.On(t, tb, 0) }

// ticks runs n of the game's ticks: the clock moves on, input is read,
// the scene updates.
func ticks(ctx *scenes.Context, sc scenes.Scene, n int) {
	windowtest.Do(func() {
		for range n {
			ctx.Tick++
			ctx.Input.Update()
			_ = sc.Update(ctx)
		}
	})
}

// press gives sc one input action: a tick with it down, then one with it
// up.
func press(ctx *scenes.Context, sc scenes.Scene, a input.Action) {
	ctx.Input.Inject(a)
	ticks(ctx, sc, 2)
}

// stackTick updates the whole scene stack once, as the game loop does.
func stackTick(ctx *scenes.Context) {
	windowtest.Do(func() { ctx.Input.Update(); _ = ctx.Stack.Update(ctx) })
}

// atPlayersTurn is a table of nine waiting on the player's Action Phase
// with a hand of cards: the frame a player looks at longest.
func atPlayersTurn(tb testing.TB) *tableScene {
	s := deal(tb, nil, 31, 9, 4)
	playUntil(tb, s, func() bool {
		return s.State.Phase == forsaken.PhaseAction && s.Asked() == 4 && len(s.State.Frames) == 0
	})
	return table(s)
}

// atPriorityWindow is a 9-traveler table at a Priority window the player
// may answer before being asked.
func atPriorityWindow(t *testing.T) *Session {
	t.Helper()
	s := deal(t, nil, 31, 9, 4)
	playTo(t, s, func() bool {
		fs := s.State.Frames
		return len(fs) > 0 && fs[len(fs)-1].Kind == forsaken.FrameRespond && s.Asked() != s.Human && len(s.Legal()) > 0
	})
	return s
}

// guidedAt is a guided table of seven, the player at seat 2, played with
// quiet choices until stop; nil when the game ended first.
func guidedAt(t *testing.T, seed dice.Seed, stop func(*Session) bool) *tableScene {
	t.Helper()
	s := deal(t, storage.NewDir(t.TempDir()), seed, 7, 2)
	s.Replay.Set(GuideKey, "on")
	if !playUntil(t, s, func() bool { return stop(s) }) {
		return nil
	}
	return table(s)
}
