package battleui

import (
	"deepwood/scenes"
	"deepwood/scenes/ui"
)

// newPause is the pause menu over a battle, "battle-pause".
func newPause(f *Field) *ui.PauseScene {
	return ui.NewPauseScene("battle-pause", ui.PauseChoices{
		Resume:   ui.ResumeItem("Back to the battle."),
		HowTo:    ui.PushItem("How to play", "Mass Combat's rules in plain words.", func() scenes.Scene { return HowToScene(f.h) }),
		Settings: ui.SettingsItem(f.h.Settings),
		Leave:    ui.LeaveItem("Back to the title; Continue: Mass Combat resumes it.", f.s.Close, f.h.Title),
		Abandon: ui.AbandonItem("Abandon battle", "End this battle: its record is kept and the autosave deleted.",
			"The abandoned battle's record was not kept: ", f.s.Abandon, f.h.Title),
	}, 40)
}
