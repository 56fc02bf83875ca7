package hex

import (
	"slices"
	"strings"
	"testing"
)

func TestBattlefield(t *testing.T) {
	g := Battlefield()
	if g.Len() != 449 || g.Width() != 20 || g.Height() != 23 {
		t.Fatalf("battlefield %d cells %d×%d; want 449 cells 20×23", g.Len(), g.Width(), g.Height())
	}
	perRow := make([]int, g.Height())
	for _, h := range g.Cells() {
		perRow[h.Offset().Row]++
	}
	for row, n := range perRow {
		want := 20
		if row%2 == 1 {
			want = 19
		}
		if n != want {
			t.Errorf("row %d has %d hexes; want %d", row, n, want)
		}
	}
	for _, tt := range []struct {
		o  Offset
		in bool
	}{
		{Offset{0, 0}, true}, {Offset{19, 0}, true}, {Offset{0, 1}, true},
		{Offset{18, 1}, true}, {Offset{19, 1}, false}, {Offset{19, 22}, true},
		{Offset{18, 21}, true}, {Offset{19, 21}, false}, {Offset{20, 0}, false},
		{Offset{0, 23}, false}, {Offset{-1, 2}, false}, {Offset{0, -1}, false},
	} {
		if got := g.Contains(tt.o.Axial()); got != tt.in {
			t.Errorf("Contains(%v) = %v; want %v", tt.o, got, tt.in)
		}
	}
	// Odd rows are inset half a hex at both ends on screen.
	l := Layout{PointyTop, Point{10, 10}, Point{}}
	w := sqrt3 * 10
	x0 := l.HexToPixel(Offset{0, 0}.Axial()).X
	x19 := l.HexToPixel(Offset{19, 0}.Axial()).X
	for row := 1; row < 23; row += 2 {
		left := l.HexToPixel(Offset{0, row}.Axial()).X
		right := l.HexToPixel(Offset{18, row}.Axial()).X
		if !near(left, x0+w/2) || !near(right, x19-w/2) {
			t.Errorf("row %d spans x %.3f..%.3f; want %.3f..%.3f", row, left, right, x0+w/2, x19-w/2)
		}
	}
}

func TestGridIndexing(t *testing.T) {
	g := Battlefield()
	cells := g.Cells()
	if !slices.IsSortedFunc(cells, func(a, b Axial) int {
		oa, ob := a.Offset(), b.Offset()
		if oa.Row != ob.Row {
			return oa.Row - ob.Row
		}
		return oa.Col - ob.Col
	}) {
		t.Error("Cells not in row-major offset order")
	}
	for i, h := range cells {
		j, ok := g.Index(h)
		if !ok || j != i || g.At(i) != h {
			t.Fatalf("cell %d %v: Index %d, %v; At %v", i, h, j, ok, g.At(i))
		}
	}
	if i, ok := g.IndexOffset(Offset{0, 1}); !ok || i != 20 {
		t.Errorf("IndexOffset(0,1) = %d, %v; want 20", i, ok)
	}
	if i, ok := g.IndexOffset(Offset{0, 2}); !ok || i != 39 {
		t.Errorf("IndexOffset(0,2) = %d, %v; want 39", i, ok)
	}
	cells[0] = Axial{99, 99}
	if g.At(0) == cells[0] {
		t.Error("Cells returned the grid's own slice")
	}
	// Corner cell (0,0) has 2 neighbours on the field: E and SE.
	if got, want := g.Neighbors(Axial{}), []Axial{{1, 0}, {0, 1}}; !slices.Equal(got, want) {
		t.Errorf("Neighbors(0,0) = %v; want %v", got, want)
	}
	// Odd-row left edge (0,1) has E, NE, NW, SW, SE: only W is missing.
	if got := g.Neighbors(Offset{0, 1}.Axial()); len(got) != 5 {
		t.Errorf("Neighbors of offset (0,1) = %v; want 5", got)
	}
}

func TestGridString(t *testing.T) {
	g := NewGrid(4, 4, func(o Offset) bool { return !(o.Row == 2 && o.Col == 1) && !(o.Row == 1 && o.Col == 3) })
	want := `. . . .
 . . .
.   . .
 . . . .
`
	if got := g.String(); got != want {
		t.Errorf("String =\n%s\nwant\n%s", got, want)
	}
	bf := Battlefield().String()
	lines := strings.Split(strings.TrimSuffix(bf, "\n"), "\n")
	if len(lines) != 23 {
		t.Fatalf("battlefield draws %d lines", len(lines))
	}
	for row, l := range lines {
		want := strings.Repeat(". ", 19) + "."
		if row%2 == 1 {
			want = " " + strings.Repeat(". ", 18) + "."
		}
		if l != want {
			t.Errorf("battlefield line %d = %q; want %q", row, l, want)
		}
	}
}

func TestParseGrid(t *testing.T) {
	g, glyphs, err := ParseGrid(`
A . # .
 ~ ~   .
    . B
`)
	if err != nil {
		t.Fatal(err)
	}
	if g.Width() != 4 || g.Height() != 3 || g.Len() != 9 {
		t.Fatalf("parsed %d×%d with %d cells; want 4×3 with 9", g.Width(), g.Height(), g.Len())
	}
	tests := []struct {
		o     Offset
		glyph byte
		in    bool
	}{
		{Offset{0, 0}, 'A', true}, {Offset{2, 0}, '#', true}, {Offset{0, 1}, '~', true},
		{Offset{2, 1}, 0, false}, {Offset{3, 1}, '.', true}, {Offset{0, 2}, 0, false},
		{Offset{2, 2}, '.', true}, {Offset{3, 2}, 'B', true},
	}
	for _, tt := range tests {
		c, ok := glyphs.Get(tt.o.Axial())
		if ok != tt.in || c != tt.glyph {
			t.Errorf("glyph at %v = %q, %v; want %q, %v", tt.o, c, ok, tt.glyph, tt.in)
		}
	}
	if got := glyphs.Where(func(c byte) bool { return c == '~' }); !slices.Equal(got, []Axial{{0, 1}, {1, 1}}) {
		t.Errorf("Where(~) = %v", got)
	}
	drawn := g.Draw(func(h Axial) byte { c, _ := glyphs.Get(h); return c })
	if want := "A . # .\n ~ ~   .\n    . B\n"; drawn != want {
		t.Errorf("Draw = %q; want %q", drawn, want)
	}
	g2, _, err := ParseGrid(Battlefield().String())
	if err != nil || !slices.Equal(g2.Cells(), Battlefield().Cells()) {
		t.Errorf("battlefield does not survive String/ParseGrid: %v", err)
	}
}

func TestParseGridErrors(t *testing.T) {
	for _, tt := range []struct{ text, part string }{
		{"..", "between cells"},
		{". .\n. .", "between cells"}, // odd row not indented
		{". \t.", "not printable"},
		{". é", "not printable"},
	} {
		_, _, err := ParseGrid(tt.text)
		if err == nil || !strings.Contains(err.Error(), tt.part) {
			t.Errorf("ParseGrid(%q) error = %v; want one mentioning %q", tt.text, err, tt.part)
		}
	}
	defer func() {
		if recover() == nil {
			t.Error("MustParseGrid of a bad map did not panic")
		}
	}()
	MustParseGrid("..")
}

func TestField(t *testing.T) {
	g := NewRectGrid(3, 2)
	f := NewField[int](g)
	if f.Grid() != g {
		t.Error("Field.Grid")
	}
	f.Fill(7)
	f.Set(Offset{2, 1}.Axial(), 9)
	f.SetAt(0, 1)
	if v, ok := f.Get(Offset{2, 1}.Axial()); !ok || v != 9 || f.At(5) != 9 || f.At(0) != 1 || f.At(1) != 7 {
		t.Errorf("Field values wrong: %v %v", v, ok)
	}
	if v, ok := f.Get(Axial{-9, 0}); ok || v != 0 {
		t.Errorf("Get off the grid = %v, %v", v, ok)
	}
	defer func() {
		if recover() == nil {
			t.Error("Set off the grid did not panic")
		}
	}()
	f.Set(Axial{-9, 0}, 1)
}
