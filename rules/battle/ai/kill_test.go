package ai

import (
	"testing"

	"deepwood/rules/dice"
)

// TestHardSparesPoorFinishingBlows: a light infantry unit may charge a
// heavy infantry unit worn down to its last troops. It is likely to lose,
// but a win removes the unit: normal, counting the kill bonus at its full
// weight, charges; hard weighs the kill less against the troops it risks
// and holds back.
func TestHardSparesPoorFinishingBlows(t *testing.T) {
	drawing := `
. . . . . . .
 . . . H . . .
. . . . . . .
 . . . l . . .
. . . . . . .
`
	for _, c := range []struct {
		lv     Level
		charge bool
	}{{Normal, true}, {Hard, false}} {
		s := board(t, drawing)
		s.Units[0].Spaces = 1 // blue has moved: no reply this round
		s.Units[0].Losses = 7 // two troops left: one lost fight finishes it
		after := firstMoves(t, New(c.lv, dice.Seed(1)), s)
		if got := after.Engaged(1); got != c.charge {
			t.Errorf("%v: charged %v, want %v", c.lv, got, c.charge)
		}
	}
}
