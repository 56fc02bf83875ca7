package battleui

import (
	"deepwood/scenes"
	"deepwood/scenes/menu"
	"deepwood/scenes/ui"
)

// newPause is the pause menu over a battle, "battle-pause".
func newPause(f *Field) *ui.PauseScene {
	var own []menu.Item
	if f.s.Remote() {
		own = append(own, ui.PushItem("Talk at the table", "Read the table's chat, say something, or mute the other general.",
			func() scenes.Scene { return newTalk(f) }))
	}
	return ui.NewPauseScene("battle-pause", ui.PauseChoices{
		Resume:   ui.ResumeItem("Back to the battle."),
		Own:      own,
		HowTo:    ui.PushItem("How to play", "Mass Combat's rules in plain words.", func() scenes.Scene { return HowToScene(f.h) }),
		Settings: ui.SettingsItem(f.h.Settings),
		Leave:    ui.LeaveItem("Back to the title; Continue: Mass Combat resumes it.", f.s.Close, f.h.Title),
		Abandon: ui.AbandonItem("Abandon battle", "End this battle: its record is kept and the autosave deleted.",
			"The abandoned battle's record was not kept: ", f.s.Abandon, f.h.Title),
	}, 40)
}
