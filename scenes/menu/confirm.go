package menu

import (
	"image"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"deepwood/scenes"
	"deepwood/scenes/input"
	"deepwood/sprites"
)

// Confirm is a question over the screen beneath with two answers: it stands
// between the player and anything that throws away what they have (a saved
// run, a damaged save's last lines), so a stray key never does it alone.
// Back and Pause answer No; the focus starts on No for the same reason.
type Confirm struct {
	title, text string
	menu        Menu
	drawnFocus  int          // the focus last drawn, -1 before the first Draw
	shape       confirmShape // where it was last laid out (confirm_upright.go)
}

// ConfirmOptions say what to ask and what each answer does. Yes and No run
// after the dialog has been popped, so they may push, replace or reset the
// stack themselves.
type ConfirmOptions struct {
	Title, Text string
	YesLabel    string // "Yes" when empty
	NoLabel     string // "No" when empty
	YesHint     string
	NoHint      string
	Yes, No     func(ctx *scenes.Context) error
}

// NewConfirm builds the dialog; push it on the stack.
func NewConfirm(o ConfirmOptions) *Confirm {
	c := &Confirm{title: o.Title, text: o.Text, drawnFocus: -1}
	answer := func(run func(*scenes.Context) error) func(*scenes.Context) error {
		return func(ctx *scenes.Context) error {
			ctx.Stack.Pop()
			if run == nil {
				return nil
			}
			return run(ctx)
		}
	}
	c.menu = Menu{
		Items: []Item{
			{Label: orDefault(o.YesLabel, "Yes"), Hint: o.YesHint, Run: answer(o.Yes)},
			{Label: orDefault(o.NoLabel, "No"), Hint: o.NoHint, Run: answer(o.No)},
		},
		Focus: 1, X: 400, Y: 360, W: 480, RowH: 50, Spacing: 12,
	}
	return c
}

func orDefault(s, def string) string {
	if s == "" {
		return def
	}
	return s
}

// Name is "confirm".
func (c *Confirm) Name() string { return "confirm" }

// Overlay keeps the screen beneath drawn.
func (c *Confirm) Overlay() bool { return true }

// Update runs the answers; Back or Pause is No.
func (c *Confirm) Update(ctx *scenes.Context) error {
	c.place(ctx)
	if ctx.Input.Just(input.Back) || ctx.Input.Just(input.Pause) {
		return c.menu.Items[1].Run(ctx)
	}
	return c.menu.Update(ctx)
}

// Draw veils the screen and paints the question and the answers.
func (c *Confirm) Draw(dst *ebiten.Image, ctx *scenes.Context) {
	if c.place(ctx); c.shape.upright {
		c.drawUpright(dst, ctx)
		c.drawnFocus = c.menu.Focus
		return
	}
	pal, fonts := ctx.Palette, ctx.Fonts
	vector.FillRect(dst, 0, 0, sprites.ScreenWidth, sprites.ScreenHeight, pal.A(sprites.ColChaosBlack, 0.6), false)
	body := fonts.Face(sprites.StyleBody)
	sprites.DrawPanel(dst, image.Rect(360, 150, 920, 500), pal, sprites.PanelNormal)
	sprites.DrawText(dst, c.title, fonts.Face(sprites.StyleHeading), 640, 172, sprites.AlignCenter, pal.C(sprites.ColAccent))
	sprites.DrawWrapped(dst, c.text, body, 400, 236, 480, sprites.AlignLeft, pal.C(sprites.ColText))
	c.menu.Draw(dst, ctx)
	c.drawnFocus = c.menu.Focus
}

// Still: the dialog changes only with input (which the game redraws for
// itself), so once drawn it is still while its focus stays.
func (c *Confirm) Still() bool { return c.drawnFocus == c.menu.Focus }

// Inspect reports the question and the focused answer, for tests.
func (c *Confirm) Inspect() any {
	in := map[string]any{"title": c.title, "text": c.text, "focus": c.menu.Items[c.menu.Focus].Label}
	c.inspectShape(in)
	return in
}
