package server

import (
	"context"
	"errors"
	"fmt"
	"io"
	"net/http"
	"strconv"
	"time"

	"deepwood/boards"
	"deepwood/rules/quote"
	"deepwood/rules/replay"
	"deepwood/rules/verify"
	"deepwood/server/outage"
	"deepwood/wire"
)

// replayName is what a submitted replay is called in verification's
// messages: "replay:12: illegal action: …".
const replayName = "replay"

// refusal is a submission turned away: the status, the reason, and the
// replay line at fault (0 when not about one line).
type refusal struct {
	status int
	msg    string
	line   int
}

func refuse(status int, format string, a ...any) *refusal {
	return &refusal{status: status, msg: fmt.Sprintf(format, a...)}
}

// handleSubmit takes a replay: limits, identity, size, verification, then
// the store. Every refusal happens before the store is touched, and the
// store adds a run and its player in one transaction, so a refused request
// changes nothing.
func (s *Server) handleSubmit(w http.ResponseWriter, r *http.Request) {
	now := s.opt.Now()
	if ok, wait := s.submit.allow(clientKey(r), now); !ok {
		tooMany(w, wait, "submissions")
		return
	}
	name := playerName(r)
	if err := ValidName(name); err != nil {
		writeError(w, http.StatusBadRequest, err.Error(), 0)
		return
	}
	tok, err := bearer(r)
	if err != nil {
		writeError(w, http.StatusUnauthorized, err.Error(), 0)
		return
	}
	if tok != "" {
		if ok, wait := s.token.allow(HashToken(tok), now); !ok {
			tooMany(w, wait, "submissions")
			return
		}
	}
	body, err := io.ReadAll(http.MaxBytesReader(w, r.Body, MaxBody))
	if err != nil {
		if _, big := errors.AsType[*http.MaxBytesError](err); big {
			writeError(w, http.StatusRequestEntityTooLarge, fmt.Sprintf("a replay is at most %d KiB", MaxBody>>10), 0)
			return
		}
		writeError(w, http.StatusBadRequest, "could not read the replay: "+err.Error(), 0)
		return
	}
	res, rp, ref := s.check(r.Context(), body)
	if ref == nil {
		ref = dailyOnItsDay(res, now)
	}
	if ref != nil {
		if ref.status == http.StatusServiceUnavailable {
			w.Header().Set("Retry-After", "1")
		}
		writeError(w, ref.status, ref.msg, ref.line)
		return
	}
	run := boards.RunOf(res, rp.Entries, name, body)
	run.Submitted = now.UTC()
	hash, fresh := "", ""
	if tok != "" {
		hash = HashToken(tok)
	} else {
		if fresh, err = NewToken(); err != nil {
			s.fail(w, r, err)
			return
		}
		hash = HashToken(fresh)
	}
	addr := clientKey(r)
	if wait := s.names.Wait(addr, now); wait > 0 {
		// This address has claimed its new names: only a name it has may
		// go on (a rare read, made only at the limit).
		if _, err := s.store.Player(r.Context(), name); errors.Is(err, boards.ErrNotFound) {
			s.tooManyNames(w, wait)
			return
		} else if err != nil {
			s.storeFailed(w, r, err, "read")
			return
		}
	}
	saved, err := s.store.AddRun(r.Context(), run, body, hash)
	if err == nil && saved.NewName {
		s.names.Claimed(addr, now)
	}
	status, out := http.StatusCreated, wire.Submitted{Status: wire.Accepted, Token: fresh}
	switch {
	case errors.Is(err, boards.ErrDuplicateRun):
		status, out = http.StatusOK, wire.Submitted{Status: wire.Duplicate}
	case errors.Is(err, boards.ErrBadToken), errors.Is(err, boards.ErrNameTaken):
		msg := fmt.Sprintf("the name %s is taken (names are unique ignoring case): send its token as \"Authorization: Bearer TOKEN\", or choose another name", quote.Short(name))
		if tok != "" {
			// A client makes its token before a new name's first run, so
			// a wrong token is as likely a stranger's claim as a typo.
			msg = fmt.Sprintf("the name %s is taken and the token sent is not its own (names are unique ignoring case): send the name's token, or choose another name", quote.Short(name))
		}
		writeError(w, http.StatusUnauthorized, msg, 0)
		return
	case err != nil:
		s.writes.failed(boards.Classify(err), time.Now())
		s.storeFailed(w, r, err, "write")
		return
	}
	s.writes.stored()
	out.Run, out.NewName = apiRun(saved), saved.NewName
	if out.Ranks, err = s.ranks(r.Context(), saved.ID); err != nil {
		s.storeFailed(w, r, err, "read")
		return
	}
	out.PersonalBest = out.Ranks.Time > 0
	if status == http.StatusCreated {
		s.log.Info("run stored", "id", saved.ID, "player", saved.Player, "seed", saved.Board.Seed, "category", saved.Board.Category,
			"outcome", saved.Outcome, "igt_ms", saved.IGTms, "rank", out.Ranks.Time)
		w.Header().Set("Location", wire.Prefix+"/runs/"+strconv.FormatInt(saved.ID, 10))
	}
	writeJSON(w, status, out)
}

// check verifies a replay within the time limit. At most a few
// verifications run at once (twice the CPUs); a request that cannot start
// one within the limit is told the server is busy.
func (s *Server) check(ctx context.Context, body []byte) (verify.Result, *replay.Replay, *refusal) {
	ctx, cancel := context.WithTimeout(ctx, s.opt.VerifyTimeout)
	defer cancel()
	select {
	case s.verify <- struct{}{}:
	case <-ctx.Done():
		return verify.Result{}, nil, refuse(http.StatusServiceUnavailable, "the server is busy verifying other runs; try again")
	}
	type outcome struct {
		res verify.Result
		rp  *replay.Replay
		ref *refusal
	}
	done := make(chan outcome, 1)
	go func() {
		defer func() { <-s.verify }()
		defer func() {
			if v := recover(); v != nil {
				s.log.Error("panic verifying a replay", "panic", v)
				done <- outcome{ref: refuse(http.StatusInternalServerError, "internal error verifying the replay")}
			}
		}()
		res, rp, ref := checkReplay(body)
		done <- outcome{res, rp, ref}
	}()
	select {
	case o := <-done:
		return o.res, o.rp, o.ref
	case <-ctx.Done():
		return verify.Result{}, nil, refuse(http.StatusUnprocessableEntity, "verification took longer than %v", s.opt.VerifyTimeout)
	}
}

// checkReplay parses and verifies a replay the way `deepwood verify` does
// (cli/verify.go), then applies what the boards add: only whole, finished
// runs of a mode the boards take, with a category.
func checkReplay(body []byte) (verify.Result, *replay.Replay, *refusal) {
	res, r, err := verify.File(replayName, body)
	if r != nil && r.Mode != "forward" {
		return res, r, &refusal{http.StatusUnprocessableEntity, fmt.Sprintf("%s:2: mode %s cannot be submitted yet (boards take: forward)", replayName, quote.Short(r.Mode)), 2}
	}
	if err != nil {
		return res, r, lineRefusal(err)
	}
	switch {
	case res.Practice > 0:
		return res, r, refuse(http.StatusUnprocessableEntity, "a practice run (location %d alone) cannot be submitted: boards take whole runs", res.Practice)
	case res.Outcome == verify.Incomplete:
		return res, r, refuse(http.StatusUnprocessableEntity, "the run has not ended (a save, not a finished run)")
	case res.Witnessed != "":
		return res, r, refuse(http.StatusUnprocessableEntity, "a witnessed run (live attempt %s) is filed by the server that hosted it, not submitted", quote.Short(res.Witnessed))
	case !validCategory(res.Category):
		return res, r, refuse(http.StatusUnprocessableEntity, "category %s has no board", quote.Short(res.Category))
	}
	return res, r, nil
}

// lineRefusal is a 422 carrying the line a parse or verification error
// names, worded as `deepwood verify` prints it.
func lineRefusal(err error) *refusal {
	ref := &refusal{status: http.StatusUnprocessableEntity, msg: err.Error()}
	if pe, ok := errors.AsType[*replay.ParseError](err); ok {
		ref.line = pe.Line
	}
	if ve, ok := errors.AsType[*verify.Error](err); ok {
		ref.line = ve.Line
	}
	return ref
}

// dailyOnItsDay refuses an offline daily that is not of the server's
// UTC today or yesterday (a run that crossed midnight, or waited in a
// queue overnight): the offline daily seed of any date can be computed,
// so a run dated ahead was practised on a dungeon nobody else has seen
// yet, and one long past was played on a day whose board is closed
// (issue 37, finding 4).
func dailyOnItsDay(res verify.Result, now time.Time) *refusal {
	if res.Category != verify.DailySeed {
		return nil
	}
	day, err := time.Parse(time.DateOnly, res.Date)
	if err != nil {
		return refuse(http.StatusUnprocessableEntity, "a daily run's date %s is not YYYY-MM-DD", quote.Short(res.Date))
	}
	today := now.UTC().Truncate(24 * time.Hour)
	switch {
	case day.After(today):
		return refuse(http.StatusUnprocessableEntity, "the daily of %s has not begun: the server's UTC date is %s, and a daily is ranked on its own day",
			res.Date, today.Format(time.DateOnly))
	case day.Before(today.AddDate(0, 0, -1)):
		return refuse(http.StatusUnprocessableEntity, "the daily of %s is over: a daily is ranked on its day or the day after (the server's UTC date is %s); submit it as a set seed run instead",
			res.Date, today.Format(time.DateOnly))
	}
	return nil
}

// ranks is where a run stands by every ranking.
func (s *Server) ranks(ctx context.Context, id int64) (wire.Ranks, error) {
	r, err := s.store.Ranks(ctx, id)
	if err != nil {
		return wire.Ranks{}, err
	}
	return wire.Ranks{Time: r[boards.ByTime], Actions: r[boards.ByActions], HP: r[boards.ByHP]}, nil
}

// fail logs an unexpected error and answers 500 without its details.
func (s *Server) fail(w http.ResponseWriter, r *http.Request, err error) {
	s.log.Error("request failed", "method", r.Method, "path", r.URL.Path, "err", err)
	writeError(w, http.StatusInternalServerError, "internal error", 0)
}

// storeFailed answers a store's error as outage.Of says (an outage 503
// with Retry-After and its reason, a bug 500) and logs it as a failed
// read or write of the store.
func (s *Server) storeFailed(w http.ResponseWriter, r *http.Request, err error, readOrWrite string) {
	a := outage.Of(err)
	if a.Logged() {
		s.log.Error("store: "+readOrWrite+" failed", "fault", a.Fault.String(), "method", r.Method, "path", r.URL.Path, "err", err)
	}
	a.SetHeader(w.Header())
	writeError(w, a.Status, a.Message, 0)
}
