// Package input turns keyboard, mouse, gamepad and touch into named actions.
// It is the only code in Deepwood that reads devices: scenes see "confirm",
// never "Enter", so every screen works with every device and bindings are
// data the player can change.
package input

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
