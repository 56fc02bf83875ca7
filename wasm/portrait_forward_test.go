package main

import "testing"

// portraitForwardReport is what portrait_forward.mjs finds: each Forward
// screen measured upright, the seed pad's words, where the keyboard's
// focus went, the seed typed and taken, and the scene it ended on.
type portraitForwardReport struct {
	scriptOutcome
	Screens       []portraitScreen `json:"screens"`
	PadHint       string           `json:"padHint"`
	KeyboardFocus string           `json:"keyboardFocus"`
	SeedTaken     string           `json:"seedTaken"`
	PadClosed     bool             `json:"padClosed"`
	FinalScene    string           `json:"finalScene"`
}

// TestBrowserPortraitForward: on an iPhone 13 held upright a Forward run
// is started and played by taps alone: the new-run screen, the seed pad,
// the location, its Pack and a duel are each drawn upright, with every
// target at least 44×44 CSS pixels, every face at least 12 and
// everything on the screen; a tap on the seed field gives the page's
// text input the focus (a phone's keyboard comes up for it) and a code
// typed there is taken (issue 40).
func TestBrowserPortraitForward(t *testing.T) {
	r := playScript[portraitForwardReport](t, "portrait_forward.mjs")
	r.mustFinish(t, r.Screens)
	want := map[string]string{"newrun": "forward-newrun", "seedpad": "forward-newrun", "location": "forward-location", "pack": "forward-location", "duel": "forward-duel", "duel-rolled": "forward-duel"}
	checkPhoneScreens(t, r.Screens, func(name string) string { return want[name] })
	seen := 0
	for _, s := range r.Screens {
		if _, ok := want[s.Name]; ok {
			seen++
		}
	}
	if seen < 5 {
		t.Errorf("measured %d of the screens: %+v", seen, r.Screens)
	}
	if r.KeyboardFocus != "tempInput" {
		t.Errorf("a tap on the seed field gave the focus to %q, not the page's text input", r.KeyboardFocus)
	}
	if r.SeedTaken != "1ST4-GAME" || !r.PadClosed {
		t.Errorf("typed 1st4game and tapped Take the code: seed %q, pad closed %v", r.SeedTaken, r.PadClosed)
	}
	r.noConsoleErrors(t)
}
