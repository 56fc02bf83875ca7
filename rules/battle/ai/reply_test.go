package ai

import (
	"testing"

	"deepwood/rules/battle"
	"deepwood/rules/dice"
	"deepwood/rules/hex"
)

// TestReplyHasTheEnemyJoinIn: once red's cavalry has charged into a line
// of four enemies that all still move this round, the reply plays blue's
// moves after it (as normal would make them): more enemies close on the
// cavalry, and the position is worth less to red than its own static odds
// said. With blue already moved, nothing follows and the two agree.
func TestReplyHasTheEnemyJoinIn(t *testing.T) {
	for _, blueMoved := range []bool{false, true} {
		s := board(t, loneCavalry)
		for i := range s.Units {
			if s.Units[i].Side == battle.Blue && blueMoved {
				s.Units[i].Spaces = 1
			}
		}
		// The cavalry (unit 4) charges the two blue units in columns 2 and 3.
		cav := s.Unit(4)
		cav.Hex, cav.Spaces = hex.Offset{Col: 3, Row: 2}.Axial(), 4
		a := New(Hard, dice.Seed(1))
		j := a.judgement(s, battle.Red)
		static := a.score(s, battle.Red, j)
		s.Step = 1
		replied := a.reply(s, battle.Red, j, Normal)
		if blueMoved && replied != static {
			t.Errorf("blue moved: reply %d, static %d, want equal", replied, static)
		}
		if !blueMoved && replied >= static {
			t.Errorf("blue to move: reply %d, want below the static %d", replied, static)
		}
	}
}
