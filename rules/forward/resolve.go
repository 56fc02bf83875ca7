package forward

import "math/bits"

// itemLimit and equipmentLimit are the slot limits (seed §2 step 8).
const (
	itemLimit      = 2
	equipmentLimit = 2
)

// mapTurn is one map turn: start-of-turn effects before the flip (Scorching
// Sun, draining snares, Lost in the Mists), then the flip (seed §3A step 4).
// The flip, the card's resolution and the start of a fight are written
// into it rather than called (it is their only caller), which saves the
// frames on every map turn.
func (t *turn) mapTurn(cell int) {
	s := t.s
	if !t.quiet { // the literal costs even when emit drops it
		t.emit(Event{Kind: EvTurnStarted})
	}
	if s.Phase == PhaseStart {
		s.Phase = PhaseMap
	}
	eff := s.effect()
	if eff == EffectScorchingSun && !t.lose(1, CauseSun, NoCard) {
		return
	}
	for _, c := range s.Snares {
		if t.d.use[c]&useDrain == 0 { // one byte, not the card's record
			continue
		}
		if n := t.d.Cards[c].Stats.Drain; n > 0 && !t.lose(n, CauseCard, c) {
			return
		}
	}
	if eff == EffectLostInMists {
		r := s.stream(streamLocation).D6()
		lost := r <= 2
		if lost {
			e := s.eligible()
			k := s.stream(streamLocation).IntN(bits.OnesCount16(e))
			for ; k > 0; k-- {
				e &= e - 1
			}
			cell = bits.TrailingZeros16(e) + 1
		}
		t.emit(Event{Kind: EvMists, Value: r, Flag: lost, Cell: int8(cell)})
	}
	// The flip: the card is revealed and carried out, unless the Drowning
	// Pull buries it.
	c := &s.Cells[cell-1]
	card := c.Card
	c.Down, c.Visited = false, true
	s.masks.down &^= 1 << (cell - 1)
	s.masks.visited |= 1 << (cell - 1)
	if !t.quiet { // the literal costs even when emit drops it
		t.emit(Event{Kind: EvFlipped, Cell: int8(cell), Card: card})
	}
	if !s.Reached && s.Location().Layout.far&(1<<(cell-1)) != 0 {
		s.Reached = true
		if !t.quiet {
			t.emit(Event{Kind: EvFarthestReached, Cell: int8(cell)})
		}
	}
	if s.Drown > 0 {
		s.Drown--
		s.clearCard(cell)
		t.buryChain(card, cell)
		return
	}
	// The card is carried out (seed §4).
	cr := &t.d.Cards[card]
	switch cr.Type {
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
		// The fight begins, written in place field by field (a Fight
		// built aside and copied cost a stall on every duel). The Mirror
		// Knight copies the player at this moment: HP, ATK, DEF and
		// ongoing modifiers, but no items (seed §4).
		f := &s.Fight
		*f = Fight{Active: true}
		foe := &f.Foe
		foe.Card, foe.Cell = card, int8(cell)
		if cr.Type == TypeKnight {
			p := s.Stats()
			foe.HP, foe.ATK, foe.DEF, foe.Mirror = s.HP, p.ATK, p.DEF, true
			foe.MissFirst, foe.DoubleFirst, foe.HitOnOne, foe.Block = p.MissFirst, p.DoubleFirst, p.HitOnOne, p.Block
		} else {
			foe.HP, foe.ATK, foe.DEF = cr.Stats.HP, cr.Stats.ATK, cr.Stats.DEF
		}
		foe.MaxHP = foe.HP
		s.Phase = PhaseFight
		if !t.quiet {
			t.emit(Event{Kind: EvFightStarted, Card: card, Cell: int8(cell), Damage: Damage{Base: foe.HP, ATK: foe.ATK, DEF: foe.DEF}})
		}
	case TypeSnare:
		s.clearCard(cell)
		s.Snares = append(s.pile(&s.Snares, 8), card)
		t.note(EvSnareActive, card)
	case TypePit:
		s.clearCard(cell)
		r := s.stream(streamPit).D6()
		ok := PitEscaped(r, cr.Stats.Target)
		target := cr.Stats.Target
		if target == 0 {
			target = 4
		}
		if !t.quiet {
			t.emit(Event{Kind: EvPitRolled, Card: card, Value: r, Target: int8(target), Flag: ok})
		}
		t.toXP(card)
		if !ok {
			t.lose(cr.Stats.Lose, CauseCard, card)
		}
	case TypeTerror:
		s.Pending, s.Phase = card, PhaseTerror
		if !t.quiet {
			t.emit(Event{Kind: EvTerrorRevealed, Card: card, Value: cr.Stats.Lose})
		}
	case TypeBlessing:
		s.clearCard(cell)
		s.Blessings = append(s.pile(&s.Blessings, 8), card)
		t.note(EvBlessingActive, card)
		t.applyCard(card)
	case TypePrincess, TypeSage:
		comp := &s.Princess
		if cr.Type == TypeSage {
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
