package battle

import "deepwood/rules/hex"

// roll makes the opposed roll of DESIGN decision 2 on the named stream:
// roller adds 2d8 and a d10 (0–9) to its strength and wins on a total of at
// least 14 plus the other's strength.
func (s *State) roll(stream string, a, b Strength) *Roll {
	st := s.Dice.Get(stream)
	d := [3]int{st.D8(), st.D8(), st.D10()}
	total := a.Total + d[0] + d[1] + d[2]
	need := TargetBase + b.Total
	return &Roll{Roller: a, Other: b, Dice: d, Total: total, Need: need, Wins: total >= need, Chance: RollOdds(a.Total, b.Total)}
}

// resolve fights one cluster (5.04). In each pair the proactive side's unit
// rolls. 1-on-1: the loser takes a loss and moves back from the winner.
// 1-on-many: if the lone unit wins every roll, each of the many takes half
// a loss (rounded up, RULES M23) and moves back; otherwise the lone unit
// takes a full loss and moves back from the unit the many choose. Units that
// cannot move back take double. Light infantry may then step (note 2).
func (s *State) resolve(c Cluster, ev *[]Event) {
	center := c.Center
	if !s.Units[center].OnField() {
		return
	}
	var leaves []int
	for _, id := range c.Leaves {
		if s.Units[id].OnField() {
			leaves = append(leaves, id)
		}
	}
	if len(leaves) == 0 {
		return
	}
	centerWins := true
	for _, leaf := range leaves {
		roller, other := leaf, center
		if s.Units[center].Side == s.Proactive {
			roller, other = center, leaf
		}
		r := s.roll("melee", s.StrengthVs(roller, other, true), s.StrengthVs(other, roller, true))
		*ev = append(*ev, Event{Kind: EvMelee, Side: s.Units[roller].Side, Unit: roller, Target: other, Roll: r})
		if (roller == center) != r.Wins {
			centerWins = false
		}
	}
	p := s.Combat
	lone := s.Units[center].Side
	switch {
	case len(leaves) == 1 && centerWins:
		p.Prompts = append(p.Prompts, s.pushPrompt(leaves[0], center, s.LossUnit))
	case len(leaves) == 1:
		p.Prompts = append(p.Prompts, s.pushPrompt(center, leaves[0], s.LossUnit))
	case centerWins:
		for _, leaf := range leaves {
			p.Prompts = append(p.Prompts, s.pushPrompt(leaf, center, ceilDiv(s.LossUnit, 2)))
		}
	default:
		p.Prompts = append(p.Prompts, Prompt{Kind: PromptPushFrom, Side: lone.Other(), Unit: center, Choices: leaves})
	}
	for _, id := range append([]int{center}, leaves...) {
		if s.Units[id].Troop == LightInfantry {
			p.Prompts = append(p.Prompts, Prompt{Kind: PromptStep, Side: s.Units[id].Side, Unit: id})
		}
	}
}

func (s *State) pushPrompt(loser, winner, losses int) Prompt {
	return Prompt{Kind: PromptPushBack, Side: s.Units[loser].Side, Unit: loser, From: s.Units[winner].Hex, Losses: losses}
}

// Targets lists the enemies bowmen id may shoot (5.04): within its range,
// with the bowmen, the target and every hex of the line between them open
// terrain (RULES M24).
func (s *State) Targets(id int) []int {
	u := &s.Units[id]
	rng := u.Troop.Stats().Range
	if rng == 0 || !u.OnField() {
		return nil
	}
	var out []int
	for i := range s.Units {
		e := &s.Units[i]
		if e.Side == u.Side || !e.OnField() {
			continue
		}
		if d := hex.Distance(u.Hex, e.Hex); d >= 2 && d <= rng && s.openLine(u.Hex, e.Hex) {
			out = append(out, i)
		}
	}
	return out
}

func (s *State) openLine(a, b hex.Axial) bool {
	for _, h := range hex.Line(a, b) {
		if s.Field.Terrain(h) != Open {
			return false
		}
	}
	return true
}

// shoot resolves one volley (5.04): the bowmen roll; the target loses the
// table's fraction of the bowmen unit's size, whatever it has lost so far
// (RULES M4, M24). Volleys push no one back.
func (s *State) shoot(id, target int, ev *[]Event) {
	u, t := &s.Units[id], &s.Units[target]
	d := hex.Distance(u.Hex, t.Hex)
	r := s.roll("ranged", s.StrengthVs(id, target, false), s.StrengthVs(target, id, false))
	r.Distance = d
	n := RangedLoss(u.Size, d, r.Wins)
	*ev = append(*ev, Event{Kind: EvShot, Side: u.Side, Unit: id, Target: target, Roll: r, Amount: n})
	if n > 0 {
		s.applyLosses(target, n, false, ev)
	}
}

// lightStep moves light infantry one space after its melee.
func (s *State) lightStep(id int, h hex.Axial, ev *[]Event) {
	u := &s.Units[id]
	from := u.Hex
	u.Hex = h
	s.Seq++
	u.Seq = s.Seq
	*ev = append(*ev, Event{Kind: EvStepped, Side: u.Side, Unit: id, From: from, To: h})
}
