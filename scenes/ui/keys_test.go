package ui

import (
	"testing"

	"deepwood/scenes"
	"deepwood/scenes/input"
	"deepwood/settings"
)

// TestHintsNameTheDeviceInHand: with the keys, a hint names the player's
// first key for the action; after a tap it is the touch words; a mouse
// click brings the keys back. A context without input is the keys'.
func TestHintsNameTheDeviceInHand(t *testing.T) {
	st := settings.Defaults()
	in := input.NewMapper(st.Bindings)
	in.SetPolling(false)
	ctx := &scenes.Context{Input: in, Settings: st}
	hint := func() string {
		return Hint(ctx, func() string { return KeyName(ctx, input.Confirm) + " confirms" }, "Tap to confirm")
	}
	in.Update()
	if got := hint(); got != "Enter confirms" {
		t.Fatalf("with the keys: %q", got)
	}
	in.InjectPointer(input.Pointer{X: 5, Y: 5, Clicked: true, Touch: true})
	in.Update()
	if got := hint(); got != "Tap to confirm" {
		t.Fatalf("after a tap: %q", got)
	}
	in.InjectPointer(input.Pointer{X: 5, Y: 5, Clicked: true})
	in.Update()
	if got := hint(); got != "Enter confirms" {
		t.Fatalf("after a mouse click: %q", got)
	}
	if got := KeyName(&scenes.Context{Settings: st}, input.Back); got != "Backspace" {
		t.Fatalf("Back without input: %q", got)
	}
	ctx.Settings.Bindings[input.Pause] = nil
	if got := KeyName(ctx, input.Pause); got != "—" {
		t.Fatalf("an action bound to nothing: %q", got)
	}
}
