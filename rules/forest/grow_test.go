package forest

import (
	"testing"

	"deepwood/internal/rulestest"
)

// TestGrow covers the five ways to spend GP and their limits (seed ch. 4,
// Phase 4).
func TestGrow(t *testing.T) {
	base := created(t, 41)
	withMap(t, base, smallMap)
	base.Phase = PhaseGrow
	base.Forest = [NumNatures]int{8, 12, 4, 9}
	base.Abilities = []Held{{ID: "stonewood", Level: 1}, {ID: "howling-breath", Level: 2}}
	base.Ally, base.AllyLevel = 0, 1
	enemyHex := cell(t, base, 2, 2)
	tests := []struct {
		name  string
		gp    int
		act   Action
		legal bool
		check func(*State) bool
	}{
		{"raise value", 1, RaiseValue(Wood), true, func(s *State) bool { return s.Forest[Wood] == 9 && s.GP == 0 }},
		{"value capped at 12", 5, RaiseValue(Water), false, nil},
		{"raise value without GP", 0, RaiseValue(Wood), false, nil},
		{"raise ally", 2, RaiseAlly(), true, func(s *State) bool { return s.AllyLevel == 2 && s.GP == 0 }},
		{"raise ally short", 1, RaiseAlly(), false, nil},
		{"ability to level 2 needs 9", 2, RaiseAbility("stonewood"), false, nil},
		{"ability to level 3 needs 12", 4, RaiseAbility("howling-breath"), false, nil},
		{"new ability of a new type", 2, NewAbility("like-slate"), true, func(s *State) bool { return len(s.Abilities) == 3 && s.GP == 0 }},
		{"new ability of a held type", 2, NewAbility("canopy-of-darkness"), false, nil},
		{"new ability needs 5", 2, NewAbility("silent-tremor"), false, nil},
		{"burst forth", 4, BurstForth(enemyHex), true, func(s *State) bool {
			return s.Hexes[enemyHex].Owner == Forest && s.GP == 0 && s.GPEarned == 4
		}},
		{"burst forth short", 3, BurstForth(enemyHex), false, nil},
		{"burst forth on a Forest hex", 4, BurstForth(cell(t, base, 0, 0)), false, nil},
		{"end year", 3, EndYear(), true, func(s *State) bool { return s.Year == base.Year+1 && s.GP == 3 && s.Phase == PhaseEnemyRoll }},
	}
	for _, tt := range tests {
		s := base.Clone()
		s.GP, s.GPEarned = tt.gp, tt.gp
		fp := s.Fingerprint()
		_, err := Apply(s, tt.act)
		if (err == nil) != tt.legal {
			t.Errorf("%s: err %v", tt.name, err)
			continue
		}
		if err != nil && s.Fingerprint() != fp {
			t.Errorf("%s: a refused action changed the state", tt.name)
		}
		if tt.check != nil && !tt.check(s) {
			t.Errorf("%s: state after %+v", tt.name, s.Abilities)
		}
		rulestest.Holds(t, tt.name, CheckInvariants(s))
	}
	s := base.Clone()
	s.Forest[Air] = 12
	s.GP, s.GPEarned = 2, 2
	mustApply(t, s, RaiseAbility("howling-breath"))
	if s.HeldOf(Air).Level != 3 {
		t.Error("Howling Breath not at level 3")
	}
}

// TestEnd: victory when the Enemy holds no hex, defeat when the Forest holds
// none (DESIGN.md Forest 9).
func TestEnd(t *testing.T) {
	s := created(t, 42)
	withMap(t, s, `
. . .
 . E .
. . .
`)
	s.Forest[Wood] = 6
	setEnemy(s, Chop, 0)
	clash(s, Forest, cell(t, s, 1, 1), Chop, Wood, []int{6, 5}, []int{1, 2})
	evs := mustApply(t, s, Resolve())
	if _, ok := find(evs, EvWon); !ok || s.Phase != PhaseWon || len(Legal(s)) != 0 {
		t.Errorf("phase %s", s.Phase)
	}
	if last := s.Journal[len(s.Journal)-1]; last.Year != s.Year {
		t.Errorf("no entry for the last Year")
	}

	s = created(t, 43)
	withMap(t, s, `
E E E
 E . E
E E E
`)
	clash(s, Enemy, cell(t, s, 1, 1), Chop, Wood, []int{1, 2}, []int{6, 5})
	evs = mustApply(t, s, Resolve())
	if _, ok := find(evs, EvLost); !ok || s.Phase != PhaseLost {
		t.Errorf("phase %s", s.Phase)
	}

	s = created(t, 44)
	withMap(t, s, smallMap)
	s.Phase, s.GP, s.GPEarned = PhaseGrow, 12, 12
	for _, c := range []int{cell(t, s, 1, 2), cell(t, s, 2, 2), cell(t, s, 3, 2)} {
		mustApply(t, s, BurstForth(c))
	}
	if s.Phase != PhaseWon || s.GP != 0 {
		t.Errorf("burst to victory: phase %s GP %d", s.Phase, s.GP)
	}
}
