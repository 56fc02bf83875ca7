package lobby

import (
	"image"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"deepwood/scenes"
	"deepwood/scenes/input"
	"deepwood/scenes/ui"
	"deepwood/sprites"
)

// The lobby's two buttons.
var (
	StartRect = image.Rect(340, 600, 632, 640)
	LeaveRect = image.Rect(648, 600, 940, 640)
	// ExtraRect is a mode's third button (Mode.Extra), over the two.
	ExtraRect = image.Rect(340, 480, 940, 524)
)

// RowRect is the form's row r.
func RowRect(r int) image.Rectangle {
	y := 170 + r*50
	return image.Rect(340, y, 940, y+42)
}

// Form is a "with friends" form's rows: the first Values are the table's
// settings, which Left and Right step; the rest are buttons, Join's and
// Back's among them.
type Form struct {
	Rows   []string
	Values int
	// Join and Back are the rows that ask for a code and that leave.
	Join, Back int
	// Hover: the pointer moving over a row focuses it.
	Hover bool
	// Centred: a button's label stands in the middle, in bold.
	Centred bool
	// Hidden, when not nil, hides row r from the keys, the pointer and
	// the eye; the rows below move up into its place.
	Hidden func(r int) bool
}

// hidden reports whether row r is out of the form for now.
func (f *Form) hidden(r int) bool { return f.Hidden != nil && f.Hidden(r) }

// Rect is where row r stands, below the rows shown above it; a hidden
// row has none.
func (f *Form) Rect(r int) image.Rectangle {
	if f.hidden(r) {
		return image.Rectangle{}
	}
	shown := 0
	for above := range r {
		if !f.hidden(above) {
			shown++
		}
	}
	return RowRect(shown)
}

// step moves focus among the rows by the keys and the pointer, and
// reports the step to the focused setting (a click on one steps it on)
// and whether the focused button was pressed.
func (f *Form) step(in *input.Mapper, focus *int) (step int, press bool) {
	n := len(f.Rows)
	*focus = ui.RowFocus(in, *focus, n)
	for range n {
		if !f.hidden(*focus) {
			break
		}
		*focus = ui.RowFocus(in, *focus, n) // skip the hidden rows
	}
	step, press = ui.RowStep(in), in.Just(input.Confirm)
	p := in.Pointer()
	for r := range n {
		if !image.Pt(p.X, p.Y).In(f.Rect(r)) || f.hidden(r) {
			continue
		}
		if p.Moved && f.Hover {
			*focus = r
		}
		if p.Clicked {
			*focus, press = r, true
			if r < f.Values {
				step, press = 1, false
			}
		}
	}
	return step, press
}

// UpdateForm runs the form: Back, or Back's row, leaves and Join's row
// asks for a code. It reports the step to the focused setting and the
// row otherwise pressed (-1: none), the mode's to act on.
func (l *Lobby) UpdateForm(ctx *scenes.Context, form *Form) (step, pressed int) {
	in := ctx.Input
	if in.Just(input.Back) {
		l.Leave(ctx)
		return 0, -1
	}
	step, press := form.step(in, &l.Focus)
	switch {
	case !press:
	case l.Focus == form.Join:
		l.AskCode(ctx)
	case l.Focus == form.Back:
		l.Leave(ctx)
	default:
		return step, l.Focus
	}
	return step, -1
}

// Draw paints the rows, labels[r] on row r, the focused one raised: a
// setting with its value between arrows on the right.
func (f *Form) Draw(dst *ebiten.Image, ctx *scenes.Context, focus int, labels, values []string) {
	pal := ctx.Palette
	body := ctx.Fonts.Face(sprites.StyleBody)
	for r := range f.Rows {
		if f.hidden(r) {
			continue
		}
		rr := f.Rect(r)
		style := sprites.PanelRaised
		if r == focus {
			style = sprites.PanelFocused
		}
		sprites.DrawPanel(dst, rr, pal, style)
		c := sprites.TextColorFor(pal, style)
		if r >= f.Values && f.Centred {
			sprites.DrawText(dst, labels[r], ctx.Fonts.Face(sprites.StyleBodyBold), float64(rr.Min.X+rr.Dx()/2), float64(rr.Min.Y+10), sprites.AlignCenter, c)
			continue
		}
		sprites.DrawText(dst, labels[r], body, float64(rr.Min.X+16), float64(rr.Min.Y+10), sprites.AlignLeft, c)
		if r < f.Values {
			sprites.DrawText(dst, "<  "+values[r]+"  >", body, float64(rr.Max.X-16), float64(rr.Min.Y+10), sprites.AlignRight, c)
		}
	}
}

// Buttons is how a mode's lobby labels and letters its two buttons.
type Buttons struct {
	Start string
	Face  sprites.Style
	Dy    int // the label's drop from the button's top
	// HostOnly greys the start for a seat that is not the host's.
	HostOnly bool
}

// DrawButtons paints the lobby's start and leave buttons, the focused
// one raised.
func (l *Lobby) DrawButtons(dst *ebiten.Image, ctx *scenes.Context, b Buttons) {
	pal := ctx.Palette
	host := l.Conn.Host()
	n := l.buttons()
	labels, rects := []string{b.Start, "Leave"}, []image.Rectangle{StartRect, LeaveRect}
	if n == 3 {
		labels, rects = append(labels, l.Mode.Extra(l.Conn)), append(rects, ExtraRect)
	}
	for i, r := range rects {
		style := sprites.PanelRaised
		switch {
		case i == 0 && b.HostOnly && !host:
			style = sprites.PanelDisabled
		case l.Focus%n == i:
			style = sprites.PanelFocused
		}
		sprites.DrawPanel(dst, r, pal, style)
		sprites.DrawText(dst, labels[i], ctx.Fonts.Face(b.Face), float64(r.Min.X+r.Dx()/2), float64(r.Min.Y+b.Dy), sprites.AlignCenter, sprites.TextColorFor(pal, style))
	}
}

// DrawPad draws the code field, or the name field, over the form; with
// hints the screen dims behind it and a line under the field says what
// Enter and Escape do.
func (l *Lobby) DrawPad(dst *ebiten.Image, ctx *scenes.Context, hints bool) {
	pal := ctx.Palette
	title, hint := "The table's code", "Enter joins the table; Escape goes back."
	if l.Naming {
		title, hint = "The name you sit under", "Enter keeps it and turns Online on (Settings → Online); Escape goes back."
	}
	if hints {
		vector.FillRect(dst, 0, 0, sprites.ScreenWidth, sprites.ScreenHeight, pal.A(sprites.ColChaosBlack, 0.7), false)
	}
	sprites.DrawPanel(dst, image.Rect(360, 250, 920, 470), pal, sprites.PanelNormal)
	sprites.DrawText(dst, title, ctx.Fonts.Face(sprites.StyleBodyBold), 640, 276, sprites.AlignCenter, pal.C(sprites.ColAccent))
	if hints {
		sprites.DrawText(dst, hint, ctx.Fonts.Face(sprites.StyleSmall), 640, 430, sprites.AlignCenter, pal.C(sprites.ColTextDim))
	}
	l.Pad.DrawField(dst, ctx)
}
