package settingsmenu

import (
	"strings"
	"testing"

	"deepwood/controls"
	"deepwood/internal/screentest"
	"deepwood/scenes"
	"deepwood/scenes/input"
	"deepwood/settings"
	"deepwood/sprites"
)

// newScene is the Settings screen on a context with no window: settings
// changes land in ctx.Settings, notices in *notes.
func newScene(t *testing.T) (*Scene, *[]string) {
	t.Helper()
	fonts := screentest.Fonts(t)
	var notes []string
	ctx := &scenes.Context{Fonts: fonts, Palette: sprites.PaletteFor(false), Settings: settings.Defaults(), Notify: func(m string) { notes = append(notes, m) }}
	ctx.ApplySettings = func(s settings.Settings) error { ctx.Settings = s.Clone(); return nil }
	s := New(ctx, Options{})
	s.page = PageControls
	s.build()
	return s, &notes
}

func hasKey(bs []controls.Binding, k controls.Key) bool {
	for _, b := range bs {
		if b.Device == controls.Keyboard && b.Key == k && !b.Alt {
			return true
		}
	}
	return false
}

// TestConflictingRebindIsRefused: binding W (Up's) to Pause is refused on
// screen with "W is already bound to Up", and nothing changes.
func TestConflictingRebindIsRefused(t *testing.T) {
	s, _ := newScene(t)
	s.startCapture(input.Pause)
	s.pressKey(controls.KeyW)
	b := s.ctx.Settings.Bindings
	if !hasKey(b[input.Up], controls.KeyW) || hasKey(b[input.Pause], controls.KeyW) {
		t.Fatalf("W was moved: up %v pause %v", b[input.Up], b[input.Pause])
	}
	if !strings.Contains(s.refused, "W is already bound to Up") {
		t.Fatalf("the screen says %q", s.refused)
	}
	if got := s.Inspect().(map[string]any)["refused"]; got != s.refused {
		t.Fatalf("Inspect refused = %v", got)
	}
	// Another key that is free binds, and the refusal is gone.
	s.pressKey(controls.KeyK)
	b = s.ctx.Settings.Bindings
	if b[input.Pause][0].Key != controls.KeyK || s.refused != "" || s.capturing {
		t.Fatalf("a free key after a refusal: pause %v, refused %q, capturing %v", b[input.Pause], s.refused, s.capturing)
	}
}

// TestConflictingRebindMovesOnSecondPress: pressing the refused key again
// says the player means it: the key moves, so Up loses W and keeps ↑.
func TestConflictingRebindMovesOnSecondPress(t *testing.T) {
	s, _ := newScene(t)
	s.startCapture(input.Pause)
	s.pressKey(controls.KeyW)
	s.pressKey(controls.KeyW)
	b := s.ctx.Settings.Bindings
	if hasKey(b[input.Up], controls.KeyW) || b[input.Pause][0].Key != controls.KeyW || !hasKey(b[input.Up], controls.KeyArrowUp) {
		t.Fatalf("after W twice: up %v pause %v", b[input.Up], b[input.Pause])
	}
	if c := b.Conflicts(); len(c) != 0 || s.capturing || s.refused != "" {
		t.Fatalf("conflicts %v capturing %v refused %q", c, s.capturing, s.refused)
	}
}

func TestRebindToOwnKeyAndFreeKey(t *testing.T) {
	s, _ := newScene(t)
	s.startCapture(input.Up)
	s.pressKey(controls.KeyW) // already Up's: not a conflict
	if s.refused != "" || s.ctx.Settings.Bindings[input.Up][0].Key != controls.KeyW {
		t.Fatalf("rebinding Up to its own W: refused %q, up %v", s.refused, s.ctx.Settings.Bindings[input.Up])
	}
}
