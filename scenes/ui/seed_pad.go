package ui

import (
	"image"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"deepwood/rules/dice"
	"deepwood/scenes"
	"deepwood/sprites"
)

// SeedPad is the field for typing (or pasting) a seed code, the same in
// every mode that lets a player replay or share a table: the kit's text
// pad, so Backspace deletes a letter. Enter checks the text with
// dice.ParseSeed and either takes the seed or keeps the field open with
// what is wrong with the code written under it; Pause (Escape) closes it
// taking nothing.
type SeedPad struct {
	TextPad
	// Msg is what is wrong with the text last submitted, shown under the
	// field; empty when nothing is.
	Msg  string
	took func(dice.Seed)
}

// OpenSeed opens the empty field; took receives the seed of a code (or
// of any other words) the player submits.
func (n *SeedPad) OpenSeed(took func(dice.Seed)) {
	n.Msg, n.took = "", took
	n.Width = 480
	n.Open("", n.Submit)
}

// Submit is the field's Enter: it takes a valid code (or other text,
// hashed to a seed of its own) and explains a code that cannot be one.
func (n *SeedPad) Submit(txt string) {
	seed, err := dice.ParseSeed(txt)
	if err != nil {
		n.Msg = err.Error()
		return
	}
	n.Active, n.Msg = false, ""
	if n.took != nil {
		n.took(seed)
	}
}

// Draw veils the screen and shows the field under its instructions, with
// what is wrong with the code typed.
func (n *SeedPad) Draw(dst *ebiten.Image, ctx *scenes.Context) {
	pal := ctx.Palette
	vector.FillRect(dst, 0, 0, sprites.ScreenWidth, sprites.ScreenHeight, pal.A(sprites.ColChaosBlack, 0.7), false)
	sprites.DrawPanel(dst, image.Rect(320, 230, 960, 500), pal, sprites.PanelNormal)
	sprites.DrawText(dst, "Type or paste a seed code", ctx.Fonts.Face(sprites.StyleLarge), 640, 252, sprites.AlignCenter, pal.C(sprites.ColAccent))
	sprites.DrawText(dst, "Enter takes it; Escape closes. Any other words become a seed of their own.", ctx.Fonts.Face(sprites.StyleSmall), 640, 290, sprites.AlignCenter, pal.C(sprites.ColTextDim))
	n.DrawField(dst, ctx)
	if n.Msg != "" {
		sprites.DrawWrapped(dst, n.Msg, ctx.Fonts.Face(sprites.StyleBody), 352, 420, 576, sprites.AlignCenter, pal.C(sprites.ColBad))
	}
}
