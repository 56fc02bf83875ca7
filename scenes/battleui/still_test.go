package battleui

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"deepwood/internal/screentest"
	"deepwood/internal/windowtest"
	"deepwood/scenes"
	"deepwood/scenes/input"
	"deepwood/settings"
	"deepwood/sprites"
)

// updateAndDraw runs n full frames of sc in one frame of the engine loop:
// it updates sc and draws it on screen.
func updateAndDraw(ctx *scenes.Context, sc scenes.Scene, screen *ebiten.Image, n int) {
	windowtest.Do(func() {
		for range n {
			ctx.Input.Update()
			_ = sc.Update(ctx)
			sc.Draw(screen, ctx)
		}
	})
}

// rightUnsettles presses Right on sc, which changes what it shows (why
// says how), and fails the test if sc still says it is still.
func rightUnsettles(t *testing.T, ctx *scenes.Context, sc stiller, why string) {
	t.Helper()
	ctx.Input.Inject(input.Right)
	screentest.Tick(ctx, sc, 1)
	if sc.Still() {
		t.Fatal("still after " + why)
	}
}

// stiller is a screen that says when it need not be drawn again.
type stiller interface {
	scenes.Scene
	scenes.Stiller
}

// TestFieldIsStillWhenIdle (issue 27, idle frames): a battlefield waiting
// for the player is still once drawn; moving the cursor is not, and a
// unit being placed (animating) is not.
func TestFieldIsStillWhenIdle(t *testing.T) {
	windowtest.Require(t)
	f, ctx := deployField(t)
	screen := ebiten.NewImage(sprites.ScreenWidth, sprites.ScreenHeight)
	draw := func() { updateAndDraw(ctx, f, screen, 1) }
	draw()
	var sc scenes.Scene = f
	if st, ok := sc.(scenes.Stiller); !ok || !st.Still() {
		t.Fatal("a battlefield waiting for the player is not still")
	}
	screentest.Tick(ctx, f, 30)
	if !f.Still() {
		t.Fatal("idle updates unsettle the battlefield")
	}
	rightUnsettles(t, ctx, f, "the cursor moved")
	draw()
	if !f.Still() {
		t.Fatal("not still once redrawn")
	}
	ctx.Settings.AnimationSpeed = settings.AnimNormal
	ctx.Input.Inject(input.Confirm)
	screentest.Tick(ctx, f, 1)
	draw()
	if !f.s.Anim.Busy() || f.Still() {
		t.Fatalf("placing a unit: animating %v, still %v", f.s.Anim.Busy(), f.Still())
	}
}

// TestSetupIsStillWhenIdle: the set-up screen, once drawn, is still until
// a choice changes; the backdrop's next step is retouched, not drawn whole.
func TestSetupIsStillWhenIdle(t *testing.T) {
	windowtest.Require(t)
	ctx := screentest.Context(t)
	s := NewSetup(Hooks{})
	ctx.Stack = scenes.NewStack(s)
	screen := ebiten.NewImage(sprites.ScreenWidth, sprites.ScreenHeight)
	draw := func() { updateAndDraw(ctx, s, screen, 1) }
	draw()
	if !s.Still() {
		t.Fatal("an idle set-up is not still")
	}
	rightUnsettles(t, ctx, s, "the battlefield changed")
	draw()
	screentest.Tick(ctx, s, sprites.ArtStep())
	if s.Still() {
		t.Fatal("still when the backdrop's fireflies moved on a step")
	}
	var retouched bool
	windowtest.Do(func() { retouched = s.Retouch(screen, ctx) })
	if !retouched || !s.Still() {
		t.Fatalf("the backdrop's step was not retouched (retouched %v, still %v)", retouched, s.Still())
	}
}
