package web

import (
	"context"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"net/url"
	"strings"
	"testing"
	"time"

	"deepwood/boards"
	"deepwood/internal/servetest"
	"deepwood/levels"
	"deepwood/rules/verify"
	"deepwood/server"
	"deepwood/server/live"
	"deepwood/wire"
)

// witnessedStore is a real store whose witnessed boards hold runs, as the
// live hub files them: Board answers a witnessed key with those of runs
// on it, every other call goes to the store.
type witnessedStore struct {
	boards.Store
	runs []boards.Run
}

func (s witnessedStore) Board(ctx context.Context, k boards.Key, by boards.Ranking, offset, limit int) ([]boards.Entry, error) {
	if !k.Witnessed {
		return s.Store.Board(ctx, k, by, offset, limit)
	}
	var out []boards.Entry
	for _, r := range s.runs {
		if r.Board == k && offset == 0 {
			out = append(out, boards.Entry{Rank: len(out) + 1, Run: r})
		}
	}
	return out, nil
}

// witnessedRun is a victory filed on a witnessed board.
func witnessedRun(id int64, player, seed, category string, filed time.Time) boards.Run {
	return boards.Run{ID: id, Player: player, Outcome: "victory", IGTms: 151233, Actions: 140, HPLeft: 12, Submitted: filed,
		Splits: []int64{1000, 2000}, Attempt: "a1", ClaimedMs: 150000,
		Board: boards.Key{Mode: "forward", Seed: seed, Category: category, Rules: levels.ModeFingerprint("forward"), Witnessed: true}}
}

// TestHomeShowsTodaysWitnessedDaily: the front page is today's witnessed
// daily board (rank, player, witnessed time), with no seed, split or run
// link while the day runs, and links the offline daily's claims board; the
// board page of that seed hides the same. The front page showed the
// offline daily's claims board.
func TestHomeShowsTodaysWitnessedDaily(t *testing.T) {
	keys := &live.MemKeys{}
	key, err := keys.DailyKey(t.Context())
	if err != nil {
		t.Fatal(err)
	}
	filed := time.Date(2026, 11, 29, 9, 30, 0, 0, time.UTC)
	date := filed.Format(time.DateOnly)
	secret := live.DailySeed(key, date).Code()
	run := witnessedRun(7, "Zed", secret, verify.DailySeed, filed)
	offline := wire.DailySeed(filed)
	for _, c := range []struct {
		now  time.Time
		hide bool
	}{{filed.Add(2 * time.Hour), true}, {filed.Add(20 * time.Hour), false}} {
		pages, err := New(witnessedStore{servetest.SQLite(t, ""), []boards.Run{run}}, Options{Log: slog.New(slog.DiscardHandler), Now: func() time.Time { return c.now }, Keys: keys})
		if err != nil {
			t.Fatal(err)
		}
		hs := httptest.NewServer(pages)
		if c.hide {
			home := wantPage(t, hs.URL+"/", 200, "Today's board · witnessed", ">Zed<", clock(run.IGTms), "runners' own claims",
				"/boards/forward/"+offline+"?category=daily&amp;witnessed=false")
			if strings.Contains(home, secret) || strings.Contains(home, "/runs/7") || strings.Contains(home, `class="splits"`) {
				t.Errorf("the front page shows today's witnessed daily's seed, run link or splits:\n%s", home)
			}
			board := wantPage(t, hs.URL+"/boards/forward/"+secret+"?category=daily", 200, "today's daily dungeon", ">Zed<", "witnessed")
			if strings.Contains(board, "/runs/7") || strings.Contains(board, "Sum of best") || strings.Contains(board, "Dragon of Chaos") {
				t.Errorf("today's witnessed daily board shows run links, splits or places:\n%s", board)
			}
		} else {
			// The next day the front page is the new day's (empty), and
			// links yesterday's board by its now public seed.
			home := wantPage(t, hs.URL+"/", 200, "Nobody has beaten today's witnessed daily yet", "/boards/forward/"+secret+"?category=daily")
			if strings.Contains(home, ">Zed<") {
				t.Errorf("the front page lists yesterday's witnessed run as today's:\n%s", home)
			}
			wantPage(t, hs.URL+"/boards/forward/"+secret+"?category=daily", 200, ">Zed<", "/runs/7", "Sum of best")
		}
		hs.Close()
	}
}

// TestBoardPagesDefaultToWitnessed: a board page is the seed's witnessed
// board unless ?witnessed=false asks for its claims board; each says which
// it is and links the other, and a bad value is refused, escaped. The
// board pages showed only the claims.
func TestBoardPagesDefaultToWitnessed(t *testing.T) {
	s := newSite(t, server.Limits{}, Options{})
	zed := witnessedRun(99, "Zed", s.seed, verify.SetSeed, s.day)
	pages, err := New(witnessedStore{s.store, []boards.Run{zed}}, Options{Log: slog.New(slog.DiscardHandler), Now: func() time.Time { return s.day }})
	if err != nil {
		t.Fatal(err)
	}
	hs := httptest.NewServer(pages)
	defer hs.Close()
	base := hs.URL + "/boards/forward/" + s.seed
	w := wantPage(t, base, 200, ">Zed<", "· witnessed</h2>", `href="/boards/forward/`+s.seed+`?category=set&amp;witnessed=false">Claims</a>`,
		`aria-current="page">Witnessed</a>`, "/runs/99")
	if strings.Contains(w, ">Ada<") {
		t.Errorf("the witnessed board lists a claim:\n%s", w)
	}
	for _, q := range []string{"?witnessed=false", "?witnessed=0&by=hp", "?category=set-seed&witnessed=no"} {
		c := wantPage(t, base+q, 200, ">Ada<", ">Brann<", "· claims</h2>", `aria-current="page">Claims</a>`, "each time is its runner's own claim")
		if strings.Contains(c, ">Zed<") {
			t.Errorf("%s: the claims board lists a witnessed run", q)
		}
	}
	wantPage(t, base+"?witnessed=true&by=actions", 200, ">Zed<")
	evil := `<script>alert(1)</script>`
	body := wantPage(t, base+"?witnessed="+url.QueryEscape(evil), 400, "want true")
	if strings.Contains(body, "<script") {
		t.Errorf("a bad witnessed= is shown unescaped:\n%s", body)
	}
	for q, want := range map[string]string{"": "/boards/forward/" + s.seed, "&witnessed=false": "/boards/forward/" + s.seed + "?witnessed=false"} {
		resp, err := http.Get(hs.URL + "/boards/forward?seed=" + url.QueryEscape(s.seed) + q)
		if err != nil {
			t.Fatal(err)
		}
		resp.Body.Close()
		if got := resp.Request.URL.RequestURI(); got != want {
			t.Errorf("the seed form with %q went to %s, want %s", q, got, want)
		}
	}
	wantPage(t, hs.URL+"/boards/forward?seed="+url.QueryEscape(s.seed)+"&witnessed=%ff", 400, "want true")
}
