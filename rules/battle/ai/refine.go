package ai

import (
	"cmp"
	"slices"

	"deepwood/rules/battle"
	"deepwood/rules/hex"
)

// refineAlternatives is how many hexes refine tries for each mover besides
// its start: the best by the static judgement with the others in place.
const refineAlternatives = 1

// refine improves the chosen plan one mover at a time, judging by the reply
// what the greedy passes judged by the position as it stands: each mover is
// tried back on its start and on the hex the static judgement likes best
// with the other movers where the plan put them, and the first change the
// reply scores higher is kept. A greedy pass sees a charge as good as the
// fight it starts; the reply sees the enemies that will join it, so a unit
// that would be left alone pulls back, and one a friend's move has made
// safe goes in. pre is the plan before its contacts are frozen, planned
// the plan after, and score the reply's score of it; refine returns the
// refined plan and its score.
func (a *AI) refine(pre, planned *battle.State, score int64, l *layout, j judgement) (*battle.State, int64) {
	side := l.side
	for _, id := range l.movers {
		if a.used >= a.nodes || a.late {
			break
		}
		for _, h := range a.alternatives(pre, l, id, j) {
			p := pre.Clone()
			u := p.Unit(id)
			u.Hex, u.Spaces = h, hex.Distance(l.start[id], h)
			c := p.Clone()
			freeze(c, l)
			if sc := a.reply(c, side, j, Normal); sc > score {
				pre, planned, score = p, c, sc
				break
			}
		}
	}
	return planned, score
}

// alternatives lists where refine tries mover id instead of where the plan
// put it: its start, if no friend has taken it, then the best free hexes
// by the static judgement (judge) with the other movers in place, as many
// as refineAlternatives, leaving out the start.
func (a *AI) alternatives(w *battle.State, l *layout, id int, j judgement) []hex.Axial {
	u := w.Unit(id)
	cur, start := u.Hex, l.start[id]
	var out []hex.Axial
	if cur != start && w.UnitAt(start) < 0 {
		out = append(out, start)
	}
	type option struct {
		h     hex.Axial
		score int64
	}
	var opts []option
	for _, h := range l.options[id] {
		if h == cur || w.UnitAt(h) >= 0 {
			continue
		}
		u.Hex, u.Spaces = h, hex.Distance(start, h)
		opts = append(opts, option{h, a.judge(w, l.side, j)})
	}
	u.Hex, u.Spaces = cur, hex.Distance(start, cur)
	slices.SortStableFunc(opts, func(x, y option) int { return cmp.Compare(y.score, x.score) })
	for _, o := range opts[:min(len(opts), refineAlternatives)] {
		if o.h != start {
			out = append(out, o.h)
		}
	}
	return out
}

// planAt is v with the layout's movers on the hexes at (in the order of
// l.movers), as arrange and strike leave a plan before freeze marks its
// contacts: refine starts from that, and only the hexes need keeping.
func planAt(v *battle.State, l *layout, at []hex.Axial) *battle.State {
	w := v.Clone()
	for k, id := range l.movers {
		u := w.Unit(id)
		u.Hex, u.Spaces = at[k], hex.Distance(l.start[id], at[k])
	}
	return w
}
