package forsaken

// Night One's steps (seed "Night One Moderation").
const (
	n1Exchange  = iota // the Shrouded takes a Commonfolk card; the Forsaken wake
	n1Void             // the Forsaken place the Void...
	n1Village          // ...and the Village; Dead Ends fill the other slots
	n1Coward           // the Coward learns the Forsaken
	n1Navigator        // the Navigator Peeks at a Destination
	n1Cursed           // the Cursed takes a Forsaken card
	n1Wake
)

// Later Nights' steps (seed "Night Two Moderation").
const (
	nOracle = iota
	nPriest
	nSuggest
	nSacrifice
	nSilencer
	nNavigator
	nWake
)

const notSuggested = -2

func (t *turn) beginNightOne() {
	s := t.s
	s.Phase, s.Step, s.Night = PhaseNightOne, n1Exchange, 1
	e := ev(EvNightFalls)
	e.Text = "Night One"
	t.emit(e)
	t.settle()
}

func (t *turn) beginNight(next int) {
	s := t.s
	s.Phase, s.Step, s.Next = PhaseNight, nOracle, t.next(next)
	s.Night++
	s.Sacrifice, s.Shelter, s.Tangle = -1, -1, -1
	s.Suggested = make([]int, s.Players())
	for i := range s.Suggested {
		s.Suggested[i] = notSuggested
	}
	s.Voice = s.firstVoice()
	e := ev(EvNightFalls)
	t.emit(e)
}

// holder is the living traveler holding role, or -1: Spirits do not wake
// (seed "Spirits").
func (s *State) holder(role Role) int {
	for i, st := range s.Seats {
		if st.Alive && st.Role == role {
			return i
		}
	}
	return -1
}

// NightActor is who the Night waits on, or -1.
func (s *State) NightActor() int {
	switch s.Phase {
	case PhaseNightOne:
		switch s.Step {
		case n1Void, n1Village:
			return s.Voice
		case n1Navigator:
			return s.holder(Navigator)
		}
	case PhaseNight:
		switch s.Step {
		case nOracle:
			return s.holder(Oracle)
		case nPriest:
			return s.holder(Priest)
		case nSuggest:
			for i, st := range s.Seats {
				if st.Alive && st.Role.Killer() && i != s.Voice && s.Suggested[i] == notSuggested {
					return i
				}
			}
		case nSacrifice:
			return s.Voice
		case nSilencer:
			return s.holder(Silencer)
		case nNavigator:
			if s.faceDown() > 0 {
				return s.holder(Navigator)
			}
		}
	}
	return -1
}

func (s *State) faceDown() int {
	n := 0
	for _, f := range s.Flipped {
		if !f {
			n++
		}
	}
	return n
}

// nightStep does the Night's automatic steps; it reports whether the
// Night waits on someone.
func (t *turn) nightStep() bool {
	s := t.s
	if s.NightActor() >= 0 {
		return true
	}
	if s.Phase == PhaseNightOne {
		switch s.Step {
		case n1Exchange:
			t.exchange(Shrouded, Commonfolk)
			t.forsakenWake()
		case n1Coward:
			if c := s.holder(Coward); c >= 0 {
				for i, st := range s.Seats {
					if st.Role.Killer() {
						s.Seats[c].Know.Roles[i] = Forsaken
					}
				}
				e := ev(EvTeammates)
				e.Seat, e.To = c, c
				t.emit(e)
			}
		case n1Cursed:
			t.exchange(Cursed, Forsaken)
		case n1Wake:
			s.First = s.Dice.Get("first").IntN(s.Players())
			s.Next = s.First
			t.dawn()
			return false
		}
		s.Step++
		return false
	}
	if s.Step == nWake {
		t.dawn()
		return false
	}
	s.Step++
	return false
}

// exchange swaps the holder of role's card for shown (the Shrouded's
// Commonfolk card, the Cursed's Forsaken card).
func (t *turn) exchange(role, shown Role) {
	h := t.s.holder(role)
	if h < 0 {
		return
	}
	t.s.Seats[h].Card = shown
	e := ev(EvExchange)
	e.Seat, e.Role, e.To = h, shown, h
	t.emit(e)
}

// forsakenWake shows the Forsaken to each other.
func (t *turn) forsakenWake() {
	s := t.s
	for i, st := range s.Seats {
		if !st.Role.Killer() {
			continue
		}
		for j, o := range s.Seats {
			if o.Role.Killer() {
				s.Seats[i].Know.Roles[j] = o.Role
			}
		}
		e := ev(EvTeammates)
		e.Seat, e.To = i, i
		t.emit(e)
	}
}

// placeDestinations fills the slots left with Dead Ends once the Void and
// the Village are placed; the Forsaken memorise them all.
func (t *turn) placeDestinations() {
	s := t.s
	for i := range s.Slots {
		if s.Slots[i] == NoDest {
			s.Slots[i] = DeadEnd
		}
	}
	for i, st := range s.Seats {
		if st.Role.Killer() {
			s.Seats[i].Know.Dests = s.Slots
		}
	}
	e := ev(EvPlaced)
	t.emit(e)
}

// dawn ends a Night: the Night Action cards are found (seed "The Next
// Day"), a Day begins and everyone may speak once.
func (t *turn) dawn() {
	s := t.s
	s.Day++
	s.Phase, s.Step = PhaseDawn, 0
	t.resetActions()
	e := ev(EvDawn)
	t.emit(e)
	if s.Night == 1 {
		return
	}
	for i := range s.Seats {
		bits := 0
		if s.Sacrifice == i {
			bits |= 1
		}
		if s.Shelter == i {
			bits |= 2
		}
		if s.Tangle == i {
			bits |= 4
		}
		if bits != 0 {
			e := ev(EvNightCards)
			e.Target, e.Card = i, bits
			t.emit(e)
		}
	}
	if s.Tangle >= 0 && s.Seats[s.Tangle].Alive {
		s.Seats[s.Tangle].Entangled = s.Cycle + 1
		e := ev(EvEntangled)
		e.Target, e.Text = s.Tangle, "the Silencer's Night Action"
		t.emit(e)
	}
	if v := s.Sacrifice; v >= 0 && v != s.Shelter {
		t.wound(v, "Ritual Sacrifice", false)
	}
}

// dawnSpeaker is the next traveler to speak at dawn, or -1 when all have
// had their say; the Entangled keep silent (seed "The Silencer").
func (t *turn) dawnSpeaker() int {
	s := t.s
	n := s.Players()
	for ; s.Step < n; s.Step++ {
		seat := (s.Next + s.Step) % n
		if !t.entangledNext(seat) {
			return seat
		}
	}
	return -1
}

// entangledNext is Entangled now or for the Turn Cycle the dawn begins.
func (t *turn) entangledNext(seat int) bool {
	e := t.s.Seats[seat].Entangled
	return e != 0 && e >= t.s.Cycle
}

func (t *turn) endDawn() {
	s := t.s
	if s.Night == 1 {
		s.Phase, s.Step = PhaseFugue, 0
		return
	}
	t.beginCycle()
	t.startTurn(s.Next)
}

// flipForest is the Forest Turn: a Creeping Withering takes its card,
// then the top Forest card goes on the stack for the travelers to answer.
func (t *turn) flipForest() {
	s := t.s
	s.Step = 1
	for _, c := range s.Curses {
		if t.d.Forest(c.Card).Effect.Kind == EffWithering {
			if v := t.randomLiving(); v >= 0 {
				t.discardRandom(v, 1, t.d.Forest(c.Card).Name)
			}
		}
	}
	if len(s.Forest) == 0 {
		s.Forest, s.ForestDiscard = s.ForestDiscard, nil
		s.Dice.Get("forest").Shuffle(len(s.Forest), func(i, j int) { s.Forest[i], s.Forest[j] = s.Forest[j], s.Forest[i] })
	}
	if len(s.Forest) == 0 {
		return
	}
	c := s.Forest[len(s.Forest)-1]
	s.Forest = s.Forest[:len(s.Forest)-1]
	e := ev(EvForestTurn)
	e.Card = c
	t.emit(e)
	if t.d.Forest(c).Sub == Darkness && s.Sunstone {
		s.Sunstone = false
		s.ForestDiscard = append(s.ForestDiscard, c)
		f := ev(EvForbidden)
		f.Card, f.Text = c, "Sunstone"
		t.emit(f)
		return
	}
	t.push(Frame{Kind: FrameRespond, Pending: Pending{From: FromForest, Seat: -1, Card: c, Target: -1,
		Square: -1, Square2: -1, Slot: -1, Curse: -1, Answers: -1}, Seat: -1, Start: (s.Turn + 1) % s.Players()})
}
