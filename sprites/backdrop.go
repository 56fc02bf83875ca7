package sprites

import (
	"image"
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
)

// swayMargin is how much wider than the screen each forest layer is
// painted, so a layer's trees run past both edges of the screen.
const swayMargin = 16

// mote is one drifting firefly.
type mote struct {
	x0, y0, vx     float64
	ampY, freq, ph float64
	blink, blinkPh float64
	size           float64
}

// fireflies is a deterministic swarm of drifting, blinking lights. It is
// shared by the menu backdrop and the title art.
type fireflies struct {
	motes []mote
	glow  *ebiten.Image
	clr   color.RGBA
	op    ebiten.DrawImageOptions
}

func newFireflies(seed uint64, n int, x0, x1, y0, y1 float64, clr color.RGBA) *fireflies {
	r := NewRand(seed)
	f := &fireflies{glow: GlowSprite(32, 0.18), clr: clr}
	for range n {
		f.motes = append(f.motes, mote{
			x0: RandIn(r, x0, x1), y0: RandIn(r, y0, y1), vx: RandIn(r, -0.12, 0.18),
			ampY: RandIn(r, 4, 18), freq: RandIn(r, 0.006, 0.02), ph: RandIn(r, 0, 2*math.Pi),
			blink: RandIn(r, 0.012, 0.035), blinkPh: RandIn(r, 0, 2*math.Pi),
			size: RandIn(r, 0.35, 0.8),
		})
	}
	return f
}

// draw draws every mote at tick; sx, sy scale logical to dst pixels.
func (f *fireflies) draw(dst *ebiten.Image, tick int, sx, sy float64) {
	for i := range f.motes {
		f.drawMote(dst, i, tick, sx, sy)
	}
}

// at is where mote i is at tick and how bright (0 to 1; it is not drawn
// below minGlow).
func (f *fireflies) at(i, tick int) (x, y, b float64) {
	t := float64(tick)
	span := float64(ScreenWidth + 80)
	m := &f.motes[i]
	x = math.Mod(m.x0+t*m.vx+80, span)
	if x < 0 {
		x += span
	}
	x -= 40
	y = m.y0 + m.ampY*math.Sin(t*m.freq+m.ph)
	x += 6 * math.Sin(t*m.freq*0.7+m.ph*1.3)
	b = 0.5 + 0.5*math.Sin(t*m.blink+m.blinkPh)
	return x, y, b * b * b
}

// minGlow is the brightness below which a mote is not drawn.
const minGlow = 0.02

// box is the screen rectangle mote i covers at tick, with a pixel to spare
// for smoothing; empty when it is too dim to draw.
func (f *fireflies) box(i, tick int) image.Rectangle {
	x, y, b := f.at(i, tick)
	if b < minGlow {
		return image.Rectangle{}
	}
	r := 16*f.motes[i].size + 2
	return image.Rect(int(math.Floor(x-r)), int(math.Floor(y-r)), int(math.Ceil(x+r)), int(math.Ceil(y+r)))
}

// drawMote draws mote i at tick.
func (f *fireflies) drawMote(dst *ebiten.Image, i, tick int, sx, sy float64) {
	x, y, b := f.at(i, tick)
	if b < minGlow {
		return
	}
	m := &f.motes[i]
	f.op.GeoM.Reset()
	f.op.GeoM.Translate(-16, -16)
	f.op.GeoM.Scale(m.size, m.size)
	f.op.GeoM.Translate(x, y)
	f.op.GeoM.Scale(sx, sy)
	f.op.ColorScale.Reset()
	scaleRGBA(&f.op.ColorScale, f.clr)
	f.op.ColorScale.ScaleAlpha(float32(b))
	f.op.Blend = ebiten.BlendLighter
	f.op.Filter = ebiten.FilterLinear
	dst.DrawImage(f.glow, &f.op)
}

// fireflyColor is the warm glow of the fireflies; it follows the palette so
// the colour-blind variant keeps its own greens.
func fireflyColor(pal *Palette) color.RGBA {
	return Mix(pal.C(ColPanelHighlight), pal.C(ColForestLight), 0.35)
}

// Backdrop is the cached menu background: a night sky, three layers of
// forest silhouettes with mist, fireflies and a vignette. The trees stand
// still, so everything but the fireflies is painted once, into the part
// behind them and the part in front: a frame is two image draws and the
// fireflies, which move in steps of ArtStep() so that a screen showing
// the backdrop can stand still between steps (scenes.Stiller). Build it
// once per palette; Draw allocates nothing.
type Backdrop struct {
	back, front *ebiten.Image
	flies       *fireflies
	op          ebiten.DrawImageOptions
	retoucher   retoucher
}

// NewBackdrop paints the static layers for pal, on the CPU, at once (a
// few tens of milliseconds). Most callers use DrawBackdrop, which caches
// one of these on the palette.
func NewBackdrop(pal *Palette) *Backdrop {
	bg := pal.C(ColBackground)
	haze := Mix(bg, pal.C(ColWaterLight), 0.16)
	b := &Backdrop{}
	s := &sky{
		stops: []color.RGBA{Mix(bg, black, 0.45), Mix(bg, haze, 0.35), haze, Mix(bg, black, 0.3)},
		at:    []float64{0, 0.45, 0.7, 1},
		stars: scatterStars(NewRand(11), 110, ScreenWidth, 0, ScreenHeight*0.6, pal.C(ColText)),
	}
	w := ScreenWidth + 2*swayMargin
	deep := pal.C(ColForestDeep)
	defs := []treeLayer{
		{seed: 21, ground: 520, hill: 22, minH: 90, maxH: 170, spacing: 26, conifer: 0.8,
			col: Mix(haze, deep, 0.35), mist: WithAlpha(haze, 0.35), mistHeight: 90},
		{seed: 22, ground: 600, hill: 26, minH: 140, maxH: 250, spacing: 44, conifer: 0.65,
			col: Mix(Mix(bg, deep, 0.6), black, 0.1), mist: WithAlpha(haze, 0.25), mistHeight: 110},
		{seed: 23, ground: 700, hill: 18, minH: 170, maxH: 320, spacing: 105, conifer: 0.8,
			col: Mix(bg, black, 0.55), mist: WithAlpha(haze, 0.15), mistHeight: 120},
	}
	var plates []*forestPlate
	for _, d := range defs {
		plates = append(plates, newForestPlate(d, w, ScreenHeight, swayMargin))
	}
	// The fireflies fly between the second layer and the nearest: the sky
	// and the far layers are painted behind them, the nearest layer and
	// the vignette in front.
	var work artWork
	work.add(paintSteps(screenRect, bandRows, append(s.passes(), plates[0].paint, plates[1].paint),
		func(img *ebiten.Image) { b.back = img })...)
	work.add(paintSteps(screenRect, bandRows, []func(*image.RGBA, image.Rectangle){plates[2].paint},
		func(img *ebiten.Image) { b.front = img })...)
	work.finish()
	vignette := vignetteImage(160, 90, 0.75)
	drawScaled(b.front, vignette)
	vignette.Deallocate()
	b.flies = newFireflies(31, 28, 0, ScreenWidth, 380, 700, fireflyColor(pal))
	return b
}

// Draw draws the backdrop for animation frame tick (60 per second), scaled
// to fill dst. Every tick of a step of ArtStep() draws the same picture.
func (b *Backdrop) Draw(dst *ebiten.Image, tick int) {
	sx := float64(dst.Bounds().Dx()) / ScreenWidth
	sy := float64(dst.Bounds().Dy()) / ScreenHeight
	dst.DrawImage(b.back, scaledOver(&b.op, sx, sy))
	b.flies.draw(dst, ArtTick(tick), sx, sy)
	dst.DrawImage(b.front, scaledOver(&b.op, sx, sy))
}

// DrawBackdrop draws the animated menu background for tick into dst. The
// static layers are built on first use and cached on pal, so keep reusing
// the same *Palette; per-frame cost is two screen-sized image draws and
// the fireflies.
func DrawBackdrop(dst *ebiten.Image, pal *Palette, tick int) {
	if pal.backdrop == nil {
		pal.backdrop = NewBackdrop(pal)
	}
	pal.backdrop.Draw(dst, tick)
}

// scaleRGBA multiplies cs by c without boxing c in a color.Color, which
// would allocate on every frame.
func scaleRGBA(cs *ebiten.ColorScale, c color.RGBA) {
	cs.Scale(float32(c.R)/255, float32(c.G)/255, float32(c.B)/255, float32(c.A)/255)
}
