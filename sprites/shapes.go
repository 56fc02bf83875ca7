package sprites

import (
	"image"
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
)

// whitePixel is the 1×1 white source for vertex-coloured triangles. It is
// written once at package initialisation (as ebiten's own vector package
// does) and never changed afterwards.
var whitePixel = func() *ebiten.Image {
	img := ebiten.NewImage(3, 3)
	img.Fill(color.White)
	return img.SubImage(image.Rect(1, 1, 2, 2)).(*ebiten.Image)
}()

type pt struct{ x, y float32 }

// cornerSegments is how many segments a corner of radius r needs to look
// round at 1×.
func cornerSegments(r float32) int {
	return max(3, min(int(math.Ceil(float64(r)/1.5)), 16))
}

// roundRectPoints returns the outline of a rounded rectangle, clockwise from
// the top-left corner, with enough corner segments to look smooth at 1×.
// seg is the number of segments per corner; rings pass the same seg for
// both outlines so their points pair up.
func roundRectPoints(buf []pt, x, y, w, h, r float32, seg int) []pt {
	buf = buf[:0]
	r = max(0, min(r, w/2, h/2))
	corners := [4]struct {
		cx, cy float32
		a0     float64
	}{
		{x + r, y + r, math.Pi},
		{x + w - r, y + r, 1.5 * math.Pi},
		{x + w - r, y + h - r, 0},
		{x + r, y + h - r, 0.5 * math.Pi},
	}
	for _, c := range corners {
		for i := 0; i <= seg; i++ {
			a := c.a0 + float64(i)/float64(seg)*math.Pi/2
			buf = append(buf, pt{c.cx + r*float32(math.Cos(a)), c.cy + r*float32(math.Sin(a))})
		}
	}
	return buf
}

func vertexAt(p pt, c color.RGBA) ebiten.Vertex {
	a := float32(c.A) / 255
	var r, g, b float32
	if c.A > 0 {
		// color.RGBA is premultiplied; vertices here use straight alpha.
		r, g, b = float32(c.R)/255/a, float32(c.G)/255/a, float32(c.B)/255/a
	}
	// The source point is the centre of whitePixel's one texel (a sub-image
	// keeps its parent's coordinates): sampling a texel's corner let some
	// GPUs (Chromium's SwiftShader) blend in the transparent neighbour along
	// triangle edges, which showed as seams across every shape.
	return ebiten.Vertex{DstX: p.x, DstY: p.y, SrcX: 1.5, SrcY: 1.5, ColorR: r, ColorG: g, ColorB: b, ColorA: a}
}

// gradAt linearly interpolates top→bottom colours for a point's y.
func gradAt(y, y0, y1 float32, top, bottom color.RGBA) color.RGBA {
	t := 0.0
	if y1 > y0 {
		t = float64((y - y0) / (y1 - y0))
	}
	return mixPremul(top, bottom, t)
}

// mixPremul blends two colours including alpha.
func mixPremul(a, b color.RGBA, t float64) color.RGBA {
	return Mix(a, b, t)
}

// fillConvexGradient fills a convex polygon with a vertical gradient.
func fillConvexGradient(dst *ebiten.Image, poly []pt, y0, y1 float32, top, bottom color.RGBA, aa bool) {
	if len(poly) < 3 {
		return
	}
	vs := make([]ebiten.Vertex, 0, len(poly)+1)
	is := make([]uint16, 0, len(poly)*3)
	var cx, cy float32
	for _, p := range poly {
		cx += p.x
		cy += p.y
	}
	c := pt{cx / float32(len(poly)), cy / float32(len(poly))}
	vs = append(vs, vertexAt(c, gradAt(c.y, y0, y1, top, bottom)))
	for i, p := range poly {
		vs = append(vs, vertexAt(p, gradAt(p.y, y0, y1, top, bottom)))
		j := (i+1)%len(poly) + 1
		is = append(is, 0, uint16(i+1), uint16(j))
	}
	dst.DrawTriangles(vs, is, whitePixel, &ebiten.DrawTrianglesOptions{AntiAlias: aa})
}

// FillRoundRectGradient fills a rounded rectangle, anti-aliased, with a
// vertical gradient from top (at y0) to bottom (at y1): a carved frame. It
// draws through triangles, for art painted once and kept.
func FillRoundRectGradient(dst *ebiten.Image, x, y, w, h, r, y0, y1 float32, top, bottom color.RGBA) {
	fillConvexGradient(dst, roundRectPoints(nil, x, y, w, h, r, cornerSegments(r)), y0, y1, top, bottom, true)
}

// GradientQuad is a rectangle shaded from Top at its top edge to Bottom
// at its bottom edge.
type GradientQuad struct {
	X, Y, W, H  float32
	Top, Bottom color.RGBA
}

// FillGradientQuads fills each rectangle with its own vertical gradient,
// all in one draw and without anti-aliasing: a board's tiles, a shade each.
func FillGradientQuads(dst *ebiten.Image, quads []GradientQuad) {
	vs := make([]ebiten.Vertex, 0, 4*len(quads))
	is := make([]uint16, 0, 6*len(quads))
	for _, q := range quads {
		n := uint16(len(vs))
		vs = append(vs, vertexAt(pt{q.X, q.Y}, q.Top), vertexAt(pt{q.X + q.W, q.Y}, q.Top), vertexAt(pt{q.X + q.W, q.Y + q.H}, q.Bottom), vertexAt(pt{q.X, q.Y + q.H}, q.Bottom))
		is = append(is, n, n+1, n+2, n, n+2, n+3)
	}
	dst.DrawTriangles(vs, is, whitePixel, nil)
}

// FillGradientRect fills an axis-aligned rectangle with a vertical gradient,
// for skies, bars and fades.
func FillGradientRect(dst *ebiten.Image, x, y, w, h float32, top, bottom color.RGBA) {
	poly := []pt{{x, y}, {x + w, y}, {x + w, y + h}, {x, y + h}}
	fillConvexGradient(dst, poly, y, y+h, top, bottom, false)
}
