package settingsmenu

import (
	"image"

	"github.com/hajimehoshi/ebiten/v2"

	"deepwood/controls"
	"deepwood/scenes"
	"deepwood/scenes/input"
	"deepwood/sprites"
)

// The screen's fixed geometry, in logical pixels.
const (
	contentW   = 860
	contentTop = 172
)

var (
	panelRect = image.Rect(170, 28, sprites.ScreenWidth-170, sprites.ScreenHeight-28)
	backRect  = image.Rect(panelRect.Max.X-236, panelRect.Min.Y+24, panelRect.Max.X-36, panelRect.Min.Y+64)
)

func tabRect(p Page) image.Rectangle {
	x := panelRect.Min.X + 40 + int(p)*196
	return image.Rect(x, 100, x+180, 144)
}

func (s *Scene) drawTabs(screen *ebiten.Image, ctx *scenes.Context) {
	pal := ctx.Palette
	face := ctx.Fonts.Face(sprites.StyleLarge)
	for p := Page(0); p < pageCount; p++ {
		r := tabRect(p)
		style, clr := sprites.PanelInset, pal.C(sprites.ColTextDim)
		if p == s.page {
			style, clr = sprites.PanelRaised, pal.C(sprites.ColAccent)
		}
		sprites.DrawPanel(screen, r, pal, style)
		_, h := sprites.Measure(pageTitles[p], face)
		sprites.DrawText(screen, pageTitles[p], face, float64(r.Min.X+r.Dx()/2), float64(r.Min.Y)+(float64(r.Dy())-h)/2, sprites.AlignCenter, clr)
	}
	sprites.DrawPanel(screen, backRect, pal, sprites.PanelRaised)
	body := ctx.Fonts.Face(sprites.StyleBody)
	label := "Back  " + firstLabel(ctx, input.Back)
	_, h := sprites.Measure(label, body)
	sprites.DrawText(screen, label, body, float64(backRect.Min.X+backRect.Dx()/2), float64(backRect.Min.Y)+(float64(backRect.Dy())-h)/2, sprites.AlignCenter, pal.C(sprites.ColText))
	line := float32(tabRect(0).Max.Y + 10)
	sprites.FillRoundRect(screen, float32(panelRect.Min.X+32), line, float32(panelRect.Dx()-64), 1, 0, pal.C(sprites.ColPanelEdge))
}

// firstLabel is the first binding of an action, in brackets, for hints.
func firstLabel(ctx *scenes.Context, a input.Action) string {
	b := ctx.Settings.Bindings[a]
	if len(b) == 0 {
		return ""
	}
	return "[" + b[0].Label() + "]"
}

func (s *Scene) drawHint(screen *ebiten.Image, ctx *scenes.Context) {
	small := ctx.Fonts.Face(sprites.StyleSmall)
	var hint string
	switch {
	case s.capturing && s.refused != "":
		sprites.DrawText(screen, s.refused, ctx.Fonts.Face(sprites.StyleBody), float64(sprites.ScreenWidth/2), float64(panelRect.Max.Y-76), sprites.AlignCenter, ctx.Palette.C(sprites.ColAccent))
		hint = "Escape or " + padBack(ctx) + " cancels."
	case s.capturing:
		hint = "Press the new key for " + s.captureOf.Label() + ".   Escape or " + padBack(ctx) + " cancels."
	case s.editing != nil:
		hint = "Type " + s.editing.what + ", then Enter to keep it.   Escape cancels."
	case s.page == PageControls:
		hint = firstLabel(ctx, input.Up) + firstLabel(ctx, input.Down) + " choose    " + firstLabel(ctx, input.Confirm) + " rebind the first key    " +
			firstLabel(ctx, input.PrevPage) + firstLabel(ctx, input.NextPage) + " page    " + firstLabel(ctx, input.Back) + " back"
	case s.page == PageOnline:
		hint = firstLabel(ctx, input.Up) + firstLabel(ctx, input.Down) + " choose    " + firstLabel(ctx, input.Confirm) + " toggle, edit or test    " +
			firstLabel(ctx, input.PrevPage) + firstLabel(ctx, input.NextPage) + " page    " + firstLabel(ctx, input.Back) + " back"
	default:
		hint = firstLabel(ctx, input.Up) + firstLabel(ctx, input.Down) + " choose    " + firstLabel(ctx, input.Left) + firstLabel(ctx, input.Right) + " change    " +
			firstLabel(ctx, input.Confirm) + " toggle    " + firstLabel(ctx, input.PrevPage) + firstLabel(ctx, input.NextPage) + " page    " + firstLabel(ctx, input.Back) + " back"
	}
	sprites.DrawText(screen, hint, small, float64(sprites.ScreenWidth/2), float64(panelRect.Max.Y-36), sprites.AlignCenter, ctx.Palette.C(sprites.ColTextDim))
}

func padBack(ctx *scenes.Context) string {
	for _, b := range ctx.Settings.Bindings[input.Back] {
		if b.Device == controls.Gamepad {
			return b.Label()
		}
	}
	return "Back"
}
