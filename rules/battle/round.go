package battle

import (
	"math/bits"

	"deepwood/rules/hex"
)

// afterPlacement moves deployment on: the defender's zone choice once it has
// placed everything, round 1's combat once the attacker has (5.03: placing
// counts as all of round 1's movement phases).
func (s *State) afterPlacement(ev *[]Event) {
	if s.nextUnplaced(s.Turn) >= 0 {
		return
	}
	if s.Turn == s.Defender() && s.Mode == Defend {
		s.Phase = PhaseZone
		return
	}
	if s.Turn == s.Defender() {
		s.Turn = s.Attacker
		return
	}
	s.Round = 1
	s.Proactive = s.Attacker
	*ev = append(*ev, Event{Kind: EvRound, Side: s.Proactive, Round: 1})
	s.startCombat(ev)
}

// endRound starts the next round: the other side becomes proactive, the
// per-round marks clear, and each side may retreat or surrender before the
// movement phases (5.05).
func (s *State) endRound(ev *[]Event) {
	s.Combat = nil
	if s.Round >= s.MaxRounds {
		s.finish(NoSide, EndRoundLimit, ev)
		return
	}
	s.Round++
	s.Proactive = s.Proactive.Other()
	for i := range s.Units {
		u := &s.Units[i]
		u.Quick, u.Moved, u.Frozen, u.Spaces = false, false, false, 0
	}
	*ev = append(*ev, Event{Kind: EvRound, Side: s.Proactive, Round: s.Round})
	s.Phase = PhaseDecide
	s.Decided = [2]bool{}
	s.Turn = s.Proactive
}

// decided records one side's choice before movement and moves on once both
// have chosen: retreats first, then the secret quick choice.
func (s *State) decided(ev *[]Event) {
	s.Decided[s.Turn] = true
	if !s.Decided[s.Turn.Other()] {
		s.Turn = s.Turn.Other()
		return
	}
	s.nextRetreat(ev)
}

// nextRetreat lets the next retreating side take units off, then starts the
// quick choice.
func (s *State) nextRetreat(ev *[]Event) {
	for len(s.Queue) > 0 {
		side := s.Queue[0]
		if len(s.Leavers(side)) > 0 {
			s.Phase, s.Turn = PhaseRetreat, side
			return
		}
		s.Queue = s.Queue[1:]
	}
	if s.Phase == PhaseOver {
		return
	}
	s.Phase = PhaseQuick
	s.Turn = s.Proactive
}

// Leavers lists the side's units that can leave the field now (5.05): those
// that reach a hex on their own map edge within their movement without
// entering a hex in contact with an enemy (RULES M26).
func (s *State) Leavers(side Side) []int {
	var out []int
	for _, id := range s.OnField(side) {
		if s.canLeave(id) {
			out = append(out, id)
		}
	}
	return out
}

func (s *State) canLeave(id int) bool {
	u := &s.Units[id]
	edge := s.Home[u.Side]
	if s.Field.OnEdge(u.Hex, edge) {
		return true
	}
	r := hex.Reachable(u.Hex, u.Troop.Stats().Move, func(from, to hex.Axial) (int, bool) {
		if !s.Field.CanCross(from, to) || s.enemyNear(to, u.Side) || s.enemyAt(to, u.Side) {
			return 0, false
		}
		return s.Field.EnterCost(u.Troop, to), true
	}, hex.Within(s.Field.Grid))
	for _, h := range r.Hexes() {
		if s.Field.OnEdge(h.Hex, edge) {
			return true
		}
	}
	return false
}

// enemyAt reports an enemy of side on h.
func (s *State) enemyAt(h hex.Axial, side Side) bool {
	id := s.UnitAt(h)
	return id >= 0 && s.Units[id].Side != side
}

// quickChosen records a side's secret choice; once both have chosen the
// movement phases begin.
func (s *State) quickChosen(mask uint32, ev *[]Event) {
	for i := range s.Units {
		if s.Units[i].Side == s.Turn {
			s.Units[i].Quick = mask&(1<<i) != 0
		}
	}
	*ev = append(*ev, Event{Kind: EvQuick, Side: s.Turn, Amount: bits.OnesCount32(mask)})
	if s.Turn == s.Proactive {
		s.Turn = s.Proactive.Other()
		return
	}
	s.startMove(1, ev)
}

// startMove begins movement phase step (5.04: 1 proactive quick, 2 other
// quick, 3 proactive rest, 4 other rest), skipping phases in which nobody
// can move, and the combat phase after the fourth.
func (s *State) startMove(step int, ev *[]Event) {
	for ; step <= 4; step++ {
		s.Phase, s.Step = PhaseMove, step
		s.Turn = s.Proactive
		if step%2 == 0 {
			s.Turn = s.Proactive.Other()
		}
		for i := range s.Units {
			s.Units[i].Moved = false
		}
		*ev = append(*ev, Event{Kind: EvPhase, Side: s.Turn, Amount: step})
		if len(s.Movers()) > 0 {
			return
		}
	}
	s.startCombat(ev)
}

// Movers lists the units that may still move in the current movement phase.
func (s *State) Movers() []int {
	var out []int
	if s.Phase != PhaseMove {
		return nil
	}
	quick := s.Step <= 2
	for _, id := range s.OnField(s.Turn) {
		if u := &s.Units[id]; u.Quick == quick && !u.Moved && !u.Frozen {
			out = append(out, id)
		}
	}
	return out
}
