package forestui

import (
	"image"

	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"github.com/hajimehoshi/ebiten/v2"

	"deepwood/rules/forest"
	"deepwood/scenes"
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
	act     forest.Action
	id      int
	enabled bool
	small   bool // drawn in the small face (dense lists)
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

// settle keeps the focus on an enabled control, preferring the given one.
func (f *focusList) settle(prefer int) {
	if prefer >= 0 && prefer < len(f.btns) && f.btns[prefer].enabled {
		f.focus = prefer
		return
	}
	if f.focus < len(f.btns) && f.focus >= 0 && f.btns[f.focus].enabled {
		return
	}
	for i := range f.btns {
		if f.btns[i].enabled {
			f.focus = i
			return
		}
	}
	f.focus = 0
}

// neighbour is the control reached from i by moving in dir, or -1.
func (f *focusList) neighbour(i int, dir input.Action) int {
	if i < 0 || i >= len(f.btns) {
		return -1
	}
	x0, y0 := f.btns[i].centre()
	best, bestScore := -1, 1<<30
	for j := range f.btns {
		if j == i || !f.btns[j].enabled {
			continue
		}
		x, y := f.btns[j].centre()
		dx, dy := x-x0, y-y0
		var along, across int
		switch dir {
		case input.Up:
			along, across = -dy, dx
		case input.Down:
			along, across = dy, dx
		case input.Left:
			along, across = -dx, dy
		case input.Right:
			along, across = dx, dy
		}
		if along <= 4 {
			continue
		}
		if across < 0 {
			across = -across
		}
		if score := along + 2*across; score < bestScore {
			best, bestScore = j, score
		}
	}
	return best
}

var directions = [4]input.Action{input.Up, input.Down, input.Left, input.Right}

// update moves the focus and returns the index pressed this tick, or -1.
func (f *focusList) update(ctx *scenes.Context) int {
	if len(f.btns) == 0 {
		return -1
	}
	in := ctx.Input
	for _, d := range directions {
		if in.Repeat(d) {
			if n := f.neighbour(f.focus, d); n >= 0 {
				f.focus = n
			}
		}
	}
	p := in.Pointer()
	f.hover = false
	pt := image.Pt(p.X, p.Y)
	for i := range f.btns {
		if f.btns[i].enabled && pt.In(f.btns[i].rect) {
			f.hover = true
			if p.Moved || p.Clicked {
				f.focus = i
			}
			if p.Clicked {
				return i
			}
		}
	}
	if in.Just(input.Confirm) && f.focus < len(f.btns) && f.btns[f.focus].enabled {
		return f.focus
	}
	return -1
}

// plan is the input a player would give next to press control target:
// Confirm when it has focus, else the first step of the shortest path of
// direction presses from the focus to it (a breadth-first search over the
// same moves the player makes), so every control a keyboard can reach is
// reached.
func (f *focusList) plan(target int) (input.Action, bool) {
	if target < 0 || target >= len(f.btns) {
		return 0, false
	}
	if f.focus == target {
		return input.Confirm, true
	}
	first := make([]int8, len(f.btns))
	for i := range first {
		first[i] = -1
	}
	queue := []int{f.focus}
	first[f.focus] = 4
	for len(queue) > 0 {
		i := queue[0]
		queue = queue[1:]
		for di, d := range directions {
			n := f.neighbour(i, d)
			if n < 0 || first[n] >= 0 {
				continue
			}
			first[n] = first[i]
			if i == f.focus {
				first[n] = int8(di)
			}
			if n == target {
				return directions[first[n]], true
			}
			queue = append(queue, n)
		}
	}
	return 0, false
}

// find is the index of the enabled control that applies a, or -1.
func (f *focusList) find(a forest.Action) int {
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
		f := fc
		if b.small {
			f = ctx.Fonts.Face(sprites.StyleSmall)
		}
		_, h := sprites.Measure("Ag", f)
		sprites.DrawText(dst, fit(b.label, f, float64(b.rect.Dx()-12)), f, float64(b.rect.Min.X+b.rect.Max.X)/2, float64(b.rect.Min.Y)+(float64(b.rect.Dy())-h)/2, sprites.AlignCenter, sprites.TextColorFor(ctx.Palette, style))
	}
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// fit shortens a label with an ellipsis until it fits width pixels.
func fit(s string, face text.Face, width float64) string {
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
