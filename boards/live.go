//go:build !js

package boards

import (
	"context"
	"crypto/rand"
	"crypto/subtle"
	"database/sql"
	"encoding/base64"
	"errors"
	"fmt"
	"os"
	"sync"
	"time"

	"deepwood/server/live"
	"deepwood/wire"
)

// Live is the boards' database as one server's store of witnessed
// attempts (server/live): its Store, Names, Keys and Leases, on SQLite or
// PostgreSQL alike (migrations/00002_live.sql). Attempts, their steps and
// the daily key outlive the process, and several servers on one
// PostgreSQL database share them: each attempt is held by one server at a
// time through a lease row, renewed while it runs, which another server
// takes over when it lapses. Every call has a deadline, as WithTimeout's.
type Live struct {
	s      *sqlStore
	holder string
	lease  time.Duration
	d      time.Duration

	mu  sync.Mutex
	key []byte // the daily key once read: it never changes
}

// LiveOptions tune a Live; the zero value is a sensible one.
type LiveOptions struct {
	// Holder names this server among those sharing the database (a lease
	// row's holder); a new random one when "", which is what a process
	// wants: a restarted server is another holder.
	Holder string
	// Lease is how long a lease lasts unrenewed (live.DefaultLease when 0):
	// after a crash, another server takes an attempt up at most that long
	// after the last renewal.
	Lease time.Duration
	// Timeout is each call's deadline (DefaultTimeout when 0).
	Timeout time.Duration
}

var (
	_ live.Store  = (*Live)(nil)
	_ live.Names  = (*Live)(nil)
	_ live.Keys   = (*Live)(nil)
	_ live.Leases = (*Live)(nil)
	_ live.Filer  = (*Live)(nil)
)

// NewLive is the live store over st, a store Open returned (with or
// without WithTimeout): both share its connections.
func NewLive(st Store, opt LiveOptions) (*Live, error) {
	s, d, err := database(st, opt.Timeout, "live attempts need a database store")
	if err != nil {
		return nil, err
	}
	if opt.Holder == "" {
		b := make([]byte, 6)
		if _, err := rand.Read(b); err != nil {
			return nil, err
		}
		host, _ := os.Hostname()
		opt.Holder = fmt.Sprintf("%s/%d/%s", host, os.Getpid(), base64.RawURLEncoding.EncodeToString(b))
	}
	if opt.Lease <= 0 {
		opt.Lease = live.DefaultLease
	}
	return &Live{s: s, holder: opt.Holder, lease: opt.Lease, d: d}, nil
}

// Holder is this server's name on its lease rows.
func (l *Live) Holder() string { return l.holder }

// Lease implements live.Leases.
func (l *Live) Lease() time.Duration { return l.lease }

// Create implements live.Store: the attempt and its lease, held by this
// server from its start, in one transaction. A second daily of one player
// and day does not insert (the unique index live_daily_once), and is
// ErrDailyTaken, however many servers try at once.
func (l *Live) Create(ctx context.Context, r live.Record) error {
	ctx, cancel := context.WithTimeout(ctx, l.d)
	defer cancel()
	date := ""
	if r.Category == wire.LiveDaily {
		date = r.Date
	}
	tx, err := l.s.w.BeginTx(ctx, nil)
	if err != nil {
		return fmt.Errorf("boards: begin: %w", err)
	}
	defer tx.Rollback()
	res, err := tx.ExecContext(ctx, `INSERT INTO live_attempts
		(id, resume_hash, player, name_key, category, daily_date, seed, rules, version, started_us, steps, ended)
		VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, 0, $11) ON CONFLICT DO NOTHING`,
		r.ID, r.ResumeHash, r.Player, nameKey(r.Player), r.Category, date, r.Seed, r.Rules, r.Version,
		r.Started.UnixMicro(), flag(r.Over))
	if err != nil {
		return fmt.Errorf("boards: insert attempt: %w", err)
	}
	if n, err := res.RowsAffected(); err != nil {
		return err
	} else if n == 0 {
		if date != "" {
			return live.ErrDailyTaken
		}
		return fmt.Errorf("boards: attempt %s exists", r.ID)
	}
	if _, err := tx.ExecContext(ctx, `INSERT INTO live_leases (attempt_id, holder, expires_us) VALUES ($1, $2, $3)`,
		r.ID, l.holder, r.Started.Add(l.lease).UnixMicro()); err != nil {
		return fmt.Errorf("boards: insert lease: %w", err)
	}
	if err := tx.Commit(); err != nil {
		return fmt.Errorf("boards: commit: %w", err)
	}
	return nil
}

// flag is a boolean as the schema keeps it.
func flag(b bool) int64 {
	if b {
		return 1
	}
	return 0
}

// Append implements live.Store. The attempt's row moves from n steps to
// n+1 only while it has n, is not over and this server holds its lease;
// the step goes in with it, in one transaction. Two servers that both
// think they hold an attempt cannot both write its step n: the row lock
// makes the second wait for the first and then find n+1 steps.
func (l *Live) Append(ctx context.Context, id string, n int, st live.Step, over bool) error {
	ctx, cancel := context.WithTimeout(ctx, l.d)
	defer cancel()
	if l.s.pg {
		return l.pgAppend(ctx, id, n, st, over)
	}
	then := []stmt{{"insert step", `INSERT INTO live_steps
		(attempt_id, n, tick, check_sum, action, witnessed_ns, claimed, at_us)
		VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
		[]any{id, int64(n), st.Tick, int64(st.Check), st.Action, int64(st.Witnessed), st.Claimed, st.At.UnixMicro()}}}
	if over { // nobody need hold it now
		then = append(then, stmt{"end lease", `DELETE FROM live_leases WHERE attempt_id = $1`, []any{id}})
	}
	return l.s.appendStep(ctx, func(ctx context.Context) error { return l.notMoved(ctx, id) },
		stmt{"append", `UPDATE live_attempts SET steps = steps + 1, ended = $3
		WHERE id = $1 AND steps = $2 AND ended = 0
		AND EXISTS (SELECT 1 FROM live_leases WHERE attempt_id = $1 AND holder = $4)`,
			[]any{id, int64(n), flag(over), l.holder}},
		then...)
}

// notMoved says why an attempt's row did not move to its next step: it
// is not there (ErrNoAttempt), or it has another count of steps, is over
// or is held by another server (ErrConflict).
func (l *Live) notMoved(ctx context.Context, id string) error {
	return l.s.whyNotMoved(ctx, `SELECT 1 FROM live_attempts WHERE id = $1`, id, live.ErrNoAttempt, live.ErrConflict, "append")
}

// Reissue implements live.Store: one statement sets the new resume hash
// on the player's daily of date while it is not over; when it changes no
// row, a read tells an attempt over from none.
func (l *Live) Reissue(ctx context.Context, player, date, resumeHash string) (string, error) {
	ctx, cancel := context.WithTimeout(ctx, l.d)
	defer cancel()
	var id string
	err := l.s.w.QueryRowContext(ctx, `UPDATE live_attempts SET resume_hash = $1
		WHERE name_key = $2 AND daily_date = $3 AND category = $4 AND ended = 0 RETURNING id`,
		resumeHash, nameKey(player), date, wire.LiveDaily).Scan(&id)
	if err == nil {
		return id, nil
	}
	if !errors.Is(err, sql.ErrNoRows) {
		return "", fmt.Errorf("boards: reissue: %w", err)
	}
	var one int
	err = l.s.w.QueryRowContext(ctx, `SELECT 1 FROM live_attempts WHERE name_key = $1 AND daily_date = $2 AND category = $3`,
		nameKey(player), date, wire.LiveDaily).Scan(&one)
	switch {
	case errors.Is(err, sql.ErrNoRows):
		return "", live.ErrNoAttempt
	case err != nil:
		return "", fmt.Errorf("boards: reissue: %w", err)
	}
	return "", live.ErrDailyTaken
}

// Load implements live.Store: the header and every step, in order, read
// in one transaction so that the two agree.
func (l *Live) Load(ctx context.Context, id string) (live.Record, error) {
	ctx, cancel := context.WithTimeout(ctx, l.d)
	defer cancel()
	tx, err := l.s.r.BeginTx(ctx, &sql.TxOptions{ReadOnly: true})
	if err != nil {
		return live.Record{}, fmt.Errorf("boards: begin: %w", err)
	}
	defer tx.Rollback()
	var (
		r            live.Record
		started      int64
		steps, ended int64
	)
	err = tx.QueryRowContext(ctx, `SELECT id, resume_hash, player, category, daily_date, seed, rules, version,
		started_us, steps, ended FROM live_attempts WHERE id = $1`, id).
		Scan(&r.ID, &r.ResumeHash, &r.Player, &r.Category, &r.Date, &r.Seed, &r.Rules, &r.Version, &started, &steps, &ended)
	if errors.Is(err, sql.ErrNoRows) {
		return live.Record{}, live.ErrNoAttempt
	} else if err != nil {
		return live.Record{}, fmt.Errorf("boards: load attempt: %w", err)
	}
	r.Started, r.Over = time.UnixMicro(started).UTC(), ended != 0
	rows, err := tx.QueryContext(ctx, `SELECT n, tick, check_sum, action, witnessed_ns, claimed, at_us
		FROM live_steps WHERE attempt_id = $1 ORDER BY n`, id)
	if err != nil {
		return live.Record{}, fmt.Errorf("boards: load steps: %w", err)
	}
	defer rows.Close()
	r.Steps = make([]live.Step, 0, steps)
	for rows.Next() {
		var (
			st                 live.Step
			n, check, wns, atu int64
		)
		if err := rows.Scan(&n, &st.Tick, &check, &st.Action, &wns, &st.Claimed, &atu); err != nil {
			return live.Record{}, fmt.Errorf("boards: load steps: %w", err)
		}
		if n != int64(len(r.Steps)) {
			return live.Record{}, fmt.Errorf("boards: attempt %s: step %d stored where %d belongs", id, n, len(r.Steps))
		}
		st.Check, st.Witnessed, st.At = uint32(check), time.Duration(wns), time.UnixMicro(atu).UTC()
		r.Steps = append(r.Steps, st)
	}
	if err := rows.Err(); err != nil {
		return live.Record{}, fmt.Errorf("boards: load steps: %w", err)
	}
	if int64(len(r.Steps)) != steps {
		return live.Record{}, fmt.Errorf("boards: attempt %s counts %d steps and has %d", id, steps, len(r.Steps))
	}
	return r, nil
}

// Claim implements live.Names on the boards' players: a live name and a
// board's name are one, with one token.
func (l *Live) Claim(ctx context.Context, name, tokenHash string, create bool) (bool, error) {
	ctx, cancel := context.WithTimeout(ctx, l.d)
	defer cancel()
	key := nameKey(name)
	created := false
	if create {
		res, err := l.s.w.ExecContext(ctx, `INSERT INTO players (name, name_key, token_hash, created_us)
			SELECT $1, $2, $3, $4 WHERE NOT EXISTS (SELECT 1 FROM players WHERE name_key = $2)
			ON CONFLICT (name_key) DO NOTHING`, name, key, tokenHash, time.Now().UnixMicro())
		if err != nil {
			return false, fmt.Errorf("boards: claim name: %w", err)
		}
		n, err := res.RowsAffected()
		if err != nil {
			return false, fmt.Errorf("boards: claim name: %w", err)
		}
		created = n == 1
	}
	var has string
	err := l.s.w.QueryRowContext(ctx, `SELECT token_hash FROM players WHERE name_key = $1`, key).Scan(&has)
	if errors.Is(err, sql.ErrNoRows) && !create {
		return false, live.ErrNewName
	} else if err != nil {
		return false, fmt.Errorf("boards: claim name: %w", err)
	}
	if subtle.ConstantTimeCompare([]byte(has), []byte(tokenHash)) != 1 {
		return false, live.ErrNameTaken
	}
	return created, nil
}

// dailyKeyName is the daily key's row in server_keys.
const dailyKeyName = "daily"

// DailyKey implements live.Keys: the key is made by the first server that
// asks and kept in the database. Two servers asking at once both insert
// theirs if none is there, one insert wins (ON CONFLICT DO NOTHING), and
// both read the winner's, so every server deals the same dailies.
func (l *Live) DailyKey(ctx context.Context) ([]byte, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	if l.key != nil {
		return l.key, nil
	}
	ctx, cancel := context.WithTimeout(ctx, l.d)
	defer cancel()
	const read = `SELECT secret FROM server_keys WHERE name = $1`
	var key []byte
	err := l.s.w.QueryRowContext(ctx, read, dailyKeyName).Scan(&key)
	if errors.Is(err, sql.ErrNoRows) {
		fresh := make([]byte, 32)
		if _, err := rand.Read(fresh); err != nil {
			return nil, err
		}
		if _, err := l.s.w.ExecContext(ctx, `INSERT INTO server_keys (name, secret, created_us) VALUES ($1, $2, $3)
			ON CONFLICT (name) DO NOTHING`, dailyKeyName, fresh, time.Now().UnixMicro()); err != nil {
			return nil, fmt.Errorf("boards: daily key: %w", err)
		}
		err = l.s.w.QueryRowContext(ctx, read, dailyKeyName).Scan(&key)
	}
	if err != nil {
		return nil, fmt.Errorf("boards: daily key: %w", err)
	}
	if len(key) < 32 {
		return nil, fmt.Errorf("boards: the daily key is %d bytes, want 32", len(key))
	}
	l.key = key
	return key, nil
}
