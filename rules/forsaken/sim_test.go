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

func TestComputerGamesKeepTheRules(t *testing.T) {
	d := MustData()
	wins := map[Team]int{}
	actions := 0
	for i, seed := range seedsFor(t, 120) {
		n := 4 + i%9
		r := PlayGame(d, seed, Setup{Players: n}, NewTable(d, seed, n, Level(i%3)), true)
		if len(r.Violations) > 0 {
			t.Fatalf("seed %s, %d players: %v (after %d actions)", seed.Code(), n, r.Violations, r.Actions)
		}
		wins[r.Winner]++
		actions += r.Actions
	}
	t.Logf("wins: %v, %d actions a game", wins, actions/120)
}
