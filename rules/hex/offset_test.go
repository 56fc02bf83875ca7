package hex

import "testing"

func TestOddR(t *testing.T) {
	tests := []struct {
		o    Offset
		want Axial
	}{
		{Offset{0, 0}, Axial{0, 0}},
		{Offset{0, 1}, Axial{0, 1}},  // odd row: q = col - (row-1)/2
		{Offset{3, 2}, Axial{2, 2}},  // even row: q = col - row/2
		{Offset{3, 3}, Axial{2, 3}},  // odd row: 3 - 1
		{Offset{0, 4}, Axial{-2, 4}}, // left edge drifts in q
		{Offset{19, 22}, Axial{8, 22}},
		{Offset{5, -1}, Axial{6, -1}}, // negative odd row is shoved right too
		{Offset{0, -2}, Axial{1, -2}},
	}
	for _, tt := range tests {
		if got := OffsetToAxial(tt.o); got != tt.want {
			t.Errorf("OffsetToAxial(%v) = %v; want %v", tt.o, got, tt.want)
		}
		if got := AxialToOffset(tt.want); got != tt.o {
			t.Errorf("AxialToOffset(%v) = %v; want %v", tt.want, got, tt.o)
		}
		if tt.o.Axial() != tt.want || tt.want.Offset() != tt.o {
			t.Errorf("method forms disagree for %v", tt.o)
		}
	}
}

// TestOddRNeighbours checks the guide's odd-r neighbour table: the offsets to
// neighbours differ between even and odd rows.
func TestOddRNeighbours(t *testing.T) {
	tests := []struct {
		o    Offset
		want [6]Offset // in Direction order E, NE, NW, W, SW, SE
	}{
		{Offset{3, 2}, [6]Offset{{4, 2}, {3, 1}, {2, 1}, {2, 2}, {2, 3}, {3, 3}}},
		{Offset{3, 3}, [6]Offset{{4, 3}, {4, 2}, {3, 2}, {2, 3}, {3, 4}, {4, 4}}},
		{Offset{0, 0}, [6]Offset{{1, 0}, {0, -1}, {-1, -1}, {-1, 0}, {-1, 1}, {0, 1}}},
	}
	for _, tt := range tests {
		ns := OffsetToAxial(tt.o).Neighbors()
		for i, n := range ns {
			if got := AxialToOffset(n); got != tt.want[i] {
				t.Errorf("neighbour %v of %v = %v; want %v", Direction(i), tt.o, got, tt.want[i])
			}
		}
	}
}

func TestOtherOffsetLayouts(t *testing.T) {
	tests := []struct {
		name string
		to   func(Offset) Axial
		from func(Axial) Offset
		o    Offset
		want Axial
	}{
		{"even-r", EvenRToAxial, AxialToEvenR, Offset{0, 1}, Axial{-1, 1}},
		{"even-r", EvenRToAxial, AxialToEvenR, Offset{3, 2}, Axial{2, 2}},
		{"even-r", EvenRToAxial, AxialToEvenR, Offset{2, 3}, Axial{0, 3}},
		{"odd-q", OddQToAxial, AxialToOddQ, Offset{1, 0}, Axial{1, 0}},
		{"odd-q", OddQToAxial, AxialToOddQ, Offset{1, 1}, Axial{1, 1}},
		{"odd-q", OddQToAxial, AxialToOddQ, Offset{2, 1}, Axial{2, 0}},
		{"odd-q", OddQToAxial, AxialToOddQ, Offset{3, 3}, Axial{3, 2}},
		{"even-q", EvenQToAxial, AxialToEvenQ, Offset{1, 0}, Axial{1, -1}},
		{"even-q", EvenQToAxial, AxialToEvenQ, Offset{2, 2}, Axial{2, 1}},
		{"even-q", EvenQToAxial, AxialToEvenQ, Offset{0, 3}, Axial{0, 3}},
	}
	for _, tt := range tests {
		if got := tt.to(tt.o); got != tt.want {
			t.Errorf("%s %v -> %v; want %v", tt.name, tt.o, got, tt.want)
		}
		if got := tt.from(tt.want); got != tt.o {
			t.Errorf("%s %v -> %v; want %v", tt.name, tt.want, got, tt.o)
		}
	}
}

func TestOffsetRoundTrips(t *testing.T) {
	pairs := []struct {
		to   func(Offset) Axial
		from func(Axial) Offset
	}{
		{OffsetToAxial, AxialToOffset},
		{EvenRToAxial, AxialToEvenR},
		{OddQToAxial, AxialToOddQ},
		{EvenQToAxial, AxialToEvenQ},
	}
	for i, p := range pairs {
		for row := -5; row <= 5; row++ {
			for col := -5; col <= 5; col++ {
				o := Offset{col, row}
				if got := p.from(p.to(o)); got != o {
					t.Fatalf("layout %d: %v round-trips to %v", i, o, got)
				}
			}
		}
	}
}
