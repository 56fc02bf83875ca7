package sprites

import (
	"image"
	"image/color"
	"math"
	"slices"
)

// Panels are painted on the CPU, like the title art (cpu_shape.go): every
// screen's first frame draws panels, the title's among them, and drawn
// with anti-aliased paths and triangles they made a browser without a GPU
// compile three more shader programs and rasterise some 30,000 triangles
// before the title answered its first key (issue 27). Painted here, a
// panel is one upload, cached by size and style as before.

// panelReach is how far in from a panel's left and right sides its
// corners, shadow and glow may vary across a column (the shadow's corner
// reaches PanelRadius+1 pixels in; the rest is to spare): every column
// between is the same from top to bottom, as the panel's gradients run
// downwards.
const panelReach = PanelRadius + PanelShadow

// newPanelPixels paints, in a new image of the given size, the panel
// filling r (with room around it for the shadow or glow when outside is
// set). A wide panel is painted only 2·panelReach+1 pixels wide and its
// middle column stretched across: rasterising the shadow's and glow's
// layers over a wide panel's whole area was most of the title's first
// frame in a browser (issue 27), and the columns it skips are alike.
func newPanelPixels(size image.Point, r image.Rectangle, pal *Palette, style PanelStyle, outside bool) *image.RGBA {
	dst := image.NewRGBA(image.Rectangle{Max: size})
	const narrow = 2*panelReach + 1
	if r.Dx() <= narrow+1 {
		paintPanel(dst, r, pal, style, outside)
		return dst
	}
	left, right := r.Min.X, size.X-r.Max.X // the margins beside the panel
	tmp := image.NewRGBA(image.Rect(0, 0, left+narrow+right, size.Y))
	paintPanel(tmp, image.Rect(left, r.Min.Y, left+narrow, r.Max.Y), pal, style, outside)
	head := 4 * (left + panelReach)  // bytes of a row copied as they are on the left
	tail := 4 * (right + panelReach) // and on the right
	for y := range size.Y {
		src := tmp.Pix[tmp.PixOffset(0, y):][:4*tmp.Rect.Dx()]
		row := dst.Pix[dst.PixOffset(0, y):][:4*size.X]
		copy(row[:head], src[:head])
		copy(row[len(row)-tail:], src[len(src)-tail:])
		mid := src[head : head+4]
		for i := head; i < len(row)-tail; i += 4 {
			copy(row[i:i+4], mid)
		}
	}
	return dst
}

// paintPanel paints the panel filling r into dst: its drop shadow (or
// focus glow) outside r when outside is set, the vertical-gradient fill,
// the bronze edge catching the light at the top, and the inner highlight.
func paintPanel(dst *image.RGBA, r image.Rectangle, pal *Palette, style PanelStyle, outside bool) {
	if r.Dx() <= 0 || r.Dy() <= 0 {
		return
	}
	l := lookFor(pal, style)
	x, y := float32(r.Min.X), float32(r.Min.Y)
	w, h := float32(r.Dx()), float32(r.Dy())
	const rad = float32(PanelRadius)
	all := dst.Rect

	if outside && l.shadow > 0 {
		// Stacked, growing translucent shapes read as a blurred shadow.
		for i := 6; i >= 1; i-- {
			g := float32(i)
			a := l.shadow * 0.09 * float64(7-i) / 6
			var s shape
			s.roundRect(x-g+1, y-g+4, w+2*g-2, h+2*g-2, rad+g, false)
			s.fill(dst, WithAlpha(black, a), all)
		}
	}
	if outside && l.glow {
		focus := pal.C(ColFocus)
		for i, a := range [...]float64{0.10, 0.18, 0.30} {
			// A stroke g wide centred on the outline g/2 outside r.
			g := float32(6 - 2*i)
			var s shape
			s.roundRect(x-g, y-g, w+2*g, h+2*g, rad+g, false)
			s.roundRect(x, y, w, h, rad, true)
			s.fill(dst, WithAlpha(focus, a), all)
		}
	}

	const e = float32(PanelEdge)
	var fill shape
	fill.roundRect(x+e, y+e, w-2*e, h-2*e, rad-e, false)
	fillGradedSharp(dst, &fill, float64(y), float64(y+h), l.fillTop, l.fillBottom, all)

	var edge shape
	edge.roundRect(x, y, w, h, rad, false)
	edge.roundRect(x+e, y+e, w-2*e, h-2*e, rad-e, true)
	fillGraded(dst, &edge, float64(y), float64(y+h), l.edgeTop, l.edgeBottom, all)

	if w > 2*e+2 && h > 2*e+2 {
		var hi shape
		hi.roundRect(x+e, y+e, w-2*e, h-2*e, rad-e, false)
		hi.roundRect(x+e+1, y+e+1, w-2*e-2, h-2*e-2, rad-e-1, true)
		fillGraded(dst, &hi, float64(y), float64(y+h*0.6), l.hiTop, l.hiBottom, all)
	}
}

// roundRect adds the outline of a rounded rectangle, clockwise, or
// anticlockwise (counter) to cut it out of a clockwise outline around it.
// The radius is clamped to half the shorter side, as the path version
// does; the corners are polygons within a hundredth of a pixel of true
// quarter circles.
func (s *shape) roundRect(x, y, w, h, r float32, counter bool) {
	if w <= 0 || h <= 0 {
		return
	}
	r = max(0, min(r, w/2, h/2))
	seg := max(2, arcSegments(float64(r), math.Pi/2))
	pts := roundRectPoints(nil, x, y, w, h, r, seg)
	if counter {
		slices.Reverse(pts)
	}
	s.MoveTo(pts[0].x, pts[0].y)
	for _, p := range pts[1:] {
		s.LineTo(p.x, p.y)
	}
	s.Close()
}

// fillGradedSharp is fillGraded without anti-aliasing: a pixel is painted
// wholly when the shape covers at least half of it, as the GPU fills the
// pixels whose centres lie inside (the panel's fill, whose edge the
// bronze ring then covers smoothly).
func fillGradedSharp(dst *image.RGBA, s *shape, y0, y1 float64, top, bottom color.RGBA, clip image.Rectangle) {
	paintGraded(dst, s, y0, y1, top, bottom, clip, true)
}
