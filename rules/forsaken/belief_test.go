package forsaken

import "testing"

// A computer traveler reads the table: peeks, statements weighed by trust,
// votes, attacks and Paths forged toward what it knows (issue 25's
// beliefs), each moving one seat's suspicion the right way.
func TestBeliefsMove(t *testing.T) {
	board := &MustData().Board
	voidSlot := 2
	near := board.Slots[voidSlot]
	x, y := board.XY(near)
	next := board.At(x-1, y+1)
	if next < 0 {
		next = board.At(x+1, y+1)
	}
	said := func(by int, st Statement) Event { e := ev(EvSaid); e.Seat, e.Say = by, st; return e }
	tests := []struct {
		name  string
		depth int
		event Event
		seat  int
		up    bool
	}{
		{"peeked Forsaken", 0, Event{Kind: EvPeekRole, Seat: 0, Target: 2, Role: Forsaken}, 2, true},
		{"peeked Commonfolk (the Shrouded too)", 0, Event{Kind: EvPeekRole, Seat: 0, Target: 3, Role: Commonfolk}, 3, false},
		{"named Forsaken by another's peek", 1, said(1, Say(ClaimPeek, 2, Forsaken, -1, NoDest)), 2, true},
		{"lied about my role", 1, said(1, Say(ClaimPeek, 0, Forsaken, -1, NoDest)), 1, true},
		{"accused", 1, said(1, Say(Accuse, 3, NoRole, -1, NoDest)), 3, true},
		{"vouched for", 1, said(1, Say(Vouch, 3, NoRole, -1, NoDest)), 3, false},
		{"forged beside the Void", 1, Event{Kind: EvForged, Seat: 3, Square: next}, 3, true},
		{"an easy traveler ignores talk", 0, said(1, Say(Accuse, 3, NoRole, -1, NoDest)), 3, false},
	}
	for _, tt := range tests {
		b := newBeliefs(0, 5, board)
		b.Known[voidSlot] = Void
		b.observe(tt.event, tt.depth, Villagers, MustData())
		got := b.Suspicion[tt.seat]
		if tt.up && got <= 0 || !tt.up && got > 0 {
			t.Errorf("%s: suspicion of %d is %d", tt.name, tt.seat, got)
		}
	}
}
