//go:build !js

package boards

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"strconv"
	"time"

	"deepwood/wire"
)

// Decision is one moderation decision as the log keeps it: the API's type.
type Decision = wire.Decision

// ErrNotHidden refuses to show again a run or player no moderator hid.
var ErrNotHidden = errors.New("it is not hidden")

// Moderator is what an admin's decisions need of the boards' database
// (RULES B10): hide a run or a player with a public reason, or show them
// again, each decision logged. It is apart from Store so that the stores
// the tests fake need not keep a log; NewModerator gives the database's.
type Moderator interface {
	// Moderate applies d (Action wire.Hide or wire.Unhide, on d.Run or
	// d.Player, at d.Time, now when zero) and logs it, in one
	// transaction, and returns the logged decision (its ID, the player's
	// name as first typed). An unknown target is ErrNotFound; showing
	// one that is not hidden is ErrNotHidden, and logs nothing. Hiding
	// one already hidden replaces its reason and time.
	Moderate(ctx context.Context, d Decision) (Decision, error)
	// ModerationLog lists the log, latest first, from offset, at most limit.
	ModerationLog(ctx context.Context, offset, limit int) ([]Decision, error)
}

// NewModerator is the moderation of st, a store Open returned (with or
// without WithTimeout), each call with the deadline d (DefaultTimeout
// when d <= 0), as every store call has.
func NewModerator(st Store, d time.Duration) (Moderator, error) {
	s, d, err := database(st, d, "moderation needs a database store")
	if err != nil {
		return nil, err
	}
	return timedModerator{t: &timedStore{st: s, d: d}, m: s}, nil
}

// timedModerator puts the store's deadline on every moderation call.
type timedModerator struct {
	t *timedStore
	m *sqlStore
}

func (s timedModerator) Moderate(ctx context.Context, d Decision) (Decision, error) {
	return timed(s.t, ctx, func(ctx context.Context) (Decision, error) { return s.m.Moderate(ctx, d) })
}

func (s timedModerator) ModerationLog(ctx context.Context, offset, limit int) ([]Decision, error) {
	return timed(s.t, ctx, func(ctx context.Context) ([]Decision, error) { return s.m.ModerationLog(ctx, offset, limit) })
}

// scoreSQL is score's value of a runs row r, per ranking: what bests
// keeps, for rebuildBests.
var scoreSQL = map[Ranking]string{ByTime: "r.igt_ms", ByActions: "r.actions", ByHP: "-r.hp_left"}

// Moderate implements Moderator.
func (s *sqlStore) Moderate(ctx context.Context, d Decision) (Decision, error) {
	if d.Action != wire.Hide && d.Action != wire.Unhide {
		return Decision{}, fmt.Errorf("boards: unknown moderation action %q", d.Action)
	}
	if (d.Run == 0) == (d.Player == "") {
		return Decision{}, errors.New("boards: a decision names a run or a player")
	}
	if d.Time.IsZero() {
		d.Time = time.Now()
	}
	d.Time = time.UnixMicro(d.Time.UnixMicro()).UTC()
	for try := 0; ; try++ {
		out, err := s.moderate(ctx, d)
		if try < 3 && s.retryable(err) {
			continue
		}
		return out, err
	}
}

// moderate is one attempt of Moderate. The target's row changes, then the
// bests of its player on each board it touches are made again from the
// runs still shown (rebuildBests), and the decision is logged.
func (s *sqlStore) moderate(ctx context.Context, d Decision) (Decision, error) {
	tx, err := s.w.BeginTx(ctx, nil)
	if err != nil {
		return Decision{}, fmt.Errorf("boards: begin: %w", err)
	}
	defer tx.Rollback()
	at, reason, cond := d.Time.UnixMicro(), d.Reason, ""
	if d.Action == wire.Unhide {
		at, reason, cond = 0, "", " AND hidden_us <> 0"
	}
	var (
		playerID int64
		touched  []int64 // the boards whose bests change
	)
	if d.Run != 0 {
		var boardID int64
		err = tx.QueryRowContext(ctx, `UPDATE runs SET hidden_us = $1, hidden_reason = $2 WHERE id = $3`+cond+`
			RETURNING board_id, player_id`, at, reason, d.Run).Scan(&boardID, &playerID)
		touched = []int64{boardID}
	} else {
		err = tx.QueryRowContext(ctx, `UPDATE players SET hidden_us = $1, hidden_reason = $2 WHERE name_key = $3`+cond+`
			RETURNING id, name`, at, reason, nameKey(d.Player)).Scan(&playerID, &d.Player)
		if err == nil {
			touched, err = playerBoards(ctx, tx, playerID)
		}
	}
	if errors.Is(err, sql.ErrNoRows) {
		return Decision{}, notModerated(ctx, tx, d)
	} else if err != nil {
		return Decision{}, fmt.Errorf("boards: moderate: %w", err)
	}
	for _, b := range touched {
		if err := rebuildBests(ctx, tx, b, playerID); err != nil {
			return Decision{}, err
		}
	}
	err = tx.QueryRowContext(ctx, `INSERT INTO moderation (at_us, action, run_id, player, reason)
		VALUES ($1, $2, $3, $4, $5) RETURNING id`, d.Time.UnixMicro(), d.Action, d.Run, d.Player, d.Reason).Scan(&d.ID)
	if err != nil {
		return Decision{}, fmt.Errorf("boards: log a decision: %w", err)
	}
	if err := tx.Commit(); err != nil {
		return Decision{}, fmt.Errorf("boards: commit: %w", err)
	}
	return d, nil
}

// notModerated says why a decision's update changed no row: its target is
// unknown (ErrNotFound), or it is shown already (ErrNotHidden).
func notModerated(ctx context.Context, tx *sql.Tx, d Decision) error {
	q, arg := `SELECT 1 FROM players WHERE name_key = $1`, any(nameKey(d.Player))
	if d.Run != 0 {
		q, arg = `SELECT 1 FROM runs WHERE id = $1`, d.Run
	}
	var one int
	err := tx.QueryRowContext(ctx, q, arg).Scan(&one)
	switch {
	case errors.Is(err, sql.ErrNoRows):
		return ErrNotFound
	case err != nil:
		return fmt.Errorf("boards: moderate: %w", err)
	}
	return ErrNotHidden
}

// playerBoards lists the boards a player has runs on.
func playerBoards(ctx context.Context, tx *sql.Tx, playerID int64) ([]int64, error) {
	rows, err := tx.QueryContext(ctx, `SELECT DISTINCT board_id FROM runs WHERE player_id = $1`, playerID)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []int64
	for rows.Next() {
		var id int64
		if err := rows.Scan(&id); err != nil {
			return nil, err
		}
		out = append(out, id)
	}
	return out, rows.Err()
}

// rebuildBests makes a player's bests on a board again from their
// victories there that no moderator hid, none when the player is hidden:
// a hidden run leaves its board, and the player's next best takes its
// line, with the rank it earns. (On PostgreSQL a run of the same player
// and board committed while this transaction runs may be missed here, or
// put a best back for a player hidden meanwhile: AddRun takes no lock a
// decision waits for. A decision is rare, and the next one on the player
// makes their bests again; checkConsistent's query says what they must be.)
func rebuildBests(ctx context.Context, tx *sql.Tx, boardID, playerID int64) error {
	if _, err := tx.ExecContext(ctx, `DELETE FROM bests WHERE board_id = $1 AND player_id = $2`, boardID, playerID); err != nil {
		return fmt.Errorf("boards: rebuild bests: %w", err)
	}
	for _, by := range rankings {
		sc := scoreSQL[by] // a constant of this file's, never user text
		_, err := tx.ExecContext(ctx, `INSERT INTO bests (board_id, ranking, player_id, run_id, score, submitted_us)
			SELECT r.board_id, CAST($3 AS TEXT), r.player_id, r.id, `+sc+`, r.submitted_us
			FROM runs r JOIN players p ON p.id = r.player_id
			WHERE r.board_id = $1 AND r.player_id = $2 AND r.outcome = 'victory' AND r.hidden_us = 0 AND p.hidden_us = 0
			ORDER BY `+sc+`, r.submitted_us, r.id LIMIT 1`, boardID, playerID, string(by))
		if err != nil {
			return fmt.Errorf("boards: rebuild bests: %w", err)
		}
	}
	return nil
}

// ModerationLog implements Moderator.
func (s *sqlStore) ModerationLog(ctx context.Context, offset, limit int) ([]Decision, error) {
	out := []Decision{}
	if limit <= 0 {
		return out, nil
	}
	rows, err := s.r.QueryContext(ctx, `SELECT id, at_us, action, run_id, player, reason FROM moderation
		ORDER BY id DESC LIMIT $1 OFFSET $2`, int64(limit), int64(max(offset, 0)))
	if err != nil {
		return nil, fmt.Errorf("boards: read the moderation log: %w", err)
	}
	defer rows.Close()
	for rows.Next() {
		var (
			d  Decision
			at int64
		)
		if err := rows.Scan(&d.ID, &at, &d.Action, &d.Run, &d.Player, &d.Reason); err != nil {
			return nil, fmt.Errorf("boards: read the moderation log: %w", err)
		}
		d.Time = time.UnixMicro(at).UTC()
		out = append(out, d)
	}
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("boards: read the moderation log: %w", err)
	}
	return out, nil
}

// hiding is a row's hidden_us and hidden_reason as read.
type hiding struct {
	us     int64
	reason string
}

// moderated is the row's Moderated, nil while it is shown.
func (h hiding) moderated(player bool) *wire.Moderated {
	if h.us == 0 {
		return nil
	}
	return wire.HiddenBy(h.reason, time.UnixMicro(h.us), player)
}

// Target names a decision's run or player for a message: "run 7", "player Ada".
func Target(d Decision) string {
	if d.Run != 0 {
		return "run " + strconv.FormatInt(d.Run, 10)
	}
	return "player " + d.Player
}
