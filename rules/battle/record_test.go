package battle

import (
	"strings"
	"testing"

	"deepwood/rules/dice"
)

// TestEveryLegalActionReadsBack plays whole battles on every scenario,
// choosing among the legal actions by a fixed rule, and checks each legal
// action offered reads back from its text as the same action: the replay
// text of a battle loses nothing.
func TestEveryLegalActionReadsBack(t *testing.T) {
	kinds := map[ActionKind]bool{}
	for _, name := range ScenarioNames() {
		sc, err := LoadScenario(name)
		if err != nil {
			t.Fatal(err)
		}
		s := New(sc, dice.HashText("record-"+name))
		for n := 0; !s.Over(); n++ {
			legal := Legal(s)
			for _, a := range legal {
				back, err := ParseAction(a.Text())
				if err != nil || back != a {
					t.Fatalf("%s: %q reads back as %#v, %v (was %#v)", name, a.Text(), back, err, a)
				}
				kinds[a.Kind] = true
			}
			pick := legal[(n*7919)%len(legal)]
			for i := 0; i < len(legal) && (pick.Kind == ActSurrender || pick.Kind == ActRetreat) && s.Round < 6; i++ {
				pick = legal[(n+i)%len(legal)] // fight on, so later rounds' actions come up
			}
			if _, err := Apply(s, pick); err != nil {
				t.Fatal(err)
			}
		}
	}
	if len(kinds) < 13 {
		t.Fatalf("only %d action kinds were offered (%v): the battles were too short to test the text", len(kinds), kinds)
	}
}

// TestParseActionRefuses checks lines that are not battle actions are
// refused with a reason naming what is wrong.
func TestParseActionRefuses(t *testing.T) {
	for _, c := range []struct{ line, want string }{
		{"", "not a battle action"},
		{"green fight", "not a side"},
		{"red dance", "not an action kind"},
		{"red move u3 c4", `takes "uN to cC rR"`},
		{"red move x3 to c4 r5", `"x3" is not uN`},
		{"red zone row 3 below=maybe", "below=true|false"},
		{"red quick 102", "quick"},
		{"red shoot u1 u2", `takes "uN at uM"`},
		{"red fight now", `takes ""`},
		{"red skip u1 u2", `takes "[uN]"`},
	} {
		_, err := ParseAction(c.line)
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%q: error %v, want one saying %q", c.line, err, c.want)
		}
	}
}

// TestArmyTextReadsBack checks a custom army's header text round trip and
// its refusals.
func TestArmyTextReadsBack(t *testing.T) {
	a := Army{3, 0, 2, 1, 0, 4, 0, 5}
	if back, err := ParseArmy(ArmyText(a)); err != nil || back != a {
		t.Fatalf("%q reads back as %v, %v", ArmyText(a), back, err)
	}
	for _, bad := range []string{"1 2 3", "1 2 3 4 5 6 7 x", ""} {
		if _, err := ParseArmy(bad); err == nil {
			t.Errorf("%q was read as an army", bad)
		}
	}
}
