package ai

import (
	"slices"
	"testing"

	"deepwood/rules/hex"
)

// TestReachesKeepsOnlyWhatHolds: a kept reach is the state's own reach
// whatever has moved since: an enemy moving far off reuses it, one moving
// beside the unit's way (where the unit must stop) does not.
func TestReachesKeepsOnlyWhatHolds(t *testing.T) {
	s := board(t, `
. . . . . . . . .
 . . . . . . . . M
. . . . . . . . .
 . . . . . . . . .
. . . . m . . . .
 . . . . . . . . .
. . . . . . . . .
 . . . . . . . . .
. . . . . . . . .
`)
	var c reaches
	for _, tt := range []struct {
		name   string
		enemy  hex.Offset
		reused bool
	}{
		{"as drawn", hex.Offset{Col: 8, Row: 1}, false},
		{"far off still", hex.Offset{Col: 8, Row: 0}, true},
		{"beside the way", hex.Offset{Col: 4, Row: 2}, false},
		{"back far off", hex.Offset{Col: 8, Row: 0}, true},
	} {
		s.Unit(0).Hex = tt.enemy.Axial()
		before := len(c.seen)
		got := c.of(s, 1)
		if want := s.Reach(1).Hexes(); !slices.Equal(got, want) {
			t.Errorf("%s: kept reach of %d hexes, the state's has %d", tt.name, len(got), len(want))
		}
		if reused := len(c.seen) == before && before > 0; reused != tt.reused {
			t.Errorf("%s: reused %v, want %v", tt.name, reused, tt.reused)
		}
	}
}
