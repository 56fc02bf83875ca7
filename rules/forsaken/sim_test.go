package forsaken

import (
	"testing"

	"deepwood/rules/dice"
)

func TestRandomGamesKeepTheRules(t *testing.T) {
	d := MustData()
	wins := map[Team]int{}
	for i, seed := range seedsFor(t, 200) {
		n := 4 + i%9
		r := PlayGame(d, seed, Setup{Players: n}, RandomTable(seed, n), true)
		if len(r.Violations) > 0 {
			t.Fatalf("seed %s, %d players: %v (after %d actions)", seed.Code(), n, r.Violations, r.Actions)
		}
		wins[r.Winner]++
	}
	t.Logf("wins: %v", wins)
}

func seedsFor(t *testing.T, n int) []dice.Seed {
	t.Helper()
	out := make([]dice.Seed, n)
	for i := range out {
		out[i] = dice.Seed(1000 + i)
	}
	return out
}
