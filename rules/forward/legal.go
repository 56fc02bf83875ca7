package forward

import "math/bits"

// Eligible lists the layout spaces (1–9) the next map turn may flip: at the
// start, the face-down cards of the starting (bottom) row; after that, the
// face-down cards orthogonally next to any space already flipped (or lying
// on one, as a replacement does), and only if there are none, the diagonal
// ones (seed §3A step 4, DESIGN decisions 3–4).
func (s *State) Eligible() []int { return maskCells(s.eligible()) }

// eligible is Eligible as a mask, read from one entry of the layout's near
// table, so it is small enough to inline into the map decisions that ask
// it on every turn. TestEligibleTableAgrees holds it to the rule.
func (s *State) eligible() uint16 {
	l := s.loc
	if l == nil {
		return 0
	}
	down, visited := s.masks.down, s.masks.visited&511
	n := &l.Layout.near[visited]
	if e := (visited | n.orth) & down; e != 0 {
		return e
	}
	return n.diag & down
}

// bit is 1 for true and 0 for false; the compiler makes it a flag set, not
// a branch.
func bit(b bool) uint16 {
	if b {
		return 1
	}
	return 0
}

// CanLeave reports whether the player may stop exploring: once the farthest
// row is reached, or when nothing is left to flip; at the Shrine of Worship
// only when every card is resolved (seed §3A step 5, §9).
func (s *State) CanLeave() bool { return s.canLeave(s.eligible()) }

func (s *State) canLeave(elig uint16) bool {
	if s.Phase != PhaseMap {
		return false
	}
	stuck := elig == 0
	if !s.Reached && !stuck {
		return false
	}
	if s.effect() == EffectSacredDevotion && !stuck && s.faceDown() > 0 {
		return false
	}
	return true
}

// Legal lists every action the player may take now, in a fixed order.
func Legal(s *State) []Action { return AppendLegal(nil, s) }

// AppendLegal appends the legal actions to dst, so bots can reuse a buffer.
// It runs on every decision of a simulated run, so the items are checked
// here, in one loop over one byte per card, rather than in a helper.
func AppendLegal(dst []Action, s *State) []Action {
	need, off := useMap, cardUse(0)
	switch s.Phase {
	case PhaseStart, PhaseMap:
		kind := ActFlip
		if s.Phase == PhaseStart {
			kind = ActStart
		}
		elig := s.eligible()
		for e := elig; e != 0; e &= e - 1 {
			dst = append(dst, Action{Kind: kind, Cell: int8(bits.TrailingZeros16(e) + 1)})
		}
		if s.canLeave(elig) {
			dst = append(dst, Leave())
		}
	case PhaseFight:
		dst = append(dst, Roll())
		need, off = useFight, s.fightOff()
	case PhaseTerror:
		return append(dst, TakeTerror(), BuryTerror())
	case PhaseDiscard:
		for _, c := range s.slotOf(s.Pending) {
			dst = append(dst, Discard(c))
		}
		return dst
	default:
		return dst
	}
	// The items usable now: healing and cleansing on a map turn or before
	// a round's roll; true damage against anything but the Dragon; Moonleaf
	// Brandy only before a fight's first roll; Blacksap Thorn only against
	// a Humanoid (seed §6, glossary).
	use := &s.data.use
	for _, c := range s.Items {
		if u := use[c]; u&need != 0 && u&off == 0 {
			dst = append(dst, Use(c))
		}
	}
	// Absent companions are the common case: they skip the call.
	if s.Phase != PhaseFight && (s.Princess.Bond == BondJoined || s.Sage.Bond == BondJoined) {
		dst = s.appendGifts(dst)
	}
	return dst
}

// slotOf is the slot list a card is held in (items or equipment).
func (s *State) slotOf(c CardID) []CardID {
	if s.data.typ[c] == TypeEquipment {
		return s.Equipment
	}
	return s.Items
}

// itemUsable reports whether the carried item c may be used now, on a map
// turn or in a fight; AppendLegal makes the same test over every item.
func (s *State) itemUsable(c CardID, fight bool) bool {
	u := s.data.use[c]
	if !fight {
		return u&useMap != 0
	}
	return u&useFight != 0 && u&s.fightOff() == 0
}

// fightOff is the use bits the fight in progress rules out: true damage
// against the Dragon, a fight bonus once rolled or already drunk, slaying
// anything but a Humanoid (Hollow).
func (s *State) fightOff() cardUse {
	f := &s.Fight
	var off cardUse
	if f.Foe.Dragon {
		off |= useTrue
	}
	if f.Rolls > 0 || f.Bonus > 0 {
		off |= useBonus
	}
	if s.data.typ[f.Foe.Card] != TypeHollow {
		off |= useSlay
	}
	return off
}

// appendGifts adds giving the Gilded Bangle to a Princess at your side and
// the Ferryman's Bell to a Sage at your side (seed §4, §6).
func (s *State) appendGifts(dst []Action) []Action {
	d := s.data
	if s.Princess.Bond == BondJoined && s.owns(d.Bangle) {
		dst = append(dst, Give(d.Bangle))
	}
	if s.Sage.Bond == BondJoined && s.owns(d.Bell) {
		dst = append(dst, Give(d.Bell))
	}
	return dst
}

// owns reports whether a card is in the player's item or equipment slots.
func (s *State) owns(c CardID) bool { return indexOf(s.Items, c) >= 0 || indexOf(s.Equipment, c) >= 0 }

// IsLegal reports whether a is among the legal actions. The common cases
// are answered directly; the rest compare against AppendLegal.
func IsLegal(s *State, a Action) bool {
	switch a.Kind {
	case ActRoll:
		return s.Phase == PhaseFight && a == Roll()
	case ActStart, ActFlip:
		if a.Cell < 1 || a.Cell > 9 || a.Card != 0 || (a.Kind == ActStart) != (s.Phase == PhaseStart) || s.Phase != PhaseStart && s.Phase != PhaseMap {
			return false
		}
		return s.eligible()&(1<<(a.Cell-1)) != 0
	}
	var buf [32]Action
	for _, b := range AppendLegal(buf[:0], s) {
		if b == a {
			return true
		}
	}
	return false
}
