package ui

import (
	"github.com/ebitenui/ebitenui"
	uiimage "github.com/ebitenui/ebitenui/image"
	"github.com/ebitenui/ebitenui/widget"
	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"deepwood/scenes"
	"deepwood/scenes/input"
	"deepwood/sprites"
)

// TextPad is a one-line text field in the middle of the screen: an
// ebitenui text input that owns the keys while it is open, so Backspace
// deletes a letter instead of leaving. Enter hands the text to the
// screen's submit; Pause (Escape) closes it. The screen draws the panel
// around it. The field is built on first use, when fonts are at hand, and
// again when the palette changes.
type TextPad struct {
	Width  int  // the field's width in pixels
	Active bool // the pad is open and takes the keys
	ui     *ebitenui.UI
	in     *widget.TextInput
	pal    *sprites.Palette
	tall   bool   // built for a phone held upright: a field a finger hits
	text   string // what the field opens with
	submit func(string)
}

// Open shows the field holding text; Enter calls submit with what was
// typed (submit closes the pad by clearing Active, or leaves it open).
func (p *TextPad) Open(text string, submit func(string)) {
	p.Active, p.text, p.submit, p.ui = true, text, submit, nil
}

func (p *TextPad) build(ctx *scenes.Context) {
	pal := ctx.Palette
	p.pal, p.tall = pal, ctx.Upright()
	height := fieldHeight(p.tall)
	nine := func(style sprites.PanelStyle) *uiimage.NineSlice {
		c := sprites.PanelCorner
		img := sprites.PanelImage(64, 40, pal, style)
		return uiimage.NewNineSlice(img, [3]int{c, 64 - 2*c, c}, [3]int{c, 40 - 2*c, c})
	}
	var f text.Face = ctx.Fonts.Face(sprites.StyleLarge)
	root := widget.NewContainer(widget.ContainerOpts.Layout(widget.NewAnchorLayout()))
	p.in = widget.NewTextInput(
		widget.TextInputOpts.WidgetOpts(widget.WidgetOpts.MinSize(p.Width, height),
			widget.WidgetOpts.LayoutData(widget.AnchorLayoutData{HorizontalPosition: widget.AnchorLayoutPositionCenter, VerticalPosition: widget.AnchorLayoutPositionCenter})),
		widget.TextInputOpts.Image(&widget.TextInputImage{Idle: nine(sprites.PanelInset), Disabled: nine(sprites.PanelDisabled)}),
		widget.TextInputOpts.Face(&f),
		widget.TextInputOpts.Color(&widget.TextInputColor{Idle: pal.C(sprites.ColText), Disabled: pal.C(sprites.ColDisabled), Caret: pal.C(sprites.ColFocus), DisabledCaret: pal.C(sprites.ColDisabled)}),
		widget.TextInputOpts.Padding(&widget.Insets{Left: 14, Right: 14, Top: 10, Bottom: 10}),
		widget.TextInputOpts.SubmitHandler(func(a *widget.TextInputChangedEventArgs) {
			if p.submit != nil {
				p.submit(a.InputText)
			}
		}),
	)
	p.in.SetText(p.text)
	root.AddChild(p.in)
	p.ui = &ebitenui.UI{Container: root, DisableDefaultFocus: true}
	p.ui.SetFocusedWidget(p.in)
}

// FieldHeightUpright is the field's height on a phone held upright: 44
// CSS pixels there.
const FieldHeightUpright = 64

// fieldHeight is the field's height, upright or on a wide screen.
func fieldHeight(upright bool) int {
	if upright {
		return FieldHeightUpright
	}
	return 52
}

// rebuild builds the field again keeping what was typed in it.
func (p *TextPad) rebuild(ctx *scenes.Context) {
	if p.in != nil && p.ui != nil {
		p.text = p.in.GetText()
	}
	p.build(ctx)
}

// Update lets the field take the keys; Pause closes the pad.
func (p *TextPad) Update(ctx *scenes.Context) {
	if p.ui == nil || p.pal != ctx.Palette || p.tall != ctx.Upright() {
		p.rebuild(ctx)
	}
	if ctx.Input.Just(input.Pause) {
		p.Active = false
		return
	}
	p.ui.Update()
}

// DrawField draws the field (the screen draws the panel under it).
func (p *TextPad) DrawField(dst *ebiten.Image, ctx *scenes.Context) {
	if p.ui == nil || p.tall != ctx.Upright() {
		p.rebuild(ctx)
	}
	p.ui.Draw(dst)
}

// Text is what the field holds: what it opened with until it is built.
func (p *TextPad) Text() string {
	if p.in != nil && p.ui != nil {
		return p.in.GetText()
	}
	return p.text
}

// Enter hands the field's text to the screen's submit, as the Enter key
// does: for a button a finger presses instead.
func (p *TextPad) Enter() {
	if p.submit != nil {
		p.submit(p.Text())
	}
}
