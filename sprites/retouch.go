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
	// box is the screen rectangle part i covers at tick (empty if none).
	box(i, tick int) image.Rectangle
	drawPart(dst *ebiten.Image, i, tick int)
}

// retoucher is the scratch a retouch works in, kept to allocate little.
type retoucher struct {
	dirty, now []image.Rectangle
	op         ebiten.DrawImageOptions
}

var screenRect = image.Rect(0, 0, ScreenWidth, ScreenHeight)

// retouch turns dst, which shows back, m's parts at tick from and over, into
// the same at tick to. Each part's box before and after is repainted in
// full: back, every part that reaches into it, then over.
func (r *retoucher) retouch(dst, back, over *ebiten.Image, m movers, from, to int) {
	n := m.parts()
	r.dirty, r.now = r.dirty[:0], r.now[:0]
	for i := range n {
		now := m.box(i, to)
		r.now = append(r.now, now)
		if d := m.box(i, from).Union(now).Intersect(screenRect); !d.Empty() {
			r.dirty = append(r.dirty, d)
		}
	}
	op := &r.op
	for _, d := range r.dirty {
		sub := dst.SubImage(d).(*ebiten.Image)
		op.GeoM.Reset()
		op.GeoM.Translate(float64(d.Min.X), float64(d.Min.Y))
		op.ColorScale.Reset()
		op.Blend = ebiten.BlendCopy
		sub.DrawImage(back.SubImage(d).(*ebiten.Image), op)
		for i, now := range r.now {
			if now.Overlaps(d) {
				m.drawPart(sub, i, to)
			}
		}
		op.Blend = ebiten.BlendSourceOver
		sub.DrawImage(over.SubImage(d).(*ebiten.Image), op)
	}
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
	if t.back == nil || !screenSized(dst) {
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
