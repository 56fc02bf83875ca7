package hex

import (
	"fmt"
	"slices"
)

// Edge is the side shared by two adjacent hexes. It is canonical, so both
// hexes name the same Edge value and it can key a map of walls, rivers or
// other barriers: Hex is the hex from which the edge lies East, NorthEast or
// NorthWest (Dir is 0, 1 or 2). Build one with EdgeOf or EdgeBetween rather
// than by hand, so the canonical form is kept.
type Edge struct {
	Hex Axial
	Dir Direction
}

// EdgeOf is the edge of h facing direction d. The neighbour across it gets
// the same Edge from EdgeOf(h.Neighbor(d), d.Opposite()).
func EdgeOf(h Axial, d Direction) Edge {
	if !d.Valid() {
		panic(fmt.Sprintf("hex: invalid direction %d", int(d)))
	}
	if d < West {
		return Edge{h, d}
	}
	return Edge{h.Neighbor(d), d.Opposite()}
}

// EdgeBetween is the edge shared by a and b, or false when they are not
// adjacent, so a move given as two hexes can be checked against barriers.
func EdgeBetween(a, b Axial) (Edge, bool) {
	d, ok := DirectionTo(a, b)
	if !ok {
		return Edge{}, false
	}
	return EdgeOf(a, d), true
}

// Hexes are the two hexes the edge separates: Hex first, then its neighbour
// in direction Dir.
func (e Edge) Hexes() (Axial, Axial) { return e.Hex, e.Hex.Neighbor(e.Dir) }

// Touches reports whether h is one of the edge's two hexes.
func (e Edge) Touches(h Axial) bool {
	a, b := e.Hexes()
	return h == a || h == b
}

// String prints the edge as its canonical hex and direction.
func (e Edge) String() string { return fmt.Sprintf("%v%v", e.Hex, e.Dir) }

// Step is one move across an edge, keeping which way it goes. Barriers that
// only stop movement one way (a bank that can be jumped down but not
// climbed) need the direction the canonical Edge forgets.
type Step struct {
	From Axial
	Dir  Direction
}

// StepBetween is the move from one hex to an adjacent one, or false when
// they are not adjacent.
func StepBetween(from, to Axial) (Step, bool) {
	d, ok := DirectionTo(from, to)
	return Step{from, d}, ok
}

// To is the hex the step arrives in.
func (s Step) To() Axial { return s.From.Neighbor(s.Dir) }

// Edge is the edge the step crosses.
func (s Step) Edge() Edge { return EdgeOf(s.From, s.Dir) }

// Forward reports whether the step crosses its edge in the edge's canonical
// direction (from Edge.Hex outward), so a one-way barrier can be stored as
// an Edge plus which of the two crossings it stops.
func (s Step) Forward() bool { return s.Dir < West }

// Reverse is the step back across the same edge.
func (s Step) Reverse() Step { return Step{s.To(), s.Dir.Opposite()} }

// Barrier says which crossings of an edge it stops. It is a bit set, so a
// wall is BlocksForward|BlocksBackward.
type Barrier uint8

// The two crossings of an edge; "forward" is from Edge.Hex to its neighbour.
const (
	BlocksForward  Barrier = 1 << iota // stops moves from Edge.Hex outward
	BlocksBackward                     // stops moves into Edge.Hex
	BlocksBoth     = BlocksForward | BlocksBackward
)

// Barriers is a set of blocked edge crossings, the separate blocked test
// FindPath and Reachable accept. The zero value is an empty set ready to
// use. The map inside is only ever looked up, never iterated for a result
// that matters; Edges sorts.
type Barriers struct {
	m map[Edge]Barrier
}

// Block stops movement across the edge between a and b both ways: a wall.
// It panics when they are not adjacent, since that is a data error.
func (b *Barriers) Block(x, y Axial) {
	e, ok := EdgeBetween(x, y)
	if !ok {
		panic(fmt.Sprintf("hex: %v and %v are not adjacent", x, y))
	}
	b.Add(e, BlocksBoth)
}

// BlockOneWay stops movement from one hex into the adjacent other while
// still letting units cross the other way. It panics when they are not
// adjacent.
func (b *Barriers) BlockOneWay(from, to Axial) {
	s, ok := StepBetween(from, to)
	if !ok {
		panic(fmt.Sprintf("hex: %v and %v are not adjacent", from, to))
	}
	if s.Forward() {
		b.Add(s.Edge(), BlocksForward)
	} else {
		b.Add(s.Edge(), BlocksBackward)
	}
}

// Add adds the crossings in k to those already stopped at e.
func (b *Barriers) Add(e Edge, k Barrier) {
	if b.m == nil {
		b.m = make(map[Edge]Barrier)
	}
	b.m[e] |= k
}

// Remove clears the crossings in k at e, as when a wall is breached.
func (b *Barriers) Remove(e Edge, k Barrier) {
	if v := b.m[e] &^ k; v != 0 {
		b.m[e] = v
	} else {
		delete(b.m, e)
	}
}

// At is the barrier on edge e, zero when it is open both ways.
func (b *Barriers) At(e Edge) Barrier { return b.m[e] }

// Blocked reports whether the move from one hex to an adjacent one is
// stopped. Hexes that are not adjacent are never blocked by an edge, so it
// can be passed straight to FindPath and Reachable as the blocked test.
func (b *Barriers) Blocked(from, to Axial) bool {
	s, ok := StepBetween(from, to)
	if !ok || len(b.m) == 0 {
		return false
	}
	k := b.m[s.Edge()]
	if s.Forward() {
		return k&BlocksForward != 0
	}
	return k&BlocksBackward != 0
}

// Len is the number of edges with any barrier.
func (b *Barriers) Len() int { return len(b.m) }

// Edges lists every edge with a barrier in a fixed order (by Hex row-major,
// then Dir), so drawing and saving do not depend on map iteration.
func (b *Barriers) Edges() []Edge {
	out := make([]Edge, 0, len(b.m))
	for e := range b.m {
		out = append(out, e)
	}
	slices.SortFunc(out, func(x, y Edge) int {
		if c := Compare(x.Hex, y.Hex); c != 0 {
			return c
		}
		return int(x.Dir) - int(y.Dir)
	})
	return out
}
