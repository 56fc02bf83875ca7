package ui

import (
	"image"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"deepwood/scenes"
	"deepwood/sprites"
)

// Upright (a phone held upright, issue 40) every pause menu, and every
// menu panel like it, is laid out across the portrait screen: rows as
// wide as the screen less a margin, 64 pixels high (44 CSS pixels on a
// phone), the panel centred with the focused item's hint under the rows
// and the mode's own lines (the Foot) under that.

// The menu upright: its rows' height and gap, the margin beside the
// panel and the room under the rows for the hint.
const (
	pauseUpRowH, pauseUpGap, pauseUpMargin, pauseUpHint = 64, 12, 24, 72
	pauseUpPad                                          = 20 // inside the panel, beside the rows
)

// PauseLayout is where a menu panel stands on the screen it was last laid
// out for, for the scenes' Inspect: the screen, whether upright, each row
// and the faces it writes in.
type PauseLayout struct {
	Screen  image.Point
	Upright bool
	Rows    []image.Rectangle
	TextPx  []float64
}

// LaysOutUpright reports that a menu panel has a portrait layout.
func (m *PauseMenu) LaysOutUpright() bool { return true }

// Place lays the menu out for the screen drawn now: where it was built in
// landscape, upright centred across the portrait screen. Update and Draw
// call it; a scene that draws the menu in a place of its own calls it
// first.
func (m *PauseMenu) Place(ctx *scenes.Context) {
	mm := &m.Menu
	m.land.Keep(mm)
	m.size, m.upright = ctx.ScreenSize(), ctx.Upright()
	if !m.upright {
		m.land.Restore(mm)
		return
	}
	n := len(mm.Items)
	height := pauseTitleH + n*(pauseUpRowH+pauseUpGap) + pauseUpHint + m.Foot
	mm.X, mm.W = pauseUpMargin+pauseUpPad, m.size.X-2*(pauseUpMargin+pauseUpPad)
	mm.Y = max((m.size.Y-height)/2, 8) + pauseTitleH
	mm.RowH, mm.Spacing = pauseUpRowH, pauseUpGap
}

// Upright reports whether the menu was last laid out upright.
func (m *PauseMenu) Upright() bool { return m.upright }

// Size is the screen the menu was last laid out for.
func (m *PauseMenu) Size() image.Point { return m.size }

// FootTop is the y where a mode's own lines go: under the last row, and
// upright under the hint too.
func (m *PauseMenu) FootTop() int {
	if m.upright {
		return m.Bottom() + pauseUpHint - pauseUpGap
	}
	return m.Bottom() + 44
}

// drawUpright paints the menu across the portrait screen.
func (m *PauseMenu) drawUpright(dst *ebiten.Image, ctx *scenes.Context, heading string) {
	pal, size := ctx.Palette, m.size
	vector.FillRect(dst, 0, 0, float32(size.X), float32(size.Y), pal.A(sprites.ColChaosBlack, 0.7), false)
	bottom := m.Bottom() - pauseUpGap + pauseUpHint + m.Foot
	sprites.DrawPanel(dst, image.Rect(pauseUpMargin, m.Menu.Y-pauseTitleH, size.X-pauseUpMargin, bottom), pal, sprites.PanelNormal)
	sprites.DrawText(dst, heading, ctx.Fonts.Face(sprites.StyleHeading), float64(size.X)/2, float64(m.Menu.Y-60), sprites.AlignCenter, pal.C(sprites.ColAccent))
	m.Menu.Draw(dst, ctx)
}

// Layout is where the menu was last laid out, for a scene's Inspect.
func (m *PauseMenu) Layout() PauseLayout {
	l := PauseLayout{Screen: m.size, Upright: m.upright,
		TextPx: []float64{sprites.StyleSize(sprites.StyleHeading), sprites.StyleSize(sprites.StyleLarge), sprites.StyleSize(sprites.StyleBody)}}
	for i := range m.Menu.Items {
		l.Rows = append(l.Rows, m.Menu.Rect(i))
	}
	return l
}
