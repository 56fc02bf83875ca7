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

// apply updates the view as an event begins.
func (v *clashView) apply(st *forest.State, e forest.Event) {
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
			*v = clashView{set: true, attacker: forest.Forest, target: st.Clash.Target}
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

// fromState rebuilds the view from the rules' Clash (a resumed game, whose
// events were not shown).
func (v *clashView) fromState(st *forest.State) {
	c := &st.Clash
	*v = clashView{set: true, attacker: c.Attacker, target: c.Target, harm: c.Harm, harmRoll: c.HarmRoll, nature: c.Nature,
		fDice: c.ForestDice, eDice: c.EnemyDice, fBonus: c.Bonus, doubles: c.Doubles, rerolled: c.TypeRerolled}
	v.fRolled, v.eRolled = c.Rolled(forest.Forest), c.Rolled(forest.Enemy)
	v.fPot = st.ForestPotency(c.Nature)
	v.ePot = forest.Potency(st.Enemy[c.Harm])
	v.eBonus = st.EnemyPotency(c.Harm) - v.ePot
	if v.fRolled {
		v.fTotal = st.ForestScore()
	}
	if v.eRolled {
		v.eTotal = st.EnemyScore()
	}
}

// fromStateIfStale rebuilds the view when no event has set it.
func (v *clashView) fromStateIfStale(st *forest.State) {
	if !v.set {
		v.fromState(st)
	}
}
