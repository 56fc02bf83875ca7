package battle

// checkAnnihilation ends the battle once the fighting has begun and a side
// has no unit left on the field (5.05): lost in battle, or gone by retreat.
func (s *State) checkAnnihilation(ev *[]Event) {
	if s.Round < 1 || s.Phase == PhaseOver {
		return
	}
	empty := [2]bool{len(s.OnField(Red)) == 0, len(s.OnField(Blue)) == 0}
	switch {
	case empty[Red] && empty[Blue]:
		s.finish(NoSide, EndAnnihilation, ev)
	case empty[Red] || empty[Blue]:
		loser := Red
		if empty[Blue] {
			loser = Blue
		}
		how := EndAnnihilation
		if s.Retreated[loser] {
			how = EndRetreat
		}
		s.finish(loser.Other(), how, ev)
	}
}

// finish ends the battle and settles losses (5.05): units lost stay lost and
// losses of units that left are permanent; on a surrender both sides' other
// losses are halved, on a retreat the side that stayed has its losses
// halved (rounded down: the restored half rounds up, RULES M27).
func (s *State) finish(winner Side, how EndKind, ev *[]Event) {
	r := &Result{Winner: winner, How: how, Rounds: s.Round}
	for i := range s.Units {
		u := &s.Units[i]
		r.Troops[u.Side] += u.Size
		raw := u.Losses
		r.Raw[u.Side] += raw
		switch {
		case u.Lost || u.Left:
		case how == EndSurrender, how == EndRetreat && u.Side == winner && !s.Retreated[u.Side]:
			raw /= 2
		}
		r.Lost[u.Side] += raw
	}
	s.Result = r
	s.Phase = PhaseOver
	s.Combat = nil
	s.Queue = nil
	*ev = append(*ev, Event{Kind: EvOver, Side: winner, Result: r})
}
