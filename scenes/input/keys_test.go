package input

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"deepwood/controls"
)

// TestControlsKeysAreEbitens: package controls numbers and names keys,
// pad buttons and mouse buttons as the linked Ebitengine does, so the
// Mapper converts them as they are and a settings file reads the same.
func TestControlsKeysAreEbitens(t *testing.T) {
	if int(controls.KeyMax) != int(ebiten.KeyMax) {
		t.Errorf("controls has keys up to %d, Ebitengine up to %d", controls.KeyMax, ebiten.KeyMax)
	}
	for k := ebiten.Key(0); k <= max(ebiten.KeyMax, ebiten.Key(controls.KeyMax)); k++ {
		name := k.String()
		if got := controls.Key(k).String(); got != name {
			t.Errorf("key %d: controls names it %q, Ebitengine %q", k, got, name)
		}
		var back ebiten.Key
		if err := back.UnmarshalText([]byte(controls.Key(k).String())); err != nil || back != k {
			t.Errorf("key %d: Ebitengine reads controls' name %q as %v, %v", k, controls.Key(k), back, err)
		}
	}
	for _, name := range []string{"up", "Down", "0", "kp9", "KPEnter", "apostrophe", "GraveAccent", "menu", "LeftBracket"} {
		got, ok := controls.ParseKey(name)
		var want ebiten.Key
		err := want.UnmarshalText([]byte(name))
		if ok != (err == nil) || ebiten.Key(got) != want {
			t.Errorf("%q: controls reads %v, %v; Ebitengine %v, %v", name, got, ok, want, err)
		}
	}
	if int(controls.NumPadButtons) != int(ebiten.StandardGamepadButtonMax)+1 {
		t.Errorf("controls has %d pad buttons, Ebitengine %d", controls.NumPadButtons, ebiten.StandardGamepadButtonMax+1)
	}
	pads := map[controls.PadButton]ebiten.StandardGamepadButton{
		controls.PadRightBottom: ebiten.StandardGamepadButtonRightBottom, controls.PadRightRight: ebiten.StandardGamepadButtonRightRight,
		controls.PadRightLeft: ebiten.StandardGamepadButtonRightLeft, controls.PadRightTop: ebiten.StandardGamepadButtonRightTop,
		controls.PadFrontTopLeft: ebiten.StandardGamepadButtonFrontTopLeft, controls.PadFrontTopRight: ebiten.StandardGamepadButtonFrontTopRight,
		controls.PadFrontBottomLeft: ebiten.StandardGamepadButtonFrontBottomLeft, controls.PadFrontBottomRight: ebiten.StandardGamepadButtonFrontBottomRight,
		controls.PadCenterLeft: ebiten.StandardGamepadButtonCenterLeft, controls.PadCenterRight: ebiten.StandardGamepadButtonCenterRight,
		controls.PadLeftStick: ebiten.StandardGamepadButtonLeftStick, controls.PadRightStick: ebiten.StandardGamepadButtonRightStick,
		controls.PadLeftTop: ebiten.StandardGamepadButtonLeftTop, controls.PadLeftBottom: ebiten.StandardGamepadButtonLeftBottom,
		controls.PadLeftLeft: ebiten.StandardGamepadButtonLeftLeft, controls.PadLeftRight: ebiten.StandardGamepadButtonLeftRight,
		controls.PadCenterCenter: ebiten.StandardGamepadButtonCenterCenter,
	}
	if len(pads) != controls.NumPadButtons {
		t.Errorf("the table pairs %d pad buttons of %d", len(pads), controls.NumPadButtons)
	}
	for c, e := range pads {
		if int(c) != int(e) {
			t.Errorf("pad button %v is %d in controls, %d in Ebitengine", c, c, e)
		}
	}
	for c, e := range map[controls.MouseButton]ebiten.MouseButton{
		controls.MouseLeft: ebiten.MouseButtonLeft, controls.MouseMiddle: ebiten.MouseButtonMiddle, controls.MouseRight: ebiten.MouseButtonRight,
	} {
		if int(c) != int(e) {
			t.Errorf("mouse button %v is %d in controls, %d in Ebitengine", c, c, e)
		}
	}
}
