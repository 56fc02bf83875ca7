package forsakenui

import (
	"deepwood/scenes/ui"
)

// newPause is the pause menu over the table, "forsaken-pause": the
// kit's, which a phone held upright lays out across its screen as it
// does the table.
func newPause(t *tableScene) *ui.PauseScene { return pauseMenu(t) }

// pauseMenu is the shared pause menu with the table's choices.
func pauseMenu(t *tableScene) *ui.PauseScene {
	if t.s.Remote() {
		// A hosted table goes on without the player: leaving keeps the
		// seat, which Play with friends takes up again.
		leave := ui.LeaveItem("Back to the title. The table goes on; Play with friends takes your seat up again.", t.s.LeaveTable, t.h.Title)
		leave.Label = "Leave the table"
		return ui.NewPauseScene("forsaken-pause", ui.PauseChoices{
			Resume:   ui.ResumeItem("Back to the table."),
			HowTo:    ui.PushItem("How to play", "Forsaken Forest's rules in plain words.", HowToScene),
			Settings: ui.SettingsItem(t.h.Settings),
			Leave:    leave,
		}, 40)
	}
	return ui.NewPauseScene("forsaken-pause", ui.PauseChoices{
		Resume:   ui.ResumeItem("Back to the table."),
		HowTo:    ui.PushItem("How to play", "Forsaken Forest's rules in plain words.", HowToScene),
		Settings: ui.SettingsItem(t.h.Settings),
		Leave:    ui.LeaveItem("Back to the title; Continue takes your seat again.", nil, t.h.Title),
		Abandon: ui.AbandonItem("Abandon the game", "Leave this table for good: its replay is kept and the autosave deleted.",
			"The abandoned game's replay was not kept: ", t.s.Abandon, t.h.Title),
	}, 40)
}
