package forestui

import "deepwood/rules/forest"

// clashView is the Encroachment as the animations have shown it so far:
// who encroaches where, both rolls itemised, and the outcome once
// compared. It outlives the rules' Clash (which resets when the scores
// are compared) so the result stays on screen while the map changes.
type clashView struct {
	set      bool
	attacker forest.Side
	target   int
	harm     forest.Harm
	harmRoll int
	nature   forest.Nature
	fDice    []int
	eDice    []int
	fPot     int
	fBonus   int
	ePot     int
	eBonus   int
	fTotal   int
	eTotal   int
	fRolled  bool
	eRolled  bool
	doubles  bool
	resolved bool
	winner   forest.Side
	tie      bool
	event    string
	ability  string
	rerolled bool
	// grow is set once the Grow phase's purchases begin to show.
	grow bool
}

// apply updates the view as an event begins; seen is the player's view
// of the game now (the rules have applied the action whose events play).
func (v *clashView) apply(seen *forest.SeatView, e forest.Event) {
	switch e.Kind {
	case forest.EvYearBegan:
		*v = clashView{}
	case forest.EvGrew:
		v.grow = true
	case forest.EvGP:
		v.grow = v.grow || e.Cause == "burst-forth"
	case forest.EvTarget:
		*v = clashView{set: true, attacker: forest.Enemy, target: e.Hex}
	case forest.EvEnemyType:
		v.harm, v.harmRoll = e.Harm, e.Roll
		v.rerolled = v.rerolled || e.Cause == "reroll"
	case forest.EvRolled:
		if e.Side == forest.Forest && e.Cause == "encroach" {
			*v = clashView{set: true, attacker: forest.Forest, target: seen.Clash.Target}
		}
		if e.Side == forest.Forest {
			v.nature, v.fDice, v.fPot, v.fBonus, v.fTotal, v.fRolled = e.Nature, e.Dice, e.Potency, e.Bonus, e.Total, true
		} else {
			v.harm, v.eDice, v.ePot, v.eBonus, v.eTotal, v.eRolled = e.Harm, e.Dice, e.Potency, e.Bonus, e.Total, true
		}
		v.doubles = v.doubles || e.Doubles
	case forest.EvDiceChanged:
		if e.Side == forest.Forest {
			v.fDice, v.fTotal = e.Dice, e.Total
		} else {
			v.eDice, v.eTotal = e.Dice, e.Total
		}
		v.doubles = v.doubles || e.Doubles
	case forest.EvAbilityUsed:
		v.ability = e.Text
		if e.Bonus > 0 {
			v.fBonus, v.fTotal = e.Bonus, e.Total
		}
	case forest.EvCommitted:
		v.ability = e.Text + " (committed)"
	case forest.EvResolved:
		v.resolved, v.winner, v.tie, v.fTotal, v.eTotal = true, e.Side, e.Value == 1, e.ForestScore, e.EnemyScore
		v.doubles = v.doubles || e.Doubles
	case forest.EvDoublesEvent:
		v.event = e.Text
	}
}

// fromView rebuilds the view from the Clash the player sees (a resumed
// game, whose events were not shown), with the tables d.
func (v *clashView) fromView(seen *forest.SeatView, d *forest.Data) {
	c := &seen.Clash
	*v = clashView{set: true, attacker: c.Attacker, target: c.Target, harm: c.Harm, harmRoll: c.HarmRoll, nature: c.Nature,
		fDice: c.ForestDice, eDice: c.EnemyDice, fBonus: c.Bonus, doubles: c.Doubles, rerolled: c.TypeRerolled}
	v.fRolled, v.eRolled = c.Rolled(forest.Forest), c.Rolled(forest.Enemy)
	v.fPot = seen.ForestPotency(c.Nature)
	v.ePot = forest.Potency(seen.Enemy[c.Harm])
	v.eBonus = seen.EnemyPotency(d, c.Harm) - v.ePot
	fTotal, eTotal := seen.Scores(d)
	if v.fRolled {
		v.fTotal = fTotal
	}
	if v.eRolled {
		v.eTotal = eTotal
	}
}

// fromViewIfStale rebuilds the view when no event has set it.
func (v *clashView) fromViewIfStale(seen *forest.SeatView, d *forest.Data) {
	if !v.set {
		v.fromView(seen, d)
	}
}
