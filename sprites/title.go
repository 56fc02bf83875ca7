package sprites

import (
	"image"
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
)

// Title composition, in logical pixels. The menu owns x < MenuSafeRight.
const (
	// MenuSafeRight is the right edge of the calm region the title menu's
	// panel sits in; the title art keeps its features to the right of it.
	MenuSafeRight = 520
	moonX, moonY  = 1122, 112
	moonR         = 42
)

// TitleArt is the title screen's painting: a moonlit night sky, five
// layers of forest, a distant Dragon of Chaos circling the moon, fireflies
// and the engraved DEEPWOOD logo. The static layers are painted on the CPU
// (once, and again by SetPalette) a few milliseconds a frame, and each is
// uploaded once, when finished, and fades in; once all have (Settled)
// they are painted into two images, behind and in front of what moves,
// and the dragon and the fireflies move in steps of ArtStep(). The GPU
// only ever draws whole images, which even a software renderer does
// quickly. Draw allocates nothing once the art has settled.
type TitleArt struct {
	fonts    *Fonts
	sky      *ebiten.Image
	layers   []*ebiten.Image
	layerTop []int // the screen row each layer's image starts at
	logo     *ebiten.Image
	dragon   []*ebiten.Image // frames on dragonSheet
	sheet    *ebiten.Image
	halo     *ebiten.Image
	vignette *ebiten.Image
	shade    *ebiten.Image
	flies    *fireflies
	dragonGl color.RGBA
	// back and front are the settled art's static parts (compose).
	back, front *ebiten.Image
	retoucher   retoucher
	op          ebiten.DrawImageOptions
	// work is the painting still to do, so the first frame appears at
	// once and the forest grows in behind the logo.
	work    artWork
	started int  // the tick the painting started at, or -1 before
	shown   bool // drawn at least once
	// born is the tick each layer appeared at, for its fade-in.
	born       []int
	skyBorn    int
	logoBorn   int
	dragonBorn int // longAgo: the dragon flies from the frame it is finished
	revealed   revealing
	tick       int // the latest tick the art was updated or drawn at
}

// Complete paints every part still pending and shows it fully, for
// screenshots and tests that want the finished picture at once.
func (t *TitleArt) Complete() {
	t.work.finish()
	for i := range t.born {
		t.born[i] = longAgo
	}
	t.skyBorn, t.logoBorn, t.dragonBorn = longAgo, longAgo, longAgo
	t.revealed.count++
}

// longAgo is the tick of a part shown at once, long faded in.
const longAgo = -1 << 30

// Update paints the art on for tick: artSlice of painting, or more where
// that would not finish it within paintArtSteps steps of ArtStep() of its
// start, so that the art is whole at the same tick on every machine. A part finished now
// fades in from the next step of ArtStep(), so the picture changes only
// with ArtTick.
func (t *TitleArt) Update(tick int) {
	t.tick = tick
	if !t.work.pending() || !t.shown {
		return // the first frame first: it waits on nothing painted here
	}
	if t.started < 0 {
		t.started = tick
	}
	left := max(1, paintArtTicks()-(tick-t.started))
	t.work.run(artSlice, (len(t.work.steps)+left-1)/left)
}

// paintArtSteps is how many steps of ArtStep() the title art is painted over
// at most: under a second at the default step, so that it fades in well
// within the 90 ticks a test idles the title to settle it, and a few
// seconds where frames are costly and the art moves in slower steps (a
// browser drawing on the CPU, which also runs the painting slowly until
// it has compiled it fully), so that no frame paints for long.
const paintArtSteps = 14

// paintArtTicks is how long the title art is painted over at most:
// paintArtSteps steps, but no longer than maxPaintArtTicks however slow
// the step, so that a slower flicker does not keep a new player waiting
// for the picture.
func paintArtTicks() int { return min(paintArtSteps*ArtStep(), maxPaintArtTicks) }

// maxPaintArtTicks is 3.5 seconds at 60 ticks a second: as long as the
// painting took at the slow step of four steps a second.
const maxPaintArtTicks = 210

// fadeIn sets the draw options' alpha for a part that appeared at tick
// born, as seen at step tick (ArtTick), and reports whether it shows.
func (t *TitleArt) fadeIn(born, tick int) bool {
	t.op.ColorScale.Reset()
	age, fade := tick-born, fadeTicks()
	if age <= 0 {
		return false
	}
	if age < fade {
		t.op.ColorScale.ScaleAlpha(float32(age) / float32(fade))
	}
	return true
}

// fadeTicks is how long a newly painted part takes to fade in: 24 ticks,
// or three steps of the art where it moves in slower steps; where frames
// are costly, parts are revealed instead.
func fadeTicks() int {
	if costlyFrames() {
		return 1 // revealed at full strength (title_reveal.go)
	}
	return max(layerFadeTicks, 3*ArtStep())
}

// layerFadeTicks is how long a newly painted part takes to fade in at
// least.
const layerFadeTicks = 24

// NewTitleArt builds the title art for pal using fonts for the logo.
func NewTitleArt(pal *Palette, fonts *Fonts) *TitleArt {
	t := &TitleArt{fonts: fonts}
	t.SetPalette(pal)
	return t
}

// SetPalette repaints every layer in pal's colours, for when the
// colour-blind setting flips while the title is showing. It only queues
// the painting: even laying the layers out is done a step at a time.
func (t *TitleArt) SetPalette(pal *Palette) {
	for _, img := range t.images() {
		img.Deallocate()
	}
	bg := pal.C(ColBackground)
	moonlight := Mix(pal.C(ColText), pal.C(ColWaterLight), 0.25)
	haze := Mix(bg, pal.C(ColWaterLight), 0.24)
	deep := pal.C(ColForestDeep)

	w := ScreenWidth + 2*swayMargin
	glade := [2]float64{MenuSafeRight + 60 + swayMargin, 1240 + swayMargin}
	defs := []treeLayer{
		{seed: 51, ground: 468, hill: 18, minH: 36, maxH: 84, spacing: 12, conifer: 0.9,
			col: Mix(haze, moonlight, 0.08), mist: WithAlpha(Mix(haze, moonlight, 0.15), 0.5), mistHeight: 70},
		{seed: 52, ground: 520, hill: 24, minH: 60, maxH: 130, spacing: 18, conifer: 0.85,
			col: Mix(haze, deep, 0.45), mist: WithAlpha(haze, 0.45), mistHeight: 80},
		{seed: 53, ground: 588, hill: 26, minH: 110, maxH: 210, spacing: 30, conifer: 0.7,
			col: Mix(Mix(haze, deep, 0.7), black, 0.35), mist: WithAlpha(haze, 0.35), mistHeight: 100,
			clearX: glade, clearScale: 0.75},
		{seed: 54, ground: 664, hill: 22, minH: 170, maxH: 300, spacing: 58, conifer: 0.6,
			col: Mix(Mix(bg, deep, 0.5), black, 0.45), mist: WithAlpha(haze, 0.22), mistHeight: 120,
			clearX: glade, clearScale: 0.55},
	}
	n := len(defs) + 1
	t.layers, t.layerTop, t.born = make([]*ebiten.Image, n), make([]int, n), make([]int, n)
	t.back, t.front = nil, nil
	t.work.reset()
	t.started = -1
	t.sky, t.logo, t.dragon, t.sheet = nil, nil, nil, nil
	t.halo = nil
	t.work.later(func() []func() {
		s := &sky{
			stops: []color.RGBA{
				Mix(Mix(bg, pal.C(ColChaosBlack), 0.6), black, 0.35),
				Mix(bg, pal.C(ColChaosBlack), 0.3),
				Mix(bg, haze, 0.7),
				haze,
				Mix(bg, black, 0.2),
			},
			at:    []float64{0, 0.3, 0.56, 0.68, 1},
			stars: scatterStars(NewRand(41), 260, ScreenWidth, 0, 470, pal.C(ColText)),
			moon:  newMoon(pal, moonlight),
		}
		return paintSteps(screenRect, skyBandRows, s.passes(), func(img *ebiten.Image) {
			t.sky, t.skyBorn = img, t.bornNow()
		})
	})
	t.work.later(func() []func() {
		return newLogoPlate(pal, t.fonts).logoSteps(func(img *ebiten.Image) { t.logo, t.logoBorn = img, t.bornNow() })
	})
	t.work.add(t.reveal)
	for i, d := range defs {
		t.work.later(func() []func() { return t.forestSteps(i, newForestPlate(d, w, ScreenHeight, 0)) })
	}
	t.work.later(func() []func() { return t.forestSteps(n-1, frameTrees(pal, w)) })
	t.work.add(t.reveal)
	t.work.add(func() { t.halo = GlowSprite(128, 0) })
	t.work.add(dragonSteps(dragonColor(pal), dragonScale, func(sheet *ebiten.Image, frames []*ebiten.Image) {
		t.sheet, t.dragon, t.dragonBorn = sheet, frames, t.dragonBornNow()
	})...)
	t.work.add(t.reveal)

	t.dragonGl = WithAlpha(pal.C(ColChaosLight), 0.22)
	t.vignette = vignetteImage(160, 90, 0.85)
	t.shade = menuShade(pal)
	t.flies = newFireflies(61, 46, 0, ScreenWidth, 420, 710, fireflyColor(pal))
}

// forestSteps are the steps that paint plate as layer i.
func (t *TitleArt) forestSteps(i int, plate *forestPlate) []func() {
	pass := []func(*image.RGBA, image.Rectangle){plate.paint}
	return paintSteps(plate.bounds(), bandRows, pass, func(img *ebiten.Image) {
		t.layers[i], t.layerTop[i], t.born[i] = img, plate.top, t.bornNow()
	})
}

func (t *TitleArt) images() []*ebiten.Image {
	var imgs []*ebiten.Image
	for _, img := range []*ebiten.Image{t.sky, t.logo, t.sheet, t.halo, t.vignette, t.shade, t.back, t.front} {
		if img != nil {
			imgs = append(imgs, img)
		}
	}
	for _, l := range t.layers {
		if l != nil {
			imgs = append(imgs, l)
		}
	}
	return imgs
}

// drawGlow draws the radial glow sprite centred at (x, y), size px across.
// op is reused scratch so per-frame callers allocate nothing.
func drawGlow(dst, glow *ebiten.Image, op *ebiten.DrawImageOptions, x, y, size float64, clr color.RGBA) {
	op.GeoM.Reset()
	op.ColorScale.Reset()
	op.Filter, op.Blend = ebiten.FilterLinear, ebiten.BlendLighter
	s := size / float64(glow.Bounds().Dx())
	op.GeoM.Translate(-float64(glow.Bounds().Dx())/2, -float64(glow.Bounds().Dy())/2)
	op.GeoM.Scale(s, s)
	op.GeoM.Translate(x, y)
	scaleRGBA(&op.ColorScale, clr)
	dst.DrawImage(glow, op)
}

// menuShade darkens the left of the screen with a soft gradient so the menu
// panel sits on calm ground whatever the art behind it does. It changes
// only across, so it is one row, drawn stretched down the screen.
func menuShade(pal *Palette) *ebiten.Image {
	ink := Mix(pal.C(ColBackground), black, 0.4)
	row := image.NewRGBA(image.Rect(0, 0, menuShadeWidth, 1))
	gradientColumns(row, row.Rect, WithAlpha(ink, 0.55), WithAlpha(ink, 0))
	return upload(row)
}

// menuShadeWidth is how far right the menu's shade reaches.
const menuShadeWidth = MenuSafeRight + 160

// drawShade draws the menu's shade row stretched over the screen's height;
// op's GeoM is left scaled by (sx, sy) for the next draw.
func drawShade(dst, shade *ebiten.Image, op *ebiten.DrawImageOptions, sx, sy float64) {
	op.GeoM.Reset()
	op.GeoM.Scale(sx, sy*ScreenHeight)
	filter := op.Filter
	op.Filter = ebiten.FilterNearest // one row: nothing to smooth, nothing to bleed in
	dst.DrawImage(shade, op)
	op.Filter = filter
	op.GeoM.Reset()
	op.GeoM.Scale(sx, sy)
}

// Draw draws the title art for animation frame tick (60 per second), scaled
// to fill dst. Every tick of a step of ArtStep() draws the same picture,
// while the art is painted (Update) as well as once it has settled.
func (t *TitleArt) Draw(dst *ebiten.Image, tick int) {
	t.tick, t.shown = max(t.tick, tick), true
	tick = ArtTick(tick)
	sx := float64(dst.Bounds().Dx()) / ScreenWidth
	sy := float64(dst.Bounds().Dy()) / ScreenHeight
	if t.back == nil && t.Settled() {
		t.compose()
	}
	if t.back != nil {
		t.drawComposed(dst, tick, sx, sy)
		return
	}
	t.drawLayered(dst, tick, sx, sy)
}

// drawLayered draws the art layer by layer, each part faded in by its
// age: how it is drawn while it is being built.
func (t *TitleArt) drawLayered(dst *ebiten.Image, tick int, sx, sy float64) {
	op := scaledOver(&t.op, sx, sy)
	if t.sky != nil && t.fadeIn(t.skyBorn, tick) {
		dst.DrawImage(t.sky, op)
	}

	if t.dragon != nil && shows(t.dragonBorn) {
		t.drawDragon(dst, float64(t.motionTick(tick)), sx, sy)
	}

	for i, l := range t.layers {
		op.Blend = ebiten.BlendSourceOver
		if l != nil && t.fadeIn(t.born[i], tick) {
			op.GeoM.Reset()
			op.GeoM.Translate(-swayMargin, float64(t.layerTop[i]))
			op.GeoM.Scale(sx, sy)
			dst.DrawImage(l, op)
		}
		if i == 2 && l != nil && shows(t.born[i]) {
			t.flies.draw(dst, t.motionTick(tick), sx, sy)
		}
	}

	dst.DrawImage(t.vignette, scaledOver(op, sx*ScreenWidth/160, sy*ScreenHeight/90))
	drawShade(dst, t.shade, op, sx, sy)

	if t.logo == nil || !t.fadeIn(t.logoBorn, tick) {
		return
	}
	lr := logoRect(t.logo)
	op.GeoM.Reset()
	op.GeoM.Translate(float64(lr.Min.X), float64(lr.Min.Y))
	op.GeoM.Scale(sx, sy)
	dst.DrawImage(t.logo, op)
}

// drawDragon flies the dragon in a slow loop around the moon, flapping,
// facing the way it travels and passing in front of the moon's disc.
func (t *TitleArt) drawDragon(dst *ebiten.Image, tf, sx, sy float64) {
	a, x, y := dragonAt(tf)
	facing := 1.0
	if math.Cos(a) < 0 {
		facing = -1
	}
	frame := int(tf*0.3) % dragonFrames
	drawGlow(dst, t.halo, &t.op, x*sx, y*sy, 150*sx, t.dragonGl)
	op := &t.op
	op.Blend = ebiten.BlendSourceOver
	op.ColorScale.Reset()
	op.GeoM.Reset()
	op.GeoM.Translate(-dragonCX, -dragonCY)
	op.GeoM.Scale(facing, 1)
	op.GeoM.Rotate(0.06 * math.Cos(2*a+0.6) * facing)
	op.GeoM.Translate(x, y)
	op.GeoM.Scale(sx, sy)
	dst.DrawImage(t.dragon[frame], op)
}

// dragonAt is where the dragon is on its loop at tick tf: the loop's angle
// and the dragon's centre.
func dragonAt(tf float64) (a, x, y float64) {
	a = tf * 0.0028
	return a, moonX - 70 + 150*math.Sin(a), moonY + 18 + 34*math.Sin(2*a+0.6)
}

// dragonReach is how far from its centre the dragon and its glow reach
// (the glow is 150 px across; the wings, slightly tilted, less), with a
// pixel to spare for smoothing.
const dragonReach = 77
