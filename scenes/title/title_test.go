package title

import (
	"strings"
	"testing"

	"deepwood/internal/screentest"
	"deepwood/scenes"
	"deepwood/scenes/input"
	"deepwood/scenes/menu"
)

// TestMenuFitsTheScreen: however many modes and Continues are listed, the
// menu and its two hint lines stay between the top and the footer.
func TestMenuFitsTheScreen(t *testing.T) {
	for n := 1; n <= 11; n++ {
		items := make([]menu.Item, n)
		for i := range items {
			items[i] = menu.Item{Label: "x", Run: func(*scenes.Context) error { return nil }}
		}
		s := New(Options{Items: items})
		top, last := s.menu.Rect(0), s.menu.Rect(n-1)
		if top.Min.Y < 80 || last.Max.Y+60 > 680 {
			t.Errorf("%d items: menu spans y %d–%d", n, top.Min.Y, last.Max.Y)
		}
	}
}

// TestTitleHintFollowsTheDevice: the footer names the keys, and after a
// tap says to tap, the keys again after a mouse click.
func TestTitleHintFollowsTheDevice(t *testing.T) {
	s := New(Options{Items: []menu.Item{{Label: "Forward"}, {Label: "Settings"}}})
	ctx := screentest.Context(t)
	ctx.Input.Update()
	if got := s.hint(ctx); !strings.Contains(got, "Enter  confirm") {
		t.Fatalf("with the keys: %q", got)
	}
	ctx.Input.InjectPointer(input.Pointer{X: 1, Y: 1, Clicked: true, Touch: true})
	ctx.Input.Update()
	if got := s.hint(ctx); got != "Tap a choice to open it" {
		t.Fatalf("after a tap: %q", got)
	}
	ctx.Input.InjectPointer(input.Pointer{X: 1, Y: 1, Clicked: true})
	ctx.Input.Update()
	if got := s.hint(ctx); !strings.Contains(got, "confirm") {
		t.Fatalf("after a mouse click: %q", got)
	}
}
