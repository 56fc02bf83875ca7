package settingsmenu

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

// TestSettingsIsStillWhenIdle: the Settings screen, once drawn, is still
// until its focus moves, still again once redrawn, and the backdrop's next
// step is retouched, not drawn whole (issue 27: an idle screen costs close
// to nothing).
func TestSettingsIsStillWhenIdle(t *testing.T) {
	ctx := screentest.Window(t)
	ctx.ApplySettings = func(s settings.Settings) error { ctx.Settings = s.Clone(); return nil }
	var sc *Scene
	windowtest.Do(func() { sc = New(ctx, Options{}) })
	ctx.Stack = scenes.NewStack(sc)
	screen := ebiten.NewImage(sprites.ScreenWidth, sprites.ScreenHeight)
	screentest.UpdateAndDraw(ctx, sc, screen, 2)
	if !sc.Still() {
		t.Fatal("an idle Settings screen is not still")
	}
	screentest.Unsettles(t, ctx, sc, input.Down, "Down moved the focus")
	screentest.UpdateAndDraw(ctx, sc, screen, 1)
	if !sc.Still() {
		t.Fatal("not still once redrawn")
	}
	screentest.RetouchesArtStep(t, ctx, sc, screen)
	windowtest.SavePNG(t, screen, windowtest.ShotsDir(), "settings-retouched.png")
}
