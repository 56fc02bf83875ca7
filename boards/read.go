//go:build !js

package boards

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"time"
)

// runCols and runFrom read a Run: its row, its player's name as first
// typed, its board's key, and whether a moderator hid the run or its
// player (migrations/00004_moderation.sql). scanRun reads them in this
// order.
const (
	runCols = `r.id, p.name, bd.mode, bd.seed, bd.category, bd.rules, r.version, r.outcome,
		r.igt_ms, r.rta_ms, r.splits, r.actions, r.hp_left, r.submitted_us, r.replay_hash,
		r.actions_hash, r.attempt_id, r.claimed_ms, r.hidden_us, r.hidden_reason, p.hidden_us, p.hidden_reason`
	runFrom = ` FROM runs r JOIN players p ON p.id = r.player_id JOIN boards bd ON bd.id = r.board_id`
)

// scanRun reads runCols, after any columns of the caller's in front.
func scanRun(row interface{ Scan(...any) error }, front ...any) (Run, error) {
	var (
		r           Run
		splits      string
		actions, hp int64
		submitted   int64
		run, player hiding
		dest        = front
	)
	dest = append(dest, &r.ID, &r.Player, &r.Board.Mode, &r.Board.Seed, &r.Board.Category, &r.Board.Rules,
		&r.Version, &r.Outcome, &r.IGTms, &r.RTAms, &splits, &actions, &hp, &submitted, &r.ReplayHash,
		&r.ActionsHash, &r.Attempt, &r.ClaimedMs, &run.us, &run.reason, &player.us, &player.reason)
	if err := row.Scan(dest...); err != nil {
		return Run{}, err
	}
	r.Moderated = run.moderated(false)
	if r.Moderated == nil {
		r.Moderated = player.moderated(true)
	}
	r.Board.Category, r.Board.Witnessed = readCategory(r.Board.Category)
	r.Actions, r.HPLeft = int(actions), int(hp)
	r.Submitted = time.UnixMicro(submitted).UTC()
	if err := json.Unmarshal([]byte(splits), &r.Splits); err != nil {
		return Run{}, fmt.Errorf("boards: run %d: splits: %w", r.ID, err)
	}
	if r.Splits == nil {
		r.Splits = []int64{}
	}
	return r, nil
}

// runWhere reads the one run a condition names (ErrNotFound if none).
// cond is a constant of the caller's with $1 for arg, never user text.
func (s *sqlStore) runWhere(ctx context.Context, db *sql.DB, cond string, arg any) (Run, error) {
	r, err := scanRun(db.QueryRowContext(ctx, `SELECT `+runCols+runFrom+` WHERE `+cond, arg))
	if errors.Is(err, sql.ErrNoRows) {
		return Run{}, ErrNotFound
	}
	if err != nil {
		return Run{}, fmt.Errorf("boards: read run: %w", err)
	}
	return r, nil
}

// Run implements Store.
func (s *sqlStore) Run(ctx context.Context, id int64) (Run, error) {
	return s.runWhere(ctx, s.r, "r.id = $1", id)
}

// Replay implements Store.
func (s *sqlStore) Replay(ctx context.Context, id int64) ([]byte, error) {
	var b []byte
	err := s.r.QueryRowContext(ctx, `SELECT bytes FROM replays WHERE run_id = $1`, id).Scan(&b)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, ErrNotFound
	}
	if err != nil {
		return nil, fmt.Errorf("boards: read replay: %w", err)
	}
	return b, nil
}

// boardQuery reads one page of a board from bests, with, on every line,
// how many entries score strictly better than the page's first: ranks are
// then counted in Go. It is one statement so that the page and the count
// see one snapshot of a board that other transactions keep changing.
const boardQuery = `WITH board_id AS (
		SELECT id FROM boards WHERE mode = $1 AND seed = $2 AND category = $3 AND rules = $4
	), page AS (
		SELECT b.run_id, b.score, b.submitted_us FROM bests b
		WHERE b.board_id = (SELECT id FROM board_id) AND b.ranking = $5
		ORDER BY b.score, b.submitted_us, b.run_id LIMIT $6 OFFSET $7
	)
	SELECT (SELECT COUNT(*) FROM bests x WHERE x.board_id = (SELECT id FROM board_id) AND x.ranking = $5
			AND x.score < (SELECT MIN(score) FROM page)),
		page.score, ` + runCols + `
	FROM page JOIN runs r ON r.id = page.run_id
	JOIN players p ON p.id = r.player_id JOIN boards bd ON bd.id = r.board_id
	ORDER BY page.score, page.submitted_us, page.run_id`

// Board implements Store. Each line is a row of bests, so a read costs the
// page, not the board: ranks are 1 + the count of better scores, equal
// scores sharing one, in the order they were submitted. (Computing the
// page from runs by ROW_NUMBER per player, then RANK, took 0.3–0.8 s on a
// board of 500,000 runs; this read's p99 there is about 1 ms in SQLite and
// 2–4 ms in PostgreSQL: BenchmarkBoardRead.)
func (s *sqlStore) Board(ctx context.Context, key Key, by Ranking, offset, limit int) ([]Entry, error) {
	if err := checkRanking(by); err != nil {
		return nil, err
	}
	if limit <= 0 {
		return []Entry{}, nil
	}
	offset = max(offset, 0)
	rows, err := s.r.QueryContext(ctx, boardQuery, key.Mode, key.Seed, storedCategory(key), key.Rules,
		string(by), int64(limit), int64(offset))
	if err != nil {
		return nil, fmt.Errorf("boards: read board: %w", err)
	}
	defer rows.Close()
	out := []Entry{}
	var last int64
	for rows.Next() {
		var ahead, sc int64
		r, err := scanRun(rows, &ahead, &sc)
		if err != nil {
			return nil, fmt.Errorf("boards: read board: %w", err)
		}
		e := Entry{Rank: offset + len(out) + 1, Run: r}
		switch {
		case len(out) == 0:
			e.Rank = int(ahead) + 1
		case sc == last:
			e.Rank = out[len(out)-1].Rank
		}
		last = sc
		out = append(out, e)
	}
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("boards: read board: %w", err)
	}
	return out, nil
}

// ranksQuery lists a run's ranks: one row per ranking on which bests
// holds it (a victory, its player's best), 1 + the better scores; a run
// that is ranked nowhere has one row of NULLs, and an unknown run none.
const ranksQuery = `SELECT b.ranking, 1 + (
		SELECT COUNT(*) FROM bests x WHERE x.board_id = b.board_id AND x.ranking = b.ranking AND x.score < b.score)
	FROM runs r LEFT JOIN bests b ON b.board_id = r.board_id AND b.player_id = r.player_id
		AND b.ranking IN ('time', 'actions', 'hp') AND b.run_id = r.id
	WHERE r.id = $1`

// Ranks implements Store.
func (s *sqlStore) Ranks(ctx context.Context, id int64) (Ranks, error) {
	rows, err := s.r.QueryContext(ctx, ranksQuery, id)
	if err != nil {
		return nil, fmt.Errorf("boards: ranks: %w", err)
	}
	defer rows.Close()
	out, found := Ranks{}, false
	for rows.Next() {
		var (
			by   sql.NullString
			rank sql.NullInt64
		)
		if err := rows.Scan(&by, &rank); err != nil {
			return nil, fmt.Errorf("boards: ranks: %w", err)
		}
		found = true
		if by.Valid && rank.Valid {
			out[Ranking(by.String)] = int(rank.Int64)
		}
	}
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("boards: ranks: %w", err)
	}
	if !found {
		return nil, ErrNotFound
	}
	return out, nil
}

// Player implements Store. Bests lists the player's entry on every board
// they won on, by time, newest first.
func (s *sqlStore) Player(ctx context.Context, name string) (PlayerStats, error) {
	var (
		st             PlayerStats
		id, since      int64
		attempts, wins int64
	)
	var hid hiding
	err := s.r.QueryRowContext(ctx, `SELECT p.id, p.name, p.created_us, p.hidden_us, p.hidden_reason,
			(SELECT COUNT(*) FROM runs r WHERE r.player_id = p.id AND r.hidden_us = 0),
			(SELECT COUNT(*) FROM runs r WHERE r.player_id = p.id AND r.hidden_us = 0 AND r.outcome = 'victory')
		FROM players p WHERE p.name_key = $1`, nameKey(name)).Scan(&id, &st.Name, &since, &hid.us, &hid.reason, &attempts, &wins)
	if errors.Is(err, sql.ErrNoRows) {
		return PlayerStats{}, ErrNotFound
	}
	if err != nil {
		return PlayerStats{}, fmt.Errorf("boards: read player: %w", err)
	}
	st.Since = time.UnixMicro(since).UTC()
	st.Attempts, st.Wins = int(attempts), int(wins)
	st.Moderated = hid.moderated(true)
	rows, err := s.r.QueryContext(ctx, `SELECT 1 + (SELECT COUNT(*) FROM bests x
			WHERE x.board_id = b.board_id AND x.ranking = b.ranking AND x.score < b.score), `+runCols+`
		FROM bests b JOIN runs r ON r.id = b.run_id
		JOIN players p ON p.id = r.player_id JOIN boards bd ON bd.id = r.board_id
		WHERE b.player_id = $1 AND b.ranking = $2
		ORDER BY r.submitted_us DESC, r.id DESC`, id, string(ByTime))
	if err != nil {
		return PlayerStats{}, fmt.Errorf("boards: read player's bests: %w", err)
	}
	defer rows.Close()
	st.Bests = []Entry{}
	for rows.Next() {
		var rank int64
		r, err := scanRun(rows, &rank)
		if err != nil {
			return PlayerStats{}, fmt.Errorf("boards: read player's bests: %w", err)
		}
		st.Bests = append(st.Bests, Entry{Rank: int(rank), Run: r})
	}
	if err := rows.Err(); err != nil {
		return PlayerStats{}, fmt.Errorf("boards: read player's bests: %w", err)
	}
	return st, nil
}

// Played implements Store.
func (s *sqlStore) Played(ctx context.Context, tokenHash string, key Key) (bool, error) {
	var one int
	err := s.r.QueryRowContext(ctx, `SELECT 1 FROM runs r JOIN players p ON p.id = r.player_id
		JOIN boards bd ON bd.id = r.board_id
		WHERE p.token_hash = $1 AND bd.mode = $2 AND bd.seed = $3 AND bd.category = $4 AND bd.rules = $5 LIMIT 1`,
		tokenHash, key.Mode, key.Seed, storedCategory(key), key.Rules).Scan(&one)
	switch {
	case errors.Is(err, sql.ErrNoRows):
		return false, nil
	case err != nil:
		return false, fmt.Errorf("boards: played: %w", err)
	}
	return true, nil
}

// Latest implements Store.
func (s *sqlStore) Latest(ctx context.Context, limit int) ([]Run, error) {
	out := []Run{}
	if limit <= 0 {
		return out, nil
	}
	rows, err := s.r.QueryContext(ctx, `SELECT `+runCols+runFrom+`
		WHERE r.outcome = 'victory' AND r.hidden_us = 0 AND p.hidden_us = 0
		ORDER BY r.submitted_us DESC, r.id DESC LIMIT $1`, int64(limit))
	if err != nil {
		return nil, fmt.Errorf("boards: latest: %w", err)
	}
	defer rows.Close()
	for rows.Next() {
		r, err := scanRun(rows)
		if err != nil {
			return nil, fmt.Errorf("boards: latest: %w", err)
		}
		out = append(out, r)
	}
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("boards: latest: %w", err)
	}
	return out, nil
}

// RunsOn counts the runs a board holds, victories or not. A board whose
// runs are all defeats ranks nobody, yet its seed was played here: the
// boards' pages show it with no ranked line and say why, where a seed
// never played is unknown. (Not in Store: only the pages ask, and a store
// without it leaves them answering such a board as unknown.)
func (s *sqlStore) RunsOn(ctx context.Context, key Key) (int, error) {
	var n int64
	err := s.r.QueryRowContext(ctx, `SELECT COUNT(*) FROM runs r JOIN boards bd ON bd.id = r.board_id
		WHERE bd.mode = $1 AND bd.seed = $2 AND bd.category = $3 AND bd.rules = $4`,
		key.Mode, key.Seed, storedCategory(key), key.Rules).Scan(&n)
	if err != nil {
		return 0, fmt.Errorf("boards: count a board's runs: %w", err)
	}
	return int(n), nil
}
