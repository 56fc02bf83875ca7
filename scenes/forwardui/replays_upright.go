package forwardui

import (
	"image"
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"

	"deepwood/scenes"
	"deepwood/sprites"
)

// Upright (a phone held upright, issue 40) the replays list is a column
// of two-line rows as wide as the screen, as many to a page as its
// height holds, with Back, Newer and Older at the foot.

// The upright list's column.
const (
	rpUpX    = 36  // the column's left edge
	rpUpTop  = 168 // the first row's top, under the heading and its line
	rpUpRowH = 72  // a row's height
	rpUpStep = 80  // from one row to the next
)

// place lays the list out again when the screen's shape has changed (a
// phone turned), keeping its first replay shown on the page.
func (s *replaysScene) place(ctx *scenes.Context) {
	size := ctx.ScreenSize()
	if size == s.size {
		return
	}
	first := s.page * s.perPage()
	s.size, s.upright = size, ctx.Upright()
	s.page = first / s.perPage()
	s.build()
}

// perPage is how many replays a page shows on the screen laid out for.
func (s *replaysScene) perPage() int {
	if !s.upright {
		return replaysPerPage
	}
	back, _, _ := s.footRects()
	return max(1, (back.Min.Y-16-rpUpTop+rpUpStep-rpUpRowH)/rpUpStep)
}

// rowRect is the rectangle of the page's row k.
func (s *replaysScene) rowRect(k int) image.Rectangle {
	if !s.upright {
		y := 140 + k*56
		return image.Rect(96, y, 1184, y+48)
	}
	y := rpUpTop + k*rpUpStep
	return image.Rect(rpUpX, y, s.size.X-rpUpX, y+rpUpRowH)
}

// footRects are Back, Newer and Older.
func (s *replaysScene) footRects() (back, newer, older image.Rectangle) {
	if !s.upright {
		return image.Rect(96, 610, 300, 656), image.Rect(760, 610, 960, 656), image.Rect(984, 610, 1184, 656)
	}
	w := (s.size.X - 2*rpUpX - 24) / 3
	y := s.size.Y - 24 - 64
	at := func(i int) image.Rectangle { x := rpUpX + i*(w+12); return image.Rect(x, y, x+w, y+64) }
	return at(0), at(1), at(2)
}

// drawReplayRowUpright writes a replay's columns on two lines in r: when
// it was kept and how it ended, then its seed, time and actions.
func drawReplayRowUpright(dst *ebiten.Image, ctx *scenes.Context, r image.Rectangle, cols []string, clr color.Color) {
	body, mono := ctx.Fonts.Face(sprites.StyleBody), ctx.Fonts.Face(sprites.StyleMono)
	x, right := float64(r.Min.X+16), float64(r.Max.X-16)
	y1, y2 := float64(r.Min.Y+10), float64(r.Min.Y+38)
	sprites.DrawText(dst, cols[0], mono, x, y1, sprites.AlignLeft, clr)
	sprites.DrawText(dst, cols[2], body, right, y1, sprites.AlignRight, clr)
	sprites.DrawText(dst, cols[1], mono, x, y2, sprites.AlignLeft, clr)
	sprites.DrawText(dst, cols[3], mono, (x+right)/2+30, y2, sprites.AlignRight, clr)
	sprites.DrawText(dst, cols[4], body, right, y2, sprites.AlignRight, clr)
}

// LaysOutUpright reports that the replays list has a portrait layout.
func (s *replaysScene) LaysOutUpright() bool { return true }
