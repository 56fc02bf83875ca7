package forward

import "math/bits"

// Apply carries out one player decision and returns what happened. An action
// that is not legal now returns an *IllegalError and changes nothing.
func Apply(s *State, a Action) ([]Event, error) { return ApplyAppend(nil, s, a) }

// ApplyAppend is Apply appending its events to dst, so simulations can reuse
// one buffer and allocate nothing per action.
func ApplyAppend(dst []Event, s *State, a Action) ([]Event, error) {
	if !IsLegal(s, a) {
		return dst, illegal(s, a)
	}
	t := turn{s: s, d: s.data, ev: dst}
	t.do(a)
	return t.ev, nil
}

// illegal is the error refusing a.
func illegal(s *State, a Action) error {
	return &IllegalError{Action: a, Phase: s.Phase, Why: s.whyIllegal(a)}
}

// do carries out an action already known to be legal.
func (t *turn) do(a Action) {
	t.s.Steps++
	t.gearOK = t.gearOK && a.Kind == ActRoll
	switch a.Kind {
	case ActStart, ActFlip:
		t.mapTurn(int(a.Cell))
	case ActLeave:
		t.leave()
	case ActRoll:
		if t.quiet {
			if !t.gearOK {
				t.stretch()
			}
			if t.quickable() {
				t.quickRoll()
			} else {
				t.quietRoll()
			}
		} else {
			t.roll()
		}
	case ActUse:
		t.use(a.Card)
	case ActGive:
		t.give(a.Card)
	case ActDiscard:
		t.discard(a.Card)
	case ActTakeTerror, ActBuryTerror:
		t.terror(a.Kind == ActTakeTerror)
	}
	if t.quiet && a.Kind == ActRoll && t.s.Fight.Active {
		// A round that leaves the duel going changes nothing DoomReason
		// reads, and a simulated state was checked after its last action.
		return
	}
	t.checkDoom()
}

// whyIllegal explains a refusal in the player's terms.
func (s *State) whyIllegal(a Action) string {
	switch {
	case s.Phase.Over():
		return "the run is over"
	case a.Kind >= numActs:
		return "unknown action"
	case (a.Kind == ActStart || a.Kind == ActFlip) && (a.Cell < 1 || a.Cell > 9):
		return "spaces are numbered 1–9"
	case a.Kind == ActStart && s.Phase == PhaseStart || a.Kind == ActFlip && s.Phase == PhaseMap:
		return "that space is not eligible (start: the starting row; then orthogonal to a flipped space, diagonal only if none)"
	case a.Kind == ActLeave && s.Phase == PhaseMap:
		if s.effect() == EffectSacredDevotion {
			return "Sacred Devotion: you cannot leave until all 9 cards here are resolved"
		}
		return "you may leave only once you reach the farthest row"
	case a.Kind == ActUse:
		return "you do not carry that item, or it cannot be used now"
	case a.Kind == ActGive:
		return "you can give only the Gilded Bangle to the Ghostly Princess or the Ferryman's Bell to the Sage, once they are at your side"
	case a.Kind == ActDiscard:
		return "discard one of the cards in the full slot"
	}
	return "not possible in this phase"
}

// leave stops exploring: every face-down card is buried, blessings end, and
// the Location card goes to XP if nothing was left (seed §3A steps 5–6).
func (t *turn) leave() {
	s := t.s
	l := s.Location()
	left := 0
	for m := s.masks.down; m != 0; m &= m - 1 { // the face-down cards, space by space
		i := bits.TrailingZeros16(m)
		t.buryChain(s.Cells[i].Card, i+1)
		s.clearCard(i + 1)
		left++
	}
	for _, b := range s.Blessings {
		s.Spent = append(s.pile(&s.Spent, 24), b)
		t.note(EvBlessingEnded, b)
	}
	s.Blessings = s.Blessings[:0]
	if left == 0 {
		t.note(EvLocationCleared, l.Card)
		t.toXP(l.Card)
	} else {
		s.Spent = append(s.pile(&s.Spent, 24), l.Card)
	}
	if !t.quiet {
		t.emit(Event{Kind: EvLocationLeft, Card: l.Card, Value: left})
	}
	s.At++
	if s.At < len(s.Order) {
		t.enter()
		return
	}
	t.dragon()
}

// give hands the Bangle or the Bell to its companion, activating them.
func (t *turn) give(c CardID) {
	s := t.s
	t.unslot(c)
	comp := &s.Princess
	who := t.d.Princess
	if c == t.d.Bell {
		comp, who = &s.Sage, t.d.Sage
	}
	comp.Bond, comp.Gift = BondActive, c
	t.emit(Event{Kind: EvCompanionActive, Card: who, Value: int(c)})
}

// unslot takes a card out of whichever slot holds it.
func (t *turn) unslot(c CardID) {
	s := t.s
	if i := indexOf(s.Items, c); i >= 0 {
		s.Items = removeAt(s.Items, i)
	} else if i := indexOf(s.Equipment, c); i >= 0 {
		s.Equipment = removeAt(s.Equipment, i)
	}
}

// discard sends a card from the full slot to XP (seed §4, §6).
func (t *turn) discard(c CardID) {
	s := t.s
	t.unslot(c)
	t.note(EvDiscarded, c)
	t.toXP(c)
	s.Pending, s.Phase = NoCard, PhaseMap
}

// terror resolves the Terror's choice: take the loss and the XP, or bury it.
func (t *turn) terror(take bool) {
	s := t.s
	card := s.Pending
	for i := range s.Cells {
		if s.Cells[i].Card == card {
			s.clearCard(i + 1)
		}
	}
	s.Pending, s.Phase = NoCard, PhaseMap
	if take {
		t.toXP(card)
		t.lose(t.d.Cards[card].Stats.Lose, CauseCard, card)
		return
	}
	t.bury(card, 0)
	if s.effect() == EffectDrowningPull {
		s.Drown++
		t.emit(Event{Kind: EvDrowning, Value: s.Drown})
	}
}
