package sprites

import (
	"image"
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
)

// Gradients, glows and uploads for the art painted on the CPU (see
// cpu_shape.go). The gradients reproduce FillGradientRect's and the
// vertex-coloured triangles' look: Ebitengine premultiplies each vertex's
// colour and the GPU interpolates those linearly, here at each pixel's
// centre; the colour is then laid over the pixels beneath.

// gradient is a colour interpolated between two premultiplied colours.
type gradient struct{ from, to [4]float64 }

func newGradient(from, to color.RGBA) gradient {
	f := func(c color.RGBA) [4]float64 {
		return [4]float64{float64(c.R), float64(c.G), float64(c.B), float64(c.A)}
	}
	return gradient{f(from), f(to)}
}

// at is the colour a fraction t of the way along.
func (g gradient) at(t float64) color.RGBA {
	t = clamp01(t)
	var c [4]uint8
	for i := range c {
		c[i] = uint8(g.from[i] + (g.to[i]-g.from[i])*t + 0.5)
	}
	return color.RGBA{c[0], c[1], c[2], c[3]}
}

// over lays the premultiplied colour c over the pixel at p.
func over(p []uint8, c color.RGBA) {
	k := 255 - uint32(c.A)
	p[0] = c.R + uint8((uint32(p[0])*k+127)/255)
	p[1] = c.G + uint8((uint32(p[1])*k+127)/255)
	p[2] = c.B + uint8((uint32(p[2])*k+127)/255)
	p[3] = c.A + uint8((uint32(p[3])*k+127)/255)
}

// centres is the range of whole pixels whose centres lie in [lo, hi): the
// pixels a shape without anti-aliasing covers.
func centres(lo, hi float64) (int, int) {
	return int(math.Ceil(lo - 0.5)), int(math.Ceil(hi - 0.5))
}

// gradientRows fills the rectangle x, y, w×h of dst with a vertical
// gradient from top to bottom, as FillGradientRect does, within clip.
func gradientRows(dst *image.RGBA, x, y, w, h float64, top, bottom color.RGBA, clip image.Rectangle) {
	x0, x1 := centres(x, x+w)
	y0, y1 := centres(y, y+h)
	r := image.Rect(x0, y0, x1, y1).Intersect(clip).Intersect(dst.Rect)
	if r.Empty() {
		return
	}
	g := newGradient(top, bottom)
	for py := r.Min.Y; py < r.Max.Y; py++ {
		c := g.at((float64(py) + 0.5 - y) / h)
		if c.A == 0 && c.R == 0 && c.G == 0 && c.B == 0 {
			continue
		}
		row := dst.Pix[dst.PixOffset(r.Min.X, py):dst.PixOffset(r.Max.X, py)]
		if c.A == 255 {
			for i := 0; i < len(row); i += 4 {
				row[i], row[i+1], row[i+2], row[i+3] = c.R, c.G, c.B, 255
			}
			continue
		}
		for i := 0; i < len(row); i += 4 {
			over(row[i:i+4], c)
		}
	}
}

// gradientColumns fills r (whole pixels) of dst with a horizontal
// gradient from left (at x = r.Min.X) to right (at r.Max.X).
func gradientColumns(dst *image.RGBA, r image.Rectangle, left, right color.RGBA) {
	g := newGradient(left, right)
	cols := make([]color.RGBA, r.Dx())
	for i := range cols {
		cols[i] = g.at((float64(i) + 0.5) / float64(r.Dx()))
	}
	r = r.Intersect(dst.Rect)
	for py := r.Min.Y; py < r.Max.Y; py++ {
		row := dst.Pix[dst.PixOffset(r.Min.X, py):dst.PixOffset(r.Max.X, py)]
		for i := 0; i < len(row); i += 4 {
			over(row[i:i+4], cols[i/4])
		}
	}
}

// addGlow adds (as ebiten.BlendLighter does) the radial glow GlowSprite
// draws, size pixels across and centred at (x, y), tinted clr, within
// clip: the moon's halo painted straight into the sky. The glow's
// fall-off is read from a table by squared distance, as a browser runs
// the power function slowly.
func addGlow(dst *image.RGBA, x, y, size float64, clr color.RGBA, core float64, clip image.Rectangle) {
	rad := size / 2
	r := image.Rect(int(math.Floor(x-rad)), int(math.Floor(y-rad)), int(math.Ceil(x+rad)), int(math.Ceil(y+rad)))
	r = r.Intersect(clip).Intersect(dst.Rect)
	if r.Empty() {
		return
	}
	// GlowSprite's texel centres span 127 of its 128 pixels.
	unit := rad * 127 / 128
	var fall [glowSteps + 1][4]float32 // by squared distance: what each channel gains
	for i := range fall {
		a := float32(glowAt(math.Sqrt(float64(i)/glowSteps), core))
		fall[i] = [4]float32{float32(clr.R) * a, float32(clr.G) * a, float32(clr.B) * a, float32(clr.A) * a}
	}
	dx2 := make([]float64, r.Dx())
	for i := range dx2 {
		d := (float64(r.Min.X+i) + 0.5 - x) / unit
		dx2[i] = d * d
	}
	for py := r.Min.Y; py < r.Max.Y; py++ {
		dy := (float64(py) + 0.5 - y) / unit
		dy2 := dy * dy
		if dy2 >= 1 {
			continue
		}
		row := dst.Pix[dst.PixOffset(r.Min.X, py):dst.PixOffset(r.Max.X, py)]
		for i, d2 := range dx2 {
			d2 += dy2
			if d2 >= 1 {
				continue
			}
			f := d2 * glowSteps
			k := int(f)
			t := float32(f - float64(k))
			lo, hi := &fall[k], &fall[min(k+1, glowSteps)]
			p := row[4*i : 4*i+4 : 4*i+4]
			for c := range 4 {
				p[c] = clampByte(float32(p[c]) + lo[c] + (hi[c]-lo[c])*t + 0.5)
			}
		}
	}
}

// glowSteps is the resolution of addGlow's fall-off table.
const glowSteps = 1024

// upload makes an image of the pixels painted on the CPU: one texture
// upload, after which the GPU only draws it.
func upload(img *image.RGBA) *ebiten.Image {
	b := img.Rect
	out := ebiten.NewImage(b.Dx(), b.Dy())
	if img.Stride == 4*b.Dx() {
		out.WritePixels(img.Pix[:4*b.Dx()*b.Dy()])
		return out
	}
	pix := make([]byte, 4*b.Dx()*b.Dy())
	for y := range b.Dy() {
		copy(pix[4*b.Dx()*y:4*b.Dx()*(y+1)], img.Pix[img.PixOffset(b.Min.X, b.Min.Y+y):])
	}
	out.WritePixels(pix)
	return out
}

// fillGraded paints s within clip with a vertical gradient from top (at
// y0) to bottom (at y1), as fillConvexGradient does with anti-aliasing.
func fillGraded(dst *image.RGBA, s *shape, y0, y1 float64, top, bottom color.RGBA, clip image.Rectangle) {
	paintGraded(dst, s, y0, y1, top, bottom, clip, false)
}

// paintGraded is fillGraded, or with sharp set fillGradedSharp.
func paintGraded(dst *image.RGBA, s *shape, y0, y1 float64, top, bottom color.RGBA, clip image.Rectangle, sharp bool) {
	r := s.rect().Intersect(clip).Intersect(dst.Rect)
	if r.Empty() || len(s.ops) == 0 {
		return
	}
	cov := s.coverageMask(r)
	defer masks.Put(cov)
	g := newGradient(top, bottom)
	for y := r.Min.Y; y < r.Max.Y; y++ {
		c := g.at((float64(y) + 0.5 - y0) / (y1 - y0))
		pix := dst.Pix[dst.PixOffset(r.Min.X, y):dst.PixOffset(r.Max.X, y)]
		row := cov.Pix[cov.PixOffset(r.Min.X, y):][:r.Dx()]
		if sharp {
			for i, m := range row {
				row[i] = 255 * (m / 128) // half covered or more: wholly
			}
		}
		coverRow(pix, row, c)
	}
}

// coverRow lays the premultiplied colour c over a row of pixels, each at
// its coverage in cov (0 to 255); a pixel covered wholly by an opaque
// colour is simply written.
func coverRow(pix, cov []uint8, c color.RGBA) {
	for x, m := range cov {
		switch {
		case m == 0:
		case m == 255 && c.A == 255:
			pix[4*x], pix[4*x+1], pix[4*x+2], pix[4*x+3] = c.R, c.G, c.B, 255
		default:
			over(pix[4*x:4*x+4], scaled(c, uint32(m)))
		}
	}
}

// mul is a·b/255 for two 8-bit values, rounded.
func mul(a, b uint32) uint32 { return (a*b + 127) / 255 }

// clampByte is v as a byte, 255 at most: the builtin min of floats is a
// function call in WebAssembly, too slow for a pixel's channels.
func clampByte(v float32) uint8 {
	if v >= 255 {
		return 255
	}
	return uint8(v)
}
