package sprites

import (
	"image"
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
)

// Gradients, glows and uploads for the art painted on the CPU (see
// cpu_shape.go). The gradients reproduce FillGradientRect's and the
// vertex-coloured triangles' look: colours are interpolated with straight
// alpha at each pixel's centre, as the GPU interpolates vertex colours,
// then premultiplied and laid over the pixels beneath.

// straightRGBA is a colour with straight (not premultiplied) alpha, 0 to 1.
type straightRGBA struct{ r, g, b, a float64 }

// unpremultiply is c with straight alpha; a transparent colour is
// transparent black, as vertexAt makes it.
func unpremultiply(c color.RGBA) straightRGBA {
	if c.A == 0 {
		return straightRGBA{}
	}
	a := float64(c.A) / 255
	return straightRGBA{float64(c.R) / 255 / a, float64(c.G) / 255 / a, float64(c.B) / 255 / a, a}
}

// lerp is the colour a fraction t of the way from s to o.
func (s straightRGBA) lerp(o straightRGBA, t float64) straightRGBA {
	return straightRGBA{s.r + (o.r-s.r)*t, s.g + (o.g-s.g)*t, s.b + (o.b-s.b)*t, s.a + (o.a-s.a)*t}
}

// premultiplied is s as a color.RGBA.
func (s straightRGBA) premultiplied() color.RGBA {
	q := func(v float64) uint8 { return uint8(clamp01(v)*255 + 0.5) }
	return color.RGBA{q(s.r * s.a), q(s.g * s.a), q(s.b * s.a), q(s.a)}
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
	from, to := unpremultiply(top), unpremultiply(bottom)
	for py := r.Min.Y; py < r.Max.Y; py++ {
		c := from.lerp(to, (float64(py)+0.5-y)/h).premultiplied()
		if c.A == 0 && c.R == 0 && c.G == 0 && c.B == 0 {
			continue
		}
		row := dst.Pix[dst.PixOffset(r.Min.X, py):dst.PixOffset(r.Max.X, py)]
		for i := 0; i < len(row); i += 4 {
			over(row[i:i+4], c)
		}
	}
}

// gradientColumns fills r (whole pixels) of dst with a horizontal
// gradient from left (at x = r.Min.X) to right (at r.Max.X).
func gradientColumns(dst *image.RGBA, r image.Rectangle, left, right color.RGBA) {
	from, to := unpremultiply(left), unpremultiply(right)
	cols := make([]color.RGBA, r.Dx())
	for i := range cols {
		cols[i] = from.lerp(to, (float64(i)+0.5)/float64(r.Dx())).premultiplied()
	}
	r = r.Intersect(dst.Rect)
	for py := r.Min.Y; py < r.Max.Y; py++ {
		row := dst.Pix[dst.PixOffset(r.Min.X, py):dst.PixOffset(r.Max.X, py)]
		for i := 0; i < len(row); i += 4 {
			over(row[i:i+4], cols[i/4])
		}
	}
}

// addGlow adds (as ebiten.BlendLighter does) the radial glow glowSprite
// draws, size pixels across and centred at (x, y), tinted clr, within
// clip: the moon's halo painted straight into the sky.
func addGlow(dst *image.RGBA, x, y, size float64, clr color.RGBA, core float64, clip image.Rectangle) {
	rad := size / 2
	r := image.Rect(int(math.Floor(x-rad)), int(math.Floor(y-rad)), int(math.Ceil(x+rad)), int(math.Ceil(y+rad)))
	r = r.Intersect(clip).Intersect(dst.Rect)
	// glowSprite's texel centres span 127 of its 128 pixels.
	unit := rad * 127 / 128
	cr, cg, cb, ca := float64(clr.R), float64(clr.G), float64(clr.B), float64(clr.A)
	for py := r.Min.Y; py < r.Max.Y; py++ {
		dy := (float64(py) + 0.5 - y) / unit
		row := dst.Pix[dst.PixOffset(r.Min.X, py):dst.PixOffset(r.Max.X, py)]
		for i := 0; i < len(row); i += 4 {
			dx := (float64(r.Min.X+i/4) + 0.5 - x) / unit
			a := glowAt(math.Sqrt(dx*dx+dy*dy), core)
			if a <= 0 {
				continue
			}
			row[i] = uint8(min(255, float64(row[i])+cr*a+0.5))
			row[i+1] = uint8(min(255, float64(row[i+1])+cg*a+0.5))
			row[i+2] = uint8(min(255, float64(row[i+2])+cb*a+0.5))
			row[i+3] = uint8(min(255, float64(row[i+3])+ca*a+0.5))
		}
	}
}

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
	r := s.rect().Intersect(clip).Intersect(dst.Rect)
	if r.Empty() {
		return
	}
	cov := image.NewAlpha(r)
	s.coverage(cov, r)
	from, to := unpremultiply(top), unpremultiply(bottom)
	for y := r.Min.Y; y < r.Max.Y; y++ {
		c := from.lerp(to, clamp01((float64(y)+0.5-y0)/(y1-y0))).premultiplied()
		pix := dst.Pix[dst.PixOffset(r.Min.X, y):dst.PixOffset(r.Max.X, y)]
		for x := r.Min.X; x < r.Max.X; x++ {
			m := uint32(cov.Pix[cov.PixOffset(x, y)])
			if m == 0 {
				continue
			}
			over(pix[4*(x-r.Min.X):], color.RGBA{uint8(mul(uint32(c.R), m)), uint8(mul(uint32(c.G), m)), uint8(mul(uint32(c.B), m)), uint8(mul(uint32(c.A), m))})
		}
	}
}
