package forwardui

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"deepwood/internal/screentest"
	"deepwood/internal/sessiontest"
	"deepwood/internal/windowtest"
	"deepwood/rules/forward"
	"deepwood/scenes"
	"deepwood/scenes/input"
	"deepwood/scenes/ui"
	"deepwood/settings"
	"deepwood/sprites"
)

// TestContinueFocusesACard: a continued run shows a focused card while
// the screen fades in, and no arrow takes the focus off the run's controls
// to the Pause button, which the pointer presses and keys reach with Pause
// (issue 27 bug 6: after Continue no card was focused and the first arrow
// jumped to Pause).
func TestContinueFocusesACard(t *testing.T) {
	windowtest.Require(t)
	saved, store := sessiontest.Start(t, saves, "SAVE-0001")
	_ = saved.Do(forward.Greedy{}.Choose(saved.State, saved.Legal()))
	back, err := Resume(store)
	if err != nil {
		t.Fatal(err)
	}
	loc := StartRun(Hooks{}, back).(*locationScene)
	ctx := screentest.Context(t)
	ctx.Settings.AnimationSpeed = settings.AnimNormal
	ctx.Stack = scenes.NewStack(titleStub{})
	ctx.Stack.SetTransitionTicks(8)
	ctx.Stack.Replace(loc)
	screen := ebiten.NewImage(sprites.ScreenWidth, sprites.ScreenHeight)
	tick := func(a ...input.Action) { screentest.Frames(t, ctx, screen, 1, a...) }
	for ctx.Stack.Top() != loc {
		tick()
	}
	if !ctx.Stack.Transitioning() {
		t.Fatal("the fade is over already")
	}
	focused := func() *button {
		if loc.f.Focus >= len(loc.f.Btns) {
			return nil
		}
		return &loc.f.Btns[loc.f.Focus]
	}
	if b := focused(); b == nil || b.Kind != ui.Cell || !b.Enabled || !loc.Ready() {
		t.Fatalf("fading in with no card focused: %+v", b)
	}
	for ctx.Stack.Transitioning() {
		tick()
	}
	for _, d := range []input.Action{input.Right, input.Up, input.Left, input.Down, input.Right} {
		tick(d)
		tick()
		if b := focused(); b == nil || b.Label == "Pause" {
			t.Fatalf("%v took the focus to %+v", d, b)
		}
	}
	t.Logf("screenshot %s", windowtest.SavePNG(t, screen, windowtest.ShotsDir(), "forward-continued.png"))
	ctx.Input.InjectPointer(input.Pointer{X: landscape.pause.Rect.Min.X + 8, Y: landscape.pause.Rect.Min.Y + 8, Clicked: true})
	tick()
	for ctx.Stack.Transitioning() {
		tick()
	}
	if ctx.Stack.Top().Name() != "forward-pause" {
		t.Fatalf("clicking Pause opened %s", ctx.Stack.Top().Name())
	}
}
