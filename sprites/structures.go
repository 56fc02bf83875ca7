package sprites

import "image/color"

// drawStructure draws what the Enemy built on a hex (RULES.md T20) in
// civilisation's grey, ochre and rust: towns and homesteads, mills and
// camps, kilns, quarries, mines, dams and the blights of pollution. Each
// has its own silhouette, so it reads without colour.
func drawStructure(q *Pen, cx, cy, r float32, name string, pal *Palette) {
	grey, ochre, rust := pal.C(ColCivGrey), pal.C(ColCivOchre), pal.C(ColCivRust)
	ink := pal.C(ColChaosBlack)
	s := r * 0.5
	switch name {
	case "town":
		house(q, cx-s*0.7, cy+s*0.35, s*0.55, grey, rust, ink)
		house(q, cx+s*0.65, cy+s*0.4, s*0.5, grey, ochre, ink)
		// a tower with a banner
		q.Poly(cx-s*0.18, cy+s*0.5, cx-s*0.18, cy-s*0.7, cx+s*0.18, cy-s*0.7, cx+s*0.18, cy+s*0.5)
		q.Fill(Mix(grey, ink, 0.2))
		q.Poly(cx-s*0.25, cy-s*0.7, cx, cy-s*1.05, cx+s*0.25, cy-s*0.7)
		q.Fill(rust)
		q.Poly(cx, cy-s*1.05, cx, cy-s*1.4, cx+s*0.35, cy-s*1.28, cx, cy-s*1.16)
		q.Fill(ochre)
	case "homestead", "farmstead":
		if name == "farmstead" {
			for i := range 4 {
				y := cy + s*0.3 + float32(i)*s*0.18
				q.Line(cx-s*1.1, y, cx+s*1.1, y)
				q.Stroke(2, ochre)
			}
		}
		house(q, cx, cy, s*0.8, grey, ochre, ink)
	case "mill":
		house(q, cx-s*0.3, cy+s*0.1, s*0.7, grey, ochre, ink)
		wheel(q, cx+s*0.6, cy+s*0.2, s*0.45, Mix(grey, ink, 0.3))
	case "lumber camp", "sawmill":
		for i := range 3 {
			x := cx - s*0.7 + float32(i)*s*0.7
			q.Poly(x-s*0.22, cy+s*0.5, x-s*0.22, cy+s*0.1, x+s*0.22, cy+s*0.1, x+s*0.22, cy+s*0.5)
			q.Fill(pal.C(ColEarthLight))
			q.Circle(x, cy+s*0.1, s*0.22)
			q.Fill(ochre)
			q.Circle(x, cy+s*0.1, s*0.08)
			q.Fill(pal.C(ColEarth))
		}
		// an axe
		q.Line(cx-s*0.5, cy-s*0.1, cx+s*0.4, cy-s*0.9)
		q.Stroke(3, pal.C(ColEarth))
		q.Poly(cx+s*0.25, cy-s*0.95, cx+s*0.7, cy-s*0.75, cx+s*0.45, cy-s*0.45)
		q.Fill(grey)
		if name == "sawmill" {
			wheel(q, cx+s*0.8, cy-s*0.2, s*0.3, grey)
		}
	case "scorched field", "charcoal kiln":
		for range 1 {
			q.Circle(cx, cy+s*0.1, s*0.95)
			q.Fill(WithAlpha(ink, 0.65))
		}
		for i := range 5 {
			x := cx - s*0.6 + float32(i)*s*0.3
			q.Line(x, cy+s*0.5, x, cy-s*0.2+float32(i%2)*s*0.2)
			q.Stroke(2, Mix(ink, grey, 0.3))
		}
		q.Poly(cx-s*0.15, cy+s*0.3, cx, cy-s*0.25, cx+s*0.15, cy+s*0.3)
		q.Fill(rust)
		q.Poly(cx-s*0.07, cy+s*0.3, cx, cy, cx+s*0.07, cy+s*0.3)
		q.Fill(ochre)
		if name == "charcoal kiln" {
			q.Path.MoveTo(cx-s*0.6, cy+s*0.55)
			q.Path.QuadTo(cx-s*0.3, cy-s*0.35, cx+s*0.6, cy+s*0.55)
			q.Path.Close()
			q.Fill(Mix(grey, ink, 0.4))
			q.Line(cx, cy-s*0.2, cx+s*0.2, cy-s*0.6, cx-s*0.05, cy-s*1.0)
			q.Stroke(4, WithAlpha(grey, 0.7))
		}
	case "quarry", "mine":
		for i := range 3 {
			x, y := cx-s*0.55+float32(i)*s*0.5, cy+s*0.2-float32(i%2)*s*0.35
			q.Poly(x-s*0.25, y, x+s*0.25, y, x+s*0.25, y+s*0.35, x-s*0.25, y+s*0.35)
			q.Fill(grey)
			q.Poly(x-s*0.25, y, x+s*0.25, y, x+s*0.25, y+s*0.35, x-s*0.25, y+s*0.35)
			q.Stroke(1.5, ink)
		}
		if name == "mine" {
			q.Path.MoveTo(cx-s*0.4, cy+s*0.8)
			q.Path.LineTo(cx-s*0.4, cy+s*0.45)
			q.Path.QuadTo(cx, cy, cx+s*0.4, cy+s*0.45)
			q.Path.LineTo(cx+s*0.4, cy+s*0.8)
			q.Path.Close()
			q.Fill(ink)
		}
	case "dam":
		q.Poly(cx-s*1.1, cy-s*0.1, cx+s*1.1, cy-s*0.1, cx+s*1.0, cy+s*0.35, cx-s*1.0, cy+s*0.35)
		q.Fill(grey)
		for i := range 5 {
			x := cx - s*0.8 + float32(i)*s*0.4
			q.Line(x, cy-s*0.1, x, cy+s*0.35)
			q.Stroke(1.5, ink)
		}
		q.Line(cx-s*0.9, cy-s*0.4, cx+s*0.9, cy-s*0.4)
		q.Stroke(3, pal.C(ColWater))
	case "blighted field", "toxified lake", "sludge pit":
		blight := Mix(pal.C(ColChaosViolet), pal.C(ColForestLight), 0.35)
		q.Circle(cx, cy+s*0.1, s*0.85)
		q.Fill(WithAlpha(Mix(blight, ink, 0.4), 0.85))
		for i := range 4 {
			x, y := cx-s*0.45+float32(i%2)*s*0.8, cy-s*0.25+float32(i/2)*s*0.6
			q.Circle(x, y, s*0.14)
			q.Fill(blight)
		}
		// a skull-less warning: a barrel with drips
		q.Poly(cx-s*0.22, cy-s*0.35, cx+s*0.22, cy-s*0.35, cx+s*0.22, cy+s*0.3, cx-s*0.22, cy+s*0.3)
		q.Fill(rust)
		q.Line(cx-s*0.22, cy-s*0.05, cx+s*0.22, cy-s*0.05)
		q.Stroke(1.5, ink)
	default:
		house(q, cx, cy, s*0.8, grey, ochre, ink)
	}
}

// house is a gabled house: walls, a roof and a dark door.
func house(q *Pen, cx, cy, s float32, wall, roof, ink color.Color) {
	q.Poly(cx-s*0.55, cy+s*0.5, cx-s*0.55, cy-s*0.1, cx+s*0.55, cy-s*0.1, cx+s*0.55, cy+s*0.5)
	q.Fill(wall)
	q.Poly(cx-s*0.7, cy-s*0.05, cx, cy-s*0.65, cx+s*0.7, cy-s*0.05)
	q.Fill(roof)
	q.Poly(cx-s*0.12, cy+s*0.5, cx-s*0.12, cy+s*0.15, cx+s*0.12, cy+s*0.15, cx+s*0.12, cy+s*0.5)
	q.Fill(ink)
	q.Poly(cx-s*0.55, cy+s*0.5, cx-s*0.55, cy-s*0.1, cx+s*0.55, cy-s*0.1, cx+s*0.55, cy+s*0.5)
	q.Stroke(1, ink)
}

// wheel is a mill or saw wheel with spokes.
func wheel(q *Pen, cx, cy, r float32, clr color.Color) {
	q.Circle(cx, cy, r)
	q.Stroke(2.5, clr)
	q.Line(cx-r, cy, cx+r, cy)
	q.Line(cx, cy-r, cx, cy+r)
	q.Line(cx-r*0.7, cy-r*0.7, cx+r*0.7, cy+r*0.7)
	q.Line(cx-r*0.7, cy+r*0.7, cx+r*0.7, cy-r*0.7)
	q.Stroke(1.5, clr)
}
