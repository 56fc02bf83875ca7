package battle

import (
	"fmt"

	"deepwood/rules/dice"
)

// Player chooses one action for the side whose turn it is. It gets only
// View(state, side), never the full state.
type Player interface {
	Choose(view *State, legal []Action) Action
}

// Played is one finished simulated battle.
type Played struct {
	Result     Result
	Actions    int
	Violations []string
}

// MaxActions bounds a simulated battle's actions, far above any real one.
const MaxActions = 100_000

// PlayBattle plays the scenario with the seed's dice, red and blue choosing
// through their players, checking the invariants after every action when
// check is set.
func PlayBattle(sc *Scenario, seed dice.Seed, red, blue Player, check bool) Played {
	s := New(sc, seed)
	players := [2]Player{red, blue}
	var p Played
	for !s.Over() && p.Actions < MaxActions {
		legal := Legal(s)
		if len(legal) == 0 {
			p.Violations = append(p.Violations, fmt.Sprintf("no legal action in phase %v", s.Phase))
			break
		}
		a := players[s.Turn].Choose(View(s, s.Turn), legal)
		if _, err := Apply(s, a); err != nil {
			p.Violations = append(p.Violations, err.Error())
			break
		}
		p.Actions++
		if check {
			p.Violations = append(p.Violations, s.Invariants(sc.Armies)...)
		}
	}
	if s.Result != nil {
		p.Result = *s.Result
	} else {
		p.Violations = append(p.Violations, "battle did not end")
	}
	return p
}
