package forwardui

import (
	"testing"
	"time"

	"deepwood/storage"
)

// TestThinkingBeforeQuittingStillCounts: closing the game is no pause
// (RULES B7). Time played after the last action is written to the
// autosave every five seconds and when the pause menu opens, so a run
// continued after quitting goes on from there, not from its last action:
// quitting to think for free would gain at most five seconds.
func TestThinkingBeforeQuittingStillCounts(t *testing.T) {
	for _, tc := range []struct {
		name   string
		played time.Duration // between the last action and leaving
		pause  bool          // the pause menu opened before leaving
		want   int64         // in-game ticks after Continue
	}{
		{"quit after 12 s", 12 * time.Second, false, 600},
		{"quit after 4 s", 4 * time.Second, false, 0},
		{"paused after 4 s", 4 * time.Second, true, 240},
		{"paused after 12.5 s", 12500 * time.Millisecond, true, 750},
	} {
		store := storage.NewDir(t.TempDir())
		s, update := clockedSession(t, store, "THNK-0001", time.Second/60)
		update()
		greedyStep(t, s)
		start := s.Ticks()
		for range int(tc.played * 60 / time.Second) {
			update()
		}
		if tc.pause {
			s.Checkpoint()
		}
		back, err := Resume(store)
		if err != nil {
			t.Fatal(err)
		}
		if got := back.Ticks() - start; got != tc.want {
			t.Errorf("%s: the continued run's clock went on from %d ticks after the last action; want %d", tc.name, got, tc.want)
		}
		if len(back.Replay.Entries) != 1 {
			t.Errorf("%s: %d actions after Continue; want 1", tc.name, len(back.Replay.Entries))
		}
	}
}
