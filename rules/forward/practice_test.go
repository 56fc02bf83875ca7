package forward

import (
	"testing"

	"deepwood/rules/dice"
)

// TestPracticeDealsWhatTheRunDeals sets the player down at every position
// of several seeds and compares the nine cards with the full run's deal.
func TestPracticeDealsWhatTheRunDeals(t *testing.T) {
	d := testData(t)
	for _, seed := range RunSeeds(dice.HashText("practice"), 12) {
		dg := Describe(d, seed)
		for at := 0; at < 9; at++ {
			s, ev, err := NewPractice(d, seed, at)
			if err != nil {
				t.Fatal(err)
			}
			if s.At != at || s.Steps != 0 || s.Phase != PhaseStart || s.HP != StartHP {
				t.Fatalf("%s @%d: at %d steps %d phase %v HP %d", seed.Code(), at+1, s.At, s.Steps, s.Phase, s.HP)
			}
			want := dg.Locations[at]
			if name := d.Card(s.Location().Card).Name; name != want.Name {
				t.Fatalf("%s @%d: location %s, want %s", seed.Code(), at+1, name, want.Name)
			}
			dealt := 0
			for _, e := range ev {
				if e.Kind == EvDealt {
					if got := d.Card(e.Card).Name; got != want.Cells[e.Cell-1] {
						t.Fatalf("%s @%d space %d: %s, want %s", seed.Code(), at+1, e.Cell, got, want.Cells[e.Cell-1])
					}
					dealt++
				}
			}
			if ev[0].Kind != EvLocationEntered || ev[0].Value != at+1 || dealt != 9 {
				t.Fatalf("%s @%d: events %v", seed.Code(), at+1, ev)
			}
			if v := CheckInvariants(s); len(v) > 0 {
				t.Fatalf("%s @%d: %v", seed.Code(), at+1, v)
			}
		}
	}
}

// TestPracticeAtTheFirstLocationIsTheRun: practice from the start is the
// ordinary run, to the last bit of state.
func TestPracticeAtTheFirstLocationIsTheRun(t *testing.T) {
	d := testData(t)
	seed := dice.HashText("practice-first")
	p, _, _ := NewPractice(d, seed, 0)
	s, _ := New(d, seed)
	if p.Fingerprint() != s.Fingerprint() {
		t.Fatal("practice at location 1 differs from the run")
	}
}

func TestPracticeEndsWhenTheLocationIsLeft(t *testing.T) {
	d := testData(t)
	for _, tc := range []struct{ at int }{{0}, {4}, {8}} {
		s, _, _ := NewPractice(d, dice.HashText("practice-end"), tc.at)
		bot := Greedy{}
		for i := 0; ; i++ {
			if i > 500 {
				t.Fatalf("@%d: no end after 500 actions", tc.at+1)
			}
			ev, err := Apply(s, bot.Choose(s, Legal(s)))
			if err != nil {
				t.Fatal(err)
			}
			if PracticeDone(s, ev) {
				break
			}
			if s.At != tc.at {
				t.Fatalf("@%d: moved on to %d without PracticeDone", tc.at+1, s.At+1)
			}
		}
		if !s.Phase.Over() && s.At != tc.at+1 {
			t.Fatalf("@%d: ended at %d, phase %v", tc.at+1, s.At+1, s.Phase)
		}
	}
	for _, at := range []int{-1, 9} {
		if _, _, err := NewPractice(d, 1, at); err == nil {
			t.Errorf("practice at %d accepted", at+1)
		}
	}
}
