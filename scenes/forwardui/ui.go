package forwardui

import (
	"deepwood/rules/forward"
	"deepwood/scenes/ui"
)

// button is one focusable control of this mode's screens.
type button = ui.Button[forward.Action]

// focusList is a screen's controls with one focus (the kit's).
type focusList = ui.FocusList[forward.Action]

func abs(x int) int { return max(x, -x) }
