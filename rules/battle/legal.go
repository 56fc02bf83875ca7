package battle

import "math/bits"

// Legal lists every action the side whose turn it is may take now, in a
// fixed order. Movement is one unit's move to one hex per action, with an
// explicit end of the phase; deployment offers the side's next unit only.
func Legal(s *State) []Action {
	side := s.Turn
	var out []Action
	switch s.Phase {
	case PhaseDeploy:
		id := s.nextUnplaced(side)
		if id < 0 {
			return nil
		}
		for _, h := range s.PlaceOptions() {
			out = append(out, Place(side, id, h))
		}
	case PhaseZone:
		for _, z := range s.Zones() {
			below := 0
			if z.Below {
				below = 1
			}
			out = append(out, Action{Kind: ActZone, Side: side, Option: z.Row, Target: below})
		}
	case PhaseDecide:
		out = append(out, Simple(ActFight, side), Simple(ActRetreat, side), Simple(ActSurrender, side))
	case PhaseRetreat:
		for _, id := range s.Leavers(side) {
			out = append(out, Action{Kind: ActLeave, Side: side, Unit: id})
		}
		out = append(out, EndPhase(side))
	case PhaseQuick:
		for _, m := range s.quickMasks(side) {
			out = append(out, Action{Kind: ActQuick, Side: side, Mask: m})
		}
	case PhaseMove:
		for _, id := range s.Movers() {
			for _, h := range s.Destinations(id) {
				out = append(out, Move(side, id, h))
			}
		}
		out = append(out, EndPhase(side))
	case PhaseCombat:
		out = s.combatLegal()
	}
	return out
}

// combatLegal lists the choices of the combat phase's current decision.
func (s *State) combatLegal() []Action {
	c := s.Combat
	side := s.Turn
	var out []Action
	switch {
	case len(c.Prompts) > 0:
		p := c.Prompts[0]
		switch p.Kind {
		case PromptPushFrom:
			for _, id := range p.Choices {
				out = append(out, Action{Kind: ActPushFrom, Side: side, Unit: p.Unit, Target: id})
			}
		case PromptPushBack:
			for _, h := range s.PushOptions(p.Unit, p.From) {
				out = append(out, Action{Kind: ActPushBack, Side: side, Unit: p.Unit, Hex: h})
			}
		case PromptStep:
			for _, h := range s.StepOptions(p.Unit) {
				out = append(out, Action{Kind: ActStep, Side: side, Unit: p.Unit, Hex: h})
			}
			out = append(out, Simple(ActSkip, side))
		}
	case len(c.Pending) > 0:
		for i := range c.Pending[0] {
			out = append(out, Action{Kind: ActCluster, Side: side, Option: i})
		}
	case len(c.Shooters) > 0:
		id := c.Shooters[0]
		for _, t := range s.Targets(id) {
			out = append(out, Shoot(side, id, t))
		}
		out = append(out, Action{Kind: ActSkip, Side: side, Unit: id})
	}
	return out
}

// quickMasks lists every choice of exactly QuickCount of the side's units on
// the field, as bit masks of unit ids in increasing order.
func (s *State) quickMasks(side Side) []uint32 {
	ids := s.OnField(side)
	k := s.QuickCount(side)
	var out []uint32
	for m := uint32(0); m < 1<<len(ids); m++ {
		if bits.OnesCount32(m) != k {
			continue
		}
		var mask uint32
		for j, id := range ids {
			if m&(1<<j) != 0 {
				mask |= 1 << id
			}
		}
		out = append(out, mask)
	}
	return out
}

// validQuick checks a quick choice without listing them all.
func (s *State) validQuick(side Side, mask uint32) bool {
	var own uint32
	for _, id := range s.OnField(side) {
		own |= 1 << id
	}
	return mask&^own == 0 && bits.OnesCount32(mask) == s.QuickCount(side)
}
