package web

import (
	"context"
	"log/slog"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"deepwood/boards"
	"deepwood/internal/servetest"
	"deepwood/rules/verify"
)

// witnessedDailyStore is a real store that answers with one run of a
// witnessed daily, filed at filed, everywhere a page reads runs.
type witnessedDailyStore struct {
	boards.Store
	run boards.Run
}

func (s witnessedDailyStore) Latest(context.Context, int) ([]boards.Run, error) {
	return []boards.Run{s.run}, nil
}
func (s witnessedDailyStore) Run(context.Context, int64) (boards.Run, error) { return s.run, nil }
func (s witnessedDailyStore) Ranks(context.Context, int64) (boards.Ranks, error) {
	return boards.Ranks{}, nil
}
func (s witnessedDailyStore) Player(context.Context, string) (boards.PlayerStats, error) {
	return boards.PlayerStats{Name: s.run.Player, Attempts: 1, Wins: 1, Bests: []boards.Entry{{Rank: 1, Run: s.run}}}, nil
}

// TestPagesHideTodaysWitnessedDaily: the seed of today's witnessed daily is
// the server's secret until the UTC day is over, so no page names it while
// the day runs (not the latest runs on the front page, not the player's
// bests, and its run page refuses with why), and every page shows it the
// next day. The run pages showed it.
func TestPagesHideTodaysWitnessedDaily(t *testing.T) {
	st := servetest.SQLite(t, "")
	filed := time.Date(2026, 11, 29, 9, 30, 0, 0, time.UTC)
	secret := "9QXA-7K3M"
	run := boards.Run{ID: 7, Player: "Ada", Outcome: "victory", IGTms: 152000, Actions: 140, HPLeft: 12, Submitted: filed,
		Splits: []int64{1000}, Attempt: "a1"}
	run.Board.Mode, run.Board.Seed, run.Board.Category, run.Board.Witnessed = "forward", secret, verify.DailySeed, true
	for _, c := range []struct {
		now  time.Time
		hide bool
	}{{filed.Add(2 * time.Hour), true}, {filed.Add(20 * time.Hour), false}} {
		pages, err := New(witnessedDailyStore{st, run}, Options{Log: slog.New(slog.DiscardHandler), Now: func() time.Time { return c.now }})
		if err != nil {
			t.Fatal(err)
		}
		hs := httptest.NewServer(pages)
		for _, path := range []string{"/", "/players/Ada", "/runs/7"} {
			code, _, body := servetest.Get(t, hs.URL+path)
			if shown := strings.Contains(body, secret); shown == c.hide {
				t.Errorf("at %s, GET %s (%d): the seed shown %v", c.now.Format(time.DateTime), path, code, shown)
			}
		}
		if c.hide {
			wantPage(t, hs.URL+"/runs/7", 403, "witnessed daily: its seed")
		}
		hs.Close()
	}
}
