package forsaken

// Asked is the traveler the game waits on, or -1 when it is over. In a
// Priority window others may still claim Priority first (LegalFor lists
// their answers); the simulator asks this one.
func Asked(s *State, d *Data) int {
	t := &turn{s: s, d: d}
	if len(s.Frames) > 0 {
		return t.asked()
	}
	switch s.Phase {
	case PhaseNightOne, PhaseNight:
		return s.NightActor()
	case PhaseFugue:
		return (s.First + s.Step) % s.Players()
	case PhaseDawn:
		return t.dawnSpeaker()
	case PhaseAction:
		return s.Turn
	}
	return -1
}

// Legal lists every action any traveler may take now.
func Legal(s *State, d *Data) []Action {
	var out []Action
	for seat := range s.Players() {
		out = append(out, LegalFor(s, d, seat)...)
	}
	return out
}

// LegalFor lists the actions seat may take now.
func LegalFor(s *State, d *Data, seat int) []Action {
	t := &turn{s: s, d: d}
	if s.Phase == PhaseOver || seat < 0 || seat >= s.Players() {
		return nil
	}
	if f := t.top(); f != nil {
		return t.frameLegal(f, seat)
	}
	if Asked(s, d) != seat {
		return nil
	}
	switch s.Phase {
	case PhaseNightOne, PhaseNight:
		return t.nightLegal(seat)
	case PhaseFugue:
		return t.squares(ActFugue, seat)
	case PhaseDawn:
		return append(t.talk(seat), Act(ActPass, seat))
	case PhaseAction:
		return t.actionLegal(seat)
	}
	return nil
}

func (t *turn) frameLegal(f *Frame, seat int) []Action {
	if f.Kind == FrameGallows {
		switch {
		case !f.Rested && seat == f.Seat:
			out := []Action{Act(ActRest, seat)}
			if f.Said < 2 && !t.entangled(seat) {
				out = append(out, t.talk(seat)...)
			}
			return out
		case f.Rested && f.Votes[seat] == voteDue:
			return []Action{Act(ActVoteLive, seat), Act(ActVoteDie, seat)}
		}
		return nil
	}
	out := t.answers(seat, false)
	if t.asked() == seat {
		out = append(out, Act(ActPass, seat))
	}
	return out
}

func (t *turn) nightLegal(seat int) []Action {
	s := t.s
	var out []Action
	withSlot := func(kind ActKind, ok func(int) bool) {
		for slot := range NumSlots {
			if ok(slot) {
				a := Act(kind, seat)
				a.Slot = slot
				out = append(out, a)
			}
		}
	}
	withTarget := func(kind ActKind, self bool) {
		for i, st := range s.Seats {
			if st.Alive && (self || i != seat) {
				a := Act(kind, seat)
				a.Target = i
				out = append(out, a)
			}
		}
	}
	if s.Phase == PhaseNightOne {
		switch s.Step {
		case n1Void:
			withSlot(ActPlaceVoid, func(int) bool { return true })
		case n1Village:
			withSlot(ActPlaceVillage, func(i int) bool { return s.Slots[i] == NoDest })
		case n1Navigator:
			withSlot(ActNavPeek, func(int) bool { return true })
		}
		return out
	}
	switch s.Step {
	case nOracle:
		withTarget(ActOraclePeek, false)
	case nPriest:
		withTarget(ActShelter, true)
	case nSuggest:
		withTarget(ActSuggest, false)
	case nSacrifice:
		withTarget(ActSacrifice, false)
	case nSilencer:
		withTarget(ActEntangle, false)
	case nNavigator:
		withSlot(ActNavPeek, func(i int) bool { return !s.Flipped[i] })
	}
	return out
}

// actionLegal is the turn player's Action Phase: one card, Foraging once
// (before or after the card), up to two statements, and ending the phase
// unless the Must-Wander rule forbids it (seed "Must-Wander Rule").
func (t *turn) actionLegal(seat int) []Action {
	s := t.s
	var out []Action
	if !s.Played && t.canAct(seat) {
		out = t.plays(seat, func(k EffectKind) bool {
			return k != EffForbidFast && k != EffForbidSlow && k != EffForbidForest && k != EffRevive
		}, false, false)
	}
	if !s.Foraged && t.free(seat) && t.wanders(seat) >= 2 {
		out = append(out, Act(ActForage, seat))
	}
	if s.Said < 2 && !t.entangled(seat) {
		out = append(out, t.talk(seat)...)
	}
	if !t.mustWander(seat) {
		out = append(out, Act(ActEnd, seat))
	}
	return out
}

// mustWander: the turn player has played nothing and holds a Wander they
// could play, so ending the phase is not allowed.
func (t *turn) mustWander(seat int) bool {
	if t.s.Played || !t.canAct(seat) || t.wanders(seat) == 0 || t.fog() {
		return false
	}
	return len(t.frontier()) > 0
}

func (t *turn) wanders(seat int) int {
	w, n := t.d.wanderDesign(), 0
	for _, c := range t.s.Seats[seat].Hand {
		if t.d.Deck[c] == w {
			n++
		}
	}
	return n
}

func (t *turn) fog() bool {
	for _, c := range t.s.Curses {
		if t.d.Forest(c.Card).Effect.Kind == EffFog {
			return true
		}
	}
	return false
}

func (t *turn) talk(seat int) []Action {
	var out []Action
	for _, st := range statements(seat, t.s.Players()) {
		a := Act(ActSay, seat)
		a.Say = st
		out = append(out, a)
	}
	return out
}

// frontier lists the unexplored Territories a Path may be Forged on:
// next to the Starting Square or to a Path (seed "Navigation").
func (t *turn) frontier() []int {
	b := &t.d.Board
	var out []int
	for sq, p := range t.s.Paths {
		if p {
			continue
		}
		for _, n := range b.Neighbours(sq) {
			if t.s.Paths[n] {
				out = append(out, sq)
				break
			}
		}
	}
	return out
}

func (t *turn) squares(kind ActKind, seat int) []Action {
	var out []Action
	for _, sq := range t.frontier() {
		a := Act(kind, seat)
		a.Square = sq
		out = append(out, a)
	}
	return out
}

// destroyable lists the Paths a card may Destroy: not the Starting Square
// and not a Destination's (RULES S24).
func (t *turn) destroyable() []int {
	var out []int
	for sq, p := range t.s.Paths {
		if p && sq != t.d.Board.Start && t.d.Board.SlotAt(sq) < 0 {
			out = append(out, sq)
		}
	}
	return out
}

// plays lists seat's cards (one per design: copies play alike; only Fast
// Actions when fastOnly) and Finder's Actions whose effect allowed
// accepts, with every target.
func (t *turn) plays(seat int, allowed func(EffectKind) bool, fastOnly, first bool) []Action {
	st := &t.s.Seats[seat]
	var out []Action
	seen := make(map[int]bool, len(st.Hand))
	for _, c := range st.Hand {
		design := t.d.Deck[c]
		if seen[design] {
			continue
		}
		seen[design] = true
		if fastOnly && t.d.Designs[design].Speed != Fast {
			continue
		}
		a := Act(ActPlay, seat)
		a.Card = c
		out = t.aim(out, a, t.d.Designs[design].Effect, allowed)
		if first && len(out) > 0 {
			return out
		}
	}
	for _, f := range st.Finds {
		a := Act(ActPlay, seat)
		a.Find = f
		out = t.aim(out, a, t.d.Artifacts[f].Effect, allowed)
		if first && len(out) > 0 {
			return out
		}
	}
	return out
}

// aim adds a with every target its effect may take now.
func (t *turn) aim(out []Action, a Action, e Effect, allowed func(EffectKind) bool) []Action {
	if !allowed(e.Kind) || e.Kind == EffForge && t.fog() {
		return out
	}
	s := t.s
	switch e.targets() {
	case TargetNone, TargetPending:
		return append(out, a)
	case TargetPlayer:
		for i, st := range s.Seats {
			if i != a.Seat && st.Alive && !st.Doorstep {
				a.Target = i
				out = append(out, a)
			}
		}
	case TargetSpirit:
		for i, st := range s.Seats {
			if !st.Alive {
				a.Target = i
				out = append(out, a)
			}
		}
	case TargetSquare:
		for _, sq := range t.frontier() {
			a.Square = sq
			if e.N < 2 {
				out = append(out, a)
				continue
			}
			// The second Path extends the first (RULES S31).
			for _, n := range t.d.Board.Neighbours(sq) {
				if !s.Paths[n] {
					a.Square2 = n
					out = append(out, a)
				}
			}
		}
	case TargetPath:
		for _, sq := range t.destroyable() {
			a.Square = sq
			out = append(out, a)
		}
	case TargetCurse:
		for _, c := range s.Curses {
			a.Curse = c.Card
			out = append(out, a)
		}
	case TargetSlot:
		for slot := range NumSlots {
			if !s.Flipped[slot] {
				a.Slot = slot
				out = append(out, a)
			}
		}
	}
	return out
}
