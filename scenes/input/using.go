package input

import "deepwood/controls"

// Using is the kind of device the player last used, for the hints and
// prompts to name the input in their hand: the keys (and the mouse, whose
// player has the keys too), a gamepad, or a touch screen.
type Using int

const (
	UsingKeys  Using = iota // a key, or a mouse click
	UsingPad                // a gamepad button or stick
	UsingTouch              // a finger on the screen
)

// Using is the device the player last used. It changes with the first
// press or tap of another kind; scripted presses (Inject) change nothing.
func (m *Mapper) Using() Using { return m.using }

// noteBinding remembers the device of a binding that is down for an
// action not held before: the press that just came.
func (m *Mapper) noteBinding(a int, d controls.Device) {
	if m.held[a] {
		return
	}
	if d == controls.Gamepad {
		m.using = UsingPad
	} else {
		m.using = UsingKeys
	}
}

// notePointer remembers a tap as touch, and a mouse click as the keys'
// player's.
func (m *Mapper) notePointer() {
	switch p := &m.pointer; {
	case p.Touch && (p.Held || p.Clicked):
		m.using = UsingTouch
	case !p.Touch && p.Clicked:
		m.using = UsingKeys
	}
}
