package sprites

import (
	"github.com/hajimehoshi/ebiten/v2"
)

// DrawBattleCursor draws the battle map's cursor on the hex of radius r at
// (cx, cy): a cream ring edged in the background's dark, with a notch at
// each corner. Its shape and colour are its own, so it never reads as one
// of the yellow outlines that mark units to act on (issue 27: players took
// a highlighted unit for the cursor and selected the wrong one).
func DrawBattleCursor(dst *ebiten.Image, cx, cy, r float32, pal *Palette) {
	dark, light := pal.C(ColBackground), pal.C(ColText)
	q := Pen{Dst: dst}
	h := hexPoints(cx, cy, r*0.97)
	q.Poly(h[:]...)
	q.Stroke(r*0.2, dark)
	q.Poly(h[:]...)
	q.Stroke(r*0.09, light)
	// A short tick pointing inward from every corner.
	for i := range 6 {
		x, y := h[2*i], h[2*i+1]
		q.Line(x, y, x+(cx-x)*0.3, y+(cy-y)*0.3)
		q.Stroke(r*0.2, dark)
		q.Line(x, y, x+(cx-x)*0.3, y+(cy-y)*0.3)
		q.Stroke(r*0.09, light)
	}
}

// DrawDeployMark marks a hex a unit may be placed on (or pushed or
// stepped to): a wash of the focus colour and a cream dot ringed in dark
// at its heart, so it differs from open ground by pattern as well as by
// colour (under every palette).
func DrawDeployMark(dst *ebiten.Image, cx, cy, r float32, pal *Palette) {
	q := Pen{Dst: dst}
	h := hexPoints(cx, cy, r*0.94)
	q.Poly(h[:]...)
	q.Fill(pal.A(ColFocus, 0.42))
	q.Circle(cx, cy, r*0.26)
	q.Fill(pal.C(ColBackground))
	q.Circle(cx, cy, r*0.17)
	q.Fill(pal.C(ColText))
}
