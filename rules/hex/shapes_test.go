package hex

import (
	"math"
	"slices"
	"testing"
)

func TestLineByHand(t *testing.T) {
	tests := []struct {
		a, b Axial
		want []Axial
	}{
		{Axial{2, 2}, Axial{2, 2}, []Axial{{2, 2}}},
		{Axial{0, 0}, Axial{1, 0}, []Axial{{0, 0}, {1, 0}}},
		// Samples (1, -1/3) and (2, -2/3) round without ties.
		{Axial{0, 0}, Axial{3, -1}, []Axial{{0, 0}, {1, 0}, {2, -1}, {3, -1}}},
		// The midpoint (1/2, 1/2, -1) lies on the edge between (1,0) and
		// (0,1). Nudged to (1/2+ε, 1/2+2ε, -1-3ε) it rounds to (1, 1, -1),
		// and Q, off by 1/2-ε, is recomputed: (0,1).
		{Axial{0, 0}, Axial{1, 1}, []Axial{{0, 0}, {0, 1}, {1, 1}}},
		// Midpoint (1, -1/2, -1/2): R rounds up to 0, S down to -1.
		{Axial{0, 0}, Axial{2, -1}, []Axial{{0, 0}, {1, 0}, {2, -1}}},
		// Midpoint (-1/2, -1/2, 1): Q and R round up to 0, S is exact; Q's
		// error 1/2-ε beats R's 1/2-2ε, so Q is recomputed: (-1,0).
		{Axial{0, 0}, Axial{-1, -1}, []Axial{{0, 0}, {-1, 0}, {-1, -1}}},
		// Sample 3 of 6 is (-1/2, -5/2, 3): the same case one row over.
		{Axial{0, 0}, Axial{-1, -5}, []Axial{{0, 0}, {0, -1}, {0, -2}, {-1, -2}, {-1, -3}, {-1, -4}, {-1, -5}}},
		// Samples at quarter points: (1,-1/2), (2,-1), (3,-3/2).
		{Axial{0, 0}, Axial{4, -2}, []Axial{{0, 0}, {1, 0}, {2, -1}, {3, -1}, {4, -2}}},
		{Axial{-1, 2}, Axial{-1, -1}, []Axial{{-1, 2}, {-1, 1}, {-1, 0}, {-1, -1}}},
	}
	for _, tt := range tests {
		if got := Line(tt.a, tt.b); !slices.Equal(got, tt.want) {
			t.Errorf("Line(%v, %v) = %v; want %v", tt.a, tt.b, got, tt.want)
		}
	}
}

// redBlobLine is the guide's floating-point line, written out from its
// definition (lerp endpoints nudged by (1, 2, -3)·1e-6, cube-round each
// sample) as an
// independent reference for the integer Line.
func redBlobLine(a, b Axial) []Axial {
	n := Distance(a, b)
	const eps = 1e-6
	aq, ar, as := float64(a.Q)+eps, float64(a.R)+2*eps, float64(a.S())-3*eps
	bq, br, bs := float64(b.Q)+eps, float64(b.R)+2*eps, float64(b.S())-3*eps
	var out []Axial
	for i := 0; i <= n; i++ {
		t := 0.0
		if n > 0 {
			t = float64(i) / float64(n)
		}
		q, r, s := aq+(bq-aq)*t, ar+(br-ar)*t, as+(bs-as)*t
		rq, rr, rs := math.Round(q), math.Round(r), math.Round(s)
		dq, dr, ds := math.Abs(rq-q), math.Abs(rr-r), math.Abs(rs-s)
		switch {
		case dq > dr && dq > ds:
			rq = -rr - rs
		case dr > ds:
			rr = -rq - rs
		}
		out = append(out, Axial{int(rq), int(rr)})
	}
	return out
}

func TestLineMatchesRedBlobEverywhere(t *testing.T) {
	hexes := Range(Axial{}, 7)
	origins := []Axial{{0, 0}, {3, -2}, {-5, 1}}
	for _, a := range origins {
		for _, d := range hexes {
			b := a.Add(d)
			got, want := Line(a, b), redBlobLine(a, b)
			if !slices.Equal(got, want) {
				t.Fatalf("Line(%v, %v) = %v; the guide gives %v", a, b, got, want)
			}
			if len(got) != Distance(a, b)+1 || got[0] != a || got[len(got)-1] != b {
				t.Fatalf("Line(%v, %v) = %v: wrong length or ends", a, b, got)
			}
			for i := 1; i < len(got); i++ {
				if Distance(got[i-1], got[i]) != 1 {
					t.Fatalf("Line(%v, %v) = %v: step %d not adjacent", a, b, got, i)
				}
			}
		}
	}
}

func TestRing(t *testing.T) {
	if got := Ring(Axial{4, 4}, 0); !slices.Equal(got, []Axial{{4, 4}}) {
		t.Errorf("Ring radius 0 = %v", got)
	}
	if got := Ring(Axial{}, -1); got != nil {
		t.Errorf("Ring radius -1 = %v", got)
	}
	// Start at SW·r, then r steps each of E, NE, NW, W, SW, SE.
	want1 := []Axial{{-1, 1}, {0, 1}, {1, 0}, {1, -1}, {0, -1}, {-1, 0}}
	if got := Ring(Axial{}, 1); !slices.Equal(got, want1) {
		t.Errorf("Ring(0,0; 1) = %v; want %v", got, want1)
	}
	want2 := []Axial{{-2, 2}, {-1, 2}, {0, 2}, {1, 1}, {2, 0}, {2, -1}, {2, -2}, {1, -2}, {0, -2}, {-1, -1}, {-2, 0}, {-2, 1}}
	if got := Ring(Axial{}, 2); !slices.Equal(got, want2) {
		t.Errorf("Ring(0,0; 2) = %v; want %v", got, want2)
	}
	c := Axial{2, -3}
	for r := 1; r <= 6; r++ {
		ring := Ring(c, r)
		if len(ring) != 6*r {
			t.Errorf("Ring radius %d has %d hexes; want %d", r, len(ring), 6*r)
		}
		seen := map[Axial]bool{}
		for i, h := range ring {
			if Distance(h, c) != r || seen[h] {
				t.Fatalf("Ring radius %d: %v repeated or at the wrong distance", r, h)
			}
			seen[h] = true
			if Distance(h, ring[(i+1)%len(ring)]) != 1 {
				t.Fatalf("Ring radius %d does not walk hex to hex at %d", r, i)
			}
		}
	}
}

func TestRangeAndSpiral(t *testing.T) {
	want1 := []Axial{{0, -1}, {1, -1}, {-1, 0}, {0, 0}, {1, 0}, {-1, 1}, {0, 1}}
	if got := Range(Axial{}, 1); !slices.Equal(got, want1) {
		t.Errorf("Range(0,0; 1) = %v; want %v", got, want1)
	}
	if Range(Axial{}, -1) != nil || Spiral(Axial{}, -1) != nil {
		t.Error("negative radius gave hexes")
	}
	c := Axial{-3, 5}
	for r := 0; r <= 6; r++ {
		rg, sp := Range(c, r), Spiral(c, r)
		n := 3*r*(r+1) + 1
		if len(rg) != n || len(sp) != n {
			t.Errorf("radius %d: Range %d, Spiral %d hexes; want %d", r, len(rg), len(sp), n)
		}
		if !slices.IsSortedFunc(rg, Compare) {
			t.Errorf("Range radius %d not row-major", r)
		}
		if sp[0] != c {
			t.Errorf("Spiral radius %d starts at %v", r, sp[0])
		}
		for i := 1; i < len(sp); i++ {
			if Distance(sp[i-1], c) > Distance(sp[i], c) {
				t.Fatalf("Spiral radius %d goes inwards at %d", r, i)
			}
		}
		sorted := slices.Clone(sp)
		SortHexes(sorted)
		if !slices.Equal(sorted, rg) {
			t.Errorf("radius %d: Spiral and Range hold different hexes", r)
		}
		for _, h := range rg {
			if Distance(h, c) > r {
				t.Fatalf("Range radius %d holds %v", r, h)
			}
		}
	}
}
