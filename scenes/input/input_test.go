package input

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
)

func TestActionNamesRoundTrip(t *testing.T) {
	for _, a := range Actions() {
		got, err := ParseAction(a.String())
		if err != nil || got != a {
			t.Errorf("ParseAction(%q) = %v, %v", a.String(), got, err)
		}
		if a.Label() == "" {
			t.Errorf("%v has no label", a)
		}
	}
	if _, err := ParseAction("jump"); err == nil {
		t.Error("unknown action accepted")
	}
}

func TestParseBinding(t *testing.T) {
	tests := []struct {
		in    string
		want  Binding
		label string
		err   string
	}{
		{"key:ArrowUp", Binding{Device: Keyboard, Key: ebiten.KeyArrowUp}, "↑", ""},
		{"key:Alt+Enter", Binding{Device: Keyboard, Key: ebiten.KeyEnter, Alt: true}, "Alt+Enter", ""},
		{"pad:RightBottom", Binding{Device: Gamepad, Button: ebiten.StandardGamepadButtonRightBottom}, "Pad A", ""},
		{"mouse:Right", Binding{Device: Mouse, Mouse: ebiten.MouseButtonRight}, "Right click", ""},
		{"key:Nope", Binding{}, "", "unknown key"},
		{"pad:Turbo", Binding{}, "", "unknown gamepad button"},
		{"joystick:1", Binding{}, "", "unknown device"},
		{"Enter", Binding{}, "", "device:name"},
	}
	for _, tt := range tests {
		got, err := ParseBinding(tt.in)
		if tt.err != "" {
			if err == nil || !strings.Contains(err.Error(), tt.err) {
				t.Errorf("ParseBinding(%q) error %v; want %q", tt.in, err, tt.err)
			}
			continue
		}
		if err != nil || got != tt.want || got.String() != tt.in || got.Label() != tt.label {
			t.Errorf("ParseBinding(%q) = %+v (%q, %q), %v", tt.in, got, got.String(), got.Label(), err)
		}
	}
}

func TestBindingsJSONRoundTripAndDefaultsFillGaps(t *testing.T) {
	b := DefaultBindings()
	b.SetPrimaryKey(Confirm, ebiten.KeyK)
	data, err := json.Marshal(b)
	if err != nil {
		t.Fatal(err)
	}
	var back Bindings
	if err := json.Unmarshal(data, &back); err != nil {
		t.Fatal(err)
	}
	if back[Confirm][0].Key != ebiten.KeyK {
		t.Fatalf("rebinding lost: %v", back[Confirm])
	}
	var partial Bindings
	if err := json.Unmarshal([]byte(`{"up":["key:I"]}`), &partial); err != nil {
		t.Fatal(err)
	}
	if len(partial[Up]) != 1 || partial[Up][0].Key != ebiten.KeyI || len(partial[Down]) == 0 {
		t.Fatalf("partial bindings = up %v down %v", partial[Up], partial[Down])
	}
}

func TestSetPrimaryKeyTakesKeyFromOtherActions(t *testing.T) {
	b := DefaultBindings()
	b.SetPrimaryKey(Pause, ebiten.KeyW) // W was Up's second key
	for _, x := range b[Up] {
		if x.Device == Keyboard && x.Key == ebiten.KeyW {
			t.Fatal("W still moves up after being bound to pause")
		}
	}
	if b[Pause][0].Key != ebiten.KeyW {
		t.Fatalf("pause bindings %v", b[Pause])
	}
	if b[Up][0].Key != ebiten.KeyArrowUp {
		t.Fatalf("up lost its arrow: %v", b[Up])
	}
}

func TestDefaultsBindEveryActionOnKeyboardAndPad(t *testing.T) {
	b := DefaultBindings()
	for _, a := range Actions() {
		var key, pad bool
		for _, x := range b[a] {
			key = key || x.Device == Keyboard
			pad = pad || x.Device == Gamepad
		}
		if !key || (!pad && a != Fullscreen) {
			t.Errorf("%v: keyboard %v gamepad %v", a, key, pad)
		}
	}
}

func TestStepJustHeldRepeat(t *testing.T) {
	m := NewMapper(DefaultBindings())
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
	m := NewMapper(DefaultBindings())
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
	m := NewMapper(DefaultBindings())
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
