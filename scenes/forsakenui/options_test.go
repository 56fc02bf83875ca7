package forsakenui

import (
	"testing"

	"deepwood/rules/dice"
	"deepwood/rules/forsaken"
)

// The menu offers every legal action exactly once, under lines that name
// a card or a verb, and never more lines than a screen can list.
func TestOptionsCoverTheLegalActions(t *testing.T) {
	for _, seed := range []dice.Seed{3, 4, 5} {
		s, err := NewSession(nil, seed, 8, nil, 2, forsaken.Normal)
		if err != nil {
			t.Fatal(err)
		}
		for k := 0; k < 400 && !s.State.Over(); k++ {
			opts := Options(s)
			count := 0
			for _, o := range opts {
				if o.Label == "" || len(o.Actions) != len(o.Targets) {
					t.Fatalf("line %+v", o)
				}
				count += len(o.Actions)
			}
			if count != len(s.Legal()) {
				t.Fatalf("%d actions in the menu, %d legal", count, len(s.Legal()))
			}
			if len(opts) > 24 {
				t.Fatalf("%d menu lines: %v", len(opts), opts)
			}
			if err := s.Do(playerChoice(s)); err != nil {
				t.Fatal(err)
			}
		}
	}
}
