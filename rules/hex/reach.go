package hex

import (
	"slices"
)

// Reached is one hex a unit can get to, with the least movement it costs.
type Reached struct {
	Hex  Axial
	Cost int
}

// Reach is every hex reachable from a start within a movement budget: the
// movement overlay a screen draws and the set a rules check consults before
// accepting a move. It also remembers one cheapest route to each hex.
type Reach struct {
	hexes []Reached
	from  []int // index in hexes of the predecessor, -1 for the start
}

// Reachable finds every hex whose cheapest path from start costs at most
// budget, start included at cost 0 (nothing when budget is negative). It is
// Dijkstra's search with the same step rules as FindPath (cost function,
// Blocked, Within), except that free steps (cost 0) are allowed without
// MinStepCost, as no estimate needs them excluded; negative costs panic.
// MaxCost is ignored in favour of budget.
//
// Ties are broken as in FindPath with no estimate: the open hexes are taken
// by lowest cost, then lowest Q, then lowest R, and a hex keeps the first
// predecessor that reached it at its final cost, so Path is deterministic.
func Reachable(start Axial, budget int, cost CostFunc, opts ...Option) *Reach {
	s := newSearch(opts)
	s.minStep = 0
	r := &Reach{}
	if budget < 0 {
		return r
	}
	b := newBook(s.grid)
	startSlot := b.slot(start)
	if startSlot < 0 {
		return r
	}
	b.e[startSlot] = entry{g: 0, from: -1, at: start, seen: true}
	var open heap
	open.push(item{slot: startSlot, h: start})
	var settled []int
	for open.len() > 0 {
		it := open.pop()
		e := &b.e[it.slot]
		if e.done || it.g != e.g {
			continue
		}
		e.done = true
		settled = append(settled, it.slot)
		for _, to := range it.h.Neighbors() {
			g, ok := s.step(it.h, to, it.g, cost)
			if !ok || g > budget {
				continue
			}
			b.relax(&open, it.slot, to, g, g)
		}
	}
	// Settled order is already by (cost, Q, R); re-sort into the documented
	// order, by cost then row-major.
	slices.SortFunc(settled, func(x, y int) int {
		if d := b.e[x].g - b.e[y].g; d != 0 {
			return d
		}
		return Compare(b.e[x].at, b.e[y].at)
	})
	pos := make([]int, len(b.e)) // slot -> position in the sorted list
	for i, slot := range settled {
		pos[slot] = i
	}
	r.hexes = make([]Reached, len(settled))
	r.from = make([]int, len(settled))
	for i, slot := range settled {
		e := b.e[slot]
		r.hexes[i] = Reached{Hex: e.at, Cost: e.g}
		r.from[i] = -1
		if e.from >= 0 {
			r.from[i] = pos[e.from]
		}
	}
	return r
}

// Hexes lists every reachable hex with its cost, ordered by cost, then
// row-major (R, then Q), so nearer hexes come first and the order never
// depends on the search's internals. The slice is a copy.
func (r *Reach) Hexes() []Reached { return slices.Clone(r.hexes) }

// Len is the number of reachable hexes, start included.
func (r *Reach) Len() int { return len(r.hexes) }

// index is where h is in the list, -1 when out of reach. A reach is a few
// dozen hexes, looked up once or twice (a move, a route on the overlay),
// so a scan costs less than building an index for every reach.
func (r *Reach) index(h Axial) int {
	return slices.IndexFunc(r.hexes, func(x Reached) bool { return x.Hex == h })
}

// Cost is the least movement needed to reach h, false when h is out of
// reach.
func (r *Reach) Cost(h Axial) (int, bool) {
	i := r.index(h)
	if i < 0 {
		return 0, false
	}
	return r.hexes[i].Cost, true
}

// Contains reports whether h can be reached within the budget.
func (r *Reach) Contains(h Axial) bool { return r.index(h) >= 0 }

// Path is a cheapest route from the start to h, both included, for moving a
// unit to the hex a player picked on the overlay; false when h is out of
// reach.
func (r *Reach) Path(h Axial) ([]Axial, bool) {
	i := r.index(h)
	if i < 0 {
		return nil, false
	}
	var path []Axial
	for ; i >= 0; i = r.from[i] {
		path = append(path, r.hexes[i].Hex)
	}
	slices.Reverse(path)
	return path, true
}
