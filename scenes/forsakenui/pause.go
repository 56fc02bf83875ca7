package forsakenui

import (
	"deepwood/scenes/ui"
)

// pauseScene is the pause menu over the table.
type pauseScene struct {
	ui.PauseMenu
	t *tableScene
}

func newPause(t *tableScene) *pauseScene {
	c := ui.PauseChoices{
		Resume:   ui.ResumeItem("Back to the table."),
		HowTo:    ui.PushItem("How to play", "Forsaken Forest's rules in plain words.", HowToScene),
		Settings: ui.SettingsItem(t.h.Settings),
		Leave:    ui.LeaveItem("Back to the title; Continue takes your seat again.", nil, t.h.Title),
		Abandon: ui.AbandonItem("Abandon the game", "Leave this table for good: its replay is kept and the autosave deleted.",
			"The abandoned game's replay was not kept: ", t.s.Abandon, t.h.Title),
	}
	return &pauseScene{PauseMenu: ui.NewPause(c, 40), t: t}
}

// Name is "forsaken-pause".
func (p *pauseScene) Name() string { return "forsaken-pause" }

// Inspect reports the menu.
func (p *pauseScene) Inspect() any {
	return map[string]any{"scene": p.Name(), "items": p.Labels(), "focus": p.Menu.Focus}
}
