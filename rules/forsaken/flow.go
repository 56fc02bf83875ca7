package forsaken

// turn is one Apply in progress: the state, the data and the events so
// far.
type turn struct {
	s   *State
	d   *Data
	evs []Event
}

func (t *turn) emit(e Event) {
	e.Day = t.s.Day
	t.s.Log = append(t.s.Log, e)
	t.evs = append(t.evs, e)
}

// Phase steps below the windows.
const (
	stepActing = 0 // the turn player's Action Phase
	stepFast   = 1 // the Fast Action Phase is to open
	stepEnded  = 2 // the turn is over
)

// canAct says whether seat may play a card now: free (below) and without
// an Action taken this turn.
func (t *turn) canAct(seat int) bool { return t.free(seat) && !t.s.Seats[seat].Acted }

// free says whether seat may do anything at all with their cards: alive,
// not on Death's Doorstep and not Entangled. Foraging asks only this: it
// is not an Action (seed "Foraging").
func (t *turn) free(seat int) bool {
	st := &t.s.Seats[seat]
	return st.Alive && !st.Doorstep && !t.entangled(seat)
}

func (t *turn) entangled(seat int) bool {
	e := t.s.Seats[seat].Entangled
	return e != 0 && e >= t.s.Cycle
}

// next is the first living seat clockwise from seat, seat included.
func (t *turn) next(seat int) int {
	n := t.s.Players()
	for k := range n {
		if i := (seat + k) % n; t.s.Seats[i].Alive {
			return i
		}
	}
	return seat
}

// settle runs what needs nobody's choice until the game waits on
// someone or is over.
func (t *turn) settle() {
	s := t.s
	for s.Phase != PhaseOver {
		if len(s.Frames) > 0 {
			if t.asked() >= 0 {
				return
			}
			t.closeTop()
			continue
		}
		switch s.Phase {
		case PhaseNightOne, PhaseNight:
			if t.nightStep() {
				return
			}
		case PhaseFugue:
			if s.Step < s.Players() {
				return
			}
			t.beginCycle()
			t.startTurn(s.First)
		case PhaseDawn:
			if t.dawnSpeaker() >= 0 {
				return
			}
			t.endDawn()
		case PhaseAction:
			switch s.Step {
			case stepActing:
				return
			case stepFast:
				s.Step = stepEnded
				t.push(Frame{Kind: FrameRespond, Pending: Pending{From: FromNone, Seat: -1, Answers: -1}, Seat: -1, Start: (s.Turn + 1) % s.Players()})
			default:
				t.endTurn()
			}
		case PhaseForest:
			if s.Step == 0 {
				t.flipForest()
			} else {
				t.endForestTurn()
			}
		}
	}
}

func (t *turn) beginCycle() {
	t.s.Cycle++
	t.s.TurnsInCycle = 0
}

func (t *turn) resetActions() {
	for i := range t.s.Seats {
		t.s.Seats[i].Acted = false
	}
}

// startTurn gives the turn to the first living traveler from seat:
// Spirits' turns are skipped and do not count (seed "Actions").
func (t *turn) startTurn(seat int) {
	s := t.s
	s.Turn = t.next(seat)
	s.Phase, s.Step = PhaseAction, stepActing
	s.Played, s.Foraged, s.Said = false, false, 0
	t.resetActions()
	e := ev(EvTurn)
	e.Seat = s.Turn
	t.emit(e)
	t.draw(s.Turn)
}

func (t *turn) endTurn() {
	s := t.s
	s.TurnsInCycle++
	if s.TurnsInCycle >= 6 {
		s.Phase, s.Step = PhaseForest, 0
		t.resetActions()
		return
	}
	t.startTurn((s.Turn + 1) % s.Players())
}

// endForestTurn ends the Turn Cycle: Curses and Entanglements due wear
// off; Night falls if a Darkness card was not stopped.
func (t *turn) endForestTurn() {
	s := t.s
	kept := s.Curses[:0]
	for _, c := range s.Curses {
		if c.Until == s.Cycle {
			s.ForestDiscard = append(s.ForestDiscard, c.Card)
			e := ev(EvCurseEnds)
			e.Card = c.Card
			t.emit(e)
			continue
		}
		kept = append(kept, c)
	}
	s.Curses = kept
	for i := range s.Seats {
		if s.Seats[i].Entangled == s.Cycle {
			s.Seats[i].Entangled = 0
		}
	}
	next := (s.Turn + 1) % s.Players()
	if s.NightFalls {
		s.NightFalls = false
		t.beginNight(next)
		return
	}
	t.beginCycle()
	t.startTurn(next)
}

// draw gives seat the top Travelers card; an empty deck is the discard
// pile shuffled (RULES S25).
func (t *turn) draw(seat int) {
	if c, ok := t.s.drawCard(seat, t.s.Dice.Get("travelers")); ok {
		e := ev(EvDrew) // the card is the drawer's secret (Event.For)
		e.Seat, e.Card = seat, c
		t.emit(e)
	}
}

func (s *State) drawCard(seat int, st interface{ Shuffle(int, func(int, int)) }) (int, bool) {
	if len(s.Draw) == 0 {
		if len(s.Discard) == 0 {
			return 0, false
		}
		s.Draw, s.Discard = s.Discard, nil
		st.Shuffle(len(s.Draw), func(i, j int) { s.Draw[i], s.Draw[j] = s.Draw[j], s.Draw[i] })
	}
	c := s.Draw[len(s.Draw)-1]
	s.Draw = s.Draw[:len(s.Draw)-1]
	s.Seats[seat].Hand = append(s.Seats[seat].Hand, c)
	return c, true
}

// discardAt moves the card at index i of seat's hand to the discard pile.
func (t *turn) discardAt(seat, i int, why string) {
	st := &t.s.Seats[seat]
	c := st.Hand[i]
	st.Hand = append(st.Hand[:i], st.Hand[i+1:]...)
	t.s.Discard = append(t.s.Discard, c)
	e := ev(EvDiscarded)
	e.Target, e.Card, e.Text = seat, c, why
	t.emit(e)
}

// discardRandom makes seat discard n random cards because of why (a
// card's name).
func (t *turn) discardRandom(seat, n int, why string) {
	r := t.s.Dice.Get("forest-random")
	for range n {
		if len(t.s.Seats[seat].Hand) == 0 {
			return
		}
		t.discardAt(seat, r.IntN(len(t.s.Seats[seat].Hand)), why)
	}
}

// randomLiving is a random living traveler not on Death's Doorstep, or -1.
func (t *turn) randomLiving() int {
	var alive []int
	for i, st := range t.s.Seats {
		if st.Alive && !st.Doorstep {
			alive = append(alive, i)
		}
	}
	if len(alive) == 0 {
		return -1
	}
	return alive[t.s.Dice.Get("forest-random").IntN(len(alive))]
}

// wound puts seat on Death's Doorstep, unless the Blessed's guardian
// saves them the first time by Day (seed "The Blessed").
func (t *turn) wound(seat int, why string, byDay bool) {
	st := &t.s.Seats[seat]
	if !st.Alive || st.Doorstep {
		return
	}
	if st.Role == Blessed && !st.BlessedUsed && byDay {
		st.BlessedUsed, st.Revealed = true, true
		for i := range t.s.Seats {
			t.s.Seats[i].Know.Roles[seat] = Blessed
		}
		e := ev(EvBlessed)
		e.Target, e.Role, e.Text = seat, Blessed, why
		t.emit(e)
		return
	}
	st.Doorstep = true
	e := ev(EvDoorstep)
	e.Target, e.Text = seat, why
	t.emit(e)
	t.push(Frame{Kind: FrameDoorstep, Pending: Pending{Seat: -1, Answers: -1}, Seat: seat, Why: why, Start: (seat + 1) % t.s.Players()})
}

// die makes seat a Spirit, of the wound why put them on Death's
// Doorstep: the hand and any Artifacts are discarded (seed "Spirits");
// then the victories are checked.
func (t *turn) die(seat int, why string) {
	st := &t.s.Seats[seat]
	st.Alive, st.Doorstep, st.Entangled = false, false, 0
	t.s.Discard = append(t.s.Discard, st.Hand...)
	st.Hand, st.Finds = nil, nil
	e := ev(EvDied)
	e.Target, e.Text = seat, why
	t.emit(e)
	if seat == t.s.Voice {
		t.s.Voice = t.s.firstVoice()
	}
	t.checkRatio()
}

// checkRatio ends the game when every Forsaken is dead (Villagers) or the
// living Forsaken are at least as many as everyone else alive (seed "How
// to Win"; the Coward counts with everyone else).
func (t *turn) checkRatio() {
	killers, others := 0, 0
	for _, st := range t.s.Seats {
		switch {
		case !st.Alive:
		case st.Role.Killer():
			killers++
		default:
			others++
		}
	}
	switch {
	case killers == 0:
		t.win(Villagers, "every Forsaken is dead")
	case killers >= others:
		t.win(ForsakenTeam, "the Forsaken are as many as the rest")
	}
}

func (t *turn) win(team Team, how string) {
	s := t.s
	for _, f := range s.Frames {
		if f.Kind == FrameRespond {
			t.setAside(f.Pending) // cards still on the stack are discarded
		}
	}
	s.Phase, s.Winner, s.WinBy, s.Frames = PhaseOver, team, how, nil
	e := ev(EvWon)
	e.Text = team.String() + ": " + how
	t.emit(e)
}
