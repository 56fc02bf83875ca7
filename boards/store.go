//go:build !js

package boards

import (
	"context"
	"crypto/sha256"
	"crypto/subtle"
	"database/sql"
	"encoding/hex"
	"errors"
	"fmt"
	"strings"
	"time"

	"github.com/jackc/pgx/v5/pgconn"
	"github.com/jackc/pgx/v5/pgxpool"
)

// sqlStore is the Store over database/sql for both databases: the queries
// are written once, in the SQL both understand ($N parameters, ON CONFLICT,
// RETURNING, row values), and the migrations differ only in types.
type sqlStore struct {
	w    *sql.DB // writes: SQLite's single connection, or the PostgreSQL pool
	r    *sql.DB // reads: SQLite's read-only pool, or the same PostgreSQL pool
	pg   bool
	pool *pgxpool.Pool // closed after the *sql.DB over it
	path string        // the SQLite file, "" for PostgreSQL or a database in memory
}

// rankings are the three boards of every key, in the order AddRun updates
// bests (one order everywhere, so two transactions never wait on each
// other's rows crosswise).
var rankings = []Ranking{ByTime, ByActions, ByHP}

// score is a run's value on a ranking, lower better: bests and the board's
// order need one direction for all three.
func score(r *Run, by Ranking) int64 {
	switch by {
	case ByActions:
		return int64(r.Actions)
	case ByHP:
		return -int64(r.HPLeft)
	default:
		return r.IGTms
	}
}

// checkRanking refuses a ranking the store does not keep, so that a typo
// reads as an error instead of an empty board.
func checkRanking(by Ranking) error {
	for _, r := range rankings {
		if r == by {
			return nil
		}
	}
	return fmt.Errorf("boards: unknown ranking %q", by)
}

// nameKey is what names are unique by: the name ignoring case.
func nameKey(name string) string { return strings.ToLower(name) }

// AddRun implements Store. The player, the board, the run, its replay and
// the player's bests change in one transaction: a crash or a refusal
// leaves none of it behind.
func (s *sqlStore) AddRun(ctx context.Context, run Run, replay []byte, tokenHash string) (Run, error) {
	if strings.TrimSpace(run.Player) == "" {
		return Run{}, errors.New("boards: a run needs a player")
	}
	sum := sha256.Sum256(replay)
	if h := hex.EncodeToString(sum[:]); run.ReplayHash == "" {
		run.ReplayHash = h
	} else if !strings.EqualFold(run.ReplayHash, h) {
		return Run{}, errors.New("boards: the replay hash is not the replay's SHA-256")
	}
	run.ReplayHash = strings.ToLower(run.ReplayHash)
	if run.Submitted.IsZero() {
		run.Submitted = time.Now()
	}
	run.Submitted = time.UnixMicro(run.Submitted.UnixMicro()).UTC()
	if run.Splits == nil {
		run.Splits = []int64{}
	}
	if run.ActionsHash == "" { // a caller that names no actions: its bytes are its run
		run.ActionsHash = run.ReplayHash
	}
	if run.Board.Witnessed || run.Attempt != "" {
		return Run{}, errors.New("boards: a witnessed run is filed by Live.File, not added")
	}
	add := s.addRun
	if s.pg {
		add = s.pgAddRun
	}
	for try := 0; ; try++ {
		out, err := add(ctx, run, replay, tokenHash)
		if try < 3 && s.retryable(err) {
			continue
		}
		return out, err
	}
}

// retryable reports PostgreSQL's deadlock and serialization failures, which
// a transaction that runs again may not meet; none is expected with the
// lock order AddRun keeps, but two server processes should not lose a run
// to one.
func (s *sqlStore) retryable(err error) bool {
	var pe *pgconn.PgError
	return s.pg && errors.As(err, &pe) && (pe.Code == "40P01" || pe.Code == "40001")
}

// addRun is one attempt of AddRun; run is already normalised.
func (s *sqlStore) addRun(ctx context.Context, run Run, replay []byte, tokenHash string) (Run, error) {
	tx, err := s.w.BeginTx(ctx, nil)
	if err != nil {
		return Run{}, fmt.Errorf("boards: begin: %w", err)
	}
	defer tx.Rollback() // a no-op after Commit

	playerID, name, created, err := player(ctx, tx, run.Player, tokenHash)
	if err != nil {
		return Run{}, err
	}
	run.Player, run.NewName = name, created
	boardID, err := board(ctx, tx, run.Board)
	if err != nil {
		return Run{}, err
	}
	if err := insertRun(ctx, tx, &run, replay, playerID, boardID); errors.Is(err, sql.ErrNoRows) {
		// These actions were stored first (by another transaction too: in
		// PostgreSQL the insert waited for it to commit): that run is the
		// answer, whoever sent it.
		tx.Rollback()
		old, err := s.duplicateOf(ctx, run)
		if err != nil {
			return Run{}, err
		}
		return old, ErrDuplicateRun
	} else if err != nil {
		return Run{}, err
	}
	if err := tx.Commit(); err != nil {
		return Run{}, fmt.Errorf("boards: commit: %w", err)
	}
	return run, nil
}

// duplicateOf is the run a submission duplicates: the first with its
// actions, or (stored before actions were hashed) its bytes.
func (s *sqlStore) duplicateOf(ctx context.Context, run Run) (Run, error) {
	r, err := scanRun(s.w.QueryRowContext(ctx, `SELECT `+runCols+runFrom+`
		WHERE r.actions_hash = $1 OR r.replay_hash = $2 ORDER BY r.id LIMIT 1`, run.ActionsHash, run.ReplayHash))
	if errors.Is(err, sql.ErrNoRows) {
		return Run{}, ErrNotFound
	} else if err != nil {
		return Run{}, fmt.Errorf("boards: read run: %w", err)
	}
	return r, nil
}

// player finds or creates the run's player and checks the token; created
// says the name is new, claimed by this transaction. The
// insert does nothing when the name exists (or is being created by another
// transaction, which it waits for), and the read that follows sees the
// winner: a second first submission of one name from another process gets
// in only with the same token.
func player(ctx context.Context, tx *sql.Tx, name, tokenHash string) (int64, string, bool, error) {
	key := nameKey(name)
	created := false
	if tokenHash != "" {
		res, err := tx.ExecContext(ctx, `INSERT INTO players (name, name_key, token_hash, created_us)
			VALUES ($1, $2, $3, $4) ON CONFLICT (name_key) DO NOTHING`,
			name, key, tokenHash, time.Now().UnixMicro())
		if err != nil {
			return 0, "", false, fmt.Errorf("boards: insert player: %w", err)
		}
		n, err := res.RowsAffected()
		if err != nil {
			return 0, "", false, fmt.Errorf("boards: insert player: %w", err)
		}
		created = n == 1
	}
	var (
		id          int64
		stored, has string
	)
	err := tx.QueryRowContext(ctx, `SELECT id, name, token_hash FROM players WHERE name_key = $1`, key).
		Scan(&id, &stored, &has)
	if errors.Is(err, sql.ErrNoRows) {
		return 0, "", false, ErrBadToken // a new name without a token
	}
	if err != nil {
		return 0, "", false, fmt.Errorf("boards: read player: %w", err)
	}
	if tokenHash == "" || subtle.ConstantTimeCompare([]byte(has), []byte(tokenHash)) != 1 {
		if stored != name {
			return 0, "", false, fmt.Errorf("%w: %w", ErrBadToken, ErrNameTaken)
		}
		return 0, "", false, ErrBadToken
	}
	return id, stored, created, nil
}

// board finds or creates a board's row.
func board(ctx context.Context, tx *sql.Tx, k Key) (int64, error) {
	const find = `SELECT id FROM boards WHERE mode = $1 AND seed = $2 AND category = $3 AND rules = $4`
	var id int64
	cat := storedCategory(k)
	err := tx.QueryRowContext(ctx, find, k.Mode, k.Seed, cat, k.Rules).Scan(&id)
	if errors.Is(err, sql.ErrNoRows) {
		_, err = tx.ExecContext(ctx, `INSERT INTO boards (mode, seed, category, rules)
			VALUES ($1, $2, $3, $4) ON CONFLICT (mode, seed, category, rules) DO NOTHING`,
			k.Mode, k.Seed, cat, k.Rules)
		if err == nil {
			err = tx.QueryRowContext(ctx, find, k.Mode, k.Seed, cat, k.Rules).Scan(&id)
		}
	}
	if err != nil {
		return 0, fmt.Errorf("boards: board: %w", err)
	}
	return id, nil
}

// Ping implements Store. It asks a query through the read pool (a pool can
// hold an open connection to a database that no longer answers), then
// proves the database would take a write: in a write transaction it
// deletes nothing from boards and rolls back. That takes the write lock
// and is refused as a real write would be by a read-only file, folder or
// database (a PostgreSQL standby), yet leaves nothing behind, so a health
// check may run it as often as it is asked. (It cannot see a full disk:
// nothing reaches the disk. The server remembers its last failed write
// for that.)
func (s *sqlStore) Ping(ctx context.Context) error {
	if s.r != s.w {
		var one int
		if err := s.r.QueryRowContext(ctx, `SELECT 1`).Scan(&one); err != nil {
			return s.explain(fmt.Errorf("boards: ping: %w", err))
		}
	}
	tx, err := s.w.BeginTx(ctx, nil)
	if err != nil {
		return s.explain(fmt.Errorf("boards: write check: %w", err))
	}
	defer tx.Rollback()
	if _, err := tx.ExecContext(ctx, `DELETE FROM boards WHERE id < 0`); err != nil {
		return s.explain(fmt.Errorf("boards: write check: %w", err))
	}
	return nil
}

// explain puts before an SQLite store's error why its file cannot be
// written, when the file's or its folder's permissions say (explainSQLite).
func (s *sqlStore) explain(err error) error {
	if s.pg || s.path == "" {
		return err
	}
	return explainSQLite(s.path, err)
}

// Close implements Store.
func (s *sqlStore) Close() error {
	err := s.w.Close()
	if s.r != s.w {
		err = errors.Join(err, s.r.Close())
	}
	if s.pool != nil {
		s.pool.Close()
	}
	return err
}
