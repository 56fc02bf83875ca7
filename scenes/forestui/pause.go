package forestui

import (
	"deepwood/scenes"
	"deepwood/scenes/menu"
	"deepwood/scenes/ui"
)

// pauseScene is the shared pause menu ("forest-pause") over a game, with
// the Journal among its choices. The game is saved after every action, so
// leaving loses nothing: Continue on the title resumes it.
type pauseScene struct {
	*ui.PauseScene
	p *play
}

func newPause(p *play) *pauseScene {
	journal := menu.Item{Label: "Journal", Hint: "Every Year's entry, your notes, exports.", Run: func(ctx *scenes.Context) error {
		ctx.Stack.Replace(newJournal(p))
		return nil
	}}
	return &pauseScene{PauseScene: ui.NewPauseScene("forest-pause", ui.PauseChoices{
		Resume:   ui.ResumeItem("Back to the Forest."),
		Own:      []menu.Item{journal},
		HowTo:    ui.PushItem("How to play", "I am the Forest's rules in plain words.", func() scenes.Scene { return newHowTo(p.h, false) }),
		Settings: ui.SettingsItem(p.h.Settings),
		Leave:    ui.LeaveItem("Back to the title; Continue resumes this game.", nil, p.h.Title),
		Abandon: ui.AbandonItem("Abandon game", "End this game: its replay is kept and the autosave deleted.",
			"The abandoned game's replay was not kept: ", p.sess.Abandon, p.h.Title),
	}, 60), p: p}
}

// Session is the paused game, for the app's look at the game under way.
func (s *pauseScene) Session() *Session { return s.p.sess }

// Inspect reports the focused choice by name and the Year paused in.
func (s *pauseScene) Inspect() any {
	return map[string]any{"focus": s.Menu.Items[s.Menu.Focus].Label, "year": s.p.sess.View().Year}
}
