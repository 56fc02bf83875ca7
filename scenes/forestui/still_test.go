package forestui

import (
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"deepwood/internal/screentest"
	"deepwood/rules/dice"
	"deepwood/rules/forest"
	"deepwood/scenes"
	"deepwood/scenes/input"
	"deepwood/settings"
	"deepwood/sprites"
)

// stillUntilInput checks what every screen's Still owes: once drawn and
// idle, sc is still, and stays so through idle updates (ticks of them,
// within one art step); Up moves foc's focus and unsettles it; drawn
// again, it is still again. It returns the screen it draws on.
func stillUntilInput(t *testing.T, ctx *scenes.Context, sc screentest.StillScene, foc *focusList, ticks int) *ebiten.Image {
	t.Helper()
	ctx.Stack = scenes.NewStack(sc)
	screen := ebiten.NewImage(sprites.ScreenWidth, sprites.ScreenHeight)
	screentest.UpdateAndDraw(ctx, sc, screen, 2)
	if !sc.Still() {
		t.Fatalf("an idle %s is not still", sc.Name())
	}
	screentest.Tick(ctx, sc, ticks)
	if !sc.Still() {
		t.Fatalf("idle updates unsettle %s", sc.Name())
	}
	before := foc.Focus
	screentest.Unsettles(t, ctx, sc, input.Up, "Up moved the focus")
	if foc.Focus == before {
		t.Fatal("Up did not move the focus")
	}
	screentest.UpdateAndDraw(ctx, sc, screen, 1)
	if !sc.Still() {
		t.Fatalf("%s is not still once redrawn", sc.Name())
	}
	return screen
}

// TestLevelChoiceIsStillWhenIdle: the level choice is still once drawn,
// until a key moves the focus; the fireflies' steps are retouched.
func TestLevelChoiceIsStillWhenIdle(t *testing.T) {
	ctx := screentest.Window(t)
	s := NewLevelScene(Hooks{}, time.Now(), func() dice.Seed { return 1 }, nil).(*levelScene)
	s.foc.Focus = 1
	screen := stillUntilInput(t, ctx, s, &s.foc, 2)
	screentest.RetouchesArtStep(t, ctx, s, screen)
}

// TestWizardIsStillWhenIdle (issue 27, idle frames): once drawn, an idle
// wizard page is still; a key press, a roll animating or the backdrop's
// next step is not, and the step is retouched, not drawn whole.
func TestWizardIsStillWhenIdle(t *testing.T) {
	ctx := screentest.Window(t)
	w := wizardAt(t, forest.StepHistory)
	screen := stillUntilInput(t, ctx, w, &w.foc, 2)
	screentest.RetouchesArtStep(t, ctx, w, screen)
	ctx.Settings.AnimationSpeed = settings.AnimNormal
	_ = w.p.sess.Do(forest.Next())
	screentest.Tick(ctx, w, 1)
	if w.Still() {
		t.Fatal("still while the next page's rolls animate")
	}
	screentest.UpdateAndDraw(ctx, w, screen, 1)
	if w.Still() {
		t.Fatal("still while drawn mid-animation")
	}
}

// TestYearIsStillWhenIdle: the Year's Grow phase, once drawn, is still
// until a key moves the focus or an event animates.
func TestYearIsStillWhenIdle(t *testing.T) {
	ctx := screentest.Window(t)
	y := yearAt(t, forest.PhaseGrow)
	screen := stillUntilInput(t, ctx, y, &y.foc, 30)
	ctx.Settings.AnimationSpeed = settings.AnimNormal
	_ = y.p.sess.Do(forest.EndYear())
	screentest.Tick(ctx, y, 1)
	screentest.UpdateAndDraw(ctx, y, screen, 1)
	if y.Still() {
		t.Fatal("still while the Year's end animates")
	}
}
