package forward

import (
	"fmt"

	"deepwood/rules/dice"
)

// NewPractice deals seed's run and sets the player down at position at
// (0–8) of its location order, facing exactly the nine cards the full run
// deals there: deals never depend on play (RULES F12), so a runner can
// rehearse one location of a seed. The earlier locations are left at once,
// unexplored, their cards buried as leaving buries them (RULES F42), so
// every card stays in one place and the random streams are where the full
// run has them.
func NewPractice(d *Data, seed dice.Seed, at int) (*State, []Event, error) {
	if at < 0 || at >= len(State{}.Order) {
		return nil, nil, fmt.Errorf("practice location %d: want 1–%d", at+1, len(State{}.Order))
	}
	t := deal(d, seed, nil, true)
	for t.s.At < at {
		t.leave()
	}
	return t.s, entered(t.s, d, make([]Event, 0, 16)), nil
}

// entered is the events a location's deal reports, read back from the
// state: the skipped locations were dealt quietly.
func entered(s *State, d *Data, ev []Event) []Event {
	l := s.Location()
	ev = append(ev, Event{Kind: EvLocationEntered, Card: l.Card, Location: int8(l.Number - 1), Value: s.At + 1})
	for i, c := range s.Cells {
		ev = append(ev, Event{Kind: EvDealt, Cell: int8(i + 1), Card: c.Card})
		for top, r := c.Card, d.reserveSlot(c.Card); r >= 0 && s.Reserve[r] != NoCard; r = d.reserveSlot(top) {
			under := s.Reserve[r]
			ev = append(ev, Event{Kind: EvReserved, Cell: int8(i + 1), Card: under, Value: int(top)})
			top = under
		}
	}
	return ev
}

// PracticeDone reports a practice run over after an action's events: the
// location was left (the practice's one split), or the run itself ended.
func PracticeDone(s *State, ev []Event) bool {
	if s.Phase.Over() {
		return true
	}
	for _, e := range ev {
		if e.Kind == EvLocationLeft {
			return true
		}
	}
	return false
}
