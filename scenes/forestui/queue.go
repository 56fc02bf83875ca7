package forestui

import "deepwood/rules/forest"

// Queue holds the events still to be shown. The rules state is already
// updated when they arrive: animations only show what happened, one event
// after another, each for a few ticks scaled by the animation speed, and
// Skip finishes them all.
type Queue struct {
	items   []forest.Event
	head    int
	t       float64
	dur     float64
	started bool
}

// Push adds an event at the end.
func (q *Queue) Push(e forest.Event) { q.items = append(q.items, e) }

// Clear drops every pending event.
func (q *Queue) Clear() { q.items, q.head, q.t, q.started = q.items[:0], 0, 0, false }

// Busy reports events still showing.
func (q *Queue) Busy() bool { return q.head < len(q.items) }

// Head is the event showing now and how far through it is (0–1).
func (q *Queue) Head() (forest.Event, float64, bool) {
	if !q.Busy() {
		return forest.Event{}, 1, false
	}
	if q.dur <= 0 {
		return q.items[q.head], 1, true
	}
	return q.items[q.head], min(1, q.t/q.dur), true
}

// Pending reports whether an event of kind k is still to show or showing.
func (q *Queue) Pending(k forest.EventKind) bool {
	for i := q.head; i < len(q.items); i++ {
		if q.items[i].Kind == k {
			return true
		}
	}
	return false
}

// Step advances the queue by one tick at factor (0 = instant), calling
// start for every event as it begins.
func (q *Queue) Step(factor float64, start func(forest.Event)) {
	for guard := 0; q.Busy() && guard < 512; guard++ {
		e := q.items[q.head]
		if !q.started {
			q.started, q.t = true, 0
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

// Skip finishes every pending event at once, still reporting their starts.
func (q *Queue) Skip(start func(forest.Event)) {
	for q.Busy() {
		if !q.started && start != nil {
			start(q.items[q.head])
		}
		q.next()
	}
}

func (q *Queue) next() {
	q.head++
	q.started, q.t = false, 0
	if q.head >= len(q.items) {
		q.items, q.head = q.items[:0], 0
	}
}

// Duration is how many ticks at normal speed an event is shown.
func Duration(e forest.Event) int {
	switch e.Kind {
	case forest.EvValueRolled, forest.EvOriginsRolled:
		return 30
	case forest.EvOracle:
		if e.Roll > 0 {
			return 18
		}
		return 0
	case forest.EvTerrain:
		return 5
	case forest.EvPrimaryPlaced, forest.EvGP, forest.EvAbilityUsed, forest.EvCommitted:
		return 24
	case forest.EvHexChanged:
		if e.Cause == "settled" || e.Cause == "origin" {
			return 4
		}
		return 40
	case forest.EvYearBegan:
		return 36
	case forest.EvTarget, forest.EvEnemyType:
		return 26
	case forest.EvRolled, forest.EvDiceChanged:
		return 40
	case forest.EvResolved:
		return 40
	case forest.EvDoublesEvent:
		return 60
	case forest.EvGrew:
		return 12
	case forest.EvWon, forest.EvLost:
		return 40
	}
	return 0
}
