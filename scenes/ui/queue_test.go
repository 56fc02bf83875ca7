package ui

import "testing"

// Waiting reports only an event the queue halted before for another
// screen, never one that is merely next after a timed event finished
// (issue 27's ghost duel: the location opened a duel with a dead foe).
func TestQueueWaitingMeansHalted(t *testing.T) {
	const duel = 9
	ticks := func(e int) int { return 3 }
	stop := func(e int) bool { return e == duel }
	var q Queue[int]
	q.Push(1)
	q.Push(2)
	for range 3 {
		q.StepUntil(1, ticks, nil, stop)
	}
	if e, ok := q.Waiting(); ok {
		t.Fatalf("event %d waits after event 1 simply finished", e)
	}
	q.Push(duel)
	for range 10 {
		q.StepUntil(1, ticks, nil, stop)
	}
	if e, ok := q.Waiting(); !ok || e != duel {
		t.Fatalf("waiting %d %v, want the duel the queue halted before", e, ok)
	}
	q.StepUntil(1, ticks, nil, nil) // the duel screen starts it
	if _, ok := q.Waiting(); ok {
		t.Fatal("a started event still waits")
	}
	q.Clear()
	q.Push(duel)
	q.SkipUntil(nil, stop)
	if e, ok := q.Waiting(); !ok || e != duel {
		t.Fatalf("after a skip: waiting %d %v", e, ok)
	}
}
