package battleui

import (
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"

	"deepwood/sprites"
)

// stamps are the overlay shapes and unit tokens at one zoom level. The
// hex shapes and tokens come from sprites' stamp cache (each painted once,
// then drawn as an image: a frame of vector fills for every hex of an
// overlay costs seconds under software rendering, a frame of image draws a
// few milliseconds); the cursor and the mark of a hex to place on are
// rendered here once per zoom and palette, in the palette's colours.
type stamps struct {
	pal    *sprites.Palette
	zoom   int
	r      float32 // the hex radius at this zoom
	cursor *ebiten.Image
	deploy *ebiten.Image
}

// ensure rebuilds the stamps for a zoom level and palette.
func (s *stamps) ensure(zoom int, pal *sprites.Palette) {
	if s.cursor != nil && s.zoom == zoom && s.pal == pal {
		return
	}
	s.release()
	s.zoom, s.pal = zoom, pal
	s.r = float32(zoomRadii[zoom])
	n := int(2*s.r) + 8
	c := float32(n) / 2
	s.cursor = ebiten.NewImage(n, n)
	sprites.DrawBattleCursor(s.cursor, c, c, s.r, pal)
	s.deploy = ebiten.NewImage(n, n)
	sprites.DrawDeployMark(s.deploy, c, c, s.r, pal)
}

func (s *stamps) release() {
	for _, img := range []*ebiten.Image{s.cursor, s.deploy} {
		if img != nil {
			img.Deallocate()
		}
	}
	s.cursor, s.deploy = nil, nil
}

// fill tints the hex centred at (x, y), inset a little from its edge.
func (s *stamps) fill(dst *ebiten.Image, x, y float32, clr color.Color) {
	sprites.FillHex(dst, x, y, s.r*0.94, clr)
}

// ring rings the hex centred at (x, y) well inside its edge: a stop.
func (s *stamps) ring(dst *ebiten.Image, x, y float32, clr color.Color) {
	sprites.StrokeHex(dst, x, y, s.r*0.78, 3, clr)
}

// outline rings the hex centred at (x, y) on its edge: a unit to act on.
func (s *stamps) outline(dst *ebiten.Image, x, y float32, clr color.Color) {
	sprites.StrokeHex(dst, x, y, s.r, 3, clr)
}

// stamp draws an image centred at (x, y).
func stamp(dst, img *ebiten.Image, x, y float32) {
	op := &ebiten.DrawImageOptions{}
	w := float64(img.Bounds().Dx())
	op.GeoM.Translate(float64(x)-w/2, float64(y)-w/2)
	dst.DrawImage(img, op)
}

// drawToken draws a unit token centred at (x, y), sized to the zoom.
func (s *stamps) drawToken(dst *ebiten.Image, x, y float32, t sprites.Token, fonts *sprites.Fonts) {
	sprites.DrawToken(dst, x, y, s.r*1.42, t, s.pal, fonts.Face(sprites.StyleSmallBold))
}
