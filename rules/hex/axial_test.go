package hex

import "testing"

func TestCubeAndVectorOps(t *testing.T) {
	a, b := Axial{1, -3}, Axial{-2, 5}
	if got := a.S(); got != 2 {
		t.Errorf("S(1,-3) = %d; want 2", got)
	}
	if got := a.Add(b); got != (Axial{-1, 2}) {
		t.Errorf("Add = %v; want (-1,2)", got)
	}
	if got := a.Sub(b); got != (Axial{3, -8}) {
		t.Errorf("Sub = %v; want (3,-8)", got)
	}
	if got := a.Scale(-2); got != (Axial{-2, 6}) {
		t.Errorf("Scale = %v; want (-2,6)", got)
	}
	if got := a.String(); got != "(1,-3)" {
		t.Errorf("String = %q", got)
	}
}

func TestDistance(t *testing.T) {
	tests := []struct {
		a, b Axial
		want int
	}{
		{Axial{0, 0}, Axial{0, 0}, 0},
		{Axial{0, 0}, Axial{1, 0}, 1},
		{Axial{0, 0}, Axial{3, -1}, 3},  // cube (3,-1,-2)
		{Axial{0, 0}, Axial{2, 2}, 4},   // cube (2,2,-4)
		{Axial{1, -3}, Axial{-2, 1}, 4}, // difference (3,-4,1)
		{Axial{-1, 0}, Axial{2, -3}, 3}, // difference (3,-3,0): straight NE
		{Axial{5, 5}, Axial{-5, -5}, 20},
	}
	for _, tt := range tests {
		if got := Distance(tt.a, tt.b); got != tt.want {
			t.Errorf("Distance(%v, %v) = %d; want %d", tt.a, tt.b, got, tt.want)
		}
		if got := tt.b.Distance(tt.a); got != tt.want {
			t.Errorf("%v.Distance(%v) = %d; want %d", tt.b, tt.a, got, tt.want)
		}
		if got := tt.a.Sub(tt.b).Length(); got != tt.want {
			t.Errorf("Length(%v) = %d; want %d", tt.a.Sub(tt.b), got, tt.want)
		}
	}
}

func TestNeighborsInRedBlobOrder(t *testing.T) {
	want := [6]Axial{{1, 0}, {1, -1}, {0, -1}, {-1, 0}, {-1, 1}, {0, 1}}
	if got := (Axial{}).Neighbors(); got != want {
		t.Errorf("Neighbors(0,0) = %v; want %v", got, want)
	}
	c := Axial{3, -2}
	for i, d := range Directions {
		if int(d) != i {
			t.Fatalf("Directions[%d] = %v", i, d)
		}
		n := c.Neighbor(d)
		if n != c.Add(want[i]) || c.Neighbors()[i] != n {
			t.Errorf("Neighbor(%v) = %v; want %v", d, n, c.Add(want[i]))
		}
		if Distance(c, n) != 1 {
			t.Errorf("neighbour %v of %v not at distance 1", n, c)
		}
		if n.Neighbor(d.Opposite()) != c {
			t.Errorf("Opposite of %v does not lead back", d)
		}
		if got, ok := DirectionTo(c, n); !ok || got != d {
			t.Errorf("DirectionTo(%v, %v) = %v, %v; want %v", c, n, got, ok, d)
		}
	}
	if _, ok := DirectionTo(c, c.Diagonal(0)); ok {
		t.Error("DirectionTo a diagonal hex reported adjacency")
	}
	if _, ok := DirectionTo(c, c); ok {
		t.Error("DirectionTo itself reported adjacency")
	}
}

func TestDirectionNamesAndTurns(t *testing.T) {
	tests := []struct {
		d    Direction
		name string
		opp  Direction
	}{
		{East, "E", West}, {NorthEast, "NE", SouthWest}, {NorthWest, "NW", SouthEast},
		{West, "W", East}, {SouthWest, "SW", NorthEast}, {SouthEast, "SE", NorthWest},
	}
	for _, tt := range tests {
		if tt.d.String() != tt.name || tt.d.Opposite() != tt.opp {
			t.Errorf("%d: name %q opposite %v; want %q %v", int(tt.d), tt.d.String(), tt.d.Opposite(), tt.name, tt.opp)
		}
	}
	if East.Rotate(1) != NorthEast || East.Rotate(-1) != SouthEast || West.Rotate(9) != East {
		t.Error("Direction.Rotate turns the wrong way")
	}
	if Direction(6).Valid() || Direction(-1).Valid() || Direction(6).String() != "Direction(6)" {
		t.Error("out-of-range direction accepted")
	}
	defer func() {
		if recover() == nil {
			t.Error("Vector of an invalid direction did not panic")
		}
	}()
	Direction(7).Vector()
}

func TestDiagonals(t *testing.T) {
	want := [6]Axial{{2, -1}, {1, -2}, {-1, -1}, {-2, 1}, {-1, 2}, {1, 1}}
	if got := (Axial{}).Diagonals(); got != want {
		t.Errorf("Diagonals(0,0) = %v; want %v", got, want)
	}
	c := Axial{-4, 7}
	for i := range 6 {
		d := c.Diagonal(i)
		// Diagonal i lies beyond the corner between directions i and i+1.
		via := c.Neighbor(Direction(i)).Neighbor(Direction(i).Rotate(1))
		if d != via || Distance(c, d) != 2 {
			t.Errorf("Diagonal(%d) = %v; want %v at distance 2", i, d, via)
		}
	}
}

func TestRotate(t *testing.T) {
	tests := []struct {
		h, center Axial
		steps     int
		want      Axial
	}{
		{Axial{1, 0}, Axial{}, 1, Axial{1, -1}},    // E turns to NE
		{Axial{1, 0}, Axial{}, 2, Axial{0, -1}},    // then NW
		{Axial{1, 0}, Axial{}, -1, Axial{0, 1}},    // clockwise: SE
		{Axial{1, 0}, Axial{}, 3, Axial{-1, 0}},    // half turn
		{Axial{2, -1}, Axial{}, 1, Axial{1, -2}},   // cube (2,-1,-1) -> (1,-2,1)
		{Axial{2, 1}, Axial{1, 1}, 1, Axial{2, 0}}, // about another centre
		{Axial{3, -5}, Axial{1, 1}, 6, Axial{3, -5}},
		{Axial{3, -5}, Axial{1, 1}, -12, Axial{3, -5}},
	}
	for _, tt := range tests {
		if got := tt.h.Rotate(tt.center, tt.steps); got != tt.want {
			t.Errorf("%v.Rotate(%v, %d) = %v; want %v", tt.h, tt.center, tt.steps, got, tt.want)
		}
	}
	c := Axial{2, -1}
	for _, h := range Range(c, 3) {
		for k := -7; k <= 7; k++ {
			r := h.Rotate(c, k)
			if Distance(r, c) != Distance(h, c) || r.Rotate(c, -k) != h {
				t.Fatalf("Rotate(%v, %d) = %v breaks distance or inverse", h, k, r)
			}
		}
	}
}

func TestReflect(t *testing.T) {
	h := Axial{1, -3} // cube (1,-3,2)
	tests := []struct {
		axis Axis
		want Axial
	}{
		{AxisQ, Axial{1, 2}},  // (q, s, r)
		{AxisR, Axial{2, -3}}, // (s, r, q)
		{AxisS, Axial{-3, 1}}, // (r, q, s)
	}
	for _, tt := range tests {
		if got := h.Reflect(Axial{}, tt.axis); got != tt.want {
			t.Errorf("Reflect(%v, axis %d) = %v; want %v", h, tt.axis, got, tt.want)
		}
		c := Axial{4, 4}
		m := h.Reflect(c, tt.axis)
		if m.Reflect(c, tt.axis) != h || Distance(m, c) != Distance(h, c) {
			t.Errorf("reflecting twice about %v on axis %d is not the identity", c, tt.axis)
		}
	}
}

func TestLessAndCompareAreRowMajor(t *testing.T) {
	hs := []Axial{{3, 1}, {-2, 2}, {0, -1}, {5, -1}, {0, 1}}
	SortHexes(hs)
	want := []Axial{{0, -1}, {5, -1}, {0, 1}, {3, 1}, {-2, 2}}
	for i := range hs {
		if hs[i] != want[i] {
			t.Fatalf("SortHexes = %v; want %v", hs, want)
		}
	}
	if !Less(Axial{9, 0}, Axial{0, 1}) || Less(Axial{1, 1}, Axial{1, 1}) || Compare(Axial{1, 1}, Axial{1, 1}) != 0 {
		t.Error("Less/Compare not row-major")
	}
}
