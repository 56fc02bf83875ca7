package forsaken

import (
	"os"
	"strings"
	"testing"
)

// Every victory condition of "How to Win".
func TestVictories(t *testing.T) {
	tests := []struct {
		name   string
		set    func(t *testing.T, s *State, d *Data, tn *turn)
		winner Team
	}{
		{"the Village", func(t *testing.T, s *State, d *Data, tn *turn) { reach(t, s, d, tn, Village) }, Villagers},
		{"the Void", func(t *testing.T, s *State, d *Data, tn *turn) { reach(t, s, d, tn, Void) }, ForsakenTeam},
		{"every Forsaken dead", func(t *testing.T, s *State, d *Data, tn *turn) { tn.die(0, "Ambush") }, Villagers},
		{"one Forsaken against one", func(t *testing.T, s *State, d *Data, tn *turn) { tn.die(1, "Ambush"); tn.die(2, "Ambush") }, ForsakenTeam},
	}
	for _, tt := range tests {
		s, d := dayOne(t, Forsaken, Commonfolk, Commonfolk, Coward)
		tn := &turn{s: s, d: d}
		tt.set(t, s, d, tn)
		if !s.Over() || s.Winner != tt.winner {
			t.Errorf("%s: over %v, winner %s, want %s", tt.name, s.Over(), s.Winner, tt.winner)
		}
	}
}

// reach lays Paths from the centre to the slot holding dest.
func reach(t *testing.T, s *State, d *Data, tn *turn, dest Dest) {
	b := &d.Board
	slot := -1
	for i, x := range s.Slots {
		if x == dest {
			slot = i
		}
	}
	sq := b.Start
	goal := b.Slots[slot]
	for sq != goal && !s.Over() {
		best := -1
		for _, n := range b.Neighbours(sq) {
			if best < 0 || b.Distance(n, goal) < b.Distance(best, goal) {
				best = n
			}
		}
		sq = best
		if !s.Paths[sq] {
			tn.forge(0, sq)
		}
	}
}

// A Slow Action answered by Stand Firm, itself answered by Deny Fate,
// resolves after all (seed "Priority").
func TestPriorityChain(t *testing.T) {
	s, d := dayOne(t, Forsaken, Commonfolk, Commonfolk, Commonfolk)
	me := s.Turn
	emptyHands(s)
	draw := give(t, s, d, me, "Study the Stars")
	stop := give(t, s, d, (me+1)%4, "Stand Firm")
	deny := give(t, s, d, (me+2)%4, "Deny Fate")
	step(t, s, d, played(me, draw))
	if Asked(s, d) != (me+1)%4 {
		t.Fatalf("asked %d first, want the next traveler %d", Asked(s, d), (me+1)%4)
	}
	forbid := played((me+1)%4, stop)
	step(t, s, d, forbid)
	// Only a Forbid of Fast Actions may answer the Fast Stand Firm.
	for _, a := range LegalFor(s, d, (me+2)%4) {
		if a.Kind == ActPlay && d.Card(a.Card).Effect.Kind != EffForbidFast {
			t.Errorf("%s may answer a Fast Action", d.Card(a.Card).Name)
		}
	}
	step(t, s, d, played((me+2)%4, deny))
	for len(s.Frames) > 0 && s.Phase == PhaseAction && s.Step == stepActing {
		step(t, s, d, Act(ActPass, Asked(s, d)))
	}
	if n := len(s.Seats[me].Hand); n != 3 {
		t.Errorf("Study the Stars drew to %d cards, want 3 (its Forbid was Forbidden)", n)
	}
}

// A traveler's view holds no Role or Destination it has not seen, and
// nobody else's drawn cards.
func TestViewsHideWhatIsHidden(t *testing.T) {
	d := MustData()
	for i, seed := range seedsFor(t, 40) {
		n := 5 + i%8
		s, err := NewGame(d, seed, Setup{Players: n})
		if err != nil {
			t.Fatal(err)
		}
		seats := NewTable(d, seed, n, Normal)
		for k := 0; k < 400 && !s.Over(); k++ {
			seat := Asked(s, d)
			for viewer := range n {
				v := ViewFor(s, d, viewer)
				me := &s.Seats[viewer]
				for j, r := range v.Know.Roles {
					if r != NoRole && j != viewer && !me.Role.Killer() && me.Role != Coward && !s.Seats[j].Revealed && !peeked(s, viewer, j) {
						t.Fatalf("seed %s: traveler %d sees %d as %s without a peek", seed.Code(), viewer, j, r)
					}
				}
				for slot, dd := range v.Know.Dests {
					if dd != NoDest && !s.Flipped[slot] && !me.Role.Killer() && !peekedSlot(s, viewer, slot) {
						t.Fatalf("seed %s: traveler %d knows slot %d unpeeked", seed.Code(), viewer, slot)
					}
				}
			}
			for _, e := range LogFor(s, (seat+1)%n) {
				if e.Kind == EvDrew && e.Seat != (seat+1)%n && e.Card >= 0 {
					t.Fatalf("traveler %d sees %d's drawn card", (seat+1)%n, e.Seat)
				}
			}
			a := seats[seat].Choose(ViewFor(s, d, seat), LegalFor(s, d, seat))
			evs := step(t, s, d, a)
			observeAll(seats, evs)
		}
	}
}

func peeked(s *State, viewer, target int) bool {
	for _, e := range s.Log {
		if e.Kind == EvPeekRole && e.Seat == viewer && e.Target == target {
			return true
		}
	}
	return false
}

func peekedSlot(s *State, viewer, slot int) bool {
	for _, e := range s.Log {
		if e.Kind == EvPeekDest && e.Seat == viewer && e.Slot == slot {
			return true
		}
	}
	return false
}

// Every action of whole games reads back from its text.
func TestActionTextRoundTrips(t *testing.T) {
	d := MustData()
	for _, seed := range seedsFor(t, 10) {
		s, _ := NewGame(d, seed, Setup{Players: 7})
		seats := NewTable(d, seed, 7, Hard)
		for !s.Over() {
			for _, a := range Legal(s, d) {
				b, err := ParseAction(a.String())
				if err != nil || b != a {
					t.Fatalf("%q read back as %q: %v", a, b, err)
				}
			}
			seat := Asked(s, d)
			observeAll(seats, step(t, s, d, seats[seat].Choose(ViewFor(s, d, seat), LegalFor(s, d, seat))))
		}
	}
	for _, bad := range []string{"", "x play", "3 fly", "3 play card=x", "3 play card=1 card=2", "3 say", "3 play say=accuse"} {
		if _, err := ParseAction(bad); err == nil {
			t.Errorf("%q was read", bad)
		}
	}
}

// The same seed plays the same game.
func TestSameSeedSameGame(t *testing.T) {
	d := MustData()
	for _, seed := range seedsFor(t, 5) {
		a := PlayGame(d, seed, Setup{Players: 8}, NewTable(d, seed, 8, Normal), false)
		b := PlayGame(d, seed, Setup{Players: 8}, NewTable(d, seed, 8, Normal), false)
		if a.Fingerprint != b.Fingerprint || a.Actions != b.Actions {
			t.Errorf("seed %s played two ways", seed.Code())
		}
	}
}

// Invariants hold over many simulated games of every size and level:
// 270 games in the test command (every size at every level, 10 times),
// 54 with -short, and the 10,000 the issue asks for with DEEPWOOD_SOAK=1
// (CI's soak step; about 100 s), which is where the long soak belongs.
func TestInvariantsSoak(t *testing.T) {
	d := MustData()
	n := 270
	switch {
	case os.Getenv("DEEPWOOD_SOAK") != "":
		n = 10000
	case testing.Short():
		n = 54
	}
	for i, seed := range seedsFor(t, n) {
		players := 4 + i%9
		// i/9, not i%3: i%9 decides i%3, so that paired each size with one level.
		r := PlayGame(d, seed+100000, Setup{Players: players}, NewTable(d, seed+100000, players, Level(i/9%3)), true)
		if len(r.Violations) > 0 {
			t.Fatalf("seed %s, %d players: %v", (seed + 100000).Code(), players, r.Violations)
		}
	}
}

// A computer traveler's reasoning is inspectable: its debug log names
// each decision with its score and the beliefs behind it.
func TestTravelerExplainsItself(t *testing.T) {
	d := MustData()
	table := NewTable(d, 9, 6, Normal)
	PlayGame(d, 9, Setup{Players: 6}, table, false)
	c := table[0].(*Computer)
	if len(c.Debug) == 0 || !strings.Contains(c.Debug[len(c.Debug)-1], "suspicion [") {
		t.Errorf("debug log: %q", c.Debug)
	}
	if b := c.Beliefs(); len(b.Suspicion) != 6 || b.Suspicion[0] != 0 {
		t.Errorf("beliefs: %+v", b)
	}
}
