package title

import (
	"image"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"deepwood/scenes"
	"deepwood/scenes/menu"
	"deepwood/scenes/ui"
	"deepwood/sprites"
)

// HowTo is one game's rules for the title's How to play: the game's name
// as the title lists it and the screen that explains it.
type HowTo struct {
	Mode string
	Open func() scenes.Scene
}

// HowToItem is the title's one "How to play": it asks which game and opens
// that game's rules, so every mode's are found in one place and named
// alike (issue 27: the title had Forward's "How to play" beside "Forest:
// how to play", and no entry for the other two).
func HowToItem(games []HowTo) menu.Item {
	return menu.Item{Label: "How to play", Hint: "The rules of each game, in plain words.", Run: func(ctx *scenes.Context) error {
		ctx.Stack.Push(newHowToChooser(games))
		return nil
	}}
}

// howToChooser asks which game's rules to show, over the title; Back or
// Pause closes it. Upright (a phone) its rows fill the width.
type howToChooser struct {
	ui.PauseMenu
	land geometry // the menu's landscape place
}

func newHowToChooser(games []HowTo) *howToChooser {
	items := make([]menu.Item, 0, len(games)+1)
	for _, g := range games {
		items = append(items, ui.PushItem(g.Mode, "How to play "+g.Mode+".", g.Open))
	}
	items = append(items, menu.Item{Label: "Back", Hint: "Back to the title.", Run: func(ctx *scenes.Context) error {
		ctx.Stack.Pop()
		return nil
	}})
	c := &howToChooser{PauseMenu: ui.NewMenuPanel("How to play", items, 40)}
	m := &c.Menu
	c.land = geometry{m.X, m.Y, m.W, m.RowH, m.Spacing}
	return c
}

// LaysOutUpright reports that the chooser has a portrait layout, as the
// title beneath it has.
func (s *howToChooser) LaysOutUpright() bool { return true }

// The chooser's panel upright: the heading's band above the rows and the
// margin beside and under them.
const chooserHeadH, chooserPad = 84, 24

// place lays the menu out for the screen: its landscape place, or upright
// rows as wide as the screen allows, centred in its height.
func (s *howToChooser) place(ctx *scenes.Context) {
	g, m := s.land, &s.Menu
	if ctx.Upright() {
		size, n := ctx.Portrait, len(m.Items)
		g = geometry{x: portraitMargin + chooserPad, w: size.X - 2*(portraitMargin+chooserPad), rowH: 68, gap: 12}
		height := chooserHeadH + n*(g.rowH+g.gap) - g.gap + portraitHintH + chooserPad
		g.y = (size.Y-height)/2 + chooserHeadH
	}
	m.X, m.Y, m.W, m.RowH, m.Spacing = g.x, g.y, g.w, g.rowH, g.gap
}

// Update places the menu for the screen and runs it.
func (s *howToChooser) Update(ctx *scenes.Context) error {
	s.place(ctx)
	return s.PauseMenu.Update(ctx)
}

// Draw paints the menu panel over the title: the pause menu's in
// landscape, upright a veil over the whole screen and a panel as wide as
// it, the focused game's hint under the rows.
func (s *howToChooser) Draw(dst *ebiten.Image, ctx *scenes.Context) {
	s.place(ctx)
	if !ctx.Upright() {
		s.PauseMenu.Draw(dst, ctx)
		return
	}
	size, m := ctx.Portrait, &s.Menu
	vector.FillRect(dst, 0, 0, float32(size.X), float32(size.Y), ctx.Palette.A(sprites.ColChaosBlack, 0.7), false)
	bottom := m.Rect(len(m.Items)-1).Max.Y + portraitHintH + chooserPad
	sprites.DrawPanel(dst, image.Rect(portraitMargin, m.Y-chooserHeadH, size.X-portraitMargin, bottom), ctx.Palette, sprites.PanelNormal)
	sprites.DrawText(dst, s.Heading, ctx.Fonts.Face(sprites.StyleHeading), float64(size.X/2), float64(m.Y-chooserHeadH+22), sprites.AlignCenter, ctx.Palette.C(sprites.ColAccent))
	m.Draw(dst, ctx)
	s.PauseMenu.Drawn()
}

// Name is "title-howto".
func (s *howToChooser) Name() string { return "title-howto" }

// Inspect reports the games offered, the focused one, and each row's
// rectangle (x, y, w, h) as last placed.
func (s *howToChooser) Inspect() any {
	rects := make([][4]int, len(s.Menu.Items))
	for i := range s.Menu.Items {
		r := s.Menu.Rect(i)
		rects[i] = [4]int{r.Min.X, r.Min.Y, r.Dx(), r.Dy()}
	}
	return map[string]any{"items": s.Labels(), "focus": s.Menu.Focus, "rects": rects}
}
