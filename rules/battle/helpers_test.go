package battle

import (
	"strings"
	"testing"

	"deepwood/internal/rulestest"
	"deepwood/rules/dice"
	"deepwood/rules/hex"
)

// troopLetters maps unit glyphs of test drawings to troop types: lower case
// is red, upper case blue.
var troopLetters = map[byte]Troop{
	'l': LightInfantry, 'm': MediumInfantry, 'h': HeavyInfantry, 'p': Pikemen,
	'c': LightCavalry, 'd': MediumCavalry, 'k': HeavyCavalry, 'b': Bowmen,
}

// board builds a battle in its first round's combat-free movement state
// from two drawings of the same shape: terrain (as data files draw it, plus
// digits 1–9 for open high ground) and units (letters, '.' for none). Every
// unit has 6 troops and a loss is 2. Units are numbered in reading order.
func board(t *testing.T, terrain, units string) *State {
	t.Helper()
	g, tg, err := hex.ParseGrid(terrain)
	if err != nil {
		t.Fatal(err)
	}
	f := NewField(g)
	for i := range g.Len() {
		c := tg.At(i)
		if c >= '1' && c <= '9' {
			f.SetHeight(g.At(i), int(c-'0'))
			continue
		}
		ter, ok := glyphTerrain[c]
		if !ok {
			t.Fatalf("terrain glyph %q", c)
		}
		f.SetTerrain(g.At(i), ter)
	}
	ug, uf, err := hex.ParseGrid(units)
	if err != nil {
		t.Fatalf("units drawing: %v", err)
	}
	if ug.Len() != g.Len() {
		t.Fatalf("units drawing: %v (%d hexes, map %d)", err, ug.Len(), g.Len())
	}
	s := &State{Field: f, Dice: dice.NewSet(1), Public: Public{Round: 1, MaxRounds: DefaultMaxRounds, Proactive: Red, Turn: Red,
		Phase: PhaseMove, Step: 1, LossUnit: 2, Home: [2]Edge{Bottom, Top}}}
	for i := range ug.Len() {
		c := uf.At(i)
		if c == '.' {
			continue
		}
		side := Red
		if c >= 'A' && c <= 'Z' {
			side, c = Blue, c+'a'-'A'
		}
		tr, ok := troopLetters[c]
		if !ok {
			t.Fatalf("unit glyph %q", uf.At(i))
		}
		s.Seq++
		s.Units = append(s.Units, Unit{ID: len(s.Units), Side: side, Troop: tr, Size: 6, Hex: g.At(i), Placed: true, Seq: s.Seq})
	}
	return s
}

// at is the id of the unit at odd-r column c, row r.
func at(t *testing.T, s *State, c, r int) int {
	t.Helper()
	id := s.UnitAt(hex.Offset{Col: c, Row: r}.Axial())
	if id < 0 {
		t.Fatalf("no unit at %d,%d", c, r)
	}
	return id
}

func off(c, r int) hex.Axial { return hex.Offset{Col: c, Row: r}.Axial() }

// mustApply applies an action that must be legal.
func mustApply(t *testing.T, s *State, a Action) []Event {
	t.Helper()
	ev, err := Apply(s, a)
	if err != nil {
		t.Fatalf("%v: %v", a, err)
	}
	return ev
}

// kinds lists the kinds of events, for compact comparisons.
func kinds(ev []Event) string {
	var out []string
	for _, e := range ev {
		out = append(out, e.Kind.String())
	}
	return strings.Join(out, " ")
}

// flat is a 5×5 open map.
const flat = `
. . . . .
 . . . . .
. . . . .
 . . . . .
. . . . .
`

// playBattles plays games battles of every scenario with random legal
// actions (chooseAny from the stream named stream), battle g's seed drawn
// from the scenario's name and seedText, and calls visit with the state
// before the first action, after each action and at the end. It fails
// when a battle does not end within MaxActions, and returns how many
// battles it played and actions it applied.
func playBattles(t *testing.T, games int, seedText, stream string, visit func(s *State, seed dice.Seed, step int, pick *dice.Stream)) (battles, actions int) {
	t.Helper()
	for _, sc := range rulestest.Load(t, Scenarios) {
		for g := range games {
			seed := dice.HashText(sc.Name + seedText).Next(g)
			s := New(sc, seed)
			pick := dice.NewStream(seed, stream)
			for step := 0; ; step++ {
				visit(s, seed, step, pick)
				if s.Over() || step >= MaxActions {
					break
				}
				if _, err := Apply(s, chooseAny(s, pick)); err != nil {
					t.Fatal(err)
				}
				actions++
			}
			if !s.Over() {
				t.Fatalf("%s %s: the battle did not end", sc.Name, seed)
			}
			battles++
		}
	}
	return battles, actions
}

// chooseAny picks a legal action: at the decision before movement it
// mostly fights on, now and then retreats or surrenders, so those phases
// are seen too.
func chooseAny(s *State, st *dice.Stream) Action {
	legal := Legal(s)
	if s.Phase == PhaseDecide {
		switch r := st.IntN(100); {
		case r < 1:
			return legal[2] // surrender
		case r < 6:
			return legal[1] // retreat
		}
		return legal[0]
	}
	return legal[st.IntN(len(legal))]
}
