package forestui

import (
	"image"

	"github.com/hajimehoshi/ebiten/v2"

	"deepwood/scenes"
	"deepwood/scenes/input"
	"deepwood/scenes/menu"
	"deepwood/sprites"
)

// pauseScene is the pause menu over a game. The game is saved after every
// action, so leaving loses nothing: Continue on the title resumes it.
type pauseScene struct {
	p    *play
	menu menu.Menu
}

func newPause(p *play) *pauseScene {
	s := &pauseScene{p: p}
	items := []menu.Item{
		{Label: "Resume", Hint: "Back to the Forest.", Run: func(ctx *scenes.Context) error { ctx.Stack.Pop(); return nil }},
		{Label: "Journal", Hint: "Every Year's entry, your notes, exports.", Run: func(ctx *scenes.Context) error {
			ctx.Stack.Replace(newJournal(p))
			return nil
		}},
		{Label: "How to play", Hint: "I am the Forest's rules in plain words.", Run: func(ctx *scenes.Context) error {
			ctx.Stack.Push(newHowTo(p.h, false))
			return nil
		}},
		{Label: "Settings", Hint: "Animation speed, palette, controls.", Run: func(ctx *scenes.Context) error {
			if p.h.Settings != nil {
				ctx.Stack.Push(p.h.Settings())
			}
			return nil
		}},
		{Label: "Save and leave", Hint: "Back to the title; Continue resumes this game.", Run: func(ctx *scenes.Context) error {
			p.toTitle(ctx)
			return nil
		}},
		{Label: "Abandon game", Hint: "End this game: its replay is kept and the autosave deleted.", Run: func(ctx *scenes.Context) error {
			if err := p.sess.Abandon(); err != nil {
				ctx.Notify("The abandoned game's replay was not kept: " + err.Error())
			}
			p.toTitle(ctx)
			return nil
		}},
	}
	s.menu = menu.Menu{Items: items, X: 460, Y: 200, W: 360, RowH: 48, Spacing: 10}
	return s
}

// Name is "forest-pause".
func (s *pauseScene) Name() string { return "forest-pause" }

// Session is the paused game.
func (s *pauseScene) Session() *Session { return s.p.sess }

// Overlay keeps the game drawn beneath the menu.
func (s *pauseScene) Overlay() bool { return true }

// Inspect reports the menu's focus.
func (s *pauseScene) Inspect() any {
	return map[string]any{"focus": s.menu.Items[s.menu.Focus].Label, "year": s.p.sess.State.Year}
}

// Update runs the menu; Pause or Back resumes.
func (s *pauseScene) Update(ctx *scenes.Context) error {
	if ctx.Input.Just(input.Pause) || ctx.Input.Just(input.Back) {
		ctx.Stack.Pop()
		return nil
	}
	return s.menu.Update(ctx)
}

// Draw veils the game and paints the menu.
func (s *pauseScene) Draw(dst *ebiten.Image, ctx *scenes.Context) {
	fillRect(dst, 0, 0, sprites.ScreenWidth, sprites.ScreenHeight, ctx.Palette.A(sprites.ColChaosBlack, 0.7))
	n := len(s.menu.Items)
	sprites.DrawPanel(dst, image.Rect(428, 120, 852, 200+n*58+60), ctx.Palette, sprites.PanelNormal)
	sprites.DrawText(dst, "Paused", ctx.Fonts.Face(sprites.StyleHeading), 640, 140, sprites.AlignCenter, ctx.Palette.C(sprites.ColAccent))
	s.menu.Draw(dst, ctx)
}
