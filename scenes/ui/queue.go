package ui

// Queue holds the events still to be shown. The rules state is already
// updated when they arrive: animations only show what happened, one event
// after another, each for T's ticks scaled by the animation speed, and Skip
// finishes them all. E is the mode's rules event. The zero value is an
// empty queue.
type Queue[E any] struct {
	items   []E
	head    int
	t       float64 // ticks into the head event
	dur     float64 // the head event's length in ticks
	started bool    // the head event's start has been reported
	halted  bool    // the last step stopped before the head event for another screen
}

// Push adds an event at the end.
func (q *Queue[E]) Push(e E) { q.items = append(q.items, e) }

// Clear drops every pending event (Skip, or a restored game).
func (q *Queue[E]) Clear() {
	q.items, q.head, q.t, q.started, q.halted = q.items[:0], 0, 0, false, false
}

// Busy reports events still showing.
func (q *Queue[E]) Busy() bool { return q.head < len(q.items) }

// Last is the last event queued and not yet finished.
func (q *Queue[E]) Last() (E, bool) {
	if !q.Busy() {
		var none E
		return none, false
	}
	return q.items[len(q.items)-1], true
}

// Waiting reports the event the queue halted before for another screen.
// An event that is merely next, after a timed one has just finished, is
// not waiting: it begins on the next step (issue 27's ghost duel).
func (q *Queue[E]) Waiting() (E, bool) {
	if !q.Busy() || q.started || !q.halted {
		var none E
		return none, false
	}
	return q.items[q.head], true
}

// Head is the event showing now and how far through it is (0–1).
func (q *Queue[E]) Head() (E, float64, bool) {
	if !q.Busy() {
		var none E
		return none, 1, false
	}
	if q.dur <= 0 {
		return q.items[q.head], 1, true
	}
	return q.items[q.head], min(1, q.t/q.dur), true
}

// mostPerTick bounds how many events pass in one tick, so a long run of
// instant events cannot stall a frame.
const mostPerTick = 512

// Step advances the queue by one tick at factor (0 = instant), calling
// start for every event as it begins; ticks is how many ticks at normal
// speed an event is shown. Events with no length pass at once, several per
// tick.
func (q *Queue[E]) Step(factor float64, ticks func(E) int, start func(E)) {
	q.StepUntil(factor, ticks, start, nil)
}

// StepUntil is Step that halts before an event about to begin for which
// stop reports true: that event belongs to another screen.
func (q *Queue[E]) StepUntil(factor float64, ticks func(E) int, start func(E), stop func(E) bool) {
	for guard := 0; q.Busy() && guard < mostPerTick; guard++ {
		e := q.items[q.head]
		if !q.started && stop != nil && stop(e) {
			q.halted = true
			return
		}
		if !q.started {
			q.started, q.t, q.halted = true, 0, false
			q.dur = float64(ticks(e))
			if start != nil {
				start(e)
			}
		}
		if factor <= 0 || q.dur <= 0 {
			q.next()
			continue
		}
		q.t += factor
		if q.t >= q.dur {
			q.next()
		}
		return
	}
}

// Skip finishes every pending event at once, still reporting their starts
// so the screens land in the right place.
func (q *Queue[E]) Skip(start func(E)) { q.SkipUntil(start, nil) }

// SkipUntil is Skip that halts before an event for which stop reports true.
func (q *Queue[E]) SkipUntil(start func(E), stop func(E) bool) {
	for q.Busy() {
		if !q.started && stop != nil && stop(q.items[q.head]) {
			q.halted = true
			return
		}
		q.halted = false
		if !q.started && start != nil {
			start(q.items[q.head])
		}
		q.next()
	}
}

func (q *Queue[E]) next() {
	q.head++
	q.started, q.t = false, 0
	if q.head >= len(q.items) {
		q.items, q.head = q.items[:0], 0
	}
}
