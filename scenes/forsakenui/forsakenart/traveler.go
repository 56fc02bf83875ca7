package forsakenart

import (
	"image/color"
	"math"

	"deepwood/sprites"

	"github.com/hajimehoshi/ebiten/v2"
)

// travelerLook is what makes one traveler's silhouette their own.
type travelerLook struct {
	hood   int // 0 pointed, 1 round cowl, 2 wide-brimmed hat, 3 long-tailed liripipe
	cloak  sprites.ColorID
	face   int // 0 eyes glinting in the shadow, 1 a lit chin, 2 a beard
	accent int // 0 a brooch, 1 a scarf, 2 a feather, 3 a staff, 4 a lantern
}

// travelerLooks are the twelve seats' looks: every seat differs from every
// other in at least two of hood, cloak, face and accent. Seats past twelve
// reuse them with other proportions.
var travelerLooks = [12]travelerLook{
	{0, sprites.ColForest, 0, 0}, {1, sprites.ColCivRust, 1, 1}, {2, sprites.ColEarth, 2, 2}, {3, sprites.ColWater, 0, 3},
	{0, sprites.ColCivGrey, 2, 4}, {1, sprites.ColForestLight, 1, 0}, {2, sprites.ColCivOchre, 0, 3}, {3, sprites.ColChaosViolet, 1, 2},
	{0, sprites.ColEarthLight, 2, 1}, {1, sprites.ColWaterLight, 0, 4}, {2, sprites.ColForestDeep, 1, 0}, {3, sprites.ColCivRust, 2, 4},
}

// renderTravelerScene paints seat's traveler, d pixels across, into a new
// d×d image cut to a circle: a night sky with a moon, a far tree line and
// the hooded figure lit from the upper left. A spirit is a pale, fading
// ghost of the same figure over a colder sky.
func renderTravelerScene(pal *sprites.Palette, seat, d int, spirit bool) *ebiten.Image {
	look := travelerLooks[(seat%12+12)%12]
	r := sprites.NewRand(uint64(seat)*0x51F15EED + 0x7EA7)
	img := ebiten.NewImage(d, d)
	u := float32(d) / 2
	cx, cy := u, u
	// Sky, moon and stars.
	top := sprites.Mix(pal.C(sprites.ColChaosBlack), pal.C(sprites.ColWater), 0.15+0.1*r.Float64())
	bottom := sprites.Mix(pal.C(sprites.ColBackground), pal.C(sprites.ColWaterLight), 0.22)
	if spirit {
		top, bottom = sprites.Mix(pal.C(sprites.ColChaosBlack), pal.C(sprites.ColCivGrey), 0.1), sprites.Mix(pal.C(sprites.ColBackground), pal.C(sprites.ColCivGrey), 0.2)
	}
	sprites.FillGradientRect(img, 0, 0, float32(d), float32(d), top, bottom)
	q := &sprites.Pen{Dst: img}
	mx, my := cx+u*float32(sprites.RandIn(r, -0.55, 0.55)), cy-u*float32(sprites.RandIn(r, 0.45, 0.62))
	glow := sprites.GlowSprite(d, 0.15)
	op := &ebiten.DrawImageOptions{}
	op.GeoM.Translate(float64(mx)-float64(d)/2, float64(my)-float64(d)/2)
	op.ColorScale.ScaleWithColor(sprites.WithAlpha(pal.C(sprites.ColPanelHighlight), 0.22))
	img.DrawImage(glow, op)
	glow.Deallocate()
	q.Circle(mx, my, u*0.17)
	q.Fill(sprites.Mix(pal.C(sprites.ColPanelHighlight), pal.C(sprites.ColText), 0.5))
	for range 7 {
		q.Circle(float32(sprites.RandIn(r, 0, float64(d))), float32(sprites.RandIn(r, 0, float64(d)*0.45)), float32(sprites.RandIn(r, 0.5, 1.1)))
	}
	q.Fill(sprites.WithAlpha(pal.C(sprites.ColText), 0.7))
	// A far tree line.
	far := sprites.Mix(pal.C(sprites.ColForestDeep), bottom, 0.45)
	q.Path.MoveTo(0, float32(d))
	for x := float32(-4); x <= float32(d)+8; x += u * 0.16 {
		h := u * float32(sprites.RandIn(r, 0.25, 0.5))
		base := cy + u*0.45
		q.Path.LineTo(x-u*0.07, base)
		q.Path.LineTo(x, base-h)
		q.Path.LineTo(x+u*0.07, base)
	}
	q.Path.LineTo(float32(d), float32(d))
	q.Path.Close()
	q.Fill(far)

	body := sprites.Mix(pal.C(look.cloak), black, 0.5+0.1*r.Float64())
	rim := sprites.Mix(pal.C(look.cloak), pal.C(sprites.ColPanelHighlight), 0.45)
	if spirit {
		body = sprites.WithAlpha(sprites.Mix(pal.C(sprites.ColWaterLight), pal.C(sprites.ColText), 0.4), 0.3)
		rim = sprites.WithAlpha(pal.C(sprites.ColText), 0.45)
	}
	k := float32(sprites.RandIn(r, 0.92, 1.06)) // build
	sil := func(dx, dy float32) { travelerSilhouette(q, look, cx+dx, cy+dy, u, k) }
	sil(-1.2, -1)
	q.Fill(rim)
	sil(0.4, 0.3)
	q.Fill(body)
	if !spirit {
		// Folds of the cloak.
		for _, f := range [3]float32{-0.35, 0.05, 0.4} {
			q.Path.MoveTo(cx+u*f*k, cy+u*0.62)
			q.Path.QuadTo(cx+u*(f*1.3)*k, cy+u*0.85, cx+u*(f*1.5)*k, cy+u*1.05)
		}
		q.Stroke(1.2, sprites.Mix(body, black, 0.45))
	}
	travelerFace(q, pal, look, cx, cy, u, spirit, r.Float64())
	// The hood's lining catches a little light round the opening.
	oval(q, cx, cy-u*0.06, u*0.29, u*0.36)
	q.Stroke(max(1.2, u*0.035), sprites.Mix(body, rim, 0.45))
	travelerAccent(q, pal, look, cx, cy, u, k, spirit)
	if spirit {
		// The ghost fades into mist below the shoulders, with wisps.
		sprites.FillGradientRect(img, 0, cy+u*0.35, float32(d), u*0.75, sprites.WithAlpha(bottom, 0), bottom)
		for i := range 3 {
			x := cx + u*float32(i-1)*0.45
			q.Path.MoveTo(x, cy+u*0.5)
			q.Path.QuadTo(x+u*0.25, cy+u*0.75, x-u*0.05, cy+u*1.0)
		}
		q.Stroke(1.5, sprites.WithAlpha(pal.C(sprites.ColWaterLight), 0.45))
	}
	// Cut to a circle.
	mask := ebiten.NewImage(d, d)
	mq := &sprites.Pen{Dst: mask}
	mq.Circle(cx, cy, u)
	mq.Fill(color.White)
	mop := &ebiten.DrawImageOptions{Blend: ebiten.BlendDestinationIn}
	img.DrawImage(mask, mop)
	mask.Deallocate()
	return img
}

// travelerSilhouette adds the hooded figure's outline (hood and cloaked
// shoulders in one shape) centred on (cx, cy) in a circle of radius u.
func travelerSilhouette(q *sprites.Pen, look travelerLook, cx, cy, u, k float32) {
	X := func(x float32) float32 { return cx + x*u*k }
	Y := func(y float32) float32 { return cy + y*u }
	p := &q.Path
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
func travelerFace(q *sprites.Pen, pal *sprites.Palette, look travelerLook, cx, cy, u float32, spirit bool, v float64) {
	shadow := sprites.Mix(pal.C(sprites.ColChaosBlack), black, 0.3)
	skin := sprites.Mix(sprites.Mix(pal.C(sprites.ColEarthLight), pal.C(sprites.ColPanelHighlight), 0.35), pal.C(sprites.ColEarth), float64(v)*0.5)
	if spirit {
		shadow = sprites.WithAlpha(pal.C(sprites.ColChaosBlack), 0.45)
		skin = sprites.WithAlpha(pal.C(sprites.ColText), 0.35)
	}
	oval(q, cx, cy-u*0.06, u*0.29, u*0.36)
	q.Fill(shadow)
	if look.face == 0 {
		for _, s := range [2]float32{-1, 1} {
			oval(q, cx+s*u*0.11, cy-u*0.05, u*0.05, u*0.028)
		}
		q.Fill(sprites.WithAlpha(sprites.Mix(pal.C(sprites.ColTextDim), pal.C(sprites.ColWaterLight), 0.3), 0.8))
		return
	}
	// The lower face catches the moon; the hood's shadow lies over the eyes.
	oval(q, cx+u*0.02, cy+u*0.07, u*0.19, u*0.23)
	q.Fill(skin)
	oval(q, cx, cy-u*0.12, u*0.27, u*0.17)
	q.Fill(shadow)
	q.Path.MoveTo(cx-u*0.06, cy+u*0.17)
	q.Path.QuadTo(cx+u*0.02, cy+u*0.2, cx+u*0.08, cy+u*0.16)
	q.Stroke(1, sprites.Mix(skin, black, 0.5))
	if look.face == 2 {
		beard := sprites.Mix(pal.C(sprites.ColCivGrey), pal.C(sprites.ColEarth), 0.4)
		if spirit {
			beard = sprites.WithAlpha(pal.C(sprites.ColText), 0.4)
		}
		q.Path.MoveTo(cx-u*0.19, cy+u*0.02)
		q.Path.QuadTo(cx-u*0.2, cy+u*0.4, cx+u*0.02, cy+u*0.5)
		q.Path.QuadTo(cx+u*0.22, cy+u*0.4, cx+u*0.21, cy+u*0.02)
		q.Path.QuadTo(cx+u*0.1, cy+u*0.2, cx, cy+u*0.12)
		q.Path.QuadTo(cx-u*0.1, cy+u*0.2, cx-u*0.19, cy+u*0.02)
		q.Path.Close()
		q.Fill(beard)
	}
}

// travelerAccent adds the one thing a traveler carries or wears.
func travelerAccent(q *sprites.Pen, pal *sprites.Palette, look travelerLook, cx, cy, u, k float32, spirit bool) {
	a := func(c color.RGBA) color.RGBA {
		if spirit {
			return sprites.WithAlpha(sprites.Mix(c, pal.C(sprites.ColWaterLight), 0.6), 0.5)
		}
		return c
	}
	switch look.accent {
	case 0: // a brooch at the throat
		q.Circle(cx, cy+u*0.52, u*0.085)
		q.Fill(a(darkInk(pal.C(sprites.ColAccent))))
		q.Circle(cx, cy+u*0.52, u*0.06)
		q.Fill(a(pal.C(sprites.ColAccent)))
	case 1: // a scarf and its tail
		c := a(sprites.Mix(pal.C(sprites.ColCivOchre), pal.C(sprites.ColCivRust), 0.4))
		q.Path.MoveTo(cx-u*0.42*k, cy+u*0.32)
		q.Path.QuadTo(cx, cy+u*0.5, cx+u*0.42*k, cy+u*0.32)
		q.Path.LineTo(cx+u*0.44*k, cy+u*0.44)
		q.Path.QuadTo(cx, cy+u*0.64, cx-u*0.44*k, cy+u*0.44)
		q.Path.Close()
		q.Poly(cx+u*0.12, cy+u*0.5, cx+u*0.3, cy+u*0.48, cx+u*0.26, cy+u*0.95, cx+u*0.1, cy+u*0.92)
		q.Fill(c)
	case 2: // a feather in the hood or hat
		c := a(sprites.Mix(pal.C(sprites.ColPanelHighlight), pal.C(sprites.ColForestLight), 0.3))
		q.Path.MoveTo(cx+u*0.3*k, cy-u*0.4)
		q.Path.QuadTo(cx+u*0.75*k, cy-u*0.75, cx+u*0.85*k, cy-u*1.0)
		q.Path.QuadTo(cx+u*0.55*k, cy-u*0.7, cx+u*0.3*k, cy-u*0.4)
		q.Path.Close()
		q.Fill(c)
	case 3: // a staff over the right shoulder
		c := a(pal.C(sprites.ColEarthLight))
		q.Line(cx+u*0.7*k, cy+u*1.1, cx+u*0.78*k, cy-u*0.75)
		q.Stroke(max(2, u*0.07), a(darkInk(c)))
		q.Line(cx+u*0.7*k, cy+u*1.1, cx+u*0.78*k, cy-u*0.75)
		q.Stroke(max(1.5, u*0.045), c)
		q.Circle(cx+u*0.78*k, cy-u*0.78, u*0.07)
		q.Fill(c)
	case 4: // a lantern glowing at the hip
		x, y := cx-u*0.55*k, cy+u*0.78
		q.Circle(x, y, u*0.2)
		q.Fill(a(sprites.WithAlpha(pal.C(sprites.ColWarn), 0.25)))
		q.Poly(x-u*0.08, y-u*0.1, x+u*0.08, y-u*0.1, x+u*0.1, y+u*0.12, x-u*0.1, y+u*0.12)
		q.Fill(a(pal.C(sprites.ColWarn)))
		q.Line(x-u*0.08, y-u*0.1, x, y-u*0.2, x+u*0.08, y-u*0.1)
		q.Stroke(1.2, a(pal.C(sprites.ColCivGrey)))
	}
}

// oval adds an axis-aligned ellipse to q's path.
func oval(q *sprites.Pen, cx, cy, rx, ry float32) {
	const n = 20
	for i := range n {
		a := float64(i) / n * 2 * math.Pi
		x, y := cx+rx*float32(math.Cos(a)), cy+ry*float32(math.Sin(a))
		if i == 0 {
			q.Path.MoveTo(x, y)
		} else {
			q.Path.LineTo(x, y)
		}
	}
	q.Path.Close()
}
