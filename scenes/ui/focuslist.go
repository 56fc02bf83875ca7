// Package ui is the screens' kit shared by every mode: the focusable
// controls a screen lays out and the one focus that moves among them. A
// mode instantiates it with its own rules action type, so a control can
// carry the action it takes.
package ui

import (
	"image"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"deepwood/scenes"
	"deepwood/scenes/focus"
	"deepwood/scenes/input"
	"deepwood/sprites"
)

// Kind says what pressing a button does.
type Kind uint8

// The kinds of control.
const (
	Action  Kind = iota // apply Act through the mode's session
	Cell                // a layout space the screen draws itself; Act is what it takes
	Control             // a screen's own control, told apart by ID
)

// Button is one focusable control: a layout space, a slot's "Use", a
// dialog choice, a menu entry. A is the mode's rules action.
type Button[A comparable] struct {
	Rect    image.Rectangle
	Label   string
	Kind    Kind
	Act     A
	ID      int
	Enabled bool
	Small   bool // drawn in the small face (dense lists)
}

// Centre is the control's middle, where a pointer would press it.
func (b *Button[A]) Centre() (int, int) {
	return (b.Rect.Min.X + b.Rect.Max.X) / 2, (b.Rect.Min.Y + b.Rect.Max.Y) / 2
}

// Area is where the control is, for the focus.
func (b Button[A]) Area() image.Rectangle { return b.Rect }

// Usable reports whether the focus may land on the control.
func (b Button[A]) Usable() bool { return b.Enabled }

// FocusList is a screen's controls with one focus. Directions move to the
// nearest enabled control that way; the pointer hovers and clicks; Confirm
// presses the focused one. Keyboard, gamepad, mouse and touch all end in
// the same press.
type FocusList[A comparable] struct {
	Btns  []Button[A]
	Focus int
	Hover bool // the pointer is over a control
}

// Reset empties the list for a new layout.
func (f *FocusList[A]) Reset() { f.Btns = f.Btns[:0] }

// Add appends a control and returns its index.
func (f *FocusList[A]) Add(b Button[A]) int {
	f.Btns = append(f.Btns, b)
	return len(f.Btns) - 1
}

// Settle keeps the focus on an enabled control, preferring the given one.
func (f *FocusList[A]) Settle(prefer int) { focus.Settle(f.Btns, &f.Focus, prefer) }

// Update moves the focus and returns the index pressed this tick, or -1.
func (f *FocusList[A]) Update(ctx *scenes.Context) int {
	return focus.Update(f.Btns, &f.Focus, &f.Hover, ctx.Input)
}

// Plan is the input a player would give next to press control target.
func (f *FocusList[A]) Plan(target int) (input.Action, bool) {
	return focus.Plan(f.Btns, f.Focus, target)
}

// Find is the index of the enabled control that applies a, or -1.
func (f *FocusList[A]) Find(a A) int {
	for i := range f.Btns {
		if f.Btns[i].Enabled && f.Btns[i].Kind != Control && f.Btns[i].Act == a {
			return i
		}
	}
	return -1
}

// DrawButtons paints the plain (non-cell) controls as panels with their
// labels, shortened with an ellipsis where they would not fit.
func (f *FocusList[A]) DrawButtons(dst *ebiten.Image, ctx *scenes.Context, face sprites.Style) {
	fc := ctx.Fonts.Face(face)
	for i := range f.Btns {
		b := &f.Btns[i]
		if b.Kind == Cell {
			continue
		}
		style := sprites.PanelRaised
		switch {
		case !b.Enabled:
			style = sprites.PanelDisabled
		case i == f.Focus:
			style = sprites.PanelFocused
		}
		ff := fc
		if b.Small {
			ff = ctx.Fonts.Face(sprites.StyleSmall)
		}
		drawButton(dst, ctx, b.Rect, b.Label, ff, style)
	}
}

// drawButton paints one button: its panel in style and its label centred
// (see LabelLines).
func drawButton(dst *ebiten.Image, ctx *scenes.Context, r image.Rectangle, label string, face text.Face, style sprites.PanelStyle) {
	sprites.DrawPanel(dst, r, ctx.Palette, style)
	lines, f := LabelLines(label, face, ctx.Fonts.Face(sprites.StyleSmall), r.Dx()-12, r.Dy())
	lh := sprites.LineHeight(f)
	_, h := sprites.Measure("Ag", f)
	y := float64(r.Min.Y) + (float64(r.Dy())-h-lh*float64(len(lines)-1))/2
	for i, l := range lines {
		sprites.DrawText(dst, l, f, float64(r.Min.X+r.Max.X)/2, y+lh*float64(i), sprites.AlignCenter, sprites.TextColorFor(ctx.Palette, style))
	}
}

// LabelLines lays a label out in a button w wide and h high: whole on one
// line in face when it fits, else whole in the small face, on one line or
// on as many as the button holds; only a label that fits none of these is
// shortened with an ellipsis (issue 27: "Stealthy Sabotage: …" was cut off
// where two small lines held it).
func LabelLines(label string, face, small text.Face, w, h int) ([]string, text.Face) {
	if lw, _ := sprites.Measure(label, face); lw <= float64(w) {
		return []string{label}, face
	}
	if lw, _ := sprites.Measure(label, small); lw <= float64(w) {
		return []string{label}, small
	}
	fits := max(1, int((float64(h)-6)/sprites.LineHeight(small)))
	lines := sprites.Wrap(label, small, float64(w))
	if len(lines) > fits {
		rest := strings.Join(lines[fits-1:], " ")
		lines = append(lines[:fits-1], Fit(rest, small, float64(w)))
	}
	for i, l := range lines {
		lines[i] = Fit(l, small, float64(w))
	}
	return lines, small
}

// PointerButton is a button only the pointer presses, kept out of the
// arrows' way: a game screen's Pause, which keys reach with their own
// Pause action, so that an arrow among the game's controls never lands on
// it (issue 27: the first arrow after Continue jumped to Pause).
type PointerButton struct {
	Rect  image.Rectangle
	Label string
}

// Clicked reports the pointer pressing the button this tick.
func (b *PointerButton) Clicked(ctx *scenes.Context) bool {
	p := ctx.Input.Pointer()
	return p.Clicked && image.Pt(p.X, p.Y).In(b.Rect)
}

// Draw paints the button, lit while the pointer is over it.
func (b *PointerButton) Draw(dst *ebiten.Image, ctx *scenes.Context, face sprites.Style) {
	style := sprites.PanelRaised
	if p := ctx.Input.Pointer(); image.Pt(p.X, p.Y).In(b.Rect) {
		style = sprites.PanelFocused
	}
	drawButton(dst, ctx, b.Rect, b.Label, ctx.Fonts.Face(face), style)
}

// Fit shortens a label with an ellipsis until it fits width pixels.
func Fit(s string, face text.Face, width float64) string {
	if w, _ := sprites.Measure(s, face); w <= width {
		return s
	}
	r := []rune(s)
	for len(r) > 1 {
		r = r[:len(r)-1]
		if w, _ := sprites.Measure(string(r)+"…", face); w <= width {
			break
		}
	}
	return string(r) + "…"
}

// Pressed is Update for a screen that Back leaves: Back pops the screen,
// and otherwise the control pressed this tick, if any, is returned.
func (f *FocusList[A]) Pressed(ctx *scenes.Context) (*Button[A], bool) {
	if ctx.Input.Just(input.Back) {
		ctx.Stack.Pop()
		return nil, false
	}
	i := f.Update(ctx)
	if i < 0 {
		return nil, false
	}
	return &f.Btns[i], true
}

// ResetTo replaces every screen with the one open builds (the title), when
// the app gave one.
func ResetTo(ctx *scenes.Context, open func() scenes.Scene) {
	if open != nil {
		ctx.Stack.Reset(open())
	}
}
