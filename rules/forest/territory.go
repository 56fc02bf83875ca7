package forest

import (
	"slices"

	"deepwood/rules/dice"
	hexgrid "deepwood/rules/hex"
)

// connected reports whether the cells form one region of the grid.
func connected(g *hexgrid.Grid, cells []hexgrid.Axial) bool {
	if len(cells) == 0 {
		return true
	}
	in := make([]bool, g.Len())
	for _, c := range cells {
		if i, ok := g.Index(c); ok {
			in[i] = true
		}
	}
	seen := make([]bool, g.Len())
	first, _ := g.Index(cells[0])
	queue := []int{first}
	seen[first] = true
	n := 0
	for len(queue) > 0 {
		i := queue[0]
		queue = queue[1:]
		n++
		for _, nb := range g.Neighbors(g.At(i)) {
			j, _ := g.Index(nb)
			if in[j] && !seen[j] {
				seen[j] = true
				queue = append(queue, j)
			}
		}
	}
	return n == len(cells)
}

// neighbours lists a cell's neighbouring cells in the grid's fixed order.
func neighbours(g *hexgrid.Grid, cell int) []int {
	var out []int
	for _, nb := range g.Neighbors(g.At(cell)) {
		if j, ok := g.Index(nb); ok {
			out = append(out, j)
		}
	}
	return out
}

// Valid lists side's Valid Hexes for the other side to Encroach on: the
// hexes side holds that share a border with one of the other's (seed ch. 3,
// Valid Hex), in cell order.
func (s *State) Valid(side Side) []int {
	var out []int
	for i := range s.Hexes {
		if s.Hexes[i].Owner != side {
			continue
		}
		for _, j := range neighbours(s.grid, i) {
			if s.Hexes[j].Owner != side {
				out = append(out, i)
				break
			}
		}
	}
	return out
}

// Clockwise orders the Forest's Valid Hexes as the Enemy counts them
// (DESIGN.md Forest 4): starting at the topmost (then leftmost) and going
// clockwise around the centre of the Enemy's territory, nearer first along
// one bearing. Exact integer arithmetic: screen x is proportional to 2q+r
// and y to r, an orientation-preserving scaling, so the cyclic order is
// that of the drawn map.
func (s *State) Clockwise() []int {
	valid := s.Valid(Forest)
	if len(valid) == 0 {
		return nil
	}
	var sx, sy, n int
	for i := range s.Hexes {
		if s.Hexes[i].Owner == Enemy {
			x, y := screen(s.grid.At(i))
			sx, sy, n = sx+x, sy+y, n+1
		}
	}
	vec := func(cell int) (int, int) {
		x, y := screen(s.grid.At(cell))
		return n*x - sx, n*y - sy
	}
	start := valid[0] // cell order is row-major: the first is topmost, then leftmost
	d0x, d0y := vec(start)
	if d0x == 0 && d0y == 0 {
		d0x, d0y = 0, -1
	}
	half := func(x, y int) int {
		c := d0x*y - d0y*x
		if c > 0 || c == 0 && d0x*x+d0y*y > 0 {
			return 0
		}
		return 1
	}
	rest := slices.Clone(valid[1:])
	slices.SortStableFunc(rest, func(a, b int) int {
		ax, ay := vec(a)
		bx, by := vec(b)
		za, zb := ax == 0 && ay == 0, bx == 0 && by == 0
		if za || zb {
			return boolCmp(za, zb)
		}
		if ha, hb := half(ax, ay), half(bx, by); ha != hb {
			return ha - hb
		}
		if c := ax*by - ay*bx; c != 0 {
			if c > 0 {
				return -1
			}
			return 1
		}
		return (ax*ax + ay*ay) - (bx*bx + by*by)
	})
	return append([]int{start}, rest...)
}

func boolCmp(a, b bool) int {
	switch {
	case a == b:
		return 0
	case a:
		return 1
	}
	return -1
}

// screen is a hex's centre in units where x is proportional to 2q+r and y to r.
func screen(a hexgrid.Axial) (int, int) { return 2*a.Q + a.R, a.R }

// territory grows the Enemy's starting territory (DESIGN.md Forest 3): a
// connected region of size cells holding both origins, made of a shortest
// path between them widened by random border cells. It returns nil when no
// such region fits.
func territory(g *hexgrid.Grid, a, b, size int, st *dice.Stream) []int {
	path := shortestPath(g, a, b)
	if path == nil || len(path) > size || size > g.Len() {
		return nil
	}
	in := make([]bool, g.Len())
	region := slices.Clone(path)
	for _, c := range region {
		in[c] = true
	}
	for len(region) < size {
		var frontier []int
		for c := range g.Len() {
			if in[c] {
				continue
			}
			for _, nb := range neighbours(g, c) {
				if in[nb] {
					frontier = append(frontier, c)
					break
				}
			}
		}
		c := frontier[st.IntN(len(frontier))]
		in[c] = true
		region = append(region, c)
	}
	slices.Sort(region)
	return region
}

// shortestPath is a breadth-first path from a to b inside the grid, in a
// fixed neighbour order so it is the same on every platform.
func shortestPath(g *hexgrid.Grid, a, b int) []int {
	prev := make([]int, g.Len())
	for i := range prev {
		prev[i] = -2
	}
	prev[a] = -1
	queue := []int{a}
	for len(queue) > 0 {
		c := queue[0]
		queue = queue[1:]
		if c == b {
			break
		}
		for _, nb := range neighbours(g, c) {
			if prev[nb] == -2 {
				prev[nb] = c
				queue = append(queue, nb)
			}
		}
	}
	if prev[b] == -2 {
		return nil
	}
	var path []int
	for c := b; c != -1; c = prev[c] {
		path = append(path, c)
	}
	slices.Reverse(path)
	return path
}

// landscape lays terrain in groups, as the seed's drawing guide suggests
// (ch. 2 step 4, "what types of features will be located on groups of
// hexes"): one group centre per five hexes, each rolling d12 on the Hex
// Generation table; every hex joins its nearest centre (the earlier centre
// on a tie). It returns each hex's group centre and the centres' rolls.
func landscape(g *hexgrid.Grid, st *dice.Stream) (groupOf []int, centres []int, rolls []int) {
	cells := make([]int, g.Len())
	for i := range cells {
		cells[i] = i
	}
	st.Shuffle(len(cells), func(i, j int) { cells[i], cells[j] = cells[j], cells[i] })
	k := max(1, g.Len()/5)
	centres = slices.Clone(cells[:k])
	for range centres {
		rolls = append(rolls, st.D12())
	}
	groupOf = make([]int, g.Len())
	for c := range g.Len() {
		best := 0
		for i, ctr := range centres {
			if hexgrid.Distance(g.At(c), g.At(ctr)) < hexgrid.Distance(g.At(c), g.At(centres[best])) {
				best = i
			}
		}
		groupOf[c] = best
	}
	return groupOf, centres, rolls
}
