package sprites

import (
	"image"
	"image/color"
	"math"
	"math/rand/v2"
)

// The night sky and the bands of forest, painted on the CPU (cpu_shape.go)
// band by band: the title art and the menu backdrop are built from them.

// silhouette is the layer's hills and trees as one shape, w pixels wide.
func (l *treeLayer) silhouette(w, h int) *shape {
	p := &shape{}
	r := NewRand(l.seed)
	hp := [4]float64{RandIn(r, 0.003, 0.006), RandIn(r, 0, 6), RandIn(r, 0.011, 0.02), RandIn(r, 0, 6)}
	p.MoveTo(0, float32(h))
	for x := 0.0; x <= float64(w); x += 8 {
		p.LineTo(float32(x), float32(l.groundY(x, hp)))
	}
	p.LineTo(float32(w), float32(h))
	p.Close()

	for x := RandIn(r, 0, l.spacing); x < float64(w)+l.spacing; x += l.spacing * RandIn(r, 0.55, 1.45) {
		th := RandIn(r, l.minH, l.maxH)
		if x > l.clearX[0] && x < l.clearX[1] {
			th *= l.clearScale
		}
		base := l.groundY(x, hp) + 6
		if r.Float64() < l.conifer {
			addSpruce(p, r, x, base, th)
		} else {
			addBroadleaf(p, r, x, base, th)
		}
	}
	return p
}

// forestPlate is one band of forest ready to paint: its silhouettes (the
// layer's, and any drawn over it in the same ink) and where it starts.
type forestPlate struct {
	l     treeLayer
	w, h  int
	ink   []*shape
	top   int // the first row anything is painted in
	shift float32
}

// newForestPlate builds l's silhouette, w×h, plus extra shapes in the same
// colour, to be painted moved left by shift pixels.
func newForestPlate(l treeLayer, w, h int, shift float32, extra ...*shape) *forestPlate {
	sil := l.silhouette(w, h)
	f := &forestPlate{l: l, w: w, h: h, ink: append([]*shape{sil}, extra...), shift: shift}
	top := h
	for _, s := range f.ink {
		if shift != 0 {
			s.transform(1, -shift, 0)
		}
		top = min(top, s.rect().Min.Y)
	}
	if l.mist.A > 0 {
		top = min(top, int(math.Floor(l.ground-l.mistHeight)))
	}
	f.top = max(0, top)
	return f
}

// paint paints the plate's mist and trees that fall in band into dst.
func (f *forestPlate) paint(dst *image.RGBA, band image.Rectangle) {
	l := &f.l
	if l.mist.A > 0 {
		x, w := -float64(f.shift), float64(f.w)
		gradientRows(dst, x, l.ground-l.mistHeight, w, l.mistHeight, color.RGBA{}, l.mist, band)
		gradientRows(dst, x, l.ground, w, float64(f.h)-l.ground, l.mist, l.mist, band)
	}
	for _, s := range f.ink {
		s.fill(dst, l.col, band)
	}
}

// bounds is the part of a w×h layer image the plate paints.
func (f *forestPlate) bounds() image.Rectangle { return image.Rect(0, f.top, f.w, f.h) }

// frameTrees is the near-black foreground that frames the title: giant
// trunks at both edges over a low ridge of undergrowth.
func frameTrees(pal *Palette, w int) *forestPlate {
	ink := Mix(pal.C(ColBackground), black, 0.7)
	l := treeLayer{seed: 55, ground: 712, hill: 8, minH: 30, maxH: 70, spacing: 16, conifer: 0.5, col: ink}
	giants := &shape{}
	r := NewRand(56)
	for _, x := range []float64{swayMargin + 40, float64(w) - swayMargin - 20} {
		addSpruce(giants, r, x, ScreenHeight+20, 720)
	}
	return newForestPlate(l, w, ScreenHeight, 0, giants)
}

// sky is a night sky: a vertical gradient of colour stops, stars, and
// optionally a moon with its halo.
type sky struct {
	stops []color.RGBA
	at    []float64
	stars []star
	moon  *moonLook
}

// star is one star of a sky: a small disc.
type star struct {
	disc *shape
	clr  color.RGBA
}

// moonLook is the title's full moon: its light, its maria and the halo.
type moonLook struct {
	disc, rim *shape
	mare      []*shape
	face      color.RGBA
	mareClr   color.RGBA
	rimClr    color.RGBA
	halo      [2]struct {
		size float64
		clr  color.RGBA
	}
}

// scatterStars places n stars in the band y0..y1 of a w-wide sky, brighter
// ones rarer and all fading toward the horizon where haze would hide them.
func scatterStars(r *rand.Rand, n int, w, y0, y1 float64, clr color.RGBA) []star {
	stars := make([]star, 0, n)
	for range n {
		x, y := RandIn(r, 0, w), RandIn(r, y0, y1)
		b := math.Pow(r.Float64(), 3)
		rad := float64(float32(0.6 + 1.1*b))
		fade := 1 - (y-y0)/(y1-y0)*0.7
		d := &shape{}
		d.circle(float64(float32(x)), float64(float32(y)), rad)
		stars = append(stars, star{disc: d, clr: WithAlpha(clr, (0.25+0.75*b)*fade)})
	}
	return stars
}

// newMoon is the full moon at (moonX, moonY) with soft maria, like an
// inked print, and its two-part halo.
func newMoon(pal *Palette, moonlight color.RGBA) *moonLook {
	m := &moonLook{disc: &shape{}, rim: &shape{}}
	m.disc.circle(moonX, moonY, moonR)
	m.face = Mix(moonlight, color.RGBA{255, 255, 255, 255}, 0.35)
	m.mareClr = WithAlpha(Mix(moonlight, pal.C(ColWater), 0.22), 0.22)
	r := NewRand(71)
	for range 7 {
		a, d := RandIn(r, 0, 2*math.Pi), RandIn(r, 0, moonR*0.6)
		s := &shape{}
		s.circle(float64(float32(moonX+d*math.Cos(a))), float64(float32(moonY+d*math.Sin(a))), float64(float32(RandIn(r, 5, 14))))
		m.mare = append(m.mare, s)
	}
	// A 1-pixel ring on the disc's edge.
	m.rim.circle(moonX, moonY, moonR)
	m.rim.counterCircle(moonX, moonY, moonR-1)
	m.rimClr = WithAlpha(color.RGBA{255, 255, 255, 255}, 0.5)
	m.halo[0].size, m.halo[0].clr = 560, WithAlpha(moonlight, 0.20)
	m.halo[1].size, m.halo[1].clr = 220, WithAlpha(moonlight, 0.35)
	return m
}

// skyBandRows is the height of the bands a sky is painted in: its halo is
// the costliest part of the title art to paint, row for row.
const skyBandRows = 24

// passes are the sky's parts, each painted band by band into a
// screen-sized image: the gradient and the stars, then the moon's halo and
// the moon.
func (s *sky) passes() []func(*image.RGBA, image.Rectangle) {
	if s.moon == nil {
		return []func(*image.RGBA, image.Rectangle){s.paintNight}
	}
	return []func(*image.RGBA, image.Rectangle){s.paintNight, s.paintHalo, s.paintMoon}
}

// paintNight paints the gradient and the stars that fall in band.
func (s *sky) paintNight(dst *image.RGBA, band image.Rectangle) {
	h := float64(ScreenHeight)
	for i := 0; i+1 < len(s.stops); i++ {
		y0, y1 := s.at[i]*h, s.at[i+1]*h
		gradientRows(dst, 0, y0, ScreenWidth, y1-y0+1, s.stops[i], s.stops[i+1], band)
	}
	for _, st := range s.stars {
		st.disc.fill(dst, st.clr, band)
	}
}

// paintHalo adds the part of the moon's halo that falls in band.
func (s *sky) paintHalo(dst *image.RGBA, band image.Rectangle) {
	for _, g := range s.moon.halo {
		addGlow(dst, moonX, moonY, g.size, g.clr, 0, band)
	}
}

// paintMoon paints the part of the moon that falls in band.
func (s *sky) paintMoon(dst *image.RGBA, band image.Rectangle) {
	m := s.moon
	m.disc.fill(dst, m.face, band)
	for _, mare := range m.mare {
		mare.fill(dst, m.mareClr, band)
	}
	m.rim.fill(dst, m.rimClr, band)
}
