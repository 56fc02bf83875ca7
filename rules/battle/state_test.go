package battle

import (
	"testing"

	"deepwood/internal/rulestest"
	"deepwood/rules/dice"
)

// randomPlayer picks legal actions from its own stream, always fighting on.
type randomPlayer struct{ st *dice.Stream }

func (p randomPlayer) Choose(v *State, legal []Action) Action {
	if v.Phase == PhaseDecide {
		return legal[0]
	}
	return legal[p.st.IntN(len(legal))]
}

func players(seed dice.Seed) (Player, Player) {
	return randomPlayer{dice.NewStream(seed, "red")}, randomPlayer{dice.NewStream(seed, "blue")}
}

// TestScenariosPlayCleanly plays every ready-made scenario with random
// players, checking the invariants after every action.
func TestScenariosPlayCleanly(t *testing.T) {
	scs := rulestest.Load(t, Scenarios)
	if len(scs) < 5 {
		t.Fatalf("%d scenarios", len(scs))
	}
	for _, sc := range scs {
		r, b := players(7)
		p := PlayBattle(sc, dice.Seed(7), r, b, true)
		if len(p.Violations) > 0 {
			t.Errorf("%s: %v", sc.Name, p.Violations[:1])
		}
	}
}

// TestIllegalLeavesStateUntouched: every kind of illegal action is refused
// and the state's fingerprint does not change.
func TestIllegalLeavesStateUntouched(t *testing.T) {
	sc, err := LoadScenario("ford")
	if err != nil {
		t.Fatal(err)
	}
	s := New(sc, dice.Seed(3))
	r, b := players(3)
	ps := [2]Player{r, b}
	bad := []Action{
		{Kind: ActMove, Side: Red, Unit: 0, Hex: off(0, 0)},
		{Kind: ActQuick, Side: Blue, Mask: 0xffff},
		{Kind: ActShoot, Side: Red, Unit: 0, Target: 99},
		{Kind: ActPlace, Side: Red, Unit: 0, Hex: off(-5, 0)},
		{Kind: ActEndPhase, Side: Blue},
		{Kind: ActCluster, Side: Red, Option: 7},
		{Kind: ActionKind(99), Side: Red},
	}
	for step := 0; step < 400 && !s.Over(); step++ {
		if step%37 == 0 {
			before := s.Fingerprint()
			for _, a := range bad {
				a.Side = s.Turn.Other()
				if _, err := Apply(s, a); err == nil {
					t.Fatalf("step %d: %v accepted from the wrong side", step, a)
				}
				a.Side = s.Turn
				if containsAction(Legal(s), a) {
					continue
				}
				if _, err := Apply(s, a); err == nil {
					t.Fatalf("step %d: illegal %v accepted", step, a)
				}
				if s.Fingerprint() != before {
					t.Fatalf("step %d: refused %v changed the state", step, a)
				}
			}
		}
		mustApply(t, s, ps[s.Turn].Choose(View(s, s.Turn), Legal(s)))
	}
}

func containsAction(legal []Action, a Action) bool {
	for _, b := range legal {
		if a == b {
			return true
		}
	}
	return false
}

// TestJSONRoundTrip: a state saved to JSON and loaded plays on exactly as
// the original, with the same fingerprints.
func TestJSONRoundTrip(t *testing.T) {
	sc, _ := LoadScenario("town")
	s := New(sc, dice.Seed(11))
	r, b := players(11)
	ps := [2]Player{r, b}
	for step := 0; step < 150 && !s.Over(); step++ {
		mustApply(t, s, ps[s.Turn].Choose(View(s, s.Turn), Legal(s)))
	}
	var back State
	rulestest.RoundTrip(t, s, &back)
	if back.Fingerprint() != s.Fingerprint() {
		t.Fatal("fingerprint changed by the round trip")
	}
	for step := 0; step < 200 && !s.Over(); step++ {
		a := ps[s.Turn].Choose(View(s, s.Turn), Legal(s))
		e1, err1 := Apply(s, a)
		e2, err2 := Apply(&back, a)
		if (err1 == nil) != (err2 == nil) || len(e1) != len(e2) || s.Fingerprint() != back.Fingerprint() {
			t.Fatalf("step %d: diverged after the round trip", step)
		}
	}
}

// TestViewHidesQuickChoice: the other side's secret quick units are not
// in a side's view, nor are the battle's dice.
func TestViewHidesQuickChoice(t *testing.T) {
	s := board(t, flat, "\nm m . . .\n . . . . .\n. . . . .\n . . . . .\n. . . M M\n")
	s.Phase, s.Turn = PhaseQuick, Red
	mustApply(t, s, Quick(Red, 1))
	v := View(s, Blue)
	for _, u := range v.Units {
		if u.Quick {
			t.Errorf("blue sees red's quick unit %d", u.ID)
		}
	}
	if !View(s, Red).Units[1].Quick {
		t.Error("red cannot see its own choice")
	}
	if v.Dice.Checksum() == s.Dice.Checksum() && s.Dice.Get("melee").Draws() > 0 {
		t.Error("the view carries the battle's dice")
	}
}

// TestGoldenFingerprints pins whole battles: the same seed, scenario and
// players give these states natively and under WebAssembly.
func TestGoldenFingerprints(t *testing.T) {
	golden := map[string]string{
		"open":   "94858ecb60350c9e",
		"ford":   "ab40da7b7b736cb4",
		"ambush": "4e02f4b840852cec",
	}
	for _, name := range []string{"open", "ford", "ambush"} {
		sc, _ := LoadScenario(name)
		s := New(sc, dice.Seed(2026))
		r, b := players(2026)
		ps := [2]Player{r, b}
		for !s.Over() {
			mustApply(t, s, ps[s.Turn].Choose(View(s, s.Turn), Legal(s)))
		}
		if got := s.Fingerprint(); got != golden[name] {
			t.Errorf("%s: fingerprint %s, want %s", name, got, golden[name])
		}
	}
}
