package forward

import "math/bits"

// cellMasks are the layout's bits kept beside the Cells, bit i for space
// i+1, so the map decisions (eligible, the legal list, the doom check) read
// three words instead of nine cells on every action. They are unexported,
// never serialised, and rebuilt by syncCells after a decode or any write to
// Cells outside the turn code; TestCellMasksAgree holds them to the Cells.
type cellMasks struct {
	down    uint16 // a card lies face-down
	visited uint16 // the player has flipped a card here
	occ     uint16 // a card lies here, face-up or down
	doom    uint16 // a card the doom check follows lies here (useDoom)
}

// syncCells rebuilds the masks and the location look-up from the exported
// fields, for states not made by the turn code step by step.
func (s *State) syncCells() {
	var m cellMasks
	for i := range s.Cells {
		c := &s.Cells[i]
		b := uint16(1) << i
		if s.data != nil && s.data.use[c.Card]&useDoom != 0 {
			m.doom |= b
		}
		if c.Card != NoCard {
			m.occ |= b
			if c.Down {
				m.down |= b
			}
		}
		if c.Visited {
			m.visited |= b
		}
	}
	s.masks = m
	s.loc = s.locationAt()
	s.doomKey = 0
}

// clearCard takes the card off space cell (1–9), leaving it face-up.
func (s *State) clearCard(cell int) {
	s.Cells[cell-1].Card = NoCard
	b := uint16(1) << (cell - 1)
	s.masks.occ &^= b
	s.masks.down &^= b
	s.masks.doom &^= b
}

// setCell puts c on space cell (1–9).
func (s *State) setCell(cell int, c Cell) {
	s.Cells[cell-1] = c
	b := uint16(1) << (cell - 1)
	s.masks.occ &^= b
	s.masks.down &^= b
	s.masks.visited &^= b
	s.masks.doom &^= b
	s.masks.doom |= bit(s.data.use[c.Card]&useDoom != 0) << (cell - 1)
	s.masks.occ |= bit(c.Card != NoCard) << (cell - 1)
	s.masks.down |= bit(c.Card != NoCard && c.Down) << (cell - 1)
	s.masks.visited |= bit(c.Visited) << (cell - 1)
}

// doomCached is DoomReason for checkDoom, computed again only when
// something it reads may have moved: the deal (Drawn, which also marks the
// location), the slots' sizes, the Princess's bond, the reserves and which
// spaces hold a card it follows (the key cards and the special cards that
// may hide one). A key card can leave its place only by changing one of
// these, so an unchanged key gives the same answer; TestCellMasksAgree
// checks it after every action of many runs.
func (s *State) doomCached() Cause {
	if s.Drawn <= s.keysLow {
		return CauseNone // the key cards are all still in the deck
	}
	if k := s.doomKeyNow(); k != s.doomKey {
		return s.doomAgain(k)
	}
	return s.doomWhy
}

// doomKeyNow is doomCached's key for the state as it stands, or 0 during
// the Dragon fight, which no kept key equals (they have bit 63 set), so
// there the answer is computed on every call.
func (s *State) doomKeyNow() uint64 {
	if s.Fight.Active && s.Fight.Foe.Dragon {
		return 0
	}
	// The location is not read: each location's deal draws from the
	// deck, so within a run Drawn tells the locations apart.
	return uint64(s.Drawn) | uint64(len(s.Items))<<12 | uint64(len(s.Equipment))<<16 |
		uint64(s.Princess.Bond)<<20 | uint64(s.masks.doom)<<24 | uint64(s.Reserve[0])<<33 |
		uint64(s.Reserve[1])<<41 | uint64(s.Reserve[2])<<49 | 1<<63
}

// doomAgain is DoomReason for the key k, kept with it unless k is 0.
func (s *State) doomAgain(k uint64) Cause {
	why := s.DoomReason()
	if k != 0 {
		s.doomKey, s.doomWhy = k, why
	}
	return why
}

// faceDown counts the cards still face-down on the layout.
func (s *State) faceDown() int { return bits.OnesCount16(s.masks.down) }
