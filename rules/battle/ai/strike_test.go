package ai

import (
	"testing"

	"deepwood/rules/battle"
	"deepwood/rules/dice"
)

// TestStrikeTogether: a heavy infantry unit is too strong for either
// medium infantry unit alone, so moving one at a time neither attacks;
// together they make it the lone unit of a 1-on-many that must win both
// rolls, and the strike takes that fight.
func TestStrikeTogether(t *testing.T) {
	drawing := `
. . . . . . .
 . . . H . . .
. . . . . . .
 . . m . m . .
. . . . . . .
`
	for _, strike := range []bool{false, true} {
		s := board(t, drawing)
		s.Units[0].Spaces = 1 // blue has moved: no reply this round
		a := New(Hard, dice.Seed(1), WithTraits(Traits{Passes: 1, Strike: strike}))
		after := firstMoves(t, a, s)
		engaged := 0
		for _, id := range after.OnField(battle.Red) {
			if after.Engaged(id) {
				engaged++
			}
		}
		want := map[bool]int{false: 0, true: 2}[strike]
		if engaged != want {
			t.Errorf("strike %v: %d red units engaged, want %d", strike, engaged, want)
		}
	}
}

// TestCarefulPressesOn: normal holds a lone charge back while the enemy
// still moves this round, until half the rounds are gone (pressing), when
// caution would only let the enemy hold out to a draw.
func TestCarefulPressesOn(t *testing.T) {
	for _, c := range []struct {
		round  int
		charge bool
	}{{1, false}, {10, false}, {11, true}, {19, true}} {
		s := board(t, loneCavalry)
		s.Round = c.round // of MaxRounds 20
		after := firstMoves(t, New(Normal, dice.Seed(1)), s)
		if got := after.Engaged(4); got != c.charge {
			t.Errorf("round %d: cavalry charged %v, want %v", c.round, got, c.charge)
		}
	}
}

// TestHardKeepsFastUnitsBack: hard picks its slowest units as the quick
// ones, so the fast ones move last, when they see the most; normal picks
// the fastest.
func TestHardKeepsFastUnitsBack(t *testing.T) {
	drawing := `
. . . . . . .
 . . M . M . .
. . . . . . .
 . m c m d . .
. . . . . . .
`
	for _, c := range []struct {
		lv   Level
		want uint32 // red units 2–5 as drawn: m c m d (blue first)
	}{{Hard, 0b010100}, {Normal, 0b101000}} {
		s := board(t, drawing)
		s.Phase = battle.PhaseQuick
		got := New(c.lv, dice.Seed(1)).Choose(battle.View(s, battle.Red), battle.Legal(s))
		if got.Kind != battle.ActQuick || got.Mask != c.want {
			t.Errorf("%v chose %v (mask %06b), want mask %06b", c.lv, got, got.Mask, c.want)
		}
	}
}

// TestHardJudgesWithoutForecast: with four enemies still to move, normal
// holds its cavalry's charge back (the forecast has them gang up on it,
// TestNormalDoesNotChargeAlone); hard judges the charge by the exact odds
// of the fight it makes and takes it.
func TestHardJudgesWithoutForecast(t *testing.T) {
	for _, c := range []struct {
		lv     Level
		charge bool
	}{{Normal, false}, {Hard, true}} {
		after := firstMoves(t, New(c.lv, dice.Seed(1)), board(t, loneCavalry))
		if got := after.Engaged(4); got != c.charge {
			t.Errorf("%v: cavalry charged %v, want %v", c.lv, got, c.charge)
		}
	}
}
