//go:build !js

package boards

import (
	"context"
	"fmt"
	"sort"
	"testing"
)

// bestsQuery computes, from runs alone, what bests must hold for a ranking
// (the window-function design the store does not use for reads): each
// player's best victory per board, ties to the earlier submission, of
// the runs and players no moderator hid. (scoreSQL is the store's.)
func bestsQuery(by Ranking) string {
	return `SELECT board_id, player_id, id, sc, submitted_us FROM (
		SELECT r.board_id, r.player_id, r.id, ` + scoreSQL[by] + ` AS sc, r.submitted_us,
			ROW_NUMBER() OVER (PARTITION BY r.board_id, r.player_id
				ORDER BY ` + scoreSQL[by] + `, r.submitted_us, r.id) AS n
		FROM runs r JOIN players p ON p.id = r.player_id
		WHERE r.outcome = 'victory' AND r.hidden_us = 0 AND p.hidden_us = 0) t WHERE n = 1`
}

// best is one row of bests.
type best struct{ board, player, run, score, submitted int64 }

// readBests runs a query returning best's columns.
func readBests(t testing.TB, s *sqlStore, query string, args ...any) []best {
	t.Helper()
	rows, err := s.r.QueryContext(context.Background(), query, args...)
	if err != nil {
		t.Fatalf("%s: %v", query, err)
	}
	defer rows.Close()
	var out []best
	for rows.Next() {
		var b best
		if err := rows.Scan(&b.board, &b.player, &b.run, &b.score, &b.submitted); err != nil {
			t.Fatal(err)
		}
		out = append(out, b)
	}
	if err := rows.Err(); err != nil {
		t.Fatal(err)
	}
	sort.Slice(out, func(i, j int) bool {
		if out[i].board != out[j].board {
			return out[i].board < out[j].board
		}
		return out[i].player < out[j].player
	})
	return out
}

// checkConsistent checks what no crash or race may break: every run has
// its replay; bests is exactly what the runs say; and every board reads
// in order, with ranks that are 1 + the number of better scores (ties
// sharing one) and that Rank agrees with.
func checkConsistent(t testing.TB, s *sqlStore) {
	t.Helper()
	if n := count(t, s, `SELECT COUNT(*) FROM runs r WHERE NOT EXISTS (SELECT 1 FROM replays p WHERE p.run_id = r.id)`); n != 0 {
		t.Errorf("%d runs without their replay", n)
	}
	if n := count(t, s, `SELECT COUNT(*) FROM replays p WHERE NOT EXISTS (SELECT 1 FROM runs r WHERE r.id = p.run_id)`); n != 0 {
		t.Errorf("%d replays without their run", n)
	}
	ctx := context.Background()
	for _, by := range rankings {
		want := readBests(t, s, bestsQuery(by))
		got := readBests(t, s, `SELECT board_id, player_id, run_id, score, submitted_us FROM bests WHERE ranking = $1`, string(by))
		if fmt.Sprint(got) != fmt.Sprint(want) {
			t.Errorf("bests by %s differ from the runs:\n got %v\nwant %v", by, got, want)
		}
	}
	rows, err := s.r.QueryContext(ctx, `SELECT mode, seed, category, rules FROM boards`)
	if err != nil {
		t.Fatal(err)
	}
	var keys []Key
	for rows.Next() {
		var k Key
		if err := rows.Scan(&k.Mode, &k.Seed, &k.Category, &k.Rules); err != nil {
			t.Fatal(err)
		}
		keys = append(keys, k)
	}
	rows.Close()
	for _, k := range keys {
		for _, by := range rankings {
			es, err := s.Board(ctx, k, by, 0, 1<<20)
			if err != nil {
				t.Fatal(err)
			}
			checkRanks(t, k, by, es)
			for _, e := range es {
				if r, err := s.Ranks(ctx, e.Run.ID); err != nil || r[by] != e.Rank {
					t.Errorf("%v by %s: Ranks(%d) = %v, %v; the board says %d", k, by, e.Run.ID, r, err, e.Rank)
				}
			}
		}
	}
}

// checkRanks checks a whole board's order and ranks, from the entries'
// runs alone: one entry per player, by score then submission then id.
func checkRanks(t testing.TB, k Key, by Ranking, es []Entry) {
	t.Helper()
	seen := map[string]bool{}
	for i, e := range es {
		if seen[e.Run.Player] {
			t.Errorf("%v by %s: %s twice", k, by, e.Run.Player)
		}
		seen[e.Run.Player] = true
		if !e.Run.Victory() || e.Run.Board != k {
			t.Errorf("%v by %s: line %d is %v", k, by, i, e.Run)
		}
		want := 1
		if i > 0 {
			p, c := &es[i-1].Run, &e.Run
			ps, cs := score(p, by), score(c, by)
			switch {
			case ps > cs || ps == cs && (p.Submitted.After(c.Submitted) || p.Submitted.Equal(c.Submitted) && p.ID > c.ID):
				t.Errorf("%v by %s: line %d (%v) before line %d (%v)", k, by, i-1, *p, i, *c)
			case ps == cs:
				want = es[i-1].Rank
			default:
				want = i + 1
			}
		}
		if e.Rank != want {
			t.Errorf("%v by %s: line %d has rank %d, want %d", k, by, i, e.Rank, want)
		}
	}
}
