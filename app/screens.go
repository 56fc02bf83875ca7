package app

import (
	"deepwood/platform"
	"deepwood/scenes"
	"deepwood/scenes/menu"
	"deepwood/scenes/settingsmenu"
	"deepwood/scenes/title"
	"deepwood/scenes/ui"
)

// hooks lets every mode's screens reach the store, the replays, the title
// and the settings without importing them; a mode's own hooks add to it.
func (g *Game) hooks() ui.Hooks {
	return ui.Hooks{Store: g.store, Replays: g.replays, Title: g.newTitle, Settings: g.newSettings, Scripted: g.opts.Scripted}
}

// newTitle builds the title screen with the menu this build offers. A mode
// is listed only once it can be played; Continue only when a run is saved;
// Quit only where a program may quit.
func (g *Game) newTitle() scenes.Scene {
	items, focus := g.modeItems()
	// One How to play for every mode: it asks which game.
	var games []title.HowTo
	for _, m := range windowModes() {
		games = append(games, title.HowTo{Mode: m.label(), Open: func() scenes.Scene { return m.howTo(g) }})
	}
	items = append(items, ui.PushItem("Play with friends",
		"Forsaken Forest with friends, each on their own screen: a table on the Deepwood server, joined by its code.",
		func() scenes.Scene { return g.newFriends("") }))
	// The app gives the choice of game: the modes' lobbies never import
	// each other.
	items = append(items, ui.PushItem("Mass Combat with a friend",
		"A battle for two generals, each on their own screen: a table on the Deepwood server, joined by its code.",
		g.newBattleFriends))
	items = append(items, title.HowToItem(games))
	items = append(items, ui.PushItem("Settings", "Sound, display, animation speed, palette and controls.", g.newSettings))
	if platform.CanQuit {
		items = append(items, menu.Item{
			Label: "Quit",
			Hint:  "Close Deepwood. Your settings and your run are already saved.",
			Run:   func(*scenes.Context) error { return scenes.ErrQuit },
		})
	}
	return title.New(title.Options{Items: items, Focus: focus, Attract: g.startAttract})
}

func (g *Game) newSettings() scenes.Scene { return g.settingsAt(settingsmenu.PageGeneral) }

// newOnlineSettings opens the settings on the Online page.
func (g *Game) newOnlineSettings() scenes.Scene { return g.settingsAt(settingsmenu.PageOnline) }

func (g *Game) settingsAt(p settingsmenu.Page) scenes.Scene {
	return settingsmenu.New(g.ctx, settingsmenu.Options{WindowSize: !platform.IsBrowser, LiveSplitStatus: g.LiveSplitStatus, Page: p})
}
