package ai

import (
	"deepwood/rules/battle"
	"deepwood/rules/hex"
)

// milli is one troop in score units.
const milli = 1000

// judgement is what a level pays attention to when it scores a position.
type judgement struct {
	approach int64 // per hex between an idle unit and its nearest enemy
	terrain  bool  // terrain that suits the troop type
	exposure bool  // enemies that can reach a unit next, and own chances
	support  bool  // friends alongside, bowmen kept out of melee
}

func (a *AI) judgement(v *battle.State, side battle.Side) judgement {
	switch a.level {
	case Hard:
		j := judgement{approach: 120, terrain: true, exposure: true, support: true}
		if strengthSum(v, side)*4 < strengthSum(v, side.Other())*3 {
			j.approach = 40 // outmatched: let them come
		}
		return j
	case Normal:
		return judgement{approach: 150, terrain: true}
	}
	return judgement{approach: 200}
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
	var total int64
	for _, id := range own {
		total += pairExchange(v, id, contactsOf(v, id))
	}
	total += volleys(v, own) - volleys(v, foe)*7/10
	for _, id := range own {
		u := v.Unit(id)
		engaged := v.Engaged(id)
		if !engaged {
			total -= j.approach * int64(nearest(v, u.Hex, foe))
		}
		if j.terrain {
			total += terrainFit(v, u)
		}
		if j.support {
			total += support(v, id, own, engaged)
		}
		if j.exposure && !engaged {
			total += exposure(v, id, foe)
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

// pairExchange is the expected troops unit id deals minus takes against its
// contacts, each pair weighted by how many fights the busier of the two has.
func pairExchange(v *battle.State, id int, enemies []int) int64 {
	var total int64
	for _, e := range enemies {
		dealt, taken := meleeExpect(v, id, e, true)
		deg := max(len(enemies), len(contactsOf(v, e)))
		total += (dealt - taken) / int64(deg)
	}
	return total
}

// meleeExpect is the expected troops id deals to and takes from e in a
// 1-on-1 fight this combat phase, in milli-troops, with the exact odds.
// Stuck units (no hex to move back to) lose double; stuck is only checked
// for units in contact (check), as it is moot for a fight still to come.
func meleeExpect(v *battle.State, id, e int, check bool) (dealt, taken int64) {
	u, x := v.Unit(id), v.Unit(e)
	su, se := v.StrengthVs(id, e, true).Total, v.StrengthVs(e, id, true).Total
	uStuck := check && len(v.PushOptions(id, x.Hex)) == 0
	eStuck := check && len(v.PushOptions(e, u.Hex)) == 0
	var toU, toE battle.Exact
	if u.Side == v.Proactive {
		toU, toE = battle.MeleeExpect(su, se, v.LossUnit, uStuck, eStuck, u.Present(), x.Present())
	} else {
		toE, toU = battle.MeleeExpect(se, su, v.LossUnit, eStuck, uStuck, x.Present(), u.Present())
	}
	return int64(toE.Num) * milli / int64(toE.Den), int64(toU.Num) * milli / int64(toU.Den)
}

// volleys is the expected troops the side's free bowmen can take this
// combat phase, each at its best target.
func volleys(v *battle.State, ids []int) int64 {
	var total int64
	for _, id := range ids {
		u := v.Unit(id)
		if u.Troop != battle.Bowmen || u.Spaces > 1 || v.Engaged(id) {
			continue
		}
		best := int64(0)
		for _, t := range v.Targets(id) {
			best = max(best, volleyValue(v, id, t))
		}
		total += best
	}
	return total
}

// volleyValue is one volley's expected losses in milli-troops.
func volleyValue(v *battle.State, id, t int) int64 {
	u, x := v.Unit(id), v.Unit(t)
	e := battle.RangedExpect(v.StrengthVs(id, t, false).Total, v.StrengthVs(t, id, false).Total, u.Present(), hex.Distance(u.Hex, x.Hex), x.Present())
	return int64(e.Num) * milli / int64(e.Den)
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
	s += 80 * int64(min(n, 2))
	if u.Troop == battle.Bowmen && engaged {
		s -= 600
	}
	return s
}

// exposure weighs what a free unit risks next: the worst fight an enemy
// that can reach it could start, and half of the best fight it could start
// itself.
func exposure(v *battle.State, id int, foe []int) int64 {
	u := v.Unit(id)
	worst, best := int64(0), int64(0)
	for _, e := range foe {
		x := v.Unit(e)
		d := hex.Distance(u.Hex, x.Hex)
		if d <= x.Troop.Stats().Move+1 && !x.Frozen {
			dealt, taken := meleeExpect(v, id, e, false)
			worst = min(worst, dealt-taken)
		}
		if d <= u.Troop.Stats().Move+1 {
			dealt, taken := meleeExpect(v, id, e, false)
			best = max(best, dealt-taken)
		}
	}
	return worst/2 + best/4
}
