package ui

import (
	"github.com/hajimehoshi/ebiten/v2"

	"deepwood/sprites"
)

// MovingArt is art that moves under a screen's still controls (the
// title's dragon and fireflies, a backdrop's fireflies) and can bring a
// picture up to date by repainting only around what moved, laying over
// it the front it is given.
type MovingArt interface {
	Retouch(dst, over *ebiten.Image, from, to int) bool
}

// Front is what a screen lays over its moving art when retouching: the
// art's front with the screen's controls painted on, kept until the
// controls are drawn anew. Every screen with a moving backdrop retouches
// through one.
type Front struct {
	img *ebiten.Image
	ok  bool
}

// Stale says the controls were drawn anew: the front is painted again
// before the next retouch.
func (f *Front) Stale() { f.ok = false }

// Retouch moves art on from step *at to step to on screen, painting the
// front first when it is stale (paint draws the art's front and the
// controls, and says false when the art cannot yet). It reports false,
// having drawn nothing, when the frame must be drawn whole.
func (f *Front) Retouch(screen *ebiten.Image, art MovingArt, at *int, to int, paint func(*ebiten.Image) bool) bool {
	if !f.ok {
		if f.img == nil {
			f.img = ebiten.NewImage(sprites.ScreenWidth, sprites.ScreenHeight)
		}
		f.img.Clear()
		if !paint(f.img) {
			return false
		}
		f.ok = true
	}
	if !art.Retouch(screen, f.img, *at, to) {
		return false
	}
	*at = to
	return true
}

// Free lets go of the front's image, for a screen that is left.
func (f *Front) Free() {
	if f.img != nil {
		f.img.Deallocate()
		f.img, f.ok = nil, false
	}
}

// RetouchBackdrop is Retouch over a backdrop, the case of every screen
// whose controls lie on one: the front is the backdrop's, with the
// controls painted over it.
func (f *Front) RetouchBackdrop(screen *ebiten.Image, b *sprites.Backdrop, at *int, to int, controls func(over *ebiten.Image)) bool {
	return f.Retouch(screen, b, at, to, func(over *ebiten.Image) bool {
		b.PaintFront(over)
		controls(over)
		return true
	})
}
