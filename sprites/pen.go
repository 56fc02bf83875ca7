package sprites

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"
)

// Pen draws filled and stroked vector shapes in one colour at a time into
// Dst: build a shape on Path (or with Poly, Line, Circle), then Fill or
// Stroke it, which also clears the path for the next. The hex-map glyphs
// and Forsaken Forest's art (scenes/forsakenui/forsakenart) are made of it.
// Like the vector paths beneath it, it is for art painted once and kept,
// never for a shape drawn every frame.
type Pen struct {
	Dst  *ebiten.Image
	Path vector.Path
}

// Fill fills the path in clr, anti-aliased, and clears it.
func (q *Pen) Fill(clr color.Color) {
	op := &vector.DrawPathOptions{AntiAlias: true}
	op.ColorScale.ScaleWithColor(clr)
	vector.FillPath(q.Dst, &q.Path, nil, op)
	q.Path.Reset()
}

// Stroke strokes the path w wide in clr, with round caps and joins, and
// clears it.
func (q *Pen) Stroke(w float32, clr color.Color) {
	op := &vector.DrawPathOptions{AntiAlias: true}
	op.ColorScale.ScaleWithColor(clr)
	vector.StrokePath(q.Dst, &q.Path, &vector.StrokeOptions{Width: w, LineCap: vector.LineCapRound, LineJoin: vector.LineJoinRound}, op)
	q.Path.Reset()
}

// Poly adds a closed polygon through the points x0, y0, x1, y1, ...
func (q *Pen) Poly(pts ...float32) {
	q.Path.MoveTo(pts[0], pts[1])
	for i := 2; i+1 < len(pts); i += 2 {
		q.Path.LineTo(pts[i], pts[i+1])
	}
	q.Path.Close()
}

// Line adds an open line through the points x0, y0, x1, y1, ...
func (q *Pen) Line(pts ...float32) {
	q.Path.MoveTo(pts[0], pts[1])
	for i := 2; i+1 < len(pts); i += 2 {
		q.Path.LineTo(pts[i], pts[i+1])
	}
}

// Circle adds a closed circle of radius r around (cx, cy).
func (q *Pen) Circle(cx, cy, r float32) {
	q.Path.Arc(cx, cy, r, 0, 2*math.Pi, vector.Clockwise)
	q.Path.Close()
}
