package input

import (
	"testing"

	"deepwood/controls"
)

// TestActive: a press, the ticks it is held and the tick it is let go are
// input (the game draws after each); a quiet tick is not; the pointer
// moving or clicking is.
func TestActive(t *testing.T) {
	m := NewMapper(controls.DefaultBindings())
	m.SetPolling(false)
	m.Update()
	if m.Active() {
		t.Fatal("a quiet tick is active")
	}
	m.Inject(Down)
	m.Update()
	if !m.Active() {
		t.Fatal("a press is not active")
	}
	m.Update() // let go
	if !m.Active() {
		t.Fatal("letting go is not active")
	}
	m.Update()
	if m.Active() {
		t.Fatal("the tick after letting go is active")
	}
	m.InjectPointer(Pointer{X: 10, Y: 20})
	m.Update()
	if !m.Active() {
		t.Fatal("a pointer move is not active")
	}
	m.Update()
	if m.Active() {
		t.Fatal("a pointer at rest is active")
	}
}
