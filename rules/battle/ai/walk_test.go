package ai

import (
	"testing"

	"deepwood/rules/battle"
	"deepwood/rules/hex"
)

// wallWithGap is a red medium infantry unit (unit 1) two hexes from a blue
// one as the crow flies, with a wall of rock between them and the way
// round through a gap at the east end.
const wallWithGap = `
. . . . . . . . .
 . . . . M . . . .
# # # # # # # . .
 . . . . m . . . .
. . . . . . . . .
`

// TestWalkingDistance: the walk to the nearest enemy goes round impassable
// ground and hard barriers, and only a barrier's own direction stops it.
func TestWalkingDistance(t *testing.T) {
	at := func(col, row int) hex.Axial { return hex.Offset{Col: col, Row: row}.Axial() }
	tests := []struct {
		name     string
		barriers []battle.BarrierSpec
		from     hex.Axial
		want     int
	}{
		{"beside the enemy", nil, at(5, 1), 1},
		{"on the far side of the wall", nil, at(4, 3), 6},
		{"in the gap", nil, at(7, 2), 3},
		{"in the far corner", nil, at(0, 4), 11},
		{"walls north of the gap", []battle.BarrierSpec{wall(7, 2, hex.NorthEast, false), wall(7, 2, hex.NorthWest, false)}, at(7, 2), 5},
		{"a one-way wall against the walk", []battle.BarrierSpec{wall(7, 2, hex.NorthWest, true)}, at(7, 2), 4},
		{"a one-way wall the other way", []battle.BarrierSpec{wall(6, 1, hex.SouthEast, true)}, at(7, 2), 3},
		{"a soft barrier", []battle.BarrierSpec{{Kind: battle.Soft, At: hex.Offset{Col: 7, Row: 2}, Dir: hex.NorthWest}}, at(7, 2), 3},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := board(t, wallWithGap)
			for _, b := range tt.barriers {
				s.Field.AddBarrier(b)
			}
			var w walks
			if got := w.nearest(s, tt.from, s.OnField(battle.Blue)); got != tt.want {
				t.Errorf("walk from %v = %d, want %d (as the crow flies %d)", tt.from.Offset(), got, tt.want, nearest(s, tt.from, s.OnField(battle.Blue)))
			}
		})
	}
}

// wall is a hard barrier on an edge of the hex at col, row.
func wall(col, row int, dir hex.Direction, oneWay bool) battle.BarrierSpec {
	return battle.BarrierSpec{Kind: battle.Hard, OneWay: oneWay, At: hex.Offset{Col: col, Row: row}, Dir: dir}
}

// TestWalkRoundTheWall: a unit that measures the way round heads for the
// gap; measured as the crow flies, it stands against the wall, as near as
// it can get, for ever.
func TestWalkRoundTheWall(t *testing.T) {
	for _, level := range []Level{Normal, Hard} {
		for _, walk := range []bool{false, true} {
			traits := DefaultTraits(level)
			traits.Walk = walk
			s := board(t, wallWithGap)
			before := s.Unit(1).Hex
			after := firstMoves(t, New(level, 1, WithTraits(traits)), s).Unit(1).Hex
			var w walks
			from, to := w.nearest(s, before, []int{0}), w.nearest(s, after, []int{0})
			if walk && to >= from || !walk && after != before {
				t.Errorf("%v, walk %v: moved %v → %v, walk to the enemy %d → %d", level, walk, before.Offset(), after.Offset(), from, to)
			}
		}
	}
}

// TestWalksFollowTheEnemy: the kept distances are measured again once the
// enemy has moved, and for another field.
func TestWalksFollowTheEnemy(t *testing.T) {
	s := board(t, wallWithGap)
	from := hex.Offset{Col: 4, Row: 3}.Axial()
	var w walks
	foe := s.OnField(battle.Blue)
	steps := []struct {
		name string
		move func()
		want int
	}{
		{"at first", func() {}, 6},
		{"the enemy through the gap", func() { s.Unit(0).Hex = hex.Offset{Col: 7, Row: 3}.Axial() }, 3},
		{"another field, no gap", func() { s = board(t, "\n. . . M\n # # # #\n. m . .\n"); from = s.Unit(1).Hex }, 3 + unreachable},
	}
	for _, st := range steps {
		st.move()
		if got := w.nearest(s, from, foe); got != st.want {
			t.Errorf("%s: walk %d, want %d", st.name, got, st.want)
		}
	}
}
