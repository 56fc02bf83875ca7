package hex

import "slices"

// Line lists the hexes a straight line from a to b passes through, both ends
// included: Distance(a, b)+1 hexes, each adjacent to the one before. Rules
// such as line of sight may be decided by it, so it is exact.
//
// It is Red Blob's definition (sample the segment at i/N for i = 0..N and
// round each point to the nearest hex) done in integers: the point at step i
// is scaled by N, so its cube coordinates are the integers a*(N-i) + b*i, and
// rounding compares exact rationals.
//
// Tie-break: when a sample falls exactly on an edge or corner between hexes,
// the guide nudges both ends by the tiny cube vector (1, 2, -3)·ε. Line
// does the same with an infinitesimal ε: a cube coordinate exactly halfway
// rounds up for Q and R and down for S, and equal rounding errors are told
// apart by their ε terms, which differ for all three coordinates, so no tie
// survives. (The guide's other nudge, (1, 1, -2)·ε, runs parallel to the
// edges between north-east and south-west neighbours and leaves those ties
// to floating-point noise; this one does not.) For example the line from
// (0,0) to (1,1) passes through (0,1), and the line to (-1,-1) through
// (-1,0).
func Line(a, b Axial) []Axial {
	n := Distance(a, b)
	out := make([]Axial, 0, n+1)
	if n == 0 {
		return append(out, a)
	}
	for i := 0; i <= n; i++ {
		q := a.Q*(n-i) + b.Q*i
		r := a.R*(n-i) + b.R*i
		out = append(out, roundScaled(q, r, -q-r, n))
	}
	return out
}

// nudged is a rounding error x/n + k·ε held exactly: first compared by x, then
// by the coefficient k of the infinitesimal nudge.
type nudged struct{ x, k int }

func (a nudged) greater(b nudged) bool {
	if a.x != b.x {
		return a.x > b.x
	}
	return a.k > b.k
}

// roundScaled rounds the cube point (q/n + ε, r/n + 2ε, s/n - 3ε) to a hex the
// way Red Blob's cube_round does: round each coordinate, then recompute the
// one with the largest rounding error from the other two.
func roundScaled(q, r, s, n int) Axial {
	rq, eq := roundNudged(q, n, 1)
	rr, er := roundNudged(r, n, 2)
	rs, es := roundNudged(s, n, -3)
	switch {
	case eq.greater(er) && eq.greater(es):
		rq = -rr - rs
	case er.greater(es):
		rr = -rq - rs
	}
	return Axial{rq, rr}
}

// roundNudged rounds x/n + k·ε (n > 0, k ≠ 0) to the nearest integer and
// returns it with the absolute rounding error scaled by n.
func roundNudged(x, n, k int) (int, nudged) {
	var v int
	if k > 0 {
		v = floorDiv(2*x+n, 2*n) // halves round up
	} else {
		v = -floorDiv(n-2*x, 2*n) // halves round down: ceil((2x-n)/2n)
	}
	d := v*n - x // rounded minus exact, in units of 1/n, ignoring ε
	switch {
	case d > 0:
		return v, nudged{d, -k}
	case d < 0:
		return v, nudged{-d, k}
	}
	return v, nudged{0, abs(k)}
}

// floorDiv is division rounding toward negative infinity (b > 0), which Go's
// truncating / does not give for negative numerators.
func floorDiv(a, b int) int {
	q := a / b
	if a%b != 0 && a < 0 {
		q--
	}
	return q
}

// Ring lists the hexes exactly radius steps from center: 6·radius hexes, or
// just center for radius 0. The order is Red Blob's and fixed: start at
// center + SouthWest·radius, then walk radius steps in each direction East,
// NorthEast, …, SouthEast, going counter-clockwise on screen.
func Ring(center Axial, radius int) []Axial {
	if radius < 0 {
		return nil
	}
	if radius == 0 {
		return []Axial{center}
	}
	out := make([]Axial, 0, 6*radius)
	h := center.Add(SouthWest.Vector().Scale(radius))
	for _, d := range Directions {
		for range radius {
			out = append(out, h)
			h = h.Neighbor(d)
		}
	}
	return out
}

// Spiral lists every hex within radius of center, center first and then each
// Ring outwards in Ring order, so nearer hexes always come first: the order
// effects that spread outwards are resolved in.
func Spiral(center Axial, radius int) []Axial {
	if radius < 0 {
		return nil
	}
	out := make([]Axial, 0, 3*radius*(radius+1)+1)
	for k := 0; k <= radius; k++ {
		out = append(out, Ring(center, k)...)
	}
	return out
}

// Range lists every hex within radius of center, 3·radius·(radius+1)+1 of
// them, in row-major order (by R, then Q) so it reads like the map.
func Range(center Axial, radius int) []Axial {
	if radius < 0 {
		return nil
	}
	out := make([]Axial, 0, 3*radius*(radius+1)+1)
	for dr := -radius; dr <= radius; dr++ {
		for dq := max(-radius, -dr-radius); dq <= min(radius, -dr+radius); dq++ {
			out = append(out, center.Add(Axial{dq, dr}))
		}
	}
	return out
}

// SortHexes sorts hexes in place into row-major order (by R, then Q), the
// canonical order for any set of hexes built from a map or a search.
func SortHexes(hs []Axial) { slices.SortFunc(hs, Compare) }
