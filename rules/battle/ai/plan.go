package ai

import (
	"slices"

	"deepwood/rules/battle"
	"deepwood/rules/hex"
)

// move plays a movement phase from a plan made at its first decision: one
// move per call, then the end of the phase. A planned move that is no
// longer legal is dropped.
func (a *AI) move(v *battle.State, legal []battle.Action) []Candidate {
	key := [2]int{v.Round, v.Step}
	var top []Candidate
	if a.planKey != key {
		a.planKey = key
		a.plan, top = a.planMoves(v)
	}
	for len(a.plan) > 0 {
		act := a.plan[0]
		a.plan = a.plan[1:]
		if slices.Contains(legal, act) {
			return append([]Candidate{{Action: act, Score: 1 << 40, Note: "planned move"}}, top...)
		}
	}
	return append([]Candidate{{Action: battle.EndPhase(v.Turn), Score: 1 << 40, Note: "plan done"}}, top...)
}

// planMoves decides every mover's destination for the phase: a greedy pass
// in unit order, each unit taking the hex (or staying) that scores best
// with the others where they are; hard then refines the plan with further
// passes while its budget lasts. Easy just closes on the nearest enemy.
func (a *AI) planMoves(v *battle.State) ([]battle.Action, []Candidate) {
	side := v.Turn
	j := a.judgement(v, side)
	w := v.Clone()
	movers := w.Movers()
	start := map[int]hex.Axial{}
	options := map[int][]hex.Axial{}
	for _, id := range movers {
		start[id] = w.Unit(id).Hex
		options[id] = append([]hex.Axial{w.Unit(id).Hex}, w.Destinations(id)...)
	}
	foe := w.OnField(side.Other())
	var log []Candidate
	passes := 1
	if a.level == Hard {
		passes = 4
	}
	for pass := 0; pass < passes; pass++ {
		changed := false
		for _, id := range movers {
			u := w.Unit(id)
			cur := u.Hex
			bestH, bestS := cur, int64(0)
			first := true
			for _, h := range options[id] {
				if h != cur && w.UnitAt(h) >= 0 {
					continue
				}
				u.Hex = h
				u.Spaces = hex.Distance(start[id], h)
				var sc int64
				if a.level == Easy {
					sc = -int64(nearest(w, h, foe))
				} else {
					sc = a.score(w, side, j)
				}
				if first || sc > bestS {
					bestH, bestS, first = h, sc, false
				}
				if a.used >= a.nodes && pass > 0 {
					break
				}
			}
			u.Hex = bestH
			u.Spaces = hex.Distance(start[id], bestH)
			if bestH != cur {
				changed = true
			}
			if pass == 0 {
				log = append(log, Candidate{Action: battle.Move(side, id, bestH), Score: bestS, Note: u.Troop.String()})
			}
		}
		if !changed || !a.spend() {
			break
		}
	}
	return a.order(v, w, movers, start), log
}

// order turns final positions into moves that can be made one after the
// other: a unit whose goal is still occupied by a friend waits for it.
func (a *AI) order(v, w *battle.State, movers []int, start map[int]hex.Axial) []battle.Action {
	occupied := map[hex.Axial]bool{}
	for _, id := range movers {
		occupied[start[id]] = true
	}
	var out []battle.Action
	todo := slices.Clone(movers)
	for len(todo) > 0 {
		progress := false
		for i := 0; i < len(todo); i++ {
			id := todo[i]
			goal := w.Unit(id).Hex
			if goal == start[id] {
				todo = slices.Delete(todo, i, i+1)
				i--
				continue
			}
			if occupied[goal] {
				continue
			}
			out = append(out, battle.Move(v.Turn, id, goal))
			delete(occupied, start[id])
			occupied[goal] = true
			todo = slices.Delete(todo, i, i+1)
			i--
			progress = true
		}
		if !progress {
			break
		}
	}
	return out
}
