//go:build !js

package boards

import (
	"context"
	"errors"
	"fmt"
	"io/fs"
	"syscall"
	"testing"
	"time"

	"deepwood/internal/pgtest"
)

// TestClassifyTellsOutagesFromBugs: the errors real databases give in an
// outage are told apart, through the store's wrapping, and anything else
// is a bug.
func TestClassifyTellsOutagesFromBugs(t *testing.T) {
	addErr := func(ctx context.Context, s Store) error {
		r, b := mk("Ann", forest, "victory", 60_000, 300, 5, 0)
		_, err := s.AddRun(ctx, r, b, token("Ann"))
		return err
	}
	short := func() context.Context {
		c, cancel := context.WithTimeout(context.Background(), 200*time.Millisecond)
		t.Cleanup(cancel)
		return c
	}
	check := func(t *testing.T, what string, err error, want Fault) {
		t.Helper()
		if got := Classify(err); got != want {
			t.Errorf("%s: %v is %v, want %v", what, err, got, want)
		}
	}

	check(t, "nil", nil, NoFault)
	check(t, "a plain error", errors.New("boards: splits: unexpected end of JSON input"), Bug)
	check(t, "a full disk", fmt.Errorf("boards: commit: %w", &fs.PathError{Op: "write", Path: "boards.db-wal", Err: syscall.ENOSPC}), DiskFull)
	check(t, "a cancellation", fmt.Errorf("boards: read: %w", context.Canceled), Canceled)
	check(t, "the store's own refusal", ErrNameTaken, Bug)

	t.Run("sqlite", func(t *testing.T) {
		where := backends[0].location(t)
		s := backends[0].open(t, where)
		win(t, s, "Ann", forest, 60_000, 300, 5, 0)
		if _, err := s.w.Exec(`PRAGMA max_page_count = ` + fmt.Sprint(count(t, s, `PRAGMA page_count`))); err != nil {
			t.Fatal(err)
		}
		r, big := mk("Ann", forest, "victory", 60_000, 300, 5, 1)
		_, err := s.AddRun(context.Background(), r, append(big, make([]byte, 64<<10)...), token("Ann"))
		check(t, "a database at its size limit", err, DiskFull)

		a := backends[0].open(t, backends[0].location(t))
		b := backends[0].open(t, a.path) // a second process on the file
		tx, err := a.w.Begin()
		if err != nil {
			t.Fatal(err)
		}
		defer tx.Rollback()
		check(t, "another process's write lock", addErr(short(), b), Timeout)
	})
	t.Run("postgres", func(t *testing.T) {
		where := backends[1].location(t)
		s := backends[1].open(t, where)
		win(t, s, "Ann", forest, 60_000, 300, 5, 0)
		tx, err := s.w.Begin()
		if err != nil {
			t.Fatal(err)
		}
		if _, err := tx.Exec(`LOCK TABLE players IN ACCESS EXCLUSIVE MODE`); err != nil {
			t.Fatal(err)
		}
		check(t, "a table locked by another transaction", addErr(short(), s), Timeout)
		tx.Rollback()

		pgtest.ReadOnly(t, where)
		ro := backends[1].open(t, where) // new connections take the setting
		check(t, "a read-only database", addErr(context.Background(), ro), ReadOnly)
		check(t, "a read-only database, pinged", ro.Ping(context.Background()), ReadOnly)
	})
	t.Run("stopped postgres", func(t *testing.T) {
		cl, url := pgtest.Own(t)
		s := backends[1].open(t, url)
		if err := cl.Stop(); err != nil {
			t.Fatal(err)
		}
		check(t, "a stopped server", addErr(context.Background(), s), Unavailable)
		check(t, "a stopped server, pinged", s.Ping(context.Background()), Unavailable)
	})
}
