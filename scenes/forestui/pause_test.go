package forestui

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"deepwood/internal/screentest"
	"deepwood/internal/windowtest"
	"deepwood/rules/forest"
	"deepwood/sprites"
)

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
	screen := ebiten.NewImage(sprites.ScreenWidth, sprites.ScreenHeight)
	windowtest.Do(func() {
		ctx.Input.Update()
		_ = ctx.Stack.Update(ctx)
		ctx.Stack.Draw(screen, ctx)
	})
	t.Logf("screenshot %s", windowtest.SavePNG(t, screen, windowtest.ShotsDir(), "forest-pause.png"))
	if s.Name() != "forest-pause" || s.Session() != y.p.sess {
		t.Fatalf("pause %q over session %p; want forest-pause over %p", s.Name(), s.Session(), y.p.sess)
	}
	if labels := s.Labels(); len(labels) < 3 || labels[0] != "Resume" || labels[1] != "Journal" || labels[2] != "How to play" {
		t.Fatalf("pause items %q", labels)
	}
}
