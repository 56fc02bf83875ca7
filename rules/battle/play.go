package battle

import (
	"deepwood/rules/dice"
	"deepwood/rules/game"
)

// Player chooses one action for the side whose turn it is. It gets only
// View(state, side), never the full state.
type Player = game.Bot[*State, Action]

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
	turns := game.Turns[*State, Action, Event]{State: s, Legal: Legal, Apply: Apply, MaxActions: MaxActions,
		Done:  (*State).Over,
		Phase: func(s *State) string { return s.Phase.String() },
	}
	if check {
		turns.Check = func(s *State, _ Action, _ []Event) ([]string, bool) { return s.Invariants(sc.Armies), false }
	}
	g := game.Play(turns, func(s *State, legal []Action) Action { return players[s.Turn].Choose(View(s, s.Turn), legal) })
	p := Played{Actions: g.Actions, Violations: g.Violations}
	if s.Result != nil {
		p.Result = *s.Result
	} else {
		p.Violations = append(p.Violations, "battle did not end")
	}
	return p
}
