package hex

import (
	"fmt"
	"slices"
)

// CostFunc prices one step between adjacent hexes for path finding and
// movement: the integer cost of moving from one hex into the next, or
// ok=false when the step cannot be taken (a wall, an occupied hex, the edge
// of the map). Costs are integers so every budget comparison is exact.
type CostFunc func(from, to Axial) (cost int, ok bool)

// Option adjusts a FindPath or Reachable search.
type Option func(*search)

type search struct {
	blocked func(from, to Axial) bool
	grid    *Grid
	minStep int
	maxCost int
	limited bool
}

// Blocked adds a separate test for steps that cannot be taken regardless of
// terrain, typically Barriers.Blocked for walls on hex edges; it is checked
// before the cost function.
func Blocked(f func(from, to Axial) bool) Option {
	return func(s *search) { s.blocked = f }
}

// Within keeps the search on the cells of g: no step leaves the grid, so an
// unreachable goal is reported instead of searched for forever, and the
// bookkeeping uses slices indexed by cell, which is faster than maps.
func Within(g *Grid) Option {
	return func(s *search) { s.grid = g }
}

// MinStepCost declares the cheapest step the cost function ever returns
// (default 1). FindPath's A* estimate is this times the distance left, so
// it must not be more than any real step: a cost below it panics rather
// than give a wrong path. Use 0 when free steps exist (it then searches as
// Dijkstra does).
func MinStepCost(n int) Option {
	return func(s *search) { s.minStep = n }
}

// MaxCost makes FindPath give up on paths costing more than n, bounding the
// search on an open plane where the goal might be unreachable.
func MaxCost(n int) Option {
	return func(s *search) { s.maxCost, s.limited = n, true }
}

func newSearch(opts []Option) *search {
	s := &search{minStep: 1}
	for _, o := range opts {
		o(s)
	}
	if s.minStep < 0 {
		panic(fmt.Sprintf("hex: negative minimum step cost %d", s.minStep))
	}
	return s
}

// FindPath finds the cheapest path from start to goal, both included, and
// its total cost: the sum of the costs of entering each hex after start. It
// reports ok=false when no path exists (within MaxCost if given).
//
// The search is A* with the distance left times MinStepCost as estimate, so
// the path is always of least cost. Among equally cheap paths the choice is
// fixed and independent of maps: the open hexes are taken by lowest
// estimated total, then highest cost so far (nearest the goal), then lowest
// Q, then lowest R; neighbours are tried in Direction order; and a hex keeps
// the first predecessor that reached it at its final cost.
//
// Without Within or MaxCost the cost function must refuse hexes off the
// map, or an unreachable goal is searched for forever.
func FindPath(start, goal Axial, cost CostFunc, opts ...Option) (path []Axial, total int, ok bool) {
	s := newSearch(opts)
	b := newBook(s.grid)
	goalSlot := -1
	if s.grid != nil {
		if _, in := s.grid.Index(goal); !in {
			return nil, 0, false
		}
	}
	startSlot := b.slot(start)
	if startSlot < 0 {
		return nil, 0, false
	}
	b.e[startSlot] = entry{g: 0, from: -1, at: start, seen: true}
	var open heap
	open.push(item{slot: startSlot, h: start, g: 0, f: s.minStep * Distance(start, goal)})
	for open.len() > 0 {
		it := open.pop()
		e := &b.e[it.slot]
		if e.done || it.g != e.g {
			continue // stale: this hex was reached more cheaply since
		}
		e.done = true
		if it.h == goal {
			goalSlot = it.slot
			break
		}
		for _, to := range it.h.Neighbors() {
			g, ok := s.step(it.h, to, it.g, cost)
			if !ok {
				continue
			}
			f := g + s.minStep*Distance(to, goal)
			if s.limited && f > s.maxCost {
				continue
			}
			b.relax(&open, it.slot, to, g, f)
		}
	}
	if goalSlot < 0 {
		return nil, 0, false
	}
	for i := goalSlot; i >= 0; i = b.e[i].from {
		path = append(path, b.e[i].at)
	}
	slices.Reverse(path)
	return path, b.e[goalSlot].g, true
}

// step prices the move from one hex to an adjacent one on top of the cost g
// already spent, applying the blocked test and checking the cost's sign
// against the declared minimum.
func (s *search) step(from, to Axial, g int, cost CostFunc) (int, bool) {
	if s.grid != nil && !s.grid.Contains(to) {
		return 0, false
	}
	if s.blocked != nil && s.blocked(from, to) {
		return 0, false
	}
	c, ok := cost(from, to)
	if !ok {
		return 0, false
	}
	if c < s.minStep {
		panic(fmt.Sprintf("hex: step %v→%v costs %d, below the minimum step cost %d", from, to, c, s.minStep))
	}
	return g + c, true
}

// entry is the search's record of one hex: the best cost found, the slot of
// the hex it was reached from (-1 for the start) and the hex itself.
type entry struct {
	g          int
	from       int
	at         Axial
	seen, done bool
}

// book maps hexes to entries, kept densely in the order the search meets
// them: within a grid through a table of cell indexes (a search touches a
// few dozen cells of hundreds, and runs thousands of times per AI
// decision), otherwise through a map used only for lookups.
type book struct {
	grid *Grid
	e    []entry
	cell []int32 // grid searches: cell index -> slot+1, 0 for none yet
	m    map[Axial]int
}

func newBook(g *Grid) *book {
	if g != nil {
		return &book{grid: g, e: make([]entry, 0, 128), cell: make([]int32, g.Len())}
	}
	return &book{m: make(map[Axial]int)}
}

// slot is the entry index for h, creating it if needed; -1 when h is off the
// grid. Creating one may move the entries: hold no pointer across a call.
func (b *book) slot(h Axial) int {
	if b.grid != nil {
		i, ok := b.grid.Index(h)
		if !ok {
			return -1
		}
		if s := b.cell[i]; s > 0 {
			return int(s - 1)
		}
		b.e = append(b.e, entry{at: h})
		b.cell[i] = int32(len(b.e))
		return len(b.e) - 1
	}
	if i, ok := b.m[h]; ok {
		return i
	}
	b.e = append(b.e, entry{at: h})
	b.m[h] = len(b.e) - 1
	return len(b.e) - 1
}

// relax records a step from the hex in slot from to the hex to at cost g,
// when to is on the book and this is the first or a cheaper way there, and
// queues it with estimate f. FindPath and Reachable share it, so both keep
// the first predecessor that reached a hex at its final cost.
func (b *book) relax(open *heap, from int, to Axial, g, f int) {
	slot := b.slot(to)
	if slot < 0 {
		return
	}
	n := &b.e[slot]
	if n.seen && g >= n.g {
		return
	}
	*n = entry{g: g, from: from, at: to, seen: true}
	open.push(item{slot: slot, h: to, g: g, f: f})
}

// item is one entry in the open list; f is the cost so far plus the
// estimate of the cost left (zero for Reachable).
type item struct {
	slot int
	h    Axial
	g, f int
}

// before is the open list's total order: lowest f, then highest g, then
// lowest Q, then lowest R. No two live items for distinct hexes compare
// equal, so the search never depends on how the heap happens to be laid
// out.
func (a item) before(b item) bool {
	if a.f != b.f {
		return a.f < b.f
	}
	if a.g != b.g {
		return a.g > b.g
	}
	if a.h.Q != b.h.Q {
		return a.h.Q < b.h.Q
	}
	return a.h.R < b.h.R
}

// heap is a binary min-heap on a slice, written out so the order of equal
// items is fixed by item.before alone.
type heap struct{ a []item }

func (h *heap) len() int { return len(h.a) }

func (h *heap) push(x item) {
	h.a = append(h.a, x)
	i := len(h.a) - 1
	for i > 0 {
		p := (i - 1) / 2
		if !h.a[i].before(h.a[p]) {
			break
		}
		h.a[i], h.a[p] = h.a[p], h.a[i]
		i = p
	}
}

func (h *heap) pop() item {
	top := h.a[0]
	last := len(h.a) - 1
	h.a[0] = h.a[last]
	h.a = h.a[:last]
	i := 0
	for {
		l, m := 2*i+1, i
		if l < last && h.a[l].before(h.a[m]) {
			m = l
		}
		if r := l + 1; r < last && h.a[r].before(h.a[m]) {
			m = r
		}
		if m == i {
			return top
		}
		h.a[i], h.a[m] = h.a[m], h.a[i]
		i = m
	}
}
