package forsakenart

import (
	"image/color"
	"math"
	"strconv"

	"deepwood/sprites"

	"github.com/hajimehoshi/ebiten/v2"
)

// clearingStamp is the Starting Square: a trodden clearing ringed with
// stones around a campfire of crossed logs.
func clearingStamp(pal *sprites.Palette, t, m int) *ebiten.Image {
	img := ebiten.NewImage(t+2*m, t+2*m)
	ft := float32(t)
	c := float32(m) + ft/2
	q := &sprites.Pen{Dst: img}
	r := sprites.NewRand(0xC1EA)
	jitterDisc(&q.Path, r, c, c, ft*0.47, 0.06)
	q.Fill(sprites.Mix(pal.C(sprites.ColEarth), black, 0.55))
	jitterDisc(&q.Path, r, c, c, ft*0.43, 0.06)
	q.Fill(sprites.Mix(pal.C(sprites.ColEarthLight), pal.C(sprites.ColEarth), 0.55))
	jitterDisc(&q.Path, r, c-ft*0.05, c-ft*0.05, ft*0.26, 0.15)
	q.Fill(sprites.WithAlpha(pal.C(sprites.ColPanelHighlight), 0.12))
	// Ring of stones.
	stone := sprites.Mix(pal.C(sprites.ColCivGrey), pal.C(sprites.ColEarth), 0.25)
	for i := range 9 {
		a := float64(i)/9*2*math.Pi + 0.3
		x, y := c+ft*0.3*float32(math.Cos(a)), c+ft*0.3*float32(math.Sin(a))
		q.Circle(x, y+1, ft*0.055)
		q.Fill(darkInk(stone))
		q.Circle(x, y, ft*0.05)
		q.Fill(stone)
	}
	// Logs, crossed.
	logC := sprites.Mix(pal.C(sprites.ColEarth), black, 0.2)
	for _, s := range [2]float32{-1, 1} {
		q.Line(c-ft*0.17, c+ft*0.1*s+ft*0.04, c+ft*0.17, c-ft*0.1*s+ft*0.04)
		q.Stroke(ft*0.075+2, darkInk(logC))
		q.Line(c-ft*0.17, c+ft*0.1*s+ft*0.04, c+ft*0.17, c-ft*0.1*s+ft*0.04)
		q.Stroke(ft*0.075, logC)
	}
	// The flame: three tongues, rust to gold to a pale heart.
	for i, col := range []color.RGBA{pal.C(sprites.ColCivRust), pal.C(sprites.ColWarn), pal.C(sprites.ColPanelHighlight)} {
		k := 1 - float32(i)*0.3
		flame(q, c, c+ft*0.06, ft*0.13*k, ft*0.3*k)
		q.Fill(col)
	}
	return img
}

// flame adds a licking flame standing on (cx, by), w wide and h tall.
func flame(q *sprites.Pen, cx, by, w, h float32) {
	q.Path.MoveTo(cx-w, by)
	q.Path.QuadTo(cx-w*1.1, by-h*0.45, cx-w*0.3, by-h*0.7)
	q.Path.QuadTo(cx-w*0.2, by-h*0.4, cx, by-h*0.55)
	q.Path.QuadTo(cx+w*0.05, by-h*0.8, cx+w*0.15, by-h)
	q.Path.QuadTo(cx+w*1.2, by-h*0.5, cx+w, by)
	q.Path.QuadTo(cx, by+w*0.45, cx-w, by)
	q.Path.Close()
}

// fireGlowStamp is the campfire's warm light, drawn with additive blending
// over the squares around the start.
func fireGlowStamp(pal *sprites.Palette, t int) *ebiten.Image {
	n := t * 3
	glow := sprites.GlowSprite(n, 0.08)
	img := ebiten.NewImage(n, n)
	op := &ebiten.DrawImageOptions{}
	op.ColorScale.ScaleWithColor(sprites.WithAlpha(pal.C(sprites.ColCivOchre), 0.3))
	img.DrawImage(glow, op)
	glow.Deallocate()
	return img
}

// squareBorder strokes a square's coloured border over a dark
// under-stroke: solid for a Destination, dashed like a staked-out dig for
// an Excavation Site, so the two differ by more than their hue.
func squareBorder(img *ebiten.Image, t, m int, clr color.RGBA, dashed bool) {
	x, ft := float32(m), float32(t)
	sprites.StrokeRoundRect(img, x+3, x+3, ft-6, ft-6, 4, 5, sprites.WithAlpha(black, 0.55))
	if !dashed {
		sprites.StrokeRoundRect(img, x+3, x+3, ft-6, ft-6, 4, 3, clr)
		sprites.StrokeRoundRect(img, x+5, x+5, ft-10, ft-10, 3, 1, sprites.WithAlpha(sprites.Mix(clr, pal0White, 0.4), 0.45))
		return
	}
	q := &sprites.Pen{Dst: img}
	a, b := x+3, x+ft-3
	d := (b - a) / 7
	for i := 0; i < 7; i += 2 {
		s, e := a+float32(i)*d, a+float32(i+1)*d
		q.Line(s, a, e, a)
		q.Line(s, b, e, b)
		q.Line(a, s, a, e)
		q.Line(b, s, b, e)
	}
	q.Stroke(3, clr)
}

var pal0White = color.RGBA{255, 255, 255, 255}

// destStamp is a Destination square: the red border and its card, face
// down (a lattice back with a forked trail) or turned up.
func destStamp(pal *sprites.Palette, t, m int, d Dest) *ebiten.Image {
	img := ebiten.NewImage(t+2*m, t+2*m)
	squareBorder(img, t, m, pal.C(sprites.ColBad), false)
	ft := float32(t)
	cw, ch := float32(math.Round(float64(ft*0.56))), float32(math.Round(float64(ft*0.74)))
	x, y := float32(m)+(ft-cw)/2, float32(m)+(ft-ch)/2+1
	sprites.FillRoundRect(img, x+1.5, y+2.5, cw, ch, 3, sprites.WithAlpha(black, 0.6))
	q := &sprites.Pen{Dst: img}
	switch d {
	case DestHidden:
		sprites.FillRoundRect(img, x, y, cw, ch, 3, pal.C(sprites.ColPanelEdge))
		sprites.FillRoundRect(img, x+2, y+2, cw-4, ch-4, 2, sprites.Mix(pal.C(sprites.ColChaosBlack), pal.C(sprites.ColForestDeep), 0.45))
		hatch(q, x+2, y+2, cw-4, ch-4, 5)
		q.Stroke(1, sprites.WithAlpha(pal.C(sprites.ColForest), 0.35))
		forkEmblem(q, pal, x+cw/2, y+ch*0.55, cw*0.36)
	case DestVillage:
		sprites.FillRoundRect(img, x, y, cw, ch, 3, pal.C(sprites.ColCivOchre))
		sprites.FillGradientRect(img, x+2, y+2, cw-4, ch-4, sprites.Mix(pal.C(sprites.ColChaosBlack), pal.C(sprites.ColCivRust), 0.35), sprites.Mix(pal.C(sprites.ColCivOchre), pal.C(sprites.ColWarn), 0.3))
		villageEmblem(q, pal, x+cw/2, y+ch-3, cw-6)
	case DestVoid:
		sprites.FillRoundRect(img, x, y, cw, ch, 3, pal.C(sprites.ColChaosViolet))
		sprites.FillRoundRect(img, x+2, y+2, cw-4, ch-4, 2, pal.C(sprites.ColChaosBlack))
		voidEmblem(q, pal, x+cw/2, y+ch/2, cw*0.42)
	case DestDeadEnd:
		sprites.FillRoundRect(img, x, y, cw, ch, 3, pal.C(sprites.ColCivGrey))
		sprites.FillGradientRect(img, x+2, y+2, cw-4, ch-4, sprites.Mix(pal.C(sprites.ColBackground), pal.C(sprites.ColCivGrey), 0.25), sprites.Mix(pal.C(sprites.ColForestDeep), black, 0.3))
		deadEndEmblem(q, pal, x+cw/2, y+ch*0.55, cw*0.42)
	}
	return img
}

// forkEmblem is the Forsaken Forest mark: a trail forking under a crescent
// moon, centred at (cx, cy), about 2s across.
func forkEmblem(q *sprites.Pen, pal *sprites.Palette, cx, cy, s float32) {
	ink := pal.C(sprites.ColPanelHighlight)
	q.Line(cx, cy+s, cx, cy+s*0.15, cx-s*0.75, cy-s*0.55)
	q.Line(cx, cy+s*0.15, cx+s*0.75, cy-s*0.55)
	q.Stroke(max(1.5, s*0.2), sprites.Mix(ink, pal.C(sprites.ColEarthLight), 0.4))
	q.Circle(cx, cy-s*0.85, s*0.32)
	q.Fill(ink)
	q.Circle(cx+s*0.14, cy-s*0.93, s*0.27)
	q.Fill(sprites.Mix(pal.C(sprites.ColChaosBlack), pal.C(sprites.ColForestDeep), 0.45))
}

// villageEmblem draws three warm-windowed cottages standing on (cx, by),
// w wide, and the glow of their windows.
func villageEmblem(q *sprites.Pen, pal *sprites.Palette, cx, by, w float32) {
	ink := sprites.Mix(pal.C(sprites.ColChaosBlack), black, 0.3)
	lit := pal.C(sprites.ColWarn)
	hs := [3][3]float32{{-0.3, 0.36, 0.5}, {0.08, 0.42, 0.72}, {0.34, 0.3, 0.42}} // centre, width, height (of w)
	for _, h := range hs {
		x, hw, hh := cx+h[0]*w, h[1]*w/2, h[2]*w
		q.Poly(x-hw, by, x-hw, by-hh*0.6, x, by-hh, x+hw, by-hh*0.6, x+hw, by)
	}
	q.Fill(ink)
	for _, h := range hs {
		x, hh := cx+h[0]*w, h[2]*w
		s := max(1.5, w*0.07)
		q.Poly(x-s, by-hh*0.42-s, x+s*0.6, by-hh*0.42-s, x+s*0.6, by-hh*0.42+s*0.6, x-s, by-hh*0.42+s*0.6)
	}
	q.Fill(lit)
	// Chimney smoke.
	x := cx + 0.2*w
	q.Line(x, by-0.72*w, x+w*0.06, by-0.85*w, x-w*0.02, by-0.98*w)
	q.Stroke(max(1, w*0.04), sprites.WithAlpha(pal.C(sprites.ColTextDim), 0.6))
}

// voidEmblem draws a violet swirl sinking to a black heart at (cx, cy),
// radius r.
func voidEmblem(q *sprites.Pen, pal *sprites.Palette, cx, cy, r float32) {
	swirl(q, cx, cy, r, 0, 14, 2.6, 1, 0.85)
	q.Stroke(max(2, r*0.3), pal.C(sprites.ColChaosViolet))
	swirl(q, cx, cy, r, 0.15, 12, 2.4, 0.95, 0.8)
	q.Stroke(max(1, r*0.1), pal.C(sprites.ColChaosLight))
	q.Circle(cx, cy, r*0.22)
	q.Fill(black)
}

// boxOval adds a closed rounded shape to q's path: four quadratic arcs
// through the left and right edges at height mid and the top and bottom
// at x, bulging to the corners of the box left..right, top..bottom.
func boxOval(q *sprites.Pen, left, right, x, top, bottom, mid float32) {
	q.Path.MoveTo(left, mid)
	q.Path.QuadTo(left, top, x, top)
	q.Path.QuadTo(right, top, right, mid)
	q.Path.QuadTo(right, bottom, x, bottom)
	q.Path.QuadTo(left, bottom, left, mid)
	q.Path.Close()
}

// swirl adds three arms winding in towards (cx, cy) to q's path, a third
// of a turn apart from phase: each of points points, turning sweep
// radians as its radius falls from outer to outer-shrink times r.
func swirl(q *sprites.Pen, cx, cy, r float32, phase float64, points int, sweep, outer, shrink float64) {
	for arm := range 3 {
		a0 := float64(arm)*2*math.Pi/3 + phase
		for i := range points {
			s := float64(i) / float64(points-1)
			a := a0 + s*sweep
			rr := float64(r) * (outer - s*shrink)
			x, y := cx+float32(math.Cos(a)*rr), cy+float32(math.Sin(a)*rr)
			if i == 0 {
				q.Path.MoveTo(x, y)
			} else {
				q.Path.LineTo(x, y)
			}
		}
	}
}

// deadEndEmblem draws a thicket barred by two crossed stakes at (cx, cy),
// about 2s across.
func deadEndEmblem(q *sprites.Pen, pal *sprites.Palette, cx, cy, s float32) {
	thorn := sprites.Mix(pal.C(sprites.ColForest), black, 0.35)
	for i := range 5 {
		a := float64(i) * 1.3
		q.Path.MoveTo(cx-s, cy+s*0.6-float32(i)*s*0.28)
		q.Path.QuadTo(cx+float32(math.Cos(a))*s*0.5, cy-s*float32(math.Sin(a))*0.7, cx+s, cy+s*0.4-float32(i)*s*0.25)
	}
	q.Stroke(max(1, s*0.1), thorn)
	wood := pal.C(sprites.ColEarthLight)
	for _, d := range [2]float32{-1, 1} {
		q.Line(cx-s*0.85, cy-s*0.75*d, cx+s*0.85, cy+s*0.75*d)
		q.Stroke(max(3, s*0.32), darkInk(wood))
		q.Line(cx-s*0.85, cy-s*0.75*d, cx+s*0.85, cy+s*0.75*d)
		q.Stroke(max(2, s*0.22), wood)
	}
}

// discChip adds a disc of radius r at (cx, cy) with a soft shadow below it,
// filled with fill and ringed inside its edge by a width-wide ring.
func discChip(q *sprites.Pen, cx, cy, r float32, fill color.RGBA, width float32, ring color.RGBA) {
	q.Circle(cx, cy+1, r+1)
	q.Fill(sprites.WithAlpha(black, 0.6))
	q.Circle(cx, cy, r)
	q.Fill(fill)
	q.Circle(cx, cy, r-1)
	q.Stroke(width, ring)
}

// slotChip is a Destination's number on a dark disc at the square's top
// left corner.
func slotChip(pal *sprites.Palette, fonts *sprites.Fonts, t, m, n int) *ebiten.Image {
	img := ebiten.NewImage(t+2*m, t+2*m)
	cx, cy, r := float32(m)+6, float32(m)+6, float32(9.5)
	q := &sprites.Pen{Dst: img}
	discChip(q, cx, cy, r, pal.C(sprites.ColChaosBlack), 2, pal.C(sprites.ColBad))
	face := fonts.Face(sprites.StyleSmallBold)
	sprites.DrawText(img, strconv.Itoa(n), face, float64(cx), float64(cy)-sprites.LineHeight(face)/2, sprites.AlignCenter, pal.C(sprites.ColText))
	return img
}

// knownChip marks a face-down card the viewer has Peeked at with what it
// is, small, at the square's bottom right.
func knownChip(pal *sprites.Palette, t, m int, d Dest) *ebiten.Image {
	img := ebiten.NewImage(t+2*m, t+2*m)
	cx, cy, r := float32(m+t)-7, float32(m+t)-7, float32(10)
	q := &sprites.Pen{Dst: img}
	discChip(q, cx, cy, r, pal.C(sprites.ColPanel), 1.5, pal.C(sprites.ColText))
	switch d {
	case DestVillage:
		q.Poly(cx-5, cy+5, cx-5, cy-1, cx, cy-6, cx+5, cy-1, cx+5, cy+5)
		q.Fill(pal.C(sprites.ColWarn))
	case DestVoid:
		voidEmblem(q, pal, cx, cy, r*0.75)
	case DestDeadEnd:
		q.Line(cx-5, cy-5, cx+5, cy+5)
		q.Line(cx+5, cy-5, cx-5, cy+5)
		q.Stroke(3, pal.C(sprites.ColEarthLight))
	}
	return img
}

// siteStamp is an Excavation Site: a gold border round a mound marked
// with an X and a glint, or, once dug, an empty pit beside its spoil heap
// with a spade stuck in it under a dimmed border.
func siteStamp(pal *sprites.Palette, t, m int, dug bool) *ebiten.Image {
	img := ebiten.NewImage(t+2*m, t+2*m)
	gold := sprites.Mix(pal.C(sprites.ColAccent), pal.C(sprites.ColPanelHighlight), 0.35)
	if dug {
		gold = sprites.Mix(gold, pal.C(sprites.ColBackground), 0.35)
	}
	squareBorder(img, t, m, gold, true)
	ft := float32(t)
	c := float32(m) + ft/2
	q := &sprites.Pen{Dst: img}
	soil, soilHi := pal.C(sprites.ColEarth), sprites.Mix(pal.C(sprites.ColEarth), pal.C(sprites.ColEarthLight), 0.55)
	if !dug {
		q.Path.MoveTo(c-ft*0.3, c+ft*0.17)
		q.Path.QuadTo(c-ft*0.2, c-ft*0.12, c, c-ft*0.13)
		q.Path.QuadTo(c+ft*0.22, c-ft*0.12, c+ft*0.3, c+ft*0.17)
		q.Path.Close()
		q.Fill(soil)
		q.Path.MoveTo(c-ft*0.2, c)
		q.Path.QuadTo(c-ft*0.05, c-ft*0.13, c+ft*0.12, c-ft*0.09)
		q.Stroke(2, soilHi)
		x := func() {
			q.Line(c-ft*0.1, c-ft*0.06, c+ft*0.1, c+ft*0.1)
			q.Line(c+ft*0.1, c-ft*0.06, c-ft*0.1, c+ft*0.1)
		}
		x()
		q.Stroke(ft*0.07+2, darkInk(gold))
		x()
		q.Stroke(ft*0.07, gold)
		sparkle(q, c+ft*0.22, c-ft*0.2, ft*0.08, pal.C(sprites.ColPanelHighlight))
		return img
	}
	// Spoil heap, then the pit and the spade.
	q.Path.MoveTo(c+ft*0.02, c+ft*0.2)
	q.Path.QuadTo(c+ft*0.18, c-ft*0.14, c+ft*0.34, c+ft*0.2)
	q.Path.Close()
	q.Fill(soilHi)
	boxOval(q, c-ft*0.34, c+ft*0.14, c-ft*0.1, c-ft*0.13, c+ft*0.22, c+ft*0.05)
	q.Fill(soil)
	boxOval(q, c-ft*0.28, c+ft*0.08, c-ft*0.1, c-ft*0.07, c+ft*0.17, c+ft*0.06)
	q.Fill(sprites.Mix(pal.C(sprites.ColChaosBlack), black, 0.4))
	steel := pal.C(sprites.ColCivGrey)
	q.Line(c+ft*0.2, c+ft*0.02, c+ft*0.3, c-ft*0.3)
	q.Stroke(2.5, pal.C(sprites.ColEarthLight))
	q.Line(c+ft*0.25, c-ft*0.31, c+ft*0.35, c-ft*0.29)
	q.Stroke(2.5, pal.C(sprites.ColEarthLight))
	q.Poly(c+ft*0.15, c+ft*0.02, c+ft*0.25, c+ft*0.05, c+ft*0.21, c+ft*0.17, c+ft*0.13, c+ft*0.14)
	q.Fill(steel)
	return img
}

// sparkle adds a four-pointed glint at (cx, cy), r long.
func sparkle(q *sprites.Pen, cx, cy, r float32, clr color.RGBA) {
	k := r * 0.22
	q.Poly(cx, cy-r, cx+k, cy-k, cx+r, cy, cx+k, cy+k, cx, cy+r, cx-k, cy+k, cx-r, cy, cx-k, cy-k)
	q.Fill(clr)
}

// hatch adds 45° lines step apart clipped to the rectangle (x, y, w, h):
// the lattice of a small card back.
func hatch(q *sprites.Pen, x, y, w, h, step float32) {
	for k := -h + step/2; k < w; k += step {
		x0, y0 := x+k, y
		if k < 0 {
			x0, y0 = x, y-k
		}
		x1, y1 := x+k+h, y+h
		if k+h > w {
			x1, y1 = x+w, y+w-k
		}
		q.Line(x0, y0, x1, y1)
	}
}
