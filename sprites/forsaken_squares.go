package sprites

import (
	"image/color"
	"math"
	"strconv"

	"github.com/hajimehoshi/ebiten/v2"
)

// clearingStamp is the Starting Square: a trodden clearing ringed with
// stones around a campfire of crossed logs.
func clearingStamp(pal *Palette, t, m int) *ebiten.Image {
	img := ebiten.NewImage(t+2*m, t+2*m)
	ft := float32(t)
	c := float32(m) + ft/2
	q := &pen{dst: img}
	r := newRand(0xC1EA)
	jitterDisc(&q.p, r, c, c, ft*0.47, 0.06)
	q.fill(Mix(pal.C(ColEarth), black, 0.55))
	jitterDisc(&q.p, r, c, c, ft*0.43, 0.06)
	q.fill(Mix(pal.C(ColEarthLight), pal.C(ColEarth), 0.55))
	jitterDisc(&q.p, r, c-ft*0.05, c-ft*0.05, ft*0.26, 0.15)
	q.fill(WithAlpha(pal.C(ColPanelHighlight), 0.12))
	// Ring of stones.
	stone := Mix(pal.C(ColCivGrey), pal.C(ColEarth), 0.25)
	for i := range 9 {
		a := float64(i)/9*2*math.Pi + 0.3
		x, y := c+ft*0.3*float32(math.Cos(a)), c+ft*0.3*float32(math.Sin(a))
		q.circle(x, y+1, ft*0.055)
		q.fill(darkInk(stone))
		q.circle(x, y, ft*0.05)
		q.fill(stone)
	}
	// Logs, crossed.
	logC := Mix(pal.C(ColEarth), black, 0.2)
	for _, s := range [2]float32{-1, 1} {
		q.line(c-ft*0.17, c+ft*0.1*s+ft*0.04, c+ft*0.17, c-ft*0.1*s+ft*0.04)
		q.stroke(ft*0.075+2, darkInk(logC))
		q.line(c-ft*0.17, c+ft*0.1*s+ft*0.04, c+ft*0.17, c-ft*0.1*s+ft*0.04)
		q.stroke(ft*0.075, logC)
	}
	// The flame: three tongues, rust to gold to a pale heart.
	for i, col := range []color.RGBA{pal.C(ColCivRust), pal.C(ColWarn), pal.C(ColPanelHighlight)} {
		k := 1 - float32(i)*0.3
		flame(q, c, c+ft*0.06, ft*0.13*k, ft*0.3*k)
		q.fill(col)
	}
	return img
}

// flame adds a licking flame standing on (cx, by), w wide and h tall.
func flame(q *pen, cx, by, w, h float32) {
	q.p.MoveTo(cx-w, by)
	q.p.QuadTo(cx-w*1.1, by-h*0.45, cx-w*0.3, by-h*0.7)
	q.p.QuadTo(cx-w*0.2, by-h*0.4, cx, by-h*0.55)
	q.p.QuadTo(cx+w*0.05, by-h*0.8, cx+w*0.15, by-h)
	q.p.QuadTo(cx+w*1.2, by-h*0.5, cx+w, by)
	q.p.QuadTo(cx, by+w*0.45, cx-w, by)
	q.p.Close()
}

// fireGlowStamp is the campfire's warm light, drawn with additive blending
// over the squares around the start.
func fireGlowStamp(pal *Palette, t int) *ebiten.Image {
	n := t * 3
	glow := glowSprite(n, 0.08)
	img := ebiten.NewImage(n, n)
	op := &ebiten.DrawImageOptions{}
	op.ColorScale.ScaleWithColor(WithAlpha(pal.C(ColCivOchre), 0.3))
	img.DrawImage(glow, op)
	glow.Deallocate()
	return img
}

// squareBorder strokes a square's coloured border over a dark
// under-stroke: solid for a Destination, dashed like a staked-out dig for
// an Excavation Site, so the two differ by more than their hue.
func squareBorder(img *ebiten.Image, t, m int, clr color.RGBA, dashed bool) {
	x, ft := float32(m), float32(t)
	StrokeRoundRect(img, x+3, x+3, ft-6, ft-6, 4, 5, WithAlpha(black, 0.55))
	if !dashed {
		StrokeRoundRect(img, x+3, x+3, ft-6, ft-6, 4, 3, clr)
		StrokeRoundRect(img, x+5, x+5, ft-10, ft-10, 3, 1, WithAlpha(Mix(clr, pal0White, 0.4), 0.45))
		return
	}
	q := &pen{dst: img}
	a, b := x+3, x+ft-3
	d := (b - a) / 7
	for i := 0; i < 7; i += 2 {
		s, e := a+float32(i)*d, a+float32(i+1)*d
		q.line(s, a, e, a)
		q.line(s, b, e, b)
		q.line(a, s, a, e)
		q.line(b, s, b, e)
	}
	q.stroke(3, clr)
}

var pal0White = color.RGBA{255, 255, 255, 255}

// destStamp is a Destination square: the red border and its card, face
// down (a lattice back with a forked trail) or turned up.
func destStamp(pal *Palette, t, m int, d ForsakenDest) *ebiten.Image {
	img := ebiten.NewImage(t+2*m, t+2*m)
	squareBorder(img, t, m, pal.C(ColBad), false)
	ft := float32(t)
	cw, ch := float32(math.Round(float64(ft*0.56))), float32(math.Round(float64(ft*0.74)))
	x, y := float32(m)+(ft-cw)/2, float32(m)+(ft-ch)/2+1
	FillRoundRect(img, x+1.5, y+2.5, cw, ch, 3, WithAlpha(black, 0.6))
	q := &pen{dst: img}
	switch d {
	case ForsakenDestHidden:
		FillRoundRect(img, x, y, cw, ch, 3, pal.C(ColPanelEdge))
		FillRoundRect(img, x+2, y+2, cw-4, ch-4, 2, Mix(pal.C(ColChaosBlack), pal.C(ColForestDeep), 0.45))
		hatch(q, x+2, y+2, cw-4, ch-4, 5)
		q.stroke(1, WithAlpha(pal.C(ColForest), 0.35))
		forkEmblem(q, pal, x+cw/2, y+ch*0.55, cw*0.36)
	case ForsakenDestVillage:
		FillRoundRect(img, x, y, cw, ch, 3, pal.C(ColCivOchre))
		FillGradientRect(img, x+2, y+2, cw-4, ch-4, Mix(pal.C(ColChaosBlack), pal.C(ColCivRust), 0.35), Mix(pal.C(ColCivOchre), pal.C(ColWarn), 0.3))
		villageEmblem(q, pal, x+cw/2, y+ch-3, cw-6)
	case ForsakenDestVoid:
		FillRoundRect(img, x, y, cw, ch, 3, pal.C(ColChaosViolet))
		FillRoundRect(img, x+2, y+2, cw-4, ch-4, 2, pal.C(ColChaosBlack))
		voidEmblem(q, pal, x+cw/2, y+ch/2, cw*0.42)
	case ForsakenDestDeadEnd:
		FillRoundRect(img, x, y, cw, ch, 3, pal.C(ColCivGrey))
		FillGradientRect(img, x+2, y+2, cw-4, ch-4, Mix(pal.C(ColBackground), pal.C(ColCivGrey), 0.25), Mix(pal.C(ColForestDeep), black, 0.3))
		deadEndEmblem(q, pal, x+cw/2, y+ch*0.55, cw*0.42)
	}
	return img
}

// forkEmblem is the Forsaken Forest mark: a trail forking under a crescent
// moon, centred at (cx, cy), about 2s across.
func forkEmblem(q *pen, pal *Palette, cx, cy, s float32) {
	ink := pal.C(ColPanelHighlight)
	q.line(cx, cy+s, cx, cy+s*0.15, cx-s*0.75, cy-s*0.55)
	q.line(cx, cy+s*0.15, cx+s*0.75, cy-s*0.55)
	q.stroke(max(1.5, s*0.2), Mix(ink, pal.C(ColEarthLight), 0.4))
	q.circle(cx, cy-s*0.85, s*0.32)
	q.fill(ink)
	q.circle(cx+s*0.14, cy-s*0.93, s*0.27)
	q.fill(Mix(pal.C(ColChaosBlack), pal.C(ColForestDeep), 0.45))
}

// villageEmblem draws three warm-windowed cottages standing on (cx, by),
// w wide, and the glow of their windows.
func villageEmblem(q *pen, pal *Palette, cx, by, w float32) {
	ink := Mix(pal.C(ColChaosBlack), black, 0.3)
	lit := pal.C(ColWarn)
	hs := [3][3]float32{{-0.3, 0.36, 0.5}, {0.08, 0.42, 0.72}, {0.34, 0.3, 0.42}} // centre, width, height (of w)
	for _, h := range hs {
		x, hw, hh := cx+h[0]*w, h[1]*w/2, h[2]*w
		q.poly(x-hw, by, x-hw, by-hh*0.6, x, by-hh, x+hw, by-hh*0.6, x+hw, by)
	}
	q.fill(ink)
	for _, h := range hs {
		x, hh := cx+h[0]*w, h[2]*w
		s := max(1.5, w*0.07)
		q.poly(x-s, by-hh*0.42-s, x+s*0.6, by-hh*0.42-s, x+s*0.6, by-hh*0.42+s*0.6, x-s, by-hh*0.42+s*0.6)
	}
	q.fill(lit)
	// Chimney smoke.
	x := cx + 0.2*w
	q.line(x, by-0.72*w, x+w*0.06, by-0.85*w, x-w*0.02, by-0.98*w)
	q.stroke(max(1, w*0.04), WithAlpha(pal.C(ColTextDim), 0.6))
}

// voidEmblem draws a violet swirl sinking to a black heart at (cx, cy),
// radius r.
func voidEmblem(q *pen, pal *Palette, cx, cy, r float32) {
	swirl(q, cx, cy, r, 0, 14, 2.6, 1, 0.85)
	q.stroke(max(2, r*0.3), pal.C(ColChaosViolet))
	swirl(q, cx, cy, r, 0.15, 12, 2.4, 0.95, 0.8)
	q.stroke(max(1, r*0.1), pal.C(ColChaosLight))
	q.circle(cx, cy, r*0.22)
	q.fill(black)
}

// oval adds a closed rounded shape to q's path: four quadratic arcs
// through the left and right edges at height mid and the top and bottom
// at x, bulging to the corners of the box left..right, top..bottom.
func (q *pen) oval(left, right, x, top, bottom, mid float32) {
	q.p.MoveTo(left, mid)
	q.p.QuadTo(left, top, x, top)
	q.p.QuadTo(right, top, right, mid)
	q.p.QuadTo(right, bottom, x, bottom)
	q.p.QuadTo(left, bottom, left, mid)
	q.p.Close()
}

// swirl adds three arms winding in towards (cx, cy) to q's path, a third
// of a turn apart from phase: each of points points, turning sweep
// radians as its radius falls from outer to outer-shrink times r.
func swirl(q *pen, cx, cy, r float32, phase float64, points int, sweep, outer, shrink float64) {
	for arm := range 3 {
		a0 := float64(arm)*2*math.Pi/3 + phase
		for i := range points {
			s := float64(i) / float64(points-1)
			a := a0 + s*sweep
			rr := float64(r) * (outer - s*shrink)
			x, y := cx+float32(math.Cos(a)*rr), cy+float32(math.Sin(a)*rr)
			if i == 0 {
				q.p.MoveTo(x, y)
			} else {
				q.p.LineTo(x, y)
			}
		}
	}
}

// deadEndEmblem draws a thicket barred by two crossed stakes at (cx, cy),
// about 2s across.
func deadEndEmblem(q *pen, pal *Palette, cx, cy, s float32) {
	thorn := Mix(pal.C(ColForest), black, 0.35)
	for i := range 5 {
		a := float64(i) * 1.3
		q.p.MoveTo(cx-s, cy+s*0.6-float32(i)*s*0.28)
		q.p.QuadTo(cx+float32(math.Cos(a))*s*0.5, cy-s*float32(math.Sin(a))*0.7, cx+s, cy+s*0.4-float32(i)*s*0.25)
	}
	q.stroke(max(1, s*0.1), thorn)
	wood := pal.C(ColEarthLight)
	for _, d := range [2]float32{-1, 1} {
		q.line(cx-s*0.85, cy-s*0.75*d, cx+s*0.85, cy+s*0.75*d)
		q.stroke(max(3, s*0.32), darkInk(wood))
		q.line(cx-s*0.85, cy-s*0.75*d, cx+s*0.85, cy+s*0.75*d)
		q.stroke(max(2, s*0.22), wood)
	}
}

// chip adds a disc of radius r at (cx, cy) with a soft shadow below it,
// filled with fill and ringed inside its edge by a width-wide ring.
func (q *pen) chip(cx, cy, r float32, fill color.RGBA, width float32, ring color.RGBA) {
	q.circle(cx, cy+1, r+1)
	q.fill(WithAlpha(black, 0.6))
	q.circle(cx, cy, r)
	q.fill(fill)
	q.circle(cx, cy, r-1)
	q.stroke(width, ring)
}

// slotChip is a Destination's number on a dark disc at the square's top
// left corner.
func slotChip(pal *Palette, fonts *Fonts, t, m, n int) *ebiten.Image {
	img := ebiten.NewImage(t+2*m, t+2*m)
	cx, cy, r := float32(m)+6, float32(m)+6, float32(9.5)
	q := &pen{dst: img}
	q.chip(cx, cy, r, pal.C(ColChaosBlack), 2, pal.C(ColBad))
	face := fonts.Face(StyleSmallBold)
	DrawText(img, strconv.Itoa(n), face, float64(cx), float64(cy)-LineHeight(face)/2, AlignCenter, pal.C(ColText))
	return img
}

// knownChip marks a face-down card the viewer has Peeked at with what it
// is, small, at the square's bottom right.
func knownChip(pal *Palette, t, m int, d ForsakenDest) *ebiten.Image {
	img := ebiten.NewImage(t+2*m, t+2*m)
	cx, cy, r := float32(m+t)-7, float32(m+t)-7, float32(10)
	q := &pen{dst: img}
	q.chip(cx, cy, r, pal.C(ColPanel), 1.5, pal.C(ColText))
	switch d {
	case ForsakenDestVillage:
		q.poly(cx-5, cy+5, cx-5, cy-1, cx, cy-6, cx+5, cy-1, cx+5, cy+5)
		q.fill(pal.C(ColWarn))
	case ForsakenDestVoid:
		voidEmblem(q, pal, cx, cy, r*0.75)
	case ForsakenDestDeadEnd:
		q.line(cx-5, cy-5, cx+5, cy+5)
		q.line(cx+5, cy-5, cx-5, cy+5)
		q.stroke(3, pal.C(ColEarthLight))
	}
	return img
}

// siteStamp is an Excavation Site: a gold border round a mound marked
// with an X and a glint, or, once dug, an empty pit beside its spoil heap
// with a spade stuck in it under a dimmed border.
func siteStamp(pal *Palette, t, m int, dug bool) *ebiten.Image {
	img := ebiten.NewImage(t+2*m, t+2*m)
	gold := Mix(pal.C(ColAccent), pal.C(ColPanelHighlight), 0.35)
	if dug {
		gold = Mix(gold, pal.C(ColBackground), 0.35)
	}
	squareBorder(img, t, m, gold, true)
	ft := float32(t)
	c := float32(m) + ft/2
	q := &pen{dst: img}
	soil, soilHi := pal.C(ColEarth), Mix(pal.C(ColEarth), pal.C(ColEarthLight), 0.55)
	if !dug {
		q.p.MoveTo(c-ft*0.3, c+ft*0.17)
		q.p.QuadTo(c-ft*0.2, c-ft*0.12, c, c-ft*0.13)
		q.p.QuadTo(c+ft*0.22, c-ft*0.12, c+ft*0.3, c+ft*0.17)
		q.p.Close()
		q.fill(soil)
		q.p.MoveTo(c-ft*0.2, c)
		q.p.QuadTo(c-ft*0.05, c-ft*0.13, c+ft*0.12, c-ft*0.09)
		q.stroke(2, soilHi)
		x := func() {
			q.line(c-ft*0.1, c-ft*0.06, c+ft*0.1, c+ft*0.1)
			q.line(c+ft*0.1, c-ft*0.06, c-ft*0.1, c+ft*0.1)
		}
		x()
		q.stroke(ft*0.07+2, darkInk(gold))
		x()
		q.stroke(ft*0.07, gold)
		sparkle(q, c+ft*0.22, c-ft*0.2, ft*0.08, pal.C(ColPanelHighlight))
		return img
	}
	// Spoil heap, then the pit and the spade.
	q.p.MoveTo(c+ft*0.02, c+ft*0.2)
	q.p.QuadTo(c+ft*0.18, c-ft*0.14, c+ft*0.34, c+ft*0.2)
	q.p.Close()
	q.fill(soilHi)
	q.oval(c-ft*0.34, c+ft*0.14, c-ft*0.1, c-ft*0.13, c+ft*0.22, c+ft*0.05)
	q.fill(soil)
	q.oval(c-ft*0.28, c+ft*0.08, c-ft*0.1, c-ft*0.07, c+ft*0.17, c+ft*0.06)
	q.fill(Mix(pal.C(ColChaosBlack), black, 0.4))
	steel := pal.C(ColCivGrey)
	q.line(c+ft*0.2, c+ft*0.02, c+ft*0.3, c-ft*0.3)
	q.stroke(2.5, pal.C(ColEarthLight))
	q.line(c+ft*0.25, c-ft*0.31, c+ft*0.35, c-ft*0.29)
	q.stroke(2.5, pal.C(ColEarthLight))
	q.poly(c+ft*0.15, c+ft*0.02, c+ft*0.25, c+ft*0.05, c+ft*0.21, c+ft*0.17, c+ft*0.13, c+ft*0.14)
	q.fill(steel)
	return img
}

// sparkle adds a four-pointed glint at (cx, cy), r long.
func sparkle(q *pen, cx, cy, r float32, clr color.RGBA) {
	k := r * 0.22
	q.poly(cx, cy-r, cx+k, cy-k, cx+r, cy, cx+k, cy+k, cx, cy+r, cx-k, cy+k, cx-r, cy, cx-k, cy-k)
	q.fill(clr)
}

// hatch adds 45° lines step apart clipped to the rectangle (x, y, w, h):
// the lattice of a small card back.
func hatch(q *pen, x, y, w, h, step float32) {
	for k := -h + step/2; k < w; k += step {
		x0, y0 := x+k, y
		if k < 0 {
			x0, y0 = x, y-k
		}
		x1, y1 := x+k+h, y+h
		if k+h > w {
			x1, y1 = x+w, y+w-k
		}
		q.line(x0, y0, x1, y1)
	}
}
