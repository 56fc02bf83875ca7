// Package controls is what the player's controls mean, as data: the named
// actions every screen understands ("confirm", never "Enter"), the keys,
// gamepad buttons and mouse buttons bound to them, the defaults, how the
// settings file writes them, and which bindings conflict. It imports no
// Ebitengine, so the settings and everything under them stay free of the
// engine; package scenes/input reads the devices through these bindings.
package controls

import "fmt"

// Action is something a player means, whatever device said it.
type Action uint8

// The actions every screen understands.
const (
	Up Action = iota
	Down
	Left
	Right
	Confirm
	Back
	Pause
	PrevPage
	NextPage
	Skip
	Fullscreen
	Reset
	actionCount
)

// NumActions is how many actions there are: Actions() lists them, and a
// table indexed by Action (as Bindings is) has this length.
const NumActions = int(actionCount)

// Actions lists every action in display order, for the bindings screen.
func Actions() []Action {
	all := make([]Action, actionCount)
	for i := range all {
		all[i] = Action(i)
	}
	return all
}

var actionNames = [actionCount]string{"up", "down", "left", "right", "confirm", "back", "pause", "prev-page", "next-page", "skip", "fullscreen", "reset"}

var actionLabels = [actionCount]string{"Up", "Down", "Left", "Right", "Confirm", "Back", "Pause", "Previous page", "Next page", "Skip animation", "Fullscreen", "Instant reset (hold)"}

// String is the action's name in the settings file.
func (a Action) String() string {
	if a < actionCount {
		return actionNames[a]
	}
	return fmt.Sprintf("action(%d)", a)
}

// Label is the action's name as the settings screen shows it.
func (a Action) Label() string {
	if a < actionCount {
		return actionLabels[a]
	}
	return a.String()
}

// ParseAction reads an action name from the settings file.
func ParseAction(name string) (Action, error) {
	for i, n := range actionNames {
		if n == name {
			return Action(i), nil
		}
	}
	return 0, fmt.Errorf("unknown action %q", name)
}
