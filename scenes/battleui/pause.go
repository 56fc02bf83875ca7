package battleui

import (
	"image"

	"github.com/hajimehoshi/ebiten/v2"

	"deepwood/scenes"
	"deepwood/scenes/input"
	"deepwood/scenes/menu"
	"deepwood/sprites"
)

// pauseScene is the pause menu over a battle.
type pauseScene struct {
	f    *Field
	menu menu.Menu
}

func newPause(f *Field) *pauseScene {
	s := &pauseScene{f: f}
	items := []menu.Item{
		{Label: "Resume", Hint: "Back to the battle.", Run: func(ctx *scenes.Context) error { ctx.Stack.Pop(); return nil }},
		{Label: "How to play", Hint: "Mass Combat's rules in plain words.", Run: func(ctx *scenes.Context) error {
			ctx.Stack.Push(HowToScene(f.h))
			return nil
		}},
		{Label: "Settings", Hint: "Animation speed, palette, controls.", Run: func(ctx *scenes.Context) error {
			if f.h.Settings != nil {
				ctx.Stack.Push(f.h.Settings())
			}
			return nil
		}},
		{Label: "Save and leave", Hint: "Back to the title; Continue the battle resumes it.", Run: func(ctx *scenes.Context) error {
			f.s.Close()
			if f.h.Title != nil {
				ctx.Stack.Reset(f.h.Title())
			}
			return nil
		}},
		{Label: "Abandon battle", Hint: "End this battle: its record is kept and the autosave deleted.", Run: func(ctx *scenes.Context) error {
			if err := f.s.Abandon(); err != nil {
				ctx.Notify("The abandoned battle's record was not kept: " + err.Error())
			}
			if f.h.Title != nil {
				ctx.Stack.Reset(f.h.Title())
			}
			return nil
		}},
	}
	s.menu = menu.Menu{Items: items, X: 460, Y: 220, W: 360, RowH: 50, Spacing: 12}
	return s
}

// Name is "battle-pause".
func (s *pauseScene) Name() string { return "battle-pause" }

// Overlay keeps the battle drawn beneath the menu.
func (s *pauseScene) Overlay() bool { return true }

// Update runs the menu; Pause or Back resumes.
func (s *pauseScene) Update(ctx *scenes.Context) error {
	if ctx.Input.Just(input.Pause) || ctx.Input.Just(input.Back) {
		ctx.Stack.Pop()
		return nil
	}
	return s.menu.Update(ctx)
}

// Draw veils the battle and paints the menu.
func (s *pauseScene) Draw(dst *ebiten.Image, ctx *scenes.Context) {
	sprites.FillGradientRect(dst, 0, 0, sprites.ScreenWidth, sprites.ScreenHeight, ctx.Palette.A(sprites.ColChaosBlack, 0.7), ctx.Palette.A(sprites.ColChaosBlack, 0.7))
	n := len(s.menu.Items)
	sprites.DrawPanel(dst, image.Rect(428, 140, 852, 220+n*62+40), ctx.Palette, sprites.PanelNormal)
	sprites.DrawText(dst, "Paused", ctx.Fonts.Face(sprites.StyleHeading), 640, 160, sprites.AlignCenter, ctx.Palette.C(sprites.ColAccent))
	s.menu.Draw(dst, ctx)
}

// Inspect reports the menu.
func (s *pauseScene) Inspect() any {
	var labels []string
	for _, it := range s.menu.Items {
		labels = append(labels, it.Label)
	}
	return map[string]any{"scene": s.Name(), "items": labels, "focus": s.menu.Focus}
}
