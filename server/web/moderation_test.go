package web

import (
	"context"
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"deepwood/boards"
	"deepwood/rules/replay"
	"deepwood/rules/verify"
	"deepwood/server"
	"deepwood/wire"
)

const adminToken = "web-test-admin-token-0123456789"

// moderatedSite is newSite's boards behind a server with moderation on:
// its address, where the admin endpoints and the pages answer.
func moderatedSite(t *testing.T) (*site, string) {
	t.Helper()
	s := newSite(t, server.Limits{}, Options{})
	log := slog.New(slog.DiscardHandler)
	now := func() time.Time { return s.day }
	pages, err := New(s.store, Options{Log: log, Now: now})
	if err != nil {
		t.Fatal(err)
	}
	hs := httptest.NewServer(server.New(s.store, server.Options{Limits: server.Limits{Tracked: 100}, Log: log, Now: now,
		Pages: pages, AdminToken: adminToken}))
	t.Cleanup(hs.Close)
	return s, hs.URL
}

// hideOver asks the server at url to hide (or unhide) with body,
// failing the test unless it does.
func hideOver(t *testing.T, url, action, body string) {
	t.Helper()
	req, err := http.NewRequest(http.MethodPost, url+wire.Prefix+"/admin/"+action, strings.NewReader(body))
	if err != nil {
		t.Fatal(err)
	}
	req.Header.Set("Authorization", "Bearer "+adminToken)
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	if b, _ := io.ReadAll(resp.Body); resp.StatusCode != http.StatusOK {
		t.Fatalf("%s %s: %d %s", action, body, resp.StatusCode, b)
	}
}

// TestHiddenRunPages: a run hidden through the API on 127.0.0.1 leaves
// its board page, its player's page and the front page's latest runs; its
// own page says "Hidden by a moderator" with the reason escaped and the
// time; the moderation log page, linked from every page's footer, lists
// it. A hidden player's page says so. The pages had no moderation.
func TestHiddenRunPages(t *testing.T) {
	s, url := moderatedSite(t)
	id := s.runs["Ada"]
	link := fmt.Sprintf(`href="/runs/%d"`, id)
	wantPage(t, url+"/boards/forward/"+s.seed+"?witnessed=false", 200, link)
	evil := `<script>alert(1)</script> & a bot`
	hideOver(t, url, "hide", fmt.Sprintf(`{"run": %d, "reason": %q}`, id, evil))
	escaped := "&lt;script&gt;alert(1)&lt;/script&gt; &amp; a bot"
	run := wantPage(t, fmt.Sprintf("%s/runs/%d", url, id), 200, "Hidden by a moderator: "+escaped, `datetime="`, `href="/moderation"`)
	for path, page := range map[string]string{
		"run":   run,
		"board": wantPage(t, url+"/boards/forward/"+s.seed+"?witnessed=false", 200, ">Brann<"),
		"Ada":   wantPage(t, url+"/players/Ada", 200),
		"home":  wantPage(t, url+"/", 200),
		"log":   wantPage(t, url+"/moderation", 200, "Hid", fmt.Sprintf(`<a href="/runs/%d">run %d</a>`, id, id), escaped),
	} {
		if strings.Contains(page, "<script>alert(1)") {
			t.Errorf("%s: the reason is not escaped", path)
		}
		if path != "run" && path != "log" && strings.Contains(page, link) {
			t.Errorf("%s still links the hidden run %d", path, id)
		}
	}
	hideOver(t, url, "unhide", fmt.Sprintf(`{"run": %d}`, id))
	wantPage(t, url+"/boards/forward/"+s.seed+"?witnessed=false", 200, link)
	wantPage(t, url+"/moderation", 200, "Showed again")
	hideOver(t, url, "hide", `{"player": "Brann", "reason": "two accounts"}`)
	wantPage(t, url+"/players/Brann", 200, "Hidden by a moderator: two accounts")
	if page := wantPage(t, url+"/boards/forward/"+s.seed+"?witnessed=false", 200, ">Ada<"); strings.Contains(page, ">Brann<") {
		t.Error("a hidden player is on the board page")
	}
}

// replayStore is a store whose one witnessed run, and its replay, are
// the test's: Run, Replay and Ranks answer it, the rest the store below.
type replayStore struct {
	boards.Store
	run  boards.Run
	body []byte
}

func (s replayStore) Run(ctx context.Context, id int64) (boards.Run, error) {
	if id == s.run.ID {
		return s.run, nil
	}
	return s.Store.Run(ctx, id)
}

func (s replayStore) Replay(ctx context.Context, id int64) ([]byte, error) {
	if id == s.run.ID {
		return s.body, nil
	}
	return s.Store.Replay(ctx, id)
}

func (s replayStore) Ranks(ctx context.Context, id int64) (boards.Ranks, error) {
	if id == s.run.ID {
		return boards.Ranks{}, nil
	}
	return s.Store.Ranks(ctx, id)
}

// TestDecisionTimes: a witnessed run's page shows each action's arrival
// (its tick, the server's witnessed time) and its decision time, in a
// collapsed table, with the longest and the median; a submitted run's
// page has none, and a run of today's witnessed daily shows none (its
// page is refused while the day runs). The run page showed no times.
func TestDecisionTimes(t *testing.T) {
	s := newSite(t, server.Limits{}, Options{})
	r := *recorded.win.Replay
	r.Entries = append([]replay.Entry(nil), r.Entries...)
	tick := int64(0)
	for i := range r.Entries {
		switch {
		case i == 4:
			tick += 600 // a 10 s decision, the longest
		case i > 0:
			tick += 30 // half a second
		}
		r.Entries[i].Tick = tick
	}
	body := r.Marshal()
	for _, c := range []struct {
		name, category string
		filed          time.Time
		want           bool
	}{
		{"random", verify.RandomSeed, s.day.Add(-48 * time.Hour), true},
		{"yesterday's daily", verify.DailySeed, s.day.Add(-24 * time.Hour), true},
		{"today's daily", verify.DailySeed, s.day, false},
	} {
		t.Run(c.name, func(t *testing.T) {
			run := witnessedRun(9001, "Zed", s.seed, c.category, c.filed)
			pages, err := New(replayStore{s.store, run, body}, Options{Log: slog.New(slog.DiscardHandler), Now: func() time.Time { return s.day }})
			if err != nil {
				t.Fatal(err)
			}
			hs := httptest.NewServer(pages)
			defer hs.Close()
			if !c.want {
				if page := wantPage(t, hs.URL+"/runs/9001", 403); strings.Contains(page, "Decision times") {
					t.Error("today's witnessed daily shows its decision times")
				}
				if v, _ := (&Site{opt: Options{Now: func() time.Time { return s.day }}}).witnessedTimes(run, func() ([]byte, error) { return body, nil }); v != nil {
					t.Error("witnessedTimes gives today's witnessed daily a table")
				}
				return
			}
			n := len(r.Entries)
			wantPage(t, hs.URL+"/runs/9001", 200, "Decision times", "<details>", "<summary>",
				"Longest decision <strong class=\"mono\">0:10.000</strong> (action 5)",
				"median <strong class=\"mono\">0:00.500</strong> over "+fmt.Sprint(n-1)+" decisions",
				`<td class="num mono">0:00.000</td><td class="num mono">—</td>`,
				`<tr class="gold"><td class="dim n">5</td><td class="mono">`+r.Entries[4].Action+`</td><td class="num mono">0:11.500</td><td class="num mono">0:10.000</td>`)
		})
	}
	if page := wantPage(t, fmt.Sprintf("%s/runs/%d", s.url, s.runs["Ada"]), 200); strings.Contains(page, "Decision times") {
		t.Error("a submitted replay's page shows decision times")
	}
}
