package forest

import (
	"encoding/json"
	"fmt"
	"reflect"
	"testing"

	"deepwood/internal/rulestest"
	"deepwood/rules/dice"
)

// TestSeatViewHidesTheDice plays games with every bot at every level and,
// after every action, holds the player's view:
//   - to the view of a copy of the state with other dice (another seed,
//     every stream moved on), so no die to come is in it;
//   - to what the state shows (the map, the clash's dice, the journal);
//   - a view already taken does not change as the game goes on, and
//     changing a view does not change the state.
func TestSeatViewHidesTheDice(t *testing.T) {
	d := data(t)
	games := rulestest.Count{Full: 12, Short: 4, Soak: 120}.N() // the soak: thousands of games
	maxYears := rulestest.Count{Full: 30, Short: 12}.N()
	actions, played := 0, 0
	redice := dice.NewStream(dice.HashText("seat view"), "redice")
	for _, name := range BotNames() {
		for level := range NumLevels {
			for g := range games {
				seed := dice.HashText(name).Next(g*int(NumLevels) + int(level))
				s, err := NewGame(d, seed, Setup{Level: level})
				if err != nil {
					t.Fatal(err)
				}
				bot, _ := NewBot(name, seed)
				views := rulestest.SeatViews[SeatView]{Take: func(int) SeatView { return ViewFor(s, 0) }, Scribble: scribble}
				for step := 0; ; step++ {
					where := func() string { return fmt.Sprintf("%s %s step %d", name, seed, step) }
					views.Check(t, 0, where, func(v SeatView) SeatView {
						if !reflect.DeepEqual(v.Hexes, s.Hexes) || !reflect.DeepEqual(v.Clash.ForestDice, s.Clash.ForestDice) ||
							!reflect.DeepEqual(v.Clash.EnemyDice, s.Clash.EnemyDice) || len(v.Journal) != len(s.Journal) || v.GP != s.GP {
							t.Fatalf("%s: the view is not the game as it stands", where())
						}
						return ViewFor(rediced(s, redice), 0)
					})
					if s.Phase.Over() || s.Year > maxYears {
						break
					}
					if _, err := Apply(s, bot.Choose(s, Legal(s))); err != nil {
						t.Fatal(err)
					}
					actions++
				}
				played++
			}
		}
	}
	t.Logf("%d games (at most %d Years each), %d actions", played, maxYears, actions)
}

// rediced is a copy of s with another seed's dice, every stream s has
// drawn from moved on by a few draws: what the player cannot see. The
// rest is shared with s (Clone's JSON round trip would cost most of the
// test), which ViewFor only reads.
func rediced(s *State, st *dice.Stream) *State {
	c := *s
	c.Seed = dice.Seed(st.IntN(1 << 40))
	c.Dice = dice.NewSet(c.Seed)
	var drawn struct{ Streams []struct{ Name string } }
	b, _ := json.Marshal(s.Dice)
	if err := json.Unmarshal(b, &drawn); err != nil {
		panic(err)
	}
	for _, x := range drawn.Streams {
		c.Dice.Get(x.Name).IntN(1 + st.IntN(6))
	}
	return &c
}

// scribble changes every slice a view holds.
func scribble(v *SeatView) {
	for i := range v.Hexes {
		v.Hexes[i].Owner, v.Hexes[i].Structure = 99, "scribbled"
	}
	for _, p := range [][]int{v.Origins, v.Clash.ForestDice, v.Clash.EnemyDice, v.Facts.Burst} {
		for i := range p {
			p[i] = -1
		}
	}
	for i := range v.Picks {
		v.Picks[i].Text = "scribbled"
		for j := range v.Picks[i].Extra {
			v.Picks[i].Extra[j] = -1
		}
	}
	for i := range v.Abilities {
		v.Abilities[i].Level = -1
	}
	for i := range v.Facts.Grew {
		v.Facts.Grew[i] = "scribbled"
	}
	for i := range v.Journal {
		v.Journal[i].Text = "scribbled"
		for j := range v.Journal[i].Facts.Burst {
			v.Journal[i].Facts.Burst[j] = -1
		}
		for j := range v.Journal[i].Facts.Grew {
			v.Journal[i].Facts.Grew[j] = "scribbled"
		}
	}
}
