package settingsmenu

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"deepwood/internal/screentest"
	"deepwood/internal/windowtest"
	"deepwood/scenes"
	"deepwood/scenes/input"
	"deepwood/settings"
)

// TestMain runs the tests beside a real game loop (under Xvfb when there
// is no display): the window tests update and draw the screen in it.
func TestMain(m *testing.M) { windowtest.Main(m) }

// screen is the Settings screen on the stack of a context driven by
// injected actions alone, as the window tests drive it.
type screen struct {
	t   *testing.T
	ctx *scenes.Context
	sc  *Scene
	img *ebiten.Image
}

// openScreen opens the Settings screen on page p, over a title stand-in,
// with settings st.
func openScreen(t *testing.T, st settings.Settings, p Page) *screen {
	t.Helper()
	windowtest.Require(t)
	ctx := screentest.ContextWith(t, st)
	ctx.Notify = func(m string) { t.Log("notice:", m) }
	ctx.ApplySettings = func(s settings.Settings) error { ctx.Settings = s.Clone(); return nil }
	d := &screen{t: t, ctx: ctx}
	windowtest.Do(func() {
		d.sc = New(ctx, Options{})
		d.sc.page = p
		d.sc.build()
		ctx.Stack = scenes.NewStack(&stub{})
		ctx.Stack.Open(d.sc)
		ctx.Stack.SetTransitionTicks(0)
		d.img = screentest.NewScreen()
	})
	t.Cleanup(func() { ctx.Stack.Close() })
	d.ticks(2)
	return d
}

// ticks runs n updates in one frame, then draws once (ebitenui lays the
// widgets out as it draws, so hovering needs a drawn screen).
func (d *screen) ticks(n int) {
	windowtest.Do(func() {
		d.updates(n)
		d.img.Clear()
		d.ctx.Stack.Draw(d.img, d.ctx)
	})
}

// update runs n updates in one frame without drawing, for waits that
// read no pixels: drawing the whole screen is most of a frame's cost
// under a software renderer.
func (d *screen) update(n int) {
	windowtest.Do(func() { d.updates(n) })
}

// updates runs n updates of the stack; it is called inside a frame.
func (d *screen) updates(n int) {
	for range n {
		d.ctx.Input.Update()
		if err := d.ctx.Stack.Update(d.ctx); err != nil {
			d.t.Error(err)
		}
	}
}

// press injects one action, as a key or button would, for an update, and
// releases it for another, so that the next press is a new one. Keys need
// no drawn screen (only the pointer's hovering does), so nothing is drawn:
// drawing the whole screen is most of a frame's cost under a software
// renderer.
func (d *screen) press(a input.Action) {
	d.ctx.Input.Inject(a)
	d.update(2)
}

// focusRow moves the focus to row i with Down presses.
func (d *screen) focusRow(i int) {
	d.t.Helper()
	for n := 0; d.sc.Focus() != i && n < 20; n++ {
		d.press(input.Down)
	}
	if d.sc.Focus() != i {
		d.t.Fatalf("focus stuck on row %d; want %d", d.sc.Focus(), i)
	}
}

// shot draws the screen and saves it as name under the shots folder.
func (d *screen) shot(name string) {
	d.t.Helper()
	d.ticks(0)
	screentest.Save(d.t, d.img, name)
}

// stub stands for the screen beneath Settings.
type stub struct{}

func (*stub) Name() string                        { return "stub" }
func (*stub) Update(*scenes.Context) error        { return nil }
func (*stub) Draw(*ebiten.Image, *scenes.Context) {}

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
	screen := screentest.NewScreen()
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
	screentest.Save(t, screen, "settings-retouched.png")
}
