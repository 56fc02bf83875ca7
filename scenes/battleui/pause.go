package battleui

import (
	"deepwood/scenes"
	"deepwood/scenes/ui"
)

// pauseScene is the pause menu over a battle.
type pauseScene struct {
	ui.PauseMenu
	f *Field
}

func newPause(f *Field) *pauseScene {
	c := ui.PauseChoices{
		Resume:   ui.ResumeItem("Back to the battle."),
		HowTo:    ui.PushItem("How to play", "Mass Combat's rules in plain words.", func() scenes.Scene { return HowToScene(f.h) }),
		Settings: ui.SettingsItem(f.h.Settings),
		Leave:    ui.LeaveItem("Back to the title; Continue the battle resumes it.", f.s.Close, f.h.Title),
		Abandon: ui.AbandonItem("Abandon battle", "End this battle: its record is kept and the autosave deleted.",
			"The abandoned battle's record was not kept: ", f.s.Abandon, f.h.Title),
	}
	return &pauseScene{PauseMenu: ui.NewPause(c, 40), f: f}
}

// Name is "battle-pause".
func (s *pauseScene) Name() string { return "battle-pause" }

// Inspect reports the menu.
func (s *pauseScene) Inspect() any {
	return map[string]any{"scene": s.Name(), "items": s.Labels(), "focus": s.Menu.Focus}
}
