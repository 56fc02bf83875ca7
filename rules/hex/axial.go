package hex

import "fmt"

// Axial is a hex in axial coordinates. It is the form every algorithm here
// takes because it needs two integers, adds like a vector, and turns into
// cube coordinates (Q, R, S) for free.
type Axial struct {
	Q, R int
}

// S is the third cube coordinate, -Q-R. It is derived rather than stored so
// an Axial can never break the cube constraint Q+R+S = 0.
func (a Axial) S() int { return -a.Q - a.R }

// Add is vector addition, used to step from a hex by an offset.
func (a Axial) Add(b Axial) Axial { return Axial{a.Q + b.Q, a.R + b.R} }

// Sub is vector subtraction, giving the offset that leads from b to a.
func (a Axial) Sub(b Axial) Axial { return Axial{a.Q - b.Q, a.R - b.R} }

// Scale multiplies the vector by k, so a direction scaled by k reaches the
// hex k steps away in a straight line.
func (a Axial) Scale(k int) Axial { return Axial{a.Q * k, a.R * k} }

// Length is the number of steps from the origin to a: half the sum of the
// absolute cube coordinates, which equals the largest of them.
func (a Axial) Length() int { return (abs(a.Q) + abs(a.R) + abs(a.S())) / 2 }

// Distance is the number of single-hex steps between a and b on an open
// field, the measure ranges and movement allowances are stated in.
func Distance(a, b Axial) int { return a.Sub(b).Length() }

// Distance is the method form of the package function, for call chains.
func (a Axial) Distance(b Axial) int { return Distance(a, b) }

// String prints the hex as "(q,r)" so test failures and logs stay short.
func (a Axial) String() string { return fmt.Sprintf("(%d,%d)", a.Q, a.R) }

// Less orders hexes by R, then Q: row-major reading order, the fixed
// tie-break every sorted result in this package uses.
func Less(a, b Axial) bool {
	if a.R != b.R {
		return a.R < b.R
	}
	return a.Q < b.Q
}

// Compare is Less as a three-way comparison, for slices.SortFunc.
func Compare(a, b Axial) int {
	switch {
	case a.R < b.R:
		return -1
	case a.R > b.R:
		return 1
	case a.Q < b.Q:
		return -1
	case a.Q > b.Q:
		return 1
	}
	return 0
}

// Direction names one of the six neighbours of a hex. The numbering is Red
// Blob's, starting east and turning counter-clockwise as drawn on a y-down
// screen, so rules text and the guide's figures agree. The compass names
// describe the game's pointy-top orientation; under a flat-top layout the
// same numbers still hold but the names no longer match the screen.
type Direction int

// The six directions in their fixed order; iterating 0..5 is the order every
// neighbour list, ring and search in this package visits them.
const (
	East      Direction = iota // (+1, 0)
	NorthEast                  // (+1, -1)
	NorthWest                  // (0, -1)
	West                       // (-1, 0)
	SouthWest                  // (-1, +1)
	SouthEast                  // (0, +1)
)

// Directions lists the six directions in order, for range loops that must
// visit neighbours deterministically.
var Directions = [6]Direction{East, NorthEast, NorthWest, West, SouthWest, SouthEast}

var directionVectors = [6]Axial{{1, 0}, {1, -1}, {0, -1}, {-1, 0}, {-1, 1}, {0, 1}}

var directionNames = [6]string{"E", "NE", "NW", "W", "SW", "SE"}

// Valid reports whether d is one of the six directions, so callers decoding
// data can reject anything else before it panics elsewhere.
func (d Direction) Valid() bool { return d >= 0 && d < 6 }

// Vector is the axial offset one step in direction d. It panics on an
// invalid direction because that is a programming error, not a rules case.
func (d Direction) Vector() Axial {
	if !d.Valid() {
		panic(fmt.Sprintf("hex: invalid direction %d", int(d)))
	}
	return directionVectors[d]
}

// Opposite is the direction pointing back, which is how the hex on the far
// side of an edge names the same edge.
func (d Direction) Opposite() Direction { return (d + 3) % 6 }

// Rotate turns d by steps sixths of a turn counter-clockwise (negative
// steps turn clockwise), matching Axial.Rotate.
func (d Direction) Rotate(steps int) Direction { return Direction(mod(int(d)+steps, 6)) }

// String gives the compass abbreviation used in logs and test output.
func (d Direction) String() string {
	if !d.Valid() {
		return fmt.Sprintf("Direction(%d)", int(d))
	}
	return directionNames[d]
}

// DirectionTo reports which direction leads from a to b when they are
// adjacent, so a move given as two hexes can be checked against edges.
func DirectionTo(a, b Axial) (Direction, bool) {
	v := b.Sub(a)
	for i, w := range directionVectors {
		if v == w {
			return Direction(i), true
		}
	}
	return 0, false
}

// Neighbor is the hex one step from a in direction d.
func (a Axial) Neighbor(d Direction) Axial { return a.Add(d.Vector()) }

// Neighbors lists the six adjacent hexes in direction order. It returns an
// array so the common loop allocates nothing.
func (a Axial) Neighbors() [6]Axial {
	var n [6]Axial
	for i, v := range directionVectors {
		n[i] = a.Add(v)
	}
	return n
}

var diagonalVectors = [6]Axial{{2, -1}, {1, -2}, {-1, -1}, {-2, 1}, {-1, 2}, {1, 1}}

// Diagonal is the hex two steps away across corner i, in Red Blob's order:
// diagonal i lies between directions i and i+1. Diagonals matter for rules
// that reach past a corner rather than through an edge.
func (a Axial) Diagonal(i int) Axial {
	if i < 0 || i >= 6 {
		panic(fmt.Sprintf("hex: invalid diagonal %d", i))
	}
	return a.Add(diagonalVectors[i])
}

// Diagonals lists the six diagonal hexes in order, as Neighbors does for the
// adjacent ones.
func (a Axial) Diagonals() [6]Axial {
	var n [6]Axial
	for i, v := range diagonalVectors {
		n[i] = a.Add(v)
	}
	return n
}

// Rotate turns a about center by steps sixths of a turn counter-clockwise as
// drawn on a y-down screen (direction i becomes direction i+steps); negative
// steps turn clockwise. Mirrored set-ups and symmetric scenarios use it.
func (a Axial) Rotate(center Axial, steps int) Axial {
	v := a.Sub(center)
	q, r, s := v.Q, v.R, v.S()
	for range mod(steps, 6) {
		// One sixth counter-clockwise: (q, r, s) -> (-s, -q, -r).
		q, r, s = -s, -q, -r
	}
	return center.Add(Axial{q, r})
}

// Axis names one of the three cube axes a hex can be reflected across.
type Axis int

// The three axes. Reflecting across an axis keeps that cube coordinate and
// swaps the other two.
const (
	AxisQ Axis = iota
	AxisR
	AxisS
)

// Reflect mirrors a across the given axis through center, for scenarios that
// face two sides off in mirror image.
func (a Axial) Reflect(center Axial, axis Axis) Axial {
	v := a.Sub(center)
	var m Axial
	switch axis {
	case AxisQ: // keep q, swap r and s
		m = Axial{v.Q, v.S()}
	case AxisR: // keep r, swap q and s
		m = Axial{v.S(), v.R}
	case AxisS: // keep s, swap q and r
		m = Axial{v.R, v.Q}
	default:
		panic(fmt.Sprintf("hex: invalid axis %d", int(axis)))
	}
	return center.Add(m)
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// mod is the mathematical modulus, never negative for positive m.
func mod(x, m int) int {
	x %= m
	if x < 0 {
		x += m
	}
	return x
}
