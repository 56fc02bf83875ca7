package hex

import (
	"slices"
	"testing"
)

func TestEdgeIsCanonical(t *testing.T) {
	// The west edge of (0,0) is the east edge of (-1,0).
	if got, want := EdgeOf(Axial{}, West), (Edge{Axial{-1, 0}, East}); got != want {
		t.Errorf("EdgeOf((0,0), W) = %v; want %v", got, want)
	}
	if got, want := EdgeOf(Axial{}, SouthEast), (Edge{Axial{0, 1}, NorthWest}); got != want {
		t.Errorf("EdgeOf((0,0), SE) = %v; want %v", got, want)
	}
	h := Axial{2, -5}
	seen := map[Edge]bool{}
	for _, d := range Directions {
		e := EdgeOf(h, d)
		n := h.Neighbor(d)
		if e != EdgeOf(n, d.Opposite()) {
			t.Errorf("%v and %v name their shared edge differently", h, n)
		}
		if e.Dir > NorthWest || !e.Touches(h) || !e.Touches(n) || e.Touches(h.Diagonal(0)) {
			t.Errorf("EdgeOf(%v, %v) = %v is not canonical", h, d, e)
		}
		a, b := e.Hexes()
		if !(a == h && b == n) && !(a == n && b == h) {
			t.Errorf("Hexes of %v = %v, %v", e, a, b)
		}
		if got, ok := EdgeBetween(n, h); !ok || got != e {
			t.Errorf("EdgeBetween(%v, %v) = %v, %v; want %v", n, h, got, ok, e)
		}
		seen[e] = true
	}
	if len(seen) != 6 {
		t.Errorf("a hex has %d distinct edges; want 6", len(seen))
	}
	if _, ok := EdgeBetween(h, h.Add(Axial{2, 0})); ok {
		t.Error("EdgeBetween non-adjacent hexes reported an edge")
	}
}

func TestStepKeepsDirection(t *testing.T) {
	a, b := Axial{0, 0}, Axial{1, 0}
	fwd, ok1 := StepBetween(a, b)
	back, ok2 := StepBetween(b, a)
	if !ok1 || !ok2 || fwd.Edge() != back.Edge() {
		t.Fatalf("steps across one edge name different edges: %v %v", fwd.Edge(), back.Edge())
	}
	if !fwd.Forward() || back.Forward() {
		t.Errorf("Forward: E step %v, W step %v; want true, false", fwd.Forward(), back.Forward())
	}
	if fwd.To() != b || fwd.Reverse() != back {
		t.Errorf("To %v, Reverse %v", fwd.To(), fwd.Reverse())
	}
	if _, ok := StepBetween(a, a); ok {
		t.Error("StepBetween a hex and itself succeeded")
	}
}

func TestBarriers(t *testing.T) {
	var b Barriers
	a, n, far := Axial{0, 0}, Axial{0, 1}, Axial{5, 5}
	if b.Blocked(a, n) || b.Len() != 0 {
		t.Fatal("zero Barriers blocks something")
	}
	b.BlockOneWay(a, n) // SE from a: the edge's backward crossing
	if !b.Blocked(a, n) || b.Blocked(n, a) {
		t.Errorf("one-way a→n: blocked a→n %v, n→a %v; want true, false", b.Blocked(a, n), b.Blocked(n, a))
	}
	b.BlockOneWay(n, a)
	if !b.Blocked(n, a) || b.At(EdgeOf(a, SouthEast)) != BlocksBoth {
		t.Error("two one-way barriers do not make a wall")
	}
	b.Remove(EdgeOf(a, SouthEast), BlocksForward)
	if b.Blocked(n, a) || !b.Blocked(a, n) {
		t.Error("Remove cleared the wrong crossing")
	}
	b.Block(a, a.Neighbor(West))
	b.Block(far, far.Neighbor(East))
	if !b.Blocked(a.Neighbor(West), a) || b.Blocked(a, far) {
		t.Error("wall does not block both ways, or non-adjacent hexes blocked")
	}
	want := []Edge{{Axial{-1, 0}, East}, {Axial{0, 1}, NorthWest}, {far, East}}
	if got := b.Edges(); !slices.Equal(got, want) || b.Len() != 3 {
		t.Errorf("Edges = %v; want %v", got, want)
	}
	b.Remove(EdgeOf(a, SouthEast), BlocksBoth)
	if b.Len() != 2 || b.Blocked(a, n) {
		t.Error("Remove left an empty barrier behind")
	}
	defer func() {
		if recover() == nil {
			t.Error("Block of non-adjacent hexes did not panic")
		}
	}()
	b.Block(a, far)
}
