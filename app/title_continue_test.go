package app

import (
	"testing"

	"deepwood/internal/screentest"
	"deepwood/rules/forward"
	"deepwood/scenes"
	"deepwood/scenes/forwardui"
	"deepwood/scenes/input"
	"deepwood/storage"
)

// titleMenu is the title's labels and the focused one.
func titleMenu(d *driver) ([]string, string) {
	d.t.Helper()
	d.expectScene("title")
	m := d.g.Stack().Top().(scenes.Inspector).Inspect().(map[string]any)
	items := m["items"].([]string)
	return items, items[m["focus"].(int)]
}

// saveForward leaves a Forward run of a few actions in store's autosave.
func saveForward(t *testing.T, store storage.Store) {
	t.Helper()
	s, err := forwardui.NewSession(store, screentest.Seed(t, "CA75-0004"), "set")
	if err != nil {
		t.Fatal(err)
	}
	for i := 0; i < 6 && !s.Over(); i++ {
		if err := s.Do(forward.Greedy{}.Choose(s.State, s.Legal())); err != nil {
			t.Fatal(err)
		}
	}
}

// TestTitleContinueReadsAlikeAndHasTheFocus: with a game of every mode
// saved, each mode's Continue reads "Continue: " and the mode's name,
// right under the mode, and the title opens with the focus on the first
// Continue, so Confirm goes on with the saved game; with only a Forest
// saved the focus rests on the Forest's Continue, and with nothing saved
// on the first mode (issue 38 item 6: they read "Continue", "Continue
// the Forest", "Continue the battle", and the focus stayed on Forward).
func TestTitleContinueReadsAlikeAndHasTheFocus(t *testing.T) {
	t.Run("every mode saved", func(t *testing.T) {
		store := instantStore(t)
		saveForward(t, store)
		for _, c := range cutOffCases {
			c.play(t, store)
		}
		d := atTitle(t, store)
		items, focused := titleMenu(d)
		d.shot("title-continue.png")
		for _, m := range windowModes() {
			i := indexOf(items, m.label())
			if i < 0 || i+1 >= len(items) || items[i+1] != "Continue: "+m.label() {
				t.Errorf("%s's Continue does not read %q under it: %q", m.name, "Continue: "+m.label(), items)
			}
		}
		if focused != "Continue: Forward" {
			t.Fatalf("the title opens on %q; want %q (%q)", focused, "Continue: Forward", items)
		}
		d.press(input.Confirm, 6)
		if d.g.ForwardSession() == nil {
			t.Fatalf("Confirm on the title did not continue the saved run: %v", d.g.Stack().Names())
		}
	})
	t.Run("a Forest saved", func(t *testing.T) {
		store := instantStore(t)
		cutOffCases[0].play(t, store)
		if _, focused := titleMenu(atTitle(t, store)); focused != "Continue: I am the Forest" {
			t.Fatalf("the title opens on %q; want the Forest's Continue", focused)
		}
	})
	t.Run("nothing saved", func(t *testing.T) {
		if _, focused := titleMenu(atTitle(t, nil)); focused != "Forward" {
			t.Fatalf("the title opens on %q; want Forward", focused)
		}
	})
}

func indexOf(s []string, v string) int {
	for i, x := range s {
		if x == v {
			return i
		}
	}
	return -1
}
