//go:build !js

package boards

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"time"

	"deepwood/rules/replay"
	"deepwood/server/tables"
)

// Tables is the boards' database as the store of tables (server/tables):
// a row per table (its seats as JSON, the replay's header once started)
// and a row per action, on SQLite or PostgreSQL alike
// (migrations/00006_tables.sql). An action is appended only by the writer
// that expected the count stored, so two servers that both think they
// hold a table cannot both move it: the second is told ErrConflict and
// lets go. Every call has a deadline, as WithTimeout's.
type Tables struct {
	s *sqlStore
	d time.Duration
}

var _ tables.Store = (*Tables)(nil)

// NewTables is the tables' store over st, a store Open returned (with or
// without WithTimeout): both share its connections. timeout is each
// call's deadline (DefaultTimeout when 0).
func NewTables(st Store, timeout time.Duration) (*Tables, error) {
	s, d, err := database(st, timeout, "tables need a database store")
	if err != nil {
		return nil, err
	}
	return &Tables{s: s, d: d}, nil
}

// Create implements tables.Store.
func (t *Tables) Create(ctx context.Context, r tables.Record) error {
	ctx, cancel := context.WithTimeout(ctx, t.d)
	defer cancel()
	seats, err := json.Marshal(r.Seats)
	if err != nil {
		return err
	}
	res, err := t.s.w.ExecContext(ctx, `INSERT INTO game_tables
		(code, mode, players, level, pace_ms, host, seats, created_us, header, steps, ended)
		VALUES ($1, $2, $3, $4, $5, $6, $7, $8, '', 0, 0) ON CONFLICT DO NOTHING`,
		r.Code, r.Mode, int64(r.Players), r.Level, int64(r.PaceMs), int64(r.Host), string(seats), r.Created.UnixMicro())
	if err != nil {
		return fmt.Errorf("boards: insert table: %w", err)
	}
	if n, err := res.RowsAffected(); err != nil {
		return err
	} else if n == 0 {
		return tables.ErrCodeTaken
	}
	return nil
}

// SetSeats implements tables.Store.
func (t *Tables) SetSeats(ctx context.Context, code string, n int, seats []tables.Seat) error {
	ctx, cancel := context.WithTimeout(ctx, t.d)
	defer cancel()
	b, err := json.Marshal(seats)
	if err != nil {
		return err
	}
	res, err := t.s.w.ExecContext(ctx, `UPDATE game_tables SET seats = $3 WHERE code = $1 AND steps = $2 AND ended = 0`,
		code, int64(n), string(b))
	return t.moved(ctx, code, res, err)
}

// Start implements tables.Store.
func (t *Tables) Start(ctx context.Context, code string, seats []tables.Seat, header string) error {
	ctx, cancel := context.WithTimeout(ctx, t.d)
	defer cancel()
	b, err := json.Marshal(seats)
	if err != nil {
		return err
	}
	res, err := t.s.w.ExecContext(ctx, `UPDATE game_tables SET seats = $2, header = $3 WHERE code = $1 AND header = ''`,
		code, string(b), header)
	return t.moved(ctx, code, res, err)
}

// moved says whether an update of one table's row moved it: when not, a
// read tells a table that is not there (ErrNotFound) from one that moved
// on (ErrConflict).
func (t *Tables) moved(ctx context.Context, code string, res sql.Result, err error) error {
	if err != nil {
		return fmt.Errorf("boards: update table: %w", err)
	}
	if k, err := res.RowsAffected(); err != nil {
		return err
	} else if k == 1 {
		return nil
	}
	return t.notMoved(ctx, code)
}

// notMoved says why a table's row did not move: it is not there
// (ErrNotFound), or it moved on (ErrConflict).
func (t *Tables) notMoved(ctx context.Context, code string) error {
	return t.s.whyNotMoved(ctx, `SELECT 1 FROM game_tables WHERE code = $1`, code, tables.ErrNotFound, tables.ErrConflict, "read table")
}

// Append implements tables.Store: the table's row moves to n+1 actions
// and the action goes in, in one transaction.
func (t *Tables) Append(ctx context.Context, code string, n int, e replay.Entry, over bool) error {
	ctx, cancel := context.WithTimeout(ctx, t.d)
	defer cancel()
	return t.s.appendStep(ctx, func(ctx context.Context) error { return t.notMoved(ctx, code) },
		stmt{"append", `UPDATE game_tables SET steps = steps + 1, ended = $3
		WHERE code = $1 AND steps = $2 AND ended = 0 AND header <> ''`, []any{code, int64(n), flag(over)}},
		stmt{"insert table step", `INSERT INTO game_table_steps (code, n, tick, check_sum, action) VALUES ($1, $2, $3, $4, $5)`,
			[]any{code, int64(n), e.Tick, int64(e.Check), e.Action}})
}

// Load implements tables.Store: the table's row and its actions in order.
func (t *Tables) Load(ctx context.Context, code string) (tables.Record, error) {
	ctx, cancel := context.WithTimeout(ctx, t.d)
	defer cancel()
	var r tables.Record
	var players, pace, host, steps, ended, created int64
	var seats string
	err := t.s.w.QueryRowContext(ctx, `SELECT code, mode, players, level, pace_ms, host, seats, created_us, header, steps, ended
		FROM game_tables WHERE code = $1`, code).Scan(&r.Code, &r.Mode, &players, &r.Level, &pace, &host, &seats, &created, &r.Header, &steps, &ended)
	if errors.Is(err, sql.ErrNoRows) {
		return r, tables.ErrNotFound
	} else if err != nil {
		return r, fmt.Errorf("boards: read table: %w", err)
	}
	r.Players, r.PaceMs, r.Host, r.Over = int(players), int(pace), int(host), ended != 0
	r.Created = time.UnixMicro(created).UTC()
	if err := json.Unmarshal([]byte(seats), &r.Seats); err != nil {
		return r, fmt.Errorf("boards: table %s's seats: %w", code, err)
	}
	rows, err := t.s.w.QueryContext(ctx, `SELECT tick, check_sum, action FROM game_table_steps WHERE code = $1 AND n < $2 ORDER BY n`, code, steps)
	if err != nil {
		return r, fmt.Errorf("boards: read table steps: %w", err)
	}
	defer rows.Close()
	for rows.Next() {
		var e replay.Entry
		var check int64
		if err := rows.Scan(&e.Tick, &check, &e.Action); err != nil {
			return r, fmt.Errorf("boards: read table step: %w", err)
		}
		e.Check = uint32(check)
		r.Steps = append(r.Steps, e)
	}
	if err := rows.Err(); err != nil {
		return r, fmt.Errorf("boards: read table steps: %w", err)
	}
	if len(r.Steps) != int(steps) {
		return r, fmt.Errorf("boards: table %s has %d of its %d actions", code, len(r.Steps), steps)
	}
	return r, nil
}
