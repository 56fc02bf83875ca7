package sprites

import (
	"image"
	"image/color"
	"image/draw"
	"math"
	"sync"

	"golang.org/x/image/vector"
)

// The title art and the menu backdrop are painted on the CPU into plain
// RGBA pixels and uploaded once a layer is finished. Under a software
// WebGL (SwiftShader: a browser on a machine without a usable GPU)
// Ebitengine's anti-aliased vector paths, each a few stencil passes
// through shaders compiled on first use, held the title for seconds before
// it answered a key (issue 27); painted here, the GPU only ever draws
// whole images. golang.org/x/image/vector computes each pixel's exact
// coverage, with the non-zero rule Ebitengine's FillPath uses.

// shape is a set of closed outlines recorded for the CPU rasteriser. Its
// methods are named as vector.Path's, so the tree, dragon and glyph
// builders read the same; a shape is replayed once per band of rows it is
// filled in.
type shape struct {
	ops    []shapeOp
	bounds [4]float32 // min x, min y, max x, max y of every point
}

// shapeOp is one path command: move, line, quadratic curve or close.
type shapeOp struct {
	kind           uint8
	x0, y0, x1, y1 float32 // the end point is (x0, y0), or (x1, y1) for a curve
}

const (
	opMove uint8 = iota
	opLine
	opQuad
	opClose
)

func (s *shape) grow(x, y float32) {
	if len(s.ops) == 0 {
		s.bounds = [4]float32{x, y, x, y}
		return
	}
	s.bounds = [4]float32{min(s.bounds[0], x), min(s.bounds[1], y), max(s.bounds[2], x), max(s.bounds[3], y)}
}

// MoveTo starts a new outline at (x, y).
func (s *shape) MoveTo(x, y float32) {
	s.grow(x, y)
	s.ops = append(s.ops, shapeOp{kind: opMove, x0: x, y0: y})
}

// LineTo adds a straight edge to (x, y).
func (s *shape) LineTo(x, y float32) {
	s.grow(x, y)
	s.ops = append(s.ops, shapeOp{kind: opLine, x0: x, y0: y})
}

// QuadTo adds a quadratic curve through the control point (cx, cy) to
// (x, y).
func (s *shape) QuadTo(cx, cy, x, y float32) {
	s.grow(cx, cy)
	s.grow(x, y)
	s.ops = append(s.ops, shapeOp{kind: opQuad, x0: cx, y0: cy, x1: x, y1: y})
}

// Close closes the current outline.
func (s *shape) Close() { s.ops = append(s.ops, shapeOp{kind: opClose}) }

// circle adds a clockwise circle, as a polygon fine enough that its edge
// is within a hundredth of a pixel of the true circle's.
func (s *shape) circle(cx, cy, r float64) {
	n := max(12, min(160, arcSegments(r, 2*math.Pi)))
	s.MoveTo(float32(cx+r), float32(cy))
	for i := 1; i < n; i++ {
		a := 2 * math.Pi * float64(i) / float64(n)
		s.LineTo(float32(cx+r*math.Cos(a)), float32(cy+r*math.Sin(a)))
	}
	s.Close()
}

// arcSegments is how many straight segments an arc of radius r sweeping
// the angle sweep needs to stay within a hundredth of a pixel of the true
// curve.
func arcSegments(r, sweep float64) int {
	return int(math.Ceil(sweep / (2 * math.Acos(max(0, 1-0.01/r)))))
}

// counterCircle adds an anticlockwise circle, which cuts a hole where it
// lies inside a clockwise outline of the same shape (a ring).
func (s *shape) counterCircle(cx, cy, r float64) {
	start := len(s.ops)
	s.circle(cx, cy, r)
	pts := s.ops[start : len(s.ops)-1]
	for i, j := 1, len(pts)-1; i < j; i, j = i+1, j-1 {
		pts[i], pts[j] = pts[j], pts[i]
	}
}

// transform scales every point by k about the origin and then moves it by
// (dx, dy): a shape built at one size, rendered at another.
func (s *shape) transform(k, dx, dy float32) {
	for i := range s.ops {
		o := &s.ops[i]
		o.x0, o.y0, o.x1, o.y1 = o.x0*k+dx, o.y0*k+dy, o.x1*k+dx, o.y1*k+dy
	}
	s.bounds = [4]float32{s.bounds[0]*k + dx, s.bounds[1]*k + dy, s.bounds[2]*k + dx, s.bounds[3]*k + dy}
}

// rect is the pixel rectangle the shape may touch.
func (s *shape) rect() image.Rectangle {
	return image.Rect(int(math.Floor(float64(s.bounds[0]))), int(math.Floor(float64(s.bounds[1]))),
		int(math.Ceil(float64(s.bounds[2])))+1, int(math.Ceil(float64(s.bounds[3])))+1)
}

// rasterizers are reused between fills: a band's coverage buffer is the
// largest allocation of a fill.
var rasterizers = sync.Pool{New: func() any { return &vector.Rasterizer{} }}

// replay adds the shape, moved by -at, to z.
func (s *shape) replay(z *vector.Rasterizer, at image.Point) {
	ox, oy := float32(at.X), float32(at.Y)
	for _, o := range s.ops {
		switch o.kind {
		case opMove:
			z.ClosePath() // a fill closes every outline, as FillPath does
			z.MoveTo(o.x0-ox, o.y0-oy)
		case opLine:
			z.LineTo(o.x0-ox, o.y0-oy)
		case opQuad:
			z.QuadTo(o.x0-ox, o.y0-oy, o.x1-ox, o.y1-oy)
		case opClose:
			z.ClosePath()
		}
	}
	z.ClosePath()
}

// fill paints the shape in clr (premultiplied, as color.RGBA is) over dst,
// within clip: a band of rows, so that a large shape can be filled a few
// milliseconds at a time. It is a gradient from clr to clr (paintGraded).
func (s *shape) fill(dst *image.RGBA, clr color.RGBA, clip image.Rectangle) {
	paintGraded(dst, s, 0, 1, clr, clr, clip, false)
}

// coverageMask is the shape's coverage (0 to 255) within r, gathered into
// a mask from the pool (give it back with masks.Put): the fills colour it
// pixel by pixel, and the many pixels it misses or covers wholly then cost
// next to nothing.
func (s *shape) coverageMask(r image.Rectangle) *image.Alpha {
	mask := masks.Get().(*image.Alpha)
	if n := r.Dx() * r.Dy(); cap(mask.Pix) < n {
		mask.Pix = make([]uint8, n)
	}
	mask.Pix, mask.Stride, mask.Rect = mask.Pix[:r.Dx()*r.Dy()], r.Dx(), r
	s.coverage(mask, r)
	return mask
}

// masks are coverage masks reused between fills.
var masks = sync.Pool{New: func() any { return &image.Alpha{} }}

// scaled is c at coverage m (0 to 255).
func scaled(c color.RGBA, m uint32) color.RGBA {
	return color.RGBA{uint8(mul(uint32(c.R), m)), uint8(mul(uint32(c.G), m)), uint8(mul(uint32(c.B), m)), uint8(mul(uint32(c.A), m))}
}

// coverage writes the shape's coverage (0 to 255) into mask, within clip,
// replacing what was there: a mask that is then coloured pixel by pixel.
func (s *shape) coverage(mask *image.Alpha, clip image.Rectangle) {
	r := s.rect().Intersect(clip).Intersect(mask.Rect)
	if r.Empty() || len(s.ops) == 0 {
		return
	}
	z := rasterizers.Get().(*vector.Rasterizer)
	defer rasterizers.Put(z)
	z.Reset(r.Dx(), r.Dy())
	z.DrawOp = draw.Src
	s.replay(z, r.Min)
	z.Draw(mask, r, image.Opaque, image.Point{})
}

// rowBands splits the rows of r into bands of at most n rows, the unit in
// which a large fill is spread over frames.
func rowBands(r image.Rectangle, n int) []image.Rectangle {
	var bands []image.Rectangle
	for y := r.Min.Y; y < r.Max.Y; y += n {
		bands = append(bands, image.Rect(r.Min.X, y, r.Max.X, min(y+n, r.Max.Y)))
	}
	return bands
}
