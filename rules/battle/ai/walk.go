package ai

import (
	"deepwood/rules/battle"
	"deepwood/rules/hex"
)

// walks measures how far a unit must walk to its nearest enemy: hexes
// stepped, around impassable ground and hard barriers. Judged by the
// straight-line distance instead, a unit across a town wall from an enemy
// is as near as it can get and stays there, round after round, while the
// gate is a few hexes away. The distances from one set of enemy hexes are
// kept until the enemies move, as a plan weighs thousands of positions
// with the enemy where it stands.
type walks struct {
	field *battle.Field
	from  []hex.Axial // the enemy hexes the distances are measured from
	dist  []int32     // per grid index; -1 where no enemy can be reached
	queue []hex.Axial
}

// unreachable is added to the straight-line distance for hexes from which
// no enemy can be reached at all, so that they still order sensibly but
// never look nearer than any walk.
const unreachable = 100

// nearest is the walking distance from h to the closest of the units ids,
// which are all of one side.
func (w *walks) nearest(v *battle.State, h hex.Axial, ids []int) int {
	w.measure(v, ids)
	i, ok := v.Field.Grid.Index(h)
	if !ok || w.dist[i] < 0 {
		return nearest(v, h, ids) + unreachable
	}
	return int(w.dist[i])
}

// measure fills dist by a breadth-first search from the units' hexes,
// unless they stand where they stood last time. A walker steps from a hex
// into its neighbour, so the search, walking backwards, crosses from a
// neighbour n into the hex it came from only when the field lets a unit
// step from n.
func (w *walks) measure(v *battle.State, ids []int) {
	g := v.Field.Grid
	if w.field == v.Field && len(w.from) == len(ids) {
		same := true
		for i, id := range ids {
			if w.from[i] != v.Unit(id).Hex {
				same = false
				break
			}
		}
		if same {
			return
		}
	}
	w.field, w.from = v.Field, w.from[:0]
	if len(w.dist) != g.Len() {
		w.dist = make([]int32, g.Len())
	}
	for i := range w.dist {
		w.dist[i] = -1
	}
	w.queue = w.queue[:0]
	for _, id := range ids {
		h := v.Unit(id).Hex
		w.from = append(w.from, h)
		if i, ok := g.Index(h); ok && w.dist[i] < 0 {
			w.dist[i] = 0
			w.queue = append(w.queue, h)
		}
	}
	for k := 0; k < len(w.queue); k++ {
		cur := w.queue[k]
		ci, _ := g.Index(cur)
		for _, n := range cur.Neighbors() {
			ni, ok := g.Index(n)
			if !ok || w.dist[ni] >= 0 || !v.Field.Passable(n) || !v.Field.CanCross(n, cur) {
				continue
			}
			w.dist[ni] = w.dist[ci] + 1
			w.queue = append(w.queue, n)
		}
	}
}
