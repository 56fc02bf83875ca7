package battle

import (
	"testing"

	"deepwood/rules/dice"
)

func TestSmokeRandom(t *testing.T) {
	scs, err := Scenarios()
	if err != nil {
		t.Fatal(err)
	}
	for _, sc := range scs {
		for k := range 3 {
			s := New(sc, dice.Seed(k+1))
			st := dice.NewStream(dice.Seed(k), "bot")
			n := 0
			for !s.Over() && n < 20000 {
				legal := Legal(s)
				if len(legal) == 0 {
					t.Fatalf("%s: no legal actions in %v", sc.Name, s.Phase)
				}
				a := legal[st.IntN(len(legal))]
				if _, err := Apply(s, a); err != nil {
					t.Fatalf("%s: %v", sc.Name, err)
				}
				n++
			}
			t.Logf("%s seed %d: %d actions, round %d, result %+v", sc.Name, k, n, s.Round, s.Result)
		}
	}
}
