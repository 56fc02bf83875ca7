package sprites

import (
	"image"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
)

// diff is the largest difference of any channel of any pixel of a and b,
// and how many pixels differ by more than tol.
func diff(a, b *image.RGBA, tol int) (largest, over int) {
	for i := 0; i < len(a.Pix); i += 4 {
		worst := 0
		for c := range 4 {
			d := int(a.Pix[i+c]) - int(b.Pix[i+c])
			worst = max(worst, d, -d)
		}
		largest = max(largest, worst)
		if worst > tol {
			over++
		}
	}
	return largest, over
}

// TestTitleArtComposedMatchesLayers: the settled title art drawn from its
// two composed images is the picture drawn layer by layer, at ticks all
// round the dragon's loop (the dragon flies between the back and the
// front, so it must never cross the far layers of trees).
func TestTitleArtComposedMatchesLayers(t *testing.T) {
	needWindow(t)
	art := NewTitleArt(Standard(), testFonts(t))
	art.Complete()
	ticks := []int{0, 300, 600, 900, 1200, 1500, 1800, 2100}
	var layered []*image.RGBA
	screen := ebiten.NewImage(ScreenWidth, ScreenHeight)
	for _, tick := range ticks {
		screen.Clear()
		art.drawLayered(screen, ArtTick(tick), 1, 1)
		layered = append(layered, snapshot(screen))
	}
	for i, tick := range ticks {
		screen.Clear()
		art.Draw(screen, tick)
		if art.back == nil {
			t.Fatal("the settled art was not composed")
		}
		largest, over := diff(layered[i], snapshot(screen), 3)
		if over > 0 {
			t.Errorf("tick %d: %d pixels differ by more than 3 from the art drawn layer by layer (largest %d)", tick, over, largest)
		}
	}
}

// TestArtSteps: the title art and the backdrop draw the same picture for
// every tick of a step of ArtStep(), and move at the next step.
func TestArtSteps(t *testing.T) {
	needWindow(t)
	art := NewTitleArt(Standard(), testFonts(t))
	art.Complete()
	back := NewBackdrop(Standard())
	screen := ebiten.NewImage(ScreenWidth, ScreenHeight)
	for _, c := range []struct {
		name string
		draw func(tick int)
	}{{"title art", func(tick int) { art.Draw(screen, tick) }}, {"backdrop", func(tick int) { back.Draw(screen, tick) }}} {
		shot := func(tick int) *image.RGBA {
			screen.Clear()
			c.draw(tick)
			return snapshot(screen)
		}
		first := shot(400)
		// The engine may move an image within its atlas between draws, which
		// can change a pixel's rounding by one.
		if largest, over := diff(first, shot(400+ArtStep()-1), 1); over > 0 {
			t.Errorf("%s: %d pixels change within a step (by up to %d)", c.name, over, largest)
		}
		if _, over := diff(first, shot(400+ArtStep()), 1); over == 0 {
			t.Errorf("%s: nothing moves at the next step", c.name)
		}
	}
}

// TestRetouchMatchesFreshDrawing: the title art and the backdrop, moved on
// by Retouch from one step to another (near and far), with a panel in
// their front image, are the picture drawn afresh at the later step.
func TestRetouchMatchesFreshDrawing(t *testing.T) {
	needWindow(t)
	pal := Standard()
	art := NewTitleArt(pal, testFonts(t))
	art.Complete()
	back := NewBackdrop(pal)
	panel := image.Rect(64, 300, 488, 700)
	screen := ebiten.NewImage(ScreenWidth, ScreenHeight)
	fresh := ebiten.NewImage(ScreenWidth, ScreenHeight)
	over := ebiten.NewImage(ScreenWidth, ScreenHeight)
	for _, c := range []struct {
		name    string
		draw    func(dst *ebiten.Image, tick int)
		front   func()
		retouch func(from, to int) bool
	}{
		{"title art", func(dst *ebiten.Image, tick int) { art.Draw(dst, tick) }, func() { art.PaintFront(over) },
			func(from, to int) bool { return art.Retouch(screen, over, from, to) }},
		{"backdrop", back.Draw, func() { back.PaintFront(over) },
			func(from, to int) bool { return back.Retouch(screen, over, from, to) }},
	} {
		drawn := func(dst *ebiten.Image, tick int) {
			dst.Clear()
			c.draw(dst, tick)
			DrawPanel(dst, panel, pal, PanelNormal)
		}
		drawn(screen, 0) // settles and composes the art
		c.front()
		DrawPanel(over, panel, pal, PanelNormal)
		from := 400
		drawn(screen, from)
		for _, to := range []int{404, 408, 460, 1700} {
			if !c.retouch(from, to) {
				t.Fatalf("%s: not retouched", c.name)
			}
			drawn(fresh, to)
			if largest, over := diff(snapshot(screen), snapshot(fresh), 2); over > 0 {
				t.Errorf("%s: retouched from tick %d to %d, %d pixels differ from a fresh drawing (by up to %d)", c.name, from, to, over, largest)
			}
			from = to
		}
	}
}
