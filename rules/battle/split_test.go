package battle

import (
	"fmt"
	"testing"
)

func TestTroopTable(t *testing.T) {
	want := map[Troop][4]int{ // strength, movement, range, cost
		LightInfantry: {2, 3, 0, 4}, MediumInfantry: {3, 2, 0, 3}, HeavyInfantry: {4, 2, 0, 4},
		Pikemen: {4, 2, 0, 6}, LightCavalry: {2, 5, 0, 10}, MediumCavalry: {3, 4, 0, 15},
		HeavyCavalry: {5, 4, 0, 20}, Bowmen: {2, 2, 4, 4},
	}
	for tr, w := range want {
		st := tr.Stats()
		if got := [4]int{st.Strength, st.Move, st.Range, st.Cost}; got != w {
			t.Errorf("%v: %v, want %v", tr, got, w)
		}
		if back, err := ParseTroop(st.Key); err != nil || back != tr {
			t.Errorf("ParseTroop(%q) = %v, %v", st.Key, back, err)
		}
	}
	if a := (Army{MediumInfantry: 10, HeavyCavalry: 2}); a.Cost() != 70 || a.Total() != 12 {
		t.Errorf("army cost %d total %d", a.Cost(), a.Total())
	}
}

func specs(us []UnitSpec) string {
	s := ""
	for _, u := range us {
		s += fmt.Sprintf("%c%d ", "lmhpcdkb"[u.Troop], u.Size)
	}
	return s
}

// TestSplitArmies checks 5.03's splitting on compositions worked out by
// hand (see the comments for each step).
func TestSplitArmies(t *testing.T) {
	tests := []struct {
		name        string
		a, b        Army
		wantA, want string
		loss        int
	}{
		{
			// Larger (100): MI60 HC20 B20 → MI 30,30 → MI 20×3 → ties at 20 go
			// to the type with more troops: MI 15×4 → HC 10,10 (before
			// bowmen, earlier in the table) → B 10,10 → MI 12×5: 9 units.
			// Smaller (60): the floor is half of 100/9, so ≥ 6 troops; 8
			// units: LI 15,15 → P 10,10 → LI 10×3 → LI 8,8,7,7 → P 7,7,6.
			name:  "mixed armies",
			a:     Army{MediumInfantry: 60, HeavyCavalry: 20, Bowmen: 20},
			b:     Army{LightInfantry: 30, Pikemen: 20, LightCavalry: 10},
			wantA: "m12 m12 m12 m12 m12 k10 k10 b10 b10 ",
			want:  "l8 l8 l7 l7 p7 p7 p6 c10 ",
			// 160 troops in 17 units: ceil(160/51) = 4.
			loss: 4,
		},
		{
			// Larger: 90 MI in 9 units of 10. Smaller: the floor is 5; HC
			// 10,10 → 7,7,6 → 5×4; splitting HC again (4) or the bowmen (2)
			// would break the floor, and the 4 bowmen are all of their type.
			name:  "size floor stops the smaller army",
			a:     Army{HeavyCavalry: 20, Bowmen: 4},
			b:     Army{MediumInfantry: 90},
			wantA: "k5 k5 k5 k5 b4 ",
			want:  "m10 m10 m10 m10 m10 m10 m10 m10 m10 ",
			loss:  3, // 114 troops in 14 units: ceil(114/42) = 3
		},
		{
			// Seven troops cannot make 9 units: MI 3,2 → 2,2,1 → HC and MI
			// tie at 2, MI has more troops: 2,1,1,1 → MI 1×5 → HC 1,1.
			name:  "too few troops",
			a:     Army{MediumInfantry: 5, HeavyCavalry: 2},
			b:     Army{Bowmen: 3},
			wantA: "m1 m1 m1 m1 m1 k1 k1 ",
			// Floor: 2·size·7 ≥ 7, so single troops are fine: 3 units.
			want: "b1 b1 b1 ",
			loss: 1,
		},
		{
			// Equal armies are both split as the larger (RULES M14). HI and
			// bowmen tie throughout, HI first: HI 5,4 → B 5,4 → HI 3×3 → B
			// 3×3 → HI 3,2,2,2 → HI (3) still ties B (3) and goes first:
			// 2,2,2,2,1 → B 3,2,2,2.
			name:  "equal armies",
			a:     Army{MediumInfantry: 18},
			b:     Army{HeavyInfantry: 9, Bowmen: 9},
			wantA: "m2 m2 m2 m2 m2 m2 m2 m2 m2 ",
			want:  "h2 h2 h2 h2 h1 b3 b2 b2 b2 ",
			loss:  1,
		},
	}
	for _, tt := range tests {
		ua, ub := SplitArmies(tt.a, tt.b)
		if specs(ua) != tt.wantA || specs(ub) != tt.want {
			t.Errorf("%s:\n got %s| %s\nwant %s| %s", tt.name, specs(ua), specs(ub), tt.wantA, tt.want)
		}
		if l := LossUnit(ua, ub); l != tt.loss {
			t.Errorf("%s: loss unit %d, want %d", tt.name, l, tt.loss)
		}
	}
}

// TestLossUnit: a third of the average unit size, rounded up.
func TestLossUnit(t *testing.T) {
	u := func(sizes ...int) []UnitSpec {
		var out []UnitSpec
		for _, s := range sizes {
			out = append(out, UnitSpec{MediumInfantry, s})
		}
		return out
	}
	tests := []struct {
		a, b []UnitSpec
		want int
	}{
		{u(9, 9), u(9), 3},       // average 9 → 3
		{u(10, 10), u(10), 4},    // average 10 → 3.33 → 4
		{u(3), u(3), 1},          // average 3 → 1
		{u(1), u(1), 1},          // average 1 → 0.33 → 1
		{u(114), u(0, 0, 0), 10}, // 114 troops in 4 units: 28.5/3 = 9.5 → 10
	}
	for _, tt := range tests {
		if got := LossUnit(tt.a, tt.b); got != tt.want {
			t.Errorf("LossUnit(%v, %v) = %d, want %d", tt.a, tt.b, got, tt.want)
		}
	}
}
