package forwardui

import (
	"testing"

	"deepwood/internal/screentest"
	"deepwood/internal/sessiontest"
	"deepwood/internal/windowtest"
	"deepwood/rules/forward"
)

// playTo plays the greedy bot on seed until stop says so.
func playTo(tb testing.TB, seed string, stop func(*forward.State) bool) *Session {
	sess, err := NewSession(nil, screentest.Seed(tb, seed), "set")
	if err != nil {
		tb.Fatal(err)
	}
	sessiontest.PlayUntil(tb, saves, sess, func() bool { return stop(sess.State) })
	sess.Anim.Clear()
	return sess
}

func locationAt(b testing.TB) *locationScene {
	sess := playTo(b, "BNCH-0001", func(s *forward.State) bool { return s.Steps >= 3 && s.Phase == forward.PhaseMap })
	return newLocation(&play{sess: sess})
}

func duelAt(b testing.TB) *duelScene {
	sess := playTo(b, "BNCH-0001", func(s *forward.State) bool { return s.Phase == forward.PhaseFight && s.Fight.Rolls >= 1 })
	return newDuel(&play{sess: sess})
}

func BenchmarkLocationUpdate(b *testing.B) { bench(b, locationAt(b), false) }
func BenchmarkLocationDraw(b *testing.B)   { bench(b, locationAt(b), true) }
func BenchmarkDuelUpdate(b *testing.B)     { bench(b, duelAt(b), false) }
func BenchmarkDuelDraw(b *testing.B)       { bench(b, duelAt(b), true) }
func BenchmarkSummaryDraw(b *testing.B) {
	sess := playTo(b, "BNCH-0001", func(*forward.State) bool { return false })
	bench(b, newSummary(&play{sess: sess}), true)
}

// bench is the kit's scene benchmark.
var bench = screentest.BenchScene

// TestUpdateDoesNotAllocate checks the frame budget's second half: once
// warm, a screen's Update allocates nothing.
func TestUpdateDoesNotAllocate(t *testing.T) {
	windowtest.Require(t)
	screentest.UpdateDoesNotAllocate(t, []screentest.Screen{{Name: "location", Scene: locationAt(t)}, {Name: "duel", Scene: duelAt(t)}})
}
