package battleui

import (
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"

	"deepwood/sprites"
)

// stamps are overlay shapes and unit tokens rendered once into small
// images and then drawn as images: a frame of vector fills for every hex of
// an overlay costs seconds under software rendering, a frame of image
// draws a few milliseconds, and it allocates nothing.
type stamps struct {
	pal  *sprites.Palette
	zoom int
	fill *ebiten.Image // a white hex, 0.94 radius
	ring *ebiten.Image // a white hex outline, 0.78 radius
	// outline is a white hex outline at full radius: the yellow ring of a
	// unit to act on.
	outline *ebiten.Image
	// cursor and deploy are drawn in the palette's colours: the map
	// cursor, and a hex to place on.
	cursor *ebiten.Image
	deploy *ebiten.Image
	tokens map[tokenKey]*ebiten.Image
}

// tokenKey is everything a token image depends on.
type tokenKey struct {
	tok  sprites.Token
	zoom int
}

// ensure rebuilds the stamps for a zoom level and palette.
func (s *stamps) ensure(zoom int, pal *sprites.Palette) {
	if s.fill != nil && s.zoom == zoom && s.pal == pal {
		return
	}
	s.release()
	s.zoom, s.pal = zoom, pal
	r := float32(zoomRadii[zoom])
	n := int(2*r) + 8
	c := float32(n) / 2
	white := color.RGBA{255, 255, 255, 255}
	s.fill = ebiten.NewImage(n, n)
	sprites.FillHex(s.fill, c, c, r*0.94, white)
	s.ring = ebiten.NewImage(n, n)
	sprites.StrokeHex(s.ring, c, c, r*0.78, 3, white)
	s.outline = ebiten.NewImage(n, n)
	sprites.StrokeHex(s.outline, c, c, r, 3, white)
	s.cursor = ebiten.NewImage(n, n)
	sprites.DrawBattleCursor(s.cursor, c, c, r, pal)
	s.deploy = ebiten.NewImage(n, n)
	sprites.DrawDeployMark(s.deploy, c, c, r, pal)
	s.tokens = map[tokenKey]*ebiten.Image{}
}

func (s *stamps) release() {
	for _, img := range []*ebiten.Image{s.fill, s.ring, s.outline, s.cursor, s.deploy} {
		if img != nil {
			img.Deallocate()
		}
	}
	for _, img := range s.tokens {
		img.Deallocate()
	}
	s.fill, s.ring, s.outline, s.cursor, s.deploy, s.tokens = nil, nil, nil, nil, nil, nil
}

// stamp draws a white stamp centred at (x, y) tinted clr (premultiplied).
func stamp(dst, img *ebiten.Image, x, y float32, clr color.Color) {
	op := &ebiten.DrawImageOptions{}
	w := float64(img.Bounds().Dx())
	op.GeoM.Translate(float64(x)-w/2, float64(y)-w/2)
	op.ColorScale.ScaleWithColor(clr)
	dst.DrawImage(img, op)
}

// drawToken draws a unit token from the cache, rendering it on first use.
func (s *stamps) drawToken(dst *ebiten.Image, x, y float32, t sprites.Token, fonts *sprites.Fonts) {
	k := tokenKey{t, s.zoom}
	img, ok := s.tokens[k]
	if !ok {
		r := float32(zoomRadii[s.zoom])
		w := r * 1.42
		n := int(w*1.6) + 16
		img = ebiten.NewImage(n, n)
		sprites.DrawToken(img, float32(n)/2, float32(n)/2, w, t, s.pal, fonts.Face(sprites.StyleSmallBold))
		s.tokens[k] = img
	}
	n := float64(img.Bounds().Dx())
	op := &ebiten.DrawImageOptions{}
	op.GeoM.Translate(float64(x)-n/2, float64(y)-n/2)
	dst.DrawImage(img, op)
}
