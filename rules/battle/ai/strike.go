package ai

import (
	"slices"

	"deepwood/rules/battle"
	"deepwood/rules/hex"
)

// strike looks for what the greedy pass cannot see: two or three movers
// closing on one enemy together. Each alone would be a coin flip, or
// worse, a lone unit the enemy's later movers gang up on, so the greedy
// pass, moving one unit at a time, holds them all back; together they make
// the enemy the lone unit of a 1-on-many, which must win every roll. Each
// enemy's strikes are judged (judge) with the other movers where
// the greedy pass left them; the best is kept if it beats that pass, and
// then the other movers are arranged again around it.
func (a *AI) strike(w *battle.State, l *layout, j judgement) []Candidate {
	side := l.side
	eval := func() int64 { return a.judge(w, side, j) }
	base := eval()
	at := map[int]hex.Axial{}
	for _, id := range l.movers {
		at[id] = w.Unit(id).Hex
	}
	var best []move
	bestS := base
	for _, e := range w.OnField(side.Other()) {
		if a.late {
			break
		}
		for _, plan := range strikePlans(w, l, e) {
			for _, m := range plan {
				u := w.Unit(m.id)
				u.Hex, u.Spaces = m.to, hex.Distance(l.start[m.id], m.to)
			}
			if s := eval(); s > bestS {
				best, bestS = plan, s
			}
			for _, m := range plan {
				u := w.Unit(m.id)
				u.Hex, u.Spaces = at[m.id], hex.Distance(l.start[m.id], at[m.id])
			}
		}
	}
	if best == nil {
		return nil
	}
	rest := &layout{side: side, start: l.start, options: l.options}
	for _, id := range l.movers {
		if !slices.ContainsFunc(best, func(m move) bool { return m.id == id }) {
			rest.movers = append(rest.movers, id)
		}
	}
	log := []Candidate{}
	for _, m := range best {
		u := w.Unit(m.id)
		u.Hex, u.Spaces = m.to, hex.Distance(l.start[m.id], m.to)
		log = append(log, Candidate{Action: battle.Move(side, m.id, m.to), Score: bestS, Note: "strike together"})
	}
	a.arrange(w, rest, j, 1)
	return log
}

// move is one unit's planned destination.
type move struct {
	id int
	to hex.Axial
}

// strikePlans lists the ways two or three movers can each take an empty hex
// in contact with enemy e: every pair and triple of the movers able to
// reach one, each on the first free hex it can reach.
func strikePlans(w *battle.State, l *layout, e int) [][]move {
	x := w.Unit(e)
	var ring []hex.Axial
	for _, h := range x.Hex.Neighbors() {
		if w.Field.Grid.Contains(h) && w.Field.Passable(h) && w.Field.Adjacent(h, x.Hex) {
			ring = append(ring, h)
		}
	}
	type reach struct {
		id    int
		hexes []hex.Axial
	}
	var can []reach
	for _, id := range l.movers {
		var hs []hex.Axial
		for _, h := range l.options[id] {
			if slices.Contains(ring, h) {
				hs = append(hs, h)
			}
		}
		if len(hs) > 0 {
			can = append(can, reach{id, hs})
		}
	}
	free := func(id int, h hex.Axial, taken []move) bool {
		if slices.ContainsFunc(taken, func(m move) bool { return m.to == h }) {
			return false
		}
		o := w.UnitAt(h)
		return o < 0 || o == id || slices.ContainsFunc(taken, func(m move) bool { return m.id == o })
	}
	assign := func(group []reach) []move {
		var plan []move
		for _, r := range group {
			found := false
			for _, h := range r.hexes {
				if free(r.id, h, plan) {
					plan = append(plan, move{r.id, h})
					found = true
					break
				}
			}
			if !found {
				return nil
			}
		}
		return plan
	}
	var plans [][]move
	for i := range can {
		for k := i + 1; k < len(can); k++ {
			if p := assign([]reach{can[i], can[k]}); p != nil {
				plans = append(plans, p)
			}
			for m := k + 1; m < len(can); m++ {
				if p := assign([]reach{can[i], can[k], can[m]}); p != nil {
					plans = append(plans, p)
				}
			}
		}
	}
	return plans
}
