package forestui

import (
	"image"

	"github.com/hajimehoshi/ebiten/v2"

	"deepwood/scenes"
	"deepwood/scenes/ui"
	"deepwood/sprites"
)

// nameLabels name the three optional names of the summary page.
var nameLabels = [3]string{"your Forest", "your Ally", "the Enemy"}

// namePad is the optional naming field of the summary page (and the
// journal's note field): the kit's text pad under a title. Pause (Escape)
// cancels; Enter keeps the text. Names are optional, so a gamepad player
// simply never opens it.
type namePad struct {
	sess  *Session
	pad   ui.TextPad
	slot  int
	title string
}

func newNamePad(sess *Session) *namePad { return &namePad{sess: sess, pad: ui.TextPad{Width: 560}} }

func (n *namePad) editing() bool { return n.pad.Active }

// edit opens the field for name slot i.
func (n *namePad) edit(i int) {
	n.slot = i
	n.title = "Name " + nameLabels[i] + " (Enter keeps it, Escape cancels)"
	n.open(n.sess.Names[i], func(s string) { n.sess.SetName(n.slot, s) })
}

// open shows the field with value and calls submit on Enter, which closes
// it.
func (n *namePad) open(value string, submit func(string)) {
	n.pad.Open(value, func(s string) {
		submit(s)
		n.pad.Active = false
	})
}

// update lets the field take the keys; Pause cancels.
func (n *namePad) update(ctx *scenes.Context) { n.pad.Update(ctx) }

// draw veils the screen and shows the field.
func (n *namePad) draw(dst *ebiten.Image, ctx *scenes.Context) {
	fillRect(dst, 0, 0, sprites.ScreenWidth, sprites.ScreenHeight, ctx.Palette.A(sprites.ColChaosBlack, 0.7))
	panel(dst, ctx, image.Rect(320, 250, 960, 470))
	sprites.DrawText(dst, n.title, ctx.Fonts.Face(sprites.StyleBodyBold), 640, 276, sprites.AlignCenter, ctx.Palette.C(sprites.ColAccent))
	n.pad.DrawField(dst, ctx)
}
