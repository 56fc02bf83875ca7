package app

import (
	"deepwood/scenes"
	"deepwood/scenes/battleui"
	"deepwood/scenes/forestui"
	"deepwood/scenes/forsakenui"
	"deepwood/scenes/forwardui"
	"deepwood/scenes/menu"
	"deepwood/storage"
)

// windowMode is one game mode as the window knows it: its entries on the
// title screen (a new game, Continue when one is saved), its rules pages
// and its autoplay. The command line's side of the same mode (sim, levels,
// help) is its entry in cli.Modes; a test holds the two lists to the same
// modes in the same order.
type windowMode struct {
	// name is how commands spell the mode, as in cli.Modes.
	name string
	// words are the mode's words on the title: its name (the new game's
	// entry, how How to play lists it, and in its Continue's label), that
	// entry's hint, and Continue's hint.
	words [3]string
	// play starts a new game from the title; resume continues the saved
	// one, offered when saved finds one in the store.
	play, resume func(g *Game, ctx *scenes.Context) error
	saved        func(storage.Store) bool
	// howTo opens the mode's rules pages.
	howTo func(g *Game) scenes.Scene
}

// label is the mode's name as the title lists it.
func (m windowMode) label() string { return m.words[0] }

// continueLabel is the title's Continue entry of the mode named name:
// every mode's reads alike, and names its mode.
func continueLabel(name string) string { return "Continue: " + name }

// titleItems are the mode's items on the title: play, then resume when a
// game of the mode is saved.
func (m windowMode) titleItems(g *Game) []menu.Item {
	items := []menu.Item{{Label: m.words[0], Hint: m.words[1], Run: func(ctx *scenes.Context) error { return m.play(g, ctx) }}}
	if m.saved(g.store) {
		items = append(items, menu.Item{Label: continueLabel(m.words[0]), Hint: m.words[2], Run: func(ctx *scenes.Context) error { return m.resume(g, ctx) }})
	}
	return items
}

// modeItems are every mode's items on the title, in the title's order,
// and the one the focus rests on when the title opens: the first
// Continue, when a game is saved (the player most likely means to go on),
// else the first mode.
func (g *Game) modeItems() (items []menu.Item, focus int) {
	focus = -1
	for _, m := range windowModes() {
		mine := m.titleItems(g)
		if focus < 0 && len(mine) > 1 {
			focus = len(items) + 1
		}
		items = append(items, mine...)
	}
	return items, max(focus, 0)
}

// opens is a title entry's run that pushes the screen open makes.
func opens(open func(g *Game) scenes.Scene) func(*Game, *scenes.Context) error {
	return func(g *Game, ctx *scenes.Context) error {
		ctx.Stack.Push(open(g))
		return nil
	}
}

// windowModes lists the game modes in the title screen's order. Adding a
// mode to the window is one entry here (with its rules and screens
// packages, and its cli.Modes entry).
func windowModes() []windowMode {
	return []windowMode{
		{name: "forward", words: forwardTitle, play: opens((*Game).newForwardRun), resume: (*Game).continueForward,
			saved: forwardui.HasAutosave, howTo: (*Game).forwardHowTo},
		{name: "forest", words: forestTitle, play: (*Game).newForest, resume: (*Game).continueForest,
			saved: forestui.HasAutosave, howTo: (*Game).forestHowTo},
		{name: "battle", words: battleTitle, play: opens((*Game).newBattleSetup), resume: (*Game).continueBattle,
			saved: battleui.HasAutosave, howTo: (*Game).battleHowTo},
		{name: "forsaken", words: forsakenTitle, play: opens((*Game).newForsakenSetup), resume: (*Game).continueForsaken,
			saved: forsakenui.HasAutosave, howTo: (*Game).forsakenHowTo},
	}
}
