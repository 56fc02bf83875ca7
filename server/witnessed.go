package server

import (
	"context"
	"net/http"
	"strings"
	"time"

	"deepwood/boards"
	"deepwood/rules/verify"
	"deepwood/server/live"
	"deepwood/wire"
)

// witnessedParam reads ?witnessed= (true, 1, false, 0) into key: the
// witnessed boards unless asked otherwise, since only their times were
// kept by someone other than the runner.
func witnessedParam(v string, key *boards.Key) bool {
	switch strings.ToLower(v) {
	case "":
	case "true", "1", "yes":
		key.Witnessed = true
	case "false", "0", "no":
		key.Witnessed = false
	default:
		return false
	}
	return true
}

// witnessedDailySeed is the seed the live hub deals as date's ranked
// daily, from the server's key: never sent while the day runs.
func (s *Server) witnessedDailySeed(ctx context.Context, date string) (string, error) {
	key, err := s.opt.Keys.DailyKey(ctx)
	if err != nil {
		return "", err
	}
	return live.DailySeed(key, date).Code(), nil
}

// hiddenReason is why the seed and replays of a witnessed daily of date
// are not shown while its day runs.
func hiddenReason(date string) string {
	return "the witnessed daily of " + date + " is under way: its seed and replays are shown when the UTC day is over, and to a player who has made their attempt"
}

// hidden is the reason k's seed and replays are not shown to the
// request's sender now, or "": k is today's witnessed daily board, and the
// request carries no token of a player with a run on it. A token that
// cannot be read counts as none.
func (s *Server) hidden(r *http.Request, k boards.Key) (string, error) {
	if !k.Witnessed || k.Category != verify.DailySeed {
		return "", nil
	}
	today := s.opt.Now().UTC().Format(time.DateOnly)
	seed, err := s.witnessedDailySeed(r.Context(), today)
	if err != nil || seed != k.Seed {
		return "", err
	}
	if tok, err := bearer(r); err == nil && tok != "" {
		played, err := s.store.Played(r.Context(), HashToken(tok), k)
		if err != nil || played {
			return "", err
		}
	}
	return hiddenReason(today), nil
}

// hideRun blanks a run's seed when hidden says so.
func (s *Server) hideRun(r *http.Request, run *wire.Run) error {
	why, err := s.hidden(r, run.Board)
	if why != "" {
		run.Board.Seed, run.Hidden = "", why
	}
	return err
}
