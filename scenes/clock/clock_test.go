package clock

import (
	"testing"
	"time"
)

// fakeTime is a source the test moves by hand.
type fakeTime struct{ now time.Duration }

func (f *fakeTime) source() Source { return func() time.Duration { return f.now } }

// TestStarvedUpdatesCountTheirRealTime: Updates 100 ms apart (10 frames a
// second, one Update each) give 6 ticks per Update, where a clock counting
// Updates gave 1.
func TestStarvedUpdatesCountTheirRealTime(t *testing.T) {
	ft := &fakeTime{}
	f := NewFrames(ft.source())
	r := Run{Frames: f}
	var igt int64
	for i := range 11 {
		f.Begin(false)
		got := r.Tick(true)
		if i > 0 && (got != 6 || f.Ticks() != 6) {
			t.Fatalf("Update %d: %d ticks to the run, %d to the frame; want 6", i, got, f.Ticks())
		}
		igt += got
		ft.now += 100 * time.Millisecond
	}
	if igt != 60 {
		t.Fatalf("10 Updates 100 ms apart read %d ticks; want 60 (one second)", igt)
	}
}

// TestRemainderIsCarried: Updates at 7 frames a second (not a whole number
// of ticks apart) add up to the real time, to the tick.
func TestRemainderIsCarried(t *testing.T) {
	ft := &fakeTime{}
	f := NewFrames(ft.source())
	r := Run{Frames: f}
	var igt int64
	for range 7*60 + 1 {
		f.Begin(false)
		igt += r.Tick(true)
		ft.now += time.Second / 7
	}
	if want := int64(60 * 60); igt < want-1 || igt > want {
		t.Fatalf("a minute at 7 fps reads %d ticks; want %d", igt, want)
	}
}

// segment is a stretch of a played run: what the screen shows and for how
// long.
type segment struct {
	kind string // "run" (a run screen takes input), "fade", "pause"
	d    time.Duration
}

// play plays segments at fps frames a second, one Update a frame, and
// returns the in-game time read and the real time spent.
func play(fps int, script []segment) (igt int64, real time.Duration) {
	ft := &fakeTime{}
	f := NewFrames(ft.source())
	r := Run{Frames: f}
	at := func(k int) time.Duration { return time.Duration(k) * time.Second / time.Duration(fps) }
	k := 0
	for _, s := range script {
		for end := real + s.d; at(k) < end; k++ {
			ft.now = at(k)
			f.Begin(s.kind == "fade")
			if s.kind == "run" {
				igt += r.Tick(true)
			}
		}
		real += s.d
	}
	ft.now = at(k)
	f.Begin(false)
	igt += r.Tick(true) // the Update that ends the run
	return igt, at(k)
}

// TestTenFramesASecondReadsLikeSixty: the same run, played for the same
// real time at 10 and at 60 frames a second, with fades between screens
// (which last the same real time at any rate: the stack's fades are
// timed) and a pause, reads the same in-game time: the real time less the
// pause and the fade into it.
func TestTenFramesASecondReadsLikeSixty(t *testing.T) {
	ms := time.Millisecond
	script := []segment{
		{"run", 2000 * ms}, {"fade", 400 * ms}, // into a duel
		{"run", 3000 * ms}, {"fade", 400 * ms}, // back to the location
		{"run", 1500 * ms}, {"fade", 400 * ms}, // into the pause menu
		{"pause", 5000 * ms}, {"fade", 400 * ms}, // back to the run
		{"run", 1000 * ms},
	}
	slow, realSlow := play(10, script)
	fast, realFast := play(60, script)
	if realSlow != realFast {
		t.Fatalf("the scripts ran %v and %v", realSlow, realFast)
	}
	want := int64(realFast-5400*ms) * TicksPerSecond / int64(time.Second)
	if slow != want || fast != want {
		t.Fatalf("in-game time %d ticks at 10 fps, %d at 60 fps; want %d for both (%v real, 5.4 s of it paused)", slow, fast, want, realFast)
	}
}

// TestHiddenTabCounts: a gap in the Updates (a hidden tab, a machine
// asleep, a long stall) is counted whole, like any slow frame; only the
// pause menu stops the in-game time.
func TestHiddenTabCounts(t *testing.T) {
	ft := &fakeTime{}
	f := NewFrames(ft.source())
	r := Run{Frames: f}
	f.Begin(false)
	r.Tick(true)
	ft.now += 30 * time.Second
	f.Begin(false)
	if got := r.Tick(true); got != 30*TicksPerSecond {
		t.Fatalf("a 30 s gap added %d ticks; want %d", got, 30*TicksPerSecond)
	}
}

// TestBackToBackUpdatesAreATickApart: Updates run back to back as the
// engine catches up after a slow frame are each at least a tick (a run
// screen's actions stay a tick apart), and the ticks lent are paid back,
// so the total follows the real time.
func TestBackToBackUpdatesAreATickApart(t *testing.T) {
	ft := &fakeTime{}
	f := NewFrames(ft.source())
	f.Begin(false)
	var total int64
	for range 20 { // 20 frames of 50 ms, three Updates each
		ft.now += 50 * time.Millisecond
		for range 3 {
			f.Begin(false)
			if f.Ticks() < 1 {
				t.Fatalf("an Update of %d ticks", f.Ticks())
			}
			total += f.Ticks()
		}
	}
	if total < 60 || total > 62 {
		t.Fatalf("a second of catching up read %d ticks; want 60, and at most the 2 ticks of the last frame lent", total)
	}
}

// TestNotCountingStillMarks: Updates before the first action (or after
// the end) add nothing, and the first one counted adds only its own time.
func TestNotCountingStillMarks(t *testing.T) {
	ft := &fakeTime{}
	f := NewFrames(ft.source())
	r := Run{Frames: f}
	for range 5 {
		f.Begin(false)
		if got := r.Tick(false); got != 0 {
			t.Fatalf("a run not under way gained %d ticks", got)
		}
		ft.now += time.Second
	}
	f.Begin(false)
	if got := r.Tick(true); got != 60 {
		t.Fatalf("the first Update counted added %d ticks; want 60", got)
	}
	if got := r.Tick(true); got != 1 {
		t.Fatalf("a Tick with no Update stamped since added %d; want 1, as when driven without the game loop", got)
	}
}

// TestNoSourceCountsUpdates: without a source (scripted games, tests) each
// Update is one tick, as the replays recorded before the clock read time.
func TestNoSourceCountsUpdates(t *testing.T) {
	f := NewFrames(nil)
	r := Run{Frames: f}
	var igt int64
	for range 61 {
		f.Begin(false)
		igt += r.Tick(true)
	}
	if igt != 60 || f.Ticks() != 1 {
		t.Fatalf("61 scripted Updates read %d ticks (%d a frame); want 60", igt, f.Ticks())
	}
	var none *Frames
	if none.Ticks() != 1 {
		t.Fatal("no frame clock should step fades one tick an Update")
	}
}
