package ai

import (
	"testing"

	"deepwood/rules/battle"
	"deepwood/rules/dice"
)

func TestMatchQuick(t *testing.T) {
	if testing.Short() {
		t.Skip()
	}
	for _, name := range []string{"open", "ford"} {
		sc, err := battle.LoadScenario(name)
		if err != nil {
			t.Fatal(err)
		}
		for _, pair := range [][2]Level{{Normal, Easy}, {Hard, Normal}} {
			wins, n := 0, 6
			for i := range n {
				seed := dice.Seed(100 + i)
				p := [2]*AI{New(pair[0], seed), New(pair[1], seed)}
				strong := battle.Red
				if i%2 == 1 {
					p[0], p[1] = p[1], p[0]
					strong = battle.Blue
				}
				r := battle.PlayBattle(sc, seed, p[0], p[1], true)
				if len(r.Violations) > 0 {
					t.Fatalf("violations: %v", r.Violations[:1])
				}
				if r.Result.Winner == strong {
					wins++
				}
				t.Logf("%s %v vs %v game %d: %+v actions %d", name, pair[0], pair[1], i, r.Result, r.Actions)
			}
			t.Logf("%s: %v beats %v %d/%d", name, pair[0], pair[1], wins, n)
		}
	}
}
