// Package screentest holds what every mode's screen tests share: a scene
// context like the app's with scripted input, ticking a scene inside the
// engine loop, screenshots, the frame benchmarks and the check that a warm
// screen's Update allocates nothing. It runs on internal/windowtest, so a
// package using it has `func TestMain(m *testing.M) { windowtest.Main(m) }`.
package screentest

import (
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"deepwood/internal/windowtest"
	"deepwood/rules/dice"
	"deepwood/scenes"
	"deepwood/scenes/input"
	"deepwood/settings"
	"deepwood/sprites"
)

// Context is a scene context like the app's: the default settings with
// instant animations, input scripted by the test (no polling), the
// standard palette, and notices dropped.
func Context(tb testing.TB) *scenes.Context {
	s := settings.Defaults()
	s.AnimationSpeed = settings.AnimInstant
	ctx := ContextWith(tb, s)
	ctx.CanQuit = true
	return ctx
}

// ContextWith is a scene context with settings s: their key bindings
// scripted by the test (no polling), the standard palette, and notices
// dropped; the game cannot quit (as in the browser).
func ContextWith(tb testing.TB, s settings.Settings) *scenes.Context {
	fonts := Fonts(tb)
	in := input.NewMapper(s.Bindings)
	in.SetPolling(false)
	return &scenes.Context{Input: in, Fonts: fonts, Palette: sprites.Standard(), Settings: s, Notify: func(string) {}}
}

// Window is Context for a test that needs the engine's window: without
// one the test is skipped (failed where DEEPWOOD_REQUIRE_ALL is set, as
// in CI).
func Window(tb testing.TB) *scenes.Context {
	tb.Helper()
	windowtest.Require(tb)
	return Context(tb)
}

// On is a Window context with sc alone on its stack, updated n times in
// one frame of the engine loop: a screen as a test first meets it.
func On(tb testing.TB, sc scenes.Scene, n int) *scenes.Context {
	tb.Helper()
	ctx := Window(tb)
	ctx.Stack = scenes.NewStack(sc)
	if n > 0 {
		Tick(ctx, sc, n)
	}
	return ctx
}

// Fonts are the game's faces, for a test that measures or draws text; a
// font that does not load fails the test.
func Fonts(tb testing.TB) *sprites.Fonts {
	tb.Helper()
	fonts, err := sprites.NewFonts()
	if err != nil {
		tb.Fatal(err)
	}
	return fonts
}

// Seed is the seed a test's game is dealt from, by its code; a bad code
// fails the test rather than dealing seed 0.
func Seed(tb testing.TB, code string) dice.Seed {
	tb.Helper()
	sd, err := dice.ParseSeed(code)
	if err != nil {
		tb.Fatal(err)
	}
	return sd
}

// Tick updates sc n times inside one frame of the engine loop.
func Tick(ctx *scenes.Context, sc scenes.Scene, n int) {
	windowtest.Do(func() {
		for range n {
			ctx.Input.Update()
			_ = sc.Update(ctx)
		}
	})
}

// Frames presses the actions a, then runs n of the game's frames on
// ctx's whole stack (input, update, draw onto screen) inside one frame of
// the engine loop: a screen driven through its transitions and overlays as
// the player meets them. An update's error fails the test.
func Frames(tb testing.TB, ctx *scenes.Context, screen *ebiten.Image, n int, a ...input.Action) {
	tb.Helper()
	var err error
	windowtest.Do(func() {
		for _, x := range a {
			ctx.Input.Inject(x)
		}
		for range n {
			ctx.Input.Update()
			if err = ctx.Stack.Update(ctx); err != nil {
				return
			}
			ctx.Stack.Draw(screen, ctx)
		}
	})
	if err != nil {
		tb.Fatal(err)
	}
}

// Shoot puts sc alone on the stack, updates it n times in one frame of
// the engine loop, and saves its drawing in the next as the screenshot
// name in the shots folder. The screens count time in updates, not
// frames, and each frame waited for is costly under a software renderer
// on a loaded machine; the drawing keeps a frame of its own so that the
// images an update made are settled in the engine's atlas as in the game.
func Shoot(t *testing.T, ctx *scenes.Context, sc scenes.Scene, n int, name string) {
	t.Helper()
	screen := NewScreen()
	ctx.Stack = scenes.NewStack(sc)
	Tick(ctx, sc, n)
	windowtest.Do(func() { sc.Draw(screen, ctx) })
	Save(t, screen, name)
}

// ShootStack updates ctx's whole stack once and saves its drawing as the
// screenshot name: an overlay (a pause menu, a dialog) over the screen
// beneath it, as the player sees both.
func ShootStack(t *testing.T, ctx *scenes.Context, name string) {
	t.Helper()
	screen := NewScreen()
	windowtest.Do(func() {
		ctx.Input.Update()
		_ = ctx.Stack.Update(ctx)
		ctx.Stack.Draw(screen, ctx)
	})
	Save(t, screen, name)
}

// NewScreen is an image the size of the game's screen, for a test that
// draws whole screens into it as the window does.
func NewScreen() *ebiten.Image { return ebiten.NewImage(sprites.ScreenWidth, sprites.ScreenHeight) }

// Save saves img as the screenshot name in the shots folder and logs
// where, so a test's log leads to its pictures.
func Save(tb testing.TB, img *ebiten.Image, name string) {
	tb.Helper()
	tb.Logf("screenshot %s", windowtest.SavePNG(tb, img, windowtest.ShotsDir(), name))
}

// BenchScene measures one Update (or, with draw, one Draw) of sc once
// three full frames have warmed its caches. The whole loop runs inside one
// frame, so the ns/frame figure is the CPU cost of Update or Draw (Draw's
// GPU work is flushed when the frame ends).
func BenchScene(b *testing.B, sc scenes.Scene, draw bool) {
	ctx := On(b, sc, 0)
	screen := NewScreen()
	windowtest.Do(func() {
		for range 3 {
			ctx.Input.Update()
			_ = sc.Update(ctx)
			sc.Draw(screen, ctx)
		}
	})
	b.ReportAllocs()
	b.ResetTimer()
	var inside time.Duration
	windowtest.Do(func() {
		t0 := time.Now()
		defer func() { inside = time.Since(t0) }()
		for range b.N {
			if draw {
				sc.Draw(screen, ctx)
				continue
			}
			ctx.Input.Update()
			_ = sc.Update(ctx)
		}
	})
	b.ReportMetric(float64(inside.Nanoseconds())/float64(b.N), "ns/frame")
}

// Screen is a named screen for UpdateDoesNotAllocate.
type Screen struct {
	Name  string
	Scene scenes.Scene
}

// UpdateDoesNotAllocate checks the frame budget's second half: once warm
// (five updates), each screen's Update allocates nothing.
func UpdateDoesNotAllocate(t *testing.T, screens []Screen) {
	t.Helper()
	for _, c := range screens {
		ctx := On(t, c.Scene, 0)
		var allocs float64
		windowtest.Do(func() {
			for range 5 {
				ctx.Input.Update()
				_ = c.Scene.Update(ctx)
			}
			allocs = testing.AllocsPerRun(200, func() {
				ctx.Input.Update()
				_ = c.Scene.Update(ctx)
			})
		})
		if allocs > 0 {
			t.Errorf("%s Update allocates %.2f times per frame", c.Name, allocs)
		}
	}
}
