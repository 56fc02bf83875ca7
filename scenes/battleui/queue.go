package battleui

import "deepwood/rules/battle"

// Queue holds the battle events still to be shown. The rules state is
// already updated when they arrive: animations only show what happened, one
// event after another, each for a few ticks scaled by the animation speed.
type Queue struct {
	items   []battle.Event
	head    int
	t, dur  float64
	started bool
}

// Push adds an event at the end.
func (q *Queue) Push(e battle.Event) { q.items = append(q.items, e) }

// Busy reports events still showing.
func (q *Queue) Busy() bool { return q.head < len(q.items) }

// Head is the event showing now and how far through it is (0–1).
func (q *Queue) Head() (battle.Event, float64, bool) {
	if !q.Busy() {
		return battle.Event{}, 1, false
	}
	if q.dur <= 0 {
		return q.items[q.head], 1, true
	}
	return q.items[q.head], min(1, q.t/q.dur), true
}

// Step advances by one tick at factor (0 = instant), calling start for
// every event as it begins; events with no length pass at once.
func (q *Queue) Step(factor float64, start func(battle.Event)) {
	for guard := 0; q.Busy() && guard < 512; guard++ {
		e := q.items[q.head]
		if !q.started {
			q.started, q.t, q.dur = true, 0, float64(Duration(e))
			start(e)
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
func (q *Queue) Skip(start func(battle.Event)) {
	for q.Busy() {
		if !q.started {
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
func Duration(e battle.Event) int {
	switch e.Kind {
	case battle.EvPlaced:
		return 6
	case battle.EvMoved:
		return 6 * max(1, len(e.Path)-1)
	case battle.EvPushed, battle.EvStepped:
		return 14
	case battle.EvShot, battle.EvMelee:
		return 70
	case battle.EvLosses:
		return 18
	case battle.EvUnitLost, battle.EvLeft:
		return 24
	case battle.EvRound:
		return 50
	case battle.EvPhase:
		return 16
	case battle.EvClusters:
		return 40
	case battle.EvOver:
		return 40
	}
	return 0
}

// Clear drops every pending event (a restored battle, tests).
func (q *Queue) Clear() { q.items, q.head, q.t, q.started = q.items[:0], 0, 0, false }
