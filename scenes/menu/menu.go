// Package menu is the vertical list of choices the title and pause screens
// share: focus by actions or pointer hover, activate by confirm or click.
package menu

import (
	"image"

	"github.com/hajimehoshi/ebiten/v2"

	"deepwood/audio"
	"deepwood/scenes"
	"deepwood/scenes/input"
	"deepwood/sprites"
)

// Item is one choice. Run does the choice; a non-nil error from it (such as
// scenes.ErrQuit) is returned from the scene's Update.
type Item struct {
	Label string
	Hint  string // one line shown under the menu when the item has focus
	Run   func(ctx *scenes.Context) error
}

// Menu lays its items out in a column at a fixed place.
type Menu struct {
	Items   []Item
	Focus   int
	X, Y    int // top-left of the first item
	W       int
	RowH    int
	Spacing int
	// NoHint leaves the focused item's hint out, where there is no room
	// under the rows for it (a crowded portrait title).
	NoHint bool
}

// Rect is the screen rectangle of item i, for drawing and hit tests.
func (m *Menu) Rect(i int) image.Rectangle {
	y := m.Y + i*(m.RowH+m.Spacing)
	return image.Rect(m.X, y, m.X+m.W, y+m.RowH)
}

// Update moves focus and runs the chosen item.
func (m *Menu) Update(ctx *scenes.Context) error {
	if len(m.Items) == 0 {
		return nil
	}
	in := ctx.Input
	was := m.Focus
	if in.Repeat(input.Up) {
		m.Focus = (m.Focus + len(m.Items) - 1) % len(m.Items)
	}
	if in.Repeat(input.Down) {
		m.Focus = (m.Focus + 1) % len(m.Items)
	}
	p := in.Pointer()
	hit := -1
	for i := range m.Items {
		if image.Pt(p.X, p.Y).In(m.Rect(i)) {
			hit = i
		}
	}
	if hit >= 0 && (p.Moved || p.Clicked) {
		m.Focus = hit
	}
	if m.Focus != was {
		ctx.Audio.Play(audio.SfxMenuMove)
	}
	if in.Just(input.Confirm) || hit >= 0 && p.Clicked {
		if run := m.Items[m.Focus].Run; run != nil {
			ctx.Audio.Play(audio.SfxMenuConfirm)
			return run(ctx)
		}
	}
	return nil
}

// Draw paints each item as a panel button, the focused one lit.
func (m *Menu) Draw(dst *ebiten.Image, ctx *scenes.Context) {
	face := ctx.Fonts.Face(sprites.StyleLarge)
	_, th := sprites.Measure("Ag", face)
	for i, it := range m.Items {
		r := m.Rect(i)
		style := sprites.PanelRaised
		if i == m.Focus {
			style = sprites.PanelFocused
		}
		sprites.DrawPanel(dst, r, ctx.Palette, style)
		clr := sprites.TextColorFor(ctx.Palette, style)
		sprites.DrawText(dst, it.Label, face, float64(r.Min.X+24), float64(r.Min.Y)+(float64(r.Dy())-th)/2, sprites.AlignLeft, clr)
	}
	if h := m.Items[m.Focus].Hint; h != "" && !m.NoHint {
		last := m.Rect(len(m.Items) - 1)
		small := ctx.Fonts.Face(sprites.StyleBody)
		sprites.DrawWrapped(dst, h, small, float64(m.X+4), float64(last.Max.Y+16), float64(m.W), sprites.AlignLeft, ctx.Palette.C(sprites.ColTextDim))
	}
}

// Landscape remembers where a menu was built to stand on the wide
// screen, so that a screen laid out anew for a phone held upright (and
// turned back) can put it there again.
type Landscape struct {
	x, y, w, rowH, spacing int
	kept                   bool
}

// Keep records m's place, the first time only: where it was built.
func (l *Landscape) Keep(m *Menu) {
	if !l.kept {
		l.x, l.y, l.w, l.rowH, l.spacing, l.kept = m.X, m.Y, m.W, m.RowH, m.Spacing, true
	}
}

// Restore puts m back where Keep found it.
func (l *Landscape) Restore(m *Menu) {
	m.X, m.Y, m.W, m.RowH, m.Spacing = l.x, l.y, l.w, l.rowH, l.spacing
}
