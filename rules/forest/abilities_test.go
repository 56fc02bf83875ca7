package forest

import (
	"testing"

	"deepwood/rules/dice"
)

// TestAllyRerolls checks each reroll effect against many seeds: level 1's
// second roll stands whether higher or lower; the level 3s keep the higher
// Forest die or the lower Enemy die (seed ch. 5; T24, T25).
func TestAllyRerolls(t *testing.T) {
	tests := []struct {
		name     string
		ally     int
		level    int
		attacker Side
		phase    Phase
		forest   bool // the Forest's dice change
		keep     func(old, new int) int
	}{
		{"Harvest of Madness (enemy encroaching)", 0, 1, Enemy, PhaseDefend, false, nil},
		{"Bacterial Delirium (enemy defending)", 1, 1, Forest, PhaseResolve, false, nil},
		{"Frantic Growth", 0, 3, Forest, PhaseResolve, true, higherOf},
		{"Bites and Stings", 1, 3, Enemy, PhaseResolve, true, higherOf},
		{"Keen Eyes", 2, 3, Forest, PhaseResolve, false, lowerOf},
		{"Walker Between (project's own)", 3, 3, Enemy, PhaseDefend, false, lowerOf},
	}
	for _, tt := range tests {
		higher, lower := false, false
		for seed := dice.Seed(1); seed <= 60; seed++ {
			s := created(t, 81)
			s.Dice = dice.NewSet(seed)
			withMap(t, s, smallMap)
			s.Ally, s.AllyLevel, s.Used = tt.ally, tt.level, ""
			clash(s, tt.attacker, cell(t, s, 2, 1), Chop, Water, []int{3, 4}, []int{3, 4})
			s.Phase = tt.phase
			if tt.phase == PhaseDefend {
				s.Clash.ForestDice = nil
			}
			die := 1
			if tt.level == 1 {
				die = 0
			}
			evs := mustApply(t, s, UseAlly(tt.level, die))
			ch, ok := find(evs, EvDiceChanged)
			if !ok {
				t.Fatalf("%s: no dice change", tt.name)
			}
			if ch.Side == Forest != tt.forest {
				t.Fatalf("%s: changed the %s's dice", tt.name, ch.Side)
			}
			if tt.keep == nil {
				if ch.Dice[0]+ch.Dice[1] > 7 {
					higher = true
				}
				if ch.Dice[0]+ch.Dice[1] < 7 {
					lower = true
				}
				continue
			}
			if ch.Dice[0] != 3 || ch.Dice[1] != tt.keep(4, ch.Dice[1]) {
				t.Errorf("%s: %v → %v", tt.name, ch.Before, ch.Dice)
			}
			higher = higher || ch.Dice[1] != 4
			lower = true
		}
		if !higher || !lower {
			t.Errorf("%s: outcomes not both seen (higher %v lower %v)", tt.name, higher, lower)
		}
	}
}

func higherOf(a, b int) int { return max(a, b) }
func lowerOf(a, b int) int  { return min(a, b) }

// TestCommitInEnemyEncroachment: committed before the Forest's Defence roll,
// the removal follows that roll at once.
func TestCommitInEnemyEncroachment(t *testing.T) {
	s := created(t, 82)
	withMap(t, s, smallMap)
	s.Ally, s.AllyLevel, s.Used = 2, 2, ""
	s.Phase = PhaseEnemyRoll
	s.Clash = Clash{Attacker: Enemy, Target: cell(t, s, 2, 1), Harm: Chop}
	mustApply(t, s, Commit())
	mustApply(t, s, RollEnemy())
	evs := mustApply(t, s, Defend(Water))
	n := 0
	for _, e := range evs {
		if e.Kind == EvDiceChanged && e.Cause == "remove" {
			n++
			want := max(e.Before[0], e.Before[1])
			if e.Side == Enemy {
				want = min(e.Before[0], e.Before[1])
			}
			if len(e.Dice) != 1 || e.Dice[0] != want {
				t.Errorf("removal %+v", e)
			}
		}
	}
	if n != 2 || s.Phase != PhaseResolve {
		t.Errorf("%d removals, phase %s", n, s.Phase)
	}
}

// TestYearBegins: abilities reset at the start of each Year (ch. 4 Phase 1);
// GP is spent only in the Grow phase.
func TestYearBegins(t *testing.T) {
	s := created(t, 83)
	if IsLegal(s, RaiseValue(Wood)) {
		t.Error("GP spent outside the Grow phase")
	}
	s.Used = "stonewood"
	s.Phase = PhaseGrow
	evs := mustApply(t, s, EndYear())
	if _, ok := find(evs, EvAbilitiesReset); !ok || s.Used != "" {
		t.Errorf("abilities not reset: %q", s.Used)
	}
	if e, _ := find(evs, EvYearEnded); e.Year != 1 || s.Year != 2 || len(s.Journal) != 2 {
		t.Errorf("year ended %+v, now %d", e, s.Year)
	}
}

// TestEncroachValidOnly: the Forest encroaches only on Enemy hexes that
// border its own (ch. 3 Valid Hex), and the Enemy's defence type is
// rerolled at most once.
func TestEncroachValidOnly(t *testing.T) {
	s := created(t, 84)
	withMap(t, s, `
. . . . .
 . E E E .
. E E E .
 . E E E .
. . . . .
`)
	s.Phase = PhaseEncroach
	s.Clash = Clash{Attacker: Forest}
	inner := cell(t, s, 2, 2)
	if IsLegal(s, Encroach(inner, Wood)) {
		t.Error("encroached on a hex no Forest hex borders")
	}
	if !IsLegal(s, Encroach(cell(t, s, 1, 2), Wood)) {
		t.Error("a bordering Enemy hex refused")
	}
	mustApply(t, s, Encroach(cell(t, s, 1, 2), Wood))
	mustApply(t, s, RerollEnemyType())
	if IsLegal(s, RerollEnemyType()) {
		t.Error("a second reroll of the Enemy's type")
	}
}

// TestStructures: what the Enemy builds depends on how it took the hex.
func TestStructures(t *testing.T) {
	d := data(t)
	tests := []struct{ how, terrain, want string }{
		{"origin", "Plains", "town"},
		{"settled", "Rivers", "mill"},
		{"settled", "Island", "homestead"},
		{"chop", "Pines", "sawmill"},
		{"burn", "Forests", "charcoal kiln"},
		{"carve", "Rivers", "dam"},
		{"carve", "Mountains", "mine"},
		{"carve", "Delta", "quarry"},
		{"pollute", "Lakes", "toxified lake"},
		{"pollute", "Hills", "blighted field"},
	}
	for _, tt := range tests {
		if got := d.Structure(tt.how, tt.terrain); got != tt.want {
			t.Errorf("%s on %s: %q, want %q", tt.how, tt.terrain, got, tt.want)
		}
	}
}
