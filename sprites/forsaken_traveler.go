package sprites

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
)

// travelerLook is what makes one traveler's silhouette their own.
type travelerLook struct {
	hood   int // 0 pointed, 1 round cowl, 2 wide-brimmed hat, 3 long-tailed liripipe
	cloak  ColorID
	face   int // 0 eyes glinting in the shadow, 1 a lit chin, 2 a beard
	accent int // 0 a brooch, 1 a scarf, 2 a feather, 3 a staff, 4 a lantern
}

// travelerLooks are the twelve seats' looks: every seat differs from every
// other in at least two of hood, cloak, face and accent. Seats past twelve
// reuse them with other proportions.
var travelerLooks = [12]travelerLook{
	{0, ColForest, 0, 0}, {1, ColCivRust, 1, 1}, {2, ColEarth, 2, 2}, {3, ColWater, 0, 3},
	{0, ColCivGrey, 2, 4}, {1, ColForestLight, 1, 0}, {2, ColCivOchre, 0, 3}, {3, ColChaosViolet, 1, 2},
	{0, ColEarthLight, 2, 1}, {1, ColWaterLight, 0, 4}, {2, ColForestDeep, 1, 0}, {3, ColCivRust, 2, 4},
}

// renderTravelerScene paints seat's traveler, d pixels across, into a new
// d×d image cut to a circle: a night sky with a moon, a far tree line and
// the hooded figure lit from the upper left. A spirit is a pale, fading
// ghost of the same figure over a colder sky.
func renderTravelerScene(pal *Palette, seat, d int, spirit bool) *ebiten.Image {
	look := travelerLooks[(seat%12+12)%12]
	r := newRand(uint64(seat)*0x51F15EED + 0x7EA7)
	img := ebiten.NewImage(d, d)
	u := float32(d) / 2
	cx, cy := u, u
	// Sky, moon and stars.
	top := Mix(pal.C(ColChaosBlack), pal.C(ColWater), 0.15+0.1*r.Float64())
	bottom := Mix(pal.C(ColBackground), pal.C(ColWaterLight), 0.22)
	if spirit {
		top, bottom = Mix(pal.C(ColChaosBlack), pal.C(ColCivGrey), 0.1), Mix(pal.C(ColBackground), pal.C(ColCivGrey), 0.2)
	}
	FillGradientRect(img, 0, 0, float32(d), float32(d), top, bottom)
	q := &pen{dst: img}
	mx, my := cx+u*float32(rng(r, -0.55, 0.55)), cy-u*float32(rng(r, 0.45, 0.62))
	glow := glowSprite(d, 0.15)
	op := &ebiten.DrawImageOptions{}
	op.GeoM.Translate(float64(mx)-float64(d)/2, float64(my)-float64(d)/2)
	op.ColorScale.ScaleWithColor(WithAlpha(pal.C(ColPanelHighlight), 0.22))
	img.DrawImage(glow, op)
	glow.Deallocate()
	q.circle(mx, my, u*0.17)
	q.fill(Mix(pal.C(ColPanelHighlight), pal.C(ColText), 0.5))
	for range 7 {
		q.circle(float32(rng(r, 0, float64(d))), float32(rng(r, 0, float64(d)*0.45)), float32(rng(r, 0.5, 1.1)))
	}
	q.fill(WithAlpha(pal.C(ColText), 0.7))
	// A far tree line.
	far := Mix(pal.C(ColForestDeep), bottom, 0.45)
	q.p.MoveTo(0, float32(d))
	for x := float32(-4); x <= float32(d)+8; x += u * 0.16 {
		h := u * float32(rng(r, 0.25, 0.5))
		base := cy + u*0.45
		q.p.LineTo(x-u*0.07, base)
		q.p.LineTo(x, base-h)
		q.p.LineTo(x+u*0.07, base)
	}
	q.p.LineTo(float32(d), float32(d))
	q.p.Close()
	q.fill(far)

	body := Mix(pal.C(look.cloak), black, 0.5+0.1*r.Float64())
	rim := Mix(pal.C(look.cloak), pal.C(ColPanelHighlight), 0.45)
	if spirit {
		body = WithAlpha(Mix(pal.C(ColWaterLight), pal.C(ColText), 0.4), 0.3)
		rim = WithAlpha(pal.C(ColText), 0.45)
	}
	k := float32(rng(r, 0.92, 1.06)) // build
	sil := func(dx, dy float32) { travelerSilhouette(q, look, cx+dx, cy+dy, u, k) }
	sil(-1.2, -1)
	q.fill(rim)
	sil(0.4, 0.3)
	q.fill(body)
	if !spirit {
		// Folds of the cloak.
		for _, f := range [3]float32{-0.35, 0.05, 0.4} {
			q.p.MoveTo(cx+u*f*k, cy+u*0.62)
			q.p.QuadTo(cx+u*(f*1.3)*k, cy+u*0.85, cx+u*(f*1.5)*k, cy+u*1.05)
		}
		q.stroke(1.2, Mix(body, black, 0.45))
	}
	travelerFace(q, pal, look, cx, cy, u, spirit, r.Float64())
	// The hood's lining catches a little light round the opening.
	oval(q, cx, cy-u*0.06, u*0.29, u*0.36)
	q.stroke(max(1.2, u*0.035), Mix(body, rim, 0.45))
	travelerAccent(q, pal, look, cx, cy, u, k, spirit)
	if spirit {
		// The ghost fades into mist below the shoulders, with wisps.
		FillGradientRect(img, 0, cy+u*0.35, float32(d), u*0.75, WithAlpha(bottom, 0), bottom)
		for i := range 3 {
			x := cx + u*float32(i-1)*0.45
			q.p.MoveTo(x, cy+u*0.5)
			q.p.QuadTo(x+u*0.25, cy+u*0.75, x-u*0.05, cy+u*1.0)
		}
		q.stroke(1.5, WithAlpha(pal.C(ColWaterLight), 0.45))
	}
	// Cut to a circle.
	mask := ebiten.NewImage(d, d)
	mq := &pen{dst: mask}
	mq.circle(cx, cy, u)
	mq.fill(color.White)
	mop := &ebiten.DrawImageOptions{Blend: ebiten.BlendDestinationIn}
	img.DrawImage(mask, mop)
	mask.Deallocate()
	return img
}

// travelerSilhouette adds the hooded figure's outline (hood and cloaked
// shoulders in one shape) centred on (cx, cy) in a circle of radius u.
func travelerSilhouette(q *pen, look travelerLook, cx, cy, u, k float32) {
	X := func(x float32) float32 { return cx + x*u*k }
	Y := func(y float32) float32 { return cy + y*u }
	p := &q.p
	p.MoveTo(X(-1.05), Y(1.2))
	p.QuadTo(X(-1.0), Y(0.58), X(-0.62), Y(0.42))
	p.QuadTo(X(-0.5), Y(0.3), X(-0.48), Y(0.05))
	switch look.hood {
	case 0, 3: // pointed; the liripipe's tail hangs down the back
		p.QuadTo(X(-0.48), Y(-0.45), X(0.08), Y(-0.92))
		if look.hood == 3 {
			p.QuadTo(X(0.55), Y(-0.8), X(0.78), Y(-0.2))
			p.QuadTo(X(0.92), Y(0.2), X(0.86), Y(0.5))
			p.QuadTo(X(0.72), Y(0.3), X(0.5), Y(0.05))
		} else {
			p.QuadTo(X(0.5), Y(-0.45), X(0.48), Y(0.05))
		}
	case 1: // a round cowl
		p.QuadTo(X(-0.55), Y(-0.72), X(0), Y(-0.72))
		p.QuadTo(X(0.55), Y(-0.72), X(0.48), Y(0.05))
	case 2: // a hat: brim, then crown, over a hood
		p.LineTo(X(-0.46), Y(-0.28))
		p.LineTo(X(-0.82), Y(-0.3))
		p.QuadTo(X(-0.85), Y(-0.44), X(-0.36), Y(-0.46))
		p.QuadTo(X(-0.3), Y(-0.95), X(0.05), Y(-0.92))
		p.QuadTo(X(0.32), Y(-0.92), X(0.36), Y(-0.46))
		p.QuadTo(X(0.85), Y(-0.44), X(0.82), Y(-0.3))
		p.LineTo(X(0.46), Y(-0.28))
		p.LineTo(X(0.48), Y(0.05))
	}
	p.QuadTo(X(0.5), Y(0.3), X(0.62), Y(0.42))
	p.QuadTo(X(1.0), Y(0.58), X(1.05), Y(1.2))
	p.Close()
}

// travelerFace fills the hood's opening: deep shadow, and in it glinting
// eyes, a lit chin, or a chin and a beard.
func travelerFace(q *pen, pal *Palette, look travelerLook, cx, cy, u float32, spirit bool, v float64) {
	shadow := Mix(pal.C(ColChaosBlack), black, 0.3)
	skin := Mix(Mix(pal.C(ColEarthLight), pal.C(ColPanelHighlight), 0.35), pal.C(ColEarth), float64(v)*0.5)
	if spirit {
		shadow = WithAlpha(pal.C(ColChaosBlack), 0.45)
		skin = WithAlpha(pal.C(ColText), 0.35)
	}
	oval(q, cx, cy-u*0.06, u*0.29, u*0.36)
	q.fill(shadow)
	if look.face == 0 {
		for _, s := range [2]float32{-1, 1} {
			oval(q, cx+s*u*0.11, cy-u*0.05, u*0.05, u*0.028)
		}
		q.fill(WithAlpha(Mix(pal.C(ColTextDim), pal.C(ColWaterLight), 0.3), 0.8))
		return
	}
	// The lower face catches the moon; the hood's shadow lies over the eyes.
	oval(q, cx+u*0.02, cy+u*0.07, u*0.19, u*0.23)
	q.fill(skin)
	oval(q, cx, cy-u*0.12, u*0.27, u*0.17)
	q.fill(shadow)
	q.p.MoveTo(cx-u*0.06, cy+u*0.17)
	q.p.QuadTo(cx+u*0.02, cy+u*0.2, cx+u*0.08, cy+u*0.16)
	q.stroke(1, Mix(skin, black, 0.5))
	if look.face == 2 {
		beard := Mix(pal.C(ColCivGrey), pal.C(ColEarth), 0.4)
		if spirit {
			beard = WithAlpha(pal.C(ColText), 0.4)
		}
		q.p.MoveTo(cx-u*0.19, cy+u*0.02)
		q.p.QuadTo(cx-u*0.2, cy+u*0.4, cx+u*0.02, cy+u*0.5)
		q.p.QuadTo(cx+u*0.22, cy+u*0.4, cx+u*0.21, cy+u*0.02)
		q.p.QuadTo(cx+u*0.1, cy+u*0.2, cx, cy+u*0.12)
		q.p.QuadTo(cx-u*0.1, cy+u*0.2, cx-u*0.19, cy+u*0.02)
		q.p.Close()
		q.fill(beard)
	}
}

// travelerAccent adds the one thing a traveler carries or wears.
func travelerAccent(q *pen, pal *Palette, look travelerLook, cx, cy, u, k float32, spirit bool) {
	a := func(c color.RGBA) color.RGBA {
		if spirit {
			return WithAlpha(Mix(c, pal.C(ColWaterLight), 0.6), 0.5)
		}
		return c
	}
	switch look.accent {
	case 0: // a brooch at the throat
		q.circle(cx, cy+u*0.52, u*0.085)
		q.fill(a(darkInk(pal.C(ColAccent))))
		q.circle(cx, cy+u*0.52, u*0.06)
		q.fill(a(pal.C(ColAccent)))
	case 1: // a scarf and its tail
		c := a(Mix(pal.C(ColCivOchre), pal.C(ColCivRust), 0.4))
		q.p.MoveTo(cx-u*0.42*k, cy+u*0.32)
		q.p.QuadTo(cx, cy+u*0.5, cx+u*0.42*k, cy+u*0.32)
		q.p.LineTo(cx+u*0.44*k, cy+u*0.44)
		q.p.QuadTo(cx, cy+u*0.64, cx-u*0.44*k, cy+u*0.44)
		q.p.Close()
		q.poly(cx+u*0.12, cy+u*0.5, cx+u*0.3, cy+u*0.48, cx+u*0.26, cy+u*0.95, cx+u*0.1, cy+u*0.92)
		q.fill(c)
	case 2: // a feather in the hood or hat
		c := a(Mix(pal.C(ColPanelHighlight), pal.C(ColForestLight), 0.3))
		q.p.MoveTo(cx+u*0.3*k, cy-u*0.4)
		q.p.QuadTo(cx+u*0.75*k, cy-u*0.75, cx+u*0.85*k, cy-u*1.0)
		q.p.QuadTo(cx+u*0.55*k, cy-u*0.7, cx+u*0.3*k, cy-u*0.4)
		q.p.Close()
		q.fill(c)
	case 3: // a staff over the right shoulder
		c := a(pal.C(ColEarthLight))
		q.line(cx+u*0.7*k, cy+u*1.1, cx+u*0.78*k, cy-u*0.75)
		q.stroke(max(2, u*0.07), a(darkInk(c)))
		q.line(cx+u*0.7*k, cy+u*1.1, cx+u*0.78*k, cy-u*0.75)
		q.stroke(max(1.5, u*0.045), c)
		q.circle(cx+u*0.78*k, cy-u*0.78, u*0.07)
		q.fill(c)
	case 4: // a lantern glowing at the hip
		x, y := cx-u*0.55*k, cy+u*0.78
		q.circle(x, y, u*0.2)
		q.fill(a(WithAlpha(pal.C(ColWarn), 0.25)))
		q.poly(x-u*0.08, y-u*0.1, x+u*0.08, y-u*0.1, x+u*0.1, y+u*0.12, x-u*0.1, y+u*0.12)
		q.fill(a(pal.C(ColWarn)))
		q.line(x-u*0.08, y-u*0.1, x, y-u*0.2, x+u*0.08, y-u*0.1)
		q.stroke(1.2, a(pal.C(ColCivGrey)))
	}
}

// oval adds an axis-aligned ellipse to q's path.
func oval(q *pen, cx, cy, rx, ry float32) {
	const n = 20
	for i := range n {
		a := float64(i) / n * 2 * math.Pi
		x, y := cx+rx*float32(math.Cos(a)), cy+ry*float32(math.Sin(a))
		if i == 0 {
			q.p.MoveTo(x, y)
		} else {
			q.p.LineTo(x, y)
		}
	}
	q.p.Close()
}
