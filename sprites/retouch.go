package sprites

import (
	"image"

	"github.com/hajimehoshi/ebiten/v2"
)

// A settled backdrop is three things: a static image behind, the small
// parts that move (fireflies, the dragon) and a static image in front. A
// screen drawn as that, with its own controls painted into the front
// ("over"), can move on a step by repainting only the boxes its moving
// parts cover, before and after, instead of the whole screen: under a
// software renderer that is the difference between an idle page that
// keeps a core busy and one that costs almost nothing (issue 27).

// movers are a backdrop's moving parts, numbered in drawing order.
type movers interface {
	parts() int
	// box is the screen rectangle part i covers at tick (empty if it is
	// not drawn); every pixel the part touches lies within it.
	box(i, tick int) image.Rectangle
	drawPart(dst *ebiten.Image, i, tick int)
}

// retoucher is the scratch a retouch works in, kept to allocate nothing.
type retoucher struct {
	cells [retouchRows][retouchCols]bool
	verts []ebiten.Vertex
	idx   []uint16
	op    ebiten.DrawTrianglesOptions
}

// The screen is retouched in cells of retouchCell pixels: every part's
// boxes are widened to whole cells, so the cells to repaint never overlap
// and all of them are repainted in one draw of the back and one of over.
const (
	retouchCell = 8
	retouchCols = ScreenWidth / retouchCell
	retouchRows = ScreenHeight / retouchCell
)

var screenRect = image.Rect(0, 0, ScreenWidth, ScreenHeight)

// retouch turns dst, which shows back, m's parts at tick from and over,
// into the same at tick to: the cells each part covers before or after
// get the back again, every part is drawn at to (each lies wholly in
// cells just repainted), and the cells get over again.
func (r *retoucher) retouch(dst, back, over *ebiten.Image, m movers, from, to int) {
	n := m.parts()
	r.cells = [retouchRows][retouchCols]bool{}
	for i := range n {
		d := m.box(i, from).Union(m.box(i, to)).Intersect(screenRect)
		if d.Empty() {
			continue
		}
		for y := d.Min.Y / retouchCell; y <= (d.Max.Y-1)/retouchCell; y++ {
			for x := d.Min.X / retouchCell; x <= (d.Max.X-1)/retouchCell; x++ {
				r.cells[y][x] = true
			}
		}
	}
	r.verts, r.idx = r.verts[:0], r.idx[:0]
	for y := range retouchRows {
		for x := 0; x < retouchCols; x++ {
			if !r.cells[y][x] {
				continue
			}
			x0 := x
			for x < retouchCols && r.cells[y][x] {
				x++
			}
			r.quad(x0*retouchCell, y*retouchCell, x*retouchCell, (y+1)*retouchCell)
		}
	}
	if len(r.idx) == 0 {
		return
	}
	r.op.Blend = ebiten.BlendCopy
	dst.DrawTriangles(r.verts, r.idx, back, &r.op)
	for i := range n {
		if !m.box(i, to).Empty() {
			m.drawPart(dst, i, to)
		}
	}
	r.op.Blend = ebiten.BlendSourceOver
	dst.DrawTriangles(r.verts, r.idx, over, &r.op)
}

// quad adds the rectangle x0,y0–x1,y1 of the screen, taken from the same
// place of the source image.
func (r *retoucher) quad(x0, y0, x1, y1 int) {
	i := uint16(len(r.verts))
	for _, p := range [4][2]int{{x0, y0}, {x1, y0}, {x0, y1}, {x1, y1}} {
		x, y := float32(p[0]), float32(p[1])
		r.verts = append(r.verts, ebiten.Vertex{DstX: x, DstY: y, SrcX: x, SrcY: y, ColorR: 1, ColorG: 1, ColorB: 1, ColorA: 1})
	}
	r.idx = append(r.idx, i, i+1, i+2, i+1, i+3, i+2)
}

// screenSized reports whether img is the logical screen's size, which
// retouching assumes (it draws unscaled).
func screenSized(img *ebiten.Image) bool { return img.Bounds() == screenRect }

// title art's moving parts: the dragon, then each firefly.
type titleMovers struct{ t *TitleArt }

func (m titleMovers) parts() int { return 1 + len(m.t.flies.motes) }

func (m titleMovers) box(i, tick int) image.Rectangle {
	if i > 0 {
		return m.t.flies.box(i-1, tick)
	}
	_, x, y := dragonAt(float64(tick))
	return image.Rect(int(x)-dragonReach, int(y)-dragonReach, int(x)+dragonReach+1, int(y)+dragonReach+1)
}

func (m titleMovers) drawPart(dst *ebiten.Image, i, tick int) {
	if i > 0 {
		m.t.flies.drawMote(dst, i-1, tick, 1, 1)
		return
	}
	m.t.drawDragon(dst, float64(tick), 1, 1)
}

// PaintFront clears over and paints the settled art's front into it, for
// a screen to paint its controls on and hand to Retouch. It reports false
// while the art is not settled.
func (t *TitleArt) PaintFront(over *ebiten.Image) bool {
	if t.back == nil {
		return false
	}
	over.Clear()
	over.DrawImage(t.front, nil)
	return true
}

// Retouch turns dst, which shows the art at tick from with over (from
// PaintFront, and the screen's controls) on top, into the same at tick to,
// repainting only around the dragon and the fireflies. It reports false,
// having drawn nothing, when it cannot (the art not settled, dst not the
// screen's size): the caller then draws afresh.
func (t *TitleArt) Retouch(dst, over *ebiten.Image, from, to int) bool {
	if t.back == nil || from < 0 || !screenSized(dst) { // from < 0: drawn while being revealed (Moment)
		return false
	}
	t.retoucher.retouch(dst, t.back, over, titleMovers{t}, ArtTick(from), ArtTick(to))
	return true
}

// backdrop's moving parts: the fireflies.
type backdropMovers struct{ b *Backdrop }

func (m backdropMovers) parts() int                      { return len(m.b.flies.motes) }
func (m backdropMovers) box(i, tick int) image.Rectangle { return m.b.flies.box(i, tick) }
func (m backdropMovers) drawPart(dst *ebiten.Image, i, tick int) {
	m.b.flies.drawMote(dst, i, tick, 1, 1)
}

// PaintFront clears over and paints the backdrop's front into it, for a
// screen to paint its controls on and hand to Retouch.
func (b *Backdrop) PaintFront(over *ebiten.Image) {
	over.Clear()
	over.DrawImage(b.front, nil)
}

// Retouch turns dst, which shows the backdrop at tick from with over (from
// PaintFront, and the screen's controls) on top, into the same at tick to,
// repainting only around the fireflies. It reports false, having drawn
// nothing, when dst is not the screen's size.
func (b *Backdrop) Retouch(dst, over *ebiten.Image, from, to int) bool {
	if !screenSized(dst) {
		return false
	}
	b.retoucher.retouch(dst, b.back, over, backdropMovers{b}, ArtTick(from), ArtTick(to))
	return true
}
