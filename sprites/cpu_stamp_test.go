package sprites

import (
	"fmt"
	"image"
	"image/color"
	"math"
	"testing"

	"deepwood/internal/arttest"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"
)

// viaPath fills or strokes a path with Ebitengine's vector package, as the
// stamps' shapes were drawn before they were stamps.
func viaPath(dst *ebiten.Image, clr color.Color, width float32, cap vector.LineCap, build func(p *vector.Path)) {
	var p vector.Path
	build(&p)
	op := &vector.DrawPathOptions{AntiAlias: true}
	op.ColorScale.ScaleWithColor(clr)
	if width == 0 {
		vector.FillPath(dst, &p, nil, op)
		return
	}
	vector.StrokePath(dst, &p, &vector.StrokeOptions{Width: width, LineCap: cap, LineJoin: vector.LineJoinRound}, op)
}

func roundRectPath(p *vector.Path, x, y, w, h, r float32) {
	r = min(r, w/2, h/2)
	p.MoveTo(x+r, y)
	p.LineTo(x+w-r, y)
	p.ArcTo(x+w, y, x+w, y+r, r)
	p.LineTo(x+w, y+h-r)
	p.ArcTo(x+w, y+h, x+w-r, y+h, r)
	p.LineTo(x+r, y+h)
	p.ArcTo(x, y+h, x, y+h-r, r)
	p.LineTo(x, y+r)
	p.ArcTo(x, y, x+r, y, r)
	p.Close()
}

func hexPath(p *vector.Path, cx, cy, r float32) {
	h := hexPoints(cx, cy, r)
	p.MoveTo(h[0], h[1])
	for i := 2; i < 12; i += 2 {
		p.LineTo(h[i], h[i+1])
	}
	p.Close()
}

// stampCases are each stamp beside the path it stands for, at whole and
// fractional positions.
var stampCases = []struct {
	name        string
	stamp, path func(dst *ebiten.Image, x, y float32, clr color.Color)
}{
	{"round rect",
		func(d *ebiten.Image, x, y float32, c color.Color) { FillRoundRect(d, x, y, 37, 21, 6, c) },
		func(d *ebiten.Image, x, y float32, c color.Color) {
			viaPath(d, c, 0, 0, func(p *vector.Path) { roundRectPath(p, x, y, 37, 21, 6) })
		}},
	{"square badge",
		func(d *ebiten.Image, x, y float32, c color.Color) { FillRoundRect(d, x, y, 14, 14, 3, c) },
		func(d *ebiten.Image, x, y float32, c color.Color) {
			viaPath(d, c, 0, 0, func(p *vector.Path) { roundRectPath(p, x, y, 14, 14, 3) })
		}},
	{"round ring",
		func(d *ebiten.Image, x, y float32, c color.Color) { StrokeRoundRect(d, x, y, 40, 26, 5, 2.5, c) },
		func(d *ebiten.Image, x, y float32, c color.Color) {
			viaPath(d, c, 2.5, vector.LineCapButt, func(p *vector.Path) { roundRectPath(p, x, y, 40, 26, 5) })
		}},
	{"circle",
		func(d *ebiten.Image, x, y float32, c color.Color) { FillCircle(d, x+9, y+9, 9, c) },
		func(d *ebiten.Image, x, y float32, c color.Color) {
			viaPath(d, c, 0, 0, func(p *vector.Path) { p.Arc(x+9, y+9, 9, 0, 2*math.Pi, vector.Clockwise); p.Close() })
		}},
	{"line",
		func(d *ebiten.Image, x, y float32, c color.Color) { StrokeLine(d, x+30, y+2, x+3, y+25, 4, c) },
		func(d *ebiten.Image, x, y float32, c color.Color) {
			viaPath(d, c, 4, vector.LineCapRound, func(p *vector.Path) { p.MoveTo(x+30, y+2); p.LineTo(x+3, y+25) })
		}},
	{"level line",
		func(d *ebiten.Image, x, y float32, c color.Color) { StrokeLine(d, x, y+5, x+44, y+5, 1.5, c) },
		func(d *ebiten.Image, x, y float32, c color.Color) {
			viaPath(d, c, 1.5, vector.LineCapRound, func(p *vector.Path) { p.MoveTo(x, y+5); p.LineTo(x+44, y+5) })
		}},
	{"hex",
		func(d *ebiten.Image, x, y float32, c color.Color) { FillHex(d, x+20, y+22, 21.5, c) },
		func(d *ebiten.Image, x, y float32, c color.Color) {
			viaPath(d, c, 0, 0, func(p *vector.Path) { hexPath(p, x+20, y+22, 21.5) })
		}},
	{"hex ring",
		func(d *ebiten.Image, x, y float32, c color.Color) { StrokeHex(d, x+20, y+22, 18, 3, c) },
		func(d *ebiten.Image, x, y float32, c color.Color) {
			viaPath(d, c, 3, vector.LineCapRound, func(p *vector.Path) { hexPath(p, x+20, y+22, 18) })
		}},
	{"triangle",
		func(d *ebiten.Image, x, y float32, c color.Color) { FillTriangle(d, x+3, y+20, x+17, y+20, x+10, y, c) },
		func(d *ebiten.Image, x, y float32, c color.Color) {
			viaPath(d, c, 0, 0, func(p *vector.Path) { p.MoveTo(x+3, y+20); p.LineTo(x+17, y+20); p.LineTo(x+10, y); p.Close() })
		}},
}

// compareCells is arttest's, as these tests have always called it.
var compareCells = arttest.CompareCells

// TestStampsLookLikePaths: every stamp, drawn at whole pixels and a
// quarter, a half and three quarters of a pixel in, is the shape
// Ebitengine's vector paths drew in its place, within what their
// different anti-aliasing moves: where either shows anything, its mean
// difference is under a quarter of the same stamp's half a pixel off (a
// lost offset or a stamp of another size fails), and no pixel is off by
// more than 100 levels (Ebitengine smooths an edge in quarters).
func TestStampsLookLikePaths(t *testing.T) {
	needWindow(t)
	const cell = 64
	clr := color.RGBA{0xd8, 0xa8, 0x40, 0xff}
	offsets := []float32{0, 0.25, 0.5, 0.75}
	for _, c := range stampCases {
		for _, off := range offsets {
			got, want := ebiten.NewImage(cell, cell), ebiten.NewImage(cell, cell)
			bg := color.RGBA{0x20, 0x28, 0x20, 0xff}
			got.Fill(bg)
			want.Fill(bg)
			c.stamp(got, 10+off, 12+off, clr)
			c.path(want, 10+off, 12+off, clr)
			mean, most := compareCells(snapshot(got), snapshot(want), bg)
			shifted := ebiten.NewImage(cell, cell)
			shifted.Fill(bg)
			c.stamp(shifted, 10.5+off, 12.5+off, clr)
			off2, _ := compareCells(snapshot(shifted), snapshot(want), bg)
			if mean > off2/4 || most > 100 {
				t.Errorf("%s at +%.2f: mean difference %.3f levels (%.3f half a pixel off), most %d", c.name, off, mean, off2, most)
				savePNG(t, fmt.Sprintf("stamp_%s_%.2f_got.png", c.name, off), snapshot(got))
				savePNG(t, fmt.Sprintf("stamp_%s_%.2f_want.png", c.name, off), snapshot(want))
			}
		}
	}
}

// artFixture is what the cached-art tests draw with: a window, the
// standard palette, an icon's colour and its ink, and the tokens' face.
func artFixture(t *testing.T) (pal *Palette, fg, ink color.RGBA, face text.Face) {
	t.Helper()
	needWindow(t)
	pal = Standard()
	return pal, pal.C(ColAccent), pal.C(ColPanel), testFonts(t).Face(StyleSmallBold)
}

// TestCachedArtIsTheArt: an icon or a token drawn from the cache is the
// one painted straight onto the screen, at whole and fractional places:
// on average within a quarter of a level, and no pixel off by more than
// an eighth (where Ebitengine smoothed an edge a little differently in
// the small image). A cached image placed a pixel off, or cut short by
// too small a reach, fails by tens of levels.
func TestCachedArtIsTheArt(t *testing.T) {
	pal, fg, ink, face := artFixture(t)
	tok := Token{Glyph: GlyphBowmen, Side: pal.C(ColCivRust), Present: 5, Size: 8, Selected: true, Quick: true}
	cases := []struct {
		name          string
		cached, paint func(dst *ebiten.Image, x, y float32)
	}{
		{"heart", func(d *ebiten.Image, x, y float32) { DrawIcon(d, IconHeart, x, y, 24, fg, ink) },
			func(d *ebiten.Image, x, y float32) { paintIcon(d, IconHeart, x, y, 24, fg, ink) }},
		{"dragon", func(d *ebiten.Image, x, y float32) { DrawIcon(d, IconDragon, x, y, 40, fg, ink) },
			func(d *ebiten.Image, x, y float32) { paintIcon(d, IconDragon, x, y, 40, fg, ink) }},
		{"token", func(d *ebiten.Image, x, y float32) { DrawToken(d, x, y, 36, tok, pal, face) },
			func(d *ebiten.Image, x, y float32) { paintToken(d, x, y, 36, tok, pal, face) }},
	}
	for _, c := range cases {
		for _, off := range []float32{0, 0.5} {
			got, want := ebiten.NewImage(96, 96), ebiten.NewImage(96, 96)
			got.Fill(pal.C(ColPanel))
			want.Fill(pal.C(ColPanel))
			c.cached(got, 48+off, 46+off)
			c.paint(want, 48+off, 46+off)
			mean, most := compareCells(snapshot(got), snapshot(want), pal.C(ColPanel))
			if mean > 0.25 || most > 32 {
				t.Errorf("%s at +%.1f: mean difference %.3f levels, most %d", c.name, off, mean, most)
				savePNG(t, fmt.Sprintf("art_%s_%.1f_got.png", c.name, off), snapshot(got))
				savePNG(t, fmt.Sprintf("art_%s_%.1f_want.png", c.name, off), snapshot(want))
			}
		}
	}
}

// TestStampCacheStartsOverWhenFull: past maxStamps looks the cache starts
// over rather than grow, and a stamp painted after it did is drawn right
// (the same pixels as before the cache was full).
func TestStampCacheStartsOverWhenFull(t *testing.T) {
	needWindow(t)
	clr := color.RGBA{0xd8, 0xa8, 0x40, 0xff}
	draw := func() *image.RGBA {
		img := ebiten.NewImage(40, 40)
		FillRoundRect(img, 4.5, 6.25, 25, 17, 5, clr)
		return snapshot(img)
	}
	before := draw()
	scratch := ebiten.NewImage(8, 8)
	for i := range maxStamps + 40 {
		FillCircle(scratch, 4, 4, 1+float32(i)/64, clr)
		stamps.mu.Lock()
		n := len(stamps.imgs)
		stamps.mu.Unlock()
		if n > maxStamps {
			t.Fatalf("the cache holds %d stamps after %d circles; at most %d", n, i+1, maxStamps)
		}
	}
	if mean, most := compareCells(draw(), before, color.RGBA{}); mean != 0 || most != 0 {
		t.Errorf("a stamp painted again after the cache started over differs: mean %.3f, most %d", mean, most)
	}
}

// TestCachedArtHasRoom: every icon and a token with all it
// can show, painted as drawArt paints them (at a size each screen uses),
// leave the edge of their image clear: nothing is cut off. (Compared with
// painting straight onto the screen, Ebitengine's own paths differ here and
// there, e.g. the snare's ring has a gap at its seam drawn one way and not
// the other, so this checks the room itself.)
func TestCachedArtHasRoom(t *testing.T) {
	pal, fg, ink, face := artFixture(t)
	tok := Token{Glyph: GlyphHeavyCavalry, Side: pal.C(ColCivRust), Present: 10, Size: 10, Selected: true, Quick: true}
	type art struct {
		name  string
		reach float32
		paint func(img *ebiten.Image, cx, cy float32)
	}
	var arts []art
	for _, size := range []float32{18, 24, 34, 56} {
		for i := range NumIcons {
			arts = append(arts, art{fmt.Sprintf("icon %d at %.0f", i, size), IconReach(size),
				func(img *ebiten.Image, cx, cy float32) { paintIcon(img, i, cx, cy, size, fg, ink) }})
		}
	}
	for _, w := range []float32{28, 36, 44} {
		arts = append(arts, art{fmt.Sprintf("token %.0f wide", w), tokenReach(w),
			func(img *ebiten.Image, cx, cy float32) { paintToken(img, cx, cy, w, tok, pal, face) }})
	}
	for _, a := range arts {
		for _, frac := range []float32{0, 0.75} {
			n := artSize(a.reach)
			img := ebiten.NewImage(n, n)
			a.paint(img, 1+frac+a.reach, 1+frac+a.reach)
			pix := snapshot(img)
			for i := 0; i < n; i++ {
				for _, p := range [][2]int{{i, 0}, {i, n - 1}, {0, i}, {n - 1, i}} {
					if al := pix.RGBAAt(p[0], p[1]).A; al != 0 {
						t.Errorf("%s, %.2f px in: its image's edge at %v is painted (alpha %d)", a.name, frac, p, al)
						savePNG(t, "room_"+a.name+".png", pix)
						goto next
					}
				}
			}
		next:
		}
	}
}
