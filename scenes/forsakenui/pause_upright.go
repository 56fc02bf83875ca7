package forsakenui

import (
	"image"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"deepwood/scenes"
	"deepwood/scenes/ui"
	"deepwood/sprites"
)

// pauseUpright is the table's pause menu, which a phone held upright
// shows in big rows across the screen: the shared menu (ui.PauseScene)
// in landscape, as every mode's, and upright its rows as wide as the
// screen less a margin, 64 pixels high, the panel centred, the focused
// item's hint under them.
type pauseUpright struct {
	*ui.PauseScene
	land    [5]int // the menu's landscape X, Y, W, RowH and Spacing
	placed  bool
	upright bool
	size    image.Point
	textPx  []float64 // the faces of the last frame
}

// The pause menu upright: rows, their spacing, the margin beside the
// panel, and the room under the rows for the hint.
const (
	pauseUpRowH, pauseUpGap, pauseUpMargin, pauseUpFoot = 64, 12, 24, 100
	pauseUpTitleH                                       = 80
)

// LaysOutUpright reports that the pause menu has a portrait layout.
func (p *pauseUpright) LaysOutUpright() bool { return true }

// place lays the menu out for the screen drawn now: as built in
// landscape, upright centred on the portrait screen.
func (p *pauseUpright) place(ctx *scenes.Context) {
	m := &p.Menu
	if !p.placed {
		p.land, p.placed = [5]int{m.X, m.Y, m.W, m.RowH, m.Spacing}, true
	}
	p.upright, p.size = ctx.Upright(), ctx.ScreenSize()
	if !p.upright {
		m.X, m.Y, m.W, m.RowH, m.Spacing = p.land[0], p.land[1], p.land[2], p.land[3], p.land[4]
		return
	}
	n := len(m.Items)
	height := pauseUpTitleH + n*(pauseUpRowH+pauseUpGap) + pauseUpFoot
	m.X, m.W = pauseUpMargin+20, p.size.X-2*(pauseUpMargin+20)
	m.Y = (p.size.Y-height)/2 + pauseUpTitleH
	m.RowH, m.Spacing = pauseUpRowH, pauseUpGap
}

// Update lays the menu out for the screen, then runs it.
func (p *pauseUpright) Update(ctx *scenes.Context) error {
	p.place(ctx)
	return p.PauseScene.Update(ctx)
}

// Draw paints the menu as the shared one does, upright across the
// portrait screen.
func (p *pauseUpright) Draw(dst *ebiten.Image, ctx *scenes.Context) {
	p.place(ctx)
	if !p.upright {
		p.PauseScene.Draw(dst, ctx)
		return
	}
	m := &p.Menu
	vector.FillRect(dst, 0, 0, float32(p.size.X), float32(p.size.Y), ctx.Palette.A(sprites.ColChaosBlack, 0.7), false)
	sprites.DrawPanel(dst, p.panel(), ctx.Palette, sprites.PanelNormal)
	sprites.DrawText(dst, "Paused", ctx.Fonts.Face(sprites.StyleHeading), float64(p.size.X)/2, float64(m.Y-60), sprites.AlignCenter, ctx.Palette.C(sprites.ColAccent))
	m.Draw(dst, ctx)
	p.Drawn()
	p.textPx = []float64{ctx.Fonts.Size(sprites.StyleHeading), ctx.Fonts.Size(sprites.StyleLarge), ctx.Fonts.Size(sprites.StyleBody)}
}

// panel is the menu's panel upright.
func (p *pauseUpright) panel() image.Rectangle {
	return image.Rect(pauseUpMargin, p.Menu.Y-pauseUpTitleH, p.size.X-pauseUpMargin, p.Bottom()+pauseUpFoot)
}

// Inspect reports the shared menu's items and focus, and the shape it is
// laid out for: "screen", "upright", every row as a "target", and the
// faces it wrote in upright ("textPx": the heading's, the rows', the
// hint's).
func (p *pauseUpright) Inspect() any {
	in := p.PauseScene.Inspect().(map[string]any)
	var ts []target
	for i, it := range p.Menu.Items {
		ts = append(ts, targetOf(it.Label, p.Menu.Rect(i)))
	}
	in["screen"], in["upright"], in["targets"] = [2]int{p.size.X, p.size.Y}, p.upright, ts
	in["textPx"] = p.textPx
	return in
}
