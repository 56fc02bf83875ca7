package forwardui

import (
	"image"

	"github.com/hajimehoshi/ebiten/v2"

	"deepwood/rules/forward"
	"deepwood/scenes"
	"deepwood/scenes/focus"
	"deepwood/scenes/input"
	"deepwood/sprites"
)

// buttonKind says what pressing a button does.
type buttonKind uint8

const (
	btnAction buttonKind = iota // apply act through the session
	btnCell                     // a layout space; act is its start/flip
	btnUI                       // a screen's own control (id)
)

// button is one focusable control: a layout space, a slot's "Use", a
// dialog choice, a menu entry.
type button struct {
	rect    image.Rectangle
	label   string
	kind    buttonKind
	act     forward.Action
	id      int
	enabled bool
}

func (b *button) centre() (int, int) {
	return (b.rect.Min.X + b.rect.Max.X) / 2, (b.rect.Min.Y + b.rect.Max.Y) / 2
}

// focusList is a screen's controls with one focus. Directions move to the
// nearest enabled control that way; the pointer hovers and clicks; Confirm
// presses the focused one. Keyboard, gamepad, mouse and touch all end in
// the same press.
type focusList struct {
	btns  []button
	focus int
	hover bool // the pointer is over a control
}

func (f *focusList) reset() { f.btns = f.btns[:0] }

func (f *focusList) add(b button) int {
	f.btns = append(f.btns, b)
	return len(f.btns) - 1
}

// Area is where the control is, for the focus.
func (b button) Area() image.Rectangle { return b.rect }

// Usable reports whether the focus may land on the control.
func (b button) Usable() bool { return b.enabled }

// settle keeps the focus on an enabled control, preferring the given one.
func (f *focusList) settle(prefer int) { focus.Settle(f.btns, &f.focus, prefer) }

// update moves the focus and returns the index pressed this tick, or -1.
func (f *focusList) update(ctx *scenes.Context) int {
	return focus.Update(f.btns, &f.focus, &f.hover, ctx.Input)
}

// plan is the input a player would give next to press control target.
func (f *focusList) plan(target int) (input.Action, bool) { return focus.Plan(f.btns, f.focus, target) }

// find is the index of the enabled control that applies a, or -1.
func (f *focusList) find(a forward.Action) int {
	for i := range f.btns {
		if f.btns[i].enabled && f.btns[i].kind != btnUI && f.btns[i].act == a {
			return i
		}
	}
	return -1
}

// drawButtons paints the plain (non-cell) controls as panels with labels.
func (f *focusList) drawButtons(dst *ebiten.Image, ctx *scenes.Context, face sprites.Style) {
	fc := ctx.Fonts.Face(face)
	for i := range f.btns {
		b := &f.btns[i]
		if b.kind == btnCell {
			continue
		}
		style := sprites.PanelRaised
		switch {
		case !b.enabled:
			style = sprites.PanelDisabled
		case i == f.focus:
			style = sprites.PanelFocused
		}
		sprites.DrawPanel(dst, b.rect, ctx.Palette, style)
		_, h := sprites.Measure("Ag", fc)
		sprites.DrawText(dst, b.label, fc, float64(b.rect.Min.X+b.rect.Max.X)/2, float64(b.rect.Min.Y)+(float64(b.rect.Dy())-h)/2, sprites.AlignCenter, sprites.TextColorFor(ctx.Palette, style))
	}
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}
