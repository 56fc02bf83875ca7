// Package clock is the game's sense of time: the frame clock that stamps
// every Update with real time (in whole 1/60 s ticks, the remainder
// carried), and a run's in-game clock built on it. It lives outside rules/,
// which may not read a clock, and takes its time source injected, so tests
// can starve frames and scripted games count one tick per Update.
//
// Why real time: Ebitengine runs at most a few Updates per frame, so a clock
// that counts Updates falls behind real time on a slow machine, which then
// gains thinking time (issue 27 measured 11.26 s of in-game time against
// 13.6 s of real time). Counting the real time between Updates gives every
// machine the same in-game time for the same real time.
package clock

import "time"

// TicksPerSecond is the in-game time's unit: a tick is 1/60 s, the unit
// replays and splits are stored in.
const TicksPerSecond = 60

// Source reads monotonic real time since some fixed origin.
type Source func() time.Duration

// Monotonic is the process's monotonic clock (the browser's
// performance.now under WebAssembly): wall-clock changes do not move it.
func Monotonic() Source {
	start := time.Now()
	return func() time.Duration { return time.Since(start) }
}

// Frames is the frame clock: Begin stamps each Update with the real time
// its source reads and turns the time since the previous Update into whole
// ticks, carrying the remainder, so the ticks of consecutive Updates add up
// to the real time however the Updates are spaced (but never less than one
// tick an Update). With no source it
// counts one tick per Update: scripted games and tests stay exact.
type Frames struct {
	src    Source
	frame  int64         // Updates stamped so far
	last   time.Duration // the source's reading at the previous Update
	carry  int64         // nanoseconds × 60 not yet a whole tick (below 0: owed)
	ticks  int64         // this Update's ticks
	total  int64         // ticks since the first Update
	scenes int64         // Updates in which a scene took input (not a fade)
	// shown and before are total as the latest Update a scene took ended,
	// and as the one before it ended.
	shown, before int64
}

// NewFrames starts a frame clock on src; nil counts one tick per Update.
func NewFrames(src Source) *Frames { return &Frames{src: src} }

// SetSource changes where the time comes from (nil: one tick per Update);
// the next Update counts from the source's first reading.
func (f *Frames) SetSource(src Source) {
	f.src = src
	f.carry = 0
	f.frame, f.total, f.scenes, f.ticks, f.shown, f.before = 0, 0, 0, 0, 0, 0
}

// Begin stamps a new Update. fading says that no scene takes input in it
// (the scene stack is fading between screens): a run's clock counts such
// Updates between two of its own, and not the Updates another screen (a
// pause menu) took.
func (f *Frames) Begin(fading bool) {
	f.frame++
	f.ticks = f.elapsed()
	f.total += f.ticks
	if !fading {
		f.scenes++
		f.before, f.shown = f.shown, f.total
	}
}

// elapsed reads the source: whole ticks since the previous Update, the
// remainder carried (0 at the first Update, which has no previous). Every
// later Update is at least one tick, the time it lacks owed by the next
// ones: Updates run back to back when the engine catches up after a slow
// frame, and a run screen takes at most one action an Update, so actions
// stay at least a tick apart (RULES B1) and the total still follows the
// real time.
func (f *Frames) elapsed() int64 {
	if f.src == nil {
		return 1
	}
	now := f.src()
	if f.frame == 1 {
		f.last = now
		return 0
	}
	d := max(now-f.last, 0)
	f.last = now
	f.carry += int64(d) * TicksPerSecond
	n := max(f.carry/int64(time.Second), 1)
	f.carry -= n * int64(time.Second)
	return n
}

// Ticks is the real time since the previous Update, in whole ticks (the
// remainder carried to the next): at 10 frames a second it is 6. A nil
// clock counts one tick an Update.
func (f *Frames) Ticks() int64 {
	if f == nil {
		return 1
	}
	return f.ticks
}
