package forwardui

import (
	"image"

	"github.com/hajimehoshi/ebiten/v2"

	"deepwood/rules/dice"
	"deepwood/scenes"
	"deepwood/scenes/ui"
	"deepwood/sprites"
)

// seedPad is the field for typing (or pasting) a seed code: the kit's
// text pad, like the other text fields of the game. Enter checks the code
// and either takes it or explains, inline, what is wrong with it; Pause
// (Escape) closes it.
type seedPad struct {
	ui.TextPad
	msg  string
	took func(dice.Seed)
}

func (n *seedPad) open(took func(dice.Seed)) {
	n.msg, n.took = "", took
	n.Width = 480
	n.Open("", n.submit)
}

// submit takes a valid code (or any other text, hashed to a seed) and
// explains a code that cannot be one.
func (n *seedPad) submit(txt string) {
	seed, err := dice.ParseSeed(txt)
	if err != nil {
		n.msg = err.Error()
		return
	}
	n.Active = false
	if n.took != nil {
		n.took(seed)
	}
}

// draw veils the screen and shows the field under its instructions, with
// what is wrong with the code typed.
func (n *seedPad) draw(dst *ebiten.Image, ctx *scenes.Context, a *art) {
	pal := ctx.Palette
	a.fillRect(dst, 0, 0, sprites.ScreenWidth, sprites.ScreenHeight, pal.A(sprites.ColChaosBlack, 0.7))
	sprites.DrawPanel(dst, image.Rect(320, 230, 960, 500), pal, sprites.PanelNormal)
	sprites.DrawText(dst, "Type or paste a seed code", ctx.Fonts.Face(sprites.StyleLarge), 640, 252, sprites.AlignCenter, pal.C(sprites.ColAccent))
	sprites.DrawText(dst, "Enter takes it; Escape closes. Any other words become a seed of their own.", ctx.Fonts.Face(sprites.StyleSmall), 640, 290, sprites.AlignCenter, pal.C(sprites.ColTextDim))
	n.DrawField(dst, ctx)
	if n.msg != "" {
		sprites.DrawWrapped(dst, n.msg, ctx.Fonts.Face(sprites.StyleBody), 352, 420, 576, sprites.AlignCenter, pal.C(sprites.ColBad))
	}
}
