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

// trackLetters walks s letter by letter with extra spacing between
// letters (text/v2 has no tracking), calling at (if any) with each
// letter's left edge, and returns the total width.
func trackLetters(s string, face text.Face, x, tracking float64, at func(letter string, x float64)) float64 {
	start := x
	for i, r := range s {
		ch := string(r)
		if at != nil {
			at(ch, x)
		}
		x += text.Advance(ch, face)
		if i < len(s)-1 {
			x += tracking
		}
	}
	return x - start
}

// addTracked adds the outlines of s, tracked, to sh: its line box's top
// left at (x, y).
func addTracked(sh *shape, fonts *Fonts, style Style, size float64, s string, x, y, tracking float64) {
	trackLetters(s, fonts.Sized(style, size), x, tracking, func(ch string, x float64) {
		addText(sh, fonts, style, size, ch, x, y)
	})
}

// logoPlate is the engraved DEEPWOOD wordmark with its ornament and
// subtitle, laid out and ready to paint band by band on the CPU
// (title_logo.go): a soft shadow, an ink outline, a bronze rim, a
// cream-to-gold gradient fill with woodcut hatching in its lower half and
// a bright bevel along the top of each stroke; under it two gold rules, a
// diamond and the four modes.
type logoPlate struct {
	w, h, wordH int
	// mask is the letters' coverage, w×wordH; pad is the same with a
	// clear margin (padded).
	mask *image.Alpha
	pad  []uint8
	// rings are the shadow and the rims: copies of the mask round rings.
	rings []logoRing
	// grad and hatch are one pixel wide: by row, the fill's colour and
	// the hatching's darkness.
	grad, hatch *image.RGBA
	bevel       color.RGBA
	// The ornament: the rules (a 2-pixel gradient each), the diamond
	// (an outline and a graded face) and the subtitle with its shadow.
	rules        [2]logoRule
	diamondEdge  logoInk
	diamondFace  *shape
	diamondGrade [2]color.RGBA
	diamondSpan  [2]float64
	subtitle     [2]logoInk
}

// logoRing is n copies of the mask round a ring of radius rad about
// (x, y), in one colour.
type logoRing struct {
	x, y, rad float64
	n         int
	clr       color.RGBA
}

// logoRule is a rule's rectangle and its colours, top and bottom.
type logoRule struct {
	x, y, w, h  float64
	top, bottom color.RGBA
}

// logoInk is a shape painted in one colour.
type logoInk struct {
	s   *shape
	clr color.RGBA
}

// newLogoPlate lays the logo out in pal's colours.
func newLogoPlate(pal *Palette, fonts *Fonts) *logoPlate {
	const word, tracking, size = "DEEPWOOD", 6.0, 96
	face := fonts.Sized(StyleTitle, size)
	tw := trackLetters(word, face, 0, tracking, nil)
	m := face.Metrics()
	p := &logoPlate{w: int(math.Ceil(tw)) + 2*logoPad, wordH: int(math.Ceil(LineHeight(face))) + 2*logoPad}
	p.h = p.wordH + 70
	w, wordH := p.w, p.wordH

	letters := &shape{}
	addTracked(letters, fonts, StyleTitle, size, word, logoPad, logoPad, tracking)
	p.mask = image.NewAlpha(image.Rect(0, 0, w, wordH))
	letters.coverage(p.mask, p.mask.Rect)

	ink := Mix(pal.C(ColChaosBlack), black, 0.5)
	edge := pal.C(ColPanelEdge)
	hi := pal.C(ColPanelHighlight)
	// Soft drop shadow: rings of faint copies, offset down-right; then the
	// ink outline, the bronze rim and its lit upper edge.
	for r := 9.0; r >= 1; r -= 2 {
		p.rings = append(p.rings, logoRing{3, 7, r, 16, WithAlpha(black, 0.07)})
	}
	p.rings = append(p.rings, logoRing{0, 0, 4, 24, WithAlpha(ink, 0.9)},
		logoRing{0, 0, 2.5, 24, Mix(edge, black, 0.25)}, logoRing{0, -0.5, 1.2, 12, Mix(edge, hi, 0.2)})

	// The gradient fill's colour by row, and the hatching's: thin dark
	// lines, denser toward the base.
	capTop := float32(logoPad) + float32(m.HAscent-m.CapHeight)
	base := float32(logoPad) + float32(m.HAscent)
	cream := Mix(pal.C(ColText), hi, 0.4)
	gold := Mix(pal.C(ColAccent), hi, 0.25)
	if pal.ColorBlindSafe {
		gold = Mix(hi, pal.C(ColAccent), 0.35) // keep the logo gold, not orange
	}
	dark := Mix(edge, black, 0.1)
	p.grad = image.NewRGBA(image.Rect(0, 0, 1, wordH))
	all := p.grad.Rect
	for _, g := range []struct {
		y, h        float32
		top, bottom color.RGBA
	}{
		{0, capTop, cream, cream},
		{capTop, (base - capTop) * 0.55, cream, gold},
		{capTop + (base-capTop)*0.55, (base-capTop)*0.45 + 2, gold, dark},
		{base + 1, float32(wordH) - base, dark, dark},
	} {
		gradientRows(p.grad, 0, float64(g.y), 1, float64(g.h), g.top, g.bottom, all)
	}
	p.hatch = image.NewRGBA(all)
	for y := capTop + (base-capTop)*0.52; y < base+2; y += 3 {
		t := float64((y - capTop) / (base - capTop))
		a := WithAlpha(black, 0.05+0.30*(t-0.5)*2)
		gradientRows(p.hatch, 0, float64(y), 1, 1, a, a, all)
	}
	p.bevel = WithAlpha(color.RGBA{255, 250, 235, 255}, 0.55)

	// Ornament: two gold rules and a diamond, then the four modes.
	cx := float64(w) / 2
	oy := float64(wordH) + 6
	ruleW := float64(w)*0.5 - 40
	p.rules[0] = logoRule{cx - 14 - ruleW, oy, ruleW, 2, WithAlpha(edge, 0), edge}
	p.rules[1] = logoRule{cx + 14, oy, ruleW, 2, edge, WithAlpha(edge, 0)}
	p.diamond(cx, oy+1, 7, ink, gold)
	subText := "FORWARD  ·  I AM THE FOREST  ·  MASS COMBAT  ·  FORSAKEN FOREST"
	sub := 20.0
	sw := trackLetters(subText, fonts.Sized(StyleHeading, sub), 0, 1.5, nil)
	for sw > float64(w)-52 && sub > 12 { // within the gold rules
		sub--
		sw = trackLetters(subText, fonts.Sized(StyleHeading, sub), 0, 1.5, nil)
	}
	sx := float64(w)/2 - sw/2
	shadow, lettering := &shape{}, &shape{}
	addTracked(shadow, fonts, StyleHeading, sub, subText, sx+1, oy+19, 1.5)
	addTracked(lettering, fonts, StyleHeading, sub, subText, sx, oy+18, 1.5)
	p.subtitle = [2]logoInk{{shadow, WithAlpha(black, 0.8)}, {lettering, Mix(pal.C(ColText), hi, 0.3)}}
	return p
}

// diamond lays out the small rhombus ornament centred at (cx, cy): an
// outline and a face graded from light to dark.
func (p *logoPlate) diamond(cx, cy, r float64, outline, fill color.RGBA) {
	rhombus := func(r float64) *shape {
		s := &shape{}
		s.MoveTo(float32(cx), float32(cy-r))
		s.LineTo(float32(cx+r), float32(cy))
		s.LineTo(float32(cx), float32(cy+r))
		s.LineTo(float32(cx-r), float32(cy))
		s.Close()
		return s
	}
	p.diamondEdge = logoInk{rhombus(r + 2), outline}
	p.diamondFace = rhombus(r)
	p.diamondGrade = [2]color.RGBA{Mix(fill, color.RGBA{255, 255, 255, 255}, 0.3), Mix(fill, black, 0.3)}
	p.diamondSpan = [2]float64{cy - r, cy + r}
}

// logoRect is where the logo sits on the title screen: centred on the
// right-hand 60% of the screen, above the forest.
func logoRect(img *ebiten.Image) image.Rectangle {
	w, h := img.Bounds().Dx(), img.Bounds().Dy()
	cx, top := 900, 196
	return image.Rect(cx-w/2, top, cx-w/2+w, top+h)
}
