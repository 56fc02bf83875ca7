//go:build !js

package boards

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"time"
)

// database is the SQL store under st, a store Open returned (with or
// without WithTimeout), and d, or DefaultTimeout when d <= 0: what the
// live attempts', tables' and moderation's stores are built on, sharing
// its connections and each call's deadline. what names them in the error
// that refuses a store with no database under it.
func database(st Store, d time.Duration, what string) (*sqlStore, time.Duration, error) {
	if t, ok := st.(*timedStore); ok {
		st = t.st
	}
	s, ok := st.(*sqlStore)
	if !ok {
		return nil, 0, fmt.Errorf("boards: %s, not %T", what, st)
	}
	if d <= 0 {
		d = DefaultTimeout
	}
	return s, d, nil
}

// stmt is one SQL statement with its arguments, and what its error says
// it was doing.
type stmt struct {
	what  string
	query string
	args  []any
}

// appendStep is the write of an append-only action log, a live attempt's
// or a table's: in one transaction, move runs (an UPDATE that moves the
// log's row on from n steps to n+1, and matches no row when the writer's
// count is stale or the log is over), then each of then (the step's
// INSERT, and what goes with it). When move matched no row, nothing is
// written and notMoved says why, asked after the rollback: on SQLite the
// one writing connection is free again only then.
func (s *sqlStore) appendStep(ctx context.Context, notMoved func(context.Context) error, move stmt, then ...stmt) error {
	tx, err := s.w.BeginTx(ctx, nil)
	if err != nil {
		return fmt.Errorf("boards: begin: %w", err)
	}
	defer tx.Rollback()
	res, err := tx.ExecContext(ctx, move.query, move.args...)
	if err != nil {
		return fmt.Errorf("boards: %s: %w", move.what, err)
	}
	if k, err := res.RowsAffected(); err != nil {
		return err
	} else if k == 0 {
		tx.Rollback()
		return notMoved(ctx)
	}
	for _, st := range then {
		if _, err := tx.ExecContext(ctx, st.query, st.args...); err != nil {
			return fmt.Errorf("boards: %s: %w", st.what, err)
		}
	}
	if err := tx.Commit(); err != nil {
		return fmt.Errorf("boards: commit: %w", err)
	}
	return nil
}

// whyNotMoved says why the row of key in an action log did not move: the
// query exists (a SELECT 1 of the row by key) finds none (missing), or the
// row is there and moved on without the writer (conflict). what names a
// failed read in its error.
func (s *sqlStore) whyNotMoved(ctx context.Context, exists, key string, missing, conflict error, what string) error {
	var one int
	err := s.w.QueryRowContext(ctx, exists, key).Scan(&one)
	if errors.Is(err, sql.ErrNoRows) {
		return missing
	} else if err != nil {
		return fmt.Errorf("boards: %s: %w", what, err)
	}
	return conflict
}
