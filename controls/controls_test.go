package controls

import (
	"encoding/json"
	"strings"
	"testing"

	"deepwood/internal/rulestest"
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
		{"key:ArrowUp", Binding{Device: Keyboard, Key: KeyArrowUp}, "↑", ""},
		{"key:Alt+Enter", Binding{Device: Keyboard, Key: KeyEnter, Alt: true}, "Alt+Enter", ""},
		{"pad:RightBottom", Binding{Device: Gamepad, Button: PadRightBottom}, "Pad A", ""},
		{"mouse:Right", Binding{Device: Mouse, Mouse: MouseRight}, "Right click", ""},
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
	b.SetPrimaryKey(Confirm, KeyK)
	var back Bindings
	rulestest.RoundTrip(t, b, &back)
	if back[Confirm][0].Key != KeyK {
		t.Fatalf("rebinding lost: %v", back[Confirm])
	}
	var partial Bindings
	if err := json.Unmarshal([]byte(`{"up":["key:I"]}`), &partial); err != nil {
		t.Fatal(err)
	}
	if len(partial[Up]) != 1 || partial[Up][0].Key != KeyI || len(partial[Down]) == 0 {
		t.Fatalf("partial bindings = up %v down %v", partial[Up], partial[Down])
	}
}

func TestSetPrimaryKeyTakesKeyFromOtherActions(t *testing.T) {
	b := DefaultBindings()
	b.SetPrimaryKey(Pause, KeyW) // W was Up's second key
	for _, x := range b[Up] {
		if x.Device == Keyboard && x.Key == KeyW {
			t.Fatal("W still moves up after being bound to pause")
		}
	}
	if b[Pause][0].Key != KeyW {
		t.Fatalf("pause bindings %v", b[Pause])
	}
	if b[Up][0].Key != KeyArrowUp {
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

// TestKeyAndButtonNamesRoundTrip: every key and pad button reads back from
// its name, whatever its case, and no two share a name.
func TestKeyAndButtonNamesRoundTrip(t *testing.T) {
	for k := Key(0); k <= KeyMax; k++ {
		for _, name := range []string{k.String(), strings.ToLower(k.String()), strings.ToUpper(k.String())} {
			if got, ok := ParseKey(name); !ok || got != k {
				t.Errorf("ParseKey(%q) = %v, %v; want %v", name, got, ok, k)
			}
		}
	}
	if _, ok := ParseKey("Bogus"); ok {
		t.Error("an unknown key name was read")
	}
	for b := PadButton(0); int(b) < NumPadButtons; b++ {
		x, err := ParseBinding("pad:" + b.String())
		if err != nil || x.Button != b {
			t.Errorf("pad:%v reads as %v, %v", b, x, err)
		}
	}
}
