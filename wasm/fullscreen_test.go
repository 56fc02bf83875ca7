package main

import "testing"

// fullscreenState is the page's real fullscreen state beside the game's
// setting, as fullscreen.mjs reads them.
type fullscreenState struct {
	Page      bool `json:"page"`
	Setting   bool `json:"setting"`
	Activated bool `json:"activated"` // the page has had a user gesture
}

// fullscreenReport is what fullscreen.mjs finds before and after the
// player's first key, and the console errors before it.
type fullscreenReport struct {
	scriptOutcome
	Before       *fullscreenState `json:"beforeGesture"`
	BeforeErrors []string         `json:"errorsBeforeGesture"`
	After        *fullscreenState `json:"afterGesture"`
}

// TestBrowserFullscreenSavedOnWaitsForTheFirstKey: with fullscreen saved
// On, a reloaded page stays windowed without an error and its settings say
// Off; the first key takes it fullscreen and the settings say On (issue 27
// bug 2: the page threw "Permissions check failed" and Settings said On
// while windowed).
func TestBrowserFullscreenSavedOnWaitsForTheFirstKey(t *testing.T) {
	r := playScript[fullscreenReport](t, "fullscreen.mjs")
	r.mustFinish(t, r.Before)
	if r.Before == nil || r.After == nil {
		t.Fatalf("the script stopped early: %+v", r)
	}
	if len(r.BeforeErrors) > 0 {
		t.Errorf("errors before the first gesture: %v", r.BeforeErrors)
	}
	if r.Before.Activated {
		t.Fatal("the page counted as activated before any key: the test cannot see the bug")
	}
	if r.Before.Page || r.Before.Setting {
		t.Errorf("before the first key: page fullscreen %v, setting On %v; want both Off", r.Before.Page, r.Before.Setting)
	}
	if !r.After.Page || !r.After.Setting {
		t.Errorf("after the first key: page fullscreen %v, setting On %v; want both On", r.After.Page, r.After.Setting)
	}
	r.noConsoleErrors(t)
}
