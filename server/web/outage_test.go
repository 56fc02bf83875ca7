package web

import (
	"context"
	"errors"
	"log/slog"
	"net"
	"net/http/httptest"
	"syscall"
	"testing"

	"deepwood/boards"
	"deepwood/internal/servetest"
)

// failingStore is a real store whose reads fail with err.
type failingStore struct {
	boards.Store
	err error
}

func (f failingStore) Board(context.Context, boards.Key, boards.Ranking, int, int) ([]boards.Entry, error) {
	return nil, f.err
}
func (f failingStore) Latest(context.Context, int) ([]boards.Run, error)  { return nil, f.err }
func (f failingStore) Run(context.Context, int64) (boards.Run, error)     { return boards.Run{}, f.err }
func (f failingStore) Ranks(context.Context, int64) (boards.Ranks, error) { return nil, f.err }
func (f failingStore) Player(context.Context, string) (boards.PlayerStats, error) {
	return boards.PlayerStats{}, f.err
}

// TestPagesAnswerAnOutage503: a page whose store is out (here, it refuses
// connections) is a 503 with Retry-After that says so and when to come
// back, as the API answers; a bug is still a 500, without Retry-After.
// (Both were 500s.)
func TestPagesAnswerAnOutage503(t *testing.T) {
	st := servetest.SQLite(t, "")
	for _, c := range []struct {
		err    error
		status int
		retry  string
		want   string
	}{
		{&net.OpError{Op: "dial", Net: "unix", Err: syscall.ECONNREFUSED}, 503, "5",
			"The server cannot read its boards just now: the database does not answer. Try again in 5 s."},
		{errors.New("sql: Scan error on column index 3"), 500, "",
			"The server could not read its boards. This is a fault on the server, not in your request."},
	} {
		pages, err := New(failingStore{st, c.err}, Options{Log: slog.New(slog.DiscardHandler)})
		if err != nil {
			t.Fatal(err)
		}
		hs := httptest.NewServer(pages)
		for _, path := range []string{"/", "/boards/forward/7K3M-9QXA", "/runs/1", "/players/Ada"} {
			wantPage(t, hs.URL+path, c.status, c.want)
			if _, h, _ := servetest.Get(t, hs.URL+path); h.Get("Retry-After") != c.retry {
				t.Errorf("%s: Retry-After %q, want %q", path, h.Get("Retry-After"), c.retry)
			}
		}
		hs.Close()
	}
}
