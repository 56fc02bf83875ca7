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

// handover covers the battlefield while two players at one screen swap
// seats, so neither sees the other's secret quick choice being made.
type handover struct {
	s    *Session
	side battle.Side
	tick int
}

func newHandover(s *Session, side battle.Side) *handover { return &handover{s: s, side: side} }

// Name is "battle-handover".
func (h *handover) Name() string { return "battle-handover" }

// Update waits for the next player's Confirm, click or tap.
func (h *handover) Update(ctx *scenes.Context) error {
	h.tick++
	if h.tick > 10 && (ctx.Input.Just(input.Confirm) || ctx.Input.Pointer().Clicked) {
		ctx.Stack.Pop()
	}
	return nil
}

// Draw hides the field behind a full-screen card.
func (h *handover) Draw(dst *ebiten.Image, ctx *scenes.Context) {
	pal := ctx.Palette
	sprites.DrawBackdrop(dst, pal, h.tick)
	sprites.DrawPanel(dst, image.Rect(340, 220, 940, 500), pal, sprites.PanelNormal)
	sprites.FillRoundRect(dst, 360, 240, 560, 10, 4, sideColor(pal, h.side))
	sprites.DrawText(dst, fmt.Sprintf("Pass the screen to %s", sideName(h.side)), ctx.Fonts.Face(sprites.StyleHeading), 640, 280, sprites.AlignCenter, pal.C(sprites.ColAccent))
	v := h.s.View()
	sprites.DrawText(dst, phaseTitle(&v), ctx.Fonts.Face(sprites.StyleLarge), 640, 340, sprites.AlignCenter, pal.C(sprites.ColText))
	sprites.DrawWrapped(dst, "The other player looks away: what you choose now stays secret until it plays out.", ctx.Fonts.Face(sprites.StyleBody), 380, 390, 520, sprites.AlignCenter, pal.C(sprites.ColTextDim))
	sprites.DrawText(dst, "Confirm when ready", ctx.Fonts.Face(sprites.StyleBodyBold), 640, 450, sprites.AlignCenter, pal.C(sprites.ColFocus))
}

// Inspect reports whose turn it is handed to.
func (h *handover) Inspect() any {
	v := h.s.View()
	return map[string]any{"scene": h.Name(), "side": h.side.String(), "phase": v.Phase.String(), "round": v.Round}
}
