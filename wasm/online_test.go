package main

import (
	"os"
	"path/filepath"
	"slices"
	"testing"
	"time"

	"deepwood/internal/boardstest"
	"deepwood/rules/forward"
	"deepwood/server/botreplay"
)

// TestBrowserGameOnTheBoards plays the end of a daily run in the browser
// game served by the boards server itself (/play/), submits it from the
// summary through the page's fetch, finds it on the web page of today's
// board and on the game's new-run screen, and opens a board line in the
// replay viewer: the "done when", in the browser.
func TestBrowserGameOnTheBoards(t *testing.T) {
	dir := browserEnv(t)
	serveBuild(t)
	base, _ := boardsServer(t, shared.dir)
	d, err := forward.DefaultData()
	if err != nil {
		t.Fatal(err)
	}
	// Dana's own daily run, at her own pace, saved one action from its end
	// as the game autosaves a run in progress.
	daily, day := boardstest.DailyVictory(t)
	run, err := botreplay.Record(d, daily.Seed, botreplay.Options{Date: day.Format(time.DateOnly), Gap: 41})
	if err != nil || !run.Won {
		t.Fatalf("Dana's run: won %v, %v", run.Won, err)
	}
	last := run.Replay.Entries[len(run.Replay.Entries)-1].Action
	run.Replay.Entries = slices.Clone(run.Replay.Entries[:len(run.Replay.Entries)-1])
	save := filepath.Join(t.TempDir(), "forward-autosave.replay")
	if err := os.WriteFile(save, run.Replay.Marshal(), 0o644); err != nil {
		t.Fatal(err)
	}
	var r struct {
		Failure   string `json:"failure"`
		At        string `json:"at"`
		Resumed   string `json:"resumed"`
		Submitted struct {
			State   string   `json:"state"`
			Head    string   `json:"head"`
			Players []string `json:"players"`
			Mine    int      `json:"mine"`
		} `json:"submitted"`
		TokenKept   bool `json:"tokenKept"`
		HomeHasDana bool `json:"homeHasDana"`
		Daily       struct {
			State   string   `json:"state"`
			Players []string `json:"players"`
			Mine    int      `json:"mine"`
		} `json:"daily"`
		Watched string   `json:"watched"`
		Errors  []string `json:"errors"`
	}
	runScript(t, dir, "online.mjs", base+"/play/", &r, save, last)
	if r.Failure != "" {
		t.Fatalf("in the browser at %s: %s", r.At, r.Failure)
	}
	s := r.Submitted
	if s.State != "shown" || s.Mine < 1 || !slices.Contains(s.Players, "Dana") || !r.TokenKept {
		t.Errorf("the summary's submission: %+v, token kept %v", s, r.TokenKept)
	}
	if !r.HomeHasDana {
		t.Error("today's web page does not list Dana's run")
	}
	if r.Daily.State != "shown" || r.Daily.Mine != s.Mine || len(r.Daily.Players) != 4 || r.Daily.Players[0] != "Ada" {
		t.Errorf("the new-run screen's daily board: %+v (Dana ranked %d)", r.Daily, s.Mine)
	}
	if r.Watched != "forward-viewer" {
		t.Errorf("a board line opened %q, not the viewer", r.Watched)
	}
	if len(r.Errors) > 0 {
		t.Errorf("console errors: %v", r.Errors)
	}
}
