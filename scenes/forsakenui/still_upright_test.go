package forsakenui

import (
	"image"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"deepwood/internal/screentest"
	"deepwood/internal/windowtest"
	"deepwood/settings"
)

// Upright, as in landscape, only the Priority countdown moves while a
// computer traveler waits in a window the player could answer: the table
// retouches the bar under the prompt alone, and the picture kept is the
// one a whole drawing gives. Turning the phone is no moment to retouch.
func TestPriorityBarRetouchedUpright(t *testing.T) {
	s := atPriorityWindow(t)
	tb := table(s)
	ctx := onWindow(t, tb)
	ctx.Settings.AnimationSpeed = settings.AnimNormal
	size := image.Pt(540, 919)
	screen, whole := ebiten.NewImage(size.X, size.Y), ebiten.NewImage(size.X, size.Y)
	a, b := make([]byte, 4*size.X*size.Y), make([]byte, 4*size.X*size.Y)
	drawUpright(ctx, tb, size)
	windowtest.Do(func() { tb.Draw(screen, ctx) })
	steps, retouched := s.Steps(), 0
	for k := 0; k < 40 && s.Steps() == steps; k++ {
		ticks(ctx, tb, 1)
		if tb.Still() {
			continue
		}
		var ok bool
		diff := 0
		windowtest.Do(func() {
			ok = tb.Retouch(screen, ctx)
			whole.Clear()
			tb.Draw(whole, ctx)
			screen.ReadPixels(a)
			whole.ReadPixels(b)
		})
		for i := range a {
			if d := int(a[i]) - int(b[i]); d > 2 || d < -2 {
				diff++
			}
		}
		if !ok || diff > 0 {
			screentest.Save(t, screen, "portrait-forsaken-priority-retouched.png")
			t.Fatalf("retouched %v, %d bytes from a whole draw", ok, diff)
		}
		retouched++
	}
	if retouched < 10 {
		t.Fatalf("%d frames retouched", retouched)
	}
	ctx.Portrait = image.Point{}
	ticks(ctx, tb, 1)
	if tb.Still() {
		t.Error("turned sideways, the table says its upright picture is still right")
	}
	screentest.Save(t, screen, "portrait-forsaken-priority.png")
}
