package forwardui

import (
	"image"

	"github.com/ebitenui/ebitenui"
	uiimage "github.com/ebitenui/ebitenui/image"
	"github.com/ebitenui/ebitenui/widget"
	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"deepwood/rules/dice"
	"deepwood/scenes"
	"deepwood/scenes/input"
	"deepwood/sprites"
)

// seedPad is the field for typing (or pasting) a seed code: an ebitenui
// text input that owns the keys while open, like the other text fields of
// the game. Enter checks the code and either takes it or explains, inline,
// what is wrong with it; Pause (Escape) closes it.
type seedPad struct {
	ui     *ebitenui.UI
	in     *widget.TextInput
	active bool
	msg    string
	pal    *sprites.Palette
	took   func(dice.Seed)
}

func (n *seedPad) open(took func(dice.Seed)) {
	n.active, n.msg, n.took, n.ui = true, "", took, nil
}

func (n *seedPad) build(ctx *scenes.Context) {
	pal := ctx.Palette
	n.pal = pal
	nine := func(style sprites.PanelStyle) *uiimage.NineSlice {
		c := sprites.PanelCorner
		img := sprites.PanelImage(64, 40, pal, style)
		return uiimage.NewNineSlice(img, [3]int{c, 64 - 2*c, c}, [3]int{c, 40 - 2*c, c})
	}
	var f text.Face = ctx.Fonts.Face(sprites.StyleLarge)
	root := widget.NewContainer(widget.ContainerOpts.Layout(widget.NewAnchorLayout()))
	n.in = widget.NewTextInput(
		widget.TextInputOpts.WidgetOpts(widget.WidgetOpts.MinSize(480, 52),
			widget.WidgetOpts.LayoutData(widget.AnchorLayoutData{HorizontalPosition: widget.AnchorLayoutPositionCenter, VerticalPosition: widget.AnchorLayoutPositionCenter})),
		widget.TextInputOpts.Image(&widget.TextInputImage{Idle: nine(sprites.PanelInset), Disabled: nine(sprites.PanelDisabled)}),
		widget.TextInputOpts.Face(&f),
		widget.TextInputOpts.Color(&widget.TextInputColor{Idle: pal.C(sprites.ColText), Disabled: pal.C(sprites.ColDisabled), Caret: pal.C(sprites.ColFocus), DisabledCaret: pal.C(sprites.ColDisabled)}),
		widget.TextInputOpts.Padding(&widget.Insets{Left: 14, Right: 14, Top: 10, Bottom: 10}),
		widget.TextInputOpts.SubmitHandler(func(a *widget.TextInputChangedEventArgs) { n.submit(a.InputText) }),
	)
	root.AddChild(n.in)
	n.ui = &ebitenui.UI{Container: root, DisableDefaultFocus: true}
	n.ui.SetFocusedWidget(n.in)
}

// submit takes a valid code (or any other text, hashed to a seed) and
// explains a code that cannot be one.
func (n *seedPad) submit(txt string) {
	seed, err := dice.ParseSeed(txt)
	if err != nil {
		n.msg = err.Error()
		return
	}
	n.active = false
	if n.took != nil {
		n.took(seed)
	}
}

func (n *seedPad) update(ctx *scenes.Context) {
	if n.ui == nil || n.pal != ctx.Palette {
		n.build(ctx)
	}
	if ctx.Input.Just(input.Pause) {
		n.active = false
		return
	}
	n.ui.Update()
}

func (n *seedPad) draw(dst *ebiten.Image, ctx *scenes.Context, a *art) {
	if n.ui == nil {
		n.build(ctx)
	}
	pal := ctx.Palette
	a.fillRect(dst, 0, 0, sprites.ScreenWidth, sprites.ScreenHeight, pal.A(sprites.ColChaosBlack, 0.7))
	sprites.DrawPanel(dst, image.Rect(320, 230, 960, 500), pal, sprites.PanelNormal)
	sprites.DrawText(dst, "Type or paste a seed code", ctx.Fonts.Face(sprites.StyleLarge), 640, 252, sprites.AlignCenter, pal.C(sprites.ColAccent))
	sprites.DrawText(dst, "Enter takes it; Escape closes. Any other words become a seed of their own.", ctx.Fonts.Face(sprites.StyleSmall), 640, 290, sprites.AlignCenter, pal.C(sprites.ColTextDim))
	n.ui.Draw(dst)
	if n.msg != "" {
		sprites.DrawWrapped(dst, n.msg, ctx.Fonts.Face(sprites.StyleBody), 352, 420, 576, sprites.AlignCenter, pal.C(sprites.ColBad))
	}
}
