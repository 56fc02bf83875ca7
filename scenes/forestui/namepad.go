package forestui

import (
	"image"

	"github.com/ebitenui/ebitenui"
	uiimage "github.com/ebitenui/ebitenui/image"
	"github.com/ebitenui/ebitenui/widget"
	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"deepwood/scenes"
	"deepwood/scenes/input"
	"deepwood/sprites"
)

// nameLabels name the three optional names of the summary page.
var nameLabels = [3]string{"your Forest", "your Ally", "the Enemy"}

// namePad is the optional naming field of the summary page (and the
// journal's note field): an ebitenui text input that owns the keys while
// it is open, so Backspace deletes a letter instead of leaving. Pause
// (Escape) cancels; Enter keeps the text. Names are optional, so a
// gamepad player simply never opens it.
type namePad struct {
	sess   *Session
	ui     *ebitenui.UI
	in     *widget.TextInput
	slot   int
	active bool
	submit func(string)
	title  string
	// pending is the text the field opens with.
	pending string
}

func newNamePad(sess *Session) *namePad { return &namePad{sess: sess} }

func (n *namePad) editing() bool { return n.active }

// edit opens the field for name slot i.
func (n *namePad) edit(i int) {
	n.slot = i
	n.title = "Name " + nameLabels[i] + " (Enter keeps it, Escape cancels)"
	n.open(n.sess.Names[i], func(s string) { n.sess.SetName(n.slot, s) })
}

// open shows the field with text and calls submit on Enter.
func (n *namePad) open(value string, submit func(string)) {
	n.submit = submit
	n.active = true
	n.in = nil
	n.ui = nil
	n.pending = value
}

// build makes the ebitenui field on first draw, when fonts are at hand.
func (n *namePad) build(ctx *scenes.Context) {
	pal := ctx.Palette
	face := ctx.Fonts.Face(sprites.StyleLarge)
	nine := func(style sprites.PanelStyle) *uiimage.NineSlice {
		c := sprites.PanelCorner
		img := sprites.PanelImage(64, 40, pal, style)
		return uiimage.NewNineSlice(img, [3]int{c, 64 - 2*c, c}, [3]int{c, 40 - 2*c, c})
	}
	var f text.Face = face
	root := widget.NewContainer(widget.ContainerOpts.Layout(widget.NewAnchorLayout()))
	n.in = widget.NewTextInput(
		widget.TextInputOpts.WidgetOpts(widget.WidgetOpts.MinSize(560, 52),
			widget.WidgetOpts.LayoutData(widget.AnchorLayoutData{HorizontalPosition: widget.AnchorLayoutPositionCenter, VerticalPosition: widget.AnchorLayoutPositionCenter})),
		widget.TextInputOpts.Image(&widget.TextInputImage{Idle: nine(sprites.PanelInset), Disabled: nine(sprites.PanelDisabled)}),
		widget.TextInputOpts.Face(&f),
		widget.TextInputOpts.Color(&widget.TextInputColor{Idle: pal.C(sprites.ColText), Disabled: pal.C(sprites.ColDisabled), Caret: pal.C(sprites.ColFocus), DisabledCaret: pal.C(sprites.ColDisabled)}),
		widget.TextInputOpts.Padding(&widget.Insets{Left: 14, Right: 14, Top: 10, Bottom: 10}),
		widget.TextInputOpts.SubmitHandler(func(a *widget.TextInputChangedEventArgs) {
			if n.submit != nil {
				n.submit(a.InputText)
			}
			n.active = false
		}),
	)
	n.in.SetText(n.pending)
	root.AddChild(n.in)
	n.ui = &ebitenui.UI{Container: root, DisableDefaultFocus: true}
	n.ui.SetFocusedWidget(n.in)
}

// update lets the field take the keys; Pause cancels.
func (n *namePad) update(ctx *scenes.Context) {
	if n.ui == nil {
		n.build(ctx)
	}
	if ctx.Input.Just(input.Pause) {
		n.active = false
		return
	}
	n.ui.Update()
}

// draw veils the screen and shows the field.
func (n *namePad) draw(dst *ebiten.Image, ctx *scenes.Context) {
	if n.ui == nil {
		n.build(ctx)
	}
	fillRect(dst, 0, 0, sprites.ScreenWidth, sprites.ScreenHeight, ctx.Palette.A(sprites.ColChaosBlack, 0.7))
	panel(dst, ctx, image.Rect(320, 250, 960, 470))
	sprites.DrawText(dst, n.title, ctx.Fonts.Face(sprites.StyleBodyBold), 640, 276, sprites.AlignCenter, ctx.Palette.C(sprites.ColAccent))
	n.ui.Draw(dst)
}
