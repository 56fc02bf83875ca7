package forward

import (
	"testing"

	"deepwood/internal/rulestest"
)

// plainStats is foldStats by the card records alone, the reference for
// the packed sum.
func plainStats(s *State) PlayerStats {
	var p PlayerStats
	s.foldPlain(&p)
	p.DEF = max(p.DEF, 0)
	p.Phoenix = s.phoenix()
	return p
}

// TestPackedStatsAgree: the packed fold gives the plain fold's stats, and
// blunt the plain ATK's answer, after every action of many runs of both
// bots, snares (negative lanes) included.
func TestPackedStatsAgree(t *testing.T) {
	d := testData(t)
	if !d.packed {
		t.Fatal("the card data did not pack")
	}
	n := rulestest.Games(400, 60)
	negative := false
	eachBotRun(d, "packed stats", n, func(r *botRun) {
		s := r.s
		for !s.Phase.Over() {
			if got, want := s.Stats(), plainStats(s); got != want {
				t.Fatalf("%s step %d: packed %+v; plain %+v", r.name, s.Steps, got, want)
			}
			if got, want := blunt(s), 2+plainStats(s).ATK+s.Fight.Bonus-s.Fight.Foe.DEF <= 0; got != want {
				t.Fatalf("%s step %d: blunt %v; plain %v", r.name, s.Steps, got, want)
			}
			if s.Stats().ATK < 0 {
				negative = true
			}
			r.step(t, Legal(s))
		}
	})
	if !negative {
		t.Error("no run reached a negative ATK; the test misses the borrow")
	}
}

// TestModSumLanes: every lane reads back at the ends of its range, whatever
// the signs of the lanes beside it.
func TestModSumLanes(t *testing.T) {
	vals := []int{-32767, -modLimit, -1, 0, 1, modLimit, 32767}
	for _, a := range vals {
		for _, b := range vals {
			for _, c := range vals {
				for _, e := range vals {
					var p PlayerStats
					unpackMods(&p, uint64(a)+uint64(b)<<16+uint64(c)<<32+uint64(e)<<48, 0, 0)
					if p.ATK != a || p.DEF != max(b, 0) || p.MissFirst != c || p.Drain != e {
						t.Fatalf("lanes %d %d %d %d read %+v", a, b, c, e, p)
					}
				}
			}
		}
	}
}
