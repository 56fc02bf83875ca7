package main

import (
	"strings"
	"testing"
)

// portraitForsakenReport is what portrait_forsaken.mjs finds on Forsaken
// Forest held upright: the set-up and its How to play, the table's tabs
// and the pause menu, the scene
// Resume leads back to, and the screen once the phone is on its side.
type portraitForsakenReport struct {
	scriptOutcome
	Screens  []portraitScreen `json:"screens"`
	Back     string           `json:"back"`
	Sideways [2]int           `json:"sideways"`
}

// TestBrowserPortraitForsaken: on an iPhone 13 (touch) Forsaken Forest's
// set-up, reached sideways and then held upright (390×844 CSS pixels), is
// drawn upright with its How to play, and the table it deals by a tap on
// each of its tabs and its pause menu, all reached by taps, with every target at least 44×44 CSS pixels, every face at least
// 12 and everything inside the screen; on its side again it is the
// 1280×720 table (issue 40).
func TestBrowserPortraitForsaken(t *testing.T) {
	r := playScript[portraitForsakenReport](t, "portrait_forsaken.mjs")
	r.mustFinish(t, r.Screens)
	if len(r.Screens) != 10 || r.Back != "forsaken-table" || r.Sideways != [2]int{1280, 720} {
		t.Fatalf("screens measured %+v, Resume led to %q, sideways %v", r.Screens, r.Back, r.Sideways)
	}
	for _, s := range r.Screens {
		t.Logf("%-16s %s at %v ×%.3f: smallest target %.1f×%.1f CSS px, smallest face %.1f CSS px", s.Name, s.Scene, s.Screen, s.Scale, s.SmallestTarget[0], s.SmallestTarget[1], s.SmallestText)
		want := "forsaken-table"
		switch {
		case s.Name == "forsaken-pause":
			want = "forsaken-pause"
		case strings.HasPrefix(s.Name, "forsaken-setup"):
			want = "forsaken-setup"
		case strings.HasPrefix(s.Name, "forsaken-howto"):
			want = "forsaken-howto"
		}
		if s.Scene != want {
			t.Errorf("%s: the scene is %q, want %q", s.Name, s.Scene, want)
		}
		for _, p := range s.Problems {
			t.Errorf("%s: %s", s.Name, p)
		}
	}
	r.noConsoleErrors(t)
}
