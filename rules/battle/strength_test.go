package battle

import (
	"testing"

	"deepwood/rules/hex"
)

// TestStrengthNotes checks every strength modifier: notes 1, 3, 4 and 5 of
// §5.01.01, the high ground and the barrier of §5.02. The unit at 1,2
// fights the unit at 2,2 (its east neighbour) unless the case says so.
func TestStrengthNotes(t *testing.T) {
	tests := []struct {
		name, terrain, units string
		setup                func(s *State)
		melee                bool
		want                 int
		wantMods             []ModKind
	}{
		{"light infantry in closed terrain", "\n. . . . .\n . . . . .\n. T . . .\n", "\n. . . . .\n . . . . .\n. l M . .\n", nil, true, 4, []ModKind{ModLightClosed}},
		{"light infantry, enemy in closed terrain", "\n. . . . .\n . . . . .\n. . T . .\n", "\n. . . . .\n . . . . .\n. l M . .\n", nil, true, 4, []ModKind{ModLightClosed}},
		{"light infantry in the open", "\n. . . . .\n . . . . .\n. . . . .\n", "\n. . . . .\n . . . . .\n. l M . .\n", nil, true, 2, nil},
		{"heavy infantry in closed terrain", "\n. . . . .\n . . . . .\n. T . . .\n", "\n. . . . .\n . . . . .\n. h M . .\n", nil, true, 3, []ModKind{ModHeavyClosed}},
		{"pikemen, enemy in closed terrain", "\n. . . . .\n . . . . .\n. . T . .\n", "\n. . . . .\n . . . . .\n. p M . .\n", nil, true, 3, []ModKind{ModHeavyClosed}},
		{"pikemen against cavalry", "\n. . . . .\n . . . . .\n. . . . .\n", "\n. . . . .\n . . . . .\n. p C . .\n", nil, true, 7, []ModKind{ModPikesCavalry}},
		{"pikemen against cavalry in a wood", "\n. . . . .\n . . . . .\n. T . . .\n", "\n. . . . .\n . . . . .\n. p K . .\n", nil, true, 6, []ModKind{ModHeavyClosed, ModPikesCavalry}},
		{"cavalry in the open", "\n. . . . .\n . . . . .\n. . . . .\n", "\n. . . . .\n . . . . .\n. k M . .\n", nil, true, 7, []ModKind{ModCavalryOpen}},
		{"cavalry, enemy in closed terrain", "\n. . . . .\n . . . . .\n. . T . .\n", "\n. . . . .\n . . . . .\n. d M . .\n", nil, true, 3, nil},
		{"cavalry hemmed by two enemies apart", "\n. . . . .\n . . . . .\n. . . . .\n", "\n. . . . .\n . . . . .\nM d M . .\n", nil, false, 3, []ModKind{ModCavalryHemmed}},
		{"cavalry against two enemies side by side", "\n. . . . .\n . . . . .\n. . . . .\n", "\n. . . . .\n . M . . .\n. d M . .\n", nil, true, 5, []ModKind{ModCavalryOpen}},
		{"high ground", "\n. . . . .\n . . . . .\n. 1 . . .\n", "\n. . . . .\n . . . . .\n. m M . .\n", nil, true, 4, []ModKind{ModHighGround}},
		{"same height", "\n. . . . .\n . . . . .\n. 1 1 . .\n", "\n. . . . .\n . . . . .\n. m M . .\n", nil, true, 3, nil},
		{"two-way soft barrier, moved last", flat, "\n. . . . .\n . . . . .\n. m M . .\n . . . . .\n. . . . .\n", func(s *State) {
			s.Field.AddBarrier(BarrierSpec{Kind: Soft, At: hex.Offset{Col: 1, Row: 2}, Dir: hex.East})
			s.Units[0].Seq = 10
		}, true, 2, []ModKind{ModBarrier}},
		{"two-way soft barrier, the enemy moved last", flat, "\n. . . . .\n . . . . .\n. m M . .\n . . . . .\n. . . . .\n", func(s *State) {
			s.Field.AddBarrier(BarrierSpec{Kind: Soft, At: hex.Offset{Col: 1, Row: 2}, Dir: hex.East})
			s.Units[1].Seq = 10
		}, true, 3, nil},
		{"one-way soft barrier, attacking across it", flat, "\n. . . . .\n . . . . .\n. m M . .\n . . . . .\n. . . . .\n", func(s *State) {
			s.Field.AddBarrier(BarrierSpec{Kind: Soft, OneWay: true, At: hex.Offset{Col: 1, Row: 2}, Dir: hex.East})
		}, true, 2, []ModKind{ModBarrier}},
		{"one-way soft barrier, defending behind it", flat, "\n. . . . .\n . . . . .\n. m M . .\n . . . . .\n. . . . .\n", func(s *State) {
			s.Field.AddBarrier(BarrierSpec{Kind: Soft, OneWay: true, At: hex.Offset{Col: 2, Row: 2}, Dir: hex.West})
			s.Units[0].Seq = 10
		}, true, 3, nil},
		{"barriers do not weaken volleys", flat, "\n. . . . .\n . . . . .\n. m M . .\n . . . . .\n. . . . .\n", func(s *State) {
			s.Field.AddBarrier(BarrierSpec{Kind: Soft, At: hex.Offset{Col: 1, Row: 2}, Dir: hex.East})
			s.Units[0].Seq = 10
		}, false, 3, nil},
	}
	for _, tt := range tests {
		s := board(t, tt.terrain, tt.units)
		if tt.setup != nil {
			tt.setup(s)
		}
		me := at(t, s, 1, 2)
		foe := at(t, s, 2, 2)
		st := s.StrengthVs(me, foe, tt.melee)
		var mods []ModKind
		for _, m := range st.Mods {
			mods = append(mods, m.Kind)
		}
		if st.Total != tt.want || len(mods) != len(tt.wantMods) {
			t.Errorf("%s: strength %d %v, want %d %v", tt.name, st.Total, mods, tt.want, tt.wantMods)
			continue
		}
		for i := range mods {
			if mods[i] != tt.wantMods[i] {
				t.Errorf("%s: mods %v, want %v", tt.name, mods, tt.wantMods)
			}
		}
	}
}
