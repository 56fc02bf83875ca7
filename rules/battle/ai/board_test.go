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
	s := &battle.State{Field: f, Round: 1, MaxRounds: 20, Proactive: battle.Red, Turn: battle.Red, Phase: battle.PhaseMove, Step: 1, LossUnit: 3, Dice: dice.NewSet(1), Home: [2]battle.Edge{battle.Bottom, battle.Top}}
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
