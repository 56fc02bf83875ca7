package ui

import (
	"image"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"deepwood/scenes"
	"deepwood/sprites"
)

// FooterSize is the footer's face size: 11 pixels high where the game is
// drawn at half size (a 640×360 window or a phone), the smallest that
// still reads (issue 27: the 14-pixel dim footer could not be read there).
const FooterSize = 22

// FooterShade is how dark the strip under the footer's words is, so they
// read over any art.
const FooterShade = 0.75

// FooterRect is the strip along the screen's bottom the footer is drawn on.
var FooterRect = image.Rect(0, sprites.ScreenHeight-FooterSize-16, sprites.ScreenWidth, sprites.ScreenHeight)

// FooterFace is the footer's face.
func FooterFace(ctx *scenes.Context) text.Face { return ctx.Fonts.Sized(sprites.StyleBody, FooterSize) }

// DrawFooter writes left and right along the bottom of the screen on a
// dark strip, readable at any window size.
func DrawFooter(dst *ebiten.Image, ctx *scenes.Context, left, right string) {
	DrawFooterIn(dst, ctx, FooterRect, left, right)
}

// FooterRectFor is the footer's strip along the bottom of a screen of
// size, for the portrait layouts (FooterRect is the landscape screen's).
func FooterRectFor(size image.Point) image.Rectangle {
	return image.Rect(0, size.Y-(FooterRect.Dy()), size.X, size.Y)
}

// DrawFooterIn is DrawFooter on the strip r.
func DrawFooterIn(dst *ebiten.Image, ctx *scenes.Context, r image.Rectangle, left, right string) {
	pal := ctx.Palette
	vector.FillRect(dst, float32(r.Min.X), float32(r.Min.Y), float32(r.Dx()), float32(r.Dy()), pal.A(sprites.ColBackground, FooterShade), false)
	face := FooterFace(ctx)
	_, h := sprites.Measure("Ag", face)
	y := float64(r.Min.Y) + (float64(r.Dy())-h)/2
	sprites.DrawText(dst, left, face, float64(r.Min.X+24), y, sprites.AlignLeft, pal.C(sprites.ColText))
	sprites.DrawText(dst, right, face, float64(r.Max.X-24), y, sprites.AlignRight, pal.C(sprites.ColText))
}
