package app

import (
	"testing"

	"deepwood/scenes"
	"deepwood/scenes/battleui"
	"deepwood/scenes/input"
)

// TestBattleFromTitleByKeys sets up a battle with the keyboard from the
// title (Mass Combat, down to Start, Confirm), places a unit with the
// pointer, leaves by the pause menu and continues it from the title.
func TestBattleFromTitleByKeys(t *testing.T) {
	d := atTitle(t, nil)
	d.chooseQuick("Mass Combat")
	d.expectScene("battle-setup")
	for range 4 {
		d.press(input.Down, 1)
	}
	if m := d.g.Stack().Top().(scenes.Inspector).Inspect().(map[string]any); m["focus"] != 8 || m["can_start"] != true {
		t.Fatalf("set-up after 4 Downs: %v", m)
	}
	d.shot("battle-setup-keys.png")
	d.press(input.Confirm, 4)
	d.expectScene("battle-field")
	sess := d.g.BattleSession()
	if sess == nil || !sess.HumanTurn() {
		t.Fatal("no human turn at the start")
	}
	f := d.g.Stack().Top().(*battleui.Field)
	before := len(sess.Moves)
	legal := sess.Legal()
	x, y := f.ScreenOf(legal[0].Hex)
	d.g.Input().InjectPointer(input.Pointer{X: x, Y: y, Moved: true, Clicked: true})
	d.frames(3)
	if len(sess.Moves) != before+1 {
		t.Fatalf("clicking a highlighted hex placed nothing (%d actions)", len(sess.Moves))
	}
	d.shot("battle-placed.png")
	d.press(input.Pause, 4)
	d.expectScene("battle-pause")
	d.chooseQuick("Save and leave")
	d.expectScene("title")
	d.shot("battle-title.png")
	d.chooseQuick(continueLabel("Mass Combat"))
	d.expectScene("battle-field")
	if got := d.g.BattleSession(); got == nil || got.State.Fingerprint() != sess.State.Fingerprint() {
		t.Fatal("the continued battle differs from the one left")
	}
}
