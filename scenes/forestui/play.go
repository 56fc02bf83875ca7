package forestui

import (
	"fmt"
	"image"
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"deepwood/audio"
	"deepwood/rules/forest"
	"deepwood/scenes"
	"deepwood/scenes/input"
	"deepwood/scenes/ui"
	"deepwood/sprites"
)

// Hooks is what the app hands the Forest's screens: the kit's hooks, and
// where exports go (screens never import the platform).
type Hooks struct {
	ui.Hooks
	// Export saves a file the player asked for (the journal as Markdown,
	// the map as PNG) and says where it went: a folder natively, the
	// browser's downloads on the web.
	Export func(name string, data []byte) (string, error)
}

// Driven is a Forest screen a script can play the way a player does: it
// says when it is ready for input and which input action brings it one
// step closer to taking a given rules action.
type Driven interface {
	Session() *Session
	Ready() bool
	Plan(a forest.Action) (input.Action, bool)
}

// play is one game's screens sharing the session, the map and the dice.
type play struct {
	sess *Session
	h    Hooks
	dice *sprites.Dice
	pal  *sprites.Palette
	d12  map[d12Key]*ebiten.Image
}

// StartGame returns the first screen of a new or resumed game: the wizard
// while creation lasts, else the Year.
func StartGame(h Hooks, sess *Session) scenes.Scene {
	p := &play{sess: sess, h: h}
	sess.SetReplays(h.Replays)
	if sess.View().Phase == forest.PhaseCreate {
		return newWizard(p)
	}
	return newYear(p)
}

// act plays the action a pressed button stands for, as both play screens
// (the wizard and the Year) take a press: an action the rules refuse is
// said in a notice, and either way the press sounds the menu's confirm.
func (p *play) act(ctx *scenes.Context, a forest.Action) {
	if err := p.sess.Do(a); err != nil {
		ctx.Notify(err.Error())
	}
	ctx.Audio.Play(audio.SfxMenuConfirm)
}

func (p *play) toTitle(ctx *scenes.Context) {
	ui.ResetTo(ctx, p.h.Title)
}

// dieFaces is the shared d6 art at the palette in use.
func (p *play) dieFaces(pal *sprites.Palette) *sprites.Dice {
	if p.dice == nil || p.pal != pal {
		p.dice, p.pal = sprites.NewDice(pal, 44), pal
	}
	return p.dice
}

// d12Cache holds the d12 faces drawn so far, by palette, colour and
// number, so a page of oracle rolls draws images instead of paths.
type d12Key struct {
	pal *sprites.Palette
	clr color.RGBA
	n   int
}

// drawD12 draws a twelve-sided die showing n, radius r, centred; its
// faces are drawn once per palette and colour and kept by the game.
func (p *play) drawD12(dst *ebiten.Image, ctx *scenes.Context, cx, cy, r float32, n int, clr color.RGBA) {
	k := d12Key{ctx.Palette, clr, n}
	if p.d12 == nil {
		p.d12 = map[d12Key]*ebiten.Image{}
	}
	img := p.d12[k]
	if img == nil {
		img = ebiten.NewImage(52, 52)
		renderD12(img, ctx, 26, 26, 22, n, clr)
		p.d12[k] = img
	}
	var op ebiten.DrawImageOptions
	op.GeoM.Translate(-26, -26)
	op.GeoM.Scale(float64(r/22), float64(r/22))
	op.GeoM.Translate(float64(cx), float64(cy))
	op.Filter = ebiten.FilterLinear
	dst.DrawImage(img, &op)
}

// renderD12 draws a twelve-sided die as a dodecagon with its number.
func renderD12(dst *ebiten.Image, ctx *scenes.Context, cx, cy, r float32, n int, clr color.Color) {
	var path vector.Path
	for i := range 12 {
		a := float64(i)*3.14159265/6 + 3.14159265/12
		x, y := cx+r*float32(cos(a)), cy+r*float32(sin(a))
		if i == 0 {
			path.MoveTo(x, y)
		} else {
			path.LineTo(x, y)
		}
	}
	path.Close()
	op := &vector.DrawPathOptions{AntiAlias: true}
	op.ColorScale.ScaleWithColor(clr)
	vector.FillPath(dst, &path, nil, op)
	op2 := &vector.DrawPathOptions{AntiAlias: true}
	op2.ColorScale.ScaleWithColor(ctx.Palette.C(sprites.ColPanelEdge))
	vector.StrokePath(dst, &path, &vector.StrokeOptions{Width: 2}, op2)
	face := ctx.Fonts.Face(sprites.StyleBodyBold)
	s := itoa(n)
	_, h := sprites.Measure(s, face)
	sprites.DrawText(dst, s, face, float64(cx), float64(cy)-h/2, sprites.AlignCenter, ctx.Palette.C(sprites.ColTextInverse))
}

// drawPair draws two d6 (or one after a level-2 removal) at (x, y),
// tumbling while t < 1.
func (p *play) drawPair(dst *ebiten.Image, ctx *scenes.Context, dice []int, x, y float64, t float64, salt int) {
	d := p.dieFaces(ctx.Palette)
	for i, v := range dice {
		face, ang, hop := sprites.Tumble(t, v, salt+i*3)
		d.Draw(dst, face, x+float64(i)*56+26, y+26-hop, ang, 1)
	}
}

// fillRect fills a rectangle (veils, bars).
func fillRect(dst *ebiten.Image, x, y, w, h float32, clr color.Color) {
	vector.FillRect(dst, x, y, w, h, clr, false)
}

// drawHint draws a dim line of help at the bottom of a panel.
func drawHint(dst *ebiten.Image, ctx *scenes.Context, s string, x, y, w float64) {
	sprites.DrawWrapped(dst, s, ctx.Fonts.Face(sprites.StyleSmall), x, y, w, sprites.AlignLeft, ctx.Palette.C(sprites.ColTextDim))
}

// panel draws a normal panel.
func panel(dst *ebiten.Image, ctx *scenes.Context, r image.Rectangle) {
	sprites.DrawPanel(dst, r, ctx.Palette, sprites.PanelNormal)
}

func itoa(n int) string { return fmt.Sprint(n) }

// signed writes +2, 0, −1.
func signed(n int) string {
	switch {
	case n > 0:
		return "+" + itoa(n)
	case n < 0:
		return "−" + itoa(-n)
	}
	return "0"
}
