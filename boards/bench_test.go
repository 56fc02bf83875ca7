//go:build !js

package boards

import (
	"context"
	"fmt"
	"slices"
	"strconv"
	"sync/atomic"
	"testing"
	"time"

	"deepwood/internal/pgtest"
)

// The benchmark's data set: benchRuns runs (benchShort with -short) by
// benchPlayers players over benchBoards boards, half of the runs on the
// first one (the board read), two thirds of them victories.
const (
	benchRuns    = 1_000_000
	benchShort   = 10_000
	benchPlayers = 20_000
	benchBoards  = 40
)

// hot is the board the read benchmark reads: about half the runs.
var hot = Key{Mode: "bench", Seed: "s1", Category: "any%", Rules: "r1"}

// benchLoad is the data set's SQL, the same for both databases: numbers
// from a recursive CTE, values from multiplicative hashes of the number,
// so that players, boards, outcomes and scores are spread without a
// round trip per row.
var benchLoad = []string{
	`WITH RECURSIVE n(i) AS (SELECT CAST(1 AS BIGINT) UNION ALL SELECT i + 1 FROM n WHERE i < $1)
	INSERT INTO players (name, name_key, token_hash, created_us)
	SELECT 'p' || i, 'p' || i, 'x', 0 FROM n`,
	`WITH RECURSIVE n(i) AS (SELECT CAST(1 AS BIGINT) UNION ALL SELECT i + 1 FROM n WHERE i < $1)
	INSERT INTO boards (mode, seed, category, rules) SELECT 'bench', 's' || i, 'any%', 'r1' FROM n`,
	`WITH RECURSIVE n(i) AS (SELECT CAST(1 AS BIGINT) UNION ALL SELECT i + 1 FROM n WHERE i < $1)
	INSERT INTO runs (player_id, board_id, version, outcome, igt_ms, rta_ms, splits, actions, hp_left, submitted_us, replay_hash)
	SELECT 1 + (i * 2654435761) % 4294967296 % ` + strconv.Itoa(benchPlayers) + `,
		CASE WHEN (i * 7919) % 10007 % 2 = 0 THEN 1 ELSE 2 + (i * 7919) % 10007 % ` + strconv.Itoa(benchBoards-1) + ` END,
		'bench',
		CASE WHEN (i * 104729) % 1000003 % 3 = 0 THEN 'defeat' ELSE 'victory' END,
		600000 + (i * 104729) % 1000003, 601000 + (i * 104729) % 1000003, '[]',
		200 + (i * 48271) % 2147483647 % 400, (i * 69621) % 2147483647 % 60,
		1700000000000000 + i * 1000, 'bench' || i
	FROM n`,
	`INSERT INTO replays (run_id, bytes) SELECT id, $1 FROM runs`,
}

// loadBench fills an empty store with n runs in one transaction, bests
// computed from them by the window query the tests check bests against.
func loadBench(b *testing.B, s *sqlStore, n int) {
	start := time.Now()
	tx, err := s.w.BeginTx(context.Background(), nil)
	if err != nil {
		b.Fatal(err)
	}
	defer tx.Rollback()
	args := []any{int64(benchPlayers), int64(benchBoards), int64(n), []byte("replay")}
	for i, q := range benchLoad {
		if _, err := tx.Exec(q, args[i]); err != nil {
			b.Fatalf("%s: %v", q, err)
		}
	}
	for _, by := range rankings {
		q := `INSERT INTO bests (board_id, ranking, player_id, run_id, score, submitted_us)
			SELECT board_id, '` + string(by) + `', player_id, id, sc, submitted_us FROM (` + bestsQuery(by) + `) best`
		if _, err := tx.Exec(q); err != nil {
			b.Fatalf("%s: %v", q, err)
		}
	}
	if err := tx.Commit(); err != nil {
		b.Fatal(err)
	}
	analyze := "ANALYZE"
	if s.pg {
		analyze = "VACUUM ANALYZE" // what autovacuum soon does: index-only scans skip the heap
	}
	if _, err := s.w.Exec(analyze); err != nil {
		b.Fatal(err)
	}
	b.Logf("%d runs loaded in %v", n, time.Since(start).Round(time.Millisecond))
}

// benchStores opens one store per database for a benchmark, on the parent
// benchmark (a sub-benchmark's cleanups run after each of its rounds), and
// fills each once, when its sub-benchmark first runs.
func benchStores(parent *testing.B, fill func(b *testing.B, s *sqlStore), run func(b *testing.B, s *sqlStore)) {
	for _, be := range backends {
		var s *sqlStore
		parent.Run(be.name, func(b *testing.B) {
			if s == nil {
				if be.name == "postgres" {
					pgtest.Shared(b) // skips this sub-benchmark alone without PostgreSQL
				}
				s = be.open(parent, be.location(parent))
				fill(b, s)
				b.ResetTimer()
			}
			run(b, s)
		})
	}
}

// reportLatencies reports the 50th and 99th percentiles in milliseconds.
func reportLatencies(b *testing.B, ds []time.Duration) {
	if len(ds) == 0 {
		return
	}
	slices.Sort(ds)
	at := func(p float64) float64 {
		return float64(ds[min(len(ds)-1, int(p*float64(len(ds))))].Microseconds()) / 1000
	}
	b.ReportMetric(at(0.50), "p50-ms")
	b.ReportMetric(at(0.99), "p99-ms")
}

// BenchmarkBoardRead reads the top 50 of a board holding half of a
// million runs (the bests of all 20,000 players), rotating the three
// rankings, and reports the read's p99. It also logs what the
// window-function query over runs takes for the same page, the design
// bests replaces.
func BenchmarkBoardRead(b *testing.B) {
	n := benchRuns
	if testing.Short() {
		n = benchShort
	}
	benchStores(b, func(b *testing.B, s *sqlStore) {
		loadBench(b, s, n)
		logWindowRead(b, s)
	}, func(b *testing.B, s *sqlStore) {
		ds := make([]time.Duration, 0, b.N)
		for i := range b.N {
			t0 := time.Now()
			es, err := s.Board(context.Background(), hot, rankings[i%3], 0, 50)
			ds = append(ds, time.Since(t0))
			if err != nil || len(es) != 50 {
				b.Fatalf("%d lines, %v", len(es), err)
			}
		}
		b.StopTimer()
		reportLatencies(b, ds)
	})
}

// logWindowRead times the top 50 of the hot board computed from runs
// alone (each player's best by ROW_NUMBER, then RANK), for comparison.
func logWindowRead(b *testing.B, s *sqlStore) {
	q := `SELECT id, RANK() OVER (ORDER BY igt_ms) FROM (
			SELECT r.id, r.igt_ms, r.submitted_us,
				ROW_NUMBER() OVER (PARTITION BY r.player_id ORDER BY r.igt_ms, r.submitted_us, r.id) AS n
			FROM runs r WHERE r.board_id = 1 AND r.outcome = 'victory') t
		WHERE n = 1 ORDER BY igt_ms, submitted_us, id LIMIT 50`
	var ds []time.Duration
	for range 3 {
		t0 := time.Now()
		rows, err := s.r.Query(q)
		if err != nil {
			b.Fatal(err)
		}
		for rows.Next() {
		}
		rows.Close()
		ds = append(ds, time.Since(t0))
	}
	b.Logf("the same page by window functions over runs: %v", ds)
}

// BenchmarkAddRun adds victories and defeats of 200 players, with 2 KiB
// replays, to a store already holding 10,000 runs; p99 is one AddRun's.
func BenchmarkAddRun(b *testing.B) {
	var seq atomic.Int64
	replay := make([]byte, 2048)
	next := func() (Run, []byte, string) {
		i := seq.Add(1)
		name := fmt.Sprintf("adder%d", i%200)
		r, _ := mk(name, forest, []string{"victory", "victory", "defeat"}[i%3], 50_000+i%10_000, int(100+i%50), int(i%7), int(i))
		rb := append(strconv.AppendInt(nil, i, 10), replay...)
		return r, rb, token(name)
	}
	benchStores(b, func(b *testing.B, s *sqlStore) { loadBench(b, s, benchShort) }, func(b *testing.B, s *sqlStore) {
		ds := make([]time.Duration, 0, b.N)
		for range b.N {
			r, rb, tok := next()
			t0 := time.Now()
			if _, err := s.AddRun(context.Background(), r, rb, tok); err != nil {
				b.Fatal(err)
			}
			ds = append(ds, time.Since(t0))
		}
		b.StopTimer()
		reportLatencies(b, ds)
	})
}
