package server

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"net"
	"syscall"
	"testing"

	"deepwood/internal/pgtest"
	"deepwood/internal/servetest"
	"deepwood/wire"
)

// get GETs a path and returns the status, Retry-After and the error the
// body carries ("" when it carries none).
func get(t *testing.T, url string) (int, string, string) {
	t.Helper()
	code, h, body := servetest.Get(t, url)
	return code, h.Get("Retry-After"), errorOf(body)
}

// errorOf is the error an answer's body carries, "" when it carries none.
func errorOf(body string) string {
	var e wire.Error
	json.Unmarshal([]byte(body), &e)
	return e.Error
}

// answer is what one request was told.
type answer struct {
	status      int
	retry, body string
}

// askAll submits a replay and reads a board, a run, its replay and a
// player, returning each answer by a name.
func askAll(t *testing.T, url string, replay []byte, seed string) map[string]answer {
	t.Helper()
	out := map[string]answer{}
	code, h, body := post(t, url, "Ada", "", bytes.NewReader(replay))
	out["submit"] = answer{code, h.Get("Retry-After"), errorOf(body)}
	for name, path := range map[string]string{"board": "/api/v1/boards/forward/" + seed, "run": "/api/v1/runs/1",
		"replay": "/api/v1/runs/1/replay", "player": "/api/v1/players/Ada"} {
		code, retry, msg := get(t, url+path)
		out[name] = answer{code, retry, msg}
	}
	return out
}

// TestStoreOutagesAnswer503WithRetryAfter: an outage of the store (a full
// disk, a read-only database, one that refuses connections or does not
// answer in time, a stopped PostgreSQL) answers every endpoint 503 with
// Retry-After and the reason, as docs/api.md says; a bug is still a 500,
// without Retry-After. (Every one was a 500 without Retry-After.)
func TestStoreOutagesAnswer503WithRetryAfter(t *testing.T) {
	runs, _ := fixtures(t)
	replay, seed := runs[0].Bytes(), runs[0].Seed.Code()
	want := func(t *testing.T, got map[string]answer, status int, retry, body string) {
		t.Helper()
		for name, a := range got {
			if a.status != status || a.retry != retry || a.body != body {
				t.Errorf("%s: %d, Retry-After %q, %q; want %d, %q, %q", name, a.status, a.retry, a.body, status, retry, body)
			}
		}
	}
	faults := []struct {
		name          string
		err           error
		status        int
		retry, answer string
	}{
		{"full disk", &fs.PathError{Op: "write", Path: "boards.db-wal", Err: syscall.ENOSPC}, 503, "30", "the database's disk is full; try again in 30 s"},
		{"read-only file system", fmt.Errorf("boards: commit: %w", &fs.PathError{Op: "open", Path: "boards.db", Err: syscall.EROFS}), 503, "30", "the database is read-only; try again in 30 s"},
		{"connection refused", &net.OpError{Op: "dial", Net: "tcp", Err: syscall.ECONNREFUSED}, 503, "5", "the database does not answer; try again in 5 s"},
		{"deadline", fmt.Errorf("boards: read board: %w", context.DeadlineExceeded), 503, "2", "the database did not answer in time; try again in 2 s"},
		{"bug", errors.New("boards: read board: sql: Scan error on column index 3"), 500, "", "internal error"},
	}
	for _, f := range faults {
		t.Run(f.name, func(t *testing.T) {
			st := &faultyStore{Store: openSQLite(t)}
			t.Cleanup(func() { st.Close() })
			hs, _ := serve(t, st, Options{})
			st.fail(f.err, f.err)
			want(t, askAll(t, hs.URL, replay, seed), f.status, f.retry, f.answer)
		})
	}
	t.Run("read-only sqlite file", func(t *testing.T) {
		st := servetest.SQLite(t, servetest.ReadOnlySQLite(t))
		hs, _ := serve(t, st, Options{})
		code, h, body := post(t, hs.URL, "Ada", "", bytes.NewReader(replay))
		if code != 503 || h.Get("Retry-After") != "30" {
			t.Errorf("a submission to a read-only file: %d, Retry-After %q, %s", code, h.Get("Retry-After"), body)
		}
	})
	t.Run("stopped postgres", func(t *testing.T) {
		cl, url := pgtest.Own(t)
		st := openPostgresAt(t, url)
		t.Cleanup(func() { st.Close() })
		hs, _ := serve(t, st, Options{})
		if err := cl.Stop(); err != nil {
			t.Fatal(err)
		}
		want(t, askAll(t, hs.URL, replay, seed), 503, "5", "the database does not answer; try again in 5 s")
	})
}
