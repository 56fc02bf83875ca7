package hex

import (
	"math"
	"testing"
)

func near(a, b float64) bool { return math.Abs(a-b) < 1e-9 }

func nearPoint(a, b Point) bool { return near(a.X, b.X) && near(a.Y, b.Y) }

func TestHexToPixel(t *testing.T) {
	h := math.Sqrt(3) * 10 / 2 // half the width of a size-10 hex
	tests := []struct {
		l    Layout
		hex  Axial
		want Point
	}{
		{Layout{PointyTop, Point{10, 10}, Point{}}, Axial{0, 0}, Point{0, 0}},
		{Layout{PointyTop, Point{10, 10}, Point{}}, Axial{1, 0}, Point{2 * h, 0}},
		{Layout{PointyTop, Point{10, 10}, Point{}}, Axial{0, 1}, Point{h, 15}},
		{Layout{PointyTop, Point{10, 10}, Point{100, 50}}, Axial{1, -1}, Point{100 + h, 35}},
		{Layout{PointyTop, Point{10, 20}, Point{}}, Axial{0, 2}, Point{2 * h, 60}},
		{Layout{FlatTop, Point{10, 10}, Point{}}, Axial{1, 0}, Point{15, h}},
		{Layout{FlatTop, Point{10, 10}, Point{}}, Axial{0, 1}, Point{0, 2 * h}},
		{Layout{FlatTop, Point{10, 10}, Point{-5, 5}}, Axial{-2, 1}, Point{-35, 5}},
	}
	for _, tt := range tests {
		if got := tt.l.HexToPixel(tt.hex); !nearPoint(got, tt.want) {
			t.Errorf("%v HexToPixel(%v) = %v; want %v", tt.l.Orientation, tt.hex, got, tt.want)
		}
	}
}

func TestPixelRoundTrips(t *testing.T) {
	layouts := []Layout{
		{PointyTop, Point{10, 10}, Point{}},
		{PointyTop, Point{24, 18}, Point{320, 240}},
		{FlatTop, Point{10, 10}, Point{}},
		{FlatTop, Point{7, 9}, Point{-40, 13}},
	}
	for _, l := range layouts {
		for _, h := range Range(Axial{1, -2}, 6) {
			c := l.HexToPixel(h)
			if got := l.PixelToHex(c); got != h {
				t.Fatalf("%v: PixelToHex(HexToPixel(%v)) = %v", l, h, got)
			}
			f := l.PixelToFrac(c)
			if !near(f.Q, float64(h.Q)) || !near(f.R, float64(h.R)) {
				t.Fatalf("%v: PixelToFrac of the centre of %v = %v", l, h, f)
			}
			// Points most of the way to each corner still fall in the hex.
			for _, corner := range l.Corners(h) {
				p := Point{c.X + 0.9*(corner.X-c.X), c.Y + 0.9*(corner.Y-c.Y)}
				if got := l.PixelToHex(p); got != h {
					t.Fatalf("%v: point %v near a corner of %v maps to %v", l, p, h, got)
				}
			}
		}
	}
}

func TestCorners(t *testing.T) {
	h := math.Sqrt(3) * 10 / 2
	pointy := Layout{PointyTop, Point{10, 10}, Point{}}.Corners(Axial{})
	wantPointy := [6]Point{{h, -5}, {h, 5}, {0, 10}, {-h, 5}, {-h, -5}, {0, -10}}
	flat := Layout{FlatTop, Point{10, 10}, Point{}}.Corners(Axial{})
	wantFlat := [6]Point{{10, 0}, {5, h}, {-5, h}, {-10, 0}, {-5, -h}, {5, -h}}
	for i := range 6 {
		if !nearPoint(pointy[i], wantPointy[i]) {
			t.Errorf("pointy corner %d = %v; want %v", i, pointy[i], wantPointy[i])
		}
		if !nearPoint(flat[i], wantFlat[i]) {
			t.Errorf("flat corner %d = %v; want %v", i, flat[i], wantFlat[i])
		}
	}
}

// TestEdgeEnds checks that the drawn edge between two hexes is the
// perpendicular bisector of their centres: its midpoint is halfway between
// them and its ends are corners of both hexes.
func TestEdgeEnds(t *testing.T) {
	for _, l := range []Layout{{PointyTop, Point{10, 10}, Point{3, 4}}, {FlatTop, Point{12, 12}, Point{}}} {
		h := Axial{2, -1}
		for _, d := range Directions {
			a, b := l.EdgeEnds(EdgeOf(h, d))
			c1, c2 := l.HexToPixel(h), l.HexToPixel(h.Neighbor(d))
			mid := Point{(a.X + b.X) / 2, (a.Y + b.Y) / 2}
			if !nearPoint(mid, Point{(c1.X + c2.X) / 2, (c1.Y + c2.Y) / 2}) {
				t.Errorf("%v edge %v: midpoint %v not between centres", l.Orientation, d, mid)
			}
			for _, end := range []Point{a, b} {
				if !isCorner(l, h, end) || !isCorner(l, h.Neighbor(d), end) {
					t.Errorf("%v edge %v: end %v not a corner of both hexes", l.Orientation, d, end)
				}
			}
		}
	}
	if PointyTop.String() != "pointy-top" || FlatTop.String() != "flat-top" || Orientation(9).String() != "Orientation(9)" {
		t.Error("Orientation.String")
	}
}

func isCorner(l Layout, h Axial, p Point) bool {
	for _, c := range l.Corners(h) {
		if math.Abs(c.X-p.X) < 1e-6 && math.Abs(c.Y-p.Y) < 1e-6 {
			return true
		}
	}
	return false
}
