package battleui

import (
	"testing"

	"deepwood/internal/screentest"
	"deepwood/scenes"
	"deepwood/scenes/input"
	"deepwood/settings"
)

// TestFieldIsStillWhenIdle (issue 27, idle frames): a battlefield waiting
// for the player is still once drawn; moving the cursor is not, and a
// unit being placed (animating) is not.
func TestFieldIsStillWhenIdle(t *testing.T) {
	f, ctx := deployField(t)
	r := screentest.NewRig(t, ctx, f)
	draw := func() { screentest.UpdateAndDraw(ctx, f, r.Screen, 1) }
	draw()
	var sc scenes.Scene = f
	if st, ok := sc.(scenes.Stiller); !ok || !st.Still() {
		t.Fatal("a battlefield waiting for the player is not still")
	}
	screentest.Tick(ctx, f, 30)
	if !f.Still() {
		t.Fatal("idle updates unsettle the battlefield")
	}
	screentest.Unsettles(t, ctx, f, input.Right, "the cursor moved")
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
	s := NewSetup(Hooks{})
	r := screentest.NewRig(t, screentest.Window(t), s)
	ctx := r.Ctx
	draw := func() { screentest.UpdateAndDraw(ctx, s, r.Screen, 1) }
	draw()
	if !s.Still() {
		t.Fatal("an idle set-up is not still")
	}
	screentest.Unsettles(t, ctx, s, input.Right, "the battlefield changed")
	draw()
	screentest.RetouchesArtStep(t, ctx, s, r.Screen)
}
