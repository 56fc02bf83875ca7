package battle

import (
	"fmt"
	"slices"
)

// Apply carries out one action and returns what happened. An illegal action
// returns an error and leaves the state exactly as it was.
func Apply(s *State, a Action) ([]Event, error) {
	if err := s.check(a); err != nil {
		return nil, err
	}
	var ev []Event
	s.do(a, &ev)
	return ev, nil
}

// check reports why an action is illegal, or nil.
func (s *State) check(a Action) error {
	if s.Phase == PhaseOver {
		return fmt.Errorf("battle: the battle is over")
	}
	if a.Side != s.Turn {
		return fmt.Errorf("battle: %v acts, but it is %v's turn", a.Side, s.Turn)
	}
	switch {
	case a.Kind == ActMove && s.Phase == PhaseMove:
		if slices.Contains(s.Movers(), a.Unit) && slices.Contains(s.Destinations(a.Unit), a.Hex) {
			return nil
		}
	case a.Kind == ActQuick && s.Phase == PhaseQuick:
		if s.validQuick(a.Side, a.Mask) && a == (Action{Kind: ActQuick, Side: a.Side, Mask: a.Mask}) {
			return nil
		}
	default:
		if slices.Contains(Legal(s), a) {
			return nil
		}
	}
	return fmt.Errorf("battle: %v is not legal in phase %v", a, s.Phase)
}

// do carries out a checked action.
func (s *State) do(a Action, ev *[]Event) {
	switch a.Kind {
	case ActPlace:
		u := &s.Units[a.Unit]
		u.Hex, u.Placed = a.Hex, true
		s.Seq++
		u.Seq = s.Seq
		*ev = append(*ev, Event{Kind: EvPlaced, Side: a.Side, Unit: a.Unit, To: a.Hex})
		s.afterPlacement(ev)
	case ActZone:
		s.setZone(Zone{Set: true, Row: a.Option, Below: a.Target == 1}, ev)
	case ActFight:
		*ev = append(*ev, Event{Kind: EvDecision, Side: a.Side})
		s.decided(ev)
	case ActRetreat:
		*ev = append(*ev, Event{Kind: EvDecision, Side: a.Side, Amount: 1})
		s.Retreated[a.Side] = true
		s.Queue = append(s.Queue, a.Side)
		s.decided(ev)
	case ActSurrender:
		*ev = append(*ev, Event{Kind: EvDecision, Side: a.Side, Amount: 2})
		s.finish(a.Side.Other(), EndSurrender, ev)
	case ActLeave:
		s.leave(a.Unit, ev)
	case ActEndPhase:
		if s.Phase == PhaseRetreat {
			s.Queue = s.Queue[1:]
			s.nextRetreat(ev)
		} else {
			s.startMove(s.Step+1, ev)
		}
	case ActQuick:
		s.quickChosen(a.Mask, ev)
	case ActMove:
		s.move(a.Unit, a.Hex, ev)
	default:
		s.doCombat(a, ev)
	}
}

// doCombat carries out a decision of the combat phase and runs it on.
func (s *State) doCombat(a Action, ev *[]Event) {
	c := s.Combat
	switch a.Kind {
	case ActCluster:
		c.Clusters = append(c.Clusters, c.Pending[0][a.Option]...)
		c.Pending = c.Pending[1:]
	case ActShoot:
		c.Shooters = c.Shooters[1:]
		s.shoot(a.Unit, a.Target, ev)
	case ActSkip:
		if len(c.Prompts) > 0 {
			c.Prompts = c.Prompts[1:]
		} else {
			c.Shooters = c.Shooters[1:]
		}
	case ActPushFrom:
		s.pushFrom(a.Target)
	case ActPushBack:
		s.pushBack(a.Hex, ev)
	case ActStep:
		c.Prompts = c.Prompts[1:]
		s.lightStep(a.Unit, a.Hex, ev)
	}
	if s.Phase == PhaseCombat {
		s.advance(ev)
	}
}
