package forward

import (
	"fmt"
	"strings"
)

// Pos is a layout cell's place in its diagram: row 0 is the top line.
type Pos struct {
	Row int `json:"row"`
	Col int `json:"col"`
}

// Layout is a location's nine spaces, read literally from the seed's bracket
// diagram (DESIGN decision 2): cell n is Cells[n-1].
type Layout struct {
	Cells   [9]Pos `json:"cells"`
	Rows    int    `json:"rows"`
	Cols    int    `json:"cols"`
	Diagram string `json:"diagram"`
	// orth and diag are bit masks of each cell's neighbours, precomputed so
	// eligibility is a few AND operations per map turn.
	orth, diag [9]uint16
	// start and far are the bottom and top rows (DESIGN decision 3).
	start, far uint16
	// reach is every cell a walk from the start row can ever flip.
	reach uint16
	// near is the neighbours of every set of visited cells, indexed by the
	// set, with the start row as the empty set's orthogonal neighbours:
	// eligibility is one table entry, and small enough to inline.
	near *[512]nearCells
}

// nearCells is a set of cells' orthogonal and diagonal neighbours.
type nearCells struct{ orth, diag uint16 }

// indent is the two spaces the seed puts before every diagram line.
const indent = "  "

// ParseLayout reads a bracket diagram: each line is the seed's two-space
// indent followed by 3-character cells, "[n]" for space n or three spaces for
// an empty cell. Every number 1–9 must appear exactly once. On error it
// returns the 0-based line of the diagram at fault.
func ParseLayout(lines []string) (Layout, int, error) {
	var l Layout
	seen := [10]bool{}
	for r, line := range lines {
		line = strings.TrimRight(line, " \t\r")
		if !strings.HasPrefix(line, indent) {
			return l, r, fmt.Errorf("layout line %q must start with the two-space indent", line)
		}
		body := line[len(indent):]
		if len(body)%3 != 0 {
			return l, r, fmt.Errorf("layout line %q is not a whole number of 3-character cells", line)
		}
		if strings.TrimSpace(body) == "" {
			return l, r, fmt.Errorf("layout line is empty")
		}
		for c := 0; c*3 < len(body); c++ {
			cell := body[c*3 : c*3+3]
			if cell == "   " {
				continue
			}
			if cell[0] != '[' || cell[2] != ']' || cell[1] < '1' || cell[1] > '9' {
				return l, r, fmt.Errorf("layout cell %q is neither [1]–[9] nor three spaces", cell)
			}
			n := int(cell[1] - '0')
			if seen[n] {
				return l, r, fmt.Errorf("layout space [%d] appears twice", n)
			}
			seen[n] = true
			l.Cells[n-1] = Pos{Row: r, Col: c}
			if c+1 > l.Cols {
				l.Cols = c + 1
			}
		}
		l.Rows = r + 1
	}
	for n := 1; n <= 9; n++ {
		if !seen[n] {
			return l, len(lines), fmt.Errorf("layout has no space [%d]", n)
		}
	}
	l.Diagram = strings.Join(lines, "\n")
	l.link()
	return l, 0, nil
}

// link precomputes neighbours, the start and farthest rows, and reach.
func (l *Layout) link() {
	top, bottom := l.Rows, -1
	for _, p := range l.Cells {
		top, bottom = min(top, p.Row), max(bottom, p.Row)
	}
	for i, a := range l.Cells {
		if a.Row == bottom {
			l.start |= 1 << i
		}
		if a.Row == top {
			l.far |= 1 << i
		}
		for j, b := range l.Cells {
			dr, dc := abs(a.Row-b.Row), abs(a.Col-b.Col)
			switch {
			case dr+dc == 1:
				l.orth[i] |= 1 << j
			case dr == 1 && dc == 1:
				l.diag[i] |= 1 << j
			}
		}
	}
	l.near = new([512]nearCells)
	l.near[0].orth = l.start // nothing visited: the start row, no diagonals
	for m := 1; m < len(l.near); m++ {
		n := &l.near[m]
		n.orth, n.diag = l.around(uint16(m))
	}
	l.reach = l.start
	for {
		next := l.reach
		for i := 0; i < 9; i++ {
			if l.reach&(1<<i) != 0 {
				next |= l.orth[i] | l.diag[i]
			}
		}
		if next == l.reach {
			return
		}
		l.reach = next
	}
}

// around is the union of the orthogonal and of the diagonal neighbours of
// the cells in m, by looping; link tabulates it.
func (l *Layout) around(m uint16) (orth, diag uint16) {
	for i := 0; i < 9; i++ {
		if m&(1<<i) != 0 {
			orth |= l.orth[i]
			diag |= l.diag[i]
		}
	}
	return orth, diag
}

// Neighbours lists the spaces orthogonally and diagonally next to space n
// (1–9), for screens and tests.
func (l *Layout) Neighbours(n int) (orth, diag []int) {
	return maskCells(l.orth[n-1]), maskCells(l.diag[n-1])
}

// StartRow lists the spaces of the starting (bottom) row.
func (l *Layout) StartRow() []int { return maskCells(l.start) }

// FarRow lists the spaces of the farthest (top) row.
func (l *Layout) FarRow() []int { return maskCells(l.far) }

// Reachable reports whether space n can ever be flipped.
func (l *Layout) Reachable(n int) bool { return l.reach&(1<<(n-1)) != 0 }

func maskCells(m uint16) []int {
	var out []int
	for i := 0; i < 9; i++ {
		if m&(1<<i) != 0 {
			out = append(out, i+1)
		}
	}
	return out
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}
