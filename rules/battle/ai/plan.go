package ai

import (
	"slices"

	"deepwood/rules/battle"
	"deepwood/rules/hex"
)

// move plays a movement phase from a plan made at its first decision: one
// move per call, then the end of the phase. The plan is kept only while the
// battle goes on as planned (same round and phase, and the state's move
// counter where our last move left it); otherwise it is made afresh. A
// planned move that is no longer legal is dropped.
func (a *AI) move(v *battle.State, legal []battle.Action) []Candidate {
	key := [2]int{v.Round, v.Step}
	var top []Candidate
	if a.planKey != key || a.planSeq != v.Seq {
		a.planKey = key
		a.plan, top = a.planMoves(v)
	}
	for len(a.plan) > 0 {
		act := a.plan[0]
		a.plan = a.plan[1:]
		if slices.Contains(legal, act) {
			a.planSeq = v.Seq + 1
			return append([]Candidate{{Action: act, Score: Planned, Note: "planned move"}}, top...)
		}
	}
	a.planKey = [2]int{-1, -1}
	return append([]Candidate{{Action: battle.EndPhase(v.Turn), Score: Planned, Note: "plan done"}}, top...)
}

// layout is a set of units free to move, where they started and the hexes
// each may end on (staying put first).
type layout struct {
	side    battle.Side
	movers  []int
	start   map[int]hex.Axial
	options map[int][]hex.Axial
}

func newLayout(w *battle.State, side battle.Side, movers []int) *layout {
	l := &layout{side: side, movers: movers, start: map[int]hex.Axial{}, options: map[int][]hex.Axial{}}
	for _, id := range movers {
		l.start[id] = w.Unit(id).Hex
		l.options[id] = append([]hex.Axial{w.Unit(id).Hex}, w.Destinations(id)...)
	}
	return l
}

// planMoves decides every mover's destination for the phase. Easy closes
// on the nearest enemy; the others make one greedy pass in unit order,
// each unit taking the hex that judges best with the others where they are
// (judge), then look for a strike by several units together (strike).
// With the Passes trait, more passes refine the plan; with Reply, while
// the enemy still moves this round, hard compares several (comparePlans).
func (a *AI) planMoves(v *battle.State) ([]battle.Action, []Candidate) {
	side := v.Turn
	j := a.judgement(v, side)
	w := v.Clone()
	l := newLayout(w, side, w.Movers())
	if a.level != Hard || !a.traits.Reply || v.Step == 4 {
		log := a.arrange(w, l, j, max(1, a.traits.Passes))
		if a.traits.Strike && !a.late {
			log = append(a.strike(w, l, j), log...)
		}
		return order(v, w, l), log
	}
	return a.comparePlans(v, l, j)
}

// arrange moves the layout's units greedily, pass after pass, on w, and
// returns the first pass's choices for the log.
func (a *AI) arrange(w *battle.State, l *layout, j judgement, passes int) []Candidate {
	foe := w.OnField(l.side.Other())
	var log []Candidate
	for pass := 0; pass < passes; pass++ {
		changed := false
		for _, id := range l.movers {
			if a.late {
				break // out of time: the rest stay where they are
			}
			u := w.Unit(id)
			cur := u.Hex
			bestH, bestS := cur, int64(0)
			first := true
			for _, h := range l.options[id] {
				if h != cur && w.UnitAt(h) >= 0 {
					continue
				}
				if j.stay && h != l.start[id] {
					continue
				}
				u.Hex = h
				u.Spaces = hex.Distance(l.start[id], h)
				var sc int64
				if j.charge {
					// Easy advances without a plan: nearer is better, but
					// hexes a step apart look alike to it.
					sc = -4*int64(nearest(w, h, foe)) + int64(a.rng.IntN(6))
				} else {
					sc = a.judge(w, l.side, j)
				}
				if first || sc > bestS {
					bestH, bestS, first = h, sc, false
				}
				if a.used >= a.nodes && pass > 0 || a.late {
					break
				}
			}
			u.Hex = bestH
			u.Spaces = hex.Distance(l.start[id], bestH)
			changed = changed || bestH != cur
			if pass == 0 {
				log = append(log, Candidate{Action: battle.Move(l.side, id, bestH), Score: bestS, Note: u.Troop.String()})
			}
		}
		if !changed || !a.spend() {
			break
		}
	}
	return log
}

// freeze marks the contacts a plan makes: those units cannot move again
// this round (5.04).
func freeze(w *battle.State, l *layout) {
	for _, id := range l.movers {
		if w.Unit(id).Hex == l.start[id] {
			continue
		}
		for _, e := range contactsOf(w, id) {
			w.Unit(id).Frozen = true
			w.Unit(e).Frozen = true
		}
	}
}

// order turns final positions into moves that can be made one after the
// other: a unit whose goal is still occupied by a friend waits for it.
func order(v, w *battle.State, l *layout) []battle.Action {
	occupied := map[hex.Axial]bool{}
	for _, id := range l.movers {
		occupied[l.start[id]] = true
	}
	var out []battle.Action
	todo := slices.Clone(l.movers)
	for len(todo) > 0 {
		progress := false
		for i := 0; i < len(todo); i++ {
			id := todo[i]
			goal := w.Unit(id).Hex
			if goal == l.start[id] {
				todo = slices.Delete(todo, i, i+1)
				i--
				continue
			}
			if occupied[goal] {
				continue
			}
			out = append(out, battle.Move(v.Turn, id, goal))
			delete(occupied, l.start[id])
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
