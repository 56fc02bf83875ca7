//go:build !js

package boards

import (
	"context"
	"database/sql"
	"fmt"
	"time"

	"deepwood/server/live"
)

var _ live.Sweeper = (*Live)(nil)

// Idle implements live.Sweeper: the attempts not over (the index
// live_attempts_open) whose last step arrived before cutoff, or that have
// none and started before it, in id order.
func (l *Live) Idle(ctx context.Context, cutoff time.Time, after string, n int) ([]string, error) {
	ctx, cancel := context.WithTimeout(ctx, l.d)
	defer cancel()
	return l.ids(ctx, `SELECT a.id FROM live_attempts a WHERE a.ended = 0 AND a.id > $1
		AND COALESCE((SELECT s.at_us FROM live_steps s WHERE s.attempt_id = a.id AND s.n = a.steps - 1), a.started_us) < $2
		ORDER BY a.id LIMIT $3`, after, cutoff.UnixMicro(), int64(n))
}

// Unfiled implements live.Sweeper: the attempts over that File has not
// filed (the index live_attempts_unfiled), in id order.
func (l *Live) Unfiled(ctx context.Context, after string, n int) ([]string, error) {
	ctx, cancel := context.WithTimeout(ctx, l.d)
	defer cancel()
	return l.ids(ctx, `SELECT id FROM live_attempts WHERE ended <> 0 AND filed = 0 AND id > $1
		ORDER BY id LIMIT $2`, after, int64(n))
}

// ids runs a query of attempt ids.
func (l *Live) ids(ctx context.Context, query string, args ...any) ([]string, error) {
	rows, err := l.s.r.QueryContext(ctx, query, args...)
	if err != nil {
		return nil, fmt.Errorf("boards: list attempts: %w", err)
	}
	defer rows.Close()
	var out []string
	for rows.Next() {
		var id string
		if err := rows.Scan(&id); err != nil {
			return nil, fmt.Errorf("boards: list attempts: %w", err)
		}
		out = append(out, id)
	}
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("boards: list attempts: %w", err)
	}
	return out, nil
}

// execer is a transaction or the database, for a statement that may run
// in either.
type execer interface {
	ExecContext(ctx context.Context, query string, args ...any) (sql.Result, error)
}

// markFiled notes that attempt id is a run on its board, so the sweep no
// longer lists it.
func markFiled(ctx context.Context, q execer, id string) error {
	if _, err := q.ExecContext(ctx, `UPDATE live_attempts SET filed = 1 WHERE id = $1 AND filed = 0`, id); err != nil {
		return fmt.Errorf("boards: mark attempt %s filed: %w", id, err)
	}
	return nil
}
