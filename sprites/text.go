package sprites

import (
	"image/color"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"
)

// Align is horizontal text alignment relative to the x passed to DrawText.
type Align uint8

// The alignments: x is the left edge, the centre or the right edge.
const (
	AlignLeft Align = iota
	AlignCenter
	AlignRight
)

// LineHeight is the distance between baselines for a face; DrawText, Measure
// and Wrap all use it so multi-line layout agrees everywhere.
func LineHeight(face text.Face) float64 {
	m := face.Metrics()
	return m.HAscent + m.HDescent + m.HLineGap
}

func textAlign(a Align) text.Align {
	switch a {
	case AlignCenter:
		return text.AlignCenter
	case AlignRight:
		return text.AlignEnd
	}
	return text.AlignStart
}

// DrawText draws s with its line box's top at y, aligned at x, in clr.
// Explicit "\n" starts a new line. Positions are rounded to whole pixels so
// glyphs stay crisp at 1×.
func DrawText(dst *ebiten.Image, s string, face text.Face, x, y float64, align Align, clr color.Color) {
	op := &text.DrawOptions{}
	op.GeoM.Translate(float64(int(x+0.5)), float64(int(y+0.5)))
	op.ColorScale.ScaleWithColor(clr)
	op.LineSpacing = LineHeight(face)
	op.PrimaryAlign = textAlign(align)
	op.Filter = ebiten.FilterLinear
	text.Draw(dst, s, face, op)
}

// DrawTextShadow draws s like DrawText over a 2 px drop shadow in shadow, the
// standard treatment for text laid directly on art instead of on a panel.
func DrawTextShadow(dst *ebiten.Image, s string, face text.Face, x, y float64, align Align, clr, shadow color.Color) {
	off := 2.0
	if face.Metrics().HAscent < 16 {
		off = 1
	}
	DrawText(dst, s, face, x+off, y+off, align, shadow)
	DrawText(dst, s, face, x, y, align, clr)
}

// Measure returns the size of s's box as DrawText would lay it out.
func Measure(s string, face text.Face) (w, h float64) {
	return text.Measure(s, face, LineHeight(face))
}

// Wrap breaks s into lines no wider than maxWidth, breaking at spaces and
// keeping explicit newlines (blank lines survive). A single word wider than
// maxWidth gets a line of its own rather than being cut mid-word.
func Wrap(s string, face text.Face, maxWidth float64) []string {
	var lines []string
	space := text.Advance(" ", face)
	for _, para := range strings.Split(s, "\n") {
		words := strings.Fields(para)
		if len(words) == 0 {
			lines = append(lines, "")
			continue
		}
		cur := words[0]
		curW := text.Advance(cur, face)
		for _, w := range words[1:] {
			ww := text.Advance(w, face)
			if curW+space+ww <= maxWidth {
				// Advance of the joined string can differ from the sum by
				// kerning, so confirm with a real measurement.
				joined := cur + " " + w
				if jw := text.Advance(joined, face); jw <= maxWidth {
					cur, curW = joined, jw
					continue
				}
			}
			lines = append(lines, cur)
			cur, curW = w, ww
		}
		lines = append(lines, cur)
	}
	return lines
}

// DrawWrapped wraps s to maxWidth and draws it from (x, y), returning the
// height used, for paragraphs in panels and tooltips.
func DrawWrapped(dst *ebiten.Image, s string, face text.Face, x, y, maxWidth float64, align Align, clr color.Color) float64 {
	lines := Wrap(s, face, maxWidth)
	lh := LineHeight(face)
	ax := x
	switch align {
	case AlignCenter:
		ax = x + maxWidth/2
	case AlignRight:
		ax = x + maxWidth
	}
	for i, l := range lines {
		DrawText(dst, l, face, ax, y+float64(i)*lh, align, clr)
	}
	return float64(len(lines)) * lh
}
