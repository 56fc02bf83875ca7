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

// measure fills dist (hex.Grid.StepsTo) unless the units stand where they
// stood last time. A walker may step into a hex the field lets it cross
// into, from a hex it could stand on.
func (w *walks) measure(v *battle.State, ids []int) {
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
	g := v.Field.Grid
	w.field, w.from = v.Field, w.from[:0]
	for _, id := range ids {
		w.from = append(w.from, v.Unit(id).Hex)
	}
	if len(w.dist) != g.Len() {
		w.dist = make([]int32, g.Len())
	}
	w.queue = g.StepsTo(w.from, w.canStep, w.dist, w.queue)
}

func (w *walks) canStep(from, to hex.Axial) bool {
	return w.field.Passable(from) && w.field.CanCross(from, to)
}
