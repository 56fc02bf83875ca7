package main

import (
	"reflect"
	"testing"
)

// forsakenPoint is where the Forsaken Forest table stands: what must come
// back when the page is reloaded and the game continued.
type forsakenPoint struct {
	Day    int      `json:"day"`
	Phase  string   `json:"phase"`
	Turn   int      `json:"turn"`
	Asked  int      `json:"asked"`
	Steps  int      `json:"steps"`
	Hand   []string `json:"hand"`
	Role   string   `json:"role"`
	Window string   `json:"window"`
}

// forsakenReport is what forsaken.mjs finds: the table dealt, where the
// player's turn stood before the reload and after Continue, and after
// playing on.
type forsakenReport struct {
	scriptOutcome
	Presses  int            `json:"presses"`
	Guided   bool           `json:"guided"`
	Hint     string         `json:"hint"`
	Start    *forsakenPoint `json:"start"`
	Before   *forsakenPoint `json:"before"`
	After    *forsakenPoint `json:"after"`
	End      *forsakenPoint `json:"end"`
	Restored bool           `json:"restored"`
	OwnTurn  bool           `json:"ownTurn"`
	PlayMs   int            `json:"playMs"`
}

// TestBrowserForsakenDayAndContinue deals a Forsaken Forest table by
// keyboard, plays the player's seat into their own turn, reloads the
// page and continues: the table comes back at the same point and plays
// on.
func TestBrowserForsakenDayAndContinue(t *testing.T) {
	r := playScript[forsakenReport](t, "forsaken.mjs")
	r.mustFinish(t, r.Before)
	if r.Before == nil || r.After == nil || r.End == nil {
		t.Fatalf("the script stopped early: %+v", r)
	}
	if r.Before.Steps <= r.Start.Steps || r.Presses < 2 || r.Before.Role == "" {
		t.Fatalf("the player's seat was not played by keys: start %+v, before the reload %+v after %d presses", r.Start, r.Before, r.Presses)
	}
	if !r.Restored || !reflect.DeepEqual(*r.Before, *r.After) {
		t.Fatalf("the continued table differs:\nbefore the reload %+v\nafter Continue    %+v (restored %v)", *r.Before, *r.After, r.Restored)
	}
	if r.End.Steps <= r.After.Steps {
		t.Errorf("the continued table did not play on: %+v", r.End)
	}
	if !r.Guided || r.Hint == "" {
		t.Errorf("the set-up's first game is not guided: guided %v, hint %q", r.Guided, r.Hint)
	}
	r.noConsoleErrors(t)
	if !r.OwnTurn {
		t.Logf("the page was slow: the reload came after %d ms of play, in the %s phase, before the player's own turn", r.PlayMs, r.Before.Phase)
	}
	t.Logf("%d key presses in %d ms; the table came back on Day %d, %s, step %d, hand %v", r.Presses, r.PlayMs, r.After.Day, r.After.Phase, r.After.Steps, r.After.Hand)
}
