package sprites

import (
	"image"
	"image/color"
	"math"
	"sync"

	"github.com/hajimehoshi/ebiten/v2"
)

// The small shapes the screens draw every frame (badges, rings, hex
// highlights, route lines) are stamps: each is painted once, white, on the
// CPU and cached, and a frame only tints and draws the cached image.
// Ebitengine's vector package renders every batch of paths through one
// offscreen atlas that it clears whole before each batch, and the atlas
// keeps the largest size it was ever given (the battlefield's art grows
// it to thousands of pixels a side). Under a software WebGL each such
// clear cost tens of milliseconds: two badges in the battle's side panel
// made every redraw of the battlefield take 270 ms instead of 100
// (issue 27), and made the browser tests twice as slow (issue 24).

// stampUnit is how finely a stamp's measures are told apart: an eighth of
// a pixel, finer than anti-aliasing shows.
const stampUnit = 8

// stampKey is one white shape as painted: its kind, its measures in
// eighths of a pixel, and where it starts within its first pixel, in
// quarters (so a shape at x = 10.5 is painted half a pixel in, as the
// path drawn at 10.5 would be).
type stampKey struct {
	kind          uint8
	a, b, c, d, e int32
	fx, fy        uint8
}

const (
	stampRoundRect uint8 = iota
	stampRoundRing
	stampCircle
	stampLine
	stampHex
	stampHexRing
	stampTriangle
)

// maxStamps bounds the cache; past it the cache starts over, which only
// costs painting again the stamps on screen.
const maxStamps = 512

// imageCache holds painted images by key, bounded by maxStamps. The two
// caches below are the package's only images not owned by a palette,
// because the functions they serve take none: like Ebitengine's own vector
// atlas, they are shared by every caller and hold only images that never
// change once painted.
type imageCache[K comparable] struct {
	mu   sync.Mutex
	imgs map[K]*ebiten.Image
}

var (
	stamps imageCache[stampKey] // shapes painted on the CPU (drawStamp)
	arts   imageCache[artKey]   // icons and tokens painted once (drawArt)
)

// get returns the image for k, painting it with paint on first use. The
// lock is not held while painting: a piece of art may be drawn of stamps.
func (c *imageCache[K]) get(k K, paint func() *ebiten.Image) *ebiten.Image {
	c.mu.Lock()
	img, ok := c.imgs[k]
	c.mu.Unlock()
	if ok {
		return img
	}
	img = paint()
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.imgs == nil || len(c.imgs) >= maxStamps {
		for _, old := range c.imgs {
			old.Deallocate()
		}
		c.imgs = make(map[K]*ebiten.Image)
	}
	c.imgs[k] = img
	return img
}

// pixelStart splits a coordinate into the whole pixel it falls in and
// where in that pixel it lies, in quarters: where a cached image is drawn
// and what it was painted for.
func pixelStart(v float32) (float32, uint8) {
	whole := float32(math.Floor(float64(v)))
	return whole, uint8(math.Round(float64(v-whole) * 4))
}

// units is v in stamp units, rounded.
func units(v float32) int32 { return int32(math.Round(float64(v) * stampUnit)) }

// fromUnits is a measure in stamp units back in pixels.
func fromUnits(u int32) float32 { return float32(u) / stampUnit }

// drawStamp draws the stamp k whose shape's top-left corner is at (x, y)
// in dst, tinted clr. build adds the shape to s with its top-left corner
// at (ox, oy), from k's measures only, so equal keys paint equal stamps.
func drawStamp(dst *ebiten.Image, k stampKey, x, y float32, clr color.Color, build func(s *shape, ox, oy float32)) {
	var ix, iy float32
	ix, k.fx = pixelStart(x)
	iy, k.fy = pixelStart(y)
	img := stamps.get(k, func() *ebiten.Image {
		var s shape
		// One pixel of room on every side for the anti-aliased edge.
		build(&s, 1+float32(k.fx)/4, 1+float32(k.fy)/4)
		r := s.rect()
		pix := image.NewRGBA(image.Rect(0, 0, max(1, r.Max.X+1), max(1, r.Max.Y+1)))
		s.fill(pix, color.RGBA{255, 255, 255, 255}, pix.Rect)
		return upload(pix)
	})
	var op ebiten.DrawImageOptions
	op.GeoM.Translate(float64(ix-1), float64(iy-1))
	op.ColorScale.ScaleWithColor(clr)
	dst.DrawImage(img, &op)
}

// FillRoundRect fills an anti-aliased rounded rectangle: the basic shape of
// badges, bars and hex labels drawn by other screens.
func FillRoundRect(dst *ebiten.Image, x, y, w, h, radius float32, clr color.Color) {
	if w <= 0 || h <= 0 {
		return
	}
	k := stampKey{kind: stampRoundRect, a: units(w), b: units(h), c: units(radius)}
	drawStamp(dst, k, x, y, clr, func(s *shape, ox, oy float32) {
		s.roundRect(ox, oy, fromUnits(k.a), fromUnits(k.b), fromUnits(k.c), false)
	})
}

// StrokeRoundRect strokes an anti-aliased rounded rectangle centred on its
// outline, for selection rings and outlines: the band between the
// rectangle grown and shrunk by half the width, as a round-joined stroke
// of the path covers.
func StrokeRoundRect(dst *ebiten.Image, x, y, w, h, radius, width float32, clr color.Color) {
	if w <= 0 || h <= 0 || width <= 0 {
		return
	}
	k := stampKey{kind: stampRoundRing, a: units(w), b: units(h), c: units(radius), d: units(width)}
	hw := width / 2
	drawStamp(dst, k, x-hw, y-hw, clr, func(s *shape, ox, oy float32) {
		w, h, r, hw := fromUnits(k.a), fromUnits(k.b), fromUnits(k.c), fromUnits(k.d)/2
		r = max(0, min(r, w/2, h/2))
		s.roundRect(ox, oy, w+2*hw, h+2*hw, r+hw, false)
		if w > 2*hw && h > 2*hw {
			s.roundRect(ox+2*hw, oy+2*hw, w-2*hw, h-2*hw, max(0, r-hw), true)
		}
	})
}

// FillCircle fills an anti-aliased circle of radius r centred at (cx, cy):
// dots, pips and markers.
func FillCircle(dst *ebiten.Image, cx, cy, r float32, clr color.Color) {
	if r <= 0 {
		return
	}
	k := stampKey{kind: stampCircle, a: units(r)}
	drawStamp(dst, k, cx-r, cy-r, clr, func(s *shape, ox, oy float32) {
		r := float64(fromUnits(k.a))
		s.circle(float64(ox)+r, float64(oy)+r, r)
	})
}

// StrokeLine draws an anti-aliased line of the given width from (x0, y0)
// to (x1, y1) with round caps: routes, links and chart lines.
func StrokeLine(dst *ebiten.Image, x0, y0, x1, y1, width float32, clr color.Color) {
	if width <= 0 {
		return
	}
	hw := width / 2
	left, top := min(x0, x1)-hw, min(y0, y1)-hw
	k := stampKey{kind: stampLine, a: units(x1 - x0), b: units(y1 - y0), c: units(width)}
	// The stamp is keyed by the line's run and rise; where it starts
	// inside its box follows from their signs.
	drawStamp(dst, k, left, top, clr, func(s *shape, ox, oy float32) {
		dx, dy, hw := fromUnits(k.a), fromUnits(k.b), fromUnits(k.c)/2
		ax, ay := ox+hw-min(0, dx), oy+hw-min(0, dy)
		s.capsule(ax, ay, ax+dx, ay+dy, hw)
	})
}

// capsule adds a line from (x0, y0) to (x1, y1) of half-width hw with round
// caps: a rectangle along it and a circle at each end, all clockwise, so
// the non-zero rule fills their union.
func (s *shape) capsule(x0, y0, x1, y1, hw float32) {
	s.circle(float64(x0), float64(y0), float64(hw))
	s.circle(float64(x1), float64(y1), float64(hw))
	dx, dy := x1-x0, y1-y0
	n := float32(math.Hypot(float64(dx), float64(dy)))
	if n == 0 {
		return
	}
	nx, ny := -dy/n*hw, dx/n*hw
	quad := [4]pt{{x0 + nx, y0 + ny}, {x1 + nx, y1 + ny}, {x1 - nx, y1 - ny}, {x0 - nx, y0 - ny}}
	if cross := (quad[1].x-quad[0].x)*(quad[2].y-quad[0].y) - (quad[1].y-quad[0].y)*(quad[2].x-quad[0].x); cross < 0 {
		quad[1], quad[3] = quad[3], quad[1]
	}
	s.polygon(quad[:])
}

// polygon adds a closed outline through pts.
func (s *shape) polygon(pts []pt) {
	s.MoveTo(pts[0].x, pts[0].y)
	for _, p := range pts[1:] {
		s.LineTo(p.x, p.y)
	}
	s.Close()
}

// hexCorners are the six corners of a pointy-top hex of radius r whose
// bounding box's top-left corner is at (ox, oy), clockwise.
func hexCorners(ox, oy, r float32) [6]pt {
	h := hexPoints(ox+r*float32(math.Sqrt(3))/2, oy+r, r)
	var out [6]pt
	for i := range out {
		out[i] = pt{h[2*i], h[2*i+1]}
	}
	return out
}

// FillHex fills a pointy-top hex of radius r centred at (cx, cy): the shape
// of highlights and hover rings over a cached map.
func FillHex(dst *ebiten.Image, cx, cy, r float32, clr color.Color) {
	if r <= 0 {
		return
	}
	k := stampKey{kind: stampHex, a: units(r)}
	half := r * float32(math.Sqrt(3)) / 2
	drawStamp(dst, k, cx-half, cy-r, clr, func(s *shape, ox, oy float32) {
		c := hexCorners(ox, oy, fromUnits(k.a))
		s.polygon(c[:])
	})
}

// StrokeHex outlines a pointy-top hex of radius r centred at (cx, cy), the
// line centred on the outline with round outer corners, as a round-joined
// stroke of the hex's path.
func StrokeHex(dst *ebiten.Image, cx, cy, r, width float32, clr color.Color) {
	if r <= 0 || width <= 0 {
		return
	}
	k := stampKey{kind: stampHexRing, a: units(r), b: units(width)}
	hw := width / 2
	half := r * float32(math.Sqrt(3)) / 2
	drawStamp(dst, k, cx-half-hw, cy-r-hw, clr, func(s *shape, ox, oy float32) {
		r, hw := fromUnits(k.a), fromUnits(k.b)/2
		c := hexCorners(ox+hw, oy+hw, r)
		s.convexRing(c[:], hw)
	})
}

// convexRing adds the band of half-width hw around the clockwise convex
// outline pts: the outline grown by hw with round corners, less the
// outline shrunk by hw.
func (s *shape) convexRing(pts []pt, hw float32) {
	n := len(pts)
	normal := func(i int) (float32, float32) { // outward normal of edge i → i+1
		a, b := pts[i], pts[(i+1)%n]
		dx, dy := b.x-a.x, b.y-a.y
		l := float32(math.Hypot(float64(dx), float64(dy)))
		return dy / l, -dx / l
	}
	var outer, inner []pt
	for i := range n {
		px, py := normal((i + n - 1) % n)
		nx, ny := normal(i)
		a0 := math.Atan2(float64(py), float64(px))
		a1 := math.Atan2(float64(ny), float64(nx))
		for a1 < a0 {
			a1 += 2 * math.Pi
		}
		steps := max(1, arcSegments(float64(hw), a1-a0))
		for j := 0; j <= steps; j++ {
			a := a0 + (a1-a0)*float64(j)/float64(steps)
			outer = append(outer, pt{pts[i].x + hw*float32(math.Cos(a)), pts[i].y + hw*float32(math.Sin(a))})
		}
		// The shrunk corner lies on the bisector, hw from both edges.
		bx, by := px+nx, py+ny
		dot := px*nx + py*ny
		k := hw / (1 + dot) // |b|² = 2(1+dot); the corner moves hw·b/(1+dot)
		inner = append(inner, pt{pts[i].x - bx*k, pts[i].y - by*k})
	}
	s.polygon(outer)
	for i, j := 0, len(inner)-1; i < j; i, j = i+1, j-1 {
		inner[i], inner[j] = inner[j], inner[i]
	}
	s.polygon(inner)
}

// artKey is a piece of art drawn through Ebitengine's vector paths (an
// icon, a token) as it is cached: what it shows, its size in stamp units,
// its colours and where it starts within its first pixel, in quarters.
type artKey struct {
	what   any
	size   int32
	colors [2]color.RGBA
	fx, fy uint8
}

// drawArt draws art centred at (cx, cy) that fits within reach pixels of
// its centre (a reach that follows from k, so equal keys paint alike),
// painted once by paint into an image of its own and cached,
// so a screen that shows it every frame draws one image: the vector paths
// are rendered, and Ebitengine's path atlas cleared, once per look rather
// than once per frame.
func drawArt(dst *ebiten.Image, k artKey, cx, cy, reach float32, paint func(img *ebiten.Image, cx, cy float32)) {
	var ix, iy float32
	ix, k.fx = pixelStart(cx - reach)
	iy, k.fy = pixelStart(cy - reach)
	img := arts.get(k, func() *ebiten.Image {
		n := artSize(reach)
		img := ebiten.NewImage(n, n)
		paint(img, 1+float32(k.fx)/4+reach, 1+float32(k.fy)/4+reach)
		return img
	})
	var op ebiten.DrawImageOptions
	op.GeoM.Translate(float64(ix-1), float64(iy-1))
	dst.DrawImage(img, &op)
}

// FillTriangle fills an anti-aliased triangle: arrowheads and the tails of
// speech bubbles.
func FillTriangle(dst *ebiten.Image, x0, y0, x1, y1, x2, y2 float32, clr color.Color) {
	left, top := min(x0, x1, x2), min(y0, y1, y2)
	k := stampKey{kind: stampTriangle, a: units(x1 - x0), b: units(y1 - y0), c: units(x2 - x0), d: units(y2 - y0), e: units(x0-left)<<16 | units(y0-top)}
	drawStamp(dst, k, left, top, clr, func(s *shape, ox, oy float32) {
		ax, ay := ox+fromUnits(k.e>>16), oy+fromUnits(k.e&0xffff)
		tri := []pt{{ax, ay}, {ax + fromUnits(k.a), ay + fromUnits(k.b)}, {ax + fromUnits(k.c), ay + fromUnits(k.d)}}
		s.polygon(tri)
	})
}

// artSize is the side of the image drawArt paints art of the given reach
// into: the reach each way, a pixel of room on each side, and one for the
// start within the first pixel.
func artSize(reach float32) int { return int(math.Ceil(float64(2*reach))) + 3 }

// IconReach is how far an icon of the given size may reach from its
// centre: its outline lies within half its size, a stroke or a cut-out
// a little beyond.
func IconReach(size float32) float32 { return size*0.75 + 2 }
