package battleui

import (
	"deepwood/scenes"
	"deepwood/scenes/menu"
	"deepwood/scenes/ui"
)

// pauseScene is the pause menu over a battle.
type pauseScene struct {
	ui.PauseMenu
	f *Field
}

func newPause(f *Field) *pauseScene {
	items := []menu.Item{
		ui.ResumeItem("Back to the battle."),
		ui.PushItem("How to play", "Mass Combat's rules in plain words.", func() scenes.Scene { return HowToScene(f.h) }),
		ui.SettingsItem(f.h.Settings),
		{Label: "Save and leave", Hint: "Back to the title; Continue the battle resumes it.", Run: func(ctx *scenes.Context) error {
			f.s.Close()
			ui.ResetTo(ctx, f.h.Title)
			return nil
		}},
		{Label: "Abandon battle", Hint: "End this battle: its record is kept and the autosave deleted.", Run: func(ctx *scenes.Context) error {
			if err := f.s.Abandon(); err != nil {
				ctx.Notify("The abandoned battle's record was not kept: " + err.Error())
			}
			ui.ResetTo(ctx, f.h.Title)
			return nil
		}},
	}
	return &pauseScene{PauseMenu: ui.NewPauseMenu(items, 220, 50, 12, 40), f: f}
}

// Name is "battle-pause".
func (s *pauseScene) Name() string { return "battle-pause" }

// Inspect reports the menu.
func (s *pauseScene) Inspect() any {
	return map[string]any{"scene": s.Name(), "items": s.Labels(), "focus": s.Menu.Focus}
}
