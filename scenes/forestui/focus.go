package forestui

import (
	"deepwood/rules/forest"
	"deepwood/scenes/ui"
)

// buttonKind says what pressing a button does (the kit's ui.Kind).
type buttonKind = ui.Kind

// The kinds of control.
const (
	btnAction = ui.Action  // apply act through the session
	btnCell   = ui.Cell    // a layout space; act is its start/flip
	btnUI     = ui.Control // a screen's own control (id)
)

// button is one focusable control of this mode's screens.
type button = ui.Button[forest.Action]

// focusList is a screen's controls with one focus (the kit's).
type focusList = ui.FocusList[forest.Action]

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// fit shortens a label with an ellipsis until it fits width pixels.
var fit = ui.Fit
