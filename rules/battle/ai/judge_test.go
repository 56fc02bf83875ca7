package ai

import (
	"testing"

	"deepwood/rules/battle"
	"deepwood/rules/dice"
	"deepwood/rules/hex"
)

// TestNormalDoesNotChargeAlone: a quick cavalry unit that could hit one of
// four enemies who all still move this round holds off instead, since the
// others would join the fight and it would have to win every roll; with
// no enemies left to move, the same charge is taken.
func TestNormalDoesNotChargeAlone(t *testing.T) {
	for _, blueMoved := range []bool{false, true} {
		s := loneCavalryBoard(t, blueMoved)
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

// TestPressingClosesInKeenly: once a careful side presses on (pressing),
// each hex between an idle unit and the enemy costs it twice as much, or a
// beaten enemy's stragglers hold out to the round limit; hard, which never
// holds back, keeps its own weighing.
func TestPressingClosesInKeenly(t *testing.T) {
	drawing := `
. . . M M . . .
 . . . . . . . .
. . . m m . . .
`
	tests := []struct {
		level Level
		round int // of MaxRounds 20
		extra int // red units more than blue's two
		want  int64
	}{
		{Normal, 1, 0, 150},
		{Normal, 10, 0, 150},
		{Normal, 11, 0, 300}, // half the rounds gone
		{Normal, 1, 1, 300},  // three units against two: half as strong again
		{Hard, 11, 1, 150},
	}
	for _, tt := range tests {
		s := board(t, drawing)
		s.Round = tt.round
		for range tt.extra {
			u := s.Units[len(s.Units)-1]
			u.ID = len(s.Units)
			u.Hex = u.Hex.Neighbor(hex.East)
			s.Units = append(s.Units, u)
		}
		if got := New(tt.level, 1).judgement(s, battle.Red).approach; got != tt.want {
			t.Errorf("%v round %d, %d more: approach %d, want %d", tt.level, tt.round, tt.extra, got, tt.want)
		}
	}
}
