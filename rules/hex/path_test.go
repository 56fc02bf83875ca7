package hex

import (
	"fmt"
	"slices"
	"strings"
	"testing"
)

// terrain prices steps on a drawn map: '#' cannot be entered, '~' is closed
// terrain costing 2, anything else costs 1, and off the map is refused.
func terrain(glyphs *Field[byte]) CostFunc {
	return func(_, to Axial) (int, bool) {
		c, ok := glyphs.Get(to)
		switch {
		case !ok || c == '#':
			return 0, false
		case c == '~':
			return 2, true
		}
		return 1, true
	}
}

func one(_, _ Axial) (int, bool) { return 1, true }

// marked returns the single hex drawn with glyph c.
func marked(t *testing.T, glyphs *Field[byte], c byte) Axial {
	t.Helper()
	hs := glyphs.Where(func(g byte) bool { return g == c })
	if len(hs) != 1 {
		t.Fatalf("map has %d %q marks; want 1", len(hs), c)
	}
	return hs[0]
}

// drawPath draws the map with the path's hexes as '*'.
func drawPath(g *Grid, glyphs *Field[byte], path []Axial) string {
	return g.Draw(func(h Axial) byte {
		if slices.Contains(path, h) {
			return '*'
		}
		c, _ := glyphs.Get(h)
		return c
	})
}

// checkPath verifies a path walks hex to hex and costs what is claimed.
func checkPath(t *testing.T, path []Axial, total int, cost CostFunc, blocked func(a, b Axial) bool) {
	t.Helper()
	sum := 0
	for i := 1; i < len(path); i++ {
		if Distance(path[i-1], path[i]) != 1 {
			t.Fatalf("path %v jumps at step %d", path, i)
		}
		if blocked != nil && blocked(path[i-1], path[i]) {
			t.Fatalf("path %v crosses a blocked edge at step %d", path, i)
		}
		c, ok := cost(path[i-1], path[i])
		if !ok {
			t.Fatalf("path %v enters a refused hex at step %d", path, i)
		}
		sum += c
	}
	if sum != total {
		t.Fatalf("path %v costs %d; FindPath said %d", path, sum, total)
	}
}

func TestFindPathOnDrawnMaps(t *testing.T) {
	tests := []struct {
		name, m, want string
		cost          int
	}{
		{
			name: "open field costs the distance",
			m: `
A . . . . . .
 . . . . . . .
. . . . . . .
 . . . . . . .
. . . . . . B
`,
			cost: 8, // (0,0) to axial (4,4)
		},
		{
			name: "around a wall through the only gap",
			m: `
A . . # . . B
 . . . # . . .
. . . # . . .
 . . . # . . .
. . . . . . .
`,
			cost: 10, // 5 to the gap at axial (1,4), 5 from it
		},
		{
			name: "a maze with one shortest way",
			m: `
A . . . . . .
 # # # # # # .
. . . . . . .
 . # # # # # #
. . . . . . B
`,
			want: `
* * * * * * *
 # # # # # # *
. * * * * * *
 * # # # # # #
. * * * * * *
`,
			cost: 20,
		},
		{
			name: "closed terrain is worth going around",
			m: `
A ~ ~ ~ B
 . . . .
`,
			want: `
* ~ ~ ~ *
 * * * *
`,
			cost: 5, // 7 straight through the ~
		},
		{
			name: "closed terrain is worth crossing",
			m: `
A ~ B
 # #
`,
			want: `
* * *
 # #
`,
			cost: 3,
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			g, glyphs := MustParseGrid(tt.m)
			a, b := marked(t, glyphs, 'A'), marked(t, glyphs, 'B')
			cost := terrain(glyphs)
			path, total, ok := FindPath(a, b, cost, Within(g))
			if !ok || total != tt.cost {
				t.Fatalf("FindPath = %v, %d, %v; want cost %d", path, total, ok, tt.cost)
			}
			if path[0] != a || path[len(path)-1] != b {
				t.Fatalf("path %v does not run from %v to %v", path, a, b)
			}
			checkPath(t, path, total, cost, nil)
			if tt.want != "" {
				if got := drawPath(g, glyphs, path); got != strings.TrimPrefix(tt.want, "\n") {
					t.Errorf("path drawn:\n%s\nwant:\n%s", got, tt.want)
				}
			}
			// Without Within the cost function alone keeps to the map, and
			// the map-based bookkeeping must choose the very same path.
			path2, total2, ok2 := FindPath(a, b, cost)
			if !ok2 || total2 != total || !slices.Equal(path2, path) {
				t.Errorf("without Within: %v, %d, %v; want %v, %d", path2, total2, ok2, path, total)
			}
		})
	}
}

func TestFindPathUnreachable(t *testing.T) {
	g, glyphs := MustParseGrid(`
A . . . .
 . . # # .
. . # B #
 . . # # .
. . . . .
`)
	a, b := marked(t, glyphs, 'A'), marked(t, glyphs, 'B')
	if path, total, ok := FindPath(a, b, terrain(glyphs), Within(g)); ok || path != nil || total != 0 {
		t.Errorf("walled-in goal: %v, %d, %v; want no path", path, total, ok)
	}
	if _, _, ok := FindPath(a, b, terrain(glyphs)); ok {
		t.Error("walled-in goal reachable without Within")
	}
	if _, _, ok := FindPath(a, Axial{40, 0}, one, Within(g)); ok {
		t.Error("goal off the grid reachable")
	}
	if _, _, ok := FindPath(Axial{40, 0}, a, one, Within(g)); ok {
		t.Error("start off the grid found a path")
	}
	// On an open plane MaxCost bounds the search for an enclosed goal.
	enclosed := func(_, to Axial) (int, bool) { return 1, Distance(to, Axial{}) != 1 }
	if _, _, ok := FindPath(Axial{5, 0}, Axial{}, enclosed, MaxCost(12)); ok {
		t.Error("enclosed goal reachable on the plane")
	}
	if _, total, ok := FindPath(Axial{5, 0}, Axial{3, 0}, one, MaxCost(2)); !ok || total != 2 {
		t.Errorf("path of cost exactly MaxCost: %d, %v", total, ok)
	}
	if _, _, ok := FindPath(Axial{5, 0}, Axial{2, 0}, one, MaxCost(2)); ok {
		t.Error("path dearer than MaxCost found")
	}
}

func TestFindPathTrivialAndDeterministic(t *testing.T) {
	path, total, ok := FindPath(Axial{3, 3}, Axial{3, 3}, one)
	if !ok || total != 0 || !slices.Equal(path, []Axial{{3, 3}}) {
		t.Errorf("start = goal: %v, %d, %v", path, total, ok)
	}
	g := Battlefield()
	a, b := Offset{0, 0}.Axial(), Offset{19, 22}.Axial()
	first, _, _ := FindPath(a, b, one, Within(g))
	for range 5 {
		again, _, _ := FindPath(a, b, one, Within(g))
		if !slices.Equal(again, first) {
			t.Fatalf("FindPath not repeatable: %v then %v", first, again)
		}
	}
	// On the open battlefield every shortest path is as long as the distance.
	for _, pair := range [][2]Offset{{{0, 0}, {19, 22}}, {{19, 0}, {0, 22}}, {{0, 1}, {18, 1}}, {{5, 3}, {5, 17}}} {
		x, y := pair[0].Axial(), pair[1].Axial()
		if _, total, ok := FindPath(x, y, one, Within(g)); !ok || total != Distance(x, y) {
			t.Errorf("battlefield %v→%v costs %d; want %d", pair[0], pair[1], total, Distance(x, y))
		}
	}
}

func TestFindPathBlockedEdges(t *testing.T) {
	g := NewRectGrid(5, 5)
	b := Offset{2, 2}.Axial() // axial (1,2)
	a := b.Neighbor(East)
	var walls Barriers
	for _, d := range Directions {
		if d != West {
			walls.Block(b, b.Neighbor(d))
		}
	}
	// The only way in is from the west neighbour, which is 3 steps from a
	// (their one common neighbour is b itself), then 1 step in.
	path, total, ok := FindPath(a, b, one, Within(g), Blocked(walls.Blocked))
	if !ok || total != 4 || len(path) != 5 || path[3] != b.Neighbor(West) {
		t.Fatalf("walled hex: %v, %d, %v; want cost 4 entering from the west", path, total, ok)
	}
	checkPath(t, path, total, one, walls.Blocked)

	// A one-way barrier: a cannot step straight into b, but b can step out.
	var oneWay Barriers
	oneWay.BlockOneWay(a, b)
	if _, total, ok := FindPath(a, b, one, Within(g), Blocked(oneWay.Blocked)); !ok || total != 2 {
		t.Errorf("one-way a→b: cost %d, %v; want 2 by a shared neighbour", total, ok)
	}
	if _, total, ok := FindPath(b, a, one, Within(g), Blocked(oneWay.Blocked)); !ok || total != 1 {
		t.Errorf("one-way b→a: cost %d, %v; want 1", total, ok)
	}
}

func TestMinStepCost(t *testing.T) {
	free := func(from, to Axial) (int, bool) {
		if Distance(to, Axial{}) > 6 {
			return 0, false
		}
		if to.R == 0 {
			return 0, true // a road along row 0
		}
		return 1, true
	}
	func() {
		defer func() {
			if r := recover(); r == nil || !strings.Contains(fmt.Sprint(r), "below the minimum") {
				t.Errorf("free step under the default minimum: recovered %v", r)
			}
		}()
		FindPath(Axial{-5, 0}, Axial{5, 0}, free)
	}()
	if _, total, ok := FindPath(Axial{-5, 0}, Axial{5, 0}, free, MinStepCost(0)); !ok || total != 0 {
		t.Errorf("along the road: %d, %v; want 0", total, ok)
	}
	if r := Reachable(Axial{-5, 0}, 0, free); r.Len() != 13 {
		t.Errorf("Reachable on the road with budget 0 reaches %d hexes; want 13", r.Len())
	}
	defer func() {
		if recover() == nil {
			t.Error("negative MinStepCost accepted")
		}
	}()
	FindPath(Axial{}, Axial{1, 0}, one, MinStepCost(-1))
}

func TestReachableOnDrawnMap(t *testing.T) {
	g, glyphs := MustParseGrid(`
. . . . .
 . ~ ~ . .
. . S . .
 # . . . .
. . . . .
`)
	s := marked(t, glyphs, 'S')
	tests := []struct {
		budget int
		want   string
	}{
		{0, `
. . . . .
 . ~ ~ . .
. . 0 . .
 # . . . .
. . . . .
`},
		{2, `
. . . . .
 2 2 2 2 .
2 1 0 1 2
 # 1 1 2 .
. 2 2 2 .
`},
		{3, `
3 3 3 3 3
 2 2 2 2 3
2 1 0 1 2
 # 1 1 2 3
3 2 2 2 3
`},
	}
	cost := terrain(glyphs)
	for _, tt := range tests {
		r := Reachable(s, tt.budget, cost, Within(g))
		got := g.Draw(func(h Axial) byte {
			if c, ok := r.Cost(h); ok {
				return byte('0' + c)
			}
			c, _ := glyphs.Get(h)
			return c
		})
		if got != strings.TrimPrefix(tt.want, "\n") {
			t.Errorf("budget %d reaches:\n%s\nwant:\n%s", tt.budget, got, tt.want)
		}
		hexes := r.Hexes()
		if len(hexes) != r.Len() || hexes[0] != (Reached{s, 0}) {
			t.Fatalf("budget %d: Hexes starts %v", tt.budget, hexes[0])
		}
		for i, x := range hexes {
			if i > 0 {
				p := hexes[i-1]
				if p.Cost > x.Cost || (p.Cost == x.Cost && !Less(p.Hex, x.Hex)) {
					t.Errorf("budget %d: %v listed before %v", tt.budget, p, x)
				}
			}
			path, ok := r.Path(x.Hex)
			if !ok || path[0] != s || path[len(path)-1] != x.Hex {
				t.Fatalf("Path(%v) = %v, %v", x.Hex, path, ok)
			}
			checkPath(t, path, x.Cost, cost, nil)
			if _, total, _ := FindPath(s, x.Hex, cost, Within(g)); total != x.Cost {
				t.Errorf("FindPath to %v costs %d; Reachable says %d", x.Hex, total, x.Cost)
			}
		}
	}
	r := Reachable(s, 2, cost, Within(g))
	if _, ok := r.Path(Offset{0, 0}.Axial()); ok || r.Contains(Offset{0, 0}.Axial()) {
		t.Error("hex out of reach has a path")
	}
	if _, ok := r.Cost(Offset{0, 0}.Axial()); ok {
		t.Error("hex out of reach has a cost")
	}
	if Reachable(s, -1, cost).Len() != 0 || Reachable(Axial{40, 40}, 3, cost, Within(g)).Len() != 0 {
		t.Error("negative budget or off-grid start reached something")
	}
}

func TestReachableOpenPlaneIsRange(t *testing.T) {
	c := Axial{4, -7}
	r := Reachable(c, 4, one)
	rg := Range(c, 4)
	if r.Len() != len(rg) {
		t.Fatalf("reached %d hexes; Range has %d", r.Len(), len(rg))
	}
	for _, h := range rg {
		if got, ok := r.Cost(h); !ok || got != Distance(h, c) {
			t.Errorf("cost to %v = %d, %v; want %d", h, got, ok, Distance(h, c))
		}
	}
	// A wall on every edge of the centre but one leaves one way out.
	var walls Barriers
	for _, d := range Directions[1:] {
		walls.Block(c, c.Neighbor(d))
	}
	r = Reachable(c, 1, one, Blocked(walls.Blocked))
	if got := r.Hexes(); !slices.Equal(got, []Reached{{c, 0}, {c.Neighbor(East), 1}}) {
		t.Errorf("walled centre reaches %v", got)
	}
}
