//go:build !js

package boards

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"os"
	"path/filepath"
	"sync/atomic"
	"testing"
	"time"

	"deepwood/internal/pgtest"
)

// TestMain runs the crash test's child when asked to (see crash_test.go)
// and stops the PostgreSQL cluster the tests started, if any.
func TestMain(m *testing.M) {
	if path := os.Getenv(crashChildEnv); path != "" {
		os.Exit(crashChild(path))
	}
	code := m.Run()
	if err := pgtest.StopShared(); err != nil {
		fmt.Fprintln(os.Stderr, "stopping PostgreSQL:", err)
	}
	os.Exit(code)
}

// backend opens empty stores of one kind; a second open of the same
// location is a second "process" on one database.
type backend struct {
	name string
	// location makes a new empty database and returns where it is.
	location func(t testing.TB) string
	open     func(t testing.TB, where string) *sqlStore
}

// backends are the two databases every suite test runs against.
var backends = []backend{
	{
		name:     "sqlite",
		location: func(t testing.TB) string { return filepath.Join(t.TempDir(), "boards.db") },
		open: func(t testing.TB, where string) *sqlStore {
			st, err := OpenSQLite(where)
			return mustStore(t, st, err)
		},
	},
	{
		name:     "postgres",
		location: func(t testing.TB) string { return pgtest.NewDatabase(t) },
		open: func(t testing.TB, where string) *sqlStore {
			st, err := OpenPostgres(context.Background(), where)
			return mustStore(t, st, err)
		},
	},
}

// mustStore fails the test on an open's error and closes the store at the
// test's end.
func mustStore(t testing.TB, st Store, err error) *sqlStore {
	t.Helper()
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { st.Close() })
	return st.(*sqlStore)
}

// eachStore runs a test once per database, each on an empty store.
func eachStore(t *testing.T, f func(t *testing.T, s *sqlStore)) {
	for _, b := range backends {
		t.Run(b.name, func(t *testing.T) { f(t, b.open(t, b.location(t))) })
	}
}

// eachBackend runs a test once per database, letting it open stores.
func eachBackend(t *testing.T, f func(t *testing.T, b backend)) {
	for _, b := range backends {
		t.Run(b.name, func(t *testing.T) { f(t, b) })
	}
}

// token is a player's token hash in the tests: the hash of their name, so
// that any goroutine or process can submit for anyone.
func token(name string) string {
	sum := sha256.Sum256([]byte("token of " + name))
	return hex.EncodeToString(sum[:])
}

// replays numbers the tests' replay bytes so that no two are equal by
// accident.
var replays atomic.Int64

// base is the tests' first submission time; times go up from it.
var base = time.Date(2026, 3, 1, 12, 0, 0, 0, time.UTC)

// mk builds a run with a unique replay: t is its submission time as
// seconds after base.
func mk(player string, k Key, outcome string, igt int64, actions, hp, t int) (Run, []byte) {
	replay := []byte(fmt.Sprintf("replay %d of %s", replays.Add(1), player))
	return Run{
		Player: player, Board: k, Version: "1.0.0", Outcome: outcome,
		IGTms: igt, RTAms: igt + 500, Splits: []int64{igt / 3, igt / 2, igt},
		Actions: actions, HPLeft: hp, Submitted: base.Add(time.Duration(t) * time.Second),
	}, replay
}

// add stores a run, failing the test on an error.
func add(t testing.TB, s Store, r Run, replay []byte) Run {
	t.Helper()
	got, err := s.AddRun(context.Background(), r, replay, token(r.Player))
	if err != nil {
		t.Fatalf("AddRun(%s, %s): %v", r.Player, r.Outcome, err)
	}
	return got
}

// win adds a victory.
func win(t testing.TB, s Store, player string, k Key, igt int64, actions, hp, at int) Run {
	t.Helper()
	r, b := mk(player, k, "victory", igt, actions, hp, at)
	return add(t, s, r, b)
}

// readBoard reads a whole board (up to 1000 lines).
func readBoard(t testing.TB, s Store, k Key, by Ranking) []Entry {
	t.Helper()
	es, err := s.Board(context.Background(), k, by, 0, 1000)
	if err != nil {
		t.Fatal(err)
	}
	return es
}

// lines renders entries as "rank:player" for comparisons.
func lines(es []Entry) []string {
	out := make([]string, len(es))
	for i, e := range es {
		out[i] = fmt.Sprintf("%d:%s", e.Rank, e.Run.Player)
	}
	return out
}

// count reads one number, for checking what a table holds.
func count(t testing.TB, s *sqlStore, query string, args ...any) int {
	t.Helper()
	var n int
	if err := s.r.QueryRowContext(context.Background(), query, args...).Scan(&n); err != nil {
		t.Fatalf("%s: %v", query, err)
	}
	return n
}

var (
	forest = Key{Mode: "forest", Seed: "001", Category: "any%", Rules: "r1"}
	other  = Key{Mode: "forest", Seed: "002", Category: "any%", Rules: "r1"}
	newer  = Key{Mode: "forest", Seed: "001", Category: "any%", Rules: "r2"}
)
