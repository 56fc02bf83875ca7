package hex

import "testing"

// benchField is the battlefield with a wall down column 10 (gaps in rows 3
// and 18) and scattered closed terrain, so searches have to work.
func benchField() (*Grid, CostFunc) {
	g := Battlefield()
	f := NewField[int8](g)
	for i := range g.Len() {
		o := g.At(i).Offset()
		switch {
		case o.Col == 10 && o.Row != 3 && o.Row != 18:
			f.SetAt(i, -1)
		case (o.Col*7+o.Row*3)%5 == 0:
			f.SetAt(i, 2)
		default:
			f.SetAt(i, 1)
		}
	}
	return g, func(_, to Axial) (int, bool) {
		c, ok := f.Get(to)
		return int(c), ok && c > 0
	}
}

func BenchmarkFindPathBattlefield(b *testing.B) {
	g, cost := benchField()
	start, goal := Offset{0, 10}.Axial(), Offset{19, 12}.Axial()
	if _, _, ok := FindPath(start, goal, cost, Within(g)); !ok {
		b.Fatal("no path")
	}
	b.ReportAllocs()
	for b.Loop() {
		FindPath(start, goal, cost, Within(g))
	}
}

func BenchmarkFindPathBattlefieldNoGrid(b *testing.B) {
	_, cost := benchField()
	start, goal := Offset{0, 10}.Axial(), Offset{19, 12}.Axial()
	b.ReportAllocs()
	for b.Loop() {
		FindPath(start, goal, cost)
	}
}

func BenchmarkReachableBudget6(b *testing.B) {
	g, cost := benchField()
	start := Offset{9, 11}.Axial()
	b.ReportAllocs()
	for b.Loop() {
		Reachable(start, 6, cost, Within(g))
	}
}

func BenchmarkReachableBudget6NoGrid(b *testing.B) {
	_, cost := benchField()
	start := Offset{9, 11}.Axial()
	b.ReportAllocs()
	for b.Loop() {
		Reachable(start, 6, cost)
	}
}
