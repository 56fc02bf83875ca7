package ai

import (
	"deepwood/rules/battle"
	"deepwood/rules/hex"
)

// forecast plays the rest of the round's movement phases on a copy of w,
// every unit still to move closing on its nearest enemy (easy's charge,
// without its dice). Contacts freeze as the rules say, so the forecast
// shows which fights the later movers will join: a unit that charges
// alone while enemies still move is ganged up on, and one whose friends
// still move may gang up in its turn. The enemy's quick units are hidden
// (RULES M30), so its units that have not moved are taken to move in the
// last two phases.
func (a *AI) forecast(w *battle.State, side battle.Side) *battle.State {
	if w.Step >= 4 {
		return w
	}
	r := w.Clone()
	for step := w.Step + 1; step <= 4; step++ {
		mover := r.Proactive
		if step%2 == 0 {
			mover = mover.Other()
		}
		if mover == side || step <= 2 {
			continue // our own movers, and the enemy's hidden quick phase
		}
		foe := r.OnField(mover.Other())
		var dest []hex.Axial
		for _, id := range r.OnField(mover) {
			u := r.Unit(id)
			if u.Frozen || u.Spaces != 0 {
				continue
			}
			from := u.Hex
			best, bestD := from, nearest(r, from, foe)
			dest = a.reach.destinations(r, id, dest[:0])
			for _, h := range dest {
				if d := nearest(r, h, foe); d < bestD {
					best, bestD = h, d
				}
			}
			if best == from {
				continue
			}
			u.Hex = best
			u.Spaces = 1
			for _, e := range contactsOf(r, id) {
				u.Frozen = true
				r.Unit(e).Frozen = true
			}
		}
	}
	return r
}

// judge scores a planned position for side: after the forecast of the
// enemy's remaining moves when the judgement asks for it, as it stands
// otherwise. The forecast belongs to the judgement, not to the AI judging,
// so a reply that plays normal's moves (playOut) forecasts as normal does.
// A careful side drops the forecast to press on once it is half as strong
// again as the enemy or half the rounds are gone: caution then only lets
// a beaten enemy hold out to a draw.
func (a *AI) judge(w *battle.State, side battle.Side, j judgement) int64 {
	if j.forecast && !pressing(w, side) {
		return a.score(a.forecast(w, side), side, j)
	}
	return a.score(w, side, j)
}

// pressing reports when a careful side should stop holding back (judge);
// it then also closes in twice as keenly (judgement), or a beaten enemy's
// stragglers hold out to the round limit.
func pressing(w *battle.State, side battle.Side) bool {
	return strengthSum(w, side)*2 >= strengthSum(w, side.Other())*3 || w.Round*2 > w.MaxRounds
}
