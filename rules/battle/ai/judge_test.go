package ai

import (
	"testing"

	"deepwood/rules/battle"
	"deepwood/rules/dice"
)

// TestNormalDoesNotChargeAlone: a quick cavalry unit that could hit one of
// four enemies who all still move this round holds off instead, since the
// others would join the fight and it would have to win every roll; with
// no enemies left to move, the same charge is taken.
func TestNormalDoesNotChargeAlone(t *testing.T) {
	drawing := `
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
	for _, blueMoved := range []bool{false, true} {
		s := board(t, drawing)
		for i := range s.Units {
			if s.Units[i].Side == battle.Blue && blueMoved {
				s.Units[i].Spaces = 1 // already moved this round: no reply
			}
		}
		after := firstMoves(t, New(Normal, dice.Seed(1)), s)
		cav := 4
		if after.Unit(cav).Troop != battle.MediumCavalry {
			t.Fatal("unit numbering changed")
		}
		if got := after.Engaged(cav); got != blueMoved {
			t.Errorf("blue still to move %v: cavalry charged %v, want %v", !blueMoved, got, blueMoved)
		}
	}
}

// TestLoneUnitAgainstTheWall: a lone unit fighting two enemies with
// impassable ground behind it is worth less to its side than the same
// fight with room to fall back, since the many make it move back where it
// cannot and it takes double losses.
func TestLoneUnitAgainstTheWall(t *testing.T) {
	open := `
. . . . .
 . . . . .
. . m . .
 . M M . .
. . . . .
`
	walled := `
. # # # .
 . # # # .
. # m # .
 . M M . .
. . . . .
`
	value := func(drawing string) int64 {
		s := board(t, drawing)
		lone := s.UnitAt(s.Units[0].Hex)
		c := battle.Cluster{Center: lone, Leaves: []int{1, 2}}
		return clusteringValue(s, battle.Red, []battle.Cluster{c}, killBonus)
	}
	if o, w := value(open), value(walled); w >= o {
		t.Errorf("lone unit with its back to the wall %d, with room %d", w, o)
	}
}
