package ai

import (
	"math/bits"

	"deepwood/rules/battle"
	"deepwood/rules/hex"
)

// deploy places the next unit: a line of fighters facing the enemy with the
// bowmen a row behind, on ground that suits the troop and, with the Room
// trait, with room behind to move back into; ambushers close in to two
// hexes from the column.
func (a *AI) deploy(v *battle.State, legal []battle.Action) []Candidate {
	side := v.Turn
	u := v.Unit(legal[0].Unit)
	g := v.Field.Grid
	front, dir := a.frontRow(v, side)
	if u.Troop == battle.Bowmen {
		front -= dir
	}
	cc := (g.Width() - 1) / 2
	var placed []hex.Axial
	for _, id := range v.OnField(side) {
		placed = append(placed, v.Unit(id).Hex)
	}
	foe := v.OnField(side.Other())
	out := make([]Candidate, 0, len(legal))
	for _, act := range legal {
		o := act.Hex.Offset()
		var sc int64
		if v.Mode == battle.Ambush && side == v.Attacker {
			d := nearest(v, act.Hex, foe)
			want := 2
			if u.Troop == battle.Bowmen {
				want = 3
			}
			sc = -300*int64(abs(d-want)) - 20*int64(abs(o.Col-cc))
		} else {
			sc = -200*int64(abs(o.Row-front)) - 40*int64(abs(o.Col-cc))
			if len(placed) > 0 {
				sc -= 30 * int64(nearestHex(act.Hex, placed))
			}
		}
		if a.level >= Normal {
			was := u.Hex
			u.Hex = act.Hex
			fit := terrainFit(v, u)
			u.Hex = was
			if a.traits.Ground {
				// Hard reads the ground: high ground and walls are worth
				// more than keeping to the textbook line.
				fit = 3*fit + 400*int64(v.Field.Height(act.Hex)) + 150*int64(walls(v, act.Hex))
			}
			sc += fit
		}
		if a.traits.Room && !(v.Mode == battle.Ambush && side == v.Attacker) {
			sc -= roomCost * int64(2-room(v, act.Hex, dir))
		}
		out = append(out, Candidate{Action: act, Score: sc})
	}
	return out
}

// room counts the two hexes behind h (on the row towards the side's rear,
// dir as frontRow gives it) that a unit beaten from the front could move
// back into. With none, every lost roll there costs double (5.04).
func room(v *battle.State, h hex.Axial, dir int) int {
	n := 0
	r := h.Offset().Row
	for _, x := range h.Neighbors() {
		if x.Offset().Row == r-dir && v.Field.Grid.Contains(x) && v.Field.CanCross(h, x) {
			n++
		}
	}
	return n
}

// roomCost is what each blocked hex behind a deployment hex costs (room).
// It outweighs a row off the line (200), so a line with a wall or a river
// at its back steps off it, forward or in behind the wall.
const roomCost = 250

// frontRow is the row a side's fighters deploy on and the direction (+1
// down, -1 up) from its rear towards the enemy. An attacker's line stands
// back from its zone's edge (StandOff), so that a defender who charges must
// cross the ground between, its fast units ahead of its slow ones; but not
// so far that impassable ground (a river) comes into its line, its bowmen's
// row or the row behind them: at the ford, standing off one row put the
// bowmen on the fords and the attackers won 21 of 100 normal-normal battles
// instead of 40.
func (a *AI) frontRow(v *battle.State, side battle.Side) (row, dir int) {
	h := v.Field.Grid.Height()
	home := v.Home[side]
	if side == v.Attacker && v.Zone.Set {
		dir = 1
		if v.Zone.Below {
			dir = -1
		}
		row = v.Zone.Row - 2*dir
		for back := 3; back <= a.traits.StandOff; back++ {
			// The line's row, the bowmen's behind it and room behind them.
			next := v.Zone.Row - back*dir
			if !rowPassable(v, next) || !rowPassable(v, next-dir) || !rowPassable(v, next-2*dir) {
				break
			}
			row = next
		}
		return min(h-1, max(0, row)), dir
	}
	if home == battle.Top {
		return h / 3, 1
	}
	return h - 1 - h/3, -1
}

// rowPassable reports a row of the field with no impassable hex.
func rowPassable(v *battle.State, row int) bool {
	if row < 0 || row >= v.Field.Grid.Height() {
		return false
	}
	for col := range v.Field.Grid.Width() {
		if h := (hex.Offset{Col: col, Row: row}).Axial(); v.Field.Grid.Contains(h) && !v.Field.Passable(h) {
			return false
		}
	}
	return true
}

// walls counts the edges of h that no enemy can attack across: hard
// barriers and impassable neighbours.
func walls(v *battle.State, h hex.Axial) int {
	n := 0
	for _, x := range h.Neighbors() {
		if !v.Field.Passable(x) || (v.Field.Grid.Contains(x) && !v.Field.Adjacent(h, x)) {
			n++
		}
	}
	return n
}

func nearestHex(h hex.Axial, hs []hex.Axial) int {
	best := 1 << 20
	for _, x := range hs {
		best = min(best, hex.Distance(h, x))
	}
	return best
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// zone sends the attacker to the side the defenders face: away from their
// own intended rear.
func (a *AI) zone(v *battle.State, legal []battle.Action) []Candidate {
	out := make([]Candidate, 0, len(legal))
	for _, act := range legal {
		sc := int64(0)
		if (act.Target == 1) == (v.Home[v.Turn] == battle.Top) {
			sc = 1
		}
		out = append(out, Candidate{Action: act, Score: sc, Note: "attacker in front of our line"})
	}
	return out
}

// decide fights on unless the battle is lost: far weaker, it retreats
// while units can still get away, or surrenders when none can.
func (a *AI) decide(v *battle.State, legal []battle.Action) []Candidate {
	side := v.Turn
	own, foe := strengthSum(v, side), strengthSum(v, side.Other())
	fight := Candidate{Action: battle.Simple(battle.ActFight, side), Score: 1, Note: "fight on"}
	if a.level == Easy || own*4 >= foe {
		return []Candidate{fight}
	}
	if len(v.Leavers(side)) > 0 {
		return []Candidate{{Action: battle.Simple(battle.ActRetreat, side), Score: 2, Note: "outmatched four to one: retreat"}, fight}
	}
	if own*6 < foe {
		return []Candidate{{Action: battle.Simple(battle.ActSurrender, side), Score: 2, Note: "outmatched six to one and cut off: surrender"}, fight}
	}
	return []Candidate{fight}
}

// quick picks the secret quick units: easy at random, normal the fastest,
// hard the units with the most to gain or lose by moving early.
func (a *AI) quick(v *battle.State, legal []battle.Action) []Candidate {
	if a.level == Easy {
		return []Candidate{{Action: legal[a.rng.IntN(len(legal))], Note: "random"}}
	}
	side := v.Turn
	foe := v.OnField(side.Other())
	worth := map[int]int64{}
	for _, id := range v.OnField(side) {
		u := v.Unit(id)
		w := int64(u.Troop.Stats().Move) * 10
		if a.traits.SlowQuick {
			w = -w
		}
		if a.traits.Exposure && !v.Engaged(id) {
			w += abs64(exposure(v, id, foe, int64(v.LossUnit), killBonus))
		}
		worth[id] = w
	}
	out := make([]Candidate, 0, len(legal))
	for _, act := range legal {
		var sc int64
		for m := act.Mask; m != 0; m &= m - 1 {
			sc += worth[bits.TrailingZeros32(m)]
		}
		out = append(out, Candidate{Action: act, Score: sc})
	}
	return out
}

func abs64(x int64) int64 {
	if x < 0 {
		return -x
	}
	return x
}
