package sprites

import (
	"image"
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"
)

// logoPad is the margin around the logo's letters for its shadow and rims.
const logoPad = 20

// drawTracked draws s letter by letter with extra spacing between letters
// (text/v2 has no tracking), returning the total width.
func drawTracked(dst *ebiten.Image, s string, face text.Face, x, y, tracking float64, clr color.Color) float64 {
	start := x
	for i, r := range s {
		ch := string(r)
		if dst != nil {
			DrawText(dst, ch, face, x, y, AlignLeft, clr)
		}
		x += text.Advance(ch, face)
		if i < len(s)-1 {
			x += tracking
		}
	}
	return x - start
}

// drawOffsets draws src onto dst tinted clr at every point of a ring of
// radius rad around (x, y): the cheap way to grow a glyph mask into an
// outline or a blurred shadow.
func drawOffsets(dst, src *ebiten.Image, x, y, rad float64, n int, clr color.RGBA) {
	op := &ebiten.DrawImageOptions{}
	for i := range n {
		a := float64(i) / float64(n) * 2 * math.Pi
		op.GeoM.Reset()
		op.GeoM.Translate(x+rad*math.Cos(a), y+rad*math.Sin(a))
		op.ColorScale.Reset()
		op.ColorScale.ScaleWithColor(clr)
		op.Filter = ebiten.FilterLinear
		dst.DrawImage(src, op)
	}
}

// renderLogo builds the engraved DEEPWOOD wordmark with its ornament and
// subtitle: a soft shadow, an ink outline, a bronze rim, a cream-to-gold
// gradient fill with woodcut hatching in its lower half and a bright bevel
// along the top of each stroke. Built once; drawn as a single image.
func renderLogo(pal *Palette, fonts *Fonts) *ebiten.Image {
	const word, tracking = "DEEPWOOD", 6.0
	face := fonts.Sized(StyleTitle, 96)
	tw := drawTracked(nil, word, face, 0, 0, tracking, nil)
	lh := LineHeight(face)
	m := face.Metrics()
	w := int(math.Ceil(tw)) + 2*logoPad
	wordH := int(math.Ceil(lh)) + 2*logoPad
	h := wordH + 70

	mask := ebiten.NewImage(w, wordH)
	drawTracked(mask, word, face, logoPad, logoPad, tracking, color.White)

	img := ebiten.NewImage(w, h)
	ink := Mix(pal.C(ColChaosBlack), black, 0.5)
	edge := pal.C(ColPanelEdge)
	hi := pal.C(ColPanelHighlight)

	// Soft drop shadow: rings of faint copies, offset down-right.
	for r := 9.0; r >= 1; r -= 2 {
		drawOffsets(img, mask, 3, 7, r, 16, WithAlpha(black, 0.07))
	}
	drawOffsets(img, mask, 0, 0, 4, 24, WithAlpha(ink, 0.9))
	drawOffsets(img, mask, 0, 0, 2.5, 24, Mix(edge, black, 0.25))
	drawOffsets(img, mask, 0, -0.5, 1.2, 12, Mix(edge, hi, 0.2))

	// Gradient fill clipped to the letters.
	fill := ebiten.NewImage(w, wordH)
	fill.DrawImage(mask, nil)
	grad := ebiten.NewImage(w, wordH)
	capTop := float32(logoPad) + float32(m.HAscent-m.CapHeight)
	base := float32(logoPad) + float32(m.HAscent)
	cream := Mix(pal.C(ColText), hi, 0.4)
	gold := Mix(pal.C(ColAccent), hi, 0.25)
	if pal.ColorBlindSafe {
		gold = Mix(hi, pal.C(ColAccent), 0.35) // keep the logo gold, not orange
	}
	FillGradientRect(grad, 0, 0, float32(w), capTop, cream, cream)
	FillGradientRect(grad, 0, capTop, float32(w), (base-capTop)*0.55, cream, gold)
	FillGradientRect(grad, 0, capTop+(base-capTop)*0.55, float32(w), (base-capTop)*0.45+2, gold, Mix(edge, black, 0.1))
	FillGradientRect(grad, 0, base+1, float32(w), float32(wordH)-base, Mix(edge, black, 0.1), Mix(edge, black, 0.1))
	fill.DrawImage(grad, &ebiten.DrawImageOptions{Blend: ebiten.BlendSourceIn})

	// Woodcut hatching: thin dark lines, denser toward the base.
	hatch := ebiten.NewImage(w, wordH)
	for y := capTop + (base-capTop)*0.52; y < base+2; y += 3 {
		t := float64((y - capTop) / (base - capTop))
		a := 0.05 + 0.30*(t-0.5)*2
		FillGradientRect(hatch, 0, y, float32(w), 1, WithAlpha(black, a), WithAlpha(black, a))
	}
	fill.DrawImage(hatch, &ebiten.DrawImageOptions{Blend: ebiten.BlendSourceAtop})

	// Bevel: the top 2 px of every stroke catches the moonlight.
	bevel := ebiten.NewImage(w, wordH)
	bevel.DrawImage(mask, nil)
	bop := &ebiten.DrawImageOptions{Blend: ebiten.BlendDestinationOut}
	bop.GeoM.Translate(0, 2)
	bevel.DrawImage(mask, bop)
	fill.DrawImage(bevel, &ebiten.DrawImageOptions{ColorScale: scaleOf(WithAlpha(color.RGBA{255, 250, 235, 255}, 0.55))})
	img.DrawImage(fill, nil)

	// Ornament: two gold rules and a diamond, then the four modes.
	cx := float32(w) / 2
	oy := float32(wordH) + 6
	ruleW := float32(w)*0.5 - 40
	FillGradientRect(img, cx-14-ruleW, oy, ruleW, 2, WithAlpha(edge, 0), edge)
	FillGradientRect(img, cx+14, oy, ruleW, 2, edge, WithAlpha(edge, 0))
	diamond(img, cx, oy+1, 7, ink, gold)
	subText := "FORWARD  ·  I AM THE FOREST  ·  MASS COMBAT  ·  FORSAKEN FOREST"
	size := 20.0
	sw := drawTracked(nil, subText, fonts.Sized(StyleHeading, size), 0, 0, 1.5, nil)
	for sw > float64(w)-52 && size > 12 { // within the gold rules
		size--
		sw = drawTracked(nil, subText, fonts.Sized(StyleHeading, size), 0, 0, 1.5, nil)
	}
	sx := float64(w)/2 - sw/2
	drawTracked(img, subText, fonts.Sized(StyleHeading, size), sx+1, float64(oy)+19, 1.5, WithAlpha(black, 0.8))
	drawTracked(img, subText, fonts.Sized(StyleHeading, size), sx, float64(oy)+18, 1.5, Mix(pal.C(ColText), hi, 0.3))
	return img
}

// diamond draws a small rhombus ornament with an outline.
func diamond(dst *ebiten.Image, cx, cy, r float32, outline, fill color.RGBA) {
	outer := []pt{{cx, cy - r - 2}, {cx + r + 2, cy}, {cx, cy + r + 2}, {cx - r - 2, cy}}
	inner := []pt{{cx, cy - r}, {cx + r, cy}, {cx, cy + r}, {cx - r, cy}}
	fillConvexGradient(dst, outer, cy-r, cy+r, outline, outline, true)
	fillConvexGradient(dst, inner, cy-r, cy+r, Mix(fill, color.RGBA{255, 255, 255, 255}, 0.3), Mix(fill, black, 0.3), true)
}

func scaleOf(c color.RGBA) ebiten.ColorScale {
	var s ebiten.ColorScale
	s.ScaleWithColor(c)
	return s
}

// logoRect is where the logo sits on the title screen: centred on the
// right-hand 60% of the screen, above the forest.
func logoRect(img *ebiten.Image) image.Rectangle {
	w, h := img.Bounds().Dx(), img.Bounds().Dy()
	cx, top := 900, 196
	return image.Rect(cx-w/2, top, cx-w/2+w, top+h)
}
