package forwardui

import (
	"testing"

	"deepwood/internal/screentest"
	"deepwood/rules/dice"
	"deepwood/rules/forward"
)

// TestLastRevealedStartsEmptyAtANewLocation: the location screen's
// preview shows the card last revealed at this location; on moving on it
// is empty ("Flip a card to see it here.") until a card is flipped there
// (issue 38 item 6: "Last revealed" showed the previous location's card).
func TestLastRevealedStartsEmptyAtANewLocation(t *testing.T) {
	ctx := screentest.Window(t)
	for _, seed := range forward.RunSeeds(dice.HashText("last revealed"), 40) {
		s, err := NewSession(nil, seed, "set")
		if err != nil {
			t.Fatal(err)
		}
		var leave forward.Action
		for !s.Over() && leave.Kind != forward.ActLeave {
			if a := (forward.Greedy{}).Choose(s.State, s.Legal()); a.Kind == forward.ActLeave {
				leave = a
			} else {
				greedyStep(t, s)
			}
		}
		if s.Over() {
			continue
		}
		s.Anim.Clear()
		loc := newLocation(&play{sess: s})
		screentest.Shoot(t, ctx, loc, 2, "forward-before-leaving.png")
		before := loc.focusedCard()
		if before == forward.NoCard {
			t.Fatal("before leaving, the preview shows no card")
		}
		if err := s.Do(leave); err != nil {
			t.Fatal(err)
		}
		screentest.Tick(ctx, loc, 30) // the events play through the screen
		for i := 1; i <= 9; i++ {
			if s.Trail(i) != forward.NoCard {
				t.Skipf("a card was revealed on arrival (seed %s)", seed.Code())
			}
		}
		if got := loc.focusedCard(); got != forward.NoCard {
			t.Fatalf("at a new location before any flip, the preview shows %s (the last location's %s)", s.Card(got).Name, s.Card(before).Name)
		}
		screentest.Shoot(t, ctx, loc, 1, "forward-arrived.png")
		return
	}
	t.Fatal("no run left a location")
}
