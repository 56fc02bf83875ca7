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

// forsakenReport is what forsaken.mjs finds: the seed code typed and the
// table dealt from it, the player's Gallows vote, where the player's turn
// stood before the reload and after Continue, and after playing on.
type forsakenReport struct {
	scriptOutcome
	Typed         string `json:"typed"`
	Dealt         string `json:"dealt"`
	ContinuedSeed string `json:"continuedSeed"`
	Vote          *struct {
		Day    int    `json:"day"`
		Choice string `json:"choice"`
	} `json:"vote"`
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

// TestBrowserForsakenDayAndContinue types a seed code on the set-up's
// Seed row and deals that table by keyboard, plays the player's seat
// through a Day's Gallows vote into their own turn, reloads the page and
// continues: the table comes back at the same point, on the same seed,
// and plays on. The seed is fixed (forsaken.mjs says why that one), so
// the test plays the same table in the same time on every run.
func TestBrowserForsakenDayAndContinue(t *testing.T) {
	r := playScript[forsakenReport](t, "forsaken.mjs")
	r.mustFinish(t, r.Before)
	if r.Before == nil || r.After == nil || r.End == nil {
		t.Fatalf("the script stopped early: %+v", r)
	}
	if r.Typed == "" || r.Dealt != r.Typed || r.ContinuedSeed != r.Typed {
		t.Fatalf("the table was not dealt from the seed code typed: typed %q, dealt %q, continued %q", r.Typed, r.Dealt, r.ContinuedSeed)
	}
	if r.Vote == nil || r.Vote.Day < 1 || r.Before.Day < 1 {
		t.Fatalf("the player did not vote at a Day's Gallows before their turn: vote %+v, before the reload %+v", r.Vote, r.Before)
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
		t.Errorf("the reload came before the player's own turn, in the %s phase", r.Before.Phase)
	}
	t.Logf("voted %q on Day %d; %d key presses in %d ms; the table came back on Day %d, %s, step %d, hand %v", r.Vote.Choice, r.Vote.Day, r.Presses, r.PlayMs, r.After.Day, r.After.Phase, r.After.Steps, r.After.Hand)
}
