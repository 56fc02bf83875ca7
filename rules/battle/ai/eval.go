package ai

import (
	"deepwood/rules/battle"
	"deepwood/rules/hex"
)

// milli is one troop in score units.
const milli = 1000

// judgement is what a level pays attention to when it scores a position.
type judgement struct {
	name     string
	stay     bool  // hold every unit where it is
	approach int64 // per hex between an idle unit and its nearest enemy
	terrain  bool  // terrain that suits the troop type
	exposure bool  // enemies that can reach a unit next, and own chances
	support  bool  // friends alongside, bowmen kept out of melee
	kill     int64 // what removing a whole unit is worth beyond its troops
	forecast bool  // judge a move after the enemy's forecast moves (judge)
	charge   bool  // close on the nearest enemy without weighing (easy)
}

// judgement is the AI's own judgement of the position for side.
func (a *AI) judgement(v *battle.State, side battle.Side) judgement {
	return judgementOf(a.level, a.traits, v, side)
}

// judgementOf is what a level with the given traits pays attention to on
// side's behalf; reply also uses it to move the enemy as that level would.
func judgementOf(level Level, t Traits, v *battle.State, side battle.Side) judgement {
	switch level {
	case Hard:
		j := judgement{approach: 150, terrain: true, exposure: t.Exposure, support: t.Support, kill: hardKillBonus, forecast: t.Forecast}
		if t.Approach > 0 {
			j.approach = int64(t.Approach)
		}
		if strengthSum(v, side)*4 < strengthSum(v, side.Other())*3 {
			j.approach = 40 // outmatched: let them come
		}
		return j
	case Normal:
		j := judgement{approach: 150, terrain: true, kill: killBonus, forecast: t.Forecast}
		if t.Forecast && pressing(v, side) {
			j.approach = 300
		}
		return j
	}
	return judgement{approach: 200, kill: killBonus, charge: level == Easy}
}

// strengthSum is a side's troops present times their table strength.
func strengthSum(v *battle.State, side battle.Side) int64 {
	var n int64
	for _, id := range v.OnField(side) {
		u := v.Unit(id)
		n += int64(u.Present() * u.Troop.Stats().Strength)
	}
	return n
}

// score rates the position for side: the expected exchange of the coming
// combat phase (exact odds, doubled losses for units with nowhere to
// go), the volleys each side's bowmen can fire, and the level's judgement.
func (a *AI) score(v *battle.State, side battle.Side, j judgement) int64 {
	a.spend()
	own, foe := v.OnField(side), v.OnField(side.Other())
	total := contactValue(v, side, j.kill)
	total += volleys(v, own, j.kill) - volleys(v, foe, j.kill)*7/10
	for _, id := range own {
		u := v.Unit(id)
		engaged := v.Engaged(id)
		if !engaged {
			if a.traits.Walk {
				total -= j.approach * int64(a.walk.nearest(v, u.Hex, foe))
			} else {
				total -= j.approach * int64(nearest(v, u.Hex, foe))
			}
		}
		if j.terrain {
			total += terrainFit(v, u)
		}
		if j.support {
			total += support(v, id, own, engaged)
		}
		if j.exposure && !engaged {
			total += exposure(v, id, foe, int64(v.LossUnit), j.kill)
		}
	}
	return total
}

// contactsOf lists the enemies in contact with a unit.
func contactsOf(v *battle.State, id int) []int {
	u := v.Unit(id)
	var out []int
	for _, e := range v.OnField(u.Side.Other()) {
		if v.Field.Adjacent(u.Hex, v.Unit(e).Hex) {
			out = append(out, e)
		}
	}
	return out
}

// contactValue is the expected exchange of the coming combat phase over
// every contact group, clustered as the rules require: the proactive side
// picks the clustering, so side takes its best one when proactive and its
// worst otherwise.
func contactValue(v *battle.State, side battle.Side, kill int64) int64 {
	var total int64
	for _, g := range v.ContactGroups() {
		opts := v.Clusterings(g)
		best := int64(0)
		for i, cs := range opts[:min(len(opts), 8)] {
			val := clusteringValue(v, side, cs, kill)
			if i == 0 || (v.Proactive == side) == (val > best) && val != best {
				best = val
			}
		}
		total += best
	}
	return total
}

// killBonus is what removing a whole unit is worth beyond its troops: a
// unit fights at full strength however few troops it has left, so units,
// not troops, win battles.
const killBonus = 5000

// hardKillBonus is hard's smaller kill bonus: it chases fewer finishing
// blows at long odds, which cost troops more often than they remove a
// unit. In mirror battles against normal (600 per seed over the six
// scenarios) it lost 241 instead of 270 on seed base and won 48% instead
// of 46%; 12000 instead did far worse.
const hardKillBonus = 2000

// lossValue is what x losses on unit u are worth: the troops, plus the
// kill bonus when they finish it.
func lossValue(u *battle.Unit, x int, kill int64) int64 {
	x = min(x, u.Present())
	if x >= u.Present() {
		return int64(x)*milli + kill
	}
	return int64(x) * milli
}

// meleeExpect is the expected value id deals to and takes from e in a
// 1-on-1 fight this combat phase, with the exact odds of the roll (the
// proactive side's unit rolls). Stuck units (no hex to move back to) lose
// double; stuck is only checked for units in contact (check), as it is
// moot for a fight still to come.
func meleeExpect(v *battle.State, id, e int, check bool, kill int64) (dealt, taken int64) {
	u, x := v.Unit(id), v.Unit(e)
	su, se := v.StrengthVs(id, e, true).Total, v.StrengthVs(e, id, true).Total
	lu, le := v.LossUnit, v.LossUnit
	if check && len(v.PushOptions(id, x.Hex)) == 0 {
		lu *= 2
	}
	if check && len(v.PushOptions(e, u.Hex)) == 0 {
		le *= 2
	}
	w := int64(battle.WinCount(su, se)) // u wins, u rolling
	if u.Side != v.Proactive {
		w = battle.Outcomes - int64(battle.WinCount(se, su))
	}
	return w * lossValue(x, le, kill) / battle.Outcomes, (battle.Outcomes - w) * lossValue(u, lu, kill) / battle.Outcomes
}

// volleys is the expected troops the side's free bowmen can take this
// combat phase, each at its best target.
func volleys(v *battle.State, ids []int, kill int64) int64 {
	var total int64
	for _, id := range ids {
		u := v.Unit(id)
		if u.Troop != battle.Bowmen || u.Spaces > 1 || v.Engaged(id) {
			continue
		}
		best := int64(0)
		for _, t := range v.Targets(id) {
			best = max(best, volleyValue(v, id, t, kill))
		}
		total += best
	}
	return total
}

// volleyValue is one volley's expected losses in milli-troops.
func volleyValue(v *battle.State, id, t int, kill int64) int64 {
	u, x := v.Unit(id), v.Unit(t)
	d := hex.Distance(u.Hex, x.Hex)
	w := int64(battle.WinCount(v.StrengthVs(id, t, false).Total, v.StrengthVs(t, id, false).Total))
	win, lose := battle.RangedLoss(u.Size, d, true), battle.RangedLoss(u.Size, d, false)
	return (w*lossValue(x, win, kill) + (battle.Outcomes-w)*lossValue(x, lose, kill)) / battle.Outcomes
}

// nearest is the distance from h to the closest of the units.
func nearest(v *battle.State, h hex.Axial, ids []int) int {
	best := 1 << 20
	for _, id := range ids {
		best = min(best, hex.Distance(h, v.Unit(id).Hex))
	}
	return best
}

// terrainFit rewards ground that suits the troop (notes 1, 3, 5, 6 and the
// high-ground bonus).
func terrainFit(v *battle.State, u *battle.Unit) int64 {
	t := v.Field.Terrain(u.Hex)
	var s int64
	switch {
	case u.Troop == battle.LightInfantry && t == battle.Closed:
		s += 300
	case (u.Troop == battle.HeavyInfantry || u.Troop == battle.Pikemen) && t == battle.Closed:
		s -= 200
	case u.Troop.Cavalry() && t == battle.Closed:
		s -= 300
	case u.Troop.Cavalry() || u.Troop == battle.Bowmen:
		s += 100
	}
	return s + 150*int64(v.Field.Height(u.Hex))
}

// support rewards friends alongside (fewer flanks) and keeps bowmen out of
// melee, where they cannot shoot.
func support(v *battle.State, id int, own []int, engaged bool) int64 {
	u := v.Unit(id)
	var s int64
	n := 0
	for _, f := range own {
		if f != id && hex.Distance(u.Hex, v.Unit(f).Hex) == 1 {
			n++
		}
	}
	s += 30 * int64(min(n, 2))
	if u.Troop == battle.Bowmen && engaged {
		s -= 600
	}
	return s
}

// exposure weighs what a free unit risks next: the worst fight an enemy
// that can reach it could start, the danger of being ganged up on (more
// enemies within reach than friends close enough to share the fight: a lone
// unit must win every roll), and a quarter of the best fight it could start
// itself.
func exposure(v *battle.State, id int, foe []int, lossUnit, kill int64) int64 {
	u := v.Unit(id)
	worst, best := int64(0), int64(0)
	threats := 0
	for _, e := range foe {
		x := v.Unit(e)
		d := hex.Distance(u.Hex, x.Hex)
		if d <= x.Troop.Stats().Move+1 && !x.Frozen {
			threats++
			dealt, taken := meleeExpect(v, id, e, false, kill)
			worst = min(worst, dealt-taken)
		}
		if d <= u.Troop.Stats().Move+1 {
			dealt, taken := meleeExpect(v, id, e, false, kill)
			best = max(best, dealt-taken)
		}
	}
	friends := 0
	for _, f := range v.OnField(u.Side) {
		if f != id && hex.Distance(u.Hex, v.Unit(f).Hex) <= 2 {
			friends++
		}
	}
	gang := int64(0)
	if over := threats - friends - 1; over > 0 {
		gang = int64(over) * lossUnit * milli / 2
	}
	return worst/2 + best/4 - gang
}
