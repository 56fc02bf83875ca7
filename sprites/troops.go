package sprites

import (
	"fmt"
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"
)

// TroopGlyph is the classic military unit symbol a token shows.
type TroopGlyph uint8

// The symbols: crossed lines for infantry (with a mark for light, heavy and
// pikes), a diagonal for cavalry (bars for its weight), a bow arc for
// bowmen.
const (
	GlyphLightInfantry TroopGlyph = iota
	GlyphMediumInfantry
	GlyphHeavyInfantry
	GlyphPikemen
	GlyphLightCavalry
	GlyphMediumCavalry
	GlyphHeavyCavalry
	GlyphBowmen
)

// Token is one unit as a token shows it: symbol, side colour, troops
// present out of its size, and flags for selection and state.
type Token struct {
	Glyph    TroopGlyph
	Side     color.RGBA
	Present  int
	Size     int
	Selected bool
	Dim      bool // moved or frozen: drawn quieter
	Quick    bool // a quick unit this round (own side only)
}

// DrawToken draws a unit token centred at (cx, cy), w wide: a strength bar
// above (cream for troops present, red hatching for losses), a framed box
// in the side's colour with the unit symbol, and a dark pill on its lower
// edge with the troops present, so type, size and losses read at a glance.
//
// A token is painted once per look and cached (drawArt), so the screens
// that show tokens every frame draw one image each.
func DrawToken(dst *ebiten.Image, cx, cy, w float32, t Token, pal *Palette, face text.Face) {
	k := artKey{what: tokenLook{t, pal, face}, size: units(w)}
	w = fromUnits(k.size)
	drawArt(dst, k, cx, cy, tokenReach(w), func(img *ebiten.Image, cx, cy float32) {
		paintToken(img, cx, cy, w, t, pal, face)
	})
}

// tokenReach is how far a token of width w may reach from its centre: the
// selection's frame and the count's pill below the box.
func tokenReach(w float32) float32 { return w/2 + 26 }

// tokenLook is what a cached token's picture depends on besides its width.
type tokenLook struct {
	t    Token
	pal  *Palette
	face text.Face
}

// paintToken draws a token as DrawToken describes, through vector paths.
func paintToken(dst *ebiten.Image, cx, cy, w float32, t Token, pal *Palette, face text.Face) {
	h := w * 0.62
	x, y := cx-w/2, cy-h/2-w*0.12
	q := &Pen{Dst: dst}
	if t.Selected {
		FillRoundRect(dst, x-4, y-9, w+8, h+22, 5, WithAlpha(pal.C(ColFocus), 0.9))
	}
	FillRoundRect(dst, x+2, y+3, w, h, 3, WithAlpha(color.RGBA{A: 255}, 0.5))
	fill := t.Side
	if t.Dim {
		fill = Mix(fill, pal.C(ColBackground), 0.4)
	}
	ink := pal.C(ColTextInverse)
	FillRoundRect(dst, x, y, w, h, 2, fill)
	StrokeRoundRect(dst, x, y, w, h, 2, max(1.5, w*0.05), ink)
	drawGlyph(q, t.Glyph, x, y, w, h, ink)
	by, bh := y-5, float32(4)
	FillRoundRect(dst, x, by, w, bh, 1, pal.C(ColBackground))
	if t.Size > 0 {
		f := float32(t.Present) / float32(t.Size)
		FillRoundRect(dst, x+0.5, by+0.5, (w-1)*f, bh-1, 1, pal.C(ColText))
		if f < 1 {
			FillRoundRect(dst, x+0.5+(w-1)*f, by+0.5, (w-1)*(1-f), bh-1, 1, pal.C(ColBad))
		}
	}
	if face != nil {
		s := fmt.Sprint(t.Present)
		tw, th := Measure(s, face)
		pw := float32(tw) + 8
		FillRoundRect(dst, cx-pw/2, y+h-5, pw, float32(th)+1, 4, WithAlpha(pal.C(ColBackground), 0.92))
		DrawText(dst, s, face, float64(cx), float64(y+h-5), AlignCenter, pal.C(ColText))
	}
	if t.Quick {
		q.Poly(x-5, y+h*0.5, x+w*0.12, y+h*0.1, x+w*0.12, y+h*0.9)
		q.Fill(pal.C(ColAccent))
	}
}

// drawGlyph draws the unit symbol inside the box (x, y, w, h).
func drawGlyph(q *Pen, g TroopGlyph, x, y, w, h float32, ink color.Color) {
	lw := max(1.2, w*0.06)
	m := w * 0.1
	x0, y0, x1, y1 := x+m, y+m*0.8, x+w-m, y+h-m*0.8
	switch g {
	case GlyphLightCavalry, GlyphMediumCavalry, GlyphHeavyCavalry:
		q.Line(x0, y1, x1, y0)
		q.Stroke(lw, ink)
		for i := 0; i < int(g-GlyphLightCavalry); i++ {
			off := float32(i+1) * w * 0.09
			q.Line(x0+off, y1, x1, y0+off*0.66)
			q.Stroke(lw*0.8, ink)
		}
	case GlyphBowmen:
		cx := (x0 + x1) / 2
		q.Path.MoveTo(x0+w*0.08, y1)
		q.Path.QuadTo(cx, y0-h*0.35, x1-w*0.08, y1)
		q.Stroke(lw, ink)
		q.Line(x0+w*0.08, y1, x1-w*0.08, y1)
		q.Stroke(lw*0.7, ink)
		q.Line(cx, y1, cx, y0+h*0.05)
		q.Stroke(lw*0.8, ink)
	default:
		q.Line(x0, y0, x1, y1)
		q.Line(x0, y1, x1, y0)
		q.Stroke(lw, ink)
		switch g {
		case GlyphLightInfantry:
			q.Circle((x0+x1)/2, y0+h*0.05, w*0.05)
			q.Fill(ink)
		case GlyphHeavyInfantry:
			q.Line(x0, (y0+y1)/2, x1, (y0+y1)/2)
			q.Stroke(lw, ink)
		case GlyphPikemen:
			q.Line((x0+x1)/2, y0, (x0+x1)/2, y1)
			q.Stroke(lw, ink)
		}
	}
}
