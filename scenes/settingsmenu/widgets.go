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
// from the palette so the colour-blind setting repaints them.
type look struct {
	pal      *sprites.Palette
	body     text.Face
	small    text.Face
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

func newLook(pal *sprites.Palette, fonts *sprites.Fonts, rowH int) *look {
	raised := nine(pal, sprites.PanelRaised, 64, 40)
	focused := nine(pal, sprites.PanelFocused, 64, 40)
	inset := nine(pal, sprites.PanelInset, 64, 40)
	disabled := nine(pal, sprites.PanelDisabled, 64, 40)
	return &look{
		rowH:   rowH,
		pal:    pal,
		body:   fonts.Face(sprites.StyleBody),
		small:  fonts.Face(sprites.StyleSmall),
		button: &widget.ButtonImage{Idle: raised, Hover: focused, Pressed: inset, PressedHover: inset, Disabled: disabled},
		handle: &widget.ButtonImage{Idle: raised, Hover: focused, Pressed: focused, PressedHover: focused, Disabled: disabled},
		track:  &widget.SliderTrackImage{Idle: inset, Hover: inset, Disabled: disabled},
		checkbox: &widget.CheckboxImage{
			Unchecked:         checkImage(pal, false, false),
			UncheckedHovered:  checkImage(pal, false, true),
			UncheckedDisabled: checkImage(pal, false, false),
			Checked:           checkImage(pal, true, false),
			CheckedHovered:    checkImage(pal, true, true),
			CheckedDisabled:   checkImage(pal, true, false),
		},
	}
}

// checkImage draws a 28 px box, ticked or not, as a fixed-size nine-slice.
func checkImage(pal *sprites.Palette, checked, hover bool) *uiimage.NineSlice {
	const s = 28
	style := sprites.PanelInset
	if hover {
		style = sprites.PanelFocused
	}
	img := ebiten.NewImage(s, s)
	img.DrawImage(sprites.PanelImage(s, s, pal, style), nil)
	if checked {
		c := pal.C(sprites.ColAccent)
		vector.StrokeLine(img, 7, 14, 12, 20, 3.5, c, true)
		vector.StrokeLine(img, 12, 20, 21, 8, 3.5, c, true)
	}
	return uiimage.NewNineSlice(img, [3]int{0, s, 0}, [3]int{0, s, 0})
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

func (l *look) newSlider(value int) *widget.Slider {
	return widget.NewSlider(
		widget.SliderOpts.Orientation(widget.DirectionHorizontal),
		widget.SliderOpts.MinMax(0, 100),
		widget.SliderOpts.InitialCurrent(value),
		widget.SliderOpts.Images(l.track, l.handle),
		widget.SliderOpts.FixedHandleSize(22),
		widget.SliderOpts.TrackPadding(&widget.Insets{Top: 4, Bottom: 4, Left: 2, Right: 2}),
		widget.SliderOpts.PageSizeFunc(func() int { return 10 }),
		widget.SliderOpts.DisableDefaultKeys(true),
		widget.SliderOpts.WidgetOpts(widget.WidgetOpts.MinSize(300, 30),
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
			MaxWidth: 28, MaxHeight: 28, VerticalPosition: widget.GridLayoutPositionCenter,
		})),
		widget.CheckboxOpts.StateChangedHandler(func(a *widget.CheckboxChangedEventArgs) { onChange(a.State == widget.WidgetChecked) }),
	)
}
