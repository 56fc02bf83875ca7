package forwardui

import (
	"image"

	"github.com/hajimehoshi/ebiten/v2"

	"deepwood/scenes"
	"deepwood/scenes/input"
	"deepwood/scenes/menu"
	"deepwood/sprites"
)

// pauseScene is the pause menu over a run: the run's clock stops while it
// is open (the screens beneath do not update).
type pauseScene struct {
	p    *play
	menu menu.Menu
	best string // the PB and sum-of-best line: the records cannot change while paused
}

func newPause(p *play) *pauseScene {
	s := &pauseScene{p: p, best: bestLine(p.sess.Best(p.h.Records), p.sess.SumOfBest(p.h.Records))}
	items := []menu.Item{
		{Label: "Resume", Hint: "Back to the run.", Run: func(ctx *scenes.Context) error { ctx.Stack.Pop(); return nil }},
		{Label: "Settings", Hint: "Animation speed, palette, controls.", Run: func(ctx *scenes.Context) error {
			if p.h.Settings != nil {
				ctx.Stack.Push(p.h.Settings())
			}
			return nil
		}},
		{Label: "How to play", Hint: "Forward's rules in plain words.", Run: func(ctx *scenes.Context) error {
			ctx.Stack.Push(newHowTo(p.h, false))
			return nil
		}},
		{Label: "Abandon run", Hint: "End this run; its replay is kept and the autosave deleted.", Run: func(ctx *scenes.Context) error {
			p.finish(ctx, "abandon")
			if p.h.Store != nil {
				_ = p.h.Store.Remove(AutosaveName)
			}
			p.toTitle(ctx)
			return nil
		}},
		{Label: "Save and quit", Hint: "Close the game; Continue on the title resumes this run.", Run: func(*scenes.Context) error { return scenes.ErrQuit }},
	}
	s.menu = menu.Menu{Items: items, X: 460, Y: 220, W: 360, RowH: 50, Spacing: 12}
	return s
}

// Name is "forward-pause".
func (s *pauseScene) Name() string { return "forward-pause" }

// Session is the paused run.
func (s *pauseScene) Session() *Session { return s.p.sess }

// Overlay keeps the run drawn beneath the menu.
func (s *pauseScene) Overlay() bool { return true }

// Update runs the menu; Pause or Back resumes.
func (s *pauseScene) Update(ctx *scenes.Context) error {
	if !ctx.CanQuit && len(s.menu.Items) == 5 {
		s.menu.Items = s.menu.Items[:4]
	}
	if ctx.Input.Just(input.Pause) || ctx.Input.Just(input.Back) {
		ctx.Stack.Pop()
		return nil
	}
	return s.menu.Update(ctx)
}

// Draw veils the run and paints the menu.
func (s *pauseScene) Draw(dst *ebiten.Image, ctx *scenes.Context) {
	s.p.art.fillRect(dst, 0, 0, sprites.ScreenWidth, sprites.ScreenHeight, ctx.Palette.A(sprites.ColChaosBlack, 0.7))
	n := len(s.menu.Items)
	sprites.DrawPanel(dst, image.Rect(428, 140, 852, 220+n*62+112), ctx.Palette, sprites.PanelNormal)
	sprites.DrawText(dst, "Paused", ctx.Fonts.Face(sprites.StyleHeading), 640, 160, sprites.AlignCenter, ctx.Palette.C(sprites.ColAccent))
	s.menu.Draw(dst, ctx)
	sess, y := s.p.sess, float64(220+n*62+48)
	line := "In-game time " + FormatTime(sess.Ticks())
	if ctx.Settings.ShowSeed {
		line = "Seed " + sess.SeedCode() + "   ·   " + line
	}
	small := ctx.Fonts.Face(sprites.StyleSmall)
	sprites.DrawText(dst, line, small, 640, y, sprites.AlignCenter, ctx.Palette.C(sprites.ColText))
	if s.best != "" {
		sprites.DrawText(dst, s.best, small, 640, y+24, sprites.AlignCenter, ctx.Palette.C(sprites.ColAccent))
	}
}
