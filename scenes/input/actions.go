// Package input reads the devices: it turns keyboard, mouse, gamepad and
// touch into the named actions of package controls, through the player's
// bindings. It is the only code in Deepwood that reads devices: scenes see
// "confirm", never "Enter", so every screen works with every device. The
// actions and bindings themselves are data, in package controls, which
// imports no Ebitengine, so the settings need no engine.
package input

import "deepwood/controls"

// Action is something a player means, whatever device said it: the
// controls package's actions, named here too so that a screen asking the
// Mapper about them imports one package.
type Action = controls.Action

// The actions every screen understands (controls.Up and the rest).
const (
	Up         = controls.Up
	Down       = controls.Down
	Left       = controls.Left
	Right      = controls.Right
	Confirm    = controls.Confirm
	Back       = controls.Back
	Pause      = controls.Pause
	PrevPage   = controls.PrevPage
	NextPage   = controls.NextPage
	Skip       = controls.Skip
	Fullscreen = controls.Fullscreen
	Reset      = controls.Reset
)

// actionCount is the length of the Mapper's tables indexed by Action.
const actionCount = controls.NumActions
