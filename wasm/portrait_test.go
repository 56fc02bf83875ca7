package main

import "testing"

// portraitScreen is one screen portrait.mjs measured on a phone held
// upright: its scale (CSS pixels a logical pixel), its smallest target
// (width, height) and face in CSS pixels, and what falls short.
type portraitScreen struct {
	Name           string     `json:"name"`
	Scene          string     `json:"scene"`
	Screen         [2]int     `json:"screen"`
	Scale          float64    `json:"scale"`
	SmallestTarget [2]float64 `json:"smallestTarget"`
	SmallestText   float64    `json:"smallestText"`
	Problems       []string   `json:"problems"`
}

// portraitReport is what portrait.mjs finds on the title and each page of
// Settings, and the scene Back leads to.
type portraitReport struct {
	scriptOutcome
	Screens []portraitScreen `json:"screens"`
	Back    string           `json:"back"`
}

// TestBrowserPortraitPhone: on an iPhone 13 held upright (390×844 CSS
// pixels, touch) the title and every page of Settings are drawn upright,
// reached by taps, with every target at least 44×44 CSS pixels, every face
// at least 12 and everything inside the screen (issue 40).
func TestBrowserPortraitPhone(t *testing.T) {
	r := playScript[portraitReport](t, "portrait.mjs")
	r.mustFinish(t, r.Screens)
	if len(r.Screens) != 5 || r.Back != "title" {
		t.Fatalf("screens measured %+v, Back led to %q", r.Screens, r.Back)
	}
	checkPhoneScreens(t, r.Screens, func(name string) string {
		if name == "title" {
			return "title"
		}
		return "settings"
	})
	r.noConsoleErrors(t)
}

// checkPhoneScreens logs each screen a script measured on a phone and
// fails t on each of its problems (a target under 44×44 CSS pixels, a
// face under 12, anything off the screen, a layout not upright) and on a
// screen shown by another scene than scene(name) says.
func checkPhoneScreens(t *testing.T, screens []portraitScreen, scene func(name string) string) {
	t.Helper()
	for _, s := range screens {
		t.Logf("%-18s %s at %v ×%.3f: smallest target %.1f×%.1f CSS px, smallest face %.1f CSS px", s.Name, s.Scene, s.Screen, s.Scale, s.SmallestTarget[0], s.SmallestTarget[1], s.SmallestText)
		if want := scene(s.Name); s.Scene != want {
			t.Errorf("%s: the scene is %q, want %q", s.Name, s.Scene, want)
		}
		for _, p := range s.Problems {
			t.Errorf("%s: %s", s.Name, p)
		}
	}
}
