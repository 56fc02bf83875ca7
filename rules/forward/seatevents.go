package forward

// EventsFor is what seat may be told of one action's events (or of New's,
// the first deal): the events in order, with every card the runner has not
// seen face up replaced by Hidden, and the purely hidden bookkeeping left
// out. Online, the server sends these and never the engine's own list,
// which names the deal: the cards dealt face down (EvDealt), the
// replacement reserved beneath a special card (EvReserved, dropped), the
// replacement flipped face down into a space (EvReplacement) and the cards
// buried unseen (EvBuried on leaving a location, or a special card's
// reserve buried with it). An empty space stays NoCard: the runner sees
// that nothing lies there. Forward has one seat; any seat is told the same.
// The result is a new slice (ev is not changed) and never nil.
func EventsFor(seat int, ev []Event) []Event {
	return AppendEventsFor(make([]Event, 0, len(ev)), seat, ev)
}

// AppendEventsFor appends EventsFor(seat, ev) to dst, for a caller that
// reuses its buffer.
func AppendEventsFor(dst []Event, seat int, ev []Event) []Event {
	_ = seat
	for i, e := range ev {
		switch e.Kind {
		case EvReserved:
			continue
		case EvDealt, EvReplacement:
			e.Card = hideCard(e.Card)
		case EvBuried:
			if !shownBefore(ev[:i], e) {
				e.Card = hideCard(e.Card)
			}
		}
		dst = append(dst, e)
	}
	return dst
}

// hideCard is c as the runner sees it face down: Hidden, or NoCard for an
// empty place.
func hideCard(c CardID) CardID {
	if c == NoCard {
		return NoCard
	}
	return Hidden
}

// shownBefore reports whether a burial is of a card the runner has seen:
// a Terror buried by choice (revealed by an earlier action, and buried
// from no space: Cell 0), or a card the same action showed face up before
// burying it (a flip the Drowning Pull buries, an item the Thieves steal,
// a foe that withdraws in a stalemate). Every other burial is of a card
// face down: those left on leaving, and the replacement beneath a special
// card buried with it.
func shownBefore(before []Event, b Event) bool {
	if b.Cell == 0 {
		return true
	}
	for _, e := range before {
		switch e.Kind {
		case EvFlipped, EvItemStolen, EvStalemate:
			if e.Card == b.Card {
				return true
			}
		}
	}
	return false
}
