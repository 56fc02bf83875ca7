package sprites

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
)

// HexTile is what one hex of a Forest map shows: the terrain beneath (kept
// under any Enemy structure, RULES.md T17), who holds it, what the Enemy
// built there and whether it is the Forest's Primary Feature. It is plain
// data so the art needs no rules package.
type HexTile struct {
	Terrain   string
	Enemy     bool
	Structure string
	Primary   bool
	Seed      uint64 // varies the scatter of glyphs from hex to hex
}

// hexPoints are the six corners of a pointy-top hex of radius r at (cx, cy).
func hexPoints(cx, cy, r float32) [12]float32 {
	var out [12]float32
	for i := range 6 {
		a := math.Pi/180*float64(60*i) - math.Pi/6
		out[2*i] = cx + r*float32(math.Cos(a))
		out[2*i+1] = cy + r*float32(math.Sin(a))
	}
	return out
}

// DrawHexTile paints one map hex: the terrain's ground colour and its glyph
// pattern (so terrain reads by shape as well as colour), then, for an Enemy
// hex, a grey-ochre wash with the structure on top. The Primary Feature
// gets a gold ring and a star, whoever holds it.
func DrawHexTile(dst *ebiten.Image, cx, cy, r float32, t HexTile, pal *Palette) {
	q := &Pen{Dst: dst}
	h := hexPoints(cx, cy, r)
	q.Poly(h[:]...)
	q.Fill(terrainGround(t.Terrain, pal))
	drawTerrain(q, cx, cy, r, t, pal)
	if t.Enemy {
		q.Poly(h[:]...)
		q.Fill(WithAlpha(Mix(pal.C(ColCivGrey), pal.C(ColCivOchre), 0.25), 0.62))
		// Field furrows mark every Enemy hex: a pattern besides the colour.
		for i := -3; i <= 3; i++ {
			y := cy + float32(i)*r*0.22
			w := r * 0.8 * float32(math.Sqrt(max(0, 1-float64(i*i)/12)))
			q.Line(cx-w, y+r*0.08, cx+w, y-r*0.08)
			q.Stroke(1, WithAlpha(pal.C(ColCivRust), 0.28))
		}
		drawStructure(q, cx, cy, r, t.Structure, pal)
	}
	if t.Primary {
		in := hexPoints(cx, cy, r*0.86)
		q.Poly(in[:]...)
		q.Stroke(3, pal.C(ColAccent))
		drawStar(q, cx+r*0.5, cy-r*0.5, r*0.2, pal.C(ColPanelHighlight), pal.C(ColTextInverse))
	}
	q.Poly(h[:]...)
	q.Stroke(1, WithAlpha(pal.C(ColBackground), 0.55))
}

func drawStar(q *Pen, cx, cy, r float32, fg, ink color.Color) {
	var pts []float32
	for i := range 10 {
		rr := r
		if i%2 == 1 {
			rr = r * 0.45
		}
		a := -math.Pi/2 + float64(i)*math.Pi/5
		pts = append(pts, cx+rr*float32(math.Cos(a)), cy+rr*float32(math.Sin(a)))
	}
	q.Poly(pts...)
	q.Stroke(2.5, ink)
	q.Poly(pts...)
	q.Fill(fg)
}

// DrawBorder strokes one shared edge between Forest and Enemy land: a dark
// under-stroke and a bright rust line on top, so the front reads at a
// glance in both palettes.
func DrawBorder(dst *ebiten.Image, x0, y0, x1, y1 float32, pal *Palette) {
	q := &Pen{Dst: dst}
	q.Line(x0, y0, x1, y1)
	q.Stroke(6, WithAlpha(pal.C(ColChaosBlack), 0.8))
	q.Line(x0, y0, x1, y1)
	q.Stroke(3, pal.C(ColCivRust))
	q.Line(x0, y0, x1, y1)
	q.Stroke(1, WithAlpha(pal.C(ColWarn), 0.8))
}
