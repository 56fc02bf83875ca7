package screentest

import (
	"image"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"deepwood/internal/windowtest"
	"deepwood/scenes"
	"deepwood/scenes/input"
	"deepwood/sprites"
)

// Rig drives one scene the way the game does, for the idle-frame tests
// (issue 27: an idle screen costs close to nothing): updates and whole
// draws inside the engine loop onto one screen, and retouches checked
// pixel for pixel against a whole draw of the same moment.
type Rig struct {
	T      *testing.T
	Ctx    *scenes.Context
	Scene  scenes.Scene
	Screen *ebiten.Image
	// whole and the two pixel buffers are RetouchMatches' own, made once
	// a rig: a new 1280x720 texture and two 3.7 MB buffers a check made a
	// retouch test of 40 frames spend most of its time allocating.
	whole         *ebiten.Image
	retouched, at []byte
}

// NewRig puts sc alone on ctx's stack, with a screen to draw it on.
func NewRig(t *testing.T, ctx *scenes.Context, sc scenes.Scene) *Rig {
	ctx.Stack = scenes.NewStack(sc)
	return &Rig{T: t, Ctx: ctx, Scene: sc, Screen: NewScreen()}
}

// Update presses the actions a, then updates the scene n times, in one
// frame of the engine loop.
func (r *Rig) Update(n int, a ...input.Action) {
	windowtest.Do(func() {
		for _, x := range a {
			r.Ctx.Input.Inject(x)
		}
		for range n {
			r.Ctx.Input.Update()
			_ = r.Scene.Update(r.Ctx)
		}
	})
}

// Draw draws the scene whole onto the screen.
func (r *Rig) Draw() { windowtest.Do(func() { r.Scene.Draw(r.Screen, r.Ctx) }) }

// Settles updates the scene n times and draws it whole, after which,
// untouched, it must be still. A clock on it that shows wall time (the
// real-time timer) may move on between the draw and the check on a
// loaded machine, so it is drawn again, up to three times in all, before
// the test fails.
func (r *Rig) Settles(n int) {
	r.T.Helper()
	r.Update(n)
	for range 3 {
		r.Draw()
		if r.Scene.(scenes.Stiller).Still() {
			return
		}
	}
	r.T.Fatalf("%s is not still right after drawing", r.Scene.Name())
}

// Unsettled fails the test when the scene says it is still, or retouches
// its picture, after what why says changed: it must be drawn whole.
func (r *Rig) Unsettled(why string) {
	r.T.Helper()
	if r.Scene.(scenes.Stiller).Still() || r.Scene.(scenes.Retoucher).Retouch(r.Screen, r.Ctx) {
		r.T.Fatalf("%s is still, or retouched, %s", r.Scene.Name(), why)
	}
}

// Retouch retouches the screen as the game does between whole draws,
// failing the test when the scene declines; a later RetouchMatches checks
// what the retouches between left on it, so a long run of retouches can
// be checked every few frames instead of paying a whole draw each.
func (r *Rig) Retouch(name string) {
	r.T.Helper()
	var ok bool
	windowtest.Do(func() { ok = r.Scene.(scenes.Retoucher).Retouch(r.Screen, r.Ctx) })
	if !ok {
		r.T.Fatalf("%s: the idle screen declined to retouch", name)
	}
}

// RetouchMatches retouches the screen and checks it against a whole draw
// of the same moment, pixel for pixel (within 2 of 255 a channel); on a
// difference both pictures are saved, as name-retouched.png and
// name-whole.png.
func (r *Rig) RetouchMatches(name string) {
	r.T.Helper()
	var ok bool
	var diff int
	var box image.Rectangle
	if r.whole == nil {
		r.whole = NewScreen()
		r.retouched, r.at = make([]byte, 4*sprites.ScreenWidth*sprites.ScreenHeight), make([]byte, 4*sprites.ScreenWidth*sprites.ScreenHeight)
	}
	whole, a, b := r.whole, r.retouched, r.at
	windowtest.Do(func() {
		ok = r.Scene.(scenes.Retoucher).Retouch(r.Screen, r.Ctx)
		whole.Clear()
		r.Scene.Draw(whole, r.Ctx)
		r.Screen.ReadPixels(a)
		whole.ReadPixels(b)
		for i := range a {
			if d := int(a[i]) - int(b[i]); d > 2 || d < -2 {
				diff++
				if diff < 6 {
					r.T.Logf("pixel %d,%d byte %d: retouched %d whole %d", i/4%sprites.ScreenWidth, i/4/sprites.ScreenWidth, i%4, a[i], b[i])
				}
				px := image.Pt(i/4%sprites.ScreenWidth, i/4/sprites.ScreenWidth)
				box = box.Union(image.Rectangle{px, px.Add(image.Pt(1, 1))})
			}
		}
	})
	if !ok {
		r.T.Fatalf("%s: the idle screen declined to retouch", name)
	}
	if diff > 0 {
		windowtest.SavePNG(r.T, r.Screen, windowtest.ShotsDir(), name+"-retouched.png")
		windowtest.SavePNG(r.T, whole, windowtest.ShotsDir(), name+"-whole.png")
		r.T.Fatalf("%s: the retouched picture differs from a whole draw in %d bytes, within %v", name, diff, box)
	}
}

// RetouchesMoves updates one tick at a time until what moves by itself
// on the scene has moved want times (it was not Still), within ticks,
// each move retouched to exactly a whole draw's picture (RetouchMatches,
// under name). It fails when fewer moves came; what says what moves.
func (r *Rig) RetouchesMoves(want, within int, name, what string) {
	r.T.Helper()
	moved := 0
	for i := 0; i < within && moved < want; i++ {
		r.Update(1)
		if !r.Scene.(scenes.Stiller).Still() {
			moved++
			r.RetouchMatches(name)
		}
	}
	if moved < want {
		r.T.Fatalf("%s moved %d times in %d ticks", what, moved, within)
	}
}

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
