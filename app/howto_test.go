package app

import (
	"slices"
	"testing"

	"deepwood/scenes"
	"deepwood/scenes/input"
)

// The title has one "How to play": it asks which of the four games and
// opens that game's rules, and Back returns to the question (issue 27:
// Forward's "How to play" sat beside "Forest: how to play", and the other
// two modes had none on the title).
func TestTitleHowToPlayCoversEveryMode(t *testing.T) {
	d := atTitle(t, nil)
	labels := d.g.Stack().Top().(scenes.Inspector).Inspect().(map[string]any)["items"].([]string)
	howTos := 0
	for _, l := range labels {
		if l == "How to play" || l == "Forest: how to play" {
			howTos++
		}
	}
	if howTos != 1 {
		t.Fatalf("title items %q: want one How to play", labels)
	}
	for _, mode := range windowModes() {
		d.chooseQuick("How to play")
		d.expectScene("title-howto")
		games := d.g.Stack().Top().(scenes.Inspector).Inspect().(map[string]any)["items"].([]string)
		if !slices.Contains(games, mode.label()) {
			t.Fatalf("the question offers %q, not %q", games, mode.label())
		}
		d.pick(mode.label(), 1, 4)
		if top := d.g.Stack().Top().Name(); top == "title-howto" || top == "title" {
			t.Fatalf("%s: How to play opened %q", mode.label(), top)
		}
		for d.g.Stack().Top().Name() != "title" && len(d.g.Stack().Names()) > 1 {
			d.press(input.Back, 4)
		}
		d.expectScene("title")
	}
}
