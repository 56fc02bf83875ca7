package app

import (
	"deepwood/platform"
	"deepwood/scenes"
	"deepwood/scenes/forwardui"
	"deepwood/scenes/menu"
	"deepwood/scenes/settingsmenu"
	"deepwood/scenes/title"
)

// newTitle builds the title screen with the menu this build offers. A mode
// is listed only once it can be played; Continue only when a run is saved;
// Quit only where a program may quit.
func (g *Game) newTitle() scenes.Scene {
	items := []menu.Item{{
		Label: "Forward",
		Hint:  "The solo card crawl: nine locations, one deck, the Dragon of Chaos.",
		Run: func(ctx *scenes.Context) error {
			ctx.Stack.Push(forwardui.NewRunScene(g.forwardHooks()))
			return nil
		},
	}}
	if forwardui.HasAutosave(g.store) {
		items = append(items, menu.Item{
			Label: "Continue",
			Hint:  "Resume your Forward run where you left it.",
			Run:   g.continueForward,
		})
	}
	items = append(items, g.forestItems()...)
	items = append(items, g.battleItems()...)
	items = append(items, menu.Item{
		Label: "How to play",
		Hint:  "Forward's rules in plain words, and a guided first game.",
		Run: func(ctx *scenes.Context) error {
			ctx.Stack.Push(forwardui.HowToScene(g.forwardHooks()))
			return nil
		},
	}, menu.Item{
		Label: "Settings",
		Hint:  "Sound, display, animation speed, palette and controls.",
		Run: func(ctx *scenes.Context) error {
			ctx.Stack.Push(g.newSettings())
			return nil
		},
	})
	if platform.CanQuit {
		items = append(items, menu.Item{
			Label: "Quit",
			Hint:  "Close Deepwood. Your settings and your run are already saved.",
			Run:   func(*scenes.Context) error { return scenes.ErrQuit },
		})
	}
	return title.New(title.Options{Items: items, Attract: g.startAttract})
}

func (g *Game) newSettings() scenes.Scene { return g.settingsAt(settingsmenu.PageGeneral) }

// newOnlineSettings opens the settings on the Online page.
func (g *Game) newOnlineSettings() scenes.Scene { return g.settingsAt(settingsmenu.PageOnline) }

func (g *Game) settingsAt(p settingsmenu.Page) scenes.Scene {
	return settingsmenu.New(g.ctx, settingsmenu.Options{WindowSize: !platform.IsBrowser, LiveSplitStatus: g.LiveSplitStatus, Page: p})
}
