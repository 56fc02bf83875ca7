package battle

import (
	"slices"
	"testing"

	"deepwood/rules/dice"
)

// TestBoardAnswersAsTheState: a side deciding from its view's Board is
// offered exactly the actions the battle's State offers it, at every step
// of a battle in every scenario, and the Board's dice are not the
// battle's.
func TestBoardAnswersAsTheState(t *testing.T) {
	scs, err := Scenarios()
	if err != nil {
		t.Fatal(err)
	}
	for _, sc := range scs {
		s := New(sc, dice.Seed(11))
		rng := dice.NewStream(dice.Seed(3), "board-test")
		for n := 0; !s.Over() && n < 3000; n++ {
			v := ViewFor(s, int(s.Turn))
			b := v.Board(sc.Field)
			if b.Dice == s.Dice || b.Dice == nil {
				t.Fatalf("%s, action %d: the board's dice are the battle's", sc.Name, n)
			}
			legal := Legal(s)
			if got := Legal(b); !slices.Equal(got, legal) {
				t.Fatalf("%s, action %d (%v): the board offers %d actions, the state %d", sc.Name, n, s.Phase, len(got), len(legal))
			}
			if _, err := Apply(s, legal[rng.IntN(len(legal))]); err != nil {
				t.Fatal(err)
			}
		}
	}
}
