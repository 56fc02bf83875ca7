//go:build !js

package boards

import (
	"context"
	"crypto/sha256"
	"database/sql"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"time"

	"deepwood/rules/replay"
	"deepwood/rules/verify"
	"deepwood/server/live"
)

// witnessedSuffix marks a witnessed board's category as the boards table
// keeps it (migrations/00003_witnessed.sql): the table's unique key then
// holds a witnessed board apart from the claim board of one seed.
const witnessedSuffix = ":witnessed"

// storedCategory is k's category as the boards table spells it.
func storedCategory(k Key) string {
	if k.Witnessed {
		return k.Category + witnessedSuffix
	}
	return k.Category
}

// readCategory splits a stored category into the key's two fields.
func readCategory(stored string) (category string, witnessed bool) {
	return strings.CutSuffix(stored, witnessedSuffix)
}

// ActionsHash names a run by its dungeon and its actions: SHA-256, hex, of
// the mode, seed, rules fingerprint and every action's text, one a line.
// Ticks, dice checksums (the actions decide them), header lines and line
// ends are left out, so a copy of a replay with its time edited, its
// header changed or its lines ended otherwise is the run it copies (issue
// 37, finding 3); so is the same line under another category.
func ActionsHash(mode, seed, rules string, actions []string) string {
	h := sha256.New()
	fmt.Fprintf(h, "deepwood actions 1\n%s\n%s\n%s\n", mode, seed, rules)
	for _, a := range actions {
		h.Write([]byte(a))
		h.Write([]byte{'\n'})
	}
	return hex.EncodeToString(h.Sum(nil))
}

// File implements live.Filer: an ended attempt becomes a run on its
// witnessed board, ranked by the witnessed time its replay proves (RULES
// B8), its runner's claimed in-game time beside it. The replay is verified
// as any submitted one is, so a board holds nothing the rules did not
// allow. Filing an attempt again answers its run (one run an attempt).
// The attempt is then marked filed, so the hub's sweep no longer lists it
// (Unfiled). An abandoned attempt is filed as a run that never ranks.
func (l *Live) File(ctx context.Context, rec live.Record, body []byte, claimedMs int64) (int64, error) {
	ctx, cancel := context.WithTimeout(ctx, l.d)
	defer cancel()
	res, r, err := verify.File("attempt "+rec.ID, body)
	if err != nil {
		return 0, fmt.Errorf("boards: file attempt %s: %w", rec.ID, err)
	}
	if res.Witnessed != rec.ID {
		return 0, fmt.Errorf("boards: file attempt %s: its replay names attempt %q", rec.ID, res.Witnessed)
	}
	run := RunOf(res, r.Entries, rec.Player, body)
	run.Board.Witnessed, run.Attempt, run.ClaimedMs = true, rec.ID, claimedMs
	run.Submitted = time.UnixMicro(time.Now().UnixMicro()).UTC()
	tx, err := l.s.w.BeginTx(ctx, nil)
	if err != nil {
		return 0, fmt.Errorf("boards: begin: %w", err)
	}
	defer tx.Rollback()
	var playerID int64
	err = tx.QueryRowContext(ctx, `SELECT id, name FROM players WHERE name_key = $1`, nameKey(rec.Player)).Scan(&playerID, &run.Player)
	if err != nil {
		return 0, fmt.Errorf("boards: file attempt %s: its player: %w", rec.ID, err)
	}
	boardID, err := board(ctx, tx, run.Board)
	if err != nil {
		return 0, err
	}
	if err := insertRun(ctx, tx, &run, body, playerID, boardID); errors.Is(err, sql.ErrNoRows) {
		tx.Rollback()
		old, err := l.s.runWhere(ctx, l.s.w, "r.attempt_id = $1", rec.ID)
		if err != nil {
			return 0, err
		}
		return old.ID, markFiled(ctx, l.s.w, rec.ID)
	} else if err != nil {
		return 0, err
	}
	if err := markFiled(ctx, tx, rec.ID); err != nil {
		return 0, err
	}
	if err := tx.Commit(); err != nil {
		return 0, fmt.Errorf("boards: commit: %w", err)
	}
	return run.ID, nil
}

// RunOf is the run a verified replay proves, as name's: the server's
// submissions and the live attempts' filing make theirs alike.
func RunOf(res verify.Result, entries []replay.Entry, player string, body []byte) Run {
	sum := sha256.Sum256(body)
	actions := make([]string, len(entries))
	for i, e := range entries {
		actions[i] = e.Action
	}
	run := Run{
		Player:      player,
		Board:       Key{Mode: res.Mode, Seed: res.Seed, Category: res.Category, Rules: res.Rules},
		Version:     res.Version,
		Outcome:     res.Outcome,
		IGTms:       ticksMs(res.Ticks),
		Splits:      make([]int64, 0, len(res.Splits)),
		Actions:     res.Actions,
		HPLeft:      res.HPLeft,
		ReplayHash:  hex.EncodeToString(sum[:]),
		ActionsHash: ActionsHash(res.Mode, res.Seed, res.Rules, actions),
	}
	for _, sp := range res.Splits {
		run.Splits = append(run.Splits, ticksMs(sp.Ticks))
	}
	return run
}

// ticksMs turns in-game ticks into milliseconds.
func ticksMs(t int64) int64 { return t * 1000 / verify.TicksPerSecond }

// insertRun adds run (its ID set) with its replay and, for a victory, the
// player's bests, in tx. A run whose attempt is filed, or whose dungeon
// and actions were submitted before, inserts nothing: sql.ErrNoRows.
func insertRun(ctx context.Context, tx *sql.Tx, run *Run, body []byte, playerID, boardID int64) error {
	splits, err := json.Marshal(run.Splits)
	if err != nil {
		return err
	}
	// A submitted run is also refused when a witnessed run played the
	// same line: a published replay is not a new run.
	err = tx.QueryRowContext(ctx, `INSERT INTO runs
		(player_id, board_id, version, outcome, igt_ms, rta_ms, splits, actions, hp_left, submitted_us, replay_hash,
		 actions_hash, attempt_id, claimed_ms)
		SELECT $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14
		WHERE $13 <> '' OR NOT EXISTS (SELECT 1 FROM runs WHERE actions_hash = $12)
		ON CONFLICT DO NOTHING RETURNING id`,
		playerID, boardID, run.Version, run.Outcome, run.IGTms, run.RTAms, string(splits),
		int64(run.Actions), int64(run.HPLeft), run.Submitted.UnixMicro(), run.ReplayHash,
		run.ActionsHash, run.Attempt, run.ClaimedMs).Scan(&run.ID)
	if err != nil {
		if errors.Is(err, sql.ErrNoRows) {
			return err
		}
		return fmt.Errorf("boards: insert run: %w", err)
	}
	if _, err := tx.ExecContext(ctx, `INSERT INTO replays (run_id, bytes) VALUES ($1, $2)`, run.ID, body); err != nil {
		return fmt.Errorf("boards: insert replay: %w", err)
	}
	if !run.Victory() {
		return nil
	}
	for _, by := range rankings {
		// The new run replaces the player's best when it scores lower,
		// or the same and was submitted earlier: ties go to who was first.
		// A player a moderator hid has no bests (moderate.go).
		_, err := tx.ExecContext(ctx, `INSERT INTO bests
			(board_id, ranking, player_id, run_id, score, submitted_us)
			SELECT $1, $2, $3, $4, $5, $6
			WHERE NOT EXISTS (SELECT 1 FROM players WHERE id = $3 AND hidden_us <> 0)
			ON CONFLICT (board_id, ranking, player_id) DO UPDATE SET
				run_id = excluded.run_id, score = excluded.score, submitted_us = excluded.submitted_us
			WHERE (excluded.score, excluded.submitted_us, excluded.run_id)
				< (bests.score, bests.submitted_us, bests.run_id)`,
			boardID, string(by), playerID, run.ID, score(run, by), run.Submitted.UnixMicro())
		if err != nil {
			return fmt.Errorf("boards: update bests: %w", err)
		}
	}
	return nil
}
