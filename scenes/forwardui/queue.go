package forwardui

import "deepwood/rules/forward"

// Queue holds the events still to be shown. The rules state is already
// updated when they arrive: animations only show what happened, one event
// after another, each for a few ticks scaled by the animation speed.
type Queue struct {
	items []forward.Event
	head  int
	t     float64 // ticks into the head event
	dur   float64 // the head event's length in ticks
	// started is true once the head event's start has been reported.
	started bool
}

// Push adds an event at the end.
func (q *Queue) Push(e forward.Event) { q.items = append(q.items, e) }

// Clear drops every pending event (Skip, or a restored run).
func (q *Queue) Clear() { q.items, q.head, q.t, q.started = q.items[:0], 0, 0, false }

// Busy reports events still showing.
func (q *Queue) Busy() bool { return q.head < len(q.items) }

// Pending is the number of events not yet finished.
func (q *Queue) Pending() int { return len(q.items) - q.head }

// Waiting reports an event pending that has not begun (the queue halted
// before it for another screen).
func (q *Queue) Waiting() (forward.Event, bool) {
	if !q.Busy() || q.started {
		return forward.Event{}, false
	}
	return q.items[q.head], true
}

// Head is the event showing now and how far through it is (0–1).
func (q *Queue) Head() (forward.Event, float64, bool) {
	if !q.Busy() {
		return forward.Event{}, 1, false
	}
	if q.dur <= 0 {
		return q.items[q.head], 1, true
	}
	return q.items[q.head], min(1, q.t/q.dur), true
}

// Step advances the queue by one tick at factor (0 = instant), calling
// start for every event as it begins. Events with no length pass at once,
// several per tick. When stop reports true for an event about to begin,
// the queue halts before it: that event belongs to another screen.
func (q *Queue) Step(factor float64, start func(forward.Event), stop func(forward.Event) bool) {
	for guard := 0; q.Busy() && guard < 256; guard++ {
		e := q.items[q.head]
		if !q.started && stop != nil && stop(e) {
			return
		}
		if !q.started {
			q.started = true
			q.t = 0
			q.dur = float64(Duration(e))
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
func (q *Queue) Skip(start func(forward.Event), stop func(forward.Event) bool) {
	for q.Busy() {
		if !q.started && stop != nil && stop(q.items[q.head]) {
			return
		}
		if !q.started && start != nil {
			start(q.items[q.head])
		}
		q.next()
	}
}

func (q *Queue) next() {
	q.head++
	q.started = false
	q.t = 0
	if q.head >= len(q.items) {
		q.items, q.head = q.items[:0], 0
	}
}

// Duration is how many ticks at normal speed an event is shown.
func Duration(e forward.Event) int {
	switch e.Kind {
	case forward.EvFlipped:
		return 20
	case forward.EvDieRolled:
		// Both dice tumble together while the foe's event shows.
		if e.Who == forward.WhoPlayer {
			return 0
		}
		return 36
	case forward.EvPitRolled, forward.EvItemStolen, forward.EvMists, forward.EvRotRolled, forward.EvShieldRoll:
		return 40
	case forward.EvDamage, forward.EvPhoenix, forward.EvStalemate:
		return 22
	case forward.EvFightStarted, forward.EvMonsterDefeated, forward.EvLocationEntered:
		return 30
	case forward.EvDragonHP, forward.EvShieldDown, forward.EvSageHalved, forward.EvDoomed:
		return 60
	case forward.EvCompanionJoined, forward.EvCompanionActive, forward.EvReplacement, forward.EvTerrorRevealed:
		return 24
	case forward.EvItemTaken, forward.EvEquipped, forward.EvSnareActive, forward.EvBlessingActive,
		forward.EvSceneResolved, forward.EvSnareCleansed, forward.EvItemUsed, forward.EvBuried, forward.EvDiscarded:
		return 14
	case forward.EvWon, forward.EvLost:
		return 40
	}
	return 0
}
