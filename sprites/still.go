package sprites

import "github.com/hajimehoshi/ebiten/v2"

// ArtStepTicks is how many ticks each step of the backdrops' motion lasts
// by default: the fireflies and the Dragon of Chaos move 15 times a
// second. They are slow (a few pixels a step), so the steps do not show,
// and between steps a screen showing only a backdrop and still controls
// need not be drawn at all: under a software renderer (a browser without a
// GPU) drawing the whole screen every frame was the cost of an idle page
// (issue 27).
const ArtStepTicks = 4

// SlowArtStepTicks is the step where presenting a frame is costly (a
// browser drawing on the CPU, where each frame shown costs the page tens
// of milliseconds whatever changed): two steps a second, a slower,
// woodcut-like flicker that leaves an idle page nearly free. On the
// 2-core test machine a bare Ebitengine program changing its screen 4
// times a second ran at 19-21 fps, twice a second at 40, once at 50
// (bench.mjs's engine floor): the engine shows each drawn frame several
// times over, and there every showing is a full-screen copy.
const SlowArtStepTicks = 30

// artStep is the step in use (SetArtStep).
var artStep = ArtStepTicks

// SetArtStep sets how many ticks each step of the backdrops' motion lasts;
// the game sets it once, before its first frame.
func SetArtStep(ticks int) { artStep = max(1, ticks) }

// ArtStep is how many ticks each step of the backdrops' motion lasts.
func ArtStep() int { return artStep }

// ArtTick is the first tick of the step tick falls in: the backdrop and
// the title art draw every tick of a step as that one, so a screen is
// still until ArtTick changes.
func ArtTick(tick int) int { return tick - tick%artStep }

// composite paints base and the forest layers over it (each shifted left
// by swayMargin and down to its top row), at rest, into one screen-sized
// image: the static part of the title art, drawn in one draw a frame
// instead of one a layer.
func composite(base *ebiten.Image, layers []*ebiten.Image, tops []int) *ebiten.Image {
	img := ebiten.NewImage(ScreenWidth, ScreenHeight)
	if base != nil {
		img.DrawImage(base, nil)
	}
	op := &ebiten.DrawImageOptions{}
	for i, l := range layers {
		op.GeoM.Reset()
		op.GeoM.Translate(-swayMargin, float64(tops[i]))
		img.DrawImage(l, op)
	}
	return img
}

// drawScaled draws img stretched over the whole of dst, smoothly (the
// small vignette images).
func drawScaled(dst, img *ebiten.Image) {
	op := &ebiten.DrawImageOptions{Filter: ebiten.FilterLinear}
	op.GeoM.Scale(float64(dst.Bounds().Dx())/float64(img.Bounds().Dx()), float64(dst.Bounds().Dy())/float64(img.Bounds().Dy()))
	dst.DrawImage(img, op)
}

// Settled reports that the title art has every part painted and faded in:
// from then on it is drawn from two composed images.
func (t *TitleArt) Settled() bool {
	if t.back != nil {
		return true
	}
	if t.work.pending() {
		return false
	}
	now, fade := ArtTick(t.tick), fadeTicks()
	if now-t.skyBorn < fade || now-t.logoBorn < fade {
		return false
	}
	for _, b := range t.born {
		if now-b < fade {
			return false
		}
	}
	return true
}

// compose paints the settled art's static parts into two images, the part
// behind the dragon and the fireflies (the sky and the three far layers of
// trees, which stand below the dragon's flight) and the part in front (the
// near layers, the vignette, the menu's shade and the logo), and lets go
// of the layers they were painted from.
func (t *TitleArt) compose() {
	t.back = composite(t.sky, t.layers[:3], t.layerTop[:3])
	t.front = composite(nil, t.layers[3:], t.layerTop[3:])
	drawScaled(t.front, t.vignette)
	drawShade(t.front, t.shade, &ebiten.DrawImageOptions{}, 1, 1)
	op := &ebiten.DrawImageOptions{}
	op.GeoM.Translate(float64(logoRect(t.logo).Min.X), float64(logoRect(t.logo).Min.Y))
	t.front.DrawImage(t.logo, op)
	for _, img := range append(t.layers, t.sky, t.vignette, t.shade) {
		img.Deallocate()
	}
	for i := range t.layers {
		t.layers[i] = nil
	}
	t.sky, t.vignette, t.shade = nil, nil, nil
}

// drawComposed draws the settled art: the back, the dragon, the fireflies
// and the front.
func (t *TitleArt) drawComposed(dst *ebiten.Image, tick int, sx, sy float64) {
	dst.DrawImage(t.back, scaledOver(&t.op, sx, sy))
	t.drawDragon(dst, float64(tick), sx, sy)
	t.flies.draw(dst, tick, sx, sy)
	dst.DrawImage(t.front, scaledOver(&t.op, sx, sy))
}

// scaledOver readies op to draw an image from the origin scaled by (sx,
// sy), smoothed, untinted and over what is there: how the title art's and
// the backdrop's screen-sized layers are drawn onto a screen of any size.
func scaledOver(op *ebiten.DrawImageOptions, sx, sy float64) *ebiten.DrawImageOptions {
	op.Filter = ebiten.FilterLinear
	op.Blend = ebiten.BlendSourceOver
	op.ColorScale.Reset()
	op.GeoM.Reset()
	op.GeoM.Scale(sx, sy)
	return op
}
