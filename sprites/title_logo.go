package sprites

import (
	"image"
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
)

// logoBandRows is the height of the bands the logo is painted in: a ring
// of copies of the mask is the costliest pass, a few million samples
// over the whole logo, so its bands are thin.
const logoBandRows = 8

// logoSteps are the steps that paint the logo band by band and hand the
// uploaded image to done.
func (p *logoPlate) logoSteps(done func(*ebiten.Image)) []func() {
	var passes []func(*image.RGBA, image.Rectangle)
	for i := range p.rings {
		passes = append(passes, func(dst *image.RGBA, band image.Rectangle) { p.paintRing(dst, &p.rings[i], band) })
	}
	passes = append(passes, p.paintLetters, p.paintOrnament)
	return paintSteps(image.Rect(0, 0, p.w, p.h), logoBandRows, passes, done)
}

// paintRing lays ring's copies of the mask, each offset round the ring
// and smoothed as a linear filter smooths a copy drawn between pixels,
// over the band of dst. Copies of one colour laid one over another leave
// a pixel at c·(1−P) + d·P, where P is the product of what each copy lets
// through; P is gathered first, then the pixel is laid once.
func (p *logoPlate) paintRing(dst *image.RGBA, ring *logoRing, band image.Rectangle) {
	band = band.Intersect(dst.Rect)
	if band.Empty() || ring.clr.A == 0 {
		return
	}
	w := band.Dx()
	through := make([]float32, w*band.Dy())
	for i := range through {
		through[i] = 1
	}
	alpha := float32(ring.clr.A) / 255
	var pass [256]float32 // what a copy lets through, by its coverage
	for s := range pass {
		pass[s] = 1 - alpha*float32(s)/255
	}
	m, stride := p.padded()
	mw, mh := p.mask.Rect.Dx(), p.mask.Rect.Dy()
	for i := range ring.n {
		a := float64(i) / float64(ring.n) * 2 * math.Pi
		dx, dy := ring.x+ring.rad*math.Cos(a), ring.y+ring.rad*math.Sin(a)
		// Pixel (x, y) is the mask at (x+ix+fx, y+iy+fy), smoothed.
		ix, iy := int(math.Floor(-dx)), int(math.Floor(-dy))
		fx, fy := -dx-float64(ix), -dy-float64(iy)
		w00 := uint32((1-fx)*(1-fy)*256 + 0.5)
		w10 := uint32(fx*(1-fy)*256 + 0.5)
		w01 := uint32((1-fx)*fy*256 + 0.5)
		w11 := 256 - w00 - w10 - w01
		// The pixels whose smoothed sample may touch the mask.
		x0, x1 := max(band.Min.X, -1-ix), min(band.Max.X, mw-ix)
		y0, y1 := max(band.Min.Y, -1-iy), min(band.Max.Y, mh-iy)
		if x0 >= x1 {
			continue
		}
		n := x1 - x0
		for y := y0; y < y1; y++ {
			at := (y+iy+logoMaskPad)*stride + x0 + ix + logoMaskPad
			r0, r1 := m[at:at+n+1], m[at+stride:at+stride+n+1]
			row := through[(y-band.Min.Y)*w+x0-band.Min.X:][:n]
			for x := range row {
				s := (w00*uint32(r0[x]) + w10*uint32(r0[x+1]) + w01*uint32(r1[x]) + w11*uint32(r1[x+1]) + 128) >> 8
				if s != 0 {
					row[x] *= pass[s&255]
				}
			}
		}
	}
	// The colour at full strength, straight.
	c := [4]float32{float32(ring.clr.R) / alpha, float32(ring.clr.G) / alpha, float32(ring.clr.B) / alpha, 255}
	for y := band.Min.Y; y < band.Max.Y; y++ {
		pix := dst.Pix[dst.PixOffset(band.Min.X, y):dst.PixOffset(band.Max.X, y)]
		for x, t := range through[(y-band.Min.Y)*w : (y-band.Min.Y+1)*w] {
			if t == 1 {
				continue
			}
			for k := range 4 {
				v := c[k]*(1-t) + float32(pix[4*x+k])*t
				pix[4*x+k] = clampByte(v + 0.5)
			}
		}
	}
}

// logoMaskPad is the clear margin round the padded mask: more than any
// ring reaches, so sampling it needs no bounds checks.
const logoMaskPad = 20

// padded is the letters' mask with a clear margin of logoMaskPad all
// round, and its stride; made on first use.
func (p *logoPlate) padded() ([]uint8, int) {
	if p.pad == nil {
		w, h := p.mask.Rect.Dx(), p.mask.Rect.Dy()
		stride := w + 2*logoMaskPad
		p.pad = make([]uint8, stride*(h+2*logoMaskPad))
		for y := range h {
			copy(p.pad[(y+logoMaskPad)*stride+logoMaskPad:], p.mask.Pix[y*p.mask.Stride:y*p.mask.Stride+w])
		}
	}
	return p.pad, p.mask.Rect.Dx() + 2*logoMaskPad
}

// maskAt is the mask's coverage at (x, y), 0 outside it.
func maskAt(m *image.Alpha, x, y int) uint32 {
	if x < 0 || y < 0 || x >= m.Rect.Dx() || y >= m.Rect.Dy() {
		return 0
	}
	return uint32(m.Pix[y*m.Stride+x])
}

// paintLetters lays the letters' face over the band: the gradient fill,
// darkened by the hatching and lit along the top 2 pixels of every stroke
// (the mask less itself moved 2 pixels down).
func (p *logoPlate) paintLetters(dst *image.RGBA, band image.Rectangle) {
	band = band.Intersect(image.Rect(0, 0, p.w, p.wordH))
	for y := band.Min.Y; y < band.Max.Y; y++ {
		g, h := p.grad.RGBAAt(0, y), p.hatch.RGBAAt(0, y).A
		keep := 255 - uint32(h)
		pix := dst.Pix[dst.PixOffset(band.Min.X, y):dst.PixOffset(band.Max.X, y)]
		for x := band.Min.X; x < band.Max.X; x++ {
			m := maskAt(p.mask, x, y)
			if m == 0 {
				continue
			}
			// The fill: the gradient where the letters are, the hatching
			// laid on top of it.
			f := color.RGBA{
				uint8(mul(mul(uint32(g.R), m), keep)), uint8(mul(mul(uint32(g.G), m), keep)),
				uint8(mul(mul(uint32(g.B), m), keep)), uint8(mul(uint32(g.A), m)),
			}
			// The bevel, over the fill.
			if b := mul(m, 255-maskAt(p.mask, x, y-2)); b > 0 {
				bc := color.RGBA{uint8(mul(uint32(p.bevel.R), b)), uint8(mul(uint32(p.bevel.G), b)), uint8(mul(uint32(p.bevel.B), b)), uint8(mul(uint32(p.bevel.A), b))}
				var q [4]uint8
				q[0], q[1], q[2], q[3] = f.R, f.G, f.B, f.A
				over(q[:], bc)
				f = color.RGBA{q[0], q[1], q[2], q[3]}
			}
			over(pix[4*(x-band.Min.X):], f)
		}
	}
}

// paintOrnament lays the rules, the diamond and the subtitle over the
// band.
func (p *logoPlate) paintOrnament(dst *image.RGBA, band image.Rectangle) {
	for _, r := range p.rules {
		gradientRows(dst, r.x, r.y, r.w, r.h, r.top, r.bottom, band)
	}
	p.diamondEdge.s.fill(dst, p.diamondEdge.clr, band)
	fillGraded(dst, p.diamondFace, p.diamondSpan[0], p.diamondSpan[1], p.diamondGrade[0], p.diamondGrade[1], band)
	for _, ink := range p.subtitle {
		ink.s.fill(dst, ink.clr, band)
	}
}
