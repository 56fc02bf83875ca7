package forsakenart

import (
	"image/color"
	"math"

	"deepwood/sprites"

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
	dest               [4]*ebiten.Image // by Dest
	known              [4]*ebiten.Image // corner chips by Dest (0 unused)
	slot               [8]*ebiten.Image // the slot number chips
	site, siteDug      *ebiten.Image
	legal, cursor      *ebiten.Image
}

func newBoardStamps(pal *sprites.Palette, fonts *sprites.Fonts, t int) *boardStamps {
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
		s.dest[d] = destStamp(pal, t, s.margin, Dest(d))
		if d > 0 {
			s.known[d] = knownChip(pal, t, s.margin, Dest(d))
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
func trailInks(pal *sprites.Palette) (rim, earth, worn, rut, pebble color.RGBA) {
	el, e := pal.C(sprites.ColEarthLight), pal.C(sprites.ColEarth)
	return sprites.WithAlpha(sprites.Mix(e, black, 0.6), 0.92), sprites.Mix(el, e, 0.42), sprites.WithAlpha(sprites.Mix(el, pal.C(sprites.ColPanelHighlight), 0.15), 0.45),
		sprites.WithAlpha(sprites.Mix(e, black, 0.35), 0.55), sprites.Mix(el, pal.C(sprites.ColCivGrey), 0.5)
}

// trailStamp is one straight stretch of trail from a square's centre to
// its neighbour's in direction d: the outline (fill false, a little wider)
// or the packed earth with its worn middle, ruts and pebbles.
func trailStamp(pal *sprites.Palette, t, m, d, variant int, fill bool) *ebiten.Image {
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
	r := sprites.NewRand(uint64(d*7+variant) + 0x7A11)
	hw := float32(t) * 0.15
	if !fill {
		hw += 2.5
	}
	q := &sprites.Pen{Dst: img}
	band(q, r, ax, ay, bx, by, hw, 0.18)
	if !fill {
		q.Fill(rim)
		return img
	}
	q.Fill(earth)
	r2 := sprites.NewRand(uint64(d*7+variant) + 0x3011)
	band(q, r2, ax, ay, bx, by, hw*0.45, 0.3)
	q.Fill(worn)
	// Ruts: broken lines either side of the middle.
	dx, dy := bx-ax, by-ay
	l := float32(math.Hypot(float64(dx), float64(dy)))
	nx, ny := -dy/l, dx/l
	for _, side := range [2]float32{-0.55, 0.55} {
		for s := float32(0.1); s < 0.9; s += 0.22 {
			e := s + 0.12 + float32(r.Float64())*0.05
			q.Line(ax+dx*s+nx*hw*side, ay+dy*s+ny*hw*side, ax+dx*e+nx*hw*side, ay+dy*e+ny*hw*side)
		}
	}
	q.Stroke(1, rut)
	for range 3 {
		s, o := float32(sprites.RandIn(r, 0.15, 0.85)), float32(sprites.RandIn(r, -0.7, 0.7))
		q.Circle(ax+dx*s+nx*hw*o, ay+dy*s+ny*hw*o, float32(t)*0.022+0.6)
	}
	q.Fill(pebble)
	return img
}

// band adds a ribbon of half-width hw from a to b to q's path with edges
// wobbling by jitter (a fraction of hw).
func band(q *sprites.Pen, r interface{ Float64() float64 }, ax, ay, bx, by, hw, jitter float32) {
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
	q.Path.MoveTo(left[0].x, left[0].y)
	for i := 1; i <= n; i++ {
		q.Path.LineTo(left[i].x, left[i].y)
	}
	for i := n; i >= 0; i-- {
		q.Path.LineTo(right[i].x, right[i].y)
	}
	q.Path.Close()
}

// nodeStamp is the trodden patch where a Path Token lies.
func nodeStamp(pal *sprites.Palette, t, m, variant int, fill bool) *ebiten.Image {
	img := ebiten.NewImage(t+2*m, t+2*m)
	c := float32(m + t/2)
	rim, earth, worn, rut, pebble := trailInks(pal)
	r := sprites.NewRand(uint64(variant) + 0x40DE)
	rad := float32(t) * 0.24
	q := &sprites.Pen{Dst: img}
	if !fill {
		jitterDisc(&q.Path, r, c, c, rad+2.5, 0.1)
		q.Fill(rim)
		return img
	}
	jitterDisc(&q.Path, r, c, c, rad, 0.1)
	q.Fill(earth)
	jitterDisc(&q.Path, r, c-rad*0.12, c-rad*0.12, rad*0.55, 0.2)
	q.Fill(worn)
	// A footprint pair pressed into the earth, and a pebble.
	ft := float32(t)
	for i, o := range [2]float32{-1, 1} {
		x, y := c+o*ft*0.05, c+float32(i)*ft*0.06-ft*0.03
		q.Path.MoveTo(x, y-ft*0.05)
		q.Path.QuadTo(x+ft*0.03, y, x, y+ft*0.05)
		q.Path.QuadTo(x-ft*0.03, y, x, y-ft*0.05)
		q.Path.Close()
	}
	q.Fill(rut)
	q.Circle(c+rad*0.55, c+rad*0.35, ft*0.025+0.6)
	q.Fill(pebble)
	return img
}

// legalStamp lights a square where a Path may be Forged: a soft green
// wash brighter in the middle, a thin green rim and a small ring at the
// centre, so the mark reads by shape as well as hue.
func legalStamp(pal *sprites.Palette, t, m int) *ebiten.Image {
	img := ebiten.NewImage(t+2*m, t+2*m)
	g := pal.C(sprites.ColGood)
	x, ft := float32(m), float32(t)
	sprites.FillRoundRect(img, x+4, x+4, ft-8, ft-8, 5, sprites.WithAlpha(g, 0.12))
	glow := sprites.GlowSprite(t, 0.2)
	op := &ebiten.DrawImageOptions{}
	op.GeoM.Translate(float64(m), float64(m))
	op.ColorScale.ScaleWithColor(sprites.WithAlpha(g, 0.28))
	img.DrawImage(glow, op)
	glow.Deallocate()
	sprites.StrokeRoundRect(img, x+4.5, x+4.5, ft-9, ft-9, 5, 1.5, sprites.WithAlpha(g, 0.75))
	c := x + ft/2
	q := &sprites.Pen{Dst: img}
	q.Circle(c, c, ft*0.11)
	q.Stroke(4, sprites.WithAlpha(black, 0.45))
	q.Circle(c, c, ft*0.11)
	q.Stroke(2, sprites.Mix(g, pal.C(sprites.ColText), 0.35))
	return img
}

// cursorStamp is the cursor: four thick cream corner brackets over a dark
// under-stroke, reaching a little past the square, with no fill, so it is
// told from a lit square by shape and colour both (issue 27).
func cursorStamp(pal *sprites.Palette, t, m int) *ebiten.Image {
	img := ebiten.NewImage(t+2*m, t+2*m)
	x0, x1 := float32(m)-1, float32(m+t)+1
	arm := float32(t) * 0.3
	q := &sprites.Pen{Dst: img}
	corners := func() {
		q.Line(x0, x0+arm, x0, x0, x0+arm, x0)
		q.Line(x1-arm, x0, x1, x0, x1, x0+arm)
		q.Line(x1, x1-arm, x1, x1, x1-arm, x1)
		q.Line(x0+arm, x1, x0, x1, x0, x1-arm)
	}
	corners()
	q.Stroke(8, sprites.WithAlpha(pal.C(sprites.ColChaosBlack), 0.85))
	corners()
	q.Stroke(4, pal.C(sprites.ColText))
	return img
}
