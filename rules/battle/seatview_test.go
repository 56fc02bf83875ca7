package battle

import (
	"fmt"
	"testing"

	"deepwood/internal/rulestest"
	"deepwood/rules/dice"
)

// TestSeatViewHidesTheSecrets plays every scenario many times with random
// legal actions (now and then a retreat or a surrender) and, after every
// action, holds both sides' views and a spectator's to what they may see:
//   - the view is the same for a copy of the state with other dice (another
//     seed, its streams moved on) and with the other side's quick units
//     chosen otherwise, so no die to come and no secret choice is in it;
//   - the seat's own quick units are in it, and the rest of each unit as
//     the state has it;
//   - a view already taken does not change as the battle goes on, and
//     changing a view does not change the state.
func TestSeatViewHidesTheSecrets(t *testing.T) {
	games := rulestest.Count{Full: 6, Short: 2, Soak: 40}.N() // the soak: hundreds of battles
	var views rulestest.SeatViews[SeatView]
	battles, actions := playBattles(t, games, "", "seat view", func(s *State, seed dice.Seed, step int, pick *dice.Stream) {
		if step == 0 {
			views = rulestest.SeatViews[SeatView]{Take: func(seat int) SeatView { return ViewFor(s, seat) }, Scribble: scribble}
		}
		for seat := range 3 {
			where := func() string { return fmt.Sprintf("%s %s step %d seat %d", s.Scenario, seed, step, seat) }
			views.Check(t, seat, where, func(v SeatView) SeatView {
				checkUnits(t, s, v, seat)
				return ViewFor(unseen(s, seat, pick), seat)
			})
		}
	})
	t.Logf("%d battles, %d actions, 3 views after each", battles, actions)
}

// checkUnits holds the view's units to the state's: the same units, the
// seat's own quick units shown and the other side's hidden.
func checkUnits(t *testing.T, s *State, v SeatView, seat int) {
	t.Helper()
	if len(v.Units) != len(s.Units) {
		t.Fatalf("%d units in the view, %d in the battle", len(v.Units), len(s.Units))
	}
	for i, u := range s.Units {
		want := u
		if int(u.Side) != seat {
			want.Quick = false
		}
		if v.Units[i] != want {
			t.Fatalf("seat %d sees unit %d as %+v; it is %+v", seat, i, v.Units[i], u)
		}
	}
}

// unseen is a copy of s that differs only where seat cannot see: other
// dice (another seed, its streams moved on) and, for the other side, other
// quick units.
func unseen(s *State, seat int, st *dice.Stream) *State {
	c := s.Clone()
	c.Dice = dice.NewSet(dice.Seed(st.IntN(1 << 40)))
	for _, name := range []string{"melee", "ranged"} {
		c.Dice.Get(name).IntN(1 + st.IntN(6))
	}
	for i := range c.Units {
		if int(c.Units[i].Side) != seat {
			c.Units[i].Quick = st.IntN(2) == 0
		}
	}
	return c
}

// scribble changes every slice a view holds.
func scribble(v *SeatView) {
	for i := range v.Units {
		v.Units[i].Losses, v.Units[i].Hex.Q = -1, -99
	}
	for i := range v.Queue {
		v.Queue[i] = NoSide
	}
	for i := range v.Combat.Clusters {
		v.Combat.Clusters[i].Center = -1
		for j := range v.Combat.Clusters[i].Leaves {
			v.Combat.Clusters[i].Leaves[j] = -1
		}
	}
	for _, opts := range v.Combat.Pending {
		for _, o := range opts {
			for i := range o {
				o[i].Center = -1
				for j := range o[i].Leaves {
					o[i].Leaves[j] = -1
				}
			}
		}
	}
	for i := range v.Combat.Shooters {
		v.Combat.Shooters[i] = -1
	}
	for i := range v.Combat.Prompts {
		v.Combat.Prompts[i].Unit = -1
		for j := range v.Combat.Prompts[i].Choices {
			v.Combat.Prompts[i].Choices[j] = -1
		}
	}
}
