package forward

import (
	"fmt"
	"reflect"
	"slices"
	"testing"

	"deepwood/internal/rulestest"
	"deepwood/rules/dice"
)

// TestSeatViewHidesTheDeal plays many runs with every bot through Apply
// and, after every action, holds the runner's view to what the runner has
// seen:
//   - a face-down space shows only Hidden;
//   - every card the view names has been face up at some time in the run
//     (so no undealt card, reserve, or card buried unseen);
//   - the view is the same for a copy of the state dealt again where the
//     runner cannot see (the face-down cards, the reserves beneath special
//     cards, the undealt deck, the locations to come) and with other dice,
//     seed and stream positions;
//   - a view already taken does not change as the run goes on, and
//     changing a view does not change the state.
func TestSeatViewHidesTheDeal(t *testing.T) {
	d := testData(t)
	runs := rulestest.Count{Full: 200, Short: 30, Soak: 2000}.N() // the soak: thousands of runs
	actions := 0
	cardType := reflect.TypeFor[CardID]()
	eachBotRun(d, "seat view", runs, func(r *botRun) {
		s := r.s
		var seen [256]bool
		seen[NoCard], seen[Hidden] = true, true
		redeals := dice.NewStream(r.seed, "redeal")
		step := 0
		where := func() string { return fmt.Sprintf("%s %s step %d", r.name, r.seed, step) }
		views := rulestest.SeatViews[SeatView]{Take: func(int) SeatView { return ViewFor(s, 0) }, Scribble: func(v *SeatView) {
			fp := s.Fingerprint()
			scribble(v)
			if s.Fingerprint() != fp {
				t.Fatalf("%s: changing the view changed the state's fingerprint", where())
			}
		}}
		for ; ; step++ {
			markSeen(s, &seen)
			views.Check(t, 0, where, func(v SeatView) SeatView {
				for i, c := range s.Cells {
					if c.Down && c.Card != NoCard && v.Cells[i].Card != Hidden {
						t.Fatalf("%s: face-down space %d shows card %d", where(), i+1, v.Cells[i].Card)
					}
				}
				eachValue(reflect.ValueOf(v), cardType, func(x reflect.Value) {
					if c := CardID(x.Uint()); !seen[c] {
						t.Fatalf("%s: the view names card %d (%s), never seen face up", where(), c, cardName(d, c))
					}
				})
				first := ViewFor(redeal(t, s, redeals), 0) // Check compares this one
				if w := ViewFor(redeal(t, s, redeals), 0); !reflect.DeepEqual(v, w) {
					t.Fatalf("%s, the second redeal: the view changed with what the runner cannot see\n%+v\n%+v", where(), v, w)
				}
				return first
			})
			if s.Phase.Over() {
				break
			}
			r.step(t, Legal(s))
			actions++
		}
	})
	t.Logf("%d runs of %d bots, %d actions", runs, len(BotNames()), actions)
}

func cardName(d *Data, c CardID) string {
	if int(c) < len(d.Cards) {
		return d.Cards[c].Name
	}
	return "no card of the data"
}

// markSeen marks every card lying face up or in a pile the runner sees.
func markSeen(s *State, seen *[256]bool) {
	d := s.data
	mark := func(ids ...CardID) {
		for _, c := range ids {
			seen[c] = true
		}
	}
	for _, c := range s.Cells {
		if !c.Down {
			mark(c.Card)
		}
	}
	mark(s.XP...)
	mark(s.Items...)
	mark(s.Equipment...)
	mark(s.Snares...)
	mark(s.Blessings...)
	mark(s.Spent...)
	mark(s.Pending, s.Princess.Gift, s.Sage.Gift)
	for i := range d.Cards {
		if tp := d.Cards[i].Type; tp == TypePlayer || tp == TypeDragon {
			mark(CardID(i)) // in view from the start (and 0, the Player, is a zero CardID)
		}
	}
	if s.Fight.Active {
		mark(s.Fight.Foe.Card)
	}
	if s.Princess.Bond != BondAbsent {
		mark(d.Princess)
	}
	if s.Sage.Bond != BondAbsent {
		mark(d.Sage)
	}
	for i := 0; i <= s.At && i < len(s.Order); i++ {
		mark(d.Locations[s.Order[i]].Card)
	}
}

// eachValue calls f on every value of type want inside v.
func eachValue(v reflect.Value, want reflect.Type, f func(reflect.Value)) {
	if v.Type() == want {
		f(v)
		return
	}
	switch v.Kind() {
	case reflect.Slice, reflect.Array:
		for i := range v.Len() {
			eachValue(v.Index(i), want, f)
		}
	case reflect.Struct:
		for i := range v.NumField() {
			eachValue(v.Field(i), want, f)
		}
	}
}

// redeal is a copy of s dealt again where the runner cannot see: the
// face-down cards, the replacements reserved beneath special cards (the
// Mirror Knight's too, while it is fought) and the undealt deck are
// shuffled together and dealt as enter deals, the locations to come are
// shuffled, and the dice are another seed's, moved on. What the runner
// sees is unchanged; the copy keeps the rules' bookkeeping.
func redeal(t *testing.T, s *State, st *dice.Stream) *State {
	t.Helper()
	c := s.Clone()
	d := c.data
	var pool, specials []CardID
	var down []int
	for i, cell := range c.Cells {
		if cell.Down && cell.Card != NoCard {
			down = append(down, i)
			pool = append(pool, cell.Card)
		}
	}
	for r, res := range c.Reserve {
		if res == NoCard {
			continue
		}
		pool = append(pool, res)
		if sp := c.special(r); !inPool(c, sp) {
			specials = append(specials, sp) // face up, still holding its replacement
		}
	}
	pool = append(pool, c.Deck[c.Drawn:]...)
	hidden := map[CardID]bool{}
	for _, x := range pool {
		hidden[x] = true
	}
	shuffle(st, pool)
	c.Reserve = [3]CardID{NoCard, NoCard, NoCard}
	var dealt []CardID
	next := func() CardID { x := pool[0]; pool = pool[1:]; dealt = append(dealt, x); return x }
	reserve := func(x CardID) {
		for r := d.reserveSlot(x); r >= 0; r = d.reserveSlot(x) {
			x = next()
			c.Reserve[r] = x
		}
	}
	for _, i := range down {
		x := next()
		c.Cells[i].Card = x
		reserve(x)
	}
	for _, sp := range specials {
		reserve(sp)
	}
	var deck []CardID
	for _, x := range c.Deck {
		if !hidden[x] {
			deck = append(deck, x)
		}
	}
	deck = append(append(deck, dealt...), pool...)
	if len(deck) != len(s.Deck) {
		t.Fatalf("redeal: a deck of %d cards, not %d", len(deck), len(s.Deck))
	}
	c.Deck, c.Drawn = deck, len(deck)-len(pool)
	if c.At+1 < len(c.Order) {
		shuffle(st, c.Order[c.At+1:])
	}
	c.Seed = dice.Seed(st.IntN(1 << 40))
	c.Dice = dice.NewSet(c.Seed)
	for _, name := range streamNames {
		c.Dice.Get(name).IntN(1 + st.IntN(6))
	}
	c.indexDeck()
	c.syncCells()
	if v := CheckInvariants(c); len(v) > 0 {
		t.Fatalf("redeal breaks the rules' bookkeeping: %v", v)
	}
	return c
}

// inPool reports whether special card x lies face down here or beneath
// another card, where a redeal moves it.
func inPool(s *State, x CardID) bool {
	for _, cell := range s.Cells {
		if cell.Down && cell.Card == x {
			return true
		}
	}
	for _, res := range s.Reserve {
		if res == x {
			return true
		}
	}
	return false
}

// scribble changes every slice and value a view holds.
func scribble(v *SeatView) {
	for _, p := range [][]CardID{v.XP, v.Items, v.Equipment, v.Snares, v.Blessings, v.Spent} {
		for i := range p {
			p[i] = NoCard
		}
	}
	for i := range v.Entered {
		v.Entered[i] = -1
	}
	v.Cells[0].Card, v.Fight.Foe.HP = Hidden, -1
}

// TestSeatViewAnswersAsTheState plays runs with every bot, and practices
// of every location, and after every action holds the view's answers to
// the state's, where the runner may know them: Place is Location,
// LeaveWouldBury the same spaces, Eligible the spaces a flip may take on
// a map turn (none otherwise), and DoomReason the state's in the Dragon's
// fight and, before it, the cause the rules announced, which was the
// state's when they announced it.
func TestSeatViewAnswersAsTheState(t *testing.T) {
	d := testData(t)
	runs := rulestest.Count{Full: 100, Short: 20}.N()
	check := func(name string, s *State, announced Cause) {
		t.Helper()
		v := ViewFor(s, 0)
		if v.Place(d) != s.Location() {
			t.Fatalf("%s step %d: Place %v, Location %v", name, s.Steps, v.Place(d), s.Location())
		}
		if got, want := v.LeaveWouldBury(), s.LeaveWouldBury(); !slices.Equal(got, want) {
			t.Fatalf("%s step %d: LeaveWouldBury %v, the state's %v", name, s.Steps, got, want)
		}
		var elig []int
		if s.Phase == PhaseStart || s.Phase == PhaseMap {
			elig = s.Eligible()
		}
		if got := v.Eligible(); !slices.Equal(got, elig) {
			t.Fatalf("%s step %d, %s: Eligible %v, want %v", name, s.Steps, s.Phase, got, elig)
		}
		why := v.DoomReason(d, announced)
		switch {
		case s.Fight.Active && s.Fight.Foe.Dragon && why != s.DoomReason():
			t.Fatalf("%s step %d: at the Dragon the view's doom is %q, the state's %q", name, s.Steps, why, s.DoomReason())
		case !s.Doomed && why != CauseNone:
			t.Fatalf("%s step %d: not doomed, yet %q", name, s.Steps, why)
		}
	}
	play := func(name string, s *State, bot Bot, practice bool) {
		announced := CauseNone
		for step := 0; ; step++ {
			check(name, s, announced)
			if s.Phase.Over() {
				return
			}
			ev, err := Apply(s, bot.Choose(s, Legal(s)))
			if err != nil {
				t.Fatal(err)
			}
			for _, e := range ev {
				if e.Kind == EvDoomed {
					announced = e.Cause
					if why := s.DoomReason(); why != e.Cause && !(s.Fight.Active && s.Fight.Foe.Dragon) {
						t.Fatalf("%s step %d: announced %q, the state says %q", name, s.Steps, e.Cause, why)
					}
				}
			}
			if practice && PracticeDone(s, ev) {
				return
			}
		}
	}
	eachBotRun(d, "seat view answers", runs, func(r *botRun) {
		play(r.name+" "+r.seed.Code(), r.s, r.bot, false)
	})
	for i, seed := range RunSeeds(dice.HashText("seat view practice"), 9) {
		s, _, err := NewPractice(d, seed, i)
		if err != nil {
			t.Fatal(err)
		}
		bot, _ := NewBot(BotNames()[i%len(BotNames())], seed)
		play("practice "+seed.Code(), s, bot, true)
	}
}
