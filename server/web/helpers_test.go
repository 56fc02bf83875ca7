package web

import (
	"context"
	"fmt"
	"io"
	"log/slog"
	"math/rand/v2"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"
	"time"

	"deepwood/boards"
	"deepwood/internal/servetest"
	"deepwood/online/client"
	"deepwood/rules/dice"
	"deepwood/rules/forward"
	"deepwood/rules/replay"
	"deepwood/server"
	"deepwood/server/botreplay"
)

// site is a boards server with its pages on 127.0.0.1 over a real SQLite
// file, holding real bot runs submitted through the API.
type site struct {
	url   string
	store boards.Store
	seed  string           // a set-seed board several players beat
	day   time.Time        // a day whose daily seed the greedy bot beats
	daily string           // that day's daily seed
	runs  map[string]int64 // player → their run on seed
	loss  int64            // a defeat, by Dana
	evil  int64            // a victory whose replay names its version "<script>…"
}

// evilVersion is a replay header's free text the pages must escape.
const evilVersion = `<script>alert("version")</script>`

// recorded are the bot runs every test's site submits, recorded once.
var recorded struct {
	once  sync.Once
	err   error
	win   botreplay.Run // the set-seed victory the players share
	daily botreplay.Run
	// wins and dailies are other players' victories on those seeds, each
	// other actions (the boards take a copy of a run's actions as it).
	wins, dailies []botreplay.Run
	day           time.Time
	loss          botreplay.Run
}

// record fills recorded once; the greedy bot's runs take a moment.
func record(t *testing.T) {
	t.Helper()
	recorded.once.Do(func() {
		d, err := forward.DefaultData()
		if err != nil {
			recorded.err = err
			return
		}
		wins, err := botreplay.Victories(d, dice.HashText("web pages"), 1, botreplay.Options{})
		if err != nil {
			recorded.err = err
			return
		}
		recorded.win = wins[0]
		// The greedy bot wins about one dungeon in six: find a day it wins.
		for day := time.Date(2026, 11, 1, 12, 0, 0, 0, time.UTC); recorded.daily.Replay == nil; day = day.AddDate(0, 0, 1) {
			r, err := botreplay.Record(d, dice.DailySeed(day.Year(), int(day.Month()), day.Day()), botreplay.Options{Date: day.Format(time.DateOnly)})
			if err != nil {
				recorded.err = err
				return
			}
			if r.Won {
				recorded.daily, recorded.day = r, day
			}
		}
		variant := func(seed dice.Seed, date string, v uint64) botreplay.Run {
			r, err := botreplay.Variant(d, seed, botreplay.Options{Date: date, Variant: v*1000 + 1}, 500)
			if recorded.err = err; err == nil && !r.Won {
				recorded.err = fmt.Errorf("no variant %d won on %s", v, seed.Code())
			}
			return r
		}
		recorded.wins = []botreplay.Run{recorded.win, variant(recorded.win.Seed, "", 1), variant(recorded.win.Seed, "", 2), variant(recorded.win.Seed, "", 4)}
		recorded.dailies = []botreplay.Run{recorded.daily, variant(recorded.daily.Seed, recorded.day.Format(time.DateOnly), 3)}
		for i := 0; recorded.loss.Replay == nil; i++ {
			r, err := botreplay.Record(d, dice.HashText(fmt.Sprint("web loss ", i)), botreplay.Options{Bot: "random"})
			if err != nil {
				recorded.err = err
				return
			} else if !r.Won {
				recorded.loss = r
			}
		}
	})
	if recorded.err != nil {
		t.Fatal(recorded.err)
	}
}

// retick gives a replay's actions uneven gaps (12–48 ticks) drawn from
// seed, so that each player's segments differ and a sum of best beats
// every single run.
func retick(r *replay.Replay, seed uint64) []byte {
	c := *r
	c.Entries = append([]replay.Entry(nil), r.Entries...)
	rng := rand.New(rand.NewPCG(seed, 7))
	tick := int64(0)
	for i := range c.Entries {
		tick += 12 + rng.Int64N(37)
		c.Entries[i].Tick = tick
	}
	return c.Marshal()
}

// newSite starts a site with opt (its Now is set to the daily run's day)
// and submits: Ada, Brann and Cora on one seed, Ada and Brann on the daily
// seed, a defeat by Dana, and Eve's run whose version is evilVersion.
func newSite(t *testing.T, lim server.Limits, opt Options) *site {
	t.Helper()
	record(t)
	st := servetest.SQLite(t, "")
	day := recorded.day
	if opt.Now == nil {
		opt.Now = func() time.Time { return day }
	}
	log := slog.New(slog.NewTextHandler(io.Discard, nil))
	opt.Log = log
	pages, err := New(st, opt)
	if err != nil {
		t.Fatal(err)
	}
	if lim == (server.Limits{}) {
		lim = server.Limits{Tracked: 100}
	}
	hs := httptest.NewServer(server.New(st, server.Options{Limits: lim, Log: log, Now: opt.Now, Pages: pages}))
	t.Cleanup(hs.Close)
	s := &site{url: hs.URL, store: st, seed: recorded.win.Seed.Code(), day: day, daily: recorded.daily.Seed.Code(), runs: map[string]int64{}}
	c, err := client.New(hs.URL)
	if err != nil {
		t.Fatal(err)
	}
	tokens := map[string]string{}
	submit := func(name string, body []byte) int64 {
		sub, err := c.Submit(context.Background(), name, tokens[name], body)
		if err != nil {
			t.Fatalf("submitting %s's run: %v", name, err)
		}
		if sub.Token != "" {
			tokens[name] = sub.Token
		}
		return sub.Run.ID
	}
	for i, name := range []string{"Ada", "Brann", "Cora"} {
		s.runs[name] = submit(name, retick(recorded.wins[i].Replay, uint64(i+1)))
	}
	submit("Ada", retick(recorded.dailies[0].Replay, 11))
	submit("Brann", retick(recorded.dailies[1].Replay, 12))
	s.loss = submit("Dana", recorded.loss.Bytes())
	evil := *recorded.wins[3].Replay
	evil.Version = evilVersion
	s.evil = submit("Eve", evil.Marshal())
	return s
}

// wantPage checks a page's status and that it holds every want.
func wantPage(t *testing.T, url string, status int, want ...string) string {
	t.Helper()
	code, h, body := servetest.Get(t, url)
	if code != status {
		t.Fatalf("GET %s: %d, want %d\n%s", url, code, status, body)
	}
	if ct := h.Get("Content-Type"); !strings.HasPrefix(ct, "text/html") {
		t.Fatalf("GET %s: Content-Type %q", url, ct)
	}
	for _, w := range want {
		if !strings.Contains(body, w) {
			t.Errorf("GET %s: no %q in the page", url, w)
		}
	}
	return body
}
