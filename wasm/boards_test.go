package main

import (
	"context"
	"crypto/sha256"
	"encoding/json"
	"fmt"
	"log/slog"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"deepwood/boards"
	"deepwood/internal/boardstest"
	"deepwood/internal/servetest"
	"deepwood/online/client"
	"deepwood/rules/dice"
	"deepwood/rules/forward"
	"deepwood/server"
	"deepwood/server/botreplay"
	"deepwood/server/live"
	"deepwood/server/web"
)

// TestWebPagesAndWatch serves the boards as `deepwood serve` does (the
// API, the pages, the game under /play/) over a real SQLite file holding
// real bot runs, and reads them in Chromium: today's page, a board, a run,
// a player, then the run's Watch link, which must open that run in the
// game's replay viewer.
func TestWebPagesAndWatch(t *testing.T) {
	b := startBrowserTest(t)
	base, runs := boardsServer(t, b.game)
	var r struct {
		scriptOutcome
		At           string   `json:"at"`
		HomeTitle    string   `json:"homeTitle"`
		HomeEntries  int      `json:"homeEntries"`
		HomeClaims   int      `json:"homeClaimsLink"`
		Latest       int      `json:"latest"`
		Fonts        []string `json:"fonts"`
		Background   string   `json:"background"`
		BoardPath    string   `json:"boardPath"`
		BoardEntries int      `json:"boardEntries"`
		SumOfBest    string   `json:"sumOfBest"`
		OpenSegments int      `json:"openSegments"`
		RunPath      string   `json:"runPath"`
		RunTitle     string   `json:"runTitle"`
		ChartLines   int      `json:"chartLines"`
		ChartBars    int      `json:"chartBars"`
		SplitRows    int      `json:"splitRows"`
		Verify       string   `json:"verify"`
		WatchHref    string   `json:"watchHref"`
		ReplayStatus int      `json:"replayStatus"`
		ReplayHead   string   `json:"replayHead"`
		PlayerPath   string   `json:"playerPath"`
		PlayerTitle  string   `json:"playerTitle"`
		PlayerBests  int      `json:"playerBests"`
		MissingTitle string   `json:"missingTitle"`
		Widest       int      `json:"widest"`
		PageErrors   []string `json:"pageErrors"`
		WatchURL     string   `json:"watchURL"`
		WatchScene   string   `json:"watchScene"`
		Viewer       struct {
			Actions int    `json:"actions"`
			Error   string `json:"error"`
		} `json:"viewer"`
	}
	b.run(t, "web.mjs", base+"/", &r)
	// The pages first: they must all hold, whatever the game does.
	if r.HomeTitle == "" || r.BoardPath == "" || r.RunPath == "" || r.PlayerPath == "" {
		t.Fatalf("the pages were not all reached (at %s): %s", r.At, r.Failure)
	}
	// The home page shows today's witnessed daily, which no run here is
	// on (they are all submitted replays), and links the claims board.
	if !strings.EqualFold(r.HomeTitle, "Today's dungeon") || r.HomeEntries != 0 || r.HomeClaims != 1 || r.Latest < 5 {
		t.Errorf("today's page: %q, %d entries, claims link %d, %d latest runs", r.HomeTitle, r.HomeEntries, r.HomeClaims, r.Latest)
	}
	for _, f := range []string{"Go", "Go Smallcaps", "Go Mono"} {
		if !strings.Contains(","+strings.Join(r.Fonts, ",")+",", ","+f+",") {
			t.Errorf("font %q not loaded (loaded: %v)", f, r.Fonts)
		}
	}
	if r.Background != "rgb(11, 21, 16)" {
		t.Errorf("the page's background is %s, not the game's #0b1510", r.Background)
	}
	if !strings.Contains(r.BoardPath, "category=daily") || r.BoardEntries != 3 || r.SumOfBest == "" || r.OpenSegments != 10 {
		t.Errorf("board %s: %d entries, sum of best %q, %d segments in an opened line", r.BoardPath, r.BoardEntries, r.SumOfBest, r.OpenSegments)
	}
	id := strings.TrimPrefix(r.RunPath, "/runs/")
	if r.ChartLines != 2 || r.ChartBars != 10 || r.SplitRows != 10 {
		t.Errorf("run %s: %d chart lines, %d bars, %d split rows", id, r.ChartLines, r.ChartBars, r.SplitRows)
	}
	want := "curl -o run.replay " + base + "/api/v1/runs/" + id + "/replay\ndeepwood verify run.replay"
	if r.Verify != want || r.ReplayStatus != 200 || r.ReplayHead != "deepwood-replay 1" {
		t.Errorf("verify block %q (want %q); the replay: %d %q", r.Verify, want, r.ReplayStatus, r.ReplayHead)
	}
	if r.WatchHref != "/play/?watch="+id {
		t.Errorf("Watch link %q", r.WatchHref)
	}
	if r.PlayerBests < 1 || r.PlayerTitle == "" || !strings.Contains(strings.ToLower(r.MissingTitle), "lost in the woods") {
		t.Errorf("player %s %q: %d bests; a missing run's page: %q", r.PlayerPath, r.PlayerTitle, r.PlayerBests, r.MissingTitle)
	}
	if r.Widest > 390 {
		t.Errorf("a page is %d px wide on a 390 px phone", r.Widest)
	}
	if len(r.PageErrors) > 0 {
		t.Errorf("console errors on the pages: %v", r.PageErrors)
	}
	// Then the game, opened on the run.
	if r.Failure != "" {
		t.Fatalf("in the browser at %s (scene %q): %s", r.At, r.Scene, r.Failure)
	}
	if r.WatchScene != "forward-viewer" || r.Viewer.Error != "" || r.Viewer.Actions != runs[id] {
		t.Errorf("watching run %s (%d actions): scene %q, viewer %+v", id, runs[id], r.WatchScene, r.Viewer)
	}
	r.noConsoleErrors(t)
}

// TestBrowserGameOnTheBoards plays the end of a daily run in the browser
// game served by the boards server itself (/play/), submits it from the
// summary through the page's fetch, finds it on the web page of today's
// board and on the game's new-run screen, and opens a board line in the
// replay viewer: the "done when", in the browser.
func TestBrowserGameOnTheBoards(t *testing.T) {
	b := startBrowserTest(t)
	base, _ := boardsServer(t, b.game)
	d, err := forward.DefaultData()
	if err != nil {
		t.Fatal(err)
	}
	// Dana's own daily run, at her own pace, saved one action from its end
	// as the game autosaves a run in progress.
	daily, day := boardstest.DailyVictory(t)
	run := winningRun(t, d, daily.Seed, botreplay.Options{Date: day.Format(time.DateOnly), Gap: 41}, 9000)
	last := run.Replay.Entries[len(run.Replay.Entries)-1].Action
	run.Replay.Entries = slices.Clone(run.Replay.Entries[:len(run.Replay.Entries)-1])
	save := filepath.Join(t.TempDir(), "forward-autosave.replay")
	if err := os.WriteFile(save, run.Replay.Marshal(), 0o644); err != nil {
		t.Fatal(err)
	}
	var r struct {
		scriptOutcome
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
		Watched string `json:"watched"`
	}
	b.run(t, "online.mjs", base+"/play/", &r, save, last)
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
	r.noConsoleErrors(t)
}

// winningRun is a victory of the bot on seed, its own line of actions
// when from is 0, else the first winning variant from from on: the boards
// take one run per line of actions, so each player needs their own.
func winningRun(t *testing.T, d *forward.Data, seed dice.Seed, opt botreplay.Options, from uint64) botreplay.Run {
	t.Helper()
	opt.Variant = from
	run, err := botreplay.Variant(d, seed, opt, 200)
	if err != nil {
		t.Fatal(err)
	}
	if !run.Won {
		t.Fatalf("no winning variant of the bot on %s from %d", seed.Code(), from)
	}
	return run
}

// boardsServer starts the boards on 127.0.0.1 over a fresh SQLite file,
// with the pages and the game built in game, its clock on a day whose
// daily dungeon the greedy bot beats, and submits runs there: Ada, Brann
// and Cora, each at their own pace, on the daily seed and a set seed. It returns
// the server's address and each run's action count by id.
func boardsServer(t *testing.T, game string) (string, map[string]int) {
	t.Helper()
	d, err := forward.DefaultData()
	if err != nil {
		t.Fatal(err)
	}
	daily, day := boardstest.DailyVictory(t)
	set, err := botreplay.Victories(d, dice.HashText("browser web pages"), 1, botreplay.Options{})
	if err != nil {
		t.Fatal(err)
	}
	st := servetest.SQLite(t, "")
	now := func() time.Time { return day }
	pages, err := web.New(st, web.Options{GameDir: game, Now: now, Log: slog.New(slog.DiscardHandler)})
	if err != nil {
		t.Fatal(err)
	}
	quiet := slog.New(slog.DiscardHandler)
	base := serve(t, server.New(st, server.Options{Limits: server.Limits{Tracked: 100}, Now: now, Pages: pages, Log: quiet}))
	c, err := client.New(base)
	if err != nil {
		t.Fatal(err)
	}
	runs := map[string]int{}
	for i, name := range []string{"Ada", "Brann", "Cora"} {
		token := ""
		for _, rec := range []struct {
			seed dice.Seed
			opt  botreplay.Options
		}{{daily.Seed, botreplay.Options{Date: day.Format(time.DateOnly)}}, {set[0].Seed, botreplay.Options{}}} {
			rec.opt.Gap = int64(20 + 7*i) // each player a different pace
			run := winningRun(t, d, rec.seed, rec.opt, uint64(i)*1000)
			sub, err := c.Submit(context.Background(), name, token, run.Bytes())
			if err != nil {
				t.Fatalf("%s's run: %v", name, err)
			}
			if sub.Token != "" {
				token = sub.Token
			}
			runs[fmt.Sprint(sub.Run.ID)] = sub.Run.Actions
		}
	}
	return base, runs
}

// fixedKey is a daily key the test chose, so that it knows the witnessed
// daily's dungeon and a winning line on it; the server still deals it.
type fixedKey []byte

func (k fixedKey) DailyKey(context.Context) ([]byte, error) { return k, nil }

// rankedDaily is a daily key and day whose witnessed daily the greedy bot
// (or one of its first variants) beats, with that winning line.
func rankedDaily(t *testing.T, d *forward.Data) (fixedKey, time.Time, botreplay.Run) {
	t.Helper()
	day := time.Date(2026, 3, 1, 9, 0, 0, 0, time.UTC)
	for i := range 40 {
		sum := sha256.Sum256([]byte{byte(i)})
		key := fixedKey(sum[:])
		seed := live.DailySeed(key, day.Format(time.DateOnly))
		run, err := botreplay.Variant(d, seed, botreplay.Options{Date: day.Format(time.DateOnly)}, 20)
		if err == nil && run.Won {
			return key, day, run
		}
	}
	t.Fatal("no witnessed daily the bot beats among 40 keys")
	return nil, day, botreplay.Run{}
}

// TestBrowserRankedDaily plays a ranked daily in Chromium against the
// boards server as `deepwood serve` runs it (the live hub over the
// boards' SQLite file, the game under /play/): the player presses
// "Ranked daily (one attempt)", the server deals a dungeon the page never
// holds the seed of, each action goes over the page's own WebSocket, and
// the summary shows the witnessed time and the rank; the run is then on
// today's witnessed daily board.
func TestBrowserRankedDaily(t *testing.T) {
	b := startBrowserTest(t)
	d, err := forward.DefaultData()
	if err != nil {
		t.Fatal(err)
	}
	key, day, run := rankedDaily(t, d)
	start := time.Now()
	now := func() time.Time { return day.Add(time.Since(start)) }
	st := servetest.SQLite(t, "")
	lv, err := boards.NewLive(st, boards.LiveOptions{})
	if err != nil {
		t.Fatal(err)
	}
	quiet := slog.New(slog.DiscardHandler)
	hub, err := live.New(live.Options{Store: lv, Names: lv, Keys: key, Log: quiet, Now: now, ActionsPerSecond: 1e9, ActionBurst: 1e6})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { hub.Close() })
	pages, err := web.New(st, web.Options{GameDir: b.game, Now: now, Log: quiet, Keys: key})
	if err != nil {
		t.Fatal(err)
	}
	base := serve(t, server.New(st, server.Options{Limits: server.Limits{Tracked: 100}, Now: now, Pages: pages, Log: quiet, Live: hub, Keys: key}))
	var actions []string
	for _, e := range run.Replay.Entries {
		actions = append(actions, e.Action)
	}
	line := filepath.Join(t.TempDir(), "line.json")
	if b, err := json.Marshal(actions); err != nil || os.WriteFile(line, b, 0o644) != nil {
		t.Fatal("writing the line of actions")
	}
	var r struct {
		scriptOutcome
		At      string      `json:"at"`
		HUD     string      `json:"hud"`
		Rows    [][2]string `json:"rows"`
		Board   []string    `json:"board"`
		Home    bool        `json:"homeHasRue"`
		Seen    bool        `json:"homeShowsSeed"`
		Sockets int         `json:"sockets"`
	}
	b.run(t, "ranked.mjs", base+"/play/", &r, line)
	r.mustFinish(t, r.At)
	rows := map[string]string{}
	for _, row := range r.Rows {
		rows[row[0]] = row[1]
	}
	if !strings.HasPrefix(rows["Rank"], "#1") || !strings.Contains(rows["Witnessed time"], ":") || rows["Seed"] != run.Replay.Seed {
		t.Errorf("the ranked summary: %v (the seed dealt: %s)", rows, run.Replay.Seed)
	}
	if !slices.Contains(r.Board, "Rue") || !r.Home || r.Seen {
		t.Errorf("today's witnessed daily board lists %v; the page of the day lists Rue %v, shows the seed %v", r.Board, r.Home, r.Seen)
	}
	if r.Sockets != 1 {
		t.Errorf("the page opened %d WebSockets for one attempt", r.Sockets)
	}
	// The new-run screen's board asks for the player's page before Rue
	// has one: the browser logs that 404, which the game expects.
	r.Errors = slices.DeleteFunc(r.Errors, func(e string) bool { return strings.Contains(e, "404 (Not Found)") })
	r.noConsoleErrors(t)
}
