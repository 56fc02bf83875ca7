package app

import (
	"io"

	"deepwood/scenes"
	"deepwood/scenes/battleui"
	"deepwood/scenes/forestui"
	"deepwood/scenes/forsakenui"
	"deepwood/scenes/forwardui"
	"deepwood/scenes/menu"
)

// windowMode is one game mode as the window knows it: its entries on the
// title screen (a new game, Continue when one is saved) and its autoplay.
// The command line's side of the same mode (sim, levels, help) is its
// entry in cli.Modes; a test holds the two lists to the same modes in the
// same order.
type windowMode struct {
	// name is how commands spell the mode, as in cli.Modes.
	name string
	// title lists the mode's own title menu items, in the order shown.
	title func(g *Game) []menu.Item
	// label is the mode's name as the title's How to play lists it.
	label string
	// howTo opens the mode's rules pages.
	howTo func(g *Game) scenes.Scene
	// autoplay is `deepwood autoplay NAME ...`; it returns the exit status.
	autoplay func(args []string, stdout, stderr io.Writer) int
}

// windowModes lists the game modes in the title screen's order. Adding a
// mode to the window is one entry here (with its rules and screens
// packages, and its cli.Modes entry).
func windowModes() []windowMode {
	return []windowMode{
		{name: "forward", label: "Forward", title: (*Game).forwardItems, autoplay: runAutoplayForward,
			howTo: func(g *Game) scenes.Scene { return forwardui.HowToScene(g.forwardHooks()) }},
		{name: "forest", label: "I am the Forest", title: (*Game).forestItems, autoplay: RunAutoplayForest,
			howTo: func(g *Game) scenes.Scene { return forestui.HowToScene(g.forestHooks()) }},
		{name: "battle", label: "Mass Combat", title: (*Game).battleItems, autoplay: RunAutoplayBattle,
			howTo: func(g *Game) scenes.Scene { return battleui.HowToScene(g.battleHooks()) }},
		{name: "forsaken", label: "Forsaken Forest", title: (*Game).forsakenItems, autoplay: RunAutoplayForsaken,
			howTo: func(*Game) scenes.Scene { return forsakenui.HowToScene() }},
	}
}
