package server

import (
	"bytes"
	"context"
	"fmt"
	"io/fs"
	"net/http"
	"strings"
	"syscall"
	"testing"
	"time"

	"deepwood/internal/pgtest"
	"deepwood/internal/servetest"
	"deepwood/online/client"
)

// wantUnhealthy holds /healthz to a 503 whose status names the fault, with
// Retry-After.
func wantUnhealthy(t *testing.T, url, reason string) {
	t.Helper()
	code, retry, h := health(t, url)
	if code != http.StatusServiceUnavailable || !strings.Contains(h.Status, reason) || retry == "" {
		t.Errorf("/healthz: %d, Retry-After %q, status %q; want 503 saying %q, with Retry-After", code, retry, h.Status, reason)
	}
}

// TestHealthSaysWhetherTheStoreCanWrite: /healthz is 200 only when the
// store would take a write. A read-only SQLite file reads well but cannot
// keep a run; a disk that fills up fails the runs submitted; a read-only
// or stopped PostgreSQL: each is a 503 naming the fault, with Retry-After.
// (It answered ok to the first three, which only asked for a read.)
func TestHealthSaysWhetherTheStoreCanWrite(t *testing.T) {
	runs, _ := fixtures(t)
	t.Run("writable sqlite", func(t *testing.T) {
		hs, _ := serve(t, openSQLite(t), Options{})
		if code, _, h := health(t, hs.URL); code != http.StatusOK || h.Status != "ok" {
			t.Errorf("/healthz: %d %+v", code, h)
		}
	})
	t.Run("read-only sqlite file", func(t *testing.T) {
		st := servetest.SQLite(t, servetest.ReadOnlySQLite(t))
		hs, c := serve(t, st, Options{})
		if _, err := c.Board(context.Background(), runs[0].Seed.Code(), client.BoardQuery{}); err != nil {
			t.Fatalf("a read-only store should still read: %v", err)
		}
		wantUnhealthy(t, hs.URL, "cannot write: the database is read-only")
	})
	t.Run("full disk", func(t *testing.T) {
		st := &faultyStore{Store: openSQLite(t)}
		t.Cleanup(func() { st.Close() })
		hs, _ := serve(t, st, Options{})
		if code, _, _ := health(t, hs.URL); code != http.StatusOK {
			t.Fatalf("/healthz before the disk filled: %d", code)
		}
		st.fail(&fs.PathError{Op: "write", Path: "boards.db-wal", Err: syscall.ENOSPC}, nil)
		if code, _, body := post(t, hs.URL, "Ada", "", bytes.NewReader(runs[0].Bytes())); code < 500 {
			t.Fatalf("a submission to a full disk: %d %s", code, body)
		}
		wantUnhealthy(t, hs.URL, "the last write failed")
		wantUnhealthy(t, hs.URL, "the database's disk is full")
		st.fail(nil, nil)
		if code, _, body := post(t, hs.URL, "Ada", "", bytes.NewReader(runs[0].Bytes())); code != http.StatusCreated {
			t.Fatalf("a submission once the disk has room: %d %s", code, body)
		}
		if code, _, h := health(t, hs.URL); code != http.StatusOK {
			t.Errorf("/healthz once a run was stored again: %d %+v", code, h)
		}
	})
	t.Run("one slow write", func(t *testing.T) {
		st := &faultyStore{Store: openSQLite(t)}
		t.Cleanup(func() { st.Close() })
		hs, _ := serve(t, st, Options{})
		st.fail(fmt.Errorf("boards: begin: %w", context.DeadlineExceeded), nil)
		if code, _, body := post(t, hs.URL, "Ada", "", bytes.NewReader(runs[0].Bytes())); code != http.StatusServiceUnavailable {
			t.Fatalf("a submission that timed out: %d %s", code, body)
		}
		if code, _, h := health(t, hs.URL); code != http.StatusOK {
			t.Errorf("/healthz after one write timed out (the check itself passes): %d %+v", code, h)
		}
	})
	t.Run("read-only postgres", func(t *testing.T) {
		url := pgtest.NewDatabase(t)
		openPostgresAt(t, url).Close() // migrated while writable
		pgtest.ReadOnly(t, url)
		st := openPostgresAt(t, url)
		t.Cleanup(func() { st.Close() })
		hs, _ := serve(t, st, Options{})
		wantUnhealthy(t, hs.URL, "cannot write: the database is read-only")
	})
	t.Run("stopped postgres", func(t *testing.T) {
		cl, url := pgtest.Own(t)
		st := openPostgresAt(t, url)
		t.Cleanup(func() { st.Close() })
		hs, _ := serve(t, st, Options{})
		if code, _, h := health(t, hs.URL); code != http.StatusOK {
			t.Fatalf("/healthz while PostgreSQL runs: %d %+v", code, h)
		}
		if err := cl.Stop(); err != nil {
			t.Fatal(err)
		}
		start := time.Now()
		wantUnhealthy(t, hs.URL, "cannot write: the database does not answer")
		if d := time.Since(start); d > 3*time.Second {
			t.Errorf("/healthz took %v to see PostgreSQL stopped", d)
		}
	})
}
