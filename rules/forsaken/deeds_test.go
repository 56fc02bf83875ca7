package forsaken

import "testing"

// towardSlot is the Path a step from sq nearer slot lays (the first of
// the nearest neighbours).
func towardSlot(b *Board, sq, slot int) int {
	best := -1
	for _, n := range b.Neighbours(sq) {
		if best < 0 || b.Distance(n, b.Slots[slot]) < b.Distance(best, b.Slots[slot]) {
			best = n
		}
	}
	return best
}

// approach is the square a straight line of Paths from the start reaches
// dist squares from slot.
func approach(b *Board, slot, dist int) int {
	sq := b.Start
	for b.Distance(sq, b.Slots[slot]) > dist {
		sq = towardSlot(b, sq, slot)
	}
	return sq
}

// cardDoing is the first of n cards (by id, through design) whose effect
// is kind.
func cardDoing(t *testing.T, n int, design func(int) *Design, kind EffectKind) int {
	t.Helper()
	for id := range n {
		if e := design(id).Effect; e.Kind == kind && e.N <= 1 {
			return id
		}
	}
	t.Fatalf("no card does %v", kind)
	return -1
}

func saidEv(by int, st Statement) Event { e := ev(EvSaid); e.Seat, e.Say = by, st; return e }

func forgedEv(by, sq int) Event { e := ev(EvForged); e.Seat, e.Square = by, sq; return e }

// A scripted table (issue 39): two travelers say Destination 2 is the
// Void, then traveler 3 Forges twice toward it. A normal Villager who
// watched grows suspicious of 3 and, asked to act, accuses 3. Without the
// table naming the Void the same Paths move nothing.
func TestVillagerSuspectsForgeTowardNamedVoid(t *testing.T) {
	d := MustData()
	b := &d.Board
	first := towardSlot(b, b.Start, 2)
	second := towardSlot(b, first, 2)
	for _, named := range []bool{true, false} {
		c := NewComputer(d, Normal, 0, 6, 7)
		var evs []Event
		if named {
			evs = append(evs, saidEv(1, Say(ClaimDest, -1, NoRole, 2, Void)), saidEv(2, Say(ClaimDest, -1, NoRole, 2, Void)))
		}
		c.Observe(append(evs, forgedEv(3, first), forgedEv(3, second)))
		v := tableView(0, Commonfolk, 6)
		v.Paths[first], v.Paths[second] = true, true
		legal := append((&turn{s: &State{Seats: make([]Seat, 6)}, d: d}).talk(0), Act(ActEnd, 0))
		a := c.Choose(*v, legal)
		accused := a.Kind == ActSay && a.Say.Talk == Accuse && a.Say.About == 3
		if got := c.Beliefs().Suspicion[3]; named != (got >= threshold) || named != accused {
			t.Errorf("Void named %v: suspicion of the forger %d, chose %s", named, got, a)
		}
	}
}

// What the table did moves suspicion (issue 39): a Forbid read against
// the Forge it stopped, a Path Destroyed, a vouch for one later seen to
// be Forsaken, an ask to Forge toward the named Void, a vote to save a
// suspect (read from normal up).
func TestDeedsMoveSuspicion(t *testing.T) {
	d := MustData()
	b := &d.Board
	toVoid := towardSlot(b, b.Start, 2)
	card := func(kind EffectKind) int { return cardDoing(t, len(d.Deck), d.Card, kind) }
	playedEv := func(by, id, sq int) Event { e := ev(EvPlayed); e.Seat, e.Card, e.Square = by, id, sq; return e }
	nameVoid := []Event{saidEv(1, Say(ClaimDest, -1, NoRole, 2, Void)), saidEv(4, Say(ClaimDest, -1, NoRole, 2, Void))}
	votes := ev(EvVotes)
	votes.Target, votes.Votes = 5, []int{voteDie, voteDie, voteLive, voteDie, voteDie, voteNone}
	tests := []struct {
		name string
		evs  []Event
		seat int
		up   bool
	}{
		{"Forbade a Forge toward the named Void", append(nameVoid, playedEv(3, card(EffForge), toVoid), playedEv(2, card(EffForbidSlow), -1)), 2, false},
		{"Destroyed a Path toward the named Void", append(nameVoid, forgedEv(3, toVoid), playedEv(2, card(EffDestroyPath), toVoid)), 2, false},
		{"vouched for a Forsaken", []Event{saidEv(2, Say(Vouch, 3, NoRole, -1, NoDest)), {Kind: EvPeekRole, Seat: 0, Target: 3, Role: Forsaken}}, 2, true},
		{"asked for a Forge toward the named Void", append(nameVoid, saidEv(2, Say(AskForge, 3, NoRole, 2, NoDest))), 2, true},
		{"voted to save a suspect", []Event{{Kind: EvPeekRole, Seat: 0, Target: 5, Role: Forsaken}, votes}, 2, true},
	}
	for _, tt := range tests {
		c := NewComputer(d, Normal, 0, 6, 7)
		c.team = Villagers
		c.Observe(tt.evs)
		if got := c.Beliefs().Suspicion[tt.seat]; tt.up && got <= 0 || !tt.up && got >= 0 {
			t.Errorf("%s: suspicion of %d is %d", tt.name, tt.seat, got)
		}
	}
}

// A hard traveler doubts a claim to have seen a Role Card that nothing
// backs: the table never saw the speaker Peek there and the speaker has
// not claimed the Oracle. A Peek the table saw, or a normal traveler,
// leaves the speaker unsuspected.
func TestHardDoubtsAnUnbackedPeek(t *testing.T) {
	d := MustData()
	claim := saidEv(2, Say(ClaimPeek, 3, Commonfolk, -1, NoDest))
	seen := ev(EvPeeked)
	seen.Seat, seen.Target = 2, 3
	tests := []struct {
		level Level
		evs   []Event
		up    bool
	}{
		{Hard, []Event{claim}, true},
		{Hard, []Event{seen, claim}, false},
		{Hard, []Event{saidEv(2, Say(ClaimRole, -1, Oracle, -1, NoDest)), claim}, false},
		{Normal, []Event{claim}, false},
	}
	for i, tt := range tests {
		c := NewComputer(d, tt.level, 0, 6, 7)
		c.Observe(tt.evs)
		if got := c.Beliefs().Suspicion[2]; tt.up != (got > 0) {
			t.Errorf("case %d (%s): suspicion of the speaker %d", i, tt.level, got)
		}
	}
}
