package forward

import (
	"fmt"
	"reflect"
	"strings"
	"testing"
)

// grid draws a layout as rows of space numbers ("." for an empty cell), so
// a test can compare it with the seed's diagram at a glance.
func grid(l *Layout) string {
	rows := make([][]string, l.Rows)
	for r := range rows {
		rows[r] = make([]string, l.Cols)
		for c := range rows[r] {
			rows[r][c] = "."
		}
	}
	for n, p := range l.Cells {
		rows[p.Row][p.Col] = fmt.Sprint(n + 1)
	}
	var b strings.Builder
	for _, r := range rows {
		b.WriteString(strings.TrimRight(strings.Join(r, ""), ".") + "\n")
	}
	return b.String()
}

// TestLayoutsAsTheSeedDrawsThem parses all nine diagrams (DESIGN decision 2)
// and checks the start (bottom) and farthest (top) rows (decision 3).
func TestLayoutsAsTheSeedDrawsThem(t *testing.T) {
	d := testData(t)
	tests := []struct {
		grid       string
		start, far []int
	}{
		{"123\n.4\n567\n.8\n.9\n", []int{9}, []int{1, 2, 3}},
		{".1\n234\n.5\n678\n.9\n", []int{9}, []int{1}},
		{"1234\n..5\n6789\n", []int{6, 7, 8, 9}, []int{1, 2, 3, 4}},
		{"1.2\n3.4\n5.6\n7.8\n9\n", []int{9}, []int{1, 2}},
		{"12\n3.4\n.5\n6.7\n.89\n", []int{8, 9}, []int{1, 2}},
		{"123\n456\n789\n", []int{7, 8, 9}, []int{1, 2, 3}},
		{".1\n2.3\n.45\n6.7\n.8\n.9\n", []int{9}, []int{1}},
		{"12\n345\n.67\n..89\n", []int{8, 9}, []int{1, 2}},
		{"1.2\n.3\n456\n.7\n8.9\n", []int{8, 9}, []int{1, 2}},
	}
	for i, tt := range tests {
		l := &d.Locations[i].Layout
		if g := grid(l); g != tt.grid {
			t.Errorf("%s: grid\n%s want\n%s", d.Locations[i].Name, g, tt.grid)
		}
		if !reflect.DeepEqual(l.StartRow(), tt.start) || !reflect.DeepEqual(l.FarRow(), tt.far) {
			t.Errorf("%s: start %v far %v; want %v %v", d.Locations[i].Name, l.StartRow(), l.FarRow(), tt.start, tt.far)
		}
	}
}

// TestNeighbours: orthogonal neighbours share a row or column and touch;
// diagonal ones differ by one row and one column.
func TestNeighbours(t *testing.T) {
	d := testData(t)
	tests := []struct {
		loc, cell  int
		orth, diag []int
	}{
		{1, 4, []int{2, 6}, []int{1, 3, 5, 7}},
		{1, 9, []int{8}, nil},
		{5, 5, nil, []int{3, 4, 6, 7}}, // Darkwood Brume's centre touches only diagonals
		{5, 8, []int{9}, []int{6, 7}},
		{8, 7, []int{5, 6, 8}, []int{4, 9}},
		{4, 2, []int{4}, nil},
	}
	for _, tt := range tests {
		l := &d.Locations[tt.loc-1].Layout
		o, g := l.Neighbours(tt.cell)
		if !reflect.DeepEqual(o, tt.orth) || !reflect.DeepEqual(g, tt.diag) {
			t.Errorf("location %d [%d]: orth %v diag %v; want %v %v", tt.loc, tt.cell, o, g, tt.orth, tt.diag)
		}
	}
}

// TestSpiremazeRightColumnUnreachable is DESIGN decision 2's maze.
func TestSpiremazeRightColumnUnreachable(t *testing.T) {
	l := &testData(t).Locations[3].Layout
	for n := 1; n <= 9; n++ {
		want := n%2 == 1
		if l.Reachable(n) != want {
			t.Errorf("Spiremaze [%d] reachable = %v", n, !want)
		}
	}
}

func TestParseLayoutErrors(t *testing.T) {
	tests := []struct {
		lines   []string
		line    int
		errPart string
	}{
		{[]string{"[1][2][3]"}, 0, "two-space indent"},
		{[]string{"  [1][2]x"}, 0, "3-character cells"},
		{[]string{"  [1][1][3]", "  [4][5][6]", "  [7][8][9]"}, 0, "twice"},
		{[]string{"  [1][2][3]", "  [4][5][6]", "  [7][8]"}, 3, "no space [9]"},
		{[]string{"  [1][2][3]", "  [4]{5}[6]", "  [7][8][9]"}, 1, "neither"},
		{[]string{"  [0][2][3]"}, 0, "neither"},
	}
	for _, tt := range tests {
		_, line, err := ParseLayout(tt.lines)
		if err == nil || line != tt.line || !strings.Contains(err.Error(), tt.errPart) {
			t.Errorf("ParseLayout(%q) = line %d, %v; want line %d and %q", tt.lines, line, err, tt.line, tt.errPart)
		}
	}
}

// TestEligibleTableAgrees: eligibility read from the layout's near table
// is the rule worked out cell by cell (the start row before any flip, else
// the face-down cards next to or on a flipped space, else the diagonal
// ones), for every location and every visited and face-down set.
func TestEligibleTableAgrees(t *testing.T) {
	d := testData(t)
	for i := range d.Locations {
		l := &d.Locations[i]
		s := &State{loc: l}
		for visited := uint16(0); visited < 512; visited++ {
			var orth, diag uint16
			for c := 0; c < 9; c++ {
				if visited&(1<<c) != 0 {
					orth |= l.Layout.orth[c]
					diag |= l.Layout.diag[c]
				}
			}
			for down := uint16(0); down < 512; down++ {
				want := down & l.Layout.start
				if visited != 0 {
					if want = (visited | orth) & down; want == 0 {
						want = diag & down
					}
				}
				s.masks.down, s.masks.visited = down, visited
				if got := s.eligible(); got != want {
					t.Fatalf("location %d visited %09b down %09b: eligible %09b, want %09b", i, visited, down, got, want)
				}
			}
		}
	}
}
