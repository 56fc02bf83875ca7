package settingsmenu

import (
	"image"

	"github.com/hajimehoshi/ebiten/v2"

	"deepwood/controls"
	"deepwood/scenes"
	"deepwood/scenes/input"
	"deepwood/sprites"
)

// The landscape screen's fixed geometry, in logical pixels (the
// portrait one is portraitGeo's).
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

// geo is where the screen's parts are for the screen it is laid out on:
// the landscape constants above, or the portrait layout (portrait.go).
type geo struct {
	upright     bool
	size        image.Point
	panel, back image.Rectangle
	tabs        [pageCount]image.Rectangle
	// The rows' column, its top, and the rows' height and spacing.
	contentX, contentW, contentTop int
	rowH, spacing                  int
	// first and visible are the rows shown: upright, a page longer than
	// the screen shows some at a time, turned by earlier and more (empty
	// when every row shows).
	first, visible int
	earlier, more  image.Rectangle
}

// landGeo is the landscape layout of page.
func landGeo(page Page) geo {
	g := geo{size: image.Pt(sprites.ScreenWidth, sprites.ScreenHeight), panel: panelRect, back: backRect,
		contentX: sprites.ScreenWidth/2 - contentW/2, contentW: contentW, contentTop: contentTop, rowH: rowHeight, spacing: 8}
	if page == PageControls {
		g.rowH, g.spacing = compactRowHeight, 3
	}
	for p := range pageCount {
		g.tabs[p] = tabRect(p)
	}
	return g
}

func (s *Scene) drawTabs(screen *ebiten.Image, ctx *scenes.Context) {
	pal, g := ctx.Palette, &s.geo
	face := ctx.Fonts.Face(sprites.StyleLarge)
	if g.upright {
		face = ctx.Fonts.Face(sprites.StyleBody) // four tabs across a phone
	}
	for p := Page(0); p < pageCount; p++ {
		r := g.tabs[p]
		style, clr := sprites.PanelInset, pal.C(sprites.ColTextDim)
		if p == s.page {
			style, clr = sprites.PanelRaised, pal.C(sprites.ColAccent)
		}
		sprites.DrawPanel(screen, r, pal, style)
		_, h := sprites.Measure(pageTitles[p], face)
		sprites.DrawText(screen, pageTitles[p], face, float64(r.Min.X+r.Dx()/2), float64(r.Min.Y)+(float64(r.Dy())-h)/2, sprites.AlignCenter, clr)
	}
	back := g.back
	sprites.DrawPanel(screen, back, pal, sprites.PanelRaised)
	body := ctx.Fonts.Face(sprites.StyleBody)
	label := "Back  " + firstLabel(ctx, input.Back)
	if g.upright {
		label = "Back"
	}
	_, h := sprites.Measure(label, body)
	sprites.DrawText(screen, label, body, float64(back.Min.X+back.Dx()/2), float64(back.Min.Y)+(float64(back.Dy())-h)/2, sprites.AlignCenter, pal.C(sprites.ColText))
	line := float32(g.tabs[0].Max.Y + 10)
	sprites.FillRoundRect(screen, float32(g.panel.Min.X+32), line, float32(g.panel.Dx()-64), 1, 0, pal.C(sprites.ColPanelEdge))
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
