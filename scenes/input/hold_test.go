package input

import (
	"testing"

	"deepwood/controls"
)

// TestHeldPressesComeOneAnUpdateInOrder: presses held during a fade come
// back one an Update in the order made; one handed out in an Update that
// is itself a fade goes back first; a real press of the same action in the
// Update a held one is due is not merged with it.
func TestHeldPressesComeOneAnUpdateInOrder(t *testing.T) {
	m := NewMapper(controls.DefaultBindings())
	m.SetPolling(false)
	press := func(a ...Action) {
		for _, x := range a {
			m.Inject(x)
		}
		m.Update()
	}
	press(Down)
	m.Hold()
	press()
	m.Hold()
	press(Confirm, Reset)
	m.Hold() // Down, Confirm held; Reset is not
	press()
	if !m.Just(Down) {
		t.Fatal("the first held press did not come first")
	}
	m.Hold() // still fading: Down goes back first in line
	press(Confirm)
	if !m.Just(Down) || !m.Just(Confirm) {
		t.Fatal("after the fade: want the held Down with a real Confirm")
	}
	press()
	if !m.Just(Confirm) {
		t.Fatal("the held Confirm was merged with the real one")
	}
	press()
	if m.Just(Confirm) || m.Just(Down) || m.Just(Reset) {
		t.Fatal("a press came back twice, or Reset was held")
	}
	press(Back)
	m.Hold()
	m.DropHeld()
	press()
	if m.Just(Back) {
		t.Fatal("a dropped press came back")
	}
}
