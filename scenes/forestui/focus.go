package forestui

import (
	"deepwood/rules/forest"
	"deepwood/scenes/ui"
)

// button is one focusable control of this mode's screens.
type button = ui.Button[forest.Action]

// focusList is a screen's controls with one focus (the kit's).
type focusList = ui.FocusList[forest.Action]

func abs(x int) int { return max(x, -x) }
