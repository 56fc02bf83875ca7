package ai

import (
	"slices"
	"strings"
	"testing"

	"deepwood/rules/battle"
	"deepwood/rules/dice"
	"deepwood/rules/hex"
)

func scenario(t *testing.T, name string) *battle.Scenario {
	t.Helper()
	sc, err := battle.LoadScenario(name)
	if err != nil {
		t.Fatal(err)
	}
	return sc
}

// TestEveryLevelPlaysCleanly: each level plays whole battles through the
// public API only, with every invariant holding.
func TestEveryLevelPlaysCleanly(t *testing.T) {
	for i, name := range []string{"forest", "town", "ambush", "ford"} {
		lv := Level(i%3 + 1)
		p := battle.PlayBattle(scenario(t, name), dice.Seed(i+1), New(lv, 1), New(Random, 2), true)
		if len(p.Violations) > 0 {
			t.Errorf("%s (%v): %v", name, lv, p.Violations[:1])
		}
	}
}

// TestLevelsBeatRandom: every level beats random play: it never loses and
// wins at least half (random units that wander off can hold out to a draw),
// over eight battles, four on each side.
func TestLevelsBeatRandom(t *testing.T) {
	sc := scenario(t, "skirmish")
	for _, lv := range []Level{Easy, Normal, Hard} {
		wins, losses := 0, 0
		const battles = 8
		for i := range battles {
			seed := dice.Seed(40 + i)
			me, them := New(lv, seed), New(Random, seed)
			side := battle.Red
			var p battle.Played
			if i%2 == 0 {
				p = battle.PlayBattle(sc, seed, me, them, false)
			} else {
				side = battle.Blue
				p = battle.PlayBattle(sc, seed, them, me, false)
			}
			switch p.Result.Winner {
			case side:
				wins++
			case side.Other():
				losses++
			}
		}
		t.Logf("%v against random: %d wins, %d losses of %d", lv, wins, losses, battles)
		if wins < battles/2 || losses > 0 {
			t.Errorf("%v against random: %d wins, %d losses of %d", lv, wins, losses, battles)
		}
	}
}

// TestReproducibleForABudget: with no clock, the same seeds and budgets
// give the same battle, to the fingerprint (pinned for native and
// WebAssembly runs alike).
func TestReproducibleForABudget(t *testing.T) {
	golden := map[string]string{"skirmish": "46971a3b08d0a730", "ford": "78f234790c65af23"}
	for _, name := range []string{"skirmish", "ford"} {
		var prints []string
		for range 2 {
			s := battle.New(scenario(t, name), dice.Seed(77))
			ps := [2]*AI{New(Hard, 1), New(Normal, 2)}
			for !s.Over() {
				a := ps[s.Turn].Choose(battle.View(s, s.Turn), battle.Legal(s))
				if _, err := battle.Apply(s, a); err != nil {
					t.Fatal(err)
				}
			}
			prints = append(prints, s.Fingerprint())
		}
		if prints[0] != prints[1] || prints[0] != golden[name] {
			t.Errorf("%s: fingerprints %v, want %s", name, prints, golden[name])
		}
	}
}

// TestNeverReadsTheSecretChoice: the AI decides the same whatever the other
// side chose as quick units, because its view does not show them.
func TestNeverReadsTheSecretChoice(t *testing.T) {
	sc := scenario(t, "skirmish")
	base := battle.New(sc, dice.Seed(9))
	red, blue := New(Normal, 1), New(Normal, 2)
	for base.Phase != battle.PhaseQuick || base.Round < 2 {
		p := [2]*AI{red, blue}[base.Turn]
		if _, err := battle.Apply(base, p.Choose(battle.View(base, base.Turn), battle.Legal(base))); err != nil {
			t.Fatal(err)
		}
	}
	var choices []battle.Action
	for _, a := range battle.Legal(base)[:3] {
		s := base.Clone()
		if _, err := battle.Apply(s, a); err != nil {
			t.Fatal(err)
		}
		v := battle.View(s, s.Turn)
		choices = append(choices, New(Hard, 5).Choose(v, battle.Legal(s)))
	}
	if choices[0] != choices[1] || choices[1] != choices[2] {
		t.Errorf("the quick choice depends on the hidden choice: %v", choices)
	}
}

// TestDebugLog: each decision logs its best candidates, best first.
func TestDebugLog(t *testing.T) {
	a := New(Hard, 1, WithLog())
	battle.PlayBattle(scenario(t, "open"), dice.Seed(3), a, New(Easy, 2), false)
	log := a.Log()
	if len(log) < 20 {
		t.Fatalf("%d decisions logged", len(log))
	}
	moves := 0
	for _, d := range log {
		for i := 1; i < len(d.Top); i++ {
			if d.Top[i].Score > d.Top[i-1].Score {
				t.Fatalf("log not sorted: %v", d)
			}
		}
		if d.Phase == battle.PhaseMove {
			moves++
		}
	}
	if moves == 0 || !strings.Contains(log[0].String(), "round") {
		t.Errorf("moves logged %d; first entry %q", moves, log[0].String())
	}
}

// TestDecisionString: a logged decision reads as a heading and a line per
// candidate; a planned move shows as planned, not as its sorting score.
func TestDecisionString(t *testing.T) {
	hexAt := func(col, row int) hex.Axial { return hex.OffsetToAxial(hex.Offset{Col: col, Row: row}) }
	mv := battle.Move(battle.Red, 3, hexAt(4, 5))
	tests := []struct {
		d    Decision
		want string
	}{
		{Decision{Round: 2, Phase: battle.PhaseMove, Nodes: 77, Top: []Candidate{{Action: mv, Score: Planned, Note: "planned move"}, {Action: mv, Score: -1385, Note: "strike together"}}},
			"round 2 move (77 nodes):\n  planned  red move u3 to c4 r5  planned move\n    -1385  red move u3 to c4 r5  strike together"},
		{Decision{Round: 0, Phase: battle.PhaseDeploy, Top: []Candidate{{Action: battle.Place(battle.Blue, 9, hexAt(9, 7)), Score: 0}}},
			"round 0 deploy (0 nodes):\n        0  blue place u9 to c9 r7"},
	}
	for _, tt := range tests {
		if got := tt.d.String(); got != tt.want {
			t.Errorf("got\n%s\nwant\n%s", got, tt.want)
		}
	}
}

// TestClockStopsTheSearch: an injected clock ends the search early, and the
// AI still answers with a legal action.
func TestClockStopsTheSearch(t *testing.T) {
	var now int64
	clock := func() int64 { now += 10; return now }
	a := New(Hard, 1, WithClock(clock, 50), WithNodes(1_000_000))
	s := battle.New(scenario(t, "skirmish"), dice.Seed(4))
	for i := 0; i < 200 && !s.Over(); i++ {
		legal := battle.Legal(s)
		act := a.Choose(battle.View(s, s.Turn), legal)
		if !slices.Contains(legal, act) {
			t.Fatalf("illegal %v", act)
		}
		if _, err := battle.Apply(s, act); err != nil {
			t.Fatal(err)
		}
	}
	if a.used > 10 {
		t.Errorf("the clock did not stop the search: %d nodes", a.used)
	}
}

func TestParseLevel(t *testing.T) {
	for i, n := range Names() {
		if l, err := ParseLevel(n); err != nil || int(l) != i || l.String() != n {
			t.Errorf("%s: %v %v", n, l, err)
		}
	}
	if _, err := ParseLevel("grandmaster"); err == nil {
		t.Error("unknown level accepted")
	}
}
