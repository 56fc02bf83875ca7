package clock

// Run is a run's in-game clock (IGT): the real time, in ticks, of the
// Updates in which the run's screens were up and not paused. A run screen
// calls Tick in each of its Updates. Between two Ticks it counts every
// Update of a fade from one run screen to the next; when another screen
// took input in between (the pause menu, settings from it), it counts
// from that screen's last Update: the fade back to the run and the Update
// of the Tick, not the pause nor the fade into it.
//
// A lagging machine gains nothing: a slow Update carries its real time in
// its ticks. A tab hidden or a machine asleep stops the Updates; the real
// time of that gap is counted by the next Update like any slow frame, as
// the in-game time stops only for the pause menu and settings.
type Run struct {
	// Frames is the frame clock read; nil counts each Tick as one Update
	// of one tick (a session driven without the game loop: tests, tools).
	Frames *Frames
	marked bool
	frame  int64 // the frame of the last Tick
	total  int64 // the frame clock's total ticks then
	scenes int64 // its count of Updates a scene took then
}

// Tick notes an Update of a run screen and returns the ticks to add to the
// in-game time: counting false (the run not started, or over) notes the
// Update and returns 0. The first Tick only notes where the clock stands.
func (r *Run) Tick(counting bool) int64 {
	f := r.Frames
	if f == nil {
		f = &Frames{} // never stamped: every Tick after the first is one
	}
	var n int64
	switch {
	case !r.marked:
	case f.frame == r.frame:
		// No Update stamped since the last Tick: the session is driven
		// without the game loop (tests, tools), and a Tick is an Update.
		n = 1
	case f.scenes-r.scenes <= 1:
		n = f.total - r.total // only fades since the last Tick
	default:
		n = f.total - f.before // a pause since: from its last Update
	}
	r.marked, r.frame, r.total, r.scenes = true, f.frame, f.total, f.scenes
	if !counting {
		return 0
	}
	return n
}
