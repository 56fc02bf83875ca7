package input

import (
	"testing"

	"deepwood/controls"
)

// TestUsingFollowsTheLastDevice: the device in the player's hand is the
// keys at first, a pad from its first button, a finger from its first
// tap, the keys again from a key or a mouse click; a key held from
// before is no new press, and scripted presses change nothing.
func TestUsingFollowsTheLastDevice(t *testing.T) {
	m := NewMapper(controls.DefaultBindings())
	m.SetPolling(false)
	step := func(what string, want Using, do func()) {
		t.Helper()
		do()
		m.Update()
		if got := m.Using(); got != want {
			t.Fatalf("after %s: using %d, want %d", what, got, want)
		}
	}
	step("nothing", UsingKeys, func() {})
	step("a pad's button", UsingPad, func() { m.noteBinding(int(Confirm), controls.Gamepad) })
	step("a scripted press", UsingPad, func() { m.Inject(Confirm) })
	step("a tap", UsingTouch, func() { m.InjectPointer(Pointer{X: 10, Y: 10, Clicked: true, Touch: true}) })
	step("a key", UsingKeys, func() { m.noteBinding(int(Down), controls.Keyboard) })
	step("a finger held", UsingTouch, func() { m.InjectPointer(Pointer{X: 20, Y: 20, Held: true, Touch: true}) })
	step("a mouse click", UsingKeys, func() { m.InjectPointer(Pointer{X: 20, Y: 20, Clicked: true}) })
	m.held[Back] = true
	step("a pad button on an action held from before", UsingKeys, func() { m.noteBinding(int(Back), controls.Gamepad) })
}
