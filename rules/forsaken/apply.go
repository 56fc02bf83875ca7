package forsaken

import "fmt"

// Apply plays one action: it must be one LegalFor lists for its seat,
// else it is refused with an IllegalError and nothing changes. It returns
// what happened, up to the next decision anyone must take.
func Apply(s *State, d *Data, a Action) ([]Event, error) {
	if !legalNow(s, d, a) {
		why := "not one of the actions allowed now"
		if s.Phase == PhaseOver {
			why = "the game is over"
		} else if Asked(s, d) != a.Seat && len(s.Frames) == 0 {
			why = fmt.Sprintf("the game waits on traveler %d", Asked(s, d)+1)
		}
		return nil, &IllegalError{Action: a, Phase: s.Phase, Why: why}
	}
	t := &turn{s: s, d: d}
	t.do(a)
	t.settle()
	return t.evs, nil
}

func legalNow(s *State, d *Data, a Action) bool {
	for _, b := range LegalFor(s, d, a.Seat) {
		if a == b {
			return true
		}
	}
	return false
}

func (t *turn) do(a Action) {
	s := t.s
	me := &s.Seats[a.Seat]
	switch a.Kind {
	case ActPlaceVoid:
		s.Slots[a.Slot] = Void
		s.Step++
	case ActPlaceVillage:
		s.Slots[a.Slot] = Village
		t.placeDestinations()
		s.Step++
	case ActNavPeek:
		t.peekDest(a.Seat, a.Slot, false)
		s.Step++
	case ActOraclePeek:
		t.peekRole(a.Seat, a.Target, false)
		s.Step++
	case ActShelter:
		s.Shelter = a.Target
		s.Step++
	case ActSuggest:
		s.Suggested[a.Seat] = a.Target
		for i, st := range s.Seats {
			if st.Alive && st.Role.Killer() {
				e := ev(EvSuggested)
				e.Seat, e.Target, e.To = a.Seat, a.Target, i
				t.emit(e)
			}
		}
	case ActSacrifice:
		s.Sacrifice = a.Target
		s.Step++
	case ActEntangle:
		s.Tangle = a.Target
		s.Step++
	case ActFugue:
		t.forge(a.Seat, a.Square)
		s.Step++
	case ActPlay:
		t.play(a)
	case ActForage:
		w := t.d.wanderDesign()
		for range 2 {
			for i, c := range me.Hand {
				if t.d.Deck[c] == w {
					t.discardAt(a.Seat, i, "Forage")
					break
				}
			}
		}
		s.Foraged = true
		e := ev(EvForaged)
		e.Seat = a.Seat
		t.emit(e)
		t.draw(a.Seat)
	case ActSay:
		e := ev(EvSaid)
		e.Seat, e.Say = a.Seat, a.Say
		t.emit(e)
		switch f := t.top(); {
		case f != nil:
			f.Said++
		case s.Phase == PhaseDawn:
			s.Step++
		default:
			s.Said++
		}
	case ActEnd:
		s.Step = stepFast
	case ActPass:
		if f := t.top(); f != nil {
			f.Passed[a.Seat] = true
		} else {
			s.Step++ // dawn: nothing to say
		}
	case ActRest:
		t.top().Rested = true
	case ActVoteLive:
		t.top().Votes[a.Seat] = voteLive
	case ActVoteDie:
		t.top().Votes[a.Seat] = voteDie
	}
}

// play takes the card from the hand (or the Artifact from the table),
// spends the traveler's Action and puts the card on the stack, where the
// others may answer it before it resolves.
func (t *turn) play(a Action) {
	s := t.s
	me := &s.Seats[a.Seat]
	p := Pending{From: FromTravelers, Seat: a.Seat, Card: a.Card, Target: a.Target, Square: a.Square,
		Square2: a.Square2, Slot: a.Slot, Curse: a.Curse, Answers: -1}
	var e Effect
	if a.Find >= 0 {
		p.From, p.Card = FromArtifact, a.Find
		me.Finds = remove(me.Finds, a.Find)
		e = t.d.Artifacts[a.Find].Effect
	} else {
		me.Hand = remove(me.Hand, a.Card)
		e = t.d.Card(a.Card).Effect
	}
	if e.targets() == TargetPending {
		p.Answers = len(s.Frames) - 1
		if e.Kind == EffRevive {
			p.Target = s.Frames[p.Answers].Seat
		}
	}
	me.Acted = true
	if len(s.Frames) == 0 && s.Phase == PhaseAction && a.Seat == s.Turn {
		s.Played = true
	}
	pe := ev(EvPlayed)
	pe.Seat, pe.Card, pe.Find, pe.Target, pe.Square, pe.Slot = a.Seat, a.Card, a.Find, p.Target, a.Square, a.Slot
	t.emit(pe)
	t.push(Frame{Kind: FrameRespond, Pending: p, Seat: -1, Start: (a.Seat + 1) % s.Players()})
}

func remove(list []int, v int) []int {
	for i, x := range list {
		if x == v {
			return append(list[:i], list[i+1:]...)
		}
	}
	return list
}
