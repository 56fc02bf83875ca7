package forward

import "math/bits"

// DragonBase is the Dragon's HP before the cards beneath it (seed §8); the
// data file's "hp" on the Dragon card carries it.

// dragon begins the endgame after the ninth location: HP = base + every
// card beneath, the Princess's sacrifice drops the shield, the Sage's halves
// the HP rounded up (seed §8).
func (t *turn) dragon() {
	s, d := t.s, t.d
	s.Cells = emptyCells()
	s.masks, s.loc = cellMasks{}, nil
	st := &d.Cards[d.Dragon].Stats
	hp := st.HP + len(s.Buried)
	s.DragonHP = hp
	t.emit(Event{Kind: EvDragonHP, Card: d.Dragon, Damage: Damage{Base: st.HP, Extra: len(s.Buried)}, Value: hp})
	foe := Foe{Card: d.Dragon, HP: hp, ATK: st.ATK, DEF: st.DEF, Dragon: true, Shield: true}
	if s.Princess.Bond == BondActive {
		s.Princess.Bond = BondSacrificed
		foe.Shield = false
		t.note(EvShieldDown, d.Princess)
	}
	if s.Sage.Bond == BondActive {
		s.Sage.Bond = BondSacrificed
		from := foe.HP
		foe.HP = HalveUp(foe.HP)
		t.emit(Event{Kind: EvSageHalved, Card: d.Sage, From: from, Value: foe.HP})
	}
	foe.MaxHP = foe.HP
	s.Fight = Fight{Active: true, Foe: foe}
	s.keysLow = -1 // DoomReason asks other questions in the Dragon fight
	s.Phase = PhaseFight
	t.emit(Event{Kind: EvFightStarted, Card: d.Dragon, Damage: Damage{Base: foe.HP, ATK: foe.ATK, DEF: foe.DEF}})
}

// checkDoom warns, once, as soon as the run can no longer be won (DESIGN
// decision 6). It runs after nearly every action, so the cases with
// nothing to check are answered where it is called: a run doomed or over,
// and one whose three key cards are all still in the deck (keysLow).
func (t *turn) checkDoom() {
	if s := t.s; !s.Doomed && s.Phase < PhaseWon && s.Drawn > s.keysLow { // not Over
		t.doomCheck()
	}
}

// doomCheck is checkDoom for a run not yet doomed or over, kept out of
// line so that checkDoom inlines.
//
//go:noinline
func (t *turn) doomCheck() {
	s := t.s
	why := s.doomWhy // doomCached, written out to save a call
	if k := s.doomKeyNow(); k != s.doomKey {
		why = s.doomAgain(k)
	}
	if why != CauseNone {
		s.Doomed = true
		t.emit(Event{Kind: EvDoomed, Cause: why})
	}
}

// DoomReason says why the run can no longer be won, or CauseNone while it can:
// the Dragon can be hurt only through an activated Princess (the shield) and
// by the Ancient Sword equipped.
func (s *State) DoomReason() Cause {
	d := s.data
	if s.Fight.Active && s.Fight.Foe.Dragon {
		switch {
		case s.Fight.Foe.Shield:
			return CauseShield
		case indexOf(s.Equipment, d.Sword) < 0:
			return CauseNoSword
		}
		return CauseNone
	}
	// Most checks come while the three key cards are still in the deck,
	// which answers every question below at once.
	if s.inDeck(d.Sword) && s.inDeck(d.Bangle) && (s.inDeck(d.Princess) || s.Princess.Bond == BondJoined || s.Princess.Bond == BondActive) {
		return CauseNone
	}
	// A card still in the deck is obtainable: asked here first, without
	// a call, as that is most often the answer.
	if !s.inDeck(d.Sword) && !s.obtainable(d.Sword, 0) {
		return CauseSwordLost
	}
	if s.Princess.Bond == BondActive {
		return CauseNone
	}
	if s.Princess.Bond != BondJoined && !s.inDeck(d.Princess) && !s.obtainable(d.Princess, 0) {
		return CausePrincessLost
	}
	if !s.inDeck(d.Bangle) && !s.obtainable(d.Bangle, 0) {
		return CauseBangleLost
	}
	return CauseNone
}

// obtainable reports whether the player holds c or can still reach it: in
// the deck, on a reachable space here, or reserved under a special card that
// is itself obtainable.
func (s *State) obtainable(c CardID, depth int) bool {
	if s.inDeck(c) || s.owns(c) { // the deck first: one lookup, and most often true
		return true
	}
	if l := s.Location(); l != nil {
		// The cards the doom check follows are found through their mask.
		m := l.Layout.reach & s.masks.occ
		if s.data.use[c]&useDoom != 0 {
			m &= s.masks.doom
		}
		for ; m != 0; m &= m - 1 {
			if s.Cells[bits.TrailingZeros16(m)].Card == c {
				return true
			}
		}
	}
	if depth > 3 {
		return false
	}
	for r, res := range s.Reserve {
		if res == c {
			return s.obtainable(s.special(r), depth+1)
		}
	}
	return false
}

func (s *State) special(r int) CardID {
	switch r {
	case resPrincess:
		return s.data.Princess
	case resSage:
		return s.data.Sage
	}
	return s.data.Knight
}
