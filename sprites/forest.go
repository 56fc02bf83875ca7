package sprites

import (
	"image/color"
	"math"
	"math/rand/v2"

	"github.com/hajimehoshi/ebiten/v2"
)

// NewRand returns a local deterministic generator so procedural art is the
// same on every run and every machine.
func NewRand(seed uint64) *rand.Rand {
	return rand.New(rand.NewPCG(seed, 0x6465657077303064)) // "deepw00d"
}

// RandIn is a number from r between lo and hi.
func RandIn(r *rand.Rand, lo, hi float64) float64 { return lo + r.Float64()*(hi-lo) }

// treeLayer describes one band of silhouetted forest for parallax.
type treeLayer struct {
	seed       uint64
	ground     float64 // mean y of the ground line
	hill       float64 // hill amplitude
	minH, maxH float64 // tree heights
	spacing    float64 // mean distance between trunks
	conifer    float64 // fraction of spruces (the rest are broadleaf)
	col        color.RGBA
	mist       color.RGBA // haze drawn behind this layer's trees, at the ground
	mistHeight float64
	clearX     [2]float64
	clearScale float64 // trees inside clearX are scaled by this (a glade)
}

// groundY is the layer's hill line at x.
func (l *treeLayer) groundY(x float64, p [4]float64) float64 {
	return l.ground + l.hill*(0.6*math.Sin(x*p[0]+p[1])+0.4*math.Sin(x*p[2]+p[3]))
}

// addSpruce adds a jagged, tiered spruce whose branches droop like a
// woodcut's gouge marks. Both sides are traced top to bottom and joined.
func addSpruce(p *shape, r *rand.Rand, x, base, h float64) {
	top := base - h
	width := h * RandIn(r, 0.30, 0.42)
	tiers := 5 + int(h/40)
	if tiers > 11 {
		tiers = 11
	}
	crownBottom := top + h*0.86
	th := (crownBottom - top) / float64(tiers)
	trunk := math.Max(1.5, width*0.07)

	var left, right [24]pt
	nl, nr := 0, 0
	for i := range tiers {
		t := float64(i+1) / float64(tiers)
		tipY := top + float64(i+1)*th
		for side := -1.0; side <= 1; side += 2 {
			spread := width / 2 * math.Pow(t, 0.85) * RandIn(r, 0.82, 1.12)
			droop := th * RandIn(r, 0.05, 0.35)
			notch := spread * RandIn(r, 0.30, 0.50)
			tip := pt{float32(x + side*spread), float32(tipY + droop)}
			in := pt{float32(x + side*notch), float32(tipY - th*RandIn(r, 0.05, 0.25))}
			if side < 0 {
				left[nl], left[nl+1] = tip, in
				nl += 2
			} else {
				right[nr], right[nr+1] = tip, in
				nr += 2
			}
		}
	}
	p.MoveTo(float32(x), float32(top-RandIn(r, 0, 4)))
	for i := 0; i < nr; i++ {
		p.LineTo(right[i].x, right[i].y)
	}
	p.LineTo(float32(x+trunk), float32(crownBottom))
	p.LineTo(float32(x+trunk), float32(base+4))
	p.LineTo(float32(x-trunk), float32(base+4))
	p.LineTo(float32(x-trunk), float32(crownBottom))
	for i := nl - 1; i >= 0; i-- {
		p.LineTo(left[i].x, left[i].y)
	}
	p.Close()
}

// addBroadleaf adds an oak-like tree: a trunk with a forked top and a crown
// of overlapping lobes.
func addBroadleaf(p *shape, r *rand.Rand, x, base, h float64) {
	crownR := h * RandIn(r, 0.20, 0.27)
	cy := base - h + crownR
	trunk := math.Max(2, h*0.035)
	lean := RandIn(r, -0.08, 0.08) * h
	// Trunk, widening into roots.
	p.MoveTo(float32(x-trunk*2.2), float32(base+4))
	p.QuadTo(float32(x-trunk), float32(base-h*0.1), float32(x-trunk+lean*0.6), float32(cy+crownR*0.4))
	p.LineTo(float32(x+trunk+lean*0.6), float32(cy+crownR*0.4))
	p.QuadTo(float32(x+trunk), float32(base-h*0.1), float32(x+trunk*2.2), float32(base+4))
	p.Close()
	// Crown: one big leafy clump and a few smaller ones, each with a
	// scalloped edge so it reads as foliage rather than a cloud.
	scallopBlob(p, r, x+lean, cy, crownR*1.1, crownR*0.82, crownR)
	for range 2 + r.IntN(3) {
		a := RandIn(r, math.Pi*1.05, math.Pi*1.95)
		d := crownR * RandIn(r, 0.55, 0.85)
		cr := crownR * RandIn(r, 0.45, 0.62)
		scallopBlob(p, r, x+lean+math.Cos(a)*d*1.2, cy+math.Sin(a)*d*0.8, cr, cr*0.8, crownR)
	}
}

// scallopBlob adds a closed, clockwise, leaf-edged ellipse: points around
// the ellipse with jittered radii joined by outward-bulging curves.
func scallopBlob(p *shape, r *rand.Rand, cx, cy, rx, ry, scale float64) {
	n := 9 + int(math.Min(14, (rx+ry)/(scale*0.18+4)))
	var pts [32]pt
	a0 := RandIn(r, 0, 2*math.Pi)
	for i := range n {
		a := a0 + (float64(i)+RandIn(r, -0.25, 0.25))/float64(n)*2*math.Pi
		k := RandIn(r, 0.86, 1.08)
		pts[i] = pt{float32(cx + math.Cos(a)*rx*k), float32(cy + math.Sin(a)*ry*k)}
	}
	p.MoveTo(pts[0].x, pts[0].y)
	for i := range n {
		a, b := pts[i], pts[(i+1)%n]
		mx, my := (a.x+b.x)/2, (a.y+b.y)/2
		dx, dy := mx-float32(cx), my-float32(cy)
		l := float32(math.Hypot(float64(dx), float64(dy))) + 1e-3
		seg := float32(math.Hypot(float64(b.x-a.x), float64(b.y-a.y)))
		bulge := seg * float32(RandIn(r, 0.35, 0.6))
		p.QuadTo(mx+dx/l*bulge, my+dy/l*bulge, b.x, b.y)
	}
	p.Close()
}

// GlowSprite makes a size×size white radial glow (alpha falls off with a
// soft core) to be tinted per draw: fireflies, moon halo, sparks.
func GlowSprite(size int, core float64) *ebiten.Image {
	pix := make([]byte, size*size*4)
	c := float64(size-1) / 2
	for y := range size {
		for x := range size {
			v := byte(glowAt(math.Hypot(float64(x)-c, float64(y)-c)/c, core)*255 + 0.5)
			i := (y*size + x) * 4
			pix[i], pix[i+1], pix[i+2], pix[i+3] = v, v, v, v
		}
	}
	img := ebiten.NewImage(size, size)
	img.WritePixels(pix)
	return img
}

// glowAt is a glow's brightness (0 to 1) at distance d from its centre,
// in radii: a soft fall-off, brighter inside a core of radius core.
func glowAt(d, core float64) float64 {
	if d >= 1 {
		return 0
	}
	a := math.Pow(1-d, 2.2)
	if d < core {
		a = math.Max(a, 1-d/core*0.3)
	}
	return clamp01(a)
}

// vignetteImage makes a small black vignette (transparent centre, dark
// corners) that is drawn scaled up over a whole screen.
func vignetteImage(w, h int, strength float64) *ebiten.Image {
	pix := make([]byte, w*h*4)
	for y := range h {
		for x := range w {
			dx := (float64(x)+0.5)/float64(w)*2 - 1
			dy := (float64(y)+0.5)/float64(h)*2 - 1
			d := math.Sqrt(dx*dx*0.8 + dy*dy)
			a := clamp01((d-0.55)/0.75) * strength
			a = a * a * (3 - 2*a)
			pix[(y*w+x)*4+3] = byte(a*255 + 0.5)
		}
	}
	img := ebiten.NewImage(w, h)
	img.WritePixels(pix)
	return img
}
