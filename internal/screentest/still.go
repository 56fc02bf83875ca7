package screentest

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"deepwood/internal/windowtest"
	"deepwood/scenes"
	"deepwood/scenes/input"
	"deepwood/sprites"
)

// StillScene is a screen that says when it need not be drawn again.
type StillScene interface {
	scenes.Scene
	scenes.Stiller
}

// UpdateAndDraw updates sc and draws it whole onto screen, n times, in
// one frame of the engine loop: the game's own order.
func UpdateAndDraw(ctx *scenes.Context, sc scenes.Scene, screen *ebiten.Image, n int) {
	windowtest.Do(func() {
		for range n {
			ctx.Input.Update()
			_ = sc.Update(ctx)
			sc.Draw(screen, ctx)
		}
	})
}

// Unsettles presses a on sc, which changes what it shows (why says how),
// and fails the test if sc still says it is still.
func Unsettles(t *testing.T, ctx *scenes.Context, sc StillScene, a input.Action, why string) {
	t.Helper()
	ctx.Input.Inject(a)
	Tick(ctx, sc, 1)
	if sc.Still() {
		t.Fatalf("%s is still after %s", sc.Name(), why)
	}
}

// RetouchesArtStep checks a screen over the backdrop, drawn onto screen
// and still: the fireflies' next step (the game's tick moved on a step,
// the screen updated as many times) unsettles it, and it is retouched,
// not drawn whole, to be still again.
func RetouchesArtStep(t *testing.T, ctx *scenes.Context, sc interface {
	StillScene
	scenes.Retoucher
}, screen *ebiten.Image) {
	t.Helper()
	ctx.Tick += int64(sprites.ArtStep())
	Tick(ctx, sc, sprites.ArtStep())
	if sc.Still() {
		t.Fatalf("%s is still when the backdrop's fireflies moved on a step", sc.Name())
	}
	var retouched bool
	windowtest.Do(func() { retouched = sc.Retouch(screen, ctx) })
	if !retouched || !sc.Still() {
		t.Fatalf("%s: the backdrop's step was not retouched (retouched %v, still %v)", sc.Name(), retouched, sc.Still())
	}
}
