package battleui

import (
	"deepwood/rules/battle"
	"deepwood/rules/hex"
)

// nextDeployHex moves the cursor, in deployment, to the free hex the next
// unit most likely goes to, among the hexes the side may place on (its
// deployment zone, 5.03) and in the place the scenario gives it: a side's
// first unit starts where deployStart says; the next one goes out of
// contact with the enemy (placing counts as Round 1's movement, so a unit
// placed touching one fights at once, RULES M18), on the ground of the
// hex the cursor is on (an ambusher set in the woods stays in the woods),
// beside the cursor in its row, to the right first, then to the left,
// then in the nearest row. Pressing Confirm again and again so sets the
// units side by side in a rank, row after row, as a player lines up
// troops, never walking them off in a diagonal nor into the enemy's line
// (issue 38: an ambush's attackers lined up in the column they ambush,
// touching it; RULES M34). A cursor already on such a free hex stays.
func (f *Field) nextDeployHex() {
	v := f.s.View()
	fd := f.s.Field()
	from := f.cursor
	if len(v.OnField(v.Turn)) == 0 {
		from = deployStart(&v, fd, f.placeable())
	}
	at := from.Offset()
	ground := fd.Terrain(from)
	best, bestScore := hex.Axial{}, 1<<62
	for _, h := range f.placeable() {
		o := h.Offset()
		dc := o.Col - at.Col
		side := 2*dc - 1 // right of the cursor first ...
		if dc <= 0 {
			side = -2 * dc // ... then left of it
		}
		score := abs(o.Row-at.Row)*1000 + side
		if fd.Terrain(h) != ground {
			score += 1 << 30
		}
		if touchesEnemy(&v, fd, h) {
			score += 1 << 40
		}
		if score < bestScore {
			best, bestScore = h, score
		}
	}
	if bestScore < 1<<62 {
		f.cursor = best
		f.follow()
	}
}

// placeable are the hexes the side to deploy may place its next unit on.
func (f *Field) placeable() []hex.Axial {
	var out []hex.Axial
	for _, a := range f.s.Legal() {
		if a.Kind == battle.ActPlace {
			out = append(out, a.Hex)
		}
	}
	return out
}

// deployStart is where a side's deployment begins, in the place the
// rules and the scenario give it (seed 001 §5.03, RULES M16, M17): an
// attacker facing a defender two rows into the rows the defender set, past
// the defenders' front row and out of their reach, at the field's middle
// column; an ambusher in cover (closed ground, the woods of "red strikes
// from the woods") between the column it ambushes and its own map edge,
// as near the column as cover out of its contact allows; a defender, who
// places first and anywhere, at the field's middle. Among the hexes it may
// place on (free), the one nearest that place.
func deployStart(v *battle.SeatView, fd *battle.Field, free []hex.Axial) hex.Axial {
	g := fd.Grid
	mid := hex.Offset{Col: (g.Width() - 1) / 2, Row: g.Height() / 2}
	side, foes := v.Turn, v.OnField(v.Turn.Other())
	cost := func(h hex.Axial) int { return hex.Distance(h, mid.Axial()) }
	switch {
	case side == v.Attacker && v.Mode == battle.Defend && v.Zone.Set:
		mid.Row = v.Zone.Row - 2
		if v.Zone.Below {
			mid.Row = v.Zone.Row + 2
		}
		mid.Row = min(g.Height()-1, max(0, mid.Row))
	case side == v.Attacker && v.Mode == battle.Ambush && len(foes) > 0:
		lo, hi := g.Height(), -1
		for _, id := range foes {
			r := v.Units[id].Hex.Offset().Row
			lo, hi = min(lo, r), max(hi, r)
		}
		cost = func(h hex.Axial) int {
			c := 0
			if fd.Terrain(h) != battle.Closed {
				c += 1 << 20
			}
			if r := h.Offset().Row; v.Home[side] == battle.Top && r >= lo || v.Home[side] == battle.Bottom && r <= hi {
				c += 1 << 10 // the column's far side, or in it
			}
			if touchesEnemy(v, fd, h) {
				c += 1 << 25
			}
			d := 1 << 9
			for _, id := range foes {
				d = min(d, hex.Distance(h, v.Units[id].Hex))
			}
			return c + d*32 + abs(h.Offset().Col-mid.Col)
		}
	}
	best, bestCost := mid.Axial(), 1<<62
	for _, h := range free {
		if c := cost(h); c < bestCost {
			best, bestCost = h, c
		}
	}
	return best
}

// touchesEnemy reports a hex in contact with a unit of the other side than
// the one to play.
func touchesEnemy(v *battle.SeatView, fd *battle.Field, h hex.Axial) bool {
	for _, id := range v.OnField(v.Turn.Other()) {
		if fd.Adjacent(h, v.Units[id].Hex) {
			return true
		}
	}
	return false
}
