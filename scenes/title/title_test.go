package title

import (
	"testing"

	"deepwood/scenes"
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
