package forward

import (
	"math/bits"

	"deepwood/rules/dice"
)

// Stream names setup draws from. Only setup uses them, so the location order
// and the whole deck are fixed by the seed before the first action.
const (
	streamLocations = "locations"
	streamDeck      = "deck"
)

// knightLow and knightSpan place the Mirror Knight "roughly halfway" (seed
// §2 step 4): at one of the ten positions 37th–46th from the top of the 82
// cards, before the Princess and the Sage are shuffled in (RULES F11).
const (
	knightLow  = 36
	knightSpan = 10
)

// New deals the run a seed describes (seed §2) and enters the first
// location. The events are the first location's arrival and deal.
func New(d *Data, seed dice.Seed) (*State, []Event) {
	t := deal(d, seed, make([]Event, 0, 16), false)
	return t.s, t.ev
}

// runStore holds a State with its dice, room for its deck and every card
// pile, and the simulator's legal-action buffer, so dealing a run is one
// allocation instead of one per pile and stream. A pile that outgrows its
// room simply moves out, as any append would.
type runStore struct {
	s     State
	dice  dice.Set
	cards [DeckSize + 96 + 3 + 3 + 32 + 8 + 8 + 24]CardID
	legal [24]Action
	t     turn // the turn deal returns, which the simulator keeps for the run
}

// deal sets up a run and enters the first location, as the turn t that
// reports it (quiet for the simulator).
func deal(d *Data, seed dice.Seed, ev []Event, quiet bool) *turn {
	return dealIn(&runStore{}, d, seed, ev, quiet)
}

// dealIn is deal in the store rs, which may hold an earlier run: every
// field is set afresh, and the rooms are filled from empty, so what was
// there before never shows.
func dealIn(rs *runStore, d *Data, seed dice.Seed, ev []Event, quiet bool) *turn {
	s := &rs.s
	rs.dice.Reset(seed)
	*s = State{Rules: d.Fingerprint, Seed: seed, Dice: &rs.dice, data: d, HP: StartHP, Pending: NoCard}
	s.Princess.Gift, s.Sage.Gift = NoCard, NoCard
	room := rs.cards[:]
	take := func(n int) []CardID {
		p := room[:0:n]
		room = room[n:]
		return p
	}
	deck := take(DeckSize)
	s.XP = take(96)
	s.Items = take(3)
	s.Equipment = take(3)
	s.Buried = take(32)
	s.spare = take(8 + 8 + 24)[:8+8+24]
	loc := s.Dice.Get(streamLocations)
	for i := range s.Order {
		s.Order[i] = uint8(i)
	}
	// TestOrderShuffleAgrees holds this to loc.Shuffle.
	shuffle(loc, s.Order[:])
	s.Deck = buildDeck(d, s.Dice.Get(streamDeck), deck)
	s.indexDeck()
	s.Reserve = [3]CardID{NoCard, NoCard, NoCard}
	// The turn is set up in the store, field by field, not built aside and
	// copied.
	t := &rs.t
	*t = turn{}
	t.s, t.d, t.ev, t.quiet, t.legal = s, d, ev, quiet, rs.legal[:0]
	t.enter()
	return t
}

// shuffle is dice.Stream.Shuffle's own Fisher–Yates, written out: a swap
// closure call per card was a visible part of dealing a simulated run. The
// draw is IntN's multiply-and-reject inline (Stream.Uint64 inlines); only a
// low word below the bound needs IntN's threshold, rarely. The location
// order and the deck both use it, so the two draw exactly as Shuffle would.
func shuffle[T uint8 | CardID](st *dice.Stream, xs []T) {
	for i := len(xs) - 1; i > 0; i-- {
		bound := uint64(i + 1)
		hi, lo := bits.Mul64(st.Uint64(), bound)
		if lo < bound {
			for threshold := -bound % bound; lo < threshold; {
				hi, lo = bits.Mul64(st.Uint64(), bound)
			}
		}
		j := int(hi)
		xs[i], xs[j] = xs[j], xs[i]
	}
}

// buildDeck shuffles the 81 location cards, inserts the Mirror Knight
// roughly halfway, then the Ghostly Princess and the Sage at random
// positions (seed §2 steps 3–5, DESIGN decision 1). The Dragon is not in
// it: it waits beneath (step 6). The deck is built in dst's room.
func buildDeck(d *Data, st *dice.Stream, dst []CardID) []CardID {
	deck := append(dst[:0], d.main...)
	shuffle(st, deck)
	deck = insertAt(deck, knightLow+st.IntN(knightSpan), d.Knight)
	deck = insertAt(deck, st.IntN(len(deck)+1), d.Princess)
	deck = insertAt(deck, st.IntN(len(deck)+1), d.Sage)
	settleBottom(d, deck)
	return deck
}

// settleBottom keeps special cards off the bottom of the deck: there they
// would never be dealt, as the 81 spaces are full before they are reached
// and no replacement is left to lie beneath them (the Princess never
// dealt makes the run unwinnable). The card above them moves to the
// bottom instead (RULES F43), so they are dealt into the last space, each
// the one beneath the other, and it beneath the last of them; every other
// deck stays as shuffled.
func settleBottom(d *Data, deck []CardID) {
	last := len(deck) - 1
	if d.reserveSlot(deck[last]) < 0 {
		return
	}
	j := last
	for j > 0 && d.reserveSlot(deck[j]) >= 0 {
		j--
	}
	moved := deck[j]
	copy(deck[j:], deck[j+1:])
	deck[last] = moved
}

func insertAt(deck []CardID, i int, c CardID) []CardID {
	deck = append(deck, 0)
	copy(deck[i+1:], deck[i:])
	deck[i] = c
	return deck
}

// reserveSlot is the Reserve index of a special card, or -1.
func (d *Data) reserveSlot(c CardID) int {
	switch c {
	case d.Princess:
		return resPrincess
	case d.Sage:
		return resSage
	case d.Knight:
		return resKnight
	}
	return -1
}

// enter draws the next location and deals its nine cards face-down, in
// layout order 1–9 (seed §3A steps 1–2). Each special card dealt takes the
// next card of the deck face-down beneath it as the replacement its reveal
// will flip into the space (RULES F12): the deck is consumed only here, so
// every deal is fixed by the seed whatever the player does.
func (t *turn) enter() {
	s, d := t.s, t.d
	s.loc = s.locationAt()
	l := s.loc
	s.Reached, s.Thief, s.Drown = false, false, 0
	s.Phase = PhaseStart
	if !t.quiet {
		t.emit(Event{Kind: EvLocationEntered, Card: l.Card, Location: int8(l.Number - 1), Value: s.At + 1})
	}
	// The deck is dealt from the top through locals, Drawn written once at
	// the end; an empty deck deals NoCard, which the reserve scheme makes
	// impossible.
	var occ, doom uint16
	deck, n, quiet := s.Deck, s.Drawn, t.quiet
	for i := range s.Cells {
		c := NoCard
		if n < len(deck) {
			c, n = deck[n], n+1
		}
		s.Cells[i] = Cell{Card: c, Down: true}
		occ |= bit(c != NoCard) << i
		followed := d.use[c]&useDoom != 0
		doom |= bit(followed) << i
		if !quiet { // the literal costs even when emit drops it
			t.emit(Event{Kind: EvDealt, Cell: int8(i + 1), Card: c})
		}
		if !followed {
			continue // the special cards are among the followed ones
		}
		for r := d.reserveSlot(c); r >= 0; r = d.reserveSlot(c) {
			under := NoCard
			if n < len(deck) {
				under, n = deck[n], n+1
			}
			s.Reserve[r] = under
			if !quiet {
				t.emit(Event{Kind: EvReserved, Cell: int8(i + 1), Card: under, Value: int(c)})
			}
			c = under
		}
	}
	s.Drawn = n
	s.masks = cellMasks{down: occ, occ: occ, doom: doom}
}

// emptyCells is a layout with nothing on it.
func emptyCells() [9]Cell {
	var c [9]Cell
	for i := range c {
		c[i].Card = NoCard
	}
	return c
}
