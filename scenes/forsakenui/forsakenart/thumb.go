package forsakenart

import (
	"image/color"

	"deepwood/sprites"

	"github.com/hajimehoshi/ebiten/v2"
)

// DrawThumb draws a Gallows thumb centred at (cx, cy), about size
// pixels tall: a fist with the thumb raised (up: let them live) or turned
// down (lynch them). squash narrows it, 0 to 1, for the turn of a thumb
// being shown (a card flipped on its edge); ink outlines it.
func DrawThumb(dst *ebiten.Image, cx, cy, size, squash float32, up bool, fg, ink color.Color) {
	if squash <= 0 {
		return
	}
	u := size / 20
	fistW, fistH := 14*u*squash, 11*u
	thumbW, thumbH := 5*u*squash, 9*u
	fistY := cy - fistH/2 + 3*u
	thumbY := fistY - thumbH + 2*u
	if !up {
		fistY = cy - fistH/2 - 3*u
		thumbY = fistY + fistH - 2*u
	}
	thumbX := cx - fistW/2 + 1*u*squash
	outline := func(x, y, w, h, r float32) {
		sprites.FillRoundRect(dst, x-u, y-u, w+2*u, h+2*u, r+u, ink)
	}
	outline(cx-fistW/2, fistY, fistW, fistH, 3*u)
	outline(thumbX, thumbY, thumbW, thumbH, 2.5*u)
	sprites.FillRoundRect(dst, cx-fistW/2, fistY, fistW, fistH, 3*u, fg)
	sprites.FillRoundRect(dst, thumbX, thumbY, thumbW, thumbH, 2.5*u*squash, fg)
	// The curled fingers' creases.
	for i := range 3 {
		y := fistY + fistH*float32(i+1)/4
		sprites.FillRoundRect(dst, cx-fistW/2+5*u*squash, y-0.5*u, fistW-7*u*squash, u, 0.5*u, ink)
	}
}
