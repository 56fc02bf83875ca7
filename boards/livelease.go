//go:build !js

package boards

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"time"

	"deepwood/server/live"
)

// Take implements live.Leases in one statement: the lease row becomes
// this server's until now plus the lease when there is none, it is this
// server's already, or it lapsed at now. Otherwise nothing changes and
// the holder's expiry is read for the refusal.
func (l *Live) Take(ctx context.Context, id string, now time.Time) error {
	ctx, cancel := context.WithTimeout(ctx, l.d)
	defer cancel()
	res, err := l.s.w.ExecContext(ctx, `INSERT INTO live_leases (attempt_id, holder, expires_us) VALUES ($1, $2, $3)
		ON CONFLICT (attempt_id) DO UPDATE SET holder = excluded.holder, expires_us = excluded.expires_us
		WHERE live_leases.holder = excluded.holder OR live_leases.expires_us <= $4`,
		id, l.holder, now.Add(l.lease).UnixMicro(), now.UnixMicro())
	if err != nil {
		return fmt.Errorf("boards: take lease: %w", err)
	}
	if n, err := res.RowsAffected(); err != nil {
		return err
	} else if n > 0 {
		return nil
	}
	var until int64
	err = l.s.w.QueryRowContext(ctx, `SELECT expires_us FROM live_leases WHERE attempt_id = $1`, id).Scan(&until)
	if errors.Is(err, sql.ErrNoRows) { // ended or released just now: try again
		return &live.HeldError{Until: now}
	} else if err != nil {
		return fmt.Errorf("boards: read lease: %w", err)
	}
	return &live.HeldError{Until: time.UnixMicro(until)}
}

// Renew implements live.Leases: one statement for all of this server's
// leases (the index live_leases_holder finds them).
func (l *Live) Renew(ctx context.Context, now time.Time) error {
	ctx, cancel := context.WithTimeout(ctx, l.d)
	defer cancel()
	if _, err := l.s.w.ExecContext(ctx, `UPDATE live_leases SET expires_us = $1 WHERE holder = $2`,
		now.Add(l.lease).UnixMicro(), l.holder); err != nil {
		return fmt.Errorf("boards: renew leases: %w", err)
	}
	return nil
}

// Release implements live.Leases.
func (l *Live) Release(ctx context.Context, id string) error {
	ctx, cancel := context.WithTimeout(ctx, l.d)
	defer cancel()
	if _, err := l.s.w.ExecContext(ctx, `DELETE FROM live_leases WHERE attempt_id = $1 AND holder = $2`,
		id, l.holder); err != nil {
		return fmt.Errorf("boards: release lease: %w", err)
	}
	return nil
}

// Stop implements live.Leases.
func (l *Live) Stop(ctx context.Context, now time.Time) error {
	ctx, cancel := context.WithTimeout(ctx, l.d)
	defer cancel()
	if _, err := l.s.w.ExecContext(ctx, `UPDATE live_leases SET expires_us = $1 WHERE holder = $2 AND expires_us > $1`,
		now.UnixMicro(), l.holder); err != nil {
		return fmt.Errorf("boards: stop leases: %w", err)
	}
	return nil
}
