package forest

import (
	"slices"
	"strings"
	"testing"

	"deepwood/rules/dice"
)

// TestTargetOdds (T42): the closed form TargetOdds uses agrees with
// counting every roll of the target dice as RULES.md states the rule: each
// die counts clockwise from the valid hex nearest the heart, the count
// nearest the heart is struck, the earlier die on a tie.
func TestTargetOdds(t *testing.T) {
	drawing := `
. . . . . .
 . . E E . .
. . E E E .
 . . . . . .
. . . . . .
`
	for _, l := range []Level{Struggle, Blight} {
		for _, heart := range [][2]int{{0, 0}, {5, 0}, {0, 4}, {5, 3}, {1, 3}} {
			s := createdOn(t, 61, l)
			withMap(t, s, drawing)
			s.Primary = cell(t, s, heart[0], heart[1])
			order := s.targetOrder()
			h := s.Primary
			dist := func(c int) int { return s.grid.At(c).Distance(s.grid.At(h)) }
			cw := s.Clockwise()
			start := cw[0]
			for _, c := range cw {
				if dist(c) < dist(start) {
					start = c
				}
			}
			if order[0] != start || len(order) != len(cw) {
				t.Errorf("%s heart %v: the count starts at %d, not at %d, the first nearest the heart", l, heart, order[0], start)
			}
			n := l.rules().targetDice
			var wantHeart, wantSecond, total int
			rolls := make([]int, n)
			var walk func(i int)
			walk = func(i int) {
				if i < n {
					for r := 1; r <= 12; r++ {
						rolls[i] = r
						walk(i + 1)
					}
					return
				}
				total++
				best := order[(rolls[0]-1)%len(order)]
				for _, r := range rolls[1:] {
					if c := order[(r-1)%len(order)]; dist(c) < dist(best) {
						best = c
					}
				}
				switch {
				case best == h:
					wantHeart++
				case s.secondAfter(best) == h:
					wantSecond++
				}
			}
			walk(0)
			gh, gs, gt := s.TargetOdds()
			if gh != wantHeart || gs != wantSecond || gt != total {
				t.Errorf("%s heart %v: TargetOdds %d/%d/%d, counted %d/%d/%d", l, heart, gh, gs, gt, wantHeart, wantSecond, total)
			}
		}
	}
}

// TestTargetRolled (T42): in play, the Year's target is the count of one of
// the level's d12 in the order starting nearest the heart, and the nearest
// to the heart of those the dice count to.
func TestTargetRolled(t *testing.T) {
	for _, l := range []Level{Tale, Struggle, Blight} {
		for seed := dice.Seed(1); seed <= 30; seed++ {
			s := createdOn(t, seed, l)
			bot := Greedy{}
			for y := 0; y < 4 && !s.Phase.Over(); {
				order := s.targetOrder()
				evs := mustApply(t, s, bot.Choose(s, Legal(s)))
				e, ok := find(evs, EvTarget)
				if !ok {
					continue
				}
				y++
				if !slices.Equal(order, e.Hexes) || l == Tale && !slices.Equal(order, s.Clockwise()) {
					t.Fatalf("%s seed %d: counted %v, want %v", l, seed, e.Hexes, order)
				}
				rolls := e.Dice
				if len(rolls) == 0 {
					rolls = []int{e.Roll}
				}
				if len(rolls) != max(1, l.rules().targetDice) || e.Hex != e.Hexes[(e.Roll-1)%len(e.Hexes)] {
					t.Fatalf("%s seed %d: target event %+v", l, seed, e)
				}
				if h := s.Heart(); h >= 0 {
					for _, r := range rolls {
						c := e.Hexes[(r-1)%len(e.Hexes)]
						if s.grid.At(c).Distance(s.grid.At(h)) < s.grid.At(e.Hex).Distance(s.grid.At(h)) {
							t.Errorf("%s seed %d: struck %d though die %d counts to nearer %d", l, seed, e.Hex, r, c)
						}
					}
				}
			}
		}
	}
}

// TestThreat (T45): the threat tells every loss before it can happen.
func TestThreat(t *testing.T) {
	drawing := `
. . . . . . .
 . . . . . . .
. . . . E E .
 . . . . E E .
`
	tests := []struct {
		name   string
		level  Level
		heart  [2]int
		phase  Phase
		target [2]int
		year   int
		check  func(th Threat) bool
		line   string
	}{
		{"heart struck", Struggle, [2]int{3, 2}, PhaseEnemyRoll, [2]int{3, 2}, 3,
			func(th Threat) bool { return th.Target && th.AtStake() && th.Reach == 1 && !th.NextYear }, "strikes at your heart (D3)"},
		{"heart second on doubles", Struggle, [2]int{0, 0}, PhaseDefend, [2]int{1, 0}, 3,
			func(th Threat) bool { return th.OnDoubles && th.AtStake() }, "second hex is your heart"},
		{"borders the Enemy", Blight, [2]int{3, 2}, PhaseEncroach, [2]int{0, 0}, 3,
			func(th Threat) bool { return th.NextYear && th.Reach == 1 }, "can be struck next Year"},
		{"two hexes away", Blight, [2]int{2, 2}, PhaseGrow, [2]int{0, 0}, 3,
			func(th Threat) bool { return th.NextYear && th.Reach == 2 }, "a doubles win next Year"},
		{"three hexes away", Struggle, [2]int{1, 2}, PhaseGrow, [2]int{0, 0}, 3,
			func(th Threat) bool { return !th.NextYear && th.Reach == 3 }, "is 3 hexes from the Enemy"},
		{"the Year before the last", Struggle, [2]int{0, 0}, PhaseGrow, [2]int{0, 0}, 24,
			func(th Threat) bool { return th.NextYear && !th.Final && th.LastYear == 25 }, "next Year, Year 25, is the last"},
		{"the last Year", Struggle, [2]int{0, 0}, PhaseEncroach, [2]int{0, 0}, 25,
			func(th Threat) bool { return th.Final && !th.NextYear }, "Year 25 is the last"},
		{"an Age", Blight, [2]int{0, 0}, PhaseGrow, [2]int{0, 0}, 5,
			func(th Threat) bool { return th.Age == 2 && th.AgeBonus == 1 && th.NextAge == 7 }, "Age 2: Enemy Potency +1; Age 3 begins in Year 7."},
		{"a Tale", Tale, [2]int{3, 2}, PhaseEnemyRoll, [2]int{3, 2}, 3,
			func(th Threat) bool { return th.Heart < 0 && !th.AtStake() && !th.NextYear && th.LastYear == 0 }, "loses only if it loses every hex"},
	}
	for _, tt := range tests {
		s := createdOn(t, 71, tt.level)
		withMap(t, s, drawing)
		s.Primary = cell(t, s, tt.heart[0], tt.heart[1])
		s.Year, s.Phase = tt.year, tt.phase
		s.Clash = Clash{Attacker: Enemy, Target: cell(t, s, tt.target[0], tt.target[1])}
		if tt.phase == PhaseDefend {
			s.Clash.EnemyDice, s.Clash.Doubles = []int{4, 4}, true
		}
		if tt.phase == PhaseEncroach || tt.phase == PhaseGrow {
			s.Clash = Clash{Attacker: Forest}
		}
		th := s.Threat()
		if !tt.check(th) || !strings.Contains(th.Line, tt.line) {
			t.Errorf("%s: %+v", tt.name, th)
		}
	}
}

// TestThreatAfterTheEnd: a finished game's line says how it ended.
func TestThreatAfterTheEnd(t *testing.T) {
	tests := []struct {
		level Level
		edit  func(s *State)
		line  string
	}{
		{Struggle, func(s *State) { s.Phase, s.Hexes[s.Primary].Owner = PhaseLost, Enemy }, "took your heart"},
		{Blight, func(s *State) { s.Phase, s.Year = PhaseLost, 25 }, "Year 25 has ended"},
		{Tale, func(s *State) {
			s.Phase = PhaseLost
			for i := range s.Hexes {
				s.Hexes[i].Owner = Enemy
			}
		}, "took your last hex"},
		{Tale, func(s *State) {
			s.Phase = PhaseWon
			for i := range s.Hexes {
				s.Hexes[i].Owner = Forest
			}
		}, "has won"},
	}
	for _, tt := range tests {
		s := createdOn(t, 73, tt.level)
		tt.edit(s)
		if th := s.Threat(); !strings.Contains(th.Line, tt.line) || th.NextYear || th.Final || th.AtStake() {
			t.Errorf("%s: %+v", tt.level, th)
		}
	}
}

// TestRollTarget (T42): with the same dice, rollTarget strikes what the
// rule says: each d12 counts in the order, the count nearest the heart is
// struck, the earlier die on a tie; every die is shown when there are more
// than one.
func TestRollTarget(t *testing.T) {
	for _, l := range []Level{Tale, Struggle, Blight} {
		s := createdOn(t, 81, l)
		withMap(t, s, `
. . . . . .
 . . E E . .
. . E E E .
 . . . . . .
`)
		s.Primary = cell(t, s, 5, 3)
		order := s.targetOrder()
		for seed := dice.Seed(1); seed <= 200; seed++ {
			st, same := dice.NewStream(seed, "t"), dice.NewStream(seed, "t")
			roll, target, rolls := s.rollTarget(st, order)
			n := max(1, l.rules().targetDice)
			var want []int
			for range n {
				want = append(want, same.D12())
			}
			best := want[0]
			for _, r := range want[1:] {
				a, b := order[(r-1)%len(order)], order[(best-1)%len(order)]
				if s.Heart() >= 0 && s.grid.At(a).Distance(s.grid.At(s.Primary)) < s.grid.At(b).Distance(s.grid.At(s.Primary)) {
					best = r
				}
			}
			if roll != best || target != order[(best-1)%len(order)] || (n > 1) != (rolls != nil) || n > 1 && !slices.Equal(rolls, want) {
				t.Fatalf("%s seed %d: rolled %v, kept %d → %d; want %d", l, seed, rolls, roll, target, best)
			}
		}
	}
}
