package online_test

import (
	"errors"
	"strings"
	"testing"
	"time"

	"deepwood/internal/boardstest"
	"deepwood/online"
	"deepwood/rules/dice"
	"deepwood/server/botreplay"
	"deepwood/settings"
	"deepwood/storage"
)

func victories(t *testing.T, n int) []botreplay.Run {
	return boardstest.Victories(t, "online tests", n, botreplay.Options{})
}

// player is a game's settings pointed at url, online, as name.
func player(url, name string) func() settings.Settings {
	st := settings.Defaults()
	st.Online, st.ServerURL, st.PlayerName = true, url, name
	return func() settings.Settings { return st }
}

func TestNothingLeavesWhileOffline(t *testing.T) {
	st := settings.Defaults()
	b := online.NewBoards(storage.NewDir(t.TempDir()), func() settings.Settings { return st }, "")
	if _, err := b.Submit([]byte("forward replay")).Result(); !errors.Is(err, online.ErrOffline) {
		t.Errorf("offline submit: %v, want ErrOffline", err)
	}
	if _, err := b.Daily().Result(); !errors.Is(err, online.ErrOffline) {
		t.Errorf("offline daily: %v, want ErrOffline", err)
	}
	if b.Server() != settings.DefaultServer {
		t.Errorf("native default server %q", b.Server())
	}
	if b := online.NewBoards(storage.NewDir(t.TempDir()), func() settings.Settings { return st }, "http://host:9"); b.Server() != "http://host:9" {
		t.Errorf("the browser's default server is the page's origin, not %q", b.Server())
	}
}

func TestSubmitRanksAndKeepsTheToken(t *testing.T) {
	url := boardstest.Start(t)
	runs := victories(t, 2)
	store := storage.NewDir(t.TempDir())
	b := online.NewBoards(store, player(url, "Ada"), "")
	for i, r := range runs {
		sub, err := b.Submit(r.Bytes()).Result()
		if err != nil {
			t.Fatalf("run %d: %v", i, err)
		}
		if sub.Queued || sub.Result.Ranks.Time != 1 || len(sub.Around) != 1 || sub.Around[0].Player != "Ada" {
			t.Errorf("run %d: %+v, want ranked first on its own board", i, sub)
		}
	}
	// A second game (another store: no token) cannot take the name.
	thief := online.NewBoards(storage.NewDir(t.TempDir()), player(url, "ada"), "")
	_, err := thief.Submit(runs[0].Bytes()).Result()
	if err == nil || !strings.Contains(online.Plain(err), "taken") {
		t.Errorf("a name without its token: %v (%q), want the server's refusal", err, online.Plain(err))
	}
	// The daily board answers, with no rank for a player without a daily.
	d, err := b.Daily().Result()
	if err != nil || d.Mine.Rank != 0 || d.Board.Board.Category != "daily-seed" {
		t.Errorf("daily: %+v, %v", d, err)
	}
	best, err := b.Best(runs[1].Seed.Code(), "set-seed").Result()
	if err != nil || best.Player != "Ada" || len(best.Splits) == 0 {
		t.Errorf("best: %+v, %v", best, err)
	}
	if _, err := b.Best(dice.HashText("nobody").Code(), "set-seed").Result(); !online.IsNoBoard(err) {
		t.Errorf("best of an empty board: %v", err)
	}
	replay, err := b.Replay("", sub1ID(t, b, runs[0].Bytes())).Result()
	if err != nil || string(replay) != string(runs[0].Bytes()) {
		t.Errorf("replay download: %d bytes, %v", len(replay), err)
	}
}

// sub1ID submits replay again (a duplicate) and returns its run's id.
func sub1ID(t *testing.T, b *online.Boards, replay []byte) int64 {
	sub, err := b.Submit(replay).Result()
	if err != nil || sub.Result.Run.ID == 0 {
		t.Fatalf("resubmit: %+v, %v", sub, err)
	}
	return sub.Result.Run.ID
}

// TestQueuedWhileDownSentWhenUp: a run submitted while the server is down
// is queued, kept across a restart of the game, and reaches the board once
// the server answers.
func TestQueuedWhileDownSentWhenUp(t *testing.T) {
	ln := boardstest.Listen(t, "127.0.0.1:0")
	addr := ln.Addr().String()
	ln.Close() // nothing answers there now
	run := victories(t, 1)[0]
	store := storage.NewDir(t.TempDir())
	b := online.NewBoards(store, player("http://"+addr, "Bo"), "")
	sub, err := b.Submit(run.Bytes()).Result()
	if err != nil || !sub.Queued || sub.Why == "" {
		t.Fatalf("submit while down: %+v, %v; want queued with a reason", sub, err)
	}
	again := online.NewBoards(store, player("http://"+addr, "Bo"), "") // the game restarted
	if again.Pending() != 1 {
		t.Fatalf("%d runs pending after a restart, want 1", again.Pending())
	}
	r := again.Retrier()
	now := time.Now()
	r.Update(now)
	waitNotes(t, r, now) // fails: the server is still down
	if again.Pending() != 1 {
		t.Fatal("a failed attempt lost the run")
	}
	boardstest.Serve(t, boardstest.Listen(t, addr))
	if notes := r.Update(now.Add(time.Second)); notes != nil {
		t.Errorf("retried before the rest was over: %v", notes)
	}
	r.Update(now.Add(2 * time.Minute))
	notes := waitNotes(t, r, now.Add(2*time.Minute))
	if again.Pending() != 0 || len(notes) != 1 || !strings.Contains(notes[0], "rank 1") {
		t.Errorf("after the server came back: %d pending, notes %q", again.Pending(), notes)
	}
}

// waitNotes waits for the retrier's attempt to end and returns its notes.
func waitNotes(t *testing.T, r *online.Retrier, now time.Time) []string {
	t.Helper()
	deadline := time.Now().Add(time.Minute)
	for time.Now().Before(deadline) {
		if notes := r.Update(now); notes != nil || !r.Busy() {
			return notes
		}
		time.Sleep(5 * time.Millisecond)
	}
	t.Fatal("the retry never ended")
	return nil
}
