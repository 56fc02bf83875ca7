package input

import (
	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/inpututil"
)

// Active reports input this tick that a screen may answer: an action
// pressed, held or let go, the pointer moved, clicked, held or scrolled,
// or, when the devices are read, any key down or let go, bound or not (a
// text field or a key being rebound takes those). The game draws a frame
// after any tick with input, so it never skips showing what a key did.
func (m *Mapper) Active() bool {
	p := m.pointer
	return m.active || p.Moved || p.Clicked || p.Held || p.WheelY != 0
}

// keysStirred reports any key of the keyboard down or let go this tick.
func (m *Mapper) keysStirred() bool {
	m.rawKeys = inpututil.AppendPressedKeys(m.rawKeys[:0])
	if len(m.rawKeys) > 0 {
		return true
	}
	m.rawKeys = inpututil.AppendJustReleasedKeys(m.rawKeys[:0])
	m.rawChars = ebiten.AppendInputChars(m.rawChars[:0])
	return len(m.rawKeys) > 0 || len(m.rawChars) > 0
}
