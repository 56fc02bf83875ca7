package main

import (
	"context"
	"crypto/sha256"
	"encoding/json"
	"log/slog"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"deepwood/boards"
	"deepwood/internal/servetest"
	"deepwood/rules/forward"
	"deepwood/server"
	"deepwood/server/botreplay"
	"deepwood/server/live"
	"deepwood/server/web"
)

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
