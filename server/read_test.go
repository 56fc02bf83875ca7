package server

import (
	"bytes"
	"context"
	"encoding/json"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"deepwood/online/client"
	"deepwood/rules/dice"
	"deepwood/server/botreplay"
	"deepwood/wire"
)

// TestBoardOrderAndOneLinePerPlayer: three players on one seed, one of
// them three times, each run other actions (a copy of a run's actions is
// that run); the board of submitted runs lists each player's best, by
// each ranking, in order, and pages.
func TestBoardOrderAndOneLinePerPlayer(t *testing.T) {
	wins, _ := fixtures(t)
	seed := wins[0].Seed
	type sub struct {
		name string
		run  botreplay.Run
	}
	var subs []sub
	for i, name := range []string{"slow", "mid", "quick", "slow", "slow"} {
		subs = append(subs, sub{name, recordAt(t, seed, uint64(i+1), int64(40-5*i))})
	}
	eachServer(t, Options{}, func(t *testing.T, _ *httptest.Server, c *client.Client) {
		ctx := context.Background()
		tokens := map[string]string{}
		best := map[string]wire.Run{}
		for _, s := range subs {
			if tokens[s.name] == "" {
				tokens[s.name] = clientToken(t)
			}
			out, err := c.Submit(ctx, s.name, tokens[s.name], s.run.Bytes())
			if err != nil || out.Status != wire.Accepted || out.Run.Board.Witnessed {
				t.Fatalf("%s: %+v, %v", s.name, out, err)
			}
			if b, ok := best[s.name]; !ok || out.Run.IGTms < b.IGTms {
				best[s.name] = out.Run
			}
		}
		check := func(by string, score func(r wire.Run) int64) {
			t.Helper()
			b, err := c.Board(ctx, strings.ToLower(strings.ReplaceAll(seed.Code(), "-", "")), client.BoardQuery{By: by, Category: "set", Claims: true})
			if err != nil || len(b.Entries) != 3 || b.Board.Witnessed || b.Board.Category != "set-seed" || b.Board.Rules == "" || b.By != by {
				t.Fatalf("by %s: %+v, %v", by, b, err)
			}
			for i, e := range b.Entries {
				if i > 0 && (score(wire.Run{IGTms: e.IGTms, Actions: e.Actions, HPLeft: e.HPLeft}) <
					score(wire.Run{IGTms: b.Entries[i-1].IGTms, Actions: b.Entries[i-1].Actions, HPLeft: b.Entries[i-1].HPLeft}) ||
					e.Rank < b.Entries[i-1].Rank) || len(e.Splits) != 10 || e.RunID == 0 || e.Submitted.IsZero() {
					t.Errorf("by %s: out of order: %+v", by, b.Entries)
				}
			}
			if by == "time" {
				for _, e := range b.Entries {
					if best[e.Player].ID != e.RunID {
						t.Errorf("by time, %s's line is run %d, want their best %d", e.Player, e.RunID, best[e.Player].ID)
					}
				}
			}
		}
		check("time", func(r wire.Run) int64 { return r.IGTms })
		check("actions", func(r wire.Run) int64 { return int64(r.Actions) })
		check("hp", func(r wire.Run) int64 { return -int64(r.HPLeft) })
		all, _ := c.Board(ctx, seed.Code(), client.BoardQuery{Claims: true})
		page, err := c.Board(ctx, seed.Code(), client.BoardQuery{Offset: 1, Limit: 1, Claims: true})
		if err != nil || len(page.Entries) != 1 || page.Entries[0].RunID != all.Entries[1].RunID {
			t.Errorf("second page of one: %+v, %v", page, err)
		}
		if w, err := c.Board(ctx, seed.Code(), client.BoardQuery{}); err != nil || !w.Board.Witnessed || len(w.Entries) != 0 {
			t.Errorf("the witnessed board, the default, lists submitted runs: %+v, %v", w, err)
		}
		other, err := c.Board(ctx, seed.Code(), client.BoardQuery{Rules: "0123456789ab", Claims: true})
		if err != nil || len(other.Entries) != 0 {
			t.Errorf("a board of other rules is empty: %+v, %v", other, err)
		}
	})
}

func TestDailyBoard(t *testing.T) {
	day := dice.DailySeed(2026, 11, 24)
	run, err := botreplay.Record(forwardData(t), day, botreplay.Options{Date: "2026-11-24"})
	if err != nil {
		t.Fatal(err)
	}
	eachServer(t, Options{Now: fixedNow(2026, 11, 24)}, func(t *testing.T, _ *httptest.Server, c *client.Client) {
		ctx := context.Background()
		sub, err := c.Submit(ctx, "ada", "", run.Bytes())
		if err != nil || sub.Run.Board.Category != "daily-seed" || sub.Run.Board.Seed != day.Code() {
			t.Fatalf("daily run: %+v, %v", sub, err)
		}
		b, err := c.Daily(ctx, client.BoardQuery{Claims: true})
		if err != nil || b.Date != "2026-11-24" || b.Board.Seed != day.Code() || b.Board.Category != "daily-seed" {
			t.Fatalf("daily board: %+v, %v", b, err)
		}
		if run.Won != (len(b.Entries) == 1) {
			t.Errorf("daily board entries %+v for a run won=%v", b.Entries, run.Won)
		}
		prev, err := c.Daily(ctx, client.BoardQuery{Date: "2026-11-23", Claims: true})
		if err != nil || prev.Board.Seed != dice.DailySeed(2026, 11, 23).Code() || len(prev.Entries) != 0 {
			t.Errorf("yesterday's daily board: %+v, %v", prev, err)
		}
		// The witnessed daily is the server's own seed: shown once its day
		// is over, hidden today and on a day to come.
		for date, hidden := range map[string]bool{"2026-11-23": false, "2026-11-24": true, "2026-11-25": true} {
			w, err := c.Daily(ctx, client.BoardQuery{Date: date})
			if err != nil || !w.Board.Witnessed || (w.Board.Seed == "") != hidden || (w.Hidden != "") != hidden ||
				w.Board.Seed == dice.DailySeed(2026, 11, 23).Code() {
				t.Errorf("the witnessed daily board of %s: %+v, %v", date, w, err)
			}
		}
	})
}

func TestRunAndReplayEndpoints(t *testing.T) {
	wins, _ := fixtures(t)
	eachServer(t, Options{}, func(t *testing.T, hs *httptest.Server, c *client.Client) {
		ctx := context.Background()
		sub := submit(t, c, "ada", "", wins[2].Bytes())
		run, err := c.Run(ctx, sub.Run.ID)
		if err != nil || run.ID != sub.Run.ID || run.Player != "ada" || run.IGTms != sub.Run.IGTms || run.Version == "" || run.ReplayHash == "" {
			t.Fatalf("run: %+v, %v", run, err)
		}
		b, err := c.Replay(ctx, sub.Run.ID)
		if err != nil || !bytes.Equal(b, wins[2].Bytes()) {
			t.Fatalf("replay: %d bytes, %v", len(b), err)
		}
		resp, err := http.Get(hs.URL + "/api/v1/runs/1/replay")
		if err != nil {
			t.Fatal(err)
		}
		io.Copy(io.Discard, resp.Body)
		resp.Body.Close()
		if ct := resp.Header.Get("Content-Type"); !strings.HasPrefix(ct, "text/plain") {
			t.Errorf("replay content type %q", ct)
		}
		h, err := c.Health(ctx)
		if err != nil || h.Status != "ok" || h.Rules["forward"] != run.Board.Rules {
			t.Errorf("health: %+v, %v", h, err)
		}
	})
}

// TestBadRequests: every malformed read is a clear 4xx.
func TestBadRequests(t *testing.T) {
	hs, _ := serve(t, newFakeStore(), Options{})
	for _, tc := range []struct {
		path   string
		status int
		says   string
	}{
		{"/api/v1/runs/0", 400, "positive"},
		{"/api/v1/runs/x", 400, "positive"},
		{"/api/v1/runs/99", 404, "no such run"},
		{"/api/v1/runs/99/replay", 404, "no such run"},
		{"/api/v1/players/nobody", 404, "no such player"},
		{"/api/v1/players/a%20b", 400, "character 2"},
		{"/api/v1/boards/forward/hello", 400, "seed code"},
		{"/api/v1/boards/forward/UUUU-UUUU", 400, "not used in seed codes"},
		{"/api/v1/boards/forest/7K3M-9QXA", 404, "no boards yet"},
		{"/api/v1/boards/forward/7K3M-9QXA?by=speed", 400, "want time, actions or hp"},
		{"/api/v1/boards/forward/7K3M-9QXA?category=practice", 400, "practice"},
		{"/api/v1/boards/forward/7K3M-9QXA?rules=XYZ", 400, "fingerprint"},
		{"/api/v1/boards/forward/7K3M-9QXA?limit=1000", 400, "1 to 200"},
		{"/api/v1/daily/forward?date=yesterday", 400, "YYYY-MM-DD"},
		{"/api/v1/daily/forward?category=set", 400, "daily"},
		{"/api/v1/nothing", 404, "no such endpoint"},
	} {
		resp, err := http.Get(hs.URL + tc.path)
		if err != nil {
			t.Fatal(err)
		}
		b, _ := io.ReadAll(resp.Body)
		resp.Body.Close()
		if resp.StatusCode != tc.status || !strings.Contains(string(b), tc.says) {
			t.Errorf("%s: %d %s; want %d saying %q", tc.path, resp.StatusCode, b, tc.status, tc.says)
		}
	}
}

func TestRateLimits(t *testing.T) {
	wins, _ := fixtures(t)
	st := newFakeStore()
	now := time.Date(2026, 11, 24, 12, 0, 0, 0, time.UTC)
	lim := Limits{Read: Rate{PerSecond: 1, Burst: 20}, Submit: Rate{PerSecond: 0.1, Burst: 2}, Tracked: 10}
	hs, c := serve(t, st, Options{Limits: lim, Now: func() time.Time { return now }})
	ctx := context.Background()
	first := submit(t, c, "ada", "", wins[0].Bytes())
	submit(t, c, "ada", first.Token, wins[1].Bytes())
	status, h, body := post(t, hs.URL, "ada", first.Token, bytes.NewReader(wins[2].Bytes()))
	if status != 429 || h.Get("Retry-After") != "10" || !strings.Contains(body, "too many submissions") {
		t.Fatalf("third submission at once: %d, Retry-After %q, %s", status, h.Get("Retry-After"), body)
	}
	if st.adds != 2 {
		t.Errorf("%d runs stored; want 2", st.adds)
	}
	_, err := c.Submit(ctx, "ada", first.Token, wins[2].Bytes())
	if r, ok := err.(*client.Refusal); !ok || r.Status != 429 || r.RetryAfter != 10*time.Second {
		t.Errorf("the client's refusal: %v", err)
	}
	now = now.Add(10 * time.Second)
	if _, err := c.Submit(ctx, "ada", first.Token, wins[2].Bytes()); err != nil {
		t.Errorf("after the wait: %v", err)
	}
	// Reads: 20 at once, then one a second.
	for i := 0; ; i++ {
		resp, err := http.Get(hs.URL + "/api/v1/runs/1")
		if err != nil {
			t.Fatal(err)
		}
		resp.Body.Close()
		if resp.StatusCode == 429 {
			if i < 14 || resp.Header.Get("Retry-After") != "1" {
				t.Errorf("read %d refused, Retry-After %q", i, resp.Header.Get("Retry-After"))
			}
			break
		}
		if i > 30 {
			t.Fatal("reads are not limited")
		}
	}
	if resp, err := http.Get(hs.URL + "/healthz"); err != nil || resp.StatusCode != 200 {
		t.Errorf("/healthz is not limited: %v", err)
	}
}

func TestLimiterForgetsTheLeastRecent(t *testing.T) {
	l := newLimiter(Rate{PerSecond: 1, Burst: 1}, 3)
	now := time.Now()
	for _, k := range []string{"a", "b", "c", "d", "e"} {
		if ok, _ := l.allow(k, now); !ok {
			t.Fatalf("%s refused on its first request", k)
		}
	}
	if l.size() != 3 {
		t.Fatalf("%d limiters kept; want 3", l.size())
	}
	if ok, wait := l.allow("e", now); ok || wait != time.Second {
		t.Errorf("e again at once: %v, %v", ok, wait)
	}
	if ok, _ := l.allow("a", now); !ok {
		t.Errorf("a was forgotten, so starts afresh")
	}
}

// TestTokenLimitFollowsTheToken: one token's submissions are limited
// whichever address they come from.
func TestTokenLimitFollowsTheToken(t *testing.T) {
	wins, _ := fixtures(t)
	now := time.Date(2026, 11, 24, 12, 0, 0, 0, time.UTC)
	srv := New(newFakeStore(), Options{Limits: Limits{Submit: Rate{PerSecond: 0.5, Burst: 2}, Tracked: 10}, Log: quiet(t), Now: func() time.Time { return now }})
	send := func(addr, token string, body []byte) *httptest.ResponseRecorder {
		req := httptest.NewRequest(http.MethodPost, "/api/v1/runs", bytes.NewReader(body))
		req.RemoteAddr = addr
		req.Header.Set(wire.PlayerHeader, "ada")
		if token != "" {
			req.Header.Set("Authorization", "Bearer "+token)
		}
		w := httptest.NewRecorder()
		srv.ServeHTTP(w, req)
		return w
	}
	first := send("192.0.2.1:1000", "", wins[0].Bytes())
	var sub wire.Submitted
	if err := json.Unmarshal(first.Body.Bytes(), &sub); err != nil || first.Code != 201 {
		t.Fatalf("first: %d %s", first.Code, first.Body)
	}
	if w := send("192.0.2.2:1000", sub.Token, wins[1].Bytes()); w.Code != 201 {
		t.Fatalf("second, from another address: %d %s", w.Code, w.Body)
	}
	if w := send("192.0.2.3:1000", sub.Token, wins[2].Bytes()); w.Code != 201 {
		t.Fatalf("third, from a third address: %d %s", w.Code, w.Body)
	}
	w := send("192.0.2.4:1000", sub.Token, wins[3].Bytes())
	if w.Code != 429 || w.Header().Get("Retry-After") != "2" {
		t.Fatalf("the token's third submission at once: %d, Retry-After %q", w.Code, w.Header().Get("Retry-After"))
	}
	if w := send("[2001:db8::1]:1000", "", wins[3].Bytes()); w.Code != 401 {
		t.Errorf("another address without the token: %d", w.Code)
	}
}

// TestClientWaitsOutRateLimits: with Wait429 the client sleeps for
// Retry-After and tries again.
func TestClientWaitsOutRateLimits(t *testing.T) {
	wins, _ := fixtures(t)
	_, c := serve(t, newFakeStore(), Options{Limits: Limits{Submit: Rate{PerSecond: 1, Burst: 1}, Tracked: 10}})
	c.Wait429 = 10 * time.Second
	ctx := context.Background()
	first := submit(t, c, "ada", "", wins[0].Bytes())
	start := time.Now()
	if _, err := c.Submit(ctx, "ada", first.Token, wins[1].Bytes()); err != nil {
		t.Fatalf("after waiting: %v", err)
	}
	if d := time.Since(start); d < 500*time.Millisecond {
		t.Errorf("no wait: %v", d)
	}
}

// TestHealthAsksTheDatabase: /healthz answers 200 while the database
// answers and 503, saying why, once it does not (here: the store closed
// under the running server).
func TestHealthAsksTheDatabase(t *testing.T) {
	for _, k := range storeKinds[1:] { // the fake has no database to lose
		t.Run(k.name, func(t *testing.T) {
			st := k.open(t)
			hs, _ := serve(t, st, Options{Log: slog.New(slog.DiscardHandler)})
			health := func() (int, wire.Health) {
				resp, err := http.Get(hs.URL + "/healthz")
				if err != nil {
					t.Fatal(err)
				}
				defer resp.Body.Close()
				var h wire.Health
				if err := json.NewDecoder(resp.Body).Decode(&h); err != nil {
					t.Fatal(err)
				}
				return resp.StatusCode, h
			}
			if code, h := health(); code != http.StatusOK || h.Status != "ok" {
				t.Errorf("healthy: %d %+v", code, h)
			}
			st.Close()
			if code, h := health(); code != http.StatusServiceUnavailable || !strings.Contains(h.Status, "database") {
				t.Errorf("database closed: %d %+v, want 503 naming the database", code, h)
			}
		})
	}
}

// TestCrossOriginGame: a browser game from another address may read and
// submit: a preflight for a submission with a token is allowed, and
// answers carry Access-Control-Allow-Origin; the pages do not.
func TestCrossOriginGame(t *testing.T) {
	hs, _ := serve(t, newFakeStore(), Options{})
	req, _ := http.NewRequest(http.MethodOptions, hs.URL+wire.Prefix+"/runs", nil)
	req.Header.Set("Origin", "http://127.0.0.1:9999")
	req.Header.Set("Access-Control-Request-Method", "POST")
	req.Header.Set("Access-Control-Request-Headers", "authorization, x-deepwood-player")
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	allowed := strings.ToLower(resp.Header.Get("Access-Control-Allow-Headers"))
	if resp.StatusCode != http.StatusNoContent || resp.Header.Get("Access-Control-Allow-Origin") != "*" ||
		!strings.Contains(resp.Header.Get("Access-Control-Allow-Methods"), "POST") ||
		!strings.Contains(allowed, "authorization") || !strings.Contains(allowed, "x-deepwood-player") {
		t.Errorf("preflight: %d %v", resp.StatusCode, resp.Header)
	}
	for _, path := range []string{"/healthz", wire.Prefix + "/daily/forward"} {
		resp, err := http.Get(hs.URL + path)
		if err != nil {
			t.Fatal(err)
		}
		resp.Body.Close()
		if resp.Header.Get("Access-Control-Allow-Origin") != "*" {
			t.Errorf("%s: no Access-Control-Allow-Origin", path)
		}
	}
}
