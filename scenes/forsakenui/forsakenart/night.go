package forsakenart

import (
	"image"
	"image/color"
	"math"
	"strconv"

	"deepwood/sprites"

	"github.com/hajimehoshi/ebiten/v2"
)

// NightTint lays Forsaken Forest's Night over the table: everything below
// is multiplied by a moonlit blue-violet that deepens toward the edges,
// and a faint cool light falls from the moon at the top right. Its images
// are small and drawn scaled; they are built once per strength step.
type NightTint struct {
	pal    *sprites.Palette
	levels [nightLevels + 1]*ebiten.Image
	moon   *ebiten.Image
	op     ebiten.DrawImageOptions
}

// nightLevels is how many steps a dusk or dawn fade has.
const nightLevels = 16

// multiply is the blend that multiplies the destination by the source.
var multiply = ebiten.Blend{
	BlendFactorSourceRGB:        ebiten.BlendFactorDestinationColor,
	BlendFactorSourceAlpha:      ebiten.BlendFactorZero,
	BlendFactorDestinationRGB:   ebiten.BlendFactorZero,
	BlendFactorDestinationAlpha: ebiten.BlendFactorOne,
	BlendOperationRGB:           ebiten.BlendOperationAdd,
	BlendOperationAlpha:         ebiten.BlendOperationAdd,
}

// NewNightTint prepares the Night's tint for a palette.
func NewNightTint(pal *sprites.Palette) *NightTint { return &NightTint{pal: pal} }

// nightColor is the multiplier at full Night: the palette's moonlit blue
// and the chaos violet, scaled so the brightest channel is 0.8.
func nightColor(pal *sprites.Palette) [3]float64 {
	c := sprites.Mix(pal.C(sprites.ColWaterLight), pal.C(sprites.ColChaosLight), 0.35)
	m := float64(max(c.R, c.G, c.B))
	return [3]float64{float64(c.R) / m * 0.8, float64(c.G) / m * 0.8, float64(c.B) / m * 0.8}
}

func (n *NightTint) level(i int) *ebiten.Image {
	if n.levels[i] != nil {
		return n.levels[i]
	}
	const w, h = 64, 36
	amount := float64(i) / nightLevels
	tint := nightColor(n.pal)
	pix := make([]byte, w*h*4)
	for y := range h {
		for x := range w {
			dx := (float64(x)+0.5)/w*2 - 1
			dy := (float64(y)+0.5)/h*2 - 1
			v := clamp01((math.Sqrt(dx*dx*0.8+dy*dy) - 0.45) / 0.9)
			v = v * v * (3 - 2*v)
			for c := range 3 {
				m := tint[c] * (1 - 0.55*v)
				pix[(y*w+x)*4+c] = byte(clamp01(1-amount*(1-m))*255 + 0.5)
			}
			pix[(y*w+x)*4+3] = 255
		}
	}
	img := ebiten.NewImage(w, h)
	img.WritePixels(pix)
	n.levels[i] = img
	return img
}

// Draw tints all of dst: amount 0 is Day (nothing drawn), 1 full Night;
// between is the dusk or dawn fade, in nightLevels steps.
func (n *NightTint) Draw(dst *ebiten.Image, amount float64) {
	i := int(clamp01(amount)*nightLevels + 0.5)
	if i == 0 {
		return
	}
	b := dst.Bounds()
	img := n.level(i)
	op := &n.op
	op.GeoM.Reset()
	op.ColorScale.Reset()
	op.GeoM.Scale(float64(b.Dx())/float64(img.Bounds().Dx()), float64(b.Dy())/float64(img.Bounds().Dy()))
	op.GeoM.Translate(float64(b.Min.X), float64(b.Min.Y))
	op.Filter = ebiten.FilterLinear
	op.Blend = multiply
	dst.DrawImage(img, op)
	if n.moon == nil {
		n.moon = sprites.GlowSprite(128, 0.02)
	}
	op.GeoM.Reset()
	op.GeoM.Scale(float64(b.Dx())*0.9/128, float64(b.Dx())*0.9/128)
	op.GeoM.Translate(float64(b.Max.X)-float64(b.Dx())*0.62, float64(b.Min.Y)-float64(b.Dx())*0.5)
	op.ColorScale.ScaleWithColor(sprites.WithAlpha(n.pal.C(sprites.ColWaterLight), 0.09*float64(i)/nightLevels))
	op.Blend = ebiten.BlendLighter
	dst.DrawImage(n.moon, op)
	op.Blend = ebiten.Blend{}
	op.Filter = ebiten.FilterNearest
}

// TurnTrack is the state of the Turn Cycle track: six player turns, then
// the Forest's.
type TurnTrack struct {
	Turn  int  // the turn being taken: 0–5 the player turns, 6 the Forest Turn, -1 none (Night)
	Night bool // Night has fallen: the label says Night and a moon shows
	N     int  // the Day's (or Night's) number
}

// TurnTrackSize is the size of the track widget.
var TurnTrackSize = image.Pt(440, 64)

// TurnTrackArt draws the Turn Cycle track from prepared pieces: the panel
// with its Day or Night label (once per label) and each pip in each of its
// three looks.
type TurnTrackArt struct {
	pal   *sprites.Palette
	fonts *sprites.Fonts
	bgs   map[trackLabel]*ebiten.Image
	pips  [7][3]*ebiten.Image // [pip][open, taken, current]
	op    ebiten.DrawImageOptions
}

type trackLabel struct {
	night bool
	n     int
}

// NewTurnTrackArt prepares the track for a palette.
func NewTurnTrackArt(pal *sprites.Palette, fonts *sprites.Fonts) *TurnTrackArt {
	return &TurnTrackArt{pal: pal, fonts: fonts, bgs: map[trackLabel]*ebiten.Image{}}
}

// Pip geometry within the track: the first pip's centre, the step between
// pips, and the Forest pip's extra gap.
const trackX0, trackStep, trackForestGap = 178, 36, 6

// Draw draws the track for t with its top left at (x, y): a panel holding
// the sun and "Day N" (or the moon and "Night N"), six numbered pips for
// the player turns joined by a trail, and a larger Forest pip with a
// spruce. Turns taken are filled bronze, the current one is lit in the
// focus colour with a glow and a dark numeral, the rest are open rings;
// at Night none is lit.
func (a *TurnTrackArt) Draw(dst *ebiten.Image, x, y int, t TurnTrack) {
	k := trackLabel{t.Night, t.N}
	bg, ok := a.bgs[k]
	if !ok {
		if len(a.bgs) > 16 {
			for _, im := range a.bgs {
				im.Deallocate()
			}
			a.bgs = map[trackLabel]*ebiten.Image{}
		}
		bg = a.renderBackground(k)
		a.bgs[k] = bg
	}
	a.put(dst, bg, x-sprites.PanelShadow, y-sprites.PanelShadow)
	for i := range 7 {
		look := 0
		switch {
		case t.Night || t.Turn < 0:
		case i == t.Turn:
			look = 2
		case i < t.Turn:
			look = 1
		}
		if a.pips[i][look] == nil {
			a.pips[i][look] = a.renderPip(i, look)
		}
		img := a.pips[i][look]
		cx := x + trackX0 + i*trackStep
		if i == 6 {
			cx += trackForestGap
		}
		n := img.Bounds().Dx()
		a.put(dst, img, cx-n/2, y+TurnTrackSize.Y/2-n/2)
	}
}

func (a *TurnTrackArt) put(dst, img *ebiten.Image, x, y int) {
	a.op.GeoM.Reset()
	a.op.GeoM.Translate(float64(x), float64(y))
	dst.DrawImage(img, &a.op)
}

func (a *TurnTrackArt) renderBackground(k trackLabel) *ebiten.Image {
	pal := a.pal
	s := TurnTrackSize
	img := ebiten.NewImage(s.X+2*sprites.PanelShadow, s.Y+2*sprites.PanelShadow)
	o := sprites.PanelShadow
	sprites.DrawPanel(img, image.Rect(o, o, o+s.X, o+s.Y), pal, sprites.PanelNormal)
	cy := float32(o + s.Y/2)
	word := "Day " + strconv.Itoa(k.n)
	if k.night {
		word = "Night " + strconv.Itoa(k.n)
		DrawIcon(img, IconDarkness, float32(o+26), cy, 30, sprites.Mix(pal.C(sprites.ColWaterLight), pal.C(sprites.ColText), 0.5), pal.C(sprites.ColPanel))
	} else {
		sprites.DrawIcon(img, sprites.IconSun, float32(o+26), cy, 30, pal.C(sprites.ColAccent), pal.C(sprites.ColPanel))
	}
	face := a.fonts.Face(sprites.StyleLarge)
	sprites.DrawText(img, word, face, float64(o+48), float64(cy)-sprites.LineHeight(face)/2, sprites.AlignLeft, pal.C(sprites.ColText))
	q := &sprites.Pen{Dst: img}
	q.Line(float32(o+trackX0), cy, float32(o+trackX0+6*trackStep), cy)
	q.Stroke(3, sprites.Mix(pal.C(sprites.ColEarth), black, 0.2))
	return img
}

// renderPip draws pip i (6 is the Forest's) open (look 0), taken (1) or
// current (2) in an image of its own, centred.
func (a *TurnTrackArt) renderPip(i, look int) *ebiten.Image {
	pal := a.pal
	r := float32(13)
	if i == 6 {
		r = 18
	}
	n := int(2*r) + 16
	img := ebiten.NewImage(n, n)
	c := float32(n) / 2
	q := &sprites.Pen{Dst: img}
	focus := pal.C(sprites.ColFocus)
	ink := pal.C(sprites.ColTextDim)
	switch look {
	case 2:
		for k, al := range [3]float64{0.12, 0.22, 0.4} {
			q.Circle(c, c, r+float32(6-2*k))
			q.Fill(sprites.WithAlpha(focus, al))
		}
		q.Circle(c, c, r)
		q.Fill(focus)
		q.Circle(c, c, r-1)
		q.Stroke(1.5, sprites.Mix(focus, pal.C(sprites.ColText), 0.5))
		ink = pal.C(sprites.ColTextInverse)
	case 1:
		q.Circle(c, c, r)
		q.Fill(sprites.Mix(pal.C(sprites.ColPanelEdge), black, 0.2))
		ink = pal.C(sprites.ColTextInverse)
	default:
		q.Circle(c, c, r)
		q.Fill(sprites.Mix(pal.C(sprites.ColPanel), black, 0.4))
		q.Circle(c, c, r-1)
		q.Stroke(2, sprites.Mix(pal.C(sprites.ColPanelEdge), pal.C(sprites.ColPanel), 0.3))
	}
	if i == 6 {
		tree := sprites.Mix(pal.C(sprites.ColForestLight), pal.C(sprites.ColTextDim), 0.4)
		if look > 0 {
			tree = ink
		}
		spruce(q, c, c, r*0.75, tree)
		return img
	}
	small := a.fonts.Face(sprites.StyleSmallBold)
	sprites.DrawText(img, strconv.Itoa(i+1), small, float64(c), float64(c)-sprites.LineHeight(small)/2, sprites.AlignCenter, ink)
	return img
}

// spruce fills a three-tiered spruce about 2r tall centred on (cx, cy).
func spruce(q *sprites.Pen, cx, cy, r float32, clr color.RGBA) {
	q.Poly(cx, cy-r, cx+r*0.45, cy-r*0.3, cx+r*0.22, cy-r*0.3, cx+r*0.62, cy+r*0.3, cx+r*0.3, cy+r*0.3,
		cx+r*0.75, cy+r*0.8, cx+r*0.12, cy+r*0.8, cx+r*0.12, cy+r, cx-r*0.12, cy+r, cx-r*0.12, cy+r*0.8,
		cx-r*0.75, cy+r*0.8, cx-r*0.3, cy+r*0.3, cx-r*0.62, cy+r*0.3, cx-r*0.22, cy-r*0.3, cx-r*0.45, cy-r*0.3)
	q.Fill(clr)
}
