package settingsmenu

import (
	"image/color"

	uiimage "github.com/ebitenui/ebitenui/image"
	"github.com/ebitenui/ebitenui/widget"
	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"deepwood/sprites"
)

// Row heights keep every row of a page the same height whatever its
// control; the Controls page is denser to fit every action.
const (
	rowHeight        = 38
	compactRowHeight = 31
)

// look is the ebitenui images and faces the settings widgets share, built
// from the palette so the colour-blind setting repaints them. Upright (a
// phone), every control is a target a thumb can hit and the small face is
// the body's.
type look struct {
	pal      *sprites.Palette
	body     text.Face
	small    text.Face
	textPx   []float64 // the faces' sizes, heading first, for Inspect
	upright  bool
	button   *widget.ButtonImage
	handle   *widget.ButtonImage
	track    *widget.SliderTrackImage
	checkbox *widget.CheckboxImage
	rowH     int
}

func nine(pal *sprites.Palette, style sprites.PanelStyle, w, h int) *uiimage.NineSlice {
	c := sprites.PanelCorner
	img := sprites.PanelImage(w, h, pal, style)
	return uiimage.NewNineSlice(img, [3]int{c, w - 2*c, c}, [3]int{c, h - 2*c, c})
}

func newLook(pal *sprites.Palette, fonts *sprites.Fonts, rowH int, upright bool) *look {
	raised := nine(pal, sprites.PanelRaised, 64, 40)
	focused := nine(pal, sprites.PanelFocused, 64, 40)
	inset := nine(pal, sprites.PanelInset, 64, 40)
	disabled := nine(pal, sprites.PanelDisabled, 64, 40)
	small := sprites.StyleSmall
	if upright {
		small = sprites.StyleBody
	}
	l := &look{
		rowH:    rowH,
		pal:     pal,
		upright: upright,
		body:    fonts.Face(sprites.StyleBody),
		small:   fonts.Face(small),
		textPx:  []float64{fonts.Size(sprites.StyleHeading), fonts.Size(sprites.StyleBody), fonts.Size(small)},
		button:  &widget.ButtonImage{Idle: raised, Hover: focused, Pressed: inset, PressedHover: inset, Disabled: disabled},
		handle:  &widget.ButtonImage{Idle: raised, Hover: focused, Pressed: focused, PressedHover: focused, Disabled: disabled},
		track:   &widget.SliderTrackImage{Idle: inset, Hover: inset, Disabled: disabled},
	}
	box, cell := 28, 28
	if upright {
		box, cell = 40, rowH
		lit, track := knob(pal, sprites.PanelFocused, rowH), groove(pal, sprites.PanelInset, rowH)
		l.handle = &widget.ButtonImage{Idle: knob(pal, sprites.PanelRaised, rowH), Hover: lit, Pressed: lit, PressedHover: lit, Disabled: knob(pal, sprites.PanelDisabled, rowH)}
		l.track = &widget.SliderTrackImage{Idle: track, Hover: track, Disabled: groove(pal, sprites.PanelDisabled, rowH)}
	}
	l.checkbox = &widget.CheckboxImage{
		Unchecked:         checkImage(pal, false, false, box, cell),
		UncheckedHovered:  checkImage(pal, false, true, box, cell),
		UncheckedDisabled: checkImage(pal, false, false, box, cell),
		Checked:           checkImage(pal, true, false, box, cell),
		CheckedHovered:    checkImage(pal, true, true, box, cell),
		CheckedDisabled:   checkImage(pal, true, false, box, cell),
	}
	return l
}

// w is a control's width: land in landscape, upright on a phone.
func (l *look) w(land, upright int) int {
	if l.upright {
		return upright
	}
	return land
}

// checkImage draws a box px square, ticked or not, centred in a cell px
// square (the target a touch may hit), as a fixed-size nine-slice.
func checkImage(pal *sprites.Palette, checked, hover bool, box, cell int) *uiimage.NineSlice {
	style := sprites.PanelInset
	if hover {
		style = sprites.PanelFocused
	}
	img := ebiten.NewImage(cell, cell)
	o := float32(cell-box) / 2
	op := &ebiten.DrawImageOptions{}
	op.GeoM.Translate(float64(o), float64(o))
	img.DrawImage(sprites.PanelImage(box, box, pal, style), op)
	if checked {
		c, k := pal.C(sprites.ColAccent), float32(box)/28
		vector.StrokeLine(img, o+7*k, o+14*k, o+12*k, o+20*k, 3.5*k, c, true)
		vector.StrokeLine(img, o+12*k, o+20*k, o+21*k, o+8*k, 3.5*k, c, true)
	}
	return uiimage.NewNineSlice(img, [3]int{0, cell, 0}, [3]int{0, cell, 0})
}

// knobW is the slider's handle upright: a target as wide as a row is high.
const knobW = 61

// knob is the slider's handle upright: a 26×44 raised knob centred in a
// knobW×h target.
func knob(pal *sprites.Palette, style sprites.PanelStyle, h int) *uiimage.NineSlice {
	img := ebiten.NewImage(knobW, h)
	op := &ebiten.DrawImageOptions{}
	op.GeoM.Translate(float64(knobW-26)/2, float64(h-44)/2)
	img.DrawImage(sprites.PanelImage(26, 44, pal, style), op)
	return uiimage.NewNineSlice(img, [3]int{0, knobW, 0}, [3]int{0, h, 0})
}

// groove is the slider's track upright: a 16-pixel groove across the
// middle of an h-high target, stretched to the slider's width.
func groove(pal *sprites.Palette, style sprites.PanelStyle, h int) *uiimage.NineSlice {
	const w = 64
	c := sprites.PanelCorner
	img := ebiten.NewImage(w, h)
	op := &ebiten.DrawImageOptions{}
	op.GeoM.Translate(0, float64(h-16)/2)
	img.DrawImage(sprites.PanelImage(w, 16, pal, style), op)
	return uiimage.NewNineSlice(img, [3]int{c, w - 2*c, c}, [3]int{0, h, 0})
}

func (l *look) textColor() color.Color { return l.pal.C(sprites.ColText) }

func (l *look) label(s string, face text.Face, clr color.Color) *widget.Text {
	return widget.NewText(
		widget.TextOpts.Text(s, &face, clr),
		widget.TextOpts.Position(widget.TextPositionStart, widget.TextPositionCenter),
		widget.TextOpts.WidgetOpts(
			widget.WidgetOpts.MinSize(0, l.rowH),
			widget.WidgetOpts.LayoutData(widget.GridLayoutData{VerticalPosition: widget.GridLayoutPositionCenter}),
		),
	)
}

func (l *look) newButton(label string, minW int, onClick func()) *widget.Button {
	face := l.body
	return widget.NewButton(
		widget.ButtonOpts.Image(l.button),
		widget.ButtonOpts.Text(label, &face, &widget.ButtonTextColor{
			Idle: l.pal.C(sprites.ColText), Hover: l.pal.C(sprites.ColText), Disabled: l.pal.C(sprites.ColDisabled),
		}),
		widget.ButtonOpts.TextPadding(&widget.Insets{Left: 16, Right: 16, Top: 4, Bottom: 4}),
		widget.ButtonOpts.WidgetOpts(widget.WidgetOpts.MinSize(minW, l.rowH-2)),
		widget.ButtonOpts.DisableDefaultKeys(),
		widget.ButtonOpts.ClickedHandler(func(*widget.ButtonClickedEventArgs) { onClick() }),
	)
}

// newSlider is a volume slider: a thin track with a 22-pixel handle in
// landscape; upright, a row-high target with a knobW-wide handle.
func (l *look) newSlider(value int) *widget.Slider {
	handleW, w, h, pad := 22, 300, 30, &widget.Insets{Top: 4, Bottom: 4, Left: 2, Right: 2}
	if l.upright {
		handleW, w, h, pad = knobW, 200, l.rowH, &widget.Insets{}
	}
	return widget.NewSlider(
		widget.SliderOpts.Orientation(widget.DirectionHorizontal),
		widget.SliderOpts.MinMax(0, 100),
		widget.SliderOpts.InitialCurrent(value),
		widget.SliderOpts.Images(l.track, l.handle),
		widget.SliderOpts.FixedHandleSize(handleW),
		widget.SliderOpts.TrackPadding(pad),
		widget.SliderOpts.PageSizeFunc(func() int { return 10 }),
		widget.SliderOpts.DisableDefaultKeys(true),
		widget.SliderOpts.WidgetOpts(widget.WidgetOpts.MinSize(w, h),
			widget.WidgetOpts.LayoutData(widget.GridLayoutData{VerticalPosition: widget.GridLayoutPositionCenter})),
	)
}

func (l *look) newCheckbox(on bool, onChange func(bool)) *widget.Checkbox {
	state := widget.WidgetUnchecked
	if on {
		state = widget.WidgetChecked
	}
	return widget.NewCheckbox(
		widget.CheckboxOpts.Image(l.checkbox),
		widget.CheckboxOpts.InitialState(state),
		widget.CheckboxOpts.DisableDefaultKeys(),
		widget.CheckboxOpts.WidgetOpts(widget.WidgetOpts.LayoutData(widget.GridLayoutData{
			MaxWidth: l.w(28, l.rowH), MaxHeight: l.w(28, l.rowH), VerticalPosition: widget.GridLayoutPositionCenter,
		}), widget.WidgetOpts.MinSize(l.w(0, l.rowH), l.w(0, l.rowH))),
		widget.CheckboxOpts.StateChangedHandler(func(a *widget.CheckboxChangedEventArgs) { onChange(a.State == widget.WidgetChecked) }),
	)
}
