package menu

import (
	"image"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"deepwood/scenes"
	"deepwood/sprites"
)

// Upright (a phone held upright, issue 40) the question is asked across
// the portrait screen: its title in Large and its text in Body wrapped to
// the screen's width, the two answers under them in rows 64 high (44 CSS
// pixels on a phone), the panel centred. Asked over a screen laid out
// upright (a set-up dealing over a saved game), it keeps the phone
// upright.

// The question upright: the margin beside the panel, the padding inside
// it, an answer's height and the gap between answers.
const confirmUpMargin, confirmUpPad, confirmUpRowH, confirmUpGap = 16, 28, 64, 12

// confirmShape is where the question was last laid out: the screen,
// whether upright, the answers' landscape place, and upright the panel.
type confirmShape struct {
	size    image.Point
	upright bool
	land    Landscape // the menu's place as built
	panel   image.Rectangle
}

// LaysOutUpright reports that the question has a portrait layout.
func (c *Confirm) LaysOutUpright() bool { return true }

// place lays the question out for the screen drawn now: as built on a
// wide screen, upright across it, the title and text wrapped to it.
func (c *Confirm) place(ctx *scenes.Context) {
	m, sh := &c.menu, &c.shape
	sh.land.Keep(m)
	sh.size, sh.upright = ctx.ScreenSize(), ctx.Upright()
	if !sh.upright {
		sh.land.Restore(m)
		return
	}
	w := sh.size.X - 2*(confirmUpMargin+confirmUpPad)
	textH := c.wrappedHeight(ctx, w)
	rows := len(m.Items)*(confirmUpRowH+confirmUpGap) - confirmUpGap
	height := confirmUpPad + textH + 24 + rows + confirmUpPad
	top := max((sh.size.Y-height)/2, 8)
	sh.panel = image.Rect(confirmUpMargin, top, sh.size.X-confirmUpMargin, top+height)
	m.X, m.W = confirmUpMargin+confirmUpPad, w
	m.Y, m.RowH, m.Spacing = top+confirmUpPad+textH+24, confirmUpRowH, confirmUpGap
}

// wrappedHeight is the height of the title and the text wrapped w wide,
// with the gap between them.
func (c *Confirm) wrappedHeight(ctx *scenes.Context, w int) int {
	large, body := ctx.Fonts.Face(sprites.StyleLarge), ctx.Fonts.Face(sprites.StyleBody)
	h := sprites.LineHeight(large)*float64(len(sprites.Wrap(c.title, large, float64(w)))) + 16
	return int(h + sprites.LineHeight(body)*float64(len(sprites.Wrap(c.text, body, float64(w)))))
}

// drawUpright paints the question across the portrait screen.
func (c *Confirm) drawUpright(dst *ebiten.Image, ctx *scenes.Context) {
	pal, fonts, sh := ctx.Palette, ctx.Fonts, &c.shape
	vector.FillRect(dst, 0, 0, float32(sh.size.X), float32(sh.size.Y), pal.A(sprites.ColChaosBlack, 0.6), false)
	sprites.DrawPanel(dst, sh.panel, pal, sprites.PanelNormal)
	x, y, w := float64(c.menu.X), float64(sh.panel.Min.Y+confirmUpPad), float64(c.menu.W)
	y += sprites.DrawWrapped(dst, c.title, fonts.Face(sprites.StyleLarge), x, y, w, sprites.AlignCenter, pal.C(sprites.ColAccent)) + 16
	sprites.DrawWrapped(dst, c.text, fonts.Face(sprites.StyleBody), x, y, w, sprites.AlignLeft, pal.C(sprites.ColText))
	c.menu.Draw(dst, ctx)
}

// inspectShape adds the question's layout to its report: the screen,
// whether upright, the answers as targets (name and x, y, w, h, as the
// kit's ui.Target) and the faces it writes in.
func (c *Confirm) inspectShape(in map[string]any) {
	type target struct {
		Name string `json:"name"`
		Rect [4]int `json:"rect"`
	}
	var ts []target
	for i, it := range c.menu.Items {
		r := c.menu.Rect(i)
		ts = append(ts, target{it.Label, [4]int{r.Min.X, r.Min.Y, r.Dx(), r.Dy()}})
	}
	px := []float64{sprites.StyleSize(sprites.StyleLarge), sprites.StyleSize(sprites.StyleBody)}
	if !c.shape.upright {
		px = append(px, sprites.StyleSize(sprites.StyleHeading))
	}
	in["screen"], in["upright"] = [2]int{c.shape.size.X, c.shape.size.Y}, c.shape.upright
	in["targets"], in["textPx"] = ts, px
}
