package battle

import "testing"

// TestSkillCheckExamples replays the two examples of 1.02.02.
func TestSkillCheckExamples(t *testing.T) {
	tests := []struct {
		name             string
		rating, opposing int
		d8a, d8b, d10    int
		want             bool
	}{
		// Ella (Run 4) races Morten (Run 2): she needs 16 and rolls 4, 5
		// and 1 for 14, so Morten wins.
		{"Ella races Morten", 4, 2, 4, 5, 1, false},
		// Morten (Jump/Climb 3) against difficulty 16 rolls 2, 6 and 1:
		// total 12, less than the difficulty, so he cannot climb.
		{"Morten climbs with a rope", 3, 16 - TargetBase, 2, 6, 1, false},
		{"exactly the target succeeds", 4, 2, 5, 5, 2, true},
	}
	for _, tt := range tests {
		if got := SkillCheck(tt.rating, tt.opposing, tt.d8a, tt.d8b, tt.d10); got != tt.want {
			t.Errorf("%s: got %v, want %v", tt.name, got, tt.want)
		}
	}
	// The climb's total is 12 as the seed says: rating plus dice.
	if total := 3 + 2 + 6 + 1; total != 12 {
		t.Errorf("total %d", total)
	}
}

// TestWinCountExact checks the odds against a brute-force count of all 640
// outcomes and a few hand-counted values.
func TestWinCountExact(t *testing.T) {
	for a := 0; a <= 12; a++ {
		for b := 0; b <= 12; b++ {
			n := 0
			for x := 1; x <= 8; x++ {
				for y := 1; y <= 8; y++ {
					for z := 0; z <= 9; z++ {
						if SkillCheck(a, b, x, y, z) {
							n++
						}
					}
				}
			}
			if got := WinCount(a, b); got != n {
				t.Fatalf("WinCount(%d,%d) = %d, brute force %d", a, b, got, n)
			}
		}
	}
	for _, tt := range []struct{ a, b, want int }{{3, 3, 320}, {5, 3, 428}, {2, 3, 265}, {0, 12, 0}, {12, 0, Outcomes}} {
		if got := WinCount(tt.a, tt.b); got != tt.want {
			t.Errorf("WinCount(%d,%d) = %d, want %d", tt.a, tt.b, got, tt.want)
		}
	}
}

func TestExpectedLosses(t *testing.T) {
	toR, toO := MeleeExpect(3, 3, 2, false, true, 6, 6)
	if toR != (Exact{320 * 2, 640}) || toO != (Exact{320 * 4, 640}) {
		t.Errorf("melee expect %v %v", toR, toO)
	}
	// Capped at what the unit has left.
	if _, toO := MeleeExpect(3, 3, 2, false, true, 6, 3); toO.Num != 320*3 {
		t.Errorf("cap: %v", toO)
	}
	// Range 2, ten bowmen: 3 on a win, 1 on a loss.
	w := WinCount(2, 3)
	if e := RangedExpect(2, 3, 10, 2, 10); e.Num != w*3+(640-w)*1 {
		t.Errorf("ranged expect %v", e)
	}
}

// TestRangedLossTable checks the range table and rounding to the nearest
// troop (halves up).
func TestRangedLossTable(t *testing.T) {
	tests := []struct {
		bowmen, dist int
		win          bool
		want         int
	}{
		{10, 2, true, 3}, {10, 2, false, 1}, {10, 3, true, 1}, {10, 4, true, 1},
		{10, 3, false, 0}, {10, 4, false, 0}, {5, 2, true, 2}, {4, 2, true, 1},
		{4, 3, true, 0}, {5, 3, true, 1}, {15, 2, false, 2}, {7, 2, true, 2},
	}
	for _, tt := range tests {
		if got := RangedLoss(tt.bowmen, tt.dist, tt.win); got != tt.want {
			t.Errorf("RangedLoss(%d, %d, %v) = %d, want %d", tt.bowmen, tt.dist, tt.win, got, tt.want)
		}
	}
}
