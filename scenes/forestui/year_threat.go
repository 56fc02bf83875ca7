package forestui

import (
	"image"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"deepwood/rules/forest"
	"deepwood/scenes"
	"deepwood/sprites"
)

// threatRect is where the Year screen states every way the Forest can lose
// (RULES T45): a strip across the top of the map, under the Year's bar,
// left of the map's buttons, three lines high.
var threatRect = image.Rect(28, 80, hintRect.Min.X-12, 136)

// drawThreat paints the threat line and marks the heart on the map. On a
// Tale there is no heart and no line: the Forest cannot fall there. The
// line turns to a warning colour whenever the Forest could lose this Year
// or the next, and the heart's mark pulses then.
func (y *yearScene) drawThreat(dst *ebiten.Image, ctx *scenes.Context) {
	v := y.p.sess.View()
	if v.Level == forest.Tale {
		return
	}
	pal := ctx.Palette
	t := v.Threat(y.p.sess.Data)
	danger := t.AtStake() || t.NextYear || t.Final
	bg, fg := pal.A(sprites.ColChaosBlack, 0.7), pal.C(sprites.ColText)
	if danger {
		bg, fg = pal.A(sprites.ColCivRust, 0.85), pal.C(sprites.ColTextInverse)
	}
	r := threatRect
	sprites.FillRoundRect(dst, float32(r.Min.X), float32(r.Min.Y), float32(r.Dx()), float32(r.Dy()), 8, bg)
	sprites.DrawIcon(dst, sprites.IconHeart, float32(r.Min.X+22), float32(r.Min.Y+r.Dy()/2), 24, pal.C(sprites.ColBad), pal.C(sprites.ColPanel))
	sprites.DrawWrapped(dst, t.Line, ctx.Fonts.Face(sprites.StyleSmallBold), float64(r.Min.X+42), float64(r.Min.Y+4), float64(r.Dx()-50), sprites.AlignLeft, fg)
	if t.Heart < 0 || t.Heart >= len(v.Hexes) {
		return
	}
	x, yy := y.mv.centre(t.Heart)
	hr := float32(y.mv.r * y.mv.zoom)
	onMap := dst.SubImage(mapArea).(*ebiten.Image)
	if danger {
		// A slow pulse (once a second) around the heart's hex, in the
		// backdrops' steps, so the screen is still between them.
		a := 0.45 + 0.4*math.Sin(float64(y.heartPulse())*math.Pi/30)
		sprites.StrokeHex(onMap, float32(x), float32(yy), hr*0.95, 4, pal.A(sprites.ColBad, a))
	}
	sprites.DrawIcon(onMap, sprites.IconHeart, float32(x)-hr*0.45, float32(yy)-hr*0.45, hr*0.5, pal.C(sprites.ColBad), pal.C(sprites.ColPanel))
}

// heartPulse is the step of the heart's pulse: the art step of the tick
// while the heart is in danger, else 0 (no pulse).
func (y *yearScene) heartPulse() int {
	v := y.p.sess.View()
	if v.Level == forest.Tale {
		return 0
	}
	t := v.Threat(y.p.sess.Data)
	if !(t.AtStake() || t.NextYear || t.Final) || t.Heart < 0 || t.Heart >= len(v.Hexes) {
		return 0
	}
	return sprites.ArtTick(y.tick)
}
