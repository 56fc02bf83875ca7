package forwardui

import (
	"strconv"
	"strings"
	"testing"
	"time"

	"deepwood/internal/screentest"
	"deepwood/internal/windowtest"
	"deepwood/rules/forward"
	"deepwood/scenes"
	"deepwood/scenes/clock"
	"deepwood/scenes/input"
	"deepwood/storage"
)

// greedyStep takes the greedy bot's action.
func greedyStep(t *testing.T, s *Session) {
	t.Helper()
	if err := s.Do(forward.Greedy{}.Choose(s.State, s.Legal())); err != nil {
		t.Fatal(err)
	}
}

// clockedSession is a run on seed whose screens get one Update every
// frame of real time, on a clock of the test's own: update runs one.
func clockedSession(t *testing.T, store storage.Store, seed string, frame time.Duration) (s *Session, update func()) {
	t.Helper()
	now := time.Duration(0)
	frames := clock.NewFrames(func() time.Duration { return now })
	s, err := NewSession(store, mustSeed(seed), "set")
	if err != nil {
		t.Fatal(err)
	}
	s.igt.Frames = frames
	return s, func() {
		frames.Begin(false)
		s.Tick(frames)
		now += frame
	}
}

// TestInGameTimeIsRealTimeWhenFramesStarve: a run whose screens get one
// Update every 100 ms (10 frames a second) reads 6 ticks an Update, the
// real time, where counting Updates read 1 and let a slow machine think
// for free (issue 27: 11.26 s of in-game time in 13.6 s).
func TestInGameTimeIsRealTimeWhenFramesStarve(t *testing.T) {
	s, update := clockedSession(t, nil, "SLOW-0010", 100*time.Millisecond)
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

// playScreensAt plays the first seconds of a run on the real screens (the
// location, its duels, the pause menu) at fps Updates a second, fades at
// their normal length: one action, 3 s of play, the pause menu opened for
// 4 s, 3 s more. It returns the in-game time read and the real time spent.
func playScreensAt(t *testing.T, fps int) (int64, time.Duration) {
	t.Helper()
	var now time.Duration
	frames := clock.NewFrames(func() time.Duration { return now })
	sess, err := NewSession(nil, mustSeed("FAIR-0060"), "set")
	if err != nil {
		t.Fatal(err)
	}
	sess.igt.Frames = frames
	ctx := screentest.Context(t)
	ctx.Frames = frames
	ctx.Stack = scenes.NewStack(StartRun(Hooks{}, sess))
	ctx.Stack.SetTransitionTicks(scenes.DefaultTransitionTicks)
	k := 0 // Updates so far; the next comes at k/fps seconds
	at := func(k int) time.Duration { return time.Duration(k) * time.Second / time.Duration(fps) }
	run := func(d time.Duration, press input.Action) {
		end := now + d
		windowtest.Do(func() {
			for ; at(k) < end; k++ {
				now = at(k)
				if press != noPress && !ctx.Stack.Transitioning() {
					ctx.Input.Inject(press)
					press = noPress
				}
				frames.Begin(ctx.Stack.Transitioning())
				ctx.Input.Update()
				if err := ctx.Stack.Update(ctx); err != nil {
					t.Fatal(err)
				}
			}
			now = at(k)
		})
	}
	run(time.Second, noPress)
	greedyStep(t, sess)
	start := now
	run(3*time.Second, noPress)
	run(4*time.Second, input.Pause) // opens the pause menu at once
	if top := ctx.Stack.Top().Name(); top != "forward-pause" {
		t.Fatalf("%d fps: the pause menu did not open: %s", fps, top)
	}
	run(3*time.Second, input.Pause) // and closes it
	if top := ctx.Stack.Top().Name(); top == "forward-pause" {
		t.Fatalf("%d fps: the pause menu did not close", fps)
	}
	return sess.Ticks(), now - start
}

// noPress is no action to press.
const noPress = input.Action(255)

// TestRealScreensReadTheSameTimeAtTenAndSixtyFPS: the same run on the real
// screens, played for the same real time at 10 and at 60 Updates a second,
// reads the same in-game time: the real time less the pause menu and the
// fade into it (counting Updates read a sixth of it at 10).
func TestRealScreensReadTheSameTimeAtTenAndSixtyFPS(t *testing.T) {
	windowtest.Require(t)
	slow, realSlow := playScreensAt(t, 10)
	fast, realFast := playScreensAt(t, 60)
	if realSlow != realFast {
		t.Fatalf("the runs took %v and %v", realSlow, realFast)
	}
	if slow != fast {
		t.Fatalf("in-game time %s at 10 fps, %s at 60 fps, in %v of real time", FormatTime(slow), FormatTime(fast), realFast)
	}
	paused := 4 * time.Second // from the Pause press to the press that closes it: the fade into the menu is not counted, the fade back is
	want := int64(realFast-paused) * clock.TicksPerSecond / int64(time.Second)
	if fast < want-2 || fast > want+2 {
		t.Fatalf("in-game time %s in %v of real time, %v of it paused; want %s", FormatTime(fast), realFast, paused, FormatTime(want))
	}
	t.Logf("%v of real time, %v of it in the pause menu: %s in-game at 10 and at 60 fps", realFast, paused, FormatTime(fast))
}

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
