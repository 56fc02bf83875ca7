package forward

// itemLimit and equipmentLimit are the slot limits (seed §2 step 8).
const (
	itemLimit      = 2
	equipmentLimit = 2
)

// resolve carries out a revealed card (seed §4).
func (t *turn) resolve(cell int, card CardID) {
	s, d := t.s, t.d
	c := &d.Cards[card]
	switch c.Type {
	case TypeScene:
		s.clearCard(cell)
		t.note(EvSceneResolved, card)
		t.applyCard(card)
		t.toXP(card)
	case TypeItem:
		s.clearCard(cell)
		if s.effect() == EffectThieves && !s.Thief {
			s.Thief = true
			r := s.stream(streamLocation).D6()
			stolen := r <= 3
			t.emit(Event{Kind: EvItemStolen, Card: card, Value: r, Flag: stolen})
			if stolen {
				t.bury(card, cell)
				return
			}
		}
		s.Items = append(s.Items, card)
		t.note(EvItemTaken, card)
		t.checkLimit(card, len(s.Items), itemLimit)
	case TypeEquipment:
		s.clearCard(cell)
		s.Equipment = append(s.Equipment, card)
		t.note(EvEquipped, card)
		t.checkLimit(card, len(s.Equipment), equipmentLimit)
	case TypeHollow, TypeBeast, TypeKnight:
		t.startFight(cell, card)
	case TypeSnare:
		s.clearCard(cell)
		s.Snares = append(s.pile(&s.Snares, 8), card)
		t.note(EvSnareActive, card)
	case TypePit:
		s.clearCard(cell)
		r := s.stream(streamPit).D6()
		ok := PitEscaped(r, c.Stats.Target)
		target := c.Stats.Target
		if target == 0 {
			target = 4
		}
		if !t.quiet {
			t.emit(Event{Kind: EvPitRolled, Card: card, Value: r, Target: int8(target), Flag: ok})
		}
		t.toXP(card)
		if !ok {
			t.lose(c.Stats.Lose, CauseCard, card)
		}
	case TypeTerror:
		s.Pending, s.Phase = card, PhaseTerror
		if !t.quiet {
			t.emit(Event{Kind: EvTerrorRevealed, Card: card, Value: c.Stats.Lose})
		}
	case TypeBlessing:
		s.clearCard(cell)
		s.Blessings = append(s.pile(&s.Blessings, 8), card)
		t.note(EvBlessingActive, card)
		t.applyCard(card)
	case TypePrincess, TypeSage:
		comp := &s.Princess
		if c.Type == TypeSage {
			comp = &s.Sage
		}
		comp.Bond = BondJoined
		t.note(EvCompanionJoined, card)
		t.replace(cell, card)
	}
}

// replace flips the card reserved for a special card face-down into its
// now-empty space (seed §4, RULES F12).
func (t *turn) replace(cell int, special CardID) {
	s := t.s
	r := t.d.reserveSlot(special)
	next := s.Reserve[r]
	s.Reserve[r] = NoCard
	s.setCell(cell, Cell{Card: next, Down: next != NoCard, Visited: true})
	t.emit(Event{Kind: EvReplacement, Cell: int8(cell), Card: next})
}

// checkLimit asks for a discard when a slot is over its limit.
func (t *turn) checkLimit(card CardID, n, limit int) {
	if n > limit {
		t.s.Pending, t.s.Phase = card, PhaseDiscard
		if !t.quiet {
			t.emit(Event{Kind: EvSlotFull, Card: card, Value: limit})
		}
	}
}
