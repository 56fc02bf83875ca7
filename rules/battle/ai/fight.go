package ai

import (
	"deepwood/rules/battle"
)

// combat makes the combat phase's decisions: the clustering, bowmen's
// targets, whom a lone loser moves back from, where a loser moves back to
// and light infantry's step.
func (a *AI) combat(v *battle.State, legal []battle.Action) []Candidate {
	side := v.Turn
	kill := a.judgement(v, side).kill
	out := make([]Candidate, 0, len(legal))
	for i, act := range legal {
		var sc int64
		note := ""
		switch act.Kind {
		case battle.ActCluster:
			if a.level == Easy {
				sc = -int64(i)
			} else {
				sc = clusteringValue(v, side, v.Combat.Pending[0][act.Option], kill)
			}
			note = "expected exchange"
		case battle.ActShoot:
			if a.level == Easy {
				sc = int64(a.rng.IntN(100)) + 1
			} else {
				sc = volleyValue(v, act.Unit, act.Target, kill)
				if t := v.Unit(act.Target); int64(t.Present())*milli <= sc*2 {
					sc += 500 // likely to finish the unit off
				}
			}
			note = "expected losses"
		case battle.ActPushFrom:
			if len(v.PushOptions(act.Unit, v.Unit(act.Target).Hex)) == 0 {
				sc = int64(v.LossUnit) * milli
				note = "it cannot move back: double losses"
			}
		case battle.ActPushBack, battle.ActStep, battle.ActSkip:
			sc = a.afterMove(v, side, act)
		}
		out = append(out, Candidate{Action: act, Score: sc, Note: note})
	}
	return out
}

// afterMove scores where a unit ends up after moving back or stepping.
func (a *AI) afterMove(v *battle.State, side battle.Side, act battle.Action) int64 {
	if act.Kind == battle.ActSkip {
		if act.Unit >= 0 && v.Combat != nil && len(v.Combat.Prompts) == 0 {
			return 0 // a volley held back scores nothing
		}
		return a.score(v, side, a.judgement(v, side))
	}
	w := v.Clone()
	w.Unit(act.Unit).Hex = act.Hex
	if a.level == Easy {
		return -int64(len(contactsOf(w, act.Unit)))
	}
	return a.score(w, side, a.judgement(w, side))
}

// clusteringValue is the proactive side's expected exchange over a
// clustering, with the exact odds of each roll; 1-on-many clusters use the
// chance that the lone unit wins every roll, in parts per million.
func clusteringValue(v *battle.State, side battle.Side, cs []battle.Cluster, kill int64) int64 {
	var total int64
	for _, c := range cs {
		if len(c.Leaves) == 1 {
			dealt, taken := meleeExpect(v, c.Center, c.Leaves[0], true, kill)
			if v.Unit(c.Center).Side != side {
				dealt, taken = taken, dealt
			}
			total += dealt - taken
			continue
		}
		all := int64(1_000_000)
		lone := v.Unit(c.Center)
		var leavesLoss int64
		half := (v.LossUnit + 1) / 2
		loneLoss := lossValue(lone, v.LossUnit, kill)
		for _, l := range c.Leaves {
			// The many choose whom the lone loser moves back from: any leaf
			// it cannot move back from costs it double.
			if len(v.PushOptions(c.Center, v.Unit(l).Hex)) == 0 {
				loneLoss = lossValue(lone, 2*v.LossUnit, kill)
			}
		}
		for _, l := range c.Leaves {
			su, sl := v.StrengthVs(c.Center, l, true).Total, v.StrengthVs(l, c.Center, true).Total
			w := int64(battle.WinCount(su, sl))
			if lone.Side != v.Proactive {
				w = battle.Outcomes - int64(battle.WinCount(sl, su))
			}
			all = all * w / battle.Outcomes
			lh := half
			if len(v.PushOptions(l, lone.Hex)) == 0 {
				lh *= 2
			}
			leavesLoss += lossValue(v.Unit(l), lh, kill)
		}
		gain := all*leavesLoss/1_000_000 - (1_000_000-all)*loneLoss/1_000_000
		if lone.Side != side {
			gain = -gain
		}
		total += gain
	}
	return total
}
