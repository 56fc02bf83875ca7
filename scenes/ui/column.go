package ui

import (
	"image"

	"github.com/hajimehoshi/ebiten/v2"

	"deepwood/scenes"
	"deepwood/sprites"
)

// DrawColumn paints a form screen's ground: the backdrop, the middle
// column's panel and its heading. The set-up and "with friends" screens
// stand on it, so they keep one look and one layout as either changes.
func DrawColumn(dst *ebiten.Image, ctx *scenes.Context, heading string) {
	pal := ctx.Palette
	dst.Fill(pal.C(sprites.ColBackground))
	sprites.DrawBackdrop(dst, pal, int(ctx.Tick))
	sprites.DrawPanel(dst, image.Rect(300, 36, 980, 704), pal, sprites.PanelNormal)
	sprites.DrawText(dst, heading, ctx.Fonts.Face(sprites.StyleHeading), 640, 52, sprites.AlignCenter, pal.C(sprites.ColAccent))
}
