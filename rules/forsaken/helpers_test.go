package forsaken

import (
	"testing"

	"deepwood/rules/dice"
)

// tableGame deals game g of the series named label as the view tests
// play them: 4 to 12 travelers (4 + g mod 9), and a table of computer
// travelers at level g mod 3 that has seen the deal.
func tableGame(t *testing.T, d *Data, label string, g int) (*State, []Traveler) {
	t.Helper()
	n := 4 + g%9
	seed := dice.HashText(label).Next(g)
	s, err := NewGame(d, seed, Setup{Players: n})
	if err != nil {
		t.Fatal(err)
	}
	table := NewTable(d, seed, n, Level(g%3))
	observeAll(table, s.Log)
	return s, table
}

// quiet is a chooser that never plays a card, says nothing and votes to
// live: it lets a test bring a game to a moment and then set the table.
func quiet(legal []Action) Action {
	for _, k := range []ActKind{ActPass, ActEnd, ActRest, ActVoteLive} {
		for _, a := range legal {
			if a.Kind == k {
				return a
			}
		}
	}
	b := &MustData().Board
	best := -1
	for i, a := range legal {
		if a.Kind == ActFugue && (best < 0 || b.Distance(a.Square, b.Start) < b.Distance(legal[best].Square, b.Start)) {
			best = i // keep the Fugue's Paths near the centre
		}
	}
	if best >= 0 {
		return legal[best]
	}
	for _, a := range legal {
		if a.Kind != ActSay && a.Kind != ActPlay {
			return a
		}
	}
	return legal[0]
}

// dayOne deals a game with roles in seat order (no shuffle surprises: the
// test reads who holds what) and plays it quietly to the first turn's
// Action Phase (its Draw Phase over).
func dayOne(t *testing.T, roles ...Role) (*State, *Data) {
	t.Helper()
	d := MustData()
	s, err := NewGame(d, dice.Seed(7), Setup{Players: len(roles), Roles: roles})
	if err != nil {
		t.Fatal(err)
	}
	for i := range s.Seats { // deal the roles in seat order for the test
		s.Seats[i].Role, s.Seats[i].Card = roles[i], roles[i]
		for j := range s.Seats[i].Know.Roles {
			s.Seats[i].Know.Roles[j] = NoRole
		}
		s.Seats[i].Know.Roles[i] = roles[i]
	}
	s.Voice = s.firstVoice()
	// Night One has already run its first automatic steps with the dealt
	// roles; start it again with these.
	s.Phase, s.Step, s.Log = PhaseNightOne, n1Exchange, nil
	tn := &turn{s: s, d: d}
	tn.settle()
	for s.Phase != PhaseAction || len(s.Frames) > 0 {
		legal := LegalFor(s, d, Asked(s, d))
		if len(legal) == 0 {
			t.Fatalf("nothing legal for %d in %s step %d, frames %d", Asked(s, d), s.Phase, s.Step, len(s.Frames))
		}
		step(t, s, d, quiet(legal))
	}
	return s, d
}

func step(t *testing.T, s *State, d *Data, a Action) []Event {
	t.Helper()
	evs, err := Apply(s, d, a)
	if err != nil {
		t.Fatalf("%s: %v", a, err)
	}
	return evs
}

// give puts the first free card of the named design in seat's hand.
func give(t *testing.T, s *State, d *Data, seat int, name string) int {
	t.Helper()
	for i := len(s.Draw) - 1; i >= 0; i-- {
		if d.Card(s.Draw[i]).Name == name {
			c := s.Draw[i]
			s.Draw = append(s.Draw[:i], s.Draw[i+1:]...)
			s.Seats[seat].Hand = append(s.Seats[seat].Hand, c)
			return c
		}
	}
	t.Fatalf("no %s left in the deck", name)
	return -1
}

// emptyHands moves every hand back to the deck.
func emptyHands(s *State) {
	for i := range s.Seats {
		s.Draw = append(s.Draw, s.Seats[i].Hand...)
		s.Seats[i].Hand = nil
	}
}

func has(legal []Action, kind ActKind) bool {
	for _, a := range legal {
		if a.Kind == kind {
			return true
		}
	}
	return false
}

func played(seat, card int) Action {
	a := Act(ActPlay, seat)
	a.Card = card
	return a
}
