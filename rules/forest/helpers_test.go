package forest

import (
	"testing"

	"deepwood/internal/rulestest"
	"deepwood/rules/dice"
	hexgrid "deepwood/rules/hex"
)

// data is the Forest's own data, loaded once per call.
func data(t testing.TB) *Data { return rulestest.Load(t, DefaultData) }

// created plays creation with the greedy bot and returns the state at the
// start of Year 1.
func created(t testing.TB, seed dice.Seed) *State {
	t.Helper()
	s := New(data(t), seed)
	for s.Phase == PhaseCreate {
		mustApply(t, s, Greedy{}.Choose(s, Legal(s)))
	}
	return s
}

func mustApply(t testing.TB, s *State, a Action) []Event {
	t.Helper()
	evs, err := Apply(s, a)
	if err != nil {
		t.Fatalf("%s: %v", a, err)
	}
	return evs
}

func find(evs []Event, k EventKind) (Event, bool) {
	for _, e := range evs {
		if e.Kind == k {
			return e, true
		}
	}
	return Event{}, false
}

// withMap replaces the state's map with a drawing: 'E' is an Enemy hex,
// any other glyph a Forest hex; every hex is Plains.
func withMap(t testing.TB, s *State, drawing string) {
	t.Helper()
	g, glyphs := hexgrid.MustParseGrid(drawing)
	s.grid = g
	s.Hexes = make([]Hex, g.Len())
	for i := range s.Hexes {
		s.Hexes[i].Terrain = "Plains"
		if glyphs.At(i) == 'E' {
			s.Hexes[i] = Hex{Owner: Enemy, Terrain: "Plains", Structure: "homestead"}
		}
	}
	s.Primary = 0
}

// cell finds the cell at an offset column and row.
func cell(t testing.TB, s *State, col, row int) int {
	t.Helper()
	i, ok := s.grid.IndexOffset(hexgrid.Offset{Col: col, Row: row})
	if !ok {
		t.Fatalf("no cell at %d,%d", col, row)
	}
	return i
}

// clash puts the state in the resolve phase of a clash with the given dice
// and types; values are set so potencies come out as asked.
func clash(s *State, attacker Side, target int, h Harm, n Nature, forestDice, enemyDice []int) {
	s.Phase = PhaseResolve
	s.Clash = Clash{Attacker: attacker, Target: target, Harm: h, Nature: n,
		ForestDice: forestDice, EnemyDice: enemyDice}
	att := enemyDice
	if attacker == Forest {
		att = forestDice
	}
	s.Clash.Doubles = len(att) == 2 && att[0] == att[1]
}

// setEnemy gives the Enemy Potency p in h under a culture with no bonus
// for h.
func setEnemy(s *State, h Harm, p int) {
	for i, c := range s.data.Cultures {
		if c.Bonus[h] == 0 {
			s.Culture = i
			break
		}
	}
	s.Enemy[h] = valueFor(p)
}

// valueFor is a Nature Value with the given Potency.
func valueFor(p int) int {
	switch p {
	case -2:
		return 1
	case -1:
		return 3
	case 0:
		return 6
	case 1:
		return 10
	}
	return 12
}
