package hex

import "testing"

// TestStepsTo: steps to the nearest goal ('G') go round walls ('#'), and a
// one-way step counts only in the direction it allows.
func TestStepsTo(t *testing.T) {
	g, glyphs := MustParseGrid(`
. . . . .
 . G # . .
. # # . .
 . . . . G
. . . . .
`)
	var goals []Axial
	for i := range g.Len() {
		if glyphs.At(i) == 'G' {
			goals = append(goals, g.At(i))
		}
	}
	open := func(from, to Axial) bool {
		a, _ := glyphs.Get(from)
		b, _ := glyphs.Get(to)
		return a != '#' && b != '#'
	}
	at := func(col, row int) Axial { return Offset{Col: col, Row: row}.Axial() }
	// A one-way step between (0,3) and (0,2), north only or south only.
	north := func(from, to Axial) bool { return open(from, to) && !(from == at(0, 2) && to == at(0, 3)) }
	south := func(from, to Axial) bool { return open(from, to) && !(from == at(0, 3) && to == at(0, 2)) }
	tests := []struct {
		name    string
		canStep func(from, to Axial) bool
		from    Axial
		want    int
	}{
		{"a goal", open, at(1, 1), 0},
		{"beside a goal", open, at(0, 1), 1},
		{"the nearer of two goals", open, at(3, 2), 2},
		{"round the wall", open, at(1, 3), 3},
		{"a wall", open, at(2, 1), -1},
		{"the far corner", open, at(0, 4), 4},
		{"west of the wall", open, at(0, 3), 3},
		{"a one-way step with the walk", north, at(0, 3), 3},
		{"a one-way step against the walk", south, at(0, 3), 4},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			dist := make([]int32, g.Len())
			g.StepsTo(goals, tt.canStep, dist, nil)
			i, _ := g.Index(tt.from)
			if got := int(dist[i]); got != tt.want {
				t.Errorf("steps from %v = %d, want %d", tt.from.Offset(), got, tt.want)
			}
		})
	}
}
