package sprites

import "github.com/hajimehoshi/ebiten/v2"

// SharedBackdrop is the backdrop DrawBackdrop draws for pal, built on
// first use: a screen that draws it and then retouches only its fireflies
// (the Forest's creation wizard, scenes.Retoucher) needs the same one.
func SharedBackdrop(pal *Palette) *Backdrop {
	if pal.backdrop == nil {
		pal.backdrop = NewBackdrop(pal)
	}
	return pal.backdrop
}

// Retouching is what a screen drawn over a backdrop keeps to retouch it
// (scenes.Retoucher): the backdrop's front with the screen's controls
// painted on, made on the first retouch after a full draw.
type Retouching struct {
	over *ebiten.Image
	ok   bool
}

// Drawn forgets the controls painted so far: call it whenever the screen
// is drawn whole, since they may have changed.
func (r *Retouching) Drawn() { r.ok = false }

// Retouch turns screen, which shows b at tick from under the controls,
// into the same at tick to, repainting only around the fireflies; paint
// draws the controls (everything but the backdrop) the first time. It
// reports false, having drawn nothing, when it cannot.
func (r *Retouching) Retouch(b *Backdrop, screen *ebiten.Image, from, to int, paint func(over *ebiten.Image)) bool {
	if !r.ok {
		if r.over == nil {
			r.over = ebiten.NewImage(ScreenWidth, ScreenHeight)
		}
		b.PaintFront(r.over)
		paint(r.over)
		r.ok = true
	}
	return b.Retouch(screen, r.over, from, to)
}

// Step is a Retoucher's whole retouch when nothing but the backdrop
// moved: unless pal's backdrop is no longer b (new settings), it
// retouches screen from the step *at to tick's and records it in *at.
func (r *Retouching) Step(b *Backdrop, pal *Palette, screen *ebiten.Image, at *int, tick int, paint func(over *ebiten.Image)) bool {
	to := ArtTick(tick)
	if b != SharedBackdrop(pal) || !r.Retouch(b, screen, *at, to, paint) {
		return false
	}
	*at = to
	return true
}

// Release frees the layer.
func (r *Retouching) Release() {
	if r.over != nil {
		r.over.Deallocate()
	}
	r.over, r.ok = nil, false
}
