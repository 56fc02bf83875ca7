package forest

import (
	"testing"

	"deepwood/rules/dice"
)

// TestScore (T46): victory first, then fewer Years, then more hexes held;
// a defeat that held out longer scores more; no score before the end.
func TestScore(t *testing.T) {
	tests := []struct {
		name               string
		phase              Phase
		year, forest, want int // forest: the Forest hexes at the end
		ok                 bool
	}{
		{"quick victory", PhaseWon, 9, 63, 10000 + 9100 + 63, true},
		{"slow victory", PhaseWon, 30, 63, 10000 + 7000 + 63, true},
		{"victory on a smaller map", PhaseWon, 9, 52, 10000 + 9100 + 52, true},
		{"victory after a century", PhaseWon, 140, 63, 10000 + 100 + 63, true},
		{"defeat at the last Year", PhaseLost, 25, 40, 2540, true},
		{"early defeat", PhaseLost, 6, 55, 655, true},
		{"game on", PhaseGrow, 6, 55, 0, false},
	}
	for _, tt := range tests {
		s := createdOn(t, 91, Struggle)
		s.Phase, s.Year = tt.phase, tt.year
		for i := range s.Hexes {
			s.Hexes[i].Owner = Enemy
			if i < tt.forest {
				s.Hexes[i].Owner = Forest
			}
		}
		if got, ok := s.Score(); got != tt.want || ok != tt.ok {
			t.Errorf("%s: score %d %v, want %d %v", tt.name, got, ok, tt.want, tt.ok)
		}
	}
	// Every victory outscores every defeat; among victories fewer Years win.
	worstWin, bestLoss := 10000+100+0, 100*99+99
	if worstWin <= bestLoss {
		t.Errorf("a victory can score %d, a defeat %d", worstWin, bestLoss)
	}
}

// TestDailySeed (T47): one seed per level and UTC date, the same every
// time, differing between levels, days, and from Forward's daily seed.
func TestDailySeed(t *testing.T) {
	tests := []struct {
		level   Level
		y, m, d int
		want    string
	}{
		{Tale, 2026, 11, 24, "QTMH-ZNPX"},
		{Struggle, 2026, 11, 24, "JKBD-RQDR"},
		{Blight, 2026, 1, 2, "EGR3-RS59"},
	}
	seen := map[dice.Seed]string{}
	for _, tt := range tests {
		got := DailySeed(tt.level, tt.y, tt.m, tt.d)
		if got.Code() != tt.want {
			t.Errorf("%s %d-%d-%d: %s, want %s", tt.level, tt.y, tt.m, tt.d, got.Code(), tt.want)
		}
	}
	for l := range NumLevels {
		for day := 1; day <= 31; day++ {
			s := DailySeed(l, 2026, 12, day)
			if prev, dup := seen[s]; dup {
				t.Errorf("%s 2026-12-%d repeats %s", l, day, prev)
			}
			seen[s] = l.String()
			if s == dice.DailySeed(2026, 12, day) {
				t.Errorf("%s 2026-12-%d is Forward's daily seed", l, day)
			}
		}
	}
	if first, again := DailySeed(Blight, 2026, 3, 4), DailySeed(Blight, 2026, 3, 4); first != again {
		t.Error("the daily seed is not a pure function")
	}
}
