//go:build !js

package boards

import (
	"context"
	"fmt"

	"deepwood/server/live"
)

// pgAppend is Append on PostgreSQL in one round trip instead of four: the
// attempt's row moves to n+1 steps, the step goes in and (at the end) the
// lease goes, in one statement, which PostgreSQL runs as one transaction.
// The row's lock orders two servers that both think they hold the
// attempt, as on SQLite's path: the second finds n+1 steps and moves
// nothing, and then no step is written. Only when nothing moved is the
// attempt read again, to tell a conflict from an attempt that is not
// there.
func (l *Live) pgAppend(ctx context.Context, id string, n int, st live.Step, over bool) error {
	var moved int
	err := l.s.pool.QueryRow(ctx, `WITH moved AS (
		UPDATE live_attempts SET steps = steps + 1, ended = $3
		WHERE id = $1 AND steps = $2 AND ended = 0
		AND EXISTS (SELECT 1 FROM live_leases WHERE attempt_id = $1 AND holder = $4)
		RETURNING id
	), step AS (
		INSERT INTO live_steps (attempt_id, n, tick, check_sum, action, witnessed_ns, claimed, at_us)
		SELECT id, $2, $5, $6, $7, $8, $9, $10 FROM moved
		RETURNING attempt_id
	), freed AS (
		DELETE FROM live_leases WHERE $3 = 1 AND attempt_id IN (SELECT attempt_id FROM step)
	)
	SELECT count(*) FROM step`,
		id, int64(n), flag(over), l.holder, st.Tick, int64(st.Check), st.Action, int64(st.Witnessed), st.Claimed, st.At.UnixMicro()).Scan(&moved)
	if err != nil {
		return fmt.Errorf("boards: append: %w", err)
	}
	if moved == 1 {
		return nil
	}
	return l.notMoved(ctx, id)
}
