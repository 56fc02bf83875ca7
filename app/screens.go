package app

import (
	"deepwood/platform"
	"deepwood/scenes"
	"deepwood/scenes/menu"
	"deepwood/scenes/settingsmenu"
	"deepwood/scenes/title"
)

// newTitle builds the title screen with the menu this build offers. A mode
// is listed only once it can be played; Quit only where a program may quit.
func (g *Game) newTitle() scenes.Scene {
	items := []menu.Item{{
		Label: "Settings",
		Hint:  "Sound, display, animation speed, palette and controls.",
		Run: func(ctx *scenes.Context) error {
			ctx.Stack.Push(g.newSettings())
			return nil
		},
	}}
	if platform.CanQuit {
		items = append(items, menu.Item{
			Label: "Quit",
			Hint:  "Close Deepwood. Your settings are already saved.",
			Run:   func(*scenes.Context) error { return scenes.ErrQuit },
		})
	}
	return title.New(title.Options{Items: items})
}

func (g *Game) newSettings() scenes.Scene {
	return settingsmenu.New(g.ctx, settingsmenu.Options{WindowSize: !platform.IsBrowser})
}
