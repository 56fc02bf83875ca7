package sprites

import (
	"math"
	"sync"
	"unicode/utf8"

	"github.com/hajimehoshi/ebiten/v2/text/v2"
	"golang.org/x/image/font/sfnt"
	"golang.org/x/image/math/fixed"
)

// Text for the art painted on the CPU (the title's logo): the glyphs'
// outlines, placed where DrawText places their images, added to a shape.
// The layout (which glyphs, where) is text/v2's own, so the letters sit
// exactly where DrawText would draw them; only the outlines come from
// x/image's sfnt, which reads the same embedded fonts.

// outlineFonts are the embedded fonts parsed for their outlines, each on
// first use.
var outlineFonts = func() (fs [numSources]func() *sfnt.Font) {
	for i := range fs {
		fs[i] = sync.OnceValue(func() *sfnt.Font {
			f, err := sfnt.Parse(fontTTFs[i])
			if err != nil {
				panic(err) // the embedded fonts parse (TestEveryStyleHasAFace)
			}
			return f
		})
	}
	return fs
}()

// glyphSteps is how many horizontal positions per pixel text/v2 renders a
// face's glyphs at: finer for small text, whole pixels from 80 px up.
func glyphSteps(face text.Face) fixed.Int26_6 {
	m := face.Metrics()
	switch s := m.HAscent + m.HDescent; {
	case s < 20:
		return 8
	case s < 40:
		return 4
	case s < 80:
		return 2
	}
	return 1
}

// addText adds to sh the outlines of s set in style's font at size, as
// DrawText(dst, s, face, x, y, AlignLeft, …) draws it: the line box's top
// at y, x rounded to a whole pixel.
func addText(sh *shape, fonts *Fonts, style Style, size float64, s string, x, y float64) {
	face := fonts.Sized(style, size)
	f := outlineFonts[styleSpec[min(style, NumStyles-1)].src]()
	x, y = float64(int(x+0.5)), float64(int(y+0.5))
	step := 64 / glyphSteps(face)
	ppem := fixed.Int26_6(math.Round(size * 64))
	var buf sfnt.Buffer
	for _, g := range text.AppendLazyGlyphs(nil, s, face, &text.LayoutOptions{LineSpacing: LineHeight(face)}) {
		if g.ImageBounds.Empty() {
			continue
		}
		r, _ := utf8.DecodeRuneInString(s[g.StartIndexInBytes:])
		gid, err := f.GlyphIndex(&buf, r)
		if err != nil {
			continue
		}
		segs, err := f.LoadGlyph(&buf, gid, ppem, nil)
		if err != nil {
			continue
		}
		// Where text/v2 puts the outline: its origin, snapped down to
		// the face's horizontal step and to a whole pixel vertically.
		ox := fixed.Int26_6((g.OriginX+g.OriginOffsetX)*64) / step * step
		oy := fixed.Int26_6((g.OriginY+g.OriginOffsetY)*64) &^ 63
		gx, gy := float32(x)+float32(ox)/64, float32(y)+float32(oy)/64
		pt := func(p fixed.Point26_6) (float32, float32) {
			return gx + float32(p.X)/64, gy + float32(p.Y)/64
		}
		var px, py float32 // the pen, for a cubic's flattening
		for _, seg := range segs {
			switch seg.Op {
			case sfnt.SegmentOpMoveTo:
				px, py = pt(seg.Args[0])
				sh.MoveTo(px, py)
			case sfnt.SegmentOpLineTo:
				px, py = pt(seg.Args[0])
				sh.LineTo(px, py)
			case sfnt.SegmentOpQuadTo:
				cx, cy := pt(seg.Args[0])
				px, py = pt(seg.Args[1])
				sh.QuadTo(cx, cy, px, py)
			case sfnt.SegmentOpCubeTo:
				// The Go fonts are TrueType, all quadratic; a cubic (an
				// OpenType font's) is flattened into short lines.
				c1x, c1y := pt(seg.Args[0])
				c2x, c2y := pt(seg.Args[1])
				ex, ey := pt(seg.Args[2])
				for i := 1; i <= 16; i++ {
					t := float32(i) / 16
					u := 1 - t
					sh.LineTo(u*u*u*px+3*u*u*t*c1x+3*u*t*t*c2x+t*t*t*ex, u*u*u*py+3*u*u*t*c1y+3*u*t*t*c2y+t*t*t*ey)
				}
				px, py = ex, ey
			}
		}
		sh.Close()
	}
}
