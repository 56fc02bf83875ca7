package hex

import (
	"fmt"
	"strings"
)

// Grid is a rectangular odd-r offset map with a mask saying which cells
// exist: a battlefield, a forest clearing, a level. It numbers its cells
// 0..Len()-1 in row-major order, so per-cell data can live in slices (see
// Field) and every listing of cells has one fixed order. A Grid is
// immutable once built and safe to share.
type Grid struct {
	width, height int
	index         []int // by Row*width+Col: the cell index, or -1 for no cell
	cells         []Axial
}

// NewGrid builds a width×height odd-r grid holding the cells for which
// exists returns true (every cell when exists is nil).
func NewGrid(width, height int, exists func(Offset) bool) *Grid {
	if width < 0 || height < 0 {
		panic(fmt.Sprintf("hex: negative grid size %d×%d", width, height))
	}
	g := &Grid{width: width, height: height, index: make([]int, width*height)}
	for row := range height {
		for col := range width {
			o := Offset{col, row}
			i := row*width + col
			if exists != nil && !exists(o) {
				g.index[i] = -1
				continue
			}
			g.index[i] = len(g.cells)
			g.cells = append(g.cells, o.Axial())
		}
	}
	return g
}

// NewRectGrid is a full width×height odd-r grid with no cells masked out.
func NewRectGrid(width, height int) *Grid { return NewGrid(width, height, nil) }

// Battlefield is the standard Mass Combat field: 23 rows of pointy-top hexes
// in odd-r layout, the even rows 0, 2, …, 22 holding 20 hexes (columns
// 0–19) and the odd rows 1, 3, …, 21 holding 19 (columns 0–18). Odd rows are
// shoved right by half a hex, so dropping their last column insets them by
// half a hex at both ends and the field has straight sides: 449 hexes.
func Battlefield() *Grid {
	return NewGrid(20, 23, func(o Offset) bool { return o.Row%2 == 0 || o.Col < 19 })
}

// Width is the number of columns the grid spans.
func (g *Grid) Width() int { return g.width }

// Height is the number of rows the grid spans.
func (g *Grid) Height() int { return g.height }

// Len is the number of cells that exist.
func (g *Grid) Len() int { return len(g.cells) }

// Index is the cell number of h, false when h is not a cell of the grid.
func (g *Grid) Index(h Axial) (int, bool) {
	return g.IndexOffset(AxialToOffset(h))
}

// IndexOffset is Index for a cell named in odd-r offset coordinates.
func (g *Grid) IndexOffset(o Offset) (int, bool) {
	if o.Col < 0 || o.Col >= g.width || o.Row < 0 || o.Row >= g.height {
		return 0, false
	}
	i := g.index[o.Row*g.width+o.Col]
	return i, i >= 0
}

// Contains reports whether h is a cell of the grid; cost functions use it
// to keep units on the map.
func (g *Grid) Contains(h Axial) bool {
	_, ok := g.Index(h)
	return ok
}

// At is the hex of cell number i. It panics when i is out of range.
func (g *Grid) At(i int) Axial { return g.cells[i] }

// Cells lists every cell in row-major order (by row, then column), the
// order of the cell numbers. The slice is a copy.
func (g *Grid) Cells() []Axial { return append([]Axial(nil), g.cells...) }

// Neighbors lists the neighbours of h that are cells of the grid, in
// Direction order.
func (g *Grid) Neighbors(h Axial) []Axial {
	out := make([]Axial, 0, 6)
	for _, n := range h.Neighbors() {
		if g.Contains(n) {
			out = append(out, n)
		}
	}
	return out
}

// String draws the grid as text, a '.' per cell, in the format ParseGrid
// reads, so tests can show a map and compare it by eye.
func (g *Grid) String() string {
	return g.Draw(func(Axial) byte { return '.' })
}

// Draw renders the grid as text with the glyph chosen for each cell: one
// line per row, cells two characters apart, odd rows indented one space so
// the text has the odd-r shape, missing cells blank and trailing blanks
// trimmed. Tests use it to show paths and ranges on a map.
func (g *Grid) Draw(glyph func(Axial) byte) string {
	var sb strings.Builder
	line := make([]byte, 0, 2*g.width+1)
	for row := range g.height {
		line = line[:0]
		if row&1 == 1 {
			line = append(line, ' ')
		}
		for col := range g.width {
			if col > 0 {
				line = append(line, ' ')
			}
			c := byte(' ')
			if i := g.index[row*g.width+col]; i >= 0 {
				c = glyph(g.cells[i])
			}
			line = append(line, c)
		}
		sb.WriteString(strings.TrimRight(string(line), " "))
		sb.WriteByte('\n')
	}
	return sb.String()
}

// ParseGrid reads a map drawn as text in the format Draw writes: row r is
// line r, column c is the character at position 2c (2c+1 on odd rows), a
// space there means no cell and any other printable ASCII character makes a
// cell with that glyph; the characters between cells must be spaces. It
// returns the grid and each cell's glyph, so tests and data files can mark
// walls, terrain and units on the same drawing. A single leading newline
// (as a raw string literal starts) and trailing blank lines are ignored;
// the width is that of the longest row.
func ParseGrid(text string) (*Grid, *Field[byte], error) {
	text = strings.TrimPrefix(text, "\n")
	lines := strings.Split(text, "\n")
	for len(lines) > 0 && strings.TrimSpace(lines[len(lines)-1]) == "" {
		lines = lines[:len(lines)-1]
	}
	width := 0
	for r, l := range lines {
		l = strings.TrimRight(l, " \r")
		lines[r] = l
		shift := r & 1
		for p := 0; p < len(l); p++ {
			c := l[p]
			if c == ' ' {
				continue
			}
			if c < '!' || c > '~' {
				return nil, nil, fmt.Errorf("hex: line %d, position %d: character %q is not printable ASCII", r+1, p+1, c)
			}
			if p < shift || (p-shift)%2 != 0 {
				return nil, nil, fmt.Errorf("hex: line %d, position %d: %q lies between cells (odd rows start one space in)", r+1, p+1, c)
			}
			width = max(width, (p-shift)/2+1)
		}
	}
	glyphAt := func(o Offset) byte {
		p := 2*o.Col + (o.Row & 1)
		if l := lines[o.Row]; p < len(l) {
			return l[p]
		}
		return ' '
	}
	g := NewGrid(width, len(lines), func(o Offset) bool { return glyphAt(o) != ' ' })
	f := NewField[byte](g)
	for i, h := range g.cells {
		f.v[i] = glyphAt(h.Offset())
	}
	return g, f, nil
}

// MustParseGrid is ParseGrid for maps written into the program, panicking on
// a malformed drawing since that is a bug, not an input error.
func MustParseGrid(text string) (*Grid, *Field[byte]) {
	g, f, err := ParseGrid(text)
	if err != nil {
		panic(err)
	}
	return g, f
}

// Field holds one value of type T per cell of a grid, stored in a slice by
// cell number, so per-hex data such as terrain or occupancy needs no map
// and is visited in cell order.
type Field[T any] struct {
	grid *Grid
	v    []T
}

// NewField is a field over g with every cell holding T's zero value.
func NewField[T any](g *Grid) *Field[T] {
	return &Field[T]{grid: g, v: make([]T, g.Len())}
}

// Grid is the grid the field covers.
func (f *Field[T]) Grid() *Grid { return f.grid }

// Get is the value at h, false (with the zero value) when h is not a cell,
// so cost functions can read terrain and stay on the map in one call.
func (f *Field[T]) Get(h Axial) (T, bool) {
	i, ok := f.grid.Index(h)
	if !ok {
		var zero T
		return zero, false
	}
	return f.v[i], true
}

// Set stores v at h. It panics when h is not a cell of the grid, since
// writing off the map is a bug.
func (f *Field[T]) Set(h Axial, v T) {
	i, ok := f.grid.Index(h)
	if !ok {
		panic(fmt.Sprintf("hex: %v is not a cell of the grid", h))
	}
	f.v[i] = v
}

// At is the value of cell number i.
func (f *Field[T]) At(i int) T { return f.v[i] }

// SetAt stores v in cell number i.
func (f *Field[T]) SetAt(i int, v T) { f.v[i] = v }

// Fill stores v in every cell.
func (f *Field[T]) Fill(v T) {
	for i := range f.v {
		f.v[i] = v
	}
}

// Where lists the cells whose value satisfies keep, in cell order; tests use
// it to find the marked start and goal on a drawn map.
func (f *Field[T]) Where(keep func(T) bool) []Axial {
	var out []Axial
	for i, v := range f.v {
		if keep(v) {
			out = append(out, f.grid.cells[i])
		}
	}
	return out
}
