package ai

import (
	"strings"
	"testing"

	"deepwood/rules/battle"
	"deepwood/rules/dice"
	"deepwood/rules/hex"
)

// troopGlyphs maps the unit letters of test drawings to troop types: lower
// case is red, upper case blue.
var troopGlyphs = map[byte]battle.Troop{
	'l': battle.LightInfantry, 'm': battle.MediumInfantry, 'h': battle.HeavyInfantry, 'p': battle.Pikemen,
	'c': battle.LightCavalry, 'd': battle.MediumCavalry, 'k': battle.HeavyCavalry, 'b': battle.Bowmen,
}

// board builds red's first quick movement phase of round 1 (red proactive)
// from one drawing: '.' open, 'T' closed, '#' impassable, letters units on
// open ground. Every unit has 9 troops, a loss is 3, and red's units are
// all quick, blue's not.
func board(t *testing.T, drawing string) *battle.State {
	t.Helper()
	g, glyphs, err := hex.ParseGrid(strings.Trim(drawing, "\n"))
	if err != nil {
		t.Fatal(err)
	}
	f := battle.NewField(g)
	s := &battle.State{Field: f, Dice: dice.NewSet(1), Public: battle.Public{Round: 1, MaxRounds: 20, Proactive: battle.Red,
		Turn: battle.Red, Phase: battle.PhaseMove, Step: 1, LossUnit: 3, Home: [2]battle.Edge{battle.Bottom, battle.Top}}}
	for i := range g.Len() {
		c := glyphs.At(i)
		switch c {
		case 'T':
			f.SetTerrain(g.At(i), battle.Closed)
			continue
		case '#':
			f.SetTerrain(g.At(i), battle.Impassable)
			continue
		case '.':
			continue
		}
		side := battle.Red
		if c >= 'A' && c <= 'Z' {
			side, c = battle.Blue, c+'a'-'A'
		}
		tr, ok := troopGlyphs[c]
		if !ok {
			t.Fatalf("glyph %q", glyphs.At(i))
		}
		s.Seq++
		s.Units = append(s.Units, battle.Unit{ID: len(s.Units), Side: side, Troop: tr, Size: 9, Hex: g.At(i), Placed: true, Seq: s.Seq, Quick: side == battle.Red})
	}
	return s
}

// loneCavalry is a red medium cavalry unit (unit 4) within reach of a line
// of four blue medium infantry units that have not moved yet: the charge
// several tests weigh.
const loneCavalry = `
. . . . . . . . .
 . . M M M M . . .
. . . . . . . . .
 . . . . . . . . .
. . . . . . . . .
 . . . . . . . . .
. . . . d . . . .
 . . . . . . . . .
. . . . . . . . .
`

// loneCavalryBoard is the loneCavalry board, with every blue unit already
// moved this round when blueMoved (so no reply follows red's moves).
func loneCavalryBoard(t *testing.T, blueMoved bool) *battle.State {
	t.Helper()
	s := board(t, loneCavalry)
	for i := range s.Units {
		if s.Units[i].Side == battle.Blue && blueMoved {
			s.Units[i].Spaces = 1
		}
	}
	return s
}

// firstMoves plays the AI's moves for the current phase on s and returns
// the state after them.
func firstMoves(t *testing.T, a *AI, s *battle.State) *battle.State {
	t.Helper()
	s = s.Clone()
	turn, step := s.Turn, s.Step
	for s.Turn == turn && s.Step == step && s.Phase == battle.PhaseMove {
		act := a.Choose(battle.View(s, s.Turn), battle.Legal(s))
		if _, err := battle.Apply(s, act); err != nil {
			t.Fatal(err)
		}
		if act.Kind == battle.ActEndPhase {
			break
		}
	}
	return s
}

// TestRoom: a hex's room is the hexes behind it, towards the side's rear,
// that a beaten unit could move back into.
func TestRoom(t *testing.T) {
	s := board(t, `
. # . . .
 . . # . .
. . . . .
 . . . . .
`)
	at := func(col, row int) hex.Axial { return hex.OffsetToAxial(hex.Offset{Col: col, Row: row}) }
	tests := []struct {
		col, row, dir, want int
	}{
		{2, 2, 1, 1},  // rear up: c1 r1 open, c2 r1 rock
		{3, 2, 1, 1},  // rear up: c2 r1 rock, c3 r1 open
		{4, 2, 1, 2},  // rear up: c3 r1 and c4 r1 open
		{1, 1, 1, 1},  // rear up: c1 r0 rock, c2 r0 open
		{2, 2, -1, 2}, // rear down: row 3 open
		{0, 0, 1, 0},  // the map's edge behind it
	}
	for _, tt := range tests {
		if got := room(s, at(tt.col, tt.row), tt.dir); got != tt.want {
			t.Errorf("room at c%d r%d towards %+d = %d, want %d", tt.col, tt.row, -tt.dir, got, tt.want)
		}
	}
}

// TestDeployWithRoom: in the walled town, the defenders' textbook line is
// the row just outside their own south wall, where a beaten unit cannot
// move back and loses double. With the Room trait no defender deploys with
// its back to the wall.
func TestDeployWithRoom(t *testing.T) {
	sc, err := battle.LoadScenario("town")
	if err != nil {
		t.Fatal(err)
	}
	for _, withRoom := range []bool{false, true} {
		tr := DefaultTraits(Normal)
		tr.Room = withRoom
		s := battle.New(sc, dice.Seed(5))
		ps := [2]*AI{New(Normal, 1, WithTraits(tr)), New(Normal, 2, WithTraits(tr))}
		for s.Round < 1 && !s.Over() {
			if _, err := battle.Apply(s, ps[s.Turn].Choose(battle.View(s, s.Turn), battle.Legal(s))); err != nil {
				t.Fatal(err)
			}
		}
		def := s.Defender()
		_, dir := ps[def].frontRow(s, def)
		cornered := 0
		for _, id := range s.OnField(def) {
			if room(s, s.Unit(id).Hex, dir) == 0 {
				cornered++
			}
		}
		if (cornered > 0) == withRoom {
			t.Errorf("room %v: %d of %d defenders deployed with no room behind", withRoom, cornered, len(s.OnField(def)))
		}
	}
}

// TestAttackerStandsOff: on the open field the defender sets the attacker's
// zone right in front of its line. Deploying at the zone's edge, the
// attacker starts two hexes from the defenders; standing off six rows
// (normal's StandOff), it leaves them open ground to cross. At the ford the
// river runs through the attacker's zone, and it stands where it would
// without standing off: further back, its bowmen would stand on the fords.
func TestAttackerStandsOff(t *testing.T) {
	for _, tt := range []struct {
		scenario         string
		standOff, minGap int
	}{{"open", 0, 2}, {"open", 6, 6}, {"ford", 0, 2}, {"ford", 6, 2}} {
		sc, err := battle.LoadScenario(tt.scenario)
		if err != nil {
			t.Fatal(err)
		}
		tr := DefaultTraits(Normal)
		tr.StandOff = tt.standOff
		s := battle.New(sc, dice.Seed(5))
		ps := [2]*AI{New(Normal, 1, WithTraits(tr)), New(Normal, 2, WithTraits(tr))}
		for s.Round < 1 && !s.Over() {
			if _, err := battle.Apply(s, ps[s.Turn].Choose(battle.View(s, s.Turn), battle.Legal(s))); err != nil {
				t.Fatal(err)
			}
		}
		gap := 1 << 20
		for _, a := range s.OnField(s.Attacker) {
			for _, d := range s.OnField(s.Defender()) {
				gap = min(gap, hex.Distance(s.Unit(a).Hex, s.Unit(d).Hex))
			}
		}
		if gap != tt.minGap {
			t.Errorf("%s, stand-off %d: the nearest attacker starts %d hexes from a defender, want %d", tt.scenario, tt.standOff, gap, tt.minGap)
		}
	}
}
