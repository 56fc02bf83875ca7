package forwardui

import (
	"image"
	"math"

	"image/color"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"deepwood/scenes"
	"deepwood/sprites"
)

// layer is a screen's still parts rendered once into an image and redrawn
// only when what they show changes (an action, a palette switch): shapes
// drawn with vector paths are costly, and most of a frame does not move.
type layer struct {
	img *ebiten.Image
	key layerKey
	ok  bool
}

// layerKey is everything the still parts depend on.
type layerKey struct {
	steps   int
	phase   uint8
	pal     *sprites.Palette
	a, b, c int
	flags   uint32
	size    image.Point // the screen's, which turns with a phone

}

// show draws the layer onto dst, first repainting it with paint when the
// palette or the screen's state a has changed since it was painted.
func (l *layer) show(dst *ebiten.Image, ctx *scenes.Context, a int, paint func(*ebiten.Image, *scenes.Context)) {
	l.showKey(dst, ctx, layerKey{pal: ctx.Palette, a: a}, paint)
}

// showKey draws the layer onto dst, first repainting it with paint when
// it shows other than k: every screen's still layer is drawn so.
func (l *layer) showKey(dst *ebiten.Image, ctx *scenes.Context, k layerKey, paint func(*ebiten.Image, *scenes.Context)) {
	k.size = ctx.ScreenSize()
	if !l.fresh(k) {
		paint(l.img, ctx)
	}
	drawAt(dst, l.img, 0, 0)
}

// fresh reports whether the layer already shows k; if not it clears the
// image for a redraw and remembers k.
func (l *layer) fresh(k layerKey) bool {
	if l.ok && l.key == k {
		return true
	}
	if l.img != nil && l.img.Bounds().Size() != k.size {
		l.img.Deallocate()
		l.img = nil
	}
	if l.img == nil {
		l.img = ebiten.NewImage(k.size.X, k.size.Y)
	}
	l.img.Clear()
	l.key, l.ok = k, true
	return false
}

// fillRect fills a rectangle with a plain colour by scaling a white pixel:
// no path, so it costs one quad.
func (a *art) fillRect(dst *ebiten.Image, x, y, w, h float64, clr color.Color) {
	if a.pixel == nil {
		a.pixel = ebiten.NewImage(1, 1)
		a.pixel.Fill(color.White)
	}
	var op ebiten.DrawImageOptions
	op.GeoM.Scale(w, h)
	op.GeoM.Translate(x, y)
	op.ColorScale.ScaleWithColor(clr)
	dst.DrawImage(a.pixel, &op)
}

// ring is a rounded outline w×h (plus its stroke) in white, cached, to be
// tinted per frame for focus and eligibility.
func (a *art) ring(w, h int, width float32) *ebiten.Image {
	k := ringKey{w, h, width}
	if img, ok := a.rings[k]; ok {
		return img
	}
	pad := int(width) + 2
	img := ebiten.NewImage(w+2*pad, h+2*pad)
	sprites.StrokeRoundRect(img, float32(pad), float32(pad), float32(w), float32(h), 8, width, color.White)
	a.rings[k] = img
	return img
}

type ringKey struct {
	w, h  int
	width float32
}

// drawRing draws a ring around the rectangle at (x, y, w, h) in clr.
func (a *art) drawRing(dst *ebiten.Image, x, y, w, h int, width float32, clr color.Color) {
	img := a.ring(w, h, width)
	pad := int(width) + 2
	var op ebiten.DrawImageOptions
	op.GeoM.Translate(float64(x-pad), float64(y-pad))
	op.ColorScale.ScaleWithColor(clr)
	dst.DrawImage(img, &op)
}

// plate is a dark rounded plate w×h with a bronze edge, for banners.
func (a *art) plate(w, h int) *ebiten.Image {
	k := ringKey{w, h, -1}
	if img, ok := a.rings[k]; ok {
		return img
	}
	img := ebiten.NewImage(w, h)
	sprites.FillRoundRect(img, 0, 0, float32(w), float32(h), 10, a.pal.A(sprites.ColChaosBlack, 0.9))
	sprites.StrokeRoundRect(img, 1, 1, float32(w-2), float32(h-2), 10, 2, a.pal.C(sprites.ColPanelEdge))
	a.rings[k] = img
	return img
}

type iconKey struct {
	icon    sprites.Icon
	size    int
	fg, ink color.RGBA
}

type rrKey struct {
	w, h, r int
	fill    color.RGBA
	edge    color.RGBA
	width   float32
}

// icon draws a vector icon through a per-size, per-colour image cache, so
// each icon's paths are filled once.
func (a *art) icon(dst *ebiten.Image, ic sprites.Icon, cx, cy float64, size int, fg, ink color.RGBA) {
	k := iconKey{ic, size, fg, ink}
	img, ok := a.icons[k]
	if !ok {
		img = ebiten.NewImage(size+4, size+4)
		sprites.DrawIcon(img, ic, float32(size+4)/2, float32(size+4)/2, float32(size), fg, ink)
		a.icons[k] = img
	}
	var op ebiten.DrawImageOptions
	op.GeoM.Translate(cx-float64(size+4)/2, cy-float64(size+4)/2)
	dst.DrawImage(img, &op)
}

// rrect draws a rounded rectangle (fill, then an edge when width > 0)
// through an image cache.
func (a *art) rrect(dst *ebiten.Image, x, y float64, w, h, r int, fill, edge color.RGBA, width float32) {
	k := rrKey{w, h, r, fill, edge, width}
	img, ok := a.rrects[k]
	if !ok {
		img = ebiten.NewImage(w+4, h+4)
		if fill.A > 0 {
			sprites.FillRoundRect(img, 2, 2, float32(w), float32(h), float32(r), fill)
		}
		if width > 0 {
			sprites.StrokeRoundRect(img, 2, 2, float32(w), float32(h), float32(r), width, edge)
		}
		a.rrects[k] = img
	}
	var op ebiten.DrawImageOptions
	op.GeoM.Translate(x-2, y-2)
	dst.DrawImage(img, &op)
}

// line draws a straight band from (x0, y0) to (x1, y1), width w, as one
// rotated quad.
func (a *art) line(dst *ebiten.Image, x0, y0, x1, y1, w float64, clr color.Color) {
	if a.pixel == nil {
		a.fillRect(dst, 0, 0, 0, 0, clr)
	}
	dx, dy := x1-x0, y1-y0
	n := math.Hypot(dx, dy)
	var op ebiten.DrawImageOptions
	op.GeoM.Translate(0, -0.5)
	op.GeoM.Scale(n, w)
	op.GeoM.Rotate(math.Atan2(dy, dx))
	op.GeoM.Translate(x0, y0)
	op.ColorScale.ScaleWithColor(clr)
	op.Filter = ebiten.FilterLinear
	dst.DrawImage(a.pixel, &op)
}

// tile is a trodden space of the path, w×h, drawn once per size.
func (a *art) tile(w, h int) *ebiten.Image {
	k := ringKey{w, h, -2}
	if img, ok := a.rings[k]; ok {
		return img
	}
	img := ebiten.NewImage(w, h)
	fw, fh := float32(w), float32(h)
	sprites.FillRoundRect(img, 6, 6, fw-12, fh-12, 8, a.pal.A(sprites.ColEarth, 0.75))
	sprites.StrokeRoundRect(img, 6, 6, fw-12, fh-12, 8, 1.5, a.pal.A(sprites.ColEarthLight, 0.8))
	cx, cy := fw/2, fh/2
	for _, p := range [][3]float32{{-8, 0.34, 4}, {6, 0.24, 4}} {
		vector.FillCircle(img, cx+p[0], cy+p[1]*fh, p[2], a.pal.A(sprites.ColEarthLight, 0.8), true)
	}
	a.rings[k] = img
	return img
}
