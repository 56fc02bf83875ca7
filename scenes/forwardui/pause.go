package forwardui

import (
	"github.com/hajimehoshi/ebiten/v2"

	"deepwood/scenes"
	"deepwood/scenes/menu"
	"deepwood/scenes/ui"
	"deepwood/sprites"
)

// pauseScene is the pause menu over a run: the run's clock stops while it
// is open (the screens beneath do not update).
type pauseScene struct {
	ui.PauseMenu
	p    *play
	best string // the PB and sum-of-best line: the records cannot change while paused
}

func newPause(p *play) *pauseScene {
	c := ui.PauseChoices{
		Resume:   ui.ResumeItem("Back to the run."),
		HowTo:    ui.PushItem("How to play", "Forward's rules in plain words.", func() scenes.Scene { return newHowTo(p.h, false) }),
		Settings: ui.SettingsItem(p.h.Settings),
		// The run is saved after every action: leaving keeps it for Continue.
		Leave: ui.LeaveItem("Back to the title; Continue resumes this run.", nil, p.h.Title),
		Abandon: menu.Item{Label: "Abandon run", Hint: "End this run; its replay is kept and the autosave deleted.", Run: func(ctx *scenes.Context) error {
			p.finish(ctx, "abandon")
			if p.h.Store != nil {
				_ = p.h.Store.Remove(AutosaveName)
			}
			p.toTitle(ctx)
			return nil
		}},
	}
	if p.sess.Ranked() {
		c.Resume = ui.ResumeItem("Back to the run: the server's clock runs while paused.")
		c.Leave = menu.Item{Label: "Leave the run", Hint: rankedLeaveHint(p.sess), Run: func(ctx *scenes.Context) error {
			p.sess.Leave()
			p.toTitle(ctx)
			return nil
		}}
		c.Abandon = menu.Item{Label: "Give up the ranked run", Hint: rankedGiveUpHint(p.sess), Run: func(ctx *scenes.Context) error {
			p.sess.GiveUp() // sent off the update loop: the title comes at once
			p.toTitle(ctx)
			return nil
		}}
	}
	return &pauseScene{
		PauseMenu: ui.NewPause(c, 104),
		p:         p,
		best:      bestLine(p.sess.Best(p.h.Records), p.sess.SumOfBest(p.h.Records)),
	}
}

// Name is "forward-pause".
func (s *pauseScene) Name() string { return "forward-pause" }

// Session is the paused run.
func (s *pauseScene) Session() *Session { return s.p.sess }

// Draw paints the menu with the seed, the in-game time and the records.
func (s *pauseScene) Draw(dst *ebiten.Image, ctx *scenes.Context) {
	s.PauseMenu.Draw(dst, ctx)
	sess, y := s.p.sess, float64(s.FootTop())
	line := "In-game time " + FormatTime(sess.Ticks())
	if sess.Ranked() {
		line += "   ·   the server's clock runs on"
	}
	if ctx.Settings.ShowSeed {
		line = "Seed " + sess.SeedCode() + "   ·   " + line
	}
	small, cx, step, w := ctx.Fonts.Face(ui.StyleFor(ctx)), float64(s.Size().X)/2, 24.0, 800.0
	if s.Upright() {
		step, w = 28, float64(s.Size().X-80)
	}
	y += sprites.DrawWrapped(dst, line, small, cx-w/2, y, w, sprites.AlignCenter, ctx.Palette.C(sprites.ColText)) - step
	if s.best != "" {
		sprites.DrawText(dst, s.best, small, cx, y+step, sprites.AlignCenter, ctx.Palette.C(sprites.ColAccent))
	}
}

// rankedLeaveHint says what leaving a ranked run does: the attempt stays
// on the server, its clock running; only the day's one daily attempt can
// be taken up again (Ranked daily, from the new-run screen).
func rankedLeaveHint(s *Session) string {
	if s.Category == "daily" {
		return "Back to the title. The attempt stays on the server, its clock running: Ranked daily takes it up again."
	}
	return "Back to the title. The attempt stays on the server unfinished, its clock running, and is never ranked."
}

// rankedGiveUpHint says what giving a ranked run up does: the server ends
// the attempt as abandoned, never ranked; a daily given up is the day's.
func rankedGiveUpHint(s *Session) string {
	if s.Category == "daily" {
		return "Back to the title. The attempt ends on the server, abandoned and never ranked: it was the day's ranked daily."
	}
	return "Back to the title. The attempt ends on the server, abandoned: it is in your history, never ranked."
}
