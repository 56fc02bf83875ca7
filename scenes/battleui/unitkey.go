package battleui

import (
	"fmt"
	"image"

	"github.com/hajimehoshi/ebiten/v2"

	"deepwood/rules/battle"
	"deepwood/scenes"
	"deepwood/scenes/input"
	"deepwood/sprites"
)

// glyphWords say what marks each troop type's symbol, in the order of the
// troop table (issue 38: the symbols had no legend).
var glyphWords = [battle.NumTroops]string{
	"crossed lines, a dot",
	"crossed lines",
	"crossed lines, a bar",
	"crossed lines, a pike",
	"one diagonal",
	"two diagonals",
	"three diagonals",
	"a bow's arc",
}

// drawUnitKey draws the eight unit symbols with their names in cols
// columns from (x, y), w wide, in the neutral ink the field's legend uses;
// it returns the height drawn.
func drawUnitKey(dst *ebiten.Image, ctx *scenes.Context, x, y, w float64, cols int) float64 {
	pal := ctx.Palette
	small, bold := ctx.Fonts.Face(sprites.StyleSmall), ctx.Fonts.Face(sprites.StyleSmallBold)
	sprites.DrawText(dst, "Unit symbols", bold, x, y, sprites.AlignLeft, pal.C(sprites.ColAccent))
	top := y + 24
	cw := w / float64(cols)
	rows := (int(battle.NumTroops) + cols - 1) / cols
	for i := range int(battle.NumTroops) {
		t := battle.Troop(i)
		cx, cy := x+cw*float64(i/rows), top+36*float64(i%rows)
		sprites.DrawToken(dst, float32(cx+16), float32(cy+12), 28, sprites.Token{Glyph: glyphOf(t), Side: pal.C(sprites.ColText), Present: 1, Size: 1}, pal, nil)
		sprites.DrawText(dst, t.String(), small, cx+40, cy+2, sprites.AlignLeft, pal.C(sprites.ColText))
	}
	return float64(rows)*36 + 24
}

// unitKey is the full key to the unit symbols, over the screen it was
// opened from: each troop type's symbol, name, what marks its symbol and
// its strength, move and special rules, and how a token shows a unit's
// side, size and losses. Back, Confirm, a click or a tap closes it.
type unitKey struct{}

// Name is "battle-unit-key".
func (unitKey) Name() string { return "battle-unit-key" }

// Overlay reports that the screen it was opened from shows beneath it.
func (unitKey) Overlay() bool { return true }

// Update closes the key on Back, Confirm, Pause, a click or a tap.
func (unitKey) Update(ctx *scenes.Context) error {
	in := ctx.Input
	if in.Just(input.Back) || in.Just(input.Confirm) || in.Just(input.Pause) || in.Pointer().Clicked {
		ctx.Stack.Pop()
	}
	return nil
}

// unitKeyRect is where the key's panel sits.
var unitKeyRect = image.Rect(190, 40, 1090, 680)

// Draw lays the key over the screen beneath, darkened.
func (unitKey) Draw(dst *ebiten.Image, ctx *scenes.Context) {
	pal := ctx.Palette
	sprites.FillRoundRect(dst, 0, 0, sprites.ScreenWidth, sprites.ScreenHeight, 0, pal.A(sprites.ColChaosBlack, 0.7))
	r := unitKeyRect
	sprites.DrawPanel(dst, r, pal, sprites.PanelNormal)
	x, y := float64(r.Min.X+32), float64(r.Min.Y+24)
	sprites.DrawText(dst, "Unit symbols", ctx.Fonts.Face(sprites.StyleHeading), x, y, sprites.AlignLeft, pal.C(sprites.ColAccent))
	y += 52
	small, bold := ctx.Fonts.Face(sprites.StyleSmall), ctx.Fonts.Face(sprites.StyleBodyBold)
	for i := range int(battle.NumTroops) {
		t := battle.Troop(i)
		ts := t.Stats()
		sprites.DrawToken(dst, float32(x+20), float32(y+18), 34, sprites.Token{Glyph: glyphOf(t), Side: pal.C(sprites.ColText), Present: 1, Size: 1}, pal, nil)
		sprites.DrawText(dst, ts.Name, bold, x+56, y, sprites.AlignLeft, pal.C(sprites.ColText))
		sprites.DrawText(dst, glyphWords[t], small, x+250, y+3, sprites.AlignLeft, pal.C(sprites.ColTextDim))
		rng := ""
		if ts.Range > 0 {
			rng = fmt.Sprintf(" · range %d", ts.Range)
		}
		sprites.DrawText(dst, fmt.Sprintf("strength %d · move %d%s · %s", ts.Strength, ts.Move, rng, shortNotes[t]), small, x+56, y+24, sprites.AlignLeft, pal.C(sprites.ColTextDim))
		y += 56
	}
	y += 4
	sprites.DrawToken(dst, float32(x+20), float32(y+18), 34, sprites.Token{Glyph: glyphOf(battle.MediumInfantry), Side: sideColor(pal, battle.Red), Present: 6, Size: 9}, pal, ctx.Fonts.Face(sprites.StyleSmallBold))
	sprites.DrawWrapped(dst, "A token's colour is its side (Red or Blue). The bar along its top is the unit's size, hatched red for its losses; the number is the troops it has left.", small, x+56, y, float64(r.Dx()-120), sprites.AlignLeft, pal.C(sprites.ColText))
	sprites.DrawText(dst, "Back, Confirm or a tap to close", small, float64(r.Max.X-24), float64(r.Max.Y-30), sprites.AlignRight, pal.C(sprites.ColTextDim))
}

// firstOwnButton is the index of the field panel's first control of the
// phase's own, after Threats, Zoom and Unit key.
const firstOwnButton = 3

// openKey opens the unit key when the pointer clicks or taps the field's
// legend, on any side's turn.
func (f *Field) openKey(ctx *scenes.Context) bool {
	p := ctx.Input.Pointer()
	if p.Clicked && image.Pt(p.X, p.Y).In(legendRect) {
		ctx.Stack.Push(unitKey{})
		return true
	}
	return false
}
