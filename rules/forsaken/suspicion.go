package forsaken

import "slices"

// deeds is what a computer traveler reads of what the table DID, not
// only of what it said (issue 39): the Paths as they stand, what the
// table has named each slot, who pushed the network toward which slot,
// the cards on the stack (so a Forbid is read against what it stopped),
// who vouched for and accused whom, and how often the table pointed at
// this traveler. Everything is whole numbers in arrays indexed by seat or
// slot, read in order, so no map order or float decides.
type deeds struct {
	paths   []bool
	named   [NumSlots][NoDest]int // trust-weighted claims that slot holds dest
	pushed  [][NumSlots]int       // seat → Paths it Forged nearer slot
	stack   []deed                // the cards played and not yet resolved
	vouched [][]int               // seat → who vouched for it
	accused [][]int               // seat → who accused it
	voided  [NumSlots]bool        // the slots already read as the Void
	askedBy [NumSlots]int         // who asked me to Forge toward slot, -1 none
	peeked  [][]int               // seat → what the table saw it Peek at: a slot, or NumSlots + a seat
	Heat    int                   // how often the table pointed at me
}

// deed is a card played, as the table saw it.
type deed struct {
	seat, square, target int
	eff                  EffectKind
}

func (b *Beliefs) initDeeds(n int, board *Board) {
	b.paths = make([]bool, board.Squares())
	b.paths[board.Start] = true
	b.pushed = make([][NumSlots]int, n)
	b.vouched, b.accused, b.peeked = make([][]int, n), make([][]int, n), make([][]int, n)
	for i := range b.askedBy {
		b.askedBy[i] = -1
	}
}

// reachOf is how many squares the Paths are from slot.
func (b *Beliefs) reachOf(board *Board, slot int) int {
	best := 1 << 30
	for sq, has := range b.paths {
		if has {
			best = min(best, board.Distance(sq, board.Slots[slot]))
		}
	}
	return best
}

// believed is the slot this traveler most believes holds dest, and how
// strongly: 3 when it knows (a peek, a flip), else the weight of what
// trusted travelers said less what was said against it; -1 none.
func (b *Beliefs) believed(dest Dest) (int, int) {
	best, weight := -1, 0
	for slot := range NumSlots {
		switch k := b.Known[slot]; {
		case k == dest:
			return slot, 3
		case k != NoDest:
			continue
		}
		w := 2 * b.named[slot][dest]
		for _, n := range b.named[slot] {
			w -= n // what was said against it (and the claim itself once)
		}
		if w > weight {
			best, weight = slot, w
		}
	}
	if best < 0 && dest == Void {
		return b.steeredTo()
	}
	return best, min(weight, 2)
}

// steeredTo is the face-down slot nobody has spoken of that the others
// have pushed the Paths toward most, at least five times: with nothing
// said, where the table keeps steering is the likeliest Void (weight 1);
// -1 none.
func (b *Beliefs) steeredTo() (int, int) {
	best, most := -1, 4
	for slot := range NumSlots {
		if b.Known[slot] != NoDest || b.named[slot] != [NoDest]int{} {
			continue
		}
		n := 0
		for seat, p := range b.pushed {
			if seat != b.Me {
				n += p[slot]
			}
		}
		if n > most {
			best, most = slot, n
		}
	}
	if best < 0 {
		return -1, 0
	}
	return best, 1
}

// advances says whether a Path on sq brings the network nearer slot.
func (b *Beliefs) advances(board *Board, sq, slot int) bool {
	return board.Distance(sq, board.Slots[slot]) < b.reachOf(board, slot)
}

// readDeed reads one event for what it shows of the travelers' sides.
// depth as observe's: an easy traveler reads none of it.
func (b *Beliefs) readDeed(e Event, depth int, d *Data) {
	board := &d.Board
	switch e.Kind {
	case EvTurn:
		b.stack = b.stack[:0]
	case EvForged:
		b.settle(func(x deed) bool { return x.eff == EffForge && x.seat == e.Seat })
		if depth >= 1 && e.Seat >= 0 && e.Square >= 0 {
			b.forged(e.Seat, e.Square, board)
		}
		if e.Square >= 0 {
			b.paths[e.Square] = true
		}
	case EvPathDestroyed:
		b.settle(func(x deed) bool { return x.eff == EffDestroyPath && x.square == e.Square })
		b.paths[e.Square] = false
	case EvForbidden, EvFizzled:
		b.settle(func(x deed) bool { return x.seat == e.Seat })
	case EvPlayed:
		if e.Seat < 0 || e.Card < 0 && e.Find < 0 {
			return
		}
		eff := d.Artifacts[max(e.Find, 0)].Effect.Kind
		if e.Find < 0 {
			eff = d.Card(e.Card).Effect.Kind
		}
		x := deed{seat: e.Seat, square: e.Square, target: e.Target, eff: eff}
		if depth >= 1 && e.Seat != b.Me {
			b.judgePlay(x, board)
		}
		b.stack = append(b.stack, x)
	case EvPeeked:
		if e.Seat >= 0 && e.Target >= 0 {
			b.peeked[e.Seat] = append(b.peeked[e.Seat], NumSlots+e.Target)
		} else if e.Seat >= 0 && e.Slot >= 0 {
			b.peeked[e.Seat] = append(b.peeked[e.Seat], e.Slot)
		}
	case EvFlipped:
		if by := b.askedBy[e.Slot]; by >= 0 && e.Dest != Village {
			b.nudge(by, 150, "asked me to Forge toward a Dead End")
		}
	case EvSaid:
		if depth >= 1 && e.Seat != b.Me {
			b.heardDeed(e.Seat, e.Say)
		}
	}
}

// settle takes off the stack the latest card that matches, with every
// card played on top of it (those were answered first).
func (b *Beliefs) settle(match func(deed) bool) {
	for i := len(b.stack) - 1; i >= 0; i-- {
		if match(b.stack[i]) {
			b.stack = b.stack[:i]
			return
		}
	}
}

// forged reads a Path by seat on sq: nearer the slot the table names the
// Void is suspicious (more the nearer), nearer the named Village is not.
// Each Path is remembered, so a slot named the Void later still
// remembers who steered toward it.
func (b *Beliefs) forged(seat, sq int, board *Board) {
	void, vw := b.believed(Void)
	village, _ := b.believed(Village)
	for slot := range NumSlots {
		if b.advances(board, sq, slot) {
			b.pushed[seat][slot]++
		}
	}
	if seat == b.Me {
		if void >= 0 && b.advances(board, sq, void) {
			b.Heat++ // I steered toward the named Void where all could see
		}
		return
	}
	if void >= 0 && b.advances(board, sq, void) && (village < 0 || !b.advances(board, sq, village)) {
		left := board.Distance(sq, board.Slots[void])
		b.nudge(seat, vw*(60+30*max(0, 6-left)), "forged toward the named Void")
	}
	if village >= 0 && b.advances(board, sq, village) {
		b.nudge(seat, -60, "forged toward the named Village")
	}
}

// judgePlay reads a card as it is played: a Forbid against the Forge it
// answers, a Path Destroyed by where it lay.
func (b *Beliefs) judgePlay(x deed, board *Board) {
	void, vw := b.believed(Void)
	village, _ := b.believed(Village)
	toward := func(sq, slot int) bool { return sq >= 0 && slot >= 0 && b.advances(board, sq, slot) }
	near := func(sq, slot int) bool {
		return sq >= 0 && slot >= 0 && board.Distance(sq, board.Slots[slot]) <= b.reachOf(board, slot)+1
	}
	switch x.eff {
	case EffForbidFast, EffForbidSlow:
		if len(b.stack) == 0 {
			return
		}
		if top := b.stack[len(b.stack)-1]; top.eff == EffForge && top.seat != x.seat {
			switch {
			case toward(top.square, void):
				b.nudge(x.seat, -50*vw, "Forbade a Forge toward the named Void")
			case toward(top.square, village):
				b.nudge(x.seat, 150, "Forbade a Forge toward the named Village")
			}
		}
	case EffDestroyPath:
		switch {
		case near(x.square, void):
			b.nudge(x.seat, -50*vw, "Destroyed a Path toward the named Void")
		case near(x.square, village):
			b.nudge(x.seat, 150, "Destroyed a Path toward the named Village")
		}
	}
}

// heardDeed reads what a statement shows beyond its words: the slots the
// table names, a vouch or an accusation remembered against the day the
// truth comes out, an ask to Forge toward the named Void.
func (b *Beliefs) heardDeed(by int, st Statement) {
	switch st.Talk {
	case ClaimDest:
		if st.Slot < 0 || st.Dest == NoDest {
			return
		}
		b.named[st.Slot][st.Dest] += b.trust(by)
		if void, _ := b.believed(Void); void >= 0 && !b.voided[void] {
			b.voided[void] = true
			for seat, p := range b.pushed {
				if seat != b.Me && p[void] > 0 {
					b.nudge(seat, 40*min(p[void], 4), "had steered toward the slot now named the Void")
				}
			}
		}
	case Vouch:
		if st.About >= 0 {
			b.vouched[st.About] = append(b.vouched[st.About], by)
		}
	case Accuse, ClaimPeek:
		if st.About == b.Me && (st.Talk == Accuse || st.Role.Team() == ForsakenTeam) {
			b.Heat++
		}
		if st.About >= 0 && (st.Talk == Accuse || st.Role.Team() == ForsakenTeam) {
			b.accused[st.About] = append(b.accused[st.About], by)
		}
	case AskForge:
		if void, vw := b.believed(Void); st.Slot == void {
			b.nudge(by, 120*vw, "asked for a Forge toward the named Void")
		}
		if st.About == b.Me && st.Slot >= 0 && b.askedBy[st.Slot] < 0 {
			b.askedBy[st.Slot] = by
		}
	}
}

// learned reads what a sure role says of those who spoke of it: a
// Forsaken's vouchers and a Villager's accusers are suspect.
func (b *Beliefs) learned(seat int, forsaken bool) {
	if b.vouched == nil {
		return
	}
	if forsaken {
		for _, by := range b.vouched[seat] {
			b.nudge(by, 150, "vouched for a Forsaken")
		}
		return
	}
	for _, by := range b.accused[seat] {
		b.nudge(by, 120, "accused a Villager")
	}
}

// unbacked says whether a claim to have seen a Role Card or a
// Destination has nothing behind it: the table never saw the speaker Peek
// there, and the speaker has not claimed the role that Peeks at Night
// (the Oracle for a Role, the Navigator for a Destination). A hard
// traveler takes such a claim for a lie.
func (b *Beliefs) unbacked(by int, st Statement) bool {
	switch {
	case st.Talk == ClaimPeek && st.About >= 0:
		return b.Claims[by] != Oracle && !slices.Contains(b.peeked[by], NumSlots+st.About)
	case st.Talk == ClaimDest && st.Slot >= 0:
		return b.Claims[by] != Navigator && b.Known[st.Slot] == NoDest && !slices.Contains(b.peeked[by], st.Slot)
	}
	return false
}
