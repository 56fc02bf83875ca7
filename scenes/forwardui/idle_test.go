package forwardui

import (
	"image"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"deepwood/internal/screentest"
	"deepwood/internal/windowtest"
	"deepwood/rules/forward"
	"deepwood/scenes"
	"deepwood/scenes/input"
	"deepwood/settings"
	"deepwood/sprites"
)

// idleRig drives one scene the way the game does, for the idle-frame
// tests: updates, whole draws, and retouches over the screen's picture.
type idleRig struct {
	t      *testing.T
	ctx    *scenes.Context
	sc     scenes.Scene
	screen *ebiten.Image
}

func newIdleRig(t *testing.T, sc scenes.Scene) *idleRig {
	ctx := screentest.Context(t)
	ctx.Settings.ShowTimer, ctx.Settings.ShowSeed = true, true
	ctx.Stack = scenes.NewStack(sc)
	return &idleRig{t: t, ctx: ctx, sc: sc, screen: ebiten.NewImage(sprites.ScreenWidth, sprites.ScreenHeight)}
}

func (r *idleRig) update(n int, a ...input.Action) {
	windowtest.Do(func() {
		for _, x := range a {
			r.ctx.Input.Inject(x)
		}
		for range n {
			r.ctx.Input.Update()
			_ = r.sc.Update(r.ctx)
		}
	})
}

func (r *idleRig) draw() { windowtest.Do(func() { r.sc.Draw(r.screen, r.ctx) }) }

// retouchMatches retouches the screen and checks it against a whole draw
// of the same moment, pixel for pixel.
func (r *idleRig) retouchMatches(name string) {
	r.t.Helper()
	var ok bool
	var diff int
	var box image.Rectangle
	whole := ebiten.NewImage(sprites.ScreenWidth, sprites.ScreenHeight)
	windowtest.Do(func() {
		ok = r.sc.(scenes.Retoucher).Retouch(r.screen, r.ctx)
		r.sc.Draw(whole, r.ctx)
		a, b := make([]byte, 4*sprites.ScreenWidth*sprites.ScreenHeight), make([]byte, 4*sprites.ScreenWidth*sprites.ScreenHeight)
		r.screen.ReadPixels(a)
		whole.ReadPixels(b)
		for i := range a {
			if d := int(a[i]) - int(b[i]); d > 2 || d < -2 {
				diff++
				if diff < 6 {
					r.t.Logf("pixel %d,%d byte %d: retouched %d whole %d", i/4%sprites.ScreenWidth, i/4/sprites.ScreenWidth, i%4, a[i], b[i])
				}
				px := image.Pt(i/4%sprites.ScreenWidth, i/4/sprites.ScreenWidth)
				box = box.Union(image.Rectangle{px, px.Add(image.Pt(1, 1))})
			}
		}
	})
	if !ok {
		r.t.Fatalf("%s: the idle screen declined to retouch", name)
	}
	if diff > 0 {
		windowtest.SavePNG(r.t, r.screen, windowtest.ShotsDir(), name+"-retouched.png")
		windowtest.SavePNG(r.t, whole, windowtest.ShotsDir(), name+"-whole.png")
		r.t.Fatalf("%s: the retouched picture differs from a whole draw in %d bytes, within %v", name, diff, box)
	}
}

// TestLocationIdleFrames: a location waiting for the player is still once
// drawn, its clocks and its cards' glow are retouched in their own boxes to
// exactly the picture a whole draw makes, and it is not still after input
// or while a card turns over (issue 27: an idle screen costs close to
// nothing).
func TestLocationIdleFrames(t *testing.T) {
	windowtest.Require(t)
	sess := playTo(t, "BNCH-0001", func(s *forward.State) bool { return s.Phase == forward.PhaseMap && len(s.Eligible()) >= 2 })
	loc := newLocation(newPlay(Hooks{}, sess))
	r := newIdleRig(t, loc)
	r.update(2)
	r.draw()
	if !loc.Still() {
		t.Fatal("not still right after drawing")
	}
	was := loc.f.Focus
	for _, d := range []input.Action{input.Right, input.Left, input.Up, input.Down} {
		if r.update(1, d); loc.f.Focus != was {
			break
		}
		r.update(1)
	}
	if loc.f.Focus == was {
		t.Fatal("no arrow moved the focus")
	}
	if loc.Still() || loc.Retouch(r.screen, r.ctx) {
		t.Fatal("still, or retouched, after the focus moved")
	}
	r.draw()
	moved := 0
	for i := 0; i < 40 && moved < 3; i++ {
		r.update(1)
		if !loc.Still() {
			moved++
			r.retouchMatches("forward-location-idle")
		}
	}
	if moved < 3 {
		t.Fatalf("the clocks and the glow moved %d times in 40 ticks", moved)
	}
	r.ctx.Settings.AnimationSpeed = settings.AnimNormal
	loc.p.act(r.ctx, forward.Flip(firstEligible(sess.State)))
	r.update(1)
	if loc.Still() || loc.Retouch(r.screen, r.ctx) {
		t.Fatal("still, or retouched, while a card turns over")
	}
}

// firstEligible is the first space a card can be flipped on.
func firstEligible(st *forward.State) int {
	for i := 1; i <= 9; i++ {
		if st.IsEligible(i) && st.Cells[i-1].Down {
			return i
		}
	}
	return 0
}

// TestDuelIdleFrames: a duel waiting for the roll is still once drawn, its
// clocks are retouched to exactly a whole draw's picture, and it is not
// still after input or while the dice tumble.
func TestDuelIdleFrames(t *testing.T) {
	windowtest.Require(t)
	sess := playTo(t, "BNCH-0001", func(s *forward.State) bool { return s.Phase == forward.PhaseFight && s.Fight.Rolls >= 1 })
	d := newDuel(newPlay(Hooks{}, sess))
	r := newIdleRig(t, d)
	r.update(2)
	r.draw()
	if !d.Still() {
		t.Fatal("not still right after drawing")
	}
	d.f.Focus = len(d.f.Btns) // as if the focus had moved
	if d.Still() || d.Retouch(r.screen, r.ctx) {
		t.Fatal("still, or retouched, after the focus moved")
	}
	d.f.Focus = 0
	r.draw()
	moved := 0
	for i := 0; i < 60 && moved < 2; i++ {
		r.update(1)
		if !d.Still() {
			moved++
			r.retouchMatches("forward-duel-idle")
		}
	}
	if moved < 2 {
		t.Fatalf("the clocks moved %d times in 60 ticks", moved)
	}
	r.ctx.Settings.AnimationSpeed = settings.AnimNormal
	d.p.act(r.ctx, forward.Roll())
	r.update(1)
	if d.Still() || d.Retouch(r.screen, r.ctx) {
		t.Fatal("still, or retouched, while the dice tumble")
	}
}

// TestNewRunIsStill: the new-run screen, where nothing moves by itself, is
// still once drawn, and not after the focus moves or while a code is typed
// (its caret blinks).
func TestNewRunIsStill(t *testing.T) {
	windowtest.Require(t)
	s := NewRunScene(Hooks{}).(*newRunScene)
	r := newIdleRig(t, s)
	r.update(2)
	r.draw()
	if !s.Still() {
		t.Fatal("not still right after drawing")
	}
	r.update(1, input.Down)
	if s.Still() {
		t.Fatal("still after the focus moved")
	}
	r.draw()
	r.update(30)
	if !s.Still() {
		t.Fatal("not still after half a second untouched")
	}
	s.openPad()
	if s.Still() {
		t.Fatal("still while a code is typed")
	}
}

// TestPausedRunIsStill: the pause menu over a run, drawn, is still until
// its focus moves, so a paused game costs nothing while the timer is
// hidden.
func TestPausedRunIsStill(t *testing.T) {
	windowtest.Require(t)
	sess := playTo(t, "BNCH-0001", func(s *forward.State) bool { return s.Phase == forward.PhaseMap && s.Steps >= 3 })
	p := newPlay(Hooks{}, sess)
	loc := newLocation(p)
	r := newIdleRig(t, loc)
	r.ctx.Settings.ShowTimer = false
	r.ctx.Stack.SetTransitionTicks(0)
	r.update(2)
	pause := newPause(p)
	r.ctx.Stack.Push(pause)
	windowtest.Do(func() {
		r.ctx.Input.Update()
		_ = r.ctx.Stack.Update(r.ctx)
		r.ctx.Stack.Draw(r.screen, r.ctx)
	})
	if !loc.Still() || !pause.Still() {
		t.Fatalf("drawn and untouched, the location says still %v and the pause menu %v", loc.Still(), pause.Still())
	}
	windowtest.Do(func() {
		r.ctx.Input.Inject(input.Down)
		r.ctx.Input.Update()
		_ = r.ctx.Stack.Update(r.ctx)
	})
	if pause.Still() {
		t.Fatal("still after the focus moved")
	}
}
