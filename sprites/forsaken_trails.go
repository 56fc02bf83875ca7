package sprites

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
)

// boardStamps are the prepared images the board's overlay is drawn from.
// Square stamps are tile+2·margin pixels across with the tile at
// (margin, margin), so borders and the cursor may reach past the tile.
type boardStamps struct {
	margin int
	seg    [2][4][2]*ebiten.Image // [outline, fill][direction][variant]
	node   [2][2]*ebiten.Image    // [outline, fill][variant]

	clearing, fireGlow *ebiten.Image
	dest               [4]*ebiten.Image // by ForsakenDest
	known              [4]*ebiten.Image // corner chips by ForsakenDest (0 unused)
	slot               [8]*ebiten.Image // the slot number chips
	site, siteDug      *ebiten.Image
	legal, cursor      *ebiten.Image
}

func newBoardStamps(pal *Palette, fonts *Fonts, t int) *boardStamps {
	s := &boardStamps{margin: max(4, t/5)}
	for pass := range 2 {
		for v := range 2 {
			for d := range trailDirs {
				s.seg[pass][d][v] = trailStamp(pal, t, s.margin, d, v, pass == 1)
			}
			s.node[pass][v] = nodeStamp(pal, t, s.margin, v, pass == 1)
		}
	}
	s.clearing = clearingStamp(pal, t, s.margin)
	s.fireGlow = fireGlowStamp(pal, t)
	for d := range s.dest {
		s.dest[d] = destStamp(pal, t, s.margin, ForsakenDest(d))
		if d > 0 {
			s.known[d] = knownChip(pal, t, s.margin, ForsakenDest(d))
		}
	}
	for i := range s.slot {
		s.slot[i] = slotChip(pal, fonts, t, s.margin, i+1)
	}
	s.site = siteStamp(pal, t, s.margin, false)
	s.siteDug = siteStamp(pal, t, s.margin, true)
	s.legal = legalStamp(pal, t, s.margin)
	s.cursor = cursorStamp(pal, t, s.margin)
	return s
}

// trailInks are a trail's inks: a dark rim, packed earth, a paler worn
// middle, the ruts and pebbles.
func trailInks(pal *Palette) (rim, earth, worn, rut, pebble color.RGBA) {
	el, e := pal.C(ColEarthLight), pal.C(ColEarth)
	return WithAlpha(Mix(e, black, 0.6), 0.92), Mix(el, e, 0.42), WithAlpha(Mix(el, pal.C(ColPanelHighlight), 0.15), 0.45),
		WithAlpha(Mix(e, black, 0.35), 0.55), Mix(el, pal.C(ColCivGrey), 0.5)
}

// trailStamp is one straight stretch of trail from a square's centre to
// its neighbour's in direction d: the outline (fill false, a little wider)
// or the packed earth with its worn middle, ruts and pebbles.
func trailStamp(pal *Palette, t, m, d, variant int, fill bool) *ebiten.Image {
	dir := trailDirs[d]
	w := (1+max(dir.X, -dir.X))*t + 2*m
	h := (1+dir.Y)*t + 2*m
	img := ebiten.NewImage(w, h)
	ax, ay := float32(m+t/2), float32(m+t/2)
	if dir.X < 0 {
		ax += float32(t)
	}
	bx, by := ax+float32(dir.X*t), ay+float32(dir.Y*t)
	rim, earth, worn, rut, pebble := trailInks(pal)
	r := newRand(uint64(d*7+variant) + 0x7A11)
	hw := float32(t) * 0.15
	if !fill {
		hw += 2.5
	}
	q := &pen{dst: img}
	band(q, r, ax, ay, bx, by, hw, 0.18)
	if !fill {
		q.fill(rim)
		return img
	}
	q.fill(earth)
	r2 := newRand(uint64(d*7+variant) + 0x3011)
	band(q, r2, ax, ay, bx, by, hw*0.45, 0.3)
	q.fill(worn)
	// Ruts: broken lines either side of the middle.
	dx, dy := bx-ax, by-ay
	l := float32(math.Hypot(float64(dx), float64(dy)))
	nx, ny := -dy/l, dx/l
	for _, side := range [2]float32{-0.55, 0.55} {
		for s := float32(0.1); s < 0.9; s += 0.22 {
			e := s + 0.12 + float32(r.Float64())*0.05
			q.line(ax+dx*s+nx*hw*side, ay+dy*s+ny*hw*side, ax+dx*e+nx*hw*side, ay+dy*e+ny*hw*side)
		}
	}
	q.stroke(1, rut)
	for range 3 {
		s, o := float32(rng(r, 0.15, 0.85)), float32(rng(r, -0.7, 0.7))
		q.circle(ax+dx*s+nx*hw*o, ay+dy*s+ny*hw*o, float32(t)*0.022+0.6)
	}
	q.fill(pebble)
	return img
}

// band adds a ribbon of half-width hw from a to b to q's path with edges
// wobbling by jitter (a fraction of hw).
func band(q *pen, r interface{ Float64() float64 }, ax, ay, bx, by, hw, jitter float32) {
	const n = 6
	dx, dy := bx-ax, by-ay
	l := float32(math.Hypot(float64(dx), float64(dy)))
	nx, ny := -dy/l, dx/l
	var left, right [n + 1]pt
	for i := range n + 1 {
		s := float32(i) / n
		kl := hw * (1 + jitter*float32(r.Float64()*2-1))
		kr := hw * (1 + jitter*float32(r.Float64()*2-1))
		left[i] = pt{ax + dx*s + nx*kl, ay + dy*s + ny*kl}
		right[i] = pt{ax + dx*s - nx*kr, ay + dy*s - ny*kr}
	}
	q.p.MoveTo(left[0].x, left[0].y)
	for i := 1; i <= n; i++ {
		q.p.LineTo(left[i].x, left[i].y)
	}
	for i := n; i >= 0; i-- {
		q.p.LineTo(right[i].x, right[i].y)
	}
	q.p.Close()
}

// nodeStamp is the trodden patch where a Path Token lies.
func nodeStamp(pal *Palette, t, m, variant int, fill bool) *ebiten.Image {
	img := ebiten.NewImage(t+2*m, t+2*m)
	c := float32(m + t/2)
	rim, earth, worn, rut, pebble := trailInks(pal)
	r := newRand(uint64(variant) + 0x40DE)
	rad := float32(t) * 0.24
	q := &pen{dst: img}
	if !fill {
		jitterDisc(&q.p, r, c, c, rad+2.5, 0.1)
		q.fill(rim)
		return img
	}
	jitterDisc(&q.p, r, c, c, rad, 0.1)
	q.fill(earth)
	jitterDisc(&q.p, r, c-rad*0.12, c-rad*0.12, rad*0.55, 0.2)
	q.fill(worn)
	// A footprint pair pressed into the earth, and a pebble.
	ft := float32(t)
	for i, o := range [2]float32{-1, 1} {
		x, y := c+o*ft*0.05, c+float32(i)*ft*0.06-ft*0.03
		q.p.MoveTo(x, y-ft*0.05)
		q.p.QuadTo(x+ft*0.03, y, x, y+ft*0.05)
		q.p.QuadTo(x-ft*0.03, y, x, y-ft*0.05)
		q.p.Close()
	}
	q.fill(rut)
	q.circle(c+rad*0.55, c+rad*0.35, ft*0.025+0.6)
	q.fill(pebble)
	return img
}

// legalStamp lights a square where a Path may be Forged: a soft green
// wash brighter in the middle, a thin green rim and a small ring at the
// centre, so the mark reads by shape as well as hue.
func legalStamp(pal *Palette, t, m int) *ebiten.Image {
	img := ebiten.NewImage(t+2*m, t+2*m)
	g := pal.C(ColGood)
	x, ft := float32(m), float32(t)
	FillRoundRect(img, x+4, x+4, ft-8, ft-8, 5, WithAlpha(g, 0.12))
	glow := glowSprite(t, 0.2)
	op := &ebiten.DrawImageOptions{}
	op.GeoM.Translate(float64(m), float64(m))
	op.ColorScale.ScaleWithColor(WithAlpha(g, 0.28))
	img.DrawImage(glow, op)
	glow.Deallocate()
	StrokeRoundRect(img, x+4.5, x+4.5, ft-9, ft-9, 5, 1.5, WithAlpha(g, 0.75))
	c := x + ft/2
	q := &pen{dst: img}
	q.circle(c, c, ft*0.11)
	q.stroke(4, WithAlpha(black, 0.45))
	q.circle(c, c, ft*0.11)
	q.stroke(2, Mix(g, pal.C(ColText), 0.35))
	return img
}

// cursorStamp is the cursor: four thick cream corner brackets over a dark
// under-stroke, reaching a little past the square, with no fill, so it is
// told from a lit square by shape and colour both (issue 27).
func cursorStamp(pal *Palette, t, m int) *ebiten.Image {
	img := ebiten.NewImage(t+2*m, t+2*m)
	x0, x1 := float32(m)-1, float32(m+t)+1
	arm := float32(t) * 0.3
	q := &pen{dst: img}
	corners := func() {
		q.line(x0, x0+arm, x0, x0, x0+arm, x0)
		q.line(x1-arm, x0, x1, x0, x1, x0+arm)
		q.line(x1, x1-arm, x1, x1, x1-arm, x1)
		q.line(x0+arm, x1, x0, x1, x0, x1-arm)
	}
	corners()
	q.stroke(8, WithAlpha(pal.C(ColChaosBlack), 0.85))
	corners()
	q.stroke(4, pal.C(ColText))
	return img
}
