package forsakenui

import (
	"image"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"deepwood/internal/windowtest"
	"deepwood/rules/forsaken"
	"deepwood/scenes/input"
	"deepwood/settings"
	"deepwood/sprites"
)

// The table waiting on the player is still: nothing is drawn again until
// something changes (here a press moving the focus).
func TestIdleTableIsStill(t *testing.T) {
	tb := atPlayersTurn(t)
	ctx := onWindow(t, tb)
	ctx.Settings.AnimationSpeed = settings.AnimNormal
	screen := ebiten.NewImage(sprites.ScreenWidth, sprites.ScreenHeight)
	ticks(ctx, tb, 1)
	windowtest.Do(func() { tb.Draw(screen, ctx) })
	for k := range 300 {
		ticks(ctx, tb, 1)
		if !tb.Still() {
			t.Fatalf("tick %d: the idle table asks to be drawn again", k)
		}
	}
	ctx.Input.Inject(input.Down)
	ticks(ctx, tb, 1)
	if tb.Still() {
		t.Error("the focus moved and the table says it is still")
	}
}

// While a computer traveler waits in a Priority window the player could
// answer, only the countdown bar moves: the table retouches the bar alone,
// and the picture kept is the one a fresh drawing gives.
func TestPriorityBarRetouched(t *testing.T) {
	s := atPriorityWindow(t)
	tb := table(s)
	ctx := onWindow(t, tb)
	ctx.Settings.AnimationSpeed = settings.AnimNormal
	screen := ebiten.NewImage(sprites.ScreenWidth, sprites.ScreenHeight)
	fresh := ebiten.NewImage(sprites.ScreenWidth, sprites.ScreenHeight)
	ticks(ctx, tb, 1)
	windowtest.Do(func() { tb.Draw(screen, ctx) })
	steps, retouched := s.Steps(), 0
	for k := 0; k < 40 && s.Steps() == steps; k++ {
		ticks(ctx, tb, 1)
		if tb.Still() {
			continue
		}
		ok := false
		windowtest.Do(func() { ok = tb.Retouch(screen, ctx) })
		if !ok {
			t.Fatalf("tick %d: only the bar moved, and the table would be drawn whole", k)
		}
		retouched++
	}
	if retouched < 10 || s.Steps() != steps {
		t.Fatalf("%d frames retouched; %d actions", retouched, s.Steps()-steps)
	}
	var kept, drawn []byte
	windowtest.Do(func() {
		tb.Draw(fresh, ctx)
		kept, drawn = pixelsOf(screen), pixelsOf(fresh)
	})
	n := 0
	for i := range kept {
		if d := int(kept[i]) - int(drawn[i]); d > 4 || d < -4 {
			n++
		}
	}
	if n > 0 {
		t.Errorf("the retouched picture differs from a fresh drawing in %d channels", n)
	}
	windowtest.SavePNG(t, screen, windowtest.ShotsDir(), "forsaken_priority_retouched.png")
}

func pixelsOf(img *ebiten.Image) []byte {
	b := img.Bounds()
	out := image.NewRGBA(image.Rect(0, 0, b.Dx(), b.Dy()))
	img.ReadPixels(out.Pix)
	return out.Pix
}

// A Priority window the player may answer before being asked offers no
// Pass yet, so the prompt does not tell them to Pass.
func TestPriorityPromptOffersOnlyWhatIsLegal(t *testing.T) {
	windowtest.Require(t)
	s := atPriorityWindow(t)
	canPass := false
	for _, a := range s.Legal() {
		canPass = canPass || a.Kind == forsaken.ActPass
	}
	got := table(s).prompt()
	t.Logf("prompt %q, Pass legal %v", got, canPass)
	if want := map[bool]string{true: "Answer now, or Pass", false: "Answer now, or let it resolve"}[canPass]; got != want {
		t.Errorf("prompt %q with Pass legal %v, want %q", got, canPass, want)
	}
}
