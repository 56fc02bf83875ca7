package battleui

import (
	"image"

	"github.com/hajimehoshi/ebiten/v2"

	"deepwood/scenes"
	"deepwood/scenes/input"
	"deepwood/sprites"
)

// button is one focusable control of a battle screen.
type button struct {
	rect    image.Rectangle
	label   string
	enabled bool
	run     func(ctx *scenes.Context)
}

// buttons is a screen's row or column of controls with one focus: the
// directions move it, the pointer hovers and clicks, Confirm presses, so
// keyboard, gamepad, mouse and touch end in the same press.
type buttons struct {
	list  []button
	focus int
}

func (b *buttons) reset() { b.list = b.list[:0] }

func (b *buttons) add(r image.Rectangle, label string, enabled bool, run func(*scenes.Context)) {
	b.list = append(b.list, button{r, label, enabled, run})
}

// settle keeps the focus on an enabled control.
func (b *buttons) settle() {
	if b.focus >= 0 && b.focus < len(b.list) && b.list[b.focus].enabled {
		return
	}
	for i := range b.list {
		if b.list[i].enabled {
			b.focus = i
			return
		}
	}
	b.focus = 0
}

// hit is the control under the point, or -1.
func (b *buttons) hit(x, y int) int {
	for i := range b.list {
		if image.Pt(x, y).In(b.list[i].rect) {
			return i
		}
	}
	return -1
}

// pointer handles hover and click; it reports whether the pointer used a
// control this tick.
func (b *buttons) pointer(ctx *scenes.Context) bool {
	p := ctx.Input.Pointer()
	i := b.hit(p.X, p.Y)
	if i < 0 {
		return false
	}
	if p.Moved || p.Clicked {
		b.focus = i
	}
	if p.Clicked && b.list[i].enabled {
		b.list[i].run(ctx)
	}
	return true
}

// keys moves the focus with the directions and presses with Confirm.
func (b *buttons) keys(ctx *scenes.Context) {
	if len(b.list) == 0 {
		return
	}
	in := ctx.Input
	step := 0
	if in.Repeat(input.Up) || in.Repeat(input.Left) {
		step = -1
	}
	if in.Repeat(input.Down) || in.Repeat(input.Right) {
		step = 1
	}
	if step != 0 {
		n := len(b.list)
		for k := 1; k <= n; k++ {
			j := ((b.focus+step*k)%n + n) % n
			if b.list[j].enabled {
				b.focus = j
				break
			}
		}
	}
	if in.Just(input.Confirm) && b.focus < len(b.list) && b.list[b.focus].enabled {
		b.list[b.focus].run(ctx)
	}
}

// draw draws the controls; focused marks the focus as live.
func (b *buttons) draw(dst *ebiten.Image, ctx *scenes.Context, focused bool) {
	pal := ctx.Palette
	face := ctx.Fonts.Face(sprites.StyleBody)
	for i, bt := range b.list {
		style := sprites.PanelRaised
		clr := pal.C(sprites.ColText)
		switch {
		case !bt.enabled:
			style, clr = sprites.PanelDisabled, pal.C(sprites.ColTextDim)
		case focused && i == b.focus:
			style = sprites.PanelFocused
		}
		sprites.DrawPanel(dst, bt.rect, pal, style)
		_, th := sprites.Measure(bt.label, face)
		cx := float64(bt.rect.Min.X+bt.rect.Max.X) / 2
		cy := float64(bt.rect.Min.Y+bt.rect.Max.Y)/2 - th/2
		sprites.DrawText(dst, bt.label, face, cx, cy, sprites.AlignCenter, clr)
	}
}

// focusFrom puts the focus on the first enabled control from index i on,
// else the first enabled one: the phase's own controls come after the
// view toggles, and the first of them is the usual choice.
func (b *buttons) focusFrom(i int) {
	for j := i; j < len(b.list); j++ {
		if b.list[j].enabled {
			b.focus = j
			return
		}
	}
	b.focus = -1
	b.settle()
}
