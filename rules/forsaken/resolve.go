package forsaken

// resolve carries out a card that left the stack: Forbidden, it is
// discarded with no effect; otherwise its effect happens, re-checked
// against the table as it is now (a target that died meanwhile makes it
// fizzle).
func (t *turn) resolve(p Pending) {
	s := t.s
	design := p.design(t.d)
	if p.Forbidden {
		t.setAside(p)
		e := ev(EvForbidden)
		e.Seat, e.Card = p.Seat, p.Card
		if p.From == FromArtifact {
			e.Card, e.Find = -1, p.Card
		}
		t.emit(e)
		return
	}
	living := func(seat int) bool { return seat >= 0 && s.Seats[seat].Alive && !s.Seats[seat].Doorstep }
	fizzle := func() {
		e := ev(EvFizzled)
		e.Seat, e.Card = p.Seat, p.Card
		t.emit(e)
	}
	// onLiving carries out an effect on a traveler who must still be
	// alive and off Death's Doorstep; on anyone else the card fizzles.
	onLiving := func(effect func()) {
		if living(p.Target) {
			effect()
		} else {
			fizzle()
		}
	}
	if p.Seat >= 0 && !s.Seats[p.Seat].Alive {
		fizzle() // its player died before it resolved (RULES S18)
		t.setAside(p)
		return
	}
	eff := design.Effect
	switch eff.Kind {
	case EffForge:
		t.forge(p.Seat, p.Square)
		if eff.N > 1 && s.Phase != PhaseOver {
			t.forge(p.Seat, p.Square2)
		}
	case EffForbidFast, EffForbidSlow, EffForbidForest:
		if p.Answers >= 0 && p.Answers < len(s.Frames) {
			s.Frames[p.Answers].Pending.Forbidden = true
		}
	case EffDestroyPath:
		if s.Paths[p.Square] && p.Square != t.d.Board.Start && t.d.Board.SlotAt(p.Square) < 0 {
			t.destroyPath(p.Square)
		} else {
			fizzle()
		}
	case EffDestroyCurse:
		if !t.endCurse(p.Curse) {
			fizzle()
		}
	case EffPeekRole:
		onLiving(func() { t.peekRole(p.Seat, p.Target, true) })
	case EffPeekSpirit:
		t.peekRole(p.Seat, p.Target, true)
	case EffPeekDest:
		t.peekDest(p.Seat, p.Slot, true)
	case EffDraw:
		for range eff.N {
			t.draw(p.Seat)
		}
	case EffGallows:
		onLiving(func() { t.gallows(p.Target, design.Name) })
	case EffWound:
		onLiving(func() { t.wound(p.Target, design.Name, true) })
	case EffRevive:
		if p.Target >= 0 && s.Seats[p.Target].Doorstep {
			s.Seats[p.Target].Doorstep = false
			e := ev(EvRevived)
			e.Seat, e.Target = p.Seat, p.Target
			t.emit(e)
		} else {
			fizzle()
		}
	case EffOath:
		onLiving(func() {
			t.peekRole(p.Seat, p.Target, true)
			t.peekRole(p.Target, p.Seat, false)
		})
	case EffProvisions:
		t.draw(p.Seat)
		if living(p.Target) {
			t.draw(p.Target)
		}
	case EffSteal:
		t.steal(p.Seat, p.Target)
	case EffDiscard:
		t.discardRandom(p.Target, eff.N, design.Name)
	default:
		if p.From == FromForest {
			if t.forestEffect(p.Card, eff) {
				return // a Curse stays in play
			}
		}
	}
	t.setAside(p)
}

// setAside puts a resolved card where it goes: Travelers cards on their
// discard pile, Forest cards on theirs, and a used Artifact out of the
// game (RULES S23).
func (t *turn) setAside(p Pending) {
	switch p.From {
	case FromTravelers:
		t.s.Discard = append(t.s.Discard, p.Card)
	case FromForest:
		t.s.ForestDiscard = append(t.s.ForestDiscard, p.Card)
	}
}

// forestEffect does a Forest card; it reports whether the card stays in
// play as a Curse.
func (t *turn) forestEffect(card int, eff Effect) bool {
	s := t.s
	switch eff.Kind {
	case EffNight:
		s.NightFalls = true
	case EffWoundRandom:
		if v := t.randomLiving(); v >= 0 {
			t.wound(v, t.d.Forest(card).Name, true)
		}
	case EffDiscardEach:
		for i, st := range s.Seats {
			if st.Alive {
				t.discardRandom(i, eff.N, t.d.Forest(card).Name)
			}
		}
	case EffDiscardRandom:
		if v := t.randomLiving(); v >= 0 {
			t.discardRandom(v, eff.N, t.d.Forest(card).Name)
		}
	case EffDestroyPaths:
		for range eff.N {
			if paths := t.destroyable(); len(paths) > 0 {
				t.destroyPath(paths[s.Dice.Get("forest-random").IntN(len(paths))])
			}
		}
	case EffFog:
		s.Curses = append(s.Curses, CurseInPlay{Card: card, Target: -1, Until: s.Cycle + 1})
		return true
	case EffSnare:
		v := t.randomLiving()
		s.Curses = append(s.Curses, CurseInPlay{Card: card, Target: v, Until: s.Cycle + 1})
		if v >= 0 {
			s.Seats[v].Entangled = s.Cycle + 1
			e := ev(EvEntangled)
			e.Target, e.Card, e.Text = v, card, t.d.Forest(card).Name
			t.emit(e)
		}
		return true
	case EffWithering:
		s.Curses = append(s.Curses, CurseInPlay{Card: card, Target: -1})
		return true
	}
	return false
}

// endCurse Destroys the Curse of Forest card id; a Snare's traveler is
// free again.
func (t *turn) endCurse(card int) bool {
	s := t.s
	for i, c := range s.Curses {
		if c.Card != card {
			continue
		}
		s.Curses = append(s.Curses[:i], s.Curses[i+1:]...)
		if t.d.Forest(card).Effect.Kind == EffSnare && c.Target >= 0 && s.Seats[c.Target].Entangled == c.Until {
			s.Seats[c.Target].Entangled = 0
		}
		s.ForestDiscard = append(s.ForestDiscard, card)
		e := ev(EvCurseEnds)
		e.Card = card
		t.emit(e)
		return true
	}
	return false
}

// forge puts a Path on sq if it still joins the network: a Destination
// turns face up (the Village or the Void ends the game), an Excavation
// Site gives up its Artifact.
func (t *turn) forge(seat, sq int) {
	s, b := t.s, &t.d.Board
	ok := sq >= 0 && !s.Paths[sq]
	if ok {
		ok = false
		for _, n := range b.Neighbours(sq) {
			ok = ok || s.Paths[n]
		}
	}
	if !ok {
		e := ev(EvFizzled)
		e.Seat, e.Square = seat, sq
		t.emit(e)
		return
	}
	s.Paths[sq] = true
	e := ev(EvForged)
	e.Seat, e.Square = seat, sq
	t.emit(e)
	if slot := b.SlotAt(sq); slot >= 0 && !s.Flipped[slot] {
		t.flip(slot)
		switch s.Slots[slot] {
		case Village:
			t.win(Villagers, "a traveler reached the Village")
		case Void:
			t.win(ForsakenTeam, "a traveler reached the Void")
		}
	}
	if site := b.SiteAt(sq); site >= 0 && !s.Dug[site] && s.Phase != PhaseOver {
		t.dig(seat, site)
	}
}

func (t *turn) flip(slot int) {
	s := t.s
	s.Flipped[slot] = true
	for i := range s.Seats {
		s.Seats[i].Know.Dests[slot] = s.Slots[slot]
	}
	e := ev(EvFlipped)
	e.Slot, e.Dest = slot, s.Slots[slot]
	t.emit(e)
}

func (t *turn) destroyPath(sq int) {
	t.s.Paths[sq] = false
	e := ev(EvPathDestroyed)
	e.Square = sq
	t.emit(e)
}

// dig turns over the Artifact at an Excavation Site: a Finder's Action
// stays with whoever Forged the Path there, a Group Action happens now.
func (t *turn) dig(seat, site int) {
	s := t.s
	s.Dug[site] = true
	if len(s.ArtifactDeck) == 0 {
		return
	}
	a := s.ArtifactDeck[len(s.ArtifactDeck)-1]
	s.ArtifactDeck = s.ArtifactDeck[:len(s.ArtifactDeck)-1]
	e := ev(EvArtifact)
	e.Seat, e.Find, e.Slot = seat, a, site
	t.emit(e)
	art := &t.d.Artifacts[a]
	if art.Sub == FinderAction {
		s.Seats[seat].Finds = append(s.Seats[seat].Finds, a)
		return
	}
	switch art.Effect.Kind {
	case EffDrawEach:
		for i, st := range s.Seats {
			if st.Alive {
				for range art.Effect.N {
					t.draw(i)
				}
			}
		}
	case EffRevealDeadEnd:
		var ends []int
		for slot, d := range s.Slots {
			if d == DeadEnd && !s.Flipped[slot] {
				ends = append(ends, slot)
			}
		}
		if len(ends) > 0 {
			t.flip(ends[s.Dice.Get("forest-random").IntN(len(ends))])
		}
	case EffSunstone:
		s.Sunstone = true
	}
}

// peekRole shows target's Role Card to seat: the card in front of them,
// which for the Shrouded and the Cursed is not their Role.
func (t *turn) peekRole(seat, target int, public bool) {
	s := t.s
	seen := s.Seats[target].Card
	s.Seats[seat].Know.Roles[target] = seen
	e := ev(EvPeekRole)
	e.Seat, e.Target, e.Role, e.To = seat, target, seen, seat
	t.emit(e)
	if public {
		p := ev(EvPeeked)
		p.Seat, p.Target = seat, target
		t.emit(p)
	}
}

func (t *turn) peekDest(seat, slot int, public bool) {
	s := t.s
	s.Seats[seat].Know.Dests[slot] = s.Slots[slot]
	e := ev(EvPeekDest)
	e.Seat, e.Slot, e.Dest, e.To = seat, slot, s.Slots[slot], seat
	t.emit(e)
	if public {
		p := ev(EvPeeked)
		p.Seat, p.Slot = seat, slot
		t.emit(p)
	}
}

// steal moves a random card from target's hand to seat's; only the two
// of them learn which (Event.For).
func (t *turn) steal(seat, target int) {
	s := t.s
	h := s.Seats[target].Hand
	if !s.Seats[target].Alive || len(h) == 0 {
		return
	}
	i := s.Dice.Get("forest-random").IntN(len(h))
	c := h[i]
	s.Seats[target].Hand = append(h[:i], h[i+1:]...)
	s.Seats[seat].Hand = append(s.Seats[seat].Hand, c)
	e := ev(EvStolen)
	e.Seat, e.Target, e.Card = seat, target, c
	t.emit(e)
}

// gallows sends target to the Gallows by the card why: the Accused speaks, then every
// living traveler not on Death's Doorstep votes, the Accused included.
func (t *turn) gallows(target int, why string) {
	s := t.s
	votes := make([]int, s.Players())
	for i, st := range s.Seats {
		votes[i] = voteNone
		if st.Alive && !st.Doorstep {
			votes[i] = voteDue
		}
	}
	e := ev(EvGallows)
	e.Target, e.Text = target, why
	t.emit(e)
	t.push(Frame{Kind: FrameGallows, Pending: Pending{Seat: -1, Answers: -1}, Seat: target, Start: target, Votes: votes})
	if t.entangled(target) {
		t.top().Rested = true // the Entangled cannot speak
	}
}

// thumbs counts the Gallows' votes: thumbs up (live) and thumbs down (die).
func thumbs(votes []int) (up, down int) {
	for _, v := range votes {
		switch v {
		case voteLive:
			up++
		case voteDie:
			down++
		}
	}
	return up, down
}

// count tallies the Gallows: more thumbs down than up and the Accused is
// Lynched, on Death's Doorstep; a tie lives (seed "The Gallows").
func (t *turn) count(f Frame) {
	up, down := thumbs(f.Votes)
	e := ev(EvVotes)
	e.Target, e.Votes = f.Seat, append([]int(nil), f.Votes...)
	e.Text = "lives"
	if down > up {
		e.Text = "lynched"
	}
	t.emit(e)
	if down > up {
		t.wound(f.Seat, gallowsCause, true)
	}
}
