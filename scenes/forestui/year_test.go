package forestui

import (
	"strings"
	"testing"

	"deepwood/internal/screentest"
	"deepwood/rules/forest"
	"deepwood/sprites"
)

// TestGrowSpellsOutTheFocusedOption (issue 27 bug 6): a Grow button whose
// label is cut to fit ("Canopy of Da…") is spelled out in full, with what
// it does, when it has the focus.
func TestGrowSpellsOutTheFocusedOption(t *testing.T) {
	y := yearAt(t, forest.PhaseGrow)
	ctx := screentest.On(t, y, 2)
	st := y.p.sess.State
	longest, at := "", -1
	for i, b := range y.foc.Btns {
		if b.Act.Kind != forest.ActNewAbility {
			continue
		}
		if ab, _ := st.Data().Ability(b.Act.Ability); len(ab.Name) > len(longest) {
			longest, at = ab.Name, i
		}
	}
	if at < 0 {
		t.Fatal("no new ability to buy in Grow")
	}
	y.foc.Focus = at
	name, what, ok := y.focusedGrow()
	if !ok || !strings.Contains(name, longest) || what == "" {
		t.Fatalf("focused %q: shows %q, %q", longest, name, what)
	}
	screentest.Shoot(t, ctx, y, 1, "forest-grow-focus.png")
}

// TestNoChanceIsNotGreen (issue 27 bug 6): "Chance to win: 0%" is drawn
// as bad news, not in the colour of good news.
func TestNoChanceIsNotGreen(t *testing.T) {
	pal := sprites.Standard()
	if oddsColour(pal, 0) == pal.C(sprites.ColGood) || oddsColour(pal, 0) != pal.C(sprites.ColBad) {
		t.Error("a 0% chance is not drawn in the bad colour")
	}
	if oddsColour(pal, 75) != pal.C(sprites.ColGood) {
		t.Error("a 75% chance is not drawn in the good colour")
	}
}

// TestPauseOffersTheJournal: the Forest's pause menu is the kit's, named
// "forest-pause", with the Journal right after Resume, and it says which
// game it pauses (the app finds the game under way through it). The
// screenshot shows it over the Year it pauses.
func TestPauseOffersTheJournal(t *testing.T) {
	y := yearAt(t, forest.PhaseGrow)
	ctx := screentest.On(t, y, 2)
	ctx.Stack.SetTransitionTicks(0)
	s := newPause(y.p)
	ctx.Stack.Push(s)
	screentest.ShootStack(t, ctx, "forest-pause.png")
	if s.Name() != "forest-pause" || s.Session() != y.p.sess {
		t.Fatalf("pause %q over session %p; want forest-pause over %p", s.Name(), s.Session(), y.p.sess)
	}
	if labels := s.Labels(); len(labels) < 3 || labels[0] != "Resume" || labels[1] != "Journal" || labels[2] != "How to play" {
		t.Fatalf("pause items %q", labels)
	}
}
