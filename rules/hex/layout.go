package hex

import (
	"fmt"
	"math"
)

// Orientation is which way the hexes point on screen. The game draws
// pointy-top; flat-top is here so tools and other modes can use the same
// geometry.
type Orientation uint8

// The two orientations. In both, corner i of a hex is at 60°·i (less 30°
// for pointy-top) measured clockwise from the +x axis on a y-down screen.
const (
	PointyTop Orientation = iota // rows of hexes, a corner at the top
	FlatTop                      // columns of hexes, an edge at the top
)

// String names the orientation for logs.
func (o Orientation) String() string {
	switch o {
	case PointyTop:
		return "pointy-top"
	case FlatTop:
		return "flat-top"
	}
	return fmt.Sprintf("Orientation(%d)", uint8(o))
}

// matrix holds an orientation's hex-to-pixel matrix f (for unit size) and
// its inverse b, as the guide defines them.
type matrix struct {
	f0, f1, f2, f3 float64
	b0, b1, b2, b3 float64
	start          float64 // angle of corner 0 in sixths of a turn
}

var sqrt3 = math.Sqrt(3)

var matrices = [2]matrix{
	PointyTop: {sqrt3, sqrt3 / 2, 0, 1.5, sqrt3 / 3, -1.0 / 3, 0, 2.0 / 3, -0.5},
	FlatTop:   {1.5, 0, sqrt3 / 2, sqrt3, 2.0 / 3, 0, -1.0 / 3, sqrt3 / 3, 0},
}

func (o Orientation) matrix() *matrix {
	if o > FlatTop {
		panic(fmt.Sprintf("hex: invalid orientation %d", uint8(o)))
	}
	return &matrices[o]
}

// Point is a position in screen space, in pixels, y growing downwards.
type Point struct {
	X, Y float64
}

// Layout places hexes on screen. Size is the distance from a hex's centre to
// its corners (X and Y may differ to squash the grid), Origin is the pixel
// centre of hex (0,0). It is the only part of the package using floating
// point: it decides what is drawn and which hex a click lands in, never a
// rules outcome.
type Layout struct {
	Orientation Orientation
	Size        Point
	Origin      Point
}

// HexToPixel is the screen centre of h.
func (l Layout) HexToPixel(h Axial) Point {
	m := l.Orientation.matrix()
	q, r := float64(h.Q), float64(h.R)
	return Point{
		X: (m.f0*q+m.f1*r)*l.Size.X + l.Origin.X,
		Y: (m.f2*q+m.f3*r)*l.Size.Y + l.Origin.Y,
	}
}

// FracHex is a position in axial coordinates that need not be a hex centre,
// the intermediate form of PixelToHex.
type FracHex struct {
	Q, R float64
}

// PixelToFrac is the fractional axial position of a screen point, for
// callers that need to know where inside a hex a point fell.
func (l Layout) PixelToFrac(p Point) FracHex {
	m := l.Orientation.matrix()
	x := (p.X - l.Origin.X) / l.Size.X
	y := (p.Y - l.Origin.Y) / l.Size.Y
	return FracHex{Q: m.b0*x + m.b1*y, R: m.b2*x + m.b3*y}
}

// PixelToHex is the hex containing a screen point, as for a mouse click.
func (l Layout) PixelToHex(p Point) Axial { return l.PixelToFrac(p).Round() }

// Round is the hex containing f: each cube coordinate is rounded and the one
// that moved most is recomputed from the other two, keeping Q+R+S = 0.
func (f FracHex) Round() Axial {
	s := -f.Q - f.R
	q, r, rs := math.Round(f.Q), math.Round(f.R), math.Round(s)
	dq, dr, ds := math.Abs(q-f.Q), math.Abs(r-f.R), math.Abs(rs-s)
	switch {
	case dq > dr && dq > ds:
		q = -r - rs
	case dr > ds:
		r = -q - rs
	}
	return Axial{int(q), int(r)}
}

// Corner is the screen position of corner i (0..5) of h; see Orientation
// for the numbering.
func (l Layout) Corner(h Axial, i int) Point {
	m := l.Orientation.matrix()
	c := l.HexToPixel(h)
	angle := 2 * math.Pi * (m.start + float64(i)) / 6
	return Point{c.X + l.Size.X*math.Cos(angle), c.Y + l.Size.Y*math.Sin(angle)}
}

// Corners are the six corners of h in order, the polygon to draw.
func (l Layout) Corners(h Axial) [6]Point {
	var c [6]Point
	for i := range c {
		c[i] = l.Corner(h, i)
	}
	return c
}

// EdgeEnds are the two corners bounding edge e, for drawing walls and
// rivers on hex sides. The edge facing direction d of a hex runs between
// its corners -d and 1-d (mod 6) in both orientations.
func (l Layout) EdgeEnds(e Edge) (Point, Point) {
	d := int(e.Dir)
	return l.Corner(e.Hex, mod(-d, 6)), l.Corner(e.Hex, mod(1-d, 6))
}
