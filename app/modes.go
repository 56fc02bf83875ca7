package app

import (
	"io"

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
	// general lists the mode's items shown among the general ones (after
	// every mode's own, before Settings), or is nil.
	general func(g *Game) []menu.Item
	// autoplay is `deepwood autoplay NAME ...`; it returns the exit status.
	autoplay func(args []string, stdout, stderr io.Writer) int
}

// windowModes lists the game modes in the title screen's order. Adding a
// mode to the window is one entry here (with its rules and screens
// packages, and its cli.Modes entry).
func windowModes() []windowMode {
	return []windowMode{
		{name: "forward", title: (*Game).forwardItems, general: (*Game).forwardHowTo, autoplay: runAutoplayForward},
		{name: "forest", title: (*Game).forestItems, autoplay: RunAutoplayForest},
		{name: "battle", title: (*Game).battleItems, autoplay: RunAutoplayBattle},
		{name: "forsaken", title: (*Game).forsakenItems, autoplay: RunAutoplayForsaken},
	}
}
