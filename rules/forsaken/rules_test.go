package forsaken

import (
	"slices"
	"testing"

	"deepwood/internal/rulestest"
	"deepwood/rules/dice"
)

func TestCheckRolesRefuses(t *testing.T) {
	d := MustData()
	F, C := Forsaken, Commonfolk
	tests := []struct {
		name  string
		roles []Role
		want  string
	}{
		{"too few", []Role{F, C, C}, "4 to 12"},
		{"no Forsaken", []Role{C, C, C, Coward}, "no Forsaken"},
		{"ratio at start", []Role{F, F, C, C}, "win before"},
		{"two Oracles", []Role{F, Oracle, Oracle, C, C}, "box has 1"},
		{"Shrouded needs a spare Commonfolk", append([]Role{Shrouded, F}, slices.Repeat([]Role{C}, 10)...), "11 commonfolk cards wanted"},
		{"Cursed needs a spare Forsaken card", []Role{F, F, F, F, F, Cursed, C, C, C, C, C, C}, ""},
	}
	for _, tt := range tests {
		rulestest.Refuses(t, tt.name, CheckRoles(d, len(tt.roles), tt.roles), tt.want)
	}
}

// Every Destination is six squares from the centre, and they are not
// equidistant from one another (seed "The Destinations").
func TestBoardDistances(t *testing.T) {
	b := &MustData().Board
	gaps := map[int]bool{}
	for i, sq := range b.Slots {
		if got := b.Distance(b.Start, sq); got != 6 {
			t.Errorf("Destination %d is %d squares from the start", i+1, got)
		}
		next := b.Slots[(i+1)%NumSlots]
		gaps[b.Distance(sq, next)] = true
	}
	if len(gaps) < 2 {
		t.Errorf("the Destinations are equidistant from one another: %v", gaps)
	}
	if !b.Touches(b.Start, b.At(7, 7)) {
		t.Error("a diagonal square does not touch the centre")
	}
}

func TestNightOrder(t *testing.T) {
	s, d := dayOne(t, Shrouded, Silencer, Oracle, Priest, Navigator, Coward, Cursed, Commonfolk, Commonfolk, Commonfolk, Blessed)
	// Night One: the exchanges happened and the Forsaken know each other.
	if s.Seats[0].Card != Commonfolk || s.Seats[6].Card != Forsaken {
		t.Errorf("exchanges: Shrouded shows %s, Cursed shows %s", s.Seats[0].Card, s.Seats[6].Card)
	}
	if s.Seats[1].Know.Roles[0] != Shrouded || s.Seats[5].Know.Roles[1] != Forsaken || s.Seats[0].Know.Roles[5] != NoRole {
		t.Errorf("Night One knowledge: %v / %v / %v", s.Seats[1].Know.Roles, s.Seats[5].Know.Roles, s.Seats[0].Know.Roles)
	}
	// A later Night asks the roles in the seed's order.
	tn := &turn{s: s, d: d}
	tn.beginNight(0)
	var order []Role
	for s.Phase == PhaseNight {
		seat := Asked(s, d)
		order = append(order, s.Seats[seat].Role)
		step(t, s, d, LegalFor(s, d, seat)[0])
	}
	want := []Role{Oracle, Priest, Silencer, Shrouded, Silencer, Navigator} // the Silencer suggests, the Voice (Shrouded) sacrifices
	if !slices.Equal(order, want) {
		t.Errorf("Night order %v, want %v", order, want)
	}
}

// A turn player holding a Wander may not end the turn without playing a
// card (seed "Must-Wander Rule").
func TestMustWander(t *testing.T) {
	s, d := dayOne(t, Forsaken, Commonfolk, Commonfolk, Commonfolk)
	me := s.Turn
	emptyHands(s)
	if !has(LegalFor(s, d, me), ActEnd) {
		t.Fatal("cannot end a turn with an empty hand")
	}
	give(t, s, d, me, "Wander")
	if has(LegalFor(s, d, me), ActEnd) {
		t.Error("ended the turn holding a Wander")
	}
	s.Curses = append(s.Curses, CurseInPlay{Card: forestCard(t, d, "Thick Fog"), Target: -1, Until: s.Cycle + 1})
	s.Forest = slices.DeleteFunc(s.Forest, func(c int) bool { return c == s.Curses[0].Card })
	if !has(LegalFor(s, d, me), ActEnd) {
		t.Error("Thick Fog forbids the Wander, yet the turn cannot end")
	}
}

func forestCard(t *testing.T, d *Data, name string) int {
	return firstNamed(t, len(d.ForestDeck), func(id int) string { return d.Forest(id).Name }, "Forest card "+name, name)
}

// firstNamed is the first of n ids whose name is want (what says what
// was looked for).
func firstNamed(t *testing.T, n int, name func(int) string, what, want string) int {
	t.Helper()
	for id := range n {
		if name(id) == want {
			return id
		}
	}
	t.Fatalf("no %s", what)
	return -1
}

// Foraging trades two Wanders for a card, once in the turn player's own
// turn, before or after their Action (seed "Foraging": "they may take an
// Action on their turn and then decide if they wish to Forage, or Forage
// and then take an Action afterwards").
func TestForaging(t *testing.T) {
	tests := []struct {
		name    string
		wanders int
		act     bool // play a Wander (the turn's Action) first
		foraged bool // Forage once first
		want    bool
	}{
		{"one Wander", 1, false, false, false},
		{"two Wanders, before the Action", 2, false, false, true},
		{"two Wanders left, after the Action", 3, true, false, true},
		{"a second time in the turn", 4, false, true, false},
		{"a second time, after the Action", 5, true, true, false},
	}
	for _, tt := range tests {
		s, d := dayOne(t, Forsaken, Commonfolk, Commonfolk, Commonfolk)
		me := s.Turn
		emptyHands(s)
		for range tt.wanders {
			give(t, s, d, me, "Wander")
		}
		if tt.foraged {
			step(t, s, d, Act(ActForage, me))
		}
		if tt.act {
			playAndSettle(t, s, d, me, s.Seats[me].Hand[0], -1)
		}
		if got := has(LegalFor(s, d, me), ActForage); got != tt.want {
			t.Errorf("%s: may Forage %v, want %v", tt.name, got, tt.want)
			continue
		}
		if tt.want {
			hand := len(s.Seats[me].Hand)
			step(t, s, d, Act(ActForage, me))
			if n := len(s.Seats[me].Hand); n != hand-1 {
				t.Errorf("%s: Foraging took the hand from %d to %d cards, want %d", tt.name, hand, n, hand-1)
			}
		}
	}
}

// playAndSettle has seat play card (or Artifact find; the other -1) at
// its first target and lets every window close quietly.
func playAndSettle(t *testing.T, s *State, d *Data, seat, card, find int) {
	t.Helper()
	for _, a := range LegalFor(s, d, seat) {
		if a.Kind == ActPlay && a.Card == card && a.Find == find {
			step(t, s, d, a)
			for len(s.Frames) > 0 {
				step(t, s, d, quiet(LegalFor(s, d, Asked(s, d))))
			}
			return
		}
	}
	t.Fatalf("traveler %d cannot play card %d, Artifact %d", seat, card, find)
}

// A tie at the Gallows lives; more thumbs down than up is Lynched (seed
// "The Gallows").
func TestGallowsVotes(t *testing.T) {
	tests := []struct {
		downs   int
		lynched bool
	}{{0, false}, {2, false}, {3, true}, {4, true}}
	for _, tt := range tests {
		s, d := dayOne(t, Forsaken, Commonfolk, Commonfolk, Commonfolk)
		tn := &turn{s: s, d: d}
		tn.gallows(2, "Accuse")
		tn.settle()
		step(t, s, d, Act(ActRest, 2))
		for k := range 4 {
			seat := Asked(s, d)
			kind := ActVoteLive
			if k < tt.downs {
				kind = ActVoteDie
			}
			step(t, s, d, Act(kind, seat))
		}
		if got := s.Seats[2].Doorstep || !s.Seats[2].Alive; got != tt.lynched {
			t.Errorf("%d of 4 thumbs down: lynched %v, want %v", tt.downs, got, tt.lynched)
		}
	}
}

// Special Roles on take plain roles' places (RULES S38), and the table
// stays one the box can deal.
func TestWithSpecialRoles(t *testing.T) {
	d := MustData()
	F, C := Forsaken, Commonfolk
	tests := []struct {
		roles []Role
		want  string
	}{
		{[]Role{F, C, C, C}, "silencer,oracle,priest,commonfolk"},
		{[]Role{F, F, C, C, C, C, C}, "silencer,forsaken,oracle,priest,navigator,commonfolk,commonfolk"},
		{[]Role{F, F, F, C, C, C, C, C, C}, "silencer,shrouded,forsaken,oracle,priest,navigator,commonfolk,commonfolk,commonfolk"},
	}
	for _, tt := range tests {
		got := WithSpecialRoles(tt.roles, true)
		if FormatRoles(got) != tt.want {
			t.Errorf("%v: %s, want %s", tt.roles, FormatRoles(got), tt.want)
		}
		if err := CheckRoles(d, len(got), got); err != nil {
			t.Errorf("%s: %v", FormatRoles(got), err)
		}
		if FormatRoles(WithSpecialRoles(tt.roles, false)) != FormatRoles(tt.roles) {
			t.Errorf("off changed %v", tt.roles)
		}
	}
	seen := map[int]bool{}
	for seed := dice.Seed(1); seed <= 60; seed++ {
		seat := PlayerSeat(seed, 6)
		if seat < 0 || seat >= 6 || seat != PlayerSeat(seed, 6) {
			t.Fatalf("seed %d: seat %d", seed, seat)
		}
		seen[seat] = true
	}
	if len(seen) != 6 {
		t.Errorf("60 seeds seated the player at only %d of 6 seats", len(seen))
	}
}

// In the Draw Phase anyone, the turn player too, may play a Fast Action
// before the turn's Action (seed "Draw Phase": "Players may play Fast
// Actions, such as Place in the Pillory before, or even after you draw
// your card"; RULES S13); a Slow Action waits for the Action Phase.
func TestDrawPhaseFastActions(t *testing.T) {
	tests := []struct {
		card   string
		byTurn bool // the turn player holds it, else another traveler
		want   bool
	}{
		{"Place in the Pillory", false, true},
		{"Second Wind", true, true},
		{"Accuse", false, false},
		{"Ambush", true, false},
	}
	for _, tt := range tests {
		s, d := dayOne(t, Forsaken, Commonfolk, Commonfolk, Commonfolk)
		emptyHands(s)
		next := (s.Turn + 1) % 4
		seat := (next + 2) % 4
		if tt.byTurn {
			seat = next
		}
		card := give(t, s, d, seat, tt.card)
		give(t, s, d, (next+1)%4, "Hasty Step") // someone may answer: the window opens
		tn := &turn{s: s, d: d}
		tn.startTurn(next)
		tn.settle()
		if ws := ViewFor(s, d, seat).Windows; len(ws) != 1 || !ws[0].Draw {
			t.Fatalf("%s: no Draw Phase window: %+v", tt.card, ws)
		}
		var play []Action
		for _, a := range LegalFor(s, d, seat) {
			if a.Kind == ActPlay && a.Card == card && (a.Target < 0 || a.Target == next) {
				play = append(play, a)
			}
		}
		if got := len(play) > 0; got != tt.want {
			t.Errorf("%s in the Draw Phase (the turn player's: %v): playable %v, want %v", tt.card, tt.byTurn, got, tt.want)
			continue
		}
		if !tt.want {
			continue
		}
		step(t, s, d, play[0])
		for f := tn.top(); f != nil && f.Kind == FrameRespond && !f.Draw; f = tn.top() {
			step(t, s, d, quiet(LegalFor(s, d, Asked(s, d)))) // the card resolves
		}
		if f := tn.top(); tt.card == "Place in the Pillory" && (f == nil || f.Kind != FrameGallows || f.Seat != next) {
			t.Errorf("the Pillory in the Draw Phase sent nobody to the Gallows: %+v", f)
		}
		if !s.Seats[seat].Acted || s.Played {
			t.Errorf("%s in the Draw Phase: Action spent %v, counted as the turn's card %v", tt.card, s.Seats[seat].Acted, s.Played)
		}
	}
}

// Several people at one screen take distinct seats (RULES S41): the first
// the seat given, the rest drawn from the seed, the same for the same seed.
func TestPlayerSeats(t *testing.T) {
	seen := map[int]bool{}
	for seed := dice.Seed(1); seed <= 60; seed++ {
		first := PlayerSeat(seed, 7)
		got := PlayerSeats(seed, 7, 3, first)
		if len(got) != 3 || got[0] != first || FormatSeats(got) != FormatSeats(PlayerSeats(seed, 7, 3, first)) {
			t.Fatalf("seed %d: seats %v", seed, got)
		}
		if _, err := ParseSeats(FormatSeats(got)); err != nil {
			t.Fatalf("seed %d: seats %v: %v", seed, got, err)
		}
		seen[got[1]] = true
	}
	if len(seen) < 6 {
		t.Errorf("60 seeds seated the second person at only %d seats", len(seen))
	}
	if PlayerSeats(1, 4, 5, 0) != nil || len(PlayerSeats(1, 4, 4, 2)) != 4 {
		t.Error("the people must fit the seats")
	}
}
