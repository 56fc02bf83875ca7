package app

import (
	"deepwood/internal/windowtest"
	"strings"
	"testing"

	"deepwood/scenes/forwardui"
	"deepwood/scenes/input"
	"deepwood/settings"
	"deepwood/storage"
)

// instantStore is a store whose settings ask for instant animations, so
// window tests spend their few frames on play, not on motion.
func instantStore(t *testing.T) storage.Store {
	t.Helper()
	store := storage.NewDir(t.TempDir())
	s := settings.Defaults()
	s.AnimationSpeed = settings.AnimInstant
	if err := settings.Save(store, s); err != nil {
		t.Fatal(err)
	}
	return store
}

// playByKeys presses Confirm n times: the focus always rests on something
// the rules allow (an eligible card, the roll, the first dialog choice).
func (d *driver) playByKeys(n int) {
	for i := 0; i < n; i++ {
		d.press(input.Confirm, 3)
	}
}

func TestContinueAfterKillFindsTheSameRun(t *testing.T) {
	store := instantStore(t)
	d := atTitle(t, store)
	d.press(input.Confirm, 3) // Forward
	d.expectScene("forward-newrun")
	d.press(input.Confirm, 3) // Random seed
	d.expectScene("forward-location")
	d.playByKeys(8)
	sess := d.g.ForwardSession()
	if sess == nil || sess.State.Steps < 4 {
		t.Fatalf("after 8 presses: session %v, scene %v", sess != nil, d.g.Stack().Names())
	}
	hud, ok := d.g.ForwardHUD()
	st := sess.State
	if !ok || hud.HP != st.HP || hud.MaxHP != st.MaxHP() || hud.XP != len(st.XP) || hud.DragonHP != 40+len(st.Buried) && !st.Fight.Active || hud.Steps != st.Steps {
		t.Fatalf("HUD %+v does not match the state (HP %d/%d XP %d)", hud, st.HP, st.MaxHP(), len(st.XP))
	}
	d.shot("forward-keyboard.png")
	want, steps := st.Fingerprint(), st.Steps
	// Kill: drop the game without any clean exit, then start again on the
	// same store.
	d = nil
	again := newDriver(t, store)
	again.frames(3)
	again.expectScene("title")
	again.pick(continueLabel("Forward"), 2, 3) // the focus rests on it
	got := again.g.ForwardSession()
	if got == nil {
		t.Fatalf("Continue did not resume: %v (notice %q)", again.g.Stack().Names(), again.g.notice.text)
	}
	if got.State.Steps != steps || got.State.Fingerprint() != want {
		t.Fatalf("resumed at step %d (%s); killed at %d (%s)", got.State.Steps, got.State.Fingerprint(), steps, want)
	}
	again.frames(3)
	again.shot("forward-continued.png")
}

func TestBrokenAutosaveIsReportedAndKeptAside(t *testing.T) {
	store := instantStore(t)
	bad := "deepwood-replay 1\nmode forward\nseed 0000-0001\nrules " + levelsFingerprint() + "\nversion 0.1.0\ncategory set\n\n0 00000000 start 1\n5 00000000 fly away\n"
	if err := store.Write(forwardui.AutosaveName, []byte(bad)); err != nil {
		t.Fatal(err)
	}
	d := atTitle(t, store)
	d.pick(continueLabel("Forward"), 2, 3) // the focus rests on it
	d.expectScene("title")
	msg := d.g.notice.text
	if !strings.Contains(msg, forwardui.AutosaveName) || !strings.Contains(msg, ", line 8)") && !strings.Contains(msg, ", line 9)") {
		t.Fatalf("notice %q does not name the file and line", msg)
	}
	if _, err := store.Read(forwardui.AutosaveName + ".bad"); err != nil {
		t.Fatalf("broken save not kept aside: %v", err)
	}
	if forwardui.HasAutosave(store) {
		t.Fatal("broken save still offered")
	}
	d.shot("forward-broken-save.png")
}

func TestAttractPlaysUntilAnyInput(t *testing.T) {
	d := atTitle(t, nil)
	windowtest.Do(func() { d.g.startAttract(d.g.ctx) })
	d.frames(60)
	d.expectScene("attract")
	a := d.g.Stack().Top().(*attractScene)
	if a.d.sess == nil || a.d.sess.State.Steps == 0 {
		t.Fatalf("the demo run has not moved: %v", a.stack.Names())
	}
	d.shot("forward-attract.png")
	d.press(input.Confirm, 3)
	d.expectScene("title")
}
