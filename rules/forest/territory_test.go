package forest

import (
	"slices"
	"testing"

	"deepwood/rules/dice"
)

// TestClockwise: the Enemy holds the middle hex; its six Forest neighbours
// are counted from the topmost (then leftmost) clockwise around it
// (DESIGN.md Forest 4).
func TestClockwise(t *testing.T) {
	s := created(t, 21)
	withMap(t, s, `
. . . . .
 . a b . .
. f E c .
 . e d . .
. . . . .
`)
	want := []int{cell(t, s, 1, 1), cell(t, s, 2, 1), cell(t, s, 3, 2), cell(t, s, 2, 3), cell(t, s, 1, 3), cell(t, s, 1, 2)}
	if got := s.Clockwise(); !slices.Equal(got, want) {
		t.Errorf("clockwise %v, want %v (a b c d e f)", got, want)
	}
	// A d12 of 7 wraps round six valid hexes to the first.
	for roll, i := range map[int]int{1: 0, 6: 5, 7: 0, 12: 5} {
		if got := want[(roll-1)%len(want)]; got != want[i] {
			t.Errorf("roll %d counts to %d", roll, got)
		}
	}
}

// TestClockwiseStrip: along a front the count runs clockwise round the
// Enemy's centre, nearer hexes first on one bearing.
func TestClockwiseStrip(t *testing.T) {
	s := created(t, 22)
	withMap(t, s, `
a b c d e
 E E E E f
i h E E g
`)
	got := s.Clockwise()
	var labels []byte
	for _, c := range got {
		o := s.grid.At(c).Offset()
		labels = append(labels, "abcde.fih.g"[map[[2]int]int{{0, 0}: 0, {1, 0}: 1, {2, 0}: 2, {3, 0}: 3, {4, 0}: 4, {4, 1}: 6, {0, 2}: 7, {1, 2}: 8, {4, 2}: 10}[[2]int{o.Col, o.Row}]])
	}
	if string(labels) != "abcdefghi" {
		t.Errorf("order %s, want abcdefghi", labels)
	}
}

// TestTerritoryGeneration: on every map and many seeds the Enemy's starting
// territory is connected, holds both origins, has max(5, d1+d2) hexes, and
// a reroll happens only when the origins cannot be joined in that many.
func TestTerritoryGeneration(t *testing.T) {
	d := data(t)
	rerolls := 0
	for _, m := range d.Maps {
		for seed := dice.Seed(1); seed <= 150; seed++ {
			s := New(d, seed)
			var evs []Event
			for s.Step < StepTerritory {
				a := Next()
				if s.Step == StepLandscape && s.Map != m.ID {
					a = ChooseMap(m.ID)
				}
				evs = append(evs[:0], mustApply(t, s, a)...)
			}
			var origins Event
			for _, e := range evs {
				switch e.Kind {
				case EvTerritoryRerolled:
					rerolls++
					if p := shortestPath(s.grid, e.Hexes[0], e.Hexes[1]); len(p) <= e.Value {
						t.Errorf("%s seed %d: rerolled a joinable territory %+v", m.ID, seed, e)
					}
				case EvOriginsRolled:
					origins = e
				}
			}
			region, _ := find(evs, EvTerritory)
			size := max(5, origins.Dice[0]+origins.Dice[1])
			if len(region.Hexes) != size || s.Count(Enemy) != size {
				t.Errorf("%s seed %d: %d hexes, want max(5, %v)", m.ID, seed, len(region.Hexes), origins.Dice)
			}
			if !slices.Contains(region.Hexes, origins.Hexes[0]) || !slices.Contains(region.Hexes, origins.Hexes[1]) {
				t.Errorf("%s seed %d: origins %v outside %v", m.ID, seed, origins.Hexes, region.Hexes)
			}
			var cells = s.grid.Cells()
			var held = cells[:0:0]
			for _, c := range region.Hexes {
				held = append(held, cells[c])
			}
			if !connected(s.grid, held) {
				t.Errorf("%s seed %d: territory not connected", m.ID, seed)
			}
			for _, c := range region.Hexes {
				want := d.Structure("settled", s.Hexes[c].Terrain)
				if c == origins.Hexes[0] || c == origins.Hexes[1] {
					want = "town"
				}
				if s.Hexes[c].Structure != want {
					t.Errorf("%s seed %d: hex %d has %q, want %q", m.ID, seed, c, s.Hexes[c].Structure, want)
				}
			}
		}
	}
	t.Logf("%d rerolls", rerolls)
}

// TestTargetCount: the Enemy's target is the d12-th valid hex clockwise,
// wrapping (seed ch. 4 Phase 2).
func TestTargetCount(t *testing.T) {
	for seed := dice.Seed(1); seed <= 40; seed++ {
		s := New(data(t), seed)
		var evs []Event
		for s.Phase == PhaseCreate {
			evs = mustApply(t, s, Greedy{}.Choose(s, Legal(s)))
		}
		e, _ := find(evs, EvTarget)
		if e.Hex != e.Hexes[(e.Roll-1)%len(e.Hexes)] || !slices.Equal(e.Hexes, s.Clockwise()) || s.Clash.Target != e.Hex {
			t.Errorf("seed %d: target %+v", seed, e)
		}
		if ty, _ := find(evs, EvEnemyType); s.Clash.Harm != HarmFromD12(ty.Roll) {
			t.Errorf("seed %d: type %+v", seed, ty)
		}
	}
}

// TestLandscape: terrain in groups from the Hex Generation table, the
// Primary Feature placed once.
func TestLandscape(t *testing.T) {
	d := data(t)
	s := New(d, 23)
	for s.Step < StepLandscape {
		mustApply(t, s, Next())
	}
	groups := max(1, len(s.Hexes)/5)
	kinds := map[string]bool{}
	for _, h := range s.Hexes {
		if _, r := d.Table(THexGeneration).Lookup(1); r == nil || h.Terrain == "" {
			t.Fatal("hex without terrain")
		}
		kinds[h.Terrain] = true
	}
	if len(kinds) > groups || len(kinds) < 2 {
		t.Errorf("%d terrains on %d groups", len(kinds), groups)
	}
	if s.Primary < 0 || s.Primary >= len(s.Hexes) {
		t.Fatalf("primary at %d", s.Primary)
	}
	mustApply(t, s, PlaceFeature((s.Primary+1)%len(s.Hexes)))
	for i := range MaxRerolls {
		mustApply(t, s, ChooseMap(d.Maps[i%len(d.Maps)].ID))
	}
	if IsLegal(s, ChooseMap("glade")) {
		t.Error("more than three redraws allowed")
	}
}
