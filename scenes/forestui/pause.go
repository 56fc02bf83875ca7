package forestui

import (
	"deepwood/scenes"
	"deepwood/scenes/menu"
	"deepwood/scenes/ui"
)

// pauseScene is the pause menu over a game. The game is saved after every
// action, so leaving loses nothing: Continue on the title resumes it.
type pauseScene struct {
	ui.PauseMenu
	p *play
}

func newPause(p *play) *pauseScene {
	c := ui.PauseChoices{
		Resume: ui.ResumeItem("Back to the Forest."),
		Own: []menu.Item{{Label: "Journal", Hint: "Every Year's entry, your notes, exports.", Run: func(ctx *scenes.Context) error {
			ctx.Stack.Replace(newJournal(p))
			return nil
		}}},
		HowTo:    ui.PushItem("How to play", "I am the Forest's rules in plain words.", func() scenes.Scene { return newHowTo(p.h, false) }),
		Settings: ui.SettingsItem(p.h.Settings),
		Leave:    ui.LeaveItem("Back to the title; Continue resumes this game.", nil, p.h.Title),
		Abandon: ui.AbandonItem("Abandon game", "End this game: its replay is kept and the autosave deleted.",
			"The abandoned game's replay was not kept: ", p.sess.Abandon, p.h.Title),
	}
	return &pauseScene{PauseMenu: ui.NewPause(c, 60), p: p}
}

// Name is "forest-pause".
func (s *pauseScene) Name() string { return "forest-pause" }

// Session is the paused game.
func (s *pauseScene) Session() *Session { return s.p.sess }

// Inspect reports the menu's focus.
func (s *pauseScene) Inspect() any {
	return map[string]any{"focus": s.Menu.Items[s.Menu.Focus].Label, "year": s.p.sess.State.Year}
}
