package battle

import (
	"math"
	"testing"

	"deepwood/internal/rulestest"
)

// TestArmyCheck: the custom-battle check refuses negative counts, an empty
// army, a cost over the budget, and counts so large their cost would
// overflow into a small number; it accepts an army that fits.
func TestArmyCheck(t *testing.T) {
	fits := Army{MediumInfantry: 30, Bowmen: 10}
	for _, c := range []struct {
		name   string
		army   Army
		budget int
		want   string // "" when the army is fine
	}{
		{"fits", fits, 200, ""},
		{"exactly the budget", Army{HeavyCavalry: 10}, 200, ""},
		{"negative", Army{MediumInfantry: 30, Pikemen: -5}, 200, "negative"},
		{"empty", Army{}, 200, "no troops"},
		{"over budget", Army{HeavyCavalry: 8, MediumInfantry: 20}, 200, "over the budget"},
		{"one type over", Army{HeavyCavalry: 11}, 200, "more than the budget"},
		{"overflow", Army{HeavyCavalry: math.MaxInt / 10, LightCavalry: math.MaxInt / 10}, 600, "more than the budget"},
	} {
		rulestest.Refuses(t, c.name, c.army.Check(c.budget), c.want)
	}
}

// TestCheckBudget: the budget's bounds, and every embedded scenario's
// armies fit MaxBudget, since the set-up screen starts a custom battle from
// the scenario's armies with a budget they fit.
func TestCheckBudget(t *testing.T) {
	for b, ok := range map[int]bool{MinBudget: true, MaxBudget: true, 200: true, 0: false, -20: false, MinBudget - 1: false, MaxBudget + 1: false} {
		if got := CheckBudget(b) == nil; got != ok {
			t.Errorf("budget %d accepted %v, want %v", b, got, ok)
		}
	}
	scs := rulestest.Load(t, Scenarios)
	for _, sc := range scs {
		for side, a := range sc.Armies {
			if err := a.Check(MaxBudget); err != nil {
				t.Errorf("%s %v: %v", sc.Name, Side(side), err)
			}
		}
	}
	for s, ok := range map[Side]bool{Red: true, Blue: true, NoSide: false, 2: false, 5: false} {
		if s.Valid() != ok {
			t.Errorf("side %d valid %v", s, !ok)
		}
	}
}
