package app

import (
	"image"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"deepwood/internal/windowtest"
	"deepwood/scenes/input"
	"deepwood/sprites"
	"deepwood/storage"
)

// stepper runs a game the way Run does: one update and one frame a tick,
// on one screen that is never cleared, with frames in which nothing
// changed skipped (redraw.skips).
type stepper struct {
	t *testing.T
	d *driver
}

func newStepper(t *testing.T) *stepper {
	t.Helper()
	// Default settings: normal animation speed, so a new screen fades in.
	d := atTitle(t, storage.NewDir(t.TempDir()))
	d.g.redraw.skips = true
	return &stepper{t, d}
}

// tick presses the actions, runs one update and one frame, and reports
// whether the frame was drawn.
func (s *stepper) tick(actions ...input.Action) bool {
	s.t.Helper()
	g := s.d.g
	before := g.Frames()
	windowtest.Do(func() {
		for _, a := range actions {
			g.mapper.Inject(a)
		}
		s.d.err = g.Update()
		g.Draw(s.d.screen)
	})
	if s.d.err != nil {
		s.t.Fatal(s.d.err)
	}
	return g.Frames() > before
}

// idle runs n ticks without input and returns the ticks (1 to n) drawn.
func (s *stepper) idle(n int) []int {
	var drawn []int
	for i := 1; i <= n; i++ {
		if s.tick() {
			drawn = append(drawn, i)
		}
	}
	return drawn
}

// settle idles until a frame is drawn at the start of an art step, so the
// next ArtStep()-1 ticks are within that step.
func (s *stepper) settle() {
	s.t.Helper()
	s.idle(90) // the title art builds a layer a frame and fades each in
	for range sprites.ArtStep() {
		if s.tick() {
			return
		}
	}
	s.t.Fatal("no frame drawn in a whole art step")
}

// freshMatchesKept draws the game afresh on a new image and compares it
// with the picture the screen kept through the frames skipped.
func (s *stepper) freshMatchesKept(when string) {
	s.t.Helper()
	var kept, fresh []byte
	windowtest.Do(func() {
		img := ebiten.NewImage(sprites.ScreenWidth, sprites.ScreenHeight)
		s.d.g.Draw(img)
		kept, fresh = pixels(s.d.screen), pixels(img)
		img.Deallocate()
	})
	// Rounding may differ by a little: the engine may place images
	// elsewhere in its atlas between draws (more so with other tests
	// drawing in the same frames), and a retouch lays the controls on the
	// art through an image of their own. A stale or missing part differs
	// by far more, in thousands of channels.
	n, largest := 0, 0
	for i := range kept {
		d := max(int(kept[i])-int(fresh[i]), int(fresh[i])-int(kept[i]))
		largest = max(largest, d)
		if d > 4 {
			n++
		}
	}
	if n > 0 {
		s.t.Errorf("%s: the screen kept through skipped frames differs from a fresh drawing in %d channels (by up to %d)", when, n, largest)
	}
}

func pixels(img *ebiten.Image) []byte {
	b := img.Bounds()
	out := image.NewRGBA(image.Rect(0, 0, b.Dx(), b.Dy()))
	img.ReadPixels(out.Pix)
	return out.Pix
}

// TestIdleTitleDrawsOnlyWhatChanged: once the title has settled it draws
// one frame per step of its art (the fireflies and the dragon), repainting
// only around them, and skips the others; the picture kept through skipped
// and retouched frames is the one a fresh drawing gives; input, a banner
// and a new screen are drawn at once.
func TestIdleTitleDrawsOnlyWhatChanged(t *testing.T) {
	s := newStepper(t)
	s.settle()
	n := 6 * sprites.ArtStep()
	retouched := s.d.g.redraw.retouches
	drawn := s.idle(n)
	if r := s.d.g.redraw.retouches - retouched; r != 6 {
		t.Errorf("%d of the idle title's 6 frames were retouched; want all", r)
	}
	if len(drawn) != 6 {
		t.Fatalf("idle title drew frames at ticks %v of %d; want one every %d", drawn, n, sprites.ArtStep())
	}
	for i := 1; i < len(drawn); i++ {
		if drawn[i]-drawn[i-1] != sprites.ArtStep() {
			t.Fatalf("idle title drew frames at ticks %v; want one every %d", drawn, sprites.ArtStep())
		}
	}
	s.freshMatchesKept("idle title")

	s.settle()
	if !s.tick(input.Down) {
		t.Fatal("a key press was not drawn")
	}
	if !s.tick() {
		t.Fatal("letting the key go was not drawn")
	}
	if s.tick() {
		t.Fatal("a quiet tick within an art step was drawn")
	}
	s.freshMatchesKept("after moving the menu's focus")

	// A new screen fades in: every tick of the fade is drawn, then the
	// Settings screen idles like the title.
	s.settle()
	s.d.g.stack.Push(s.d.g.newSettings())
	fade := 0
	for s.tick() {
		fade++
		if fade > 100 {
			t.Fatal("still drawing every frame 100 ticks after opening Settings")
		}
	}
	s.d.expectScene("settings")
	if fade < 12 {
		t.Fatalf("the fade to Settings drew %d frames; want one a tick", fade)
	}
	retouched = s.d.g.redraw.retouches
	if drawn := s.idle(n); len(drawn) != 6 {
		t.Fatalf("idle Settings drew frames at ticks %v of %d", drawn, n)
	}
	if r := s.d.g.redraw.retouches - retouched; r != 6 {
		t.Errorf("%d of idle Settings' 6 frames were retouched; want all", r)
	}
	s.freshMatchesKept("idle Settings")

	// A banner is drawn at once; the frames under it are drawn whole.
	s.d.g.notify("a banner")
	if !s.tick() {
		t.Fatal("a new banner was not drawn")
	}
	s.idle(n)
	s.freshMatchesKept("with a banner")
}
