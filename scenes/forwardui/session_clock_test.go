package forwardui

import (
	"strconv"
	"strings"
	"testing"
	"time"

	"deepwood/rules/forward"
	"deepwood/scenes/clock"
	"deepwood/storage"
)

// greedyStep takes the greedy bot's action.
func greedyStep(t *testing.T, s *Session) {
	t.Helper()
	if err := s.Do(forward.Greedy{}.Choose(s.State, s.Legal())); err != nil {
		t.Fatal(err)
	}
}

// TestInGameTimeIsRealTimeWhenFramesStarve: a run whose screens get one
// Update every 100 ms (10 frames a second) reads 6 ticks an Update, the
// real time, where counting Updates read 1 and let a slow machine think
// for free (issue 27: 11.26 s of in-game time in 13.6 s).
func TestInGameTimeIsRealTimeWhenFramesStarve(t *testing.T) {
	now := time.Duration(0)
	frames := clock.NewFrames(func() time.Duration { return now })
	s, err := NewSession(nil, mustSeed("SLOW-0010"), "set")
	if err != nil {
		t.Fatal(err)
	}
	s.igt.Frames = frames
	update := func() {
		frames.Begin(false)
		s.Tick()
		now += 100 * time.Millisecond
	}
	update()
	greedyStep(t, s) // the clock starts at the first action
	for range 136 {  // 13.6 s
		update()
	}
	if got, want := s.Ticks(), int64(136*6); got != want {
		t.Fatalf("13.6 s at 10 frames a second read %s (%d ticks); want %s", FormatTime(got), got, FormatTime(want))
	}
	greedyStep(t, s)
	if e := s.Replay.Entries[1]; e.Tick != 136*6 {
		t.Fatalf("the second action is recorded at tick %d; want %d", e.Tick, 136*6)
	}
}

// TestRealTimeGoesOnAfterContinue: the autosave holds the run's real time
// at its last action, and a continued run's RTA goes on from it instead of
// restarting at 0; a save written before that line still continues, its
// RTA from 0.
func TestRealTimeGoesOnAfterContinue(t *testing.T) {
	store := storage.NewDir(t.TempDir())
	s, err := NewSession(store, mustSeed("RTA0-0001"), "set")
	if err != nil {
		t.Fatal(err)
	}
	greedyStep(t, s)
	s.run.start = s.run.start.Add(-95 * time.Second) // the run began 95 s ago
	greedyStep(t, s)
	ms, ok := s.Replay.Get(RealTimeKey)
	if n, _ := strconv.Atoi(ms); !ok || n < 95000 || n > 100000 {
		t.Fatalf("the save's real time line %q (%v); want about 95000", ms, ok)
	}
	again, err := Resume(store)
	if err != nil {
		t.Fatal(err)
	}
	if rt := again.RealTime(); rt < 95*time.Second || rt > 100*time.Second {
		t.Fatalf("the continued run's RTA is %v; want it to go on from 95 s", rt)
	}
	old, _ := store.Read(AutosaveName)
	var kept []string
	for _, line := range strings.SplitAfter(string(old), "\n") {
		if !strings.HasPrefix(line, RealTimeKey+" ") {
			kept = append(kept, line)
		}
	}
	if err := store.Write(AutosaveName, []byte(strings.Join(kept, ""))); err != nil {
		t.Fatal(err)
	}
	older, err := Resume(store)
	if err != nil || len(older.Replay.Entries) != 2 || older.RealTime() > 5*time.Second {
		t.Fatalf("a save without the real time line: %v, %d actions, RTA %v", err, len(older.Replay.Entries), older.RealTime())
	}
}
