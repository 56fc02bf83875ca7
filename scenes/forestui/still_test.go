package forestui

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"deepwood/internal/screentest"
	"deepwood/internal/windowtest"
	"deepwood/rules/forest"
	"deepwood/scenes"
	"deepwood/scenes/input"
	"deepwood/settings"
	"deepwood/sprites"
)

// stillScene is a scene that says whether its picture is still.
type stillScene interface {
	scenes.Scene
	Still() bool
}

// drawOnce updates sc once and draws it.
func drawOnce(ctx *scenes.Context, sc scenes.Scene, screen *ebiten.Image) {
	windowtest.Do(func() {
		ctx.Input.Update()
		_ = sc.Update(ctx)
		sc.Draw(screen, ctx)
	})
}

// TestWizardIsStillWhenIdle (issue 27, idle frames): once drawn, an idle
// wizard page is still; a key press, a roll animating or the backdrop's
// next step is not, and the step is retouched, not drawn whole.
func TestWizardIsStillWhenIdle(t *testing.T) {
	windowtest.Require(t)
	ctx := screentest.Context(t)
	w := wizardAt(t, forest.StepHistory)
	ctx.Stack = scenes.NewStack(w)
	screen := ebiten.NewImage(sprites.ScreenWidth, sprites.ScreenHeight)
	var sc stillScene = w
	drawOnce(ctx, sc, screen)
	drawOnce(ctx, sc, screen)
	if !w.Still() {
		t.Fatal("an idle wizard page is not still")
	}
	screentest.Tick(ctx, w, 2)
	if !w.Still() {
		t.Fatal("idle updates within an art step unsettle the wizard")
	}
	before := w.foc.Focus
	ctx.Input.Inject(input.Up)
	screentest.Tick(ctx, w, 1)
	if w.foc.Focus == before {
		t.Fatal("Up did not move the focus")
	}
	if w.Still() {
		t.Fatal("still after the focus moved")
	}
	drawOnce(ctx, sc, screen)
	ctx.Tick += int64(sprites.ArtStep())
	screentest.Tick(ctx, w, 1)
	if w.Still() {
		t.Fatal("still when the backdrop's fireflies moved on a step")
	}
	var retouched bool
	windowtest.Do(func() { retouched = w.Retouch(screen, ctx) })
	if !retouched || !w.Still() {
		t.Fatalf("the backdrop's step was not retouched (retouched %v, still %v)", retouched, w.Still())
	}
	ctx.Settings.AnimationSpeed = settings.AnimNormal
	_ = w.p.sess.Do(forest.Next())
	screentest.Tick(ctx, w, 1)
	if w.Still() {
		t.Fatal("still while the next page's rolls animate")
	}
	drawOnce(ctx, sc, screen)
	if w.Still() {
		t.Fatal("still while drawn mid-animation")
	}
}

// TestYearIsStillWhenIdle: the Year's Grow phase, once drawn, is still
// until a key moves the focus or an event animates.
func TestYearIsStillWhenIdle(t *testing.T) {
	windowtest.Require(t)
	ctx := screentest.Context(t)
	y := yearAt(t, forest.PhaseGrow)
	ctx.Stack = scenes.NewStack(y)
	screen := ebiten.NewImage(sprites.ScreenWidth, sprites.ScreenHeight)
	drawOnce(ctx, y, screen)
	drawOnce(ctx, y, screen)
	if !y.Still() {
		t.Fatal("an idle Year screen is not still")
	}
	screentest.Tick(ctx, y, 30)
	if !y.Still() {
		t.Fatal("idle updates unsettle the Year screen")
	}
	before := y.foc.Focus
	ctx.Input.Inject(input.Up)
	screentest.Tick(ctx, y, 1)
	if y.foc.Focus == before {
		t.Fatal("Up did not move the focus")
	}
	if y.Still() {
		t.Fatal("still after the focus moved")
	}
	drawOnce(ctx, y, screen)
	if !y.Still() {
		t.Fatal("not still once redrawn")
	}
	ctx.Settings.AnimationSpeed = settings.AnimNormal
	_ = y.p.sess.Do(forest.EndYear())
	screentest.Tick(ctx, y, 1)
	drawOnce(ctx, y, screen)
	if y.Still() {
		t.Fatal("still while the Year's end animates")
	}
}
