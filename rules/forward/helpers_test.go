package forward

import (
	"fmt"
	"slices"
	"testing"

	"deepwood/rules/dice"
)

// build makes a run whose location at position `at` (0-based) is location
// number loc, dealt with the named cards on the named spaces (the rest from
// the data in order). reserves names the replacement beneath a special card
// dealt on a space. Cards dealt at earlier positions are set aside as spent,
// so every card is still in exactly one place. Dice come from seedText.
func build(t testing.TB, seedText string, loc, at int, cells map[int]string, reserves map[int]string) *State {
	t.Helper()
	d := testData(t)
	s, _ := New(d, dice.HashText(seedText))
	id := func(name string) CardID {
		c, ok := d.ByName(name)
		if !ok {
			t.Fatalf("no card %q", name)
		}
		return c
	}
	used := map[CardID]bool{}
	for _, n := range cells {
		used[id(n)] = true
	}
	for _, n := range reserves {
		used[id(n)] = true
	}
	var filler []CardID
	for _, c := range d.main {
		if !used[c] {
			filler = append(filler, c)
		}
	}
	for _, c := range []CardID{d.Knight, d.Princess, d.Sage} {
		if !used[c] {
			filler = append(filler, c)
		}
	}
	next := func() CardID { c := filler[0]; filler = filler[1:]; return c }
	var deck []CardID
	for i := 0; i < at*9; i++ {
		deck = append(deck, next())
	}
	for n := 1; n <= 9; n++ {
		c := NoCard
		if name, ok := cells[n]; ok {
			c = id(name)
		} else {
			c = next()
		}
		deck = append(deck, c)
		if d.reserveSlot(c) >= 0 {
			if name, ok := reserves[n]; ok {
				deck = append(deck, id(name))
			} else {
				deck = append(deck, next())
			}
		}
	}
	s.Deck = append(deck, filler...)
	s.Drawn = at * 9
	s.Spent = append(s.Spent, deck[:at*9]...)
	s.indexDeck()
	j := slices.Index(s.Order[:], uint8(loc-1))
	s.Order[at], s.Order[j] = s.Order[j], s.Order[at]
	for i := 0; i < at; i++ {
		s.Spent = append(s.Spent, d.Locations[s.Order[i]].Card)
	}
	s.At = at
	s.Reserve = [3]CardID{NoCard, NoCard, NoCard}
	tr := turn{s: s, d: d}
	tr.enter()
	if v := CheckInvariants(s); len(v) > 0 {
		t.Fatalf("built state breaks invariants: %v", v)
	}
	return s
}

// find builds states from seeds "seedText-0", "-1", … until ok accepts one:
// how a test picks the dice it needs without reaching into the streams.
func find(t testing.TB, seedText string, ok func(*State) bool, mk func(seed string) *State) *State {
	t.Helper()
	for i := 0; i < 2000; i++ {
		s := mk(fmt.Sprintf("%s-%d", seedText, i))
		if ok(s) {
			return s
		}
	}
	t.Fatalf("no seed for %s", seedText)
	return nil
}

// peek returns the next n d6 of a stream without moving it.
func peek(s *State, stream string, n int) []int {
	st := s.Dice.Clone().Get(stream)
	out := make([]int, n)
	for i := range out {
		out[i] = st.D6()
	}
	return out
}

// do applies an action that must be legal and checks the invariants.
func do(t testing.TB, s *State, a Action) []Event {
	t.Helper()
	ev, err := Apply(s, a)
	if err != nil {
		t.Fatalf("%s: %v", a.Describe(s.data), err)
	}
	if v := CheckInvariants(s); len(v) > 0 {
		t.Fatalf("after %s: %v", a.Describe(s.data), v)
	}
	return ev
}

func has(ev []Event, k EventKind) bool { return count(ev, k) > 0 }

func count(ev []Event, k EventKind) int {
	n := 0
	for _, e := range ev {
		if e.Kind == k {
			n++
		}
	}
	return n
}

func first(ev []Event, k EventKind) Event {
	for _, e := range ev {
		if e.Kind == k {
			return e
		}
	}
	return Event{Kind: numEvents}
}

func card(t testing.TB, name string) CardID {
	t.Helper()
	c, ok := testData(t).ByName(name)
	if !ok {
		t.Fatalf("no card %q", name)
	}
	return c
}

// give puts a card straight into the player's slots (taking it from
// wherever it is) for tests that start with an item or equipment in hand.
func give(t testing.TB, s *State, name string) CardID {
	t.Helper()
	c := card(t, name)
	take(t, s, c)
	if s.data.Cards[c].Type == TypeEquipment {
		s.Equipment = append(s.Equipment, c)
	} else {
		s.Items = append(s.Items, c)
	}
	return c
}

// take removes a card from the deck or spent pile (tests only).
func take(t testing.TB, s *State, c CardID) {
	t.Helper()
	if i := slices.Index(s.Spent, c); i >= 0 {
		s.Spent = removeAt(s.Spent, i)
		return
	}
	for i := range s.Cells {
		if s.Cells[i].Card == c {
			last := len(s.Deck) - 1
			s.Cells[i].Card = s.Deck[last]
			s.Deck = s.Deck[:last]
			s.indexDeck()
			s.syncCells()
			return
		}
	}
	p := slices.Index(s.Deck, c)
	if p < s.Drawn {
		t.Fatalf("card %q is not free to take", s.data.Cards[c].Name)
	}
	// Swap it with the bottom card and let the spent pile hold the bottom slot.
	last := len(s.Deck) - 1
	s.Deck[p], s.Deck[last] = s.Deck[last], s.Deck[p]
	s.Deck = s.Deck[:last]
	s.indexDeck()
}

// botRun is one run a test plays through Apply: its bot's name, its index
// among the runs of that bot, its seed, its state and its bot.
type botRun struct {
	name string
	i    int
	seed dice.Seed
	s    *State
	bot  Bot
}

// eachBotRun starts n runs of every bot, from seeds derived from text, and
// hands each to play before its first action.
func eachBotRun(d *Data, text string, n int, play func(r *botRun)) {
	for _, name := range BotNames() {
		for i, seed := range RunSeeds(dice.HashText(text), n) {
			bot, _ := NewBot(name, seed)
			s, _ := New(d, seed)
			play(&botRun{name: name, i: i, seed: seed, s: s, bot: bot})
		}
	}
}

// step applies the bot's choice among legal, failing the test if Apply
// refuses it.
func (r *botRun) step(t testing.TB, legal []Action) {
	t.Helper()
	if _, err := Apply(r.s, r.bot.Choose(r.s, legal)); err != nil {
		t.Fatal(err)
	}
}
