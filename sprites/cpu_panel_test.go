package sprites

import (
	"fmt"
	"image"
	"testing"
)

// TestStretchedPanelIsPaintedWhole: a panel painted narrow and stretched
// (newPanelPixels) is the panel painted over its whole width, in every
// style, with and without its shadow or glow, at sizes from a button's to
// a dialog's: within one level of 255 a channel, the rounding of a right
// corner's float32 coordinates at another x (a corner's reach cut short
// is off by tens of levels).
func TestStretchedPanelIsPaintedWhole(t *testing.T) {
	pal := Standard()
	for _, sz := range []image.Point{{34, 20}, {35, 40}, {120, 44}, {201, 33}, {360, 44}, {424, 400}, {1111, 555}} {
		for style := range NumPanelStyles {
			for _, outside := range []bool{false, true} {
				t.Run(fmt.Sprintf("%dx%d style %d outside %v", sz.X, sz.Y, style, outside), func(t *testing.T) {
					m := 0
					if outside {
						m = panelMargin
					}
					size := sz.Add(image.Pt(2*m, 2*m))
					r := image.Rect(m, m, m+sz.X, m+sz.Y)
					whole := image.NewRGBA(image.Rectangle{Max: size})
					paintPanel(whole, r, pal, style, outside)
					got := newPanelPixels(size, r, pal, style, outside)
					for i := range whole.Pix {
						if d := int(got.Pix[i]) - int(whole.Pix[i]); d > 1 || d < -1 {
							p := i / 4
							t.Fatalf("pixel (%d, %d): stretched %v, whole %v", p%size.X, p/size.X, got.Pix[i/4*4:i/4*4+4], whole.Pix[i/4*4:i/4*4+4])
						}
					}
				})
			}
		}
	}
}

// BenchmarkPanelPixels paints the title's panel and one of its buttons,
// as the title's first frame does.
func BenchmarkPanelPixels(b *testing.B) {
	pal := Standard()
	for b.Loop() {
		newPanelPixels(image.Pt(424+2*panelMargin, 400+2*panelMargin), image.Rect(panelMargin, panelMargin, panelMargin+424, panelMargin+400), pal, PanelNormal, true)
		newPanelPixels(image.Pt(360+2*panelMargin, 44+2*panelMargin), image.Rect(panelMargin, panelMargin, panelMargin+360, panelMargin+44), pal, PanelFocused, true)
	}
}
