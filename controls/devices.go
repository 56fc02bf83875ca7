package controls

import "strings"

// Key is a keyboard key, numbered as Ebitengine numbers its keys (the
// device reader converts with ebiten.Key(k)); keynames.go lists them.
type Key int

// String is the key's name in the settings file ("ArrowUp", "Enter"), ""
// for a number that is no key.
func (k Key) String() string {
	if k >= 0 && k < keyCount {
		return keyNames[k]
	}
	return ""
}

// ParseKey reads a key's name, in any case, as Ebitengine reads it: the
// names String writes and the older ones ("up", "0", "kp0").
func ParseKey(name string) (Key, bool) {
	low := strings.ToLower(name)
	for k, n := range keyNames {
		if strings.ToLower(n) == low {
			return Key(k), true
		}
	}
	k, ok := keyAliases[low]
	return k, ok
}

// PadButton is a button of the standard gamepad layout, numbered as
// Ebitengine's StandardGamepadButton.
type PadButton int

// The standard layout's buttons.
const (
	PadRightBottom PadButton = iota
	PadRightRight
	PadRightLeft
	PadRightTop
	PadFrontTopLeft
	PadFrontTopRight
	PadFrontBottomLeft
	PadFrontBottomRight
	PadCenterLeft
	PadCenterRight
	PadLeftStick
	PadRightStick
	PadLeftTop
	PadLeftBottom
	PadLeftLeft
	PadLeftRight
	PadCenterCenter
	padCount
)

// NumPadButtons is how many buttons the standard layout has.
const NumPadButtons = int(padCount)

// padNames names the standard layout's buttons the way the settings file
// and screen show them.
var padNames = [padCount]string{
	"RightBottom", "RightRight", "RightLeft", "RightTop",
	"FrontTopLeft", "FrontTopRight", "FrontBottomLeft", "FrontBottomRight",
	"CenterLeft", "CenterRight", "LeftStick", "RightStick",
	"LeftTop", "LeftBottom", "LeftLeft", "LeftRight", "CenterCenter",
}

// padLabels are what a player sees for the common buttons (Xbox-style
// names, the most widely printed).
var padLabels = map[PadButton]string{
	PadRightBottom:   "Pad A",
	PadRightRight:    "Pad B",
	PadRightLeft:     "Pad X",
	PadRightTop:      "Pad Y",
	PadFrontTopLeft:  "Pad LB",
	PadFrontTopRight: "Pad RB",
	PadCenterLeft:    "Pad Back",
	PadCenterRight:   "Pad Start",
	PadLeftTop:       "D-pad Up",
	PadLeftBottom:    "D-pad Down",
	PadLeftLeft:      "D-pad Left",
	PadLeftRight:     "D-pad Right",
}

// String is the button's name in the settings file, "" for no button.
func (b PadButton) String() string {
	if b >= 0 && b < padCount {
		return padNames[b]
	}
	return ""
}

// MouseButton is a mouse button, numbered as Ebitengine's MouseButton.
type MouseButton int

// The bindable mouse buttons.
const (
	MouseLeft MouseButton = iota
	MouseMiddle
	MouseRight
)

var mouseNames = map[MouseButton]string{
	MouseLeft:   "Left",
	MouseRight:  "Right",
	MouseMiddle: "Middle",
}

// String is the button's name in the settings file, "" for another button.
func (b MouseButton) String() string { return mouseNames[b] }
