package sprites

import (
	"image/color"
	"math"
	"math/rand/v2"

	"github.com/hajimehoshi/ebiten/v2"
)

// Battlefield terrain kinds as the art knows them (Mass Combat §5.02):
// plain ints so the art needs no rules package.
const (
	FieldOpen = iota
	FieldClosed
	FieldImpassable
)

// FieldCell is one hex of a Mass Combat battlefield as drawn: its centre on
// the field image, terrain, elevation and a seed that varies its glyphs.
type FieldCell struct {
	X, Y    float32
	Terrain int
	Height  int
	Seed    uint64
}

// FieldEdge is one barrier drawn on a hex edge, from (X0,Y0) to (X1,Y1).
// A one-way barrier gets teeth pointing towards (TX,TY), the side it stops
// crossings into.
type FieldEdge struct {
	X0, Y0, X1, Y1 float32
	Hard, OneWay   bool
	TX, TY         float32
}

// FieldGround is the base colour of a battlefield hex: meadow for open,
// deep wood for closed, grey rock for impassable, lighter with height so
// elevation reads even before the contour marks.
func FieldGround(pal *Palette, terrain, height int) color.RGBA {
	var c color.RGBA
	switch terrain {
	case FieldClosed:
		c = Mix(pal.C(ColForestDeep), pal.C(ColForest), 0.55)
	case FieldImpassable:
		c = Mix(pal.C(ColCivGrey), pal.C(ColBackground), 0.45)
	default:
		c = Mix(pal.C(ColForestLight), pal.C(ColCivOchre), 0.35)
		c = Mix(c, pal.C(ColBackground), 0.35)
	}
	return Mix(c, pal.C(ColPanelHighlight), math.Min(0.36, 0.12*float64(height)))
}

// RenderBattlefield paints a whole battlefield once into an image of w×h
// (screens cache it per zoom level and draw only tokens and overlays on
// top): each hex's ground with its pattern (grass for open, trees for
// closed, hatched rock for impassable, so terrain reads by shape as well as
// colour), contour ticks for elevation, then the barriers.
func RenderBattlefield(pal *Palette, w, h int, r float32, cells []FieldCell, edges []FieldEdge) *ebiten.Image {
	img := ebiten.NewImage(w, h)
	q := &Pen{Dst: img}
	for _, c := range cells {
		drawFieldHex(q, c, r, pal)
	}
	for _, e := range edges {
		DrawBarrier(img, e, r, pal)
	}
	return img
}

// drawFieldGlyphs scatters one hex's terrain pattern and elevation marks.
func drawFieldGlyphs(q *Pen, c FieldCell, r float32, pal *Palette) {
	rng := rand.New(rand.NewPCG(c.Seed, 0xba771e))
	jit := func(s float32) float32 { return (rng.Float32()*2 - 1) * s }
	switch c.Terrain {
	case FieldClosed:
		deep := Mix(pal.C(ColForestDeep), pal.C(ColBackground), 0.4)
		light := pal.C(ColForestLight)
		for i := range 3 {
			a := float64(i)*2.1 + float64(jit(0.4))
			x := c.X + r*0.38*float32(math.Cos(a))
			y := c.Y + r*0.32*float32(math.Sin(a))
			q.Line(x, y+r*0.12, x, y+r*0.32)
			q.Stroke(max(1, r*0.07), deep)
			q.Circle(x, y, r*0.22)
			q.Fill(deep)
			q.Circle(x-r*0.05, y-r*0.05, r*0.15)
			q.Fill(WithAlpha(light, 0.55))
		}
	case FieldImpassable:
		ink := WithAlpha(pal.C(ColBackground), 0.6)
		for i := -2; i <= 2; i++ {
			d := float32(i) * r * 0.3
			q.Line(c.X+d-r*0.35, c.Y+r*0.45, c.X+d+r*0.35, c.Y-r*0.45)
			q.Stroke(max(1, r*0.06), ink)
		}
		q.Poly(c.X-r*0.3, c.Y+r*0.2, c.X, c.Y-r*0.35, c.X+r*0.3, c.Y+r*0.2)
		q.Fill(WithAlpha(pal.C(ColCivGrey), 0.9))
	default:
		grassC := WithAlpha(Mix(pal.C(ColForestLight), pal.C(ColPanelHighlight), 0.3), 0.5)
		for range 3 {
			x, y := c.X+jit(r*0.5), c.Y+jit(r*0.45)
			s := r * 0.14
			q.Line(x-s, y, x-s*0.3, y-s*1.3, x, y, x+s*0.4, y-s*1.2, x+s, y)
			q.Stroke(max(1, r*0.05), grassC)
		}
	}
	// Elevation: one contour tick per level along the hex's upper edges.
	for lv := 1; lv <= c.Height && lv <= 3; lv++ {
		in := hexPoints(c.X, c.Y, r*(1-0.13*float32(lv)))
		q.Line(in[8], in[9], in[10], in[11], in[0], in[1])
		q.Line(in[6], in[7], in[8], in[9])
		q.Stroke(max(1, r*0.06), WithAlpha(pal.C(ColEarth), 0.85))
	}
}

// DrawBarrier strokes one barrier on a hex edge: a hard barrier as a thick
// stone wall (dark under-stroke, grey blocks), a soft one as a dashed
// brown hedge; a one-way barrier adds teeth on the side it stops.
func DrawBarrier(dst *ebiten.Image, e FieldEdge, r float32, pal *Palette) {
	q := &Pen{Dst: dst}
	w := max(2, r*0.18)
	if e.Hard {
		q.Line(e.X0, e.Y0, e.X1, e.Y1)
		q.Stroke(w+2, pal.C(ColBackground))
		q.Line(e.X0, e.Y0, e.X1, e.Y1)
		q.Stroke(w, pal.C(ColCivGrey))
	} else {
		q.Line(e.X0, e.Y0, e.X1, e.Y1)
		q.Stroke(w*0.7+2, WithAlpha(pal.C(ColBackground), 0.8))
		for i := 0; i < 4; i++ {
			t0, t1 := float32(i)/4+0.03, float32(i+1)/4-0.03
			q.Line(e.X0+(e.X1-e.X0)*t0, e.Y0+(e.Y1-e.Y0)*t0, e.X0+(e.X1-e.X0)*t1, e.Y0+(e.Y1-e.Y0)*t1)
			q.Stroke(w*0.7, pal.C(ColEarthLight))
		}
	}
	if e.OneWay {
		mx, my := (e.X0+e.X1)/2, (e.Y0+e.Y1)/2
		dx, dy := e.TX-mx, e.TY-my
		n := float32(math.Hypot(float64(dx), float64(dy)))
		if n > 0 {
			dx, dy = dx/n*r*0.22, dy/n*r*0.22
			for _, t := range []float32{0.3, 0.7} {
				x, y := e.X0+(e.X1-e.X0)*t, e.Y0+(e.Y1-e.Y0)*t
				q.Poly(x-dy*0.5, y+dx*0.5, x+dx, y+dy, x+dy*0.5, y-dx*0.5)
				q.Fill(pal.C(ColEarthLight))
			}
		}
	}
}

// DrawFieldHex paints one battlefield hex as RenderBattlefield does, for
// legends and swatches.
func DrawFieldHex(dst *ebiten.Image, c FieldCell, r float32, pal *Palette) {
	drawFieldHex(&Pen{Dst: dst}, c, r, pal)
}

// drawFieldHex draws one cell with the pen: its ground, its glyphs and the
// thin line between cells.
func drawFieldHex(q *Pen, c FieldCell, r float32, pal *Palette) {
	pts := hexPoints(c.X, c.Y, r)
	q.Poly(pts[:]...)
	q.Fill(FieldGround(pal, c.Terrain, c.Height))
	drawFieldGlyphs(q, c, r, pal)
	q.Poly(pts[:]...)
	q.Stroke(1, WithAlpha(pal.C(ColBackground), 0.45))
}
