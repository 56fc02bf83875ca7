package server

import (
	"context"
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"
	"time"

	"deepwood/boards"
	"deepwood/internal/rulestest"
	"deepwood/online/client"
	"deepwood/rules/dice"
	"deepwood/rules/forward"
	"deepwood/server/botreplay"
	"deepwood/wire"
)

// storeKind is a store the HTTP tests run against.
type storeKind struct {
	name string
	open func(t *testing.T) boards.Store
}

// storeKinds are the stores every HTTP test runs against: the fake here,
// SQLite (sqlite_test.go) and PostgreSQL when a cluster can be started
// (postgres_test.go) add themselves.
var storeKinds = []storeKind{
	{"fake", func(*testing.T) boards.Store { return newFakeStore() }},
}

// eachServer runs a test against a server with opt on every kind of
// store, with a client of it.
func eachServer(t *testing.T, opt Options, f func(t *testing.T, hs *httptest.Server, c *client.Client)) {
	for _, k := range storeKinds {
		t.Run(k.name, func(t *testing.T) {
			st := k.open(t)
			t.Cleanup(func() { st.Close() })
			hs, c := serve(t, st, opt)
			f(t, hs, c)
		})
	}
}

// quiet is a logger for servers under test: errors only, into the test log.
func quiet(t *testing.T) *slog.Logger {
	return slog.New(slog.NewTextHandler(testWriter{t}, &slog.HandlerOptions{Level: slog.LevelError}))
}

type testWriter struct{ t *testing.T }

func (w testWriter) Write(p []byte) (int, error) {
	w.t.Log(strings.TrimSpace(string(p)))
	return len(p), nil
}

// unlimited are limits no test meets by accident.
var unlimited = Limits{Read: Rate{PerSecond: 0}, Submit: Rate{PerSecond: 0}, Tracked: 100}

// serve starts a real HTTP server on 127.0.0.1 over st and a client for it.
func serve(t *testing.T, st boards.Store, opt Options) (*httptest.Server, *client.Client) {
	t.Helper()
	if opt.Limits == (Limits{}) {
		opt.Limits = unlimited
	}
	if opt.Log == nil {
		opt.Log = quiet(t)
	}
	hs := httptest.NewServer(New(st, opt))
	t.Cleanup(hs.Close)
	c, err := client.New(hs.URL)
	if err != nil {
		t.Fatal(err)
	}
	return hs, c
}

var (
	fixtureOnce sync.Once
	fixtureRuns []botreplay.Run
	fixtureLoss botreplay.Run
	fixtureErr  error
)

// fixtures are a few victories of the greedy bot on different seeds and a
// defeat, recorded once for all tests.
func fixtures(t testing.TB) ([]botreplay.Run, botreplay.Run) {
	t.Helper()
	fixtureOnce.Do(func() {
		d := forwardData(t)
		fixtureRuns, fixtureErr = botreplay.Victories(d, dice.HashText("server tests"), 6, botreplay.Options{})
		for i := 0; fixtureErr == nil && fixtureLoss.Replay == nil; i++ {
			r, err := botreplay.Record(d, dice.HashText(fmt.Sprint("loss ", i)), botreplay.Options{Bot: "random"})
			if err != nil {
				fixtureErr = err
			} else if !r.Won {
				fixtureLoss = r
			}
		}
	})
	if fixtureErr != nil {
		t.Fatal(fixtureErr)
	}
	return fixtureRuns, fixtureLoss
}

// forwardData is Forward's level data, which the recorded runs play.
func forwardData(t testing.TB) *forward.Data { return rulestest.Load(t, forward.DefaultData) }

// recordAt records a victory on seed with a tick gap by a variant of the
// greedy bot drawn from v (botreplay.Options.Variant), so several players
// post different runs on one board: the boards take the same actions
// again as the first run that played them.
func recordAt(t testing.TB, seed dice.Seed, v uint64, gap int64) botreplay.Run {
	t.Helper()
	r, err := botreplay.Variant(forwardData(t), seed, botreplay.Options{Gap: gap, Variant: v*1000 + 1}, 500)
	if err != nil {
		t.Fatal(err)
	}
	if !r.Won {
		t.Fatalf("seed %s: no variant %d of the greedy bot won", seed.Code(), v)
	}
	return r
}

// submit submits a replay through the client as name (with token, or ""
// for a first submission), failing the test when it is not taken.
func submit(t *testing.T, c *client.Client, name, token string, replay []byte) wire.Submitted {
	t.Helper()
	out, err := c.Submit(context.Background(), name, token, replay)
	if err != nil {
		t.Fatal(err)
	}
	return out
}

// post sends a raw submission and returns the status, headers and body.
func post(t *testing.T, url, name, token string, body io.Reader) (int, http.Header, string) {
	t.Helper()
	req, err := http.NewRequestWithContext(context.Background(), http.MethodPost, url+"/api/v1/runs", body)
	if err != nil {
		t.Fatal(err)
	}
	if name != "" {
		req.Header.Set("X-Deepwood-Player", name)
	}
	if token != "" {
		req.Header.Set("Authorization", "Bearer "+token)
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	b, _ := io.ReadAll(resp.Body)
	return resp.StatusCode, resp.Header, string(b)
}

// fixedNow is a clock stopped at noon UTC on a given day.
func fixedNow(y int, m time.Month, d int) func() time.Time {
	return func() time.Time { return time.Date(y, m, d, 12, 0, 0, 0, time.UTC) }
}

// recordPractice records the greedy bot practising location 3 of seed.
func recordPractice(t testing.TB, seed dice.Seed) []byte {
	t.Helper()
	r, err := botreplay.Practice(forwardData(t), seed, 2)
	if err != nil {
		t.Fatal(err)
	}
	return r.Marshal()
}

// discardLog drops everything: the fuzz target's servers log nothing.
func discardLog() *slog.Logger { return slog.New(slog.DiscardHandler) }
