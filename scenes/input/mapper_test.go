package input

import (
	"testing"

	"deepwood/controls"
)

func TestStepJustHeldRepeat(t *testing.T) {
	m := NewMapper(controls.DefaultBindings())
	var on, off [actionCount]bool
	on[Down] = true
	var repeats []int
	for tick := 1; tick <= 32; tick++ {
		m.step(on)
		if tick == 1 && !m.Just(Down) {
			t.Fatal("first tick not just-pressed")
		}
		if tick > 1 && m.Just(Down) {
			t.Fatalf("tick %d just-pressed again", tick)
		}
		if m.Repeat(Down) {
			repeats = append(repeats, tick)
		}
	}
	want := []int{1, 24, 28, 32}
	if len(repeats) != len(want) {
		t.Fatalf("repeats at %v; want %v", repeats, want)
	}
	for i := range want {
		if repeats[i] != want[i] {
			t.Fatalf("repeats at %v; want %v", repeats, want)
		}
	}
	m.step(off)
	if m.Held(Down) || m.Repeat(Down) {
		t.Fatal("released action still held")
	}
}

func TestInjectPressesForOneTick(t *testing.T) {
	m := NewMapper(controls.DefaultBindings())
	m.SetPolling(false)
	m.Inject(Confirm)
	m.Update()
	if !m.Just(Confirm) || !m.Any() {
		t.Fatal("injected confirm not pressed")
	}
	m.Update()
	if m.Held(Confirm) || m.Any() {
		t.Fatal("injected confirm held past its tick")
	}
}

// TestPageStep: PrevPage turns back, NextPage on, both at once or neither
// not at all.
func TestPageStep(t *testing.T) {
	m := NewMapper(controls.DefaultBindings())
	m.SetPolling(false)
	press := func(a ...Action) int { // pressed this tick, released the next
		for _, x := range a {
			m.Inject(x)
		}
		m.Update()
		step := m.PageStep()
		m.Update()
		return step
	}
	if prev, next, both, none := press(PrevPage), press(NextPage), press(PrevPage, NextPage), press(); prev != -1 || next != 1 || both != 0 || none != 0 {
		t.Fatalf("page steps: prev %d, next %d, both %d, none %d", prev, next, both, none)
	}
}
