// Package boardstest starts real boards servers for the game's tests: the
// real server over a real SQLite file, on 127.0.0.1, and bot runs recorded
// as the game records them to submit to it.
package boardstest

import (
	"io"
	"log/slog"
	"net"
	"net/http"
	"testing"
	"time"

	"deepwood/internal/servetest"
	"deepwood/rules/dice"
	"deepwood/rules/forward"
	"deepwood/server"
	"deepwood/server/botreplay"
)

// Serve runs a boards server on ln (which it closes at the test's end)
// over a new SQLite file, without rate limits, and returns its address.
func Serve(t testing.TB, ln net.Listener) string {
	t.Helper()
	return ServeAt(t, ln, nil)
}

// ServeAt is Serve with the server's clock (its today decides the daily
// seed); nil is the real clock.
func ServeAt(t testing.TB, ln net.Listener, now func() time.Time) string {
	t.Helper()
	st := servetest.SQLite(t, "")
	srv := &http.Server{Handler: server.New(st, server.Options{
		Limits: server.Limits{Tracked: 10},
		Log:    slog.New(slog.NewTextHandler(io.Discard, nil)),
		Now:    now,
	})}
	go srv.Serve(ln)
	t.Cleanup(func() { srv.Close() })
	return "http://" + ln.Addr().String()
}

// Start runs a boards server on a free loopback port.
func Start(t testing.TB) string {
	t.Helper()
	return Serve(t, Listen(t, "127.0.0.1:0"))
}

// Listen listens on addr, failing the test when it cannot.
func Listen(t testing.TB, addr string) net.Listener {
	t.Helper()
	ln, err := net.Listen("tcp", addr)
	if err != nil {
		t.Fatal(err)
	}
	return ln
}

// Victories are n bot runs that win, from seeds derived from base.
func Victories(t testing.TB, base string, n int, opt botreplay.Options) []botreplay.Run {
	t.Helper()
	d, err := forward.DefaultData()
	if err != nil {
		t.Fatal(err)
	}
	runs, err := botreplay.Victories(d, dice.HashText(base), n, opt)
	if err != nil {
		t.Fatal(err)
	}
	return runs
}

// DailyVictory is a bot's winning run of some date's daily seed, searching
// dates from 2026-01-01 on, and that date: a server whose clock reads it
// ranks the run on its daily board.
func DailyVictory(t testing.TB) (botreplay.Run, time.Time) {
	t.Helper()
	d, err := forward.DefaultData()
	if err != nil {
		t.Fatal(err)
	}
	day := time.Date(2026, 1, 1, 12, 0, 0, 0, time.UTC)
	for i := 0; i < 200; i++ {
		seed := dice.DailySeed(day.Year(), int(day.Month()), day.Day())
		run, err := botreplay.Record(d, seed, botreplay.Options{Date: day.Format(time.DateOnly)})
		if err != nil {
			t.Fatal(err)
		}
		if run.Won {
			return run, day
		}
		day = day.AddDate(0, 0, 1)
	}
	t.Fatal("the greedy bot won no daily seed in 200 days")
	return botreplay.Run{}, time.Time{}
}
