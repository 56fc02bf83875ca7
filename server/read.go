package server

import (
	"errors"
	"fmt"
	"net/http"
	"strconv"
	"strings"
	"time"

	"deepwood/boards"
	"deepwood/rules/quote"
	"deepwood/rules/verify"
	"deepwood/wire"
)

// Board pages: 50 entries unless asked, never more than 200 at once.
const (
	defaultLimit = 50
	maxLimit     = 200
	maxOffset    = 1_000_000
)

// DefaultCategory is the category a seed's board shows when none is asked
// for: the set-seed runs, played on a seed chosen on purpose.
const DefaultCategory = verify.SetSeed

// maxCategoryLen bounds a category name, in a replay or a query.
const maxCategoryLen = 32

// queryCategories are the categories a board can be asked for, in either
// spelling the replays use (verify reports the long one). Practice has no
// board.
var queryCategories = map[string]string{
	"random": verify.RandomSeed, verify.RandomSeed: verify.RandomSeed,
	"set": verify.SetSeed, verify.SetSeed: verify.SetSeed,
	"daily": verify.DailySeed, verify.DailySeed: verify.DailySeed,
}

// validCategory accepts 1–32 of a–z, 0–9 and '-' but no practice: what
// verify reports is one of a few names, and this keeps free text off a
// board should that ever change.
func validCategory(c string) bool {
	if c == "" || len(c) > maxCategoryLen || c == verify.Practice {
		return false
	}
	for i := 0; i < len(c); i++ {
		if x := c[i]; !(x >= 'a' && x <= 'z' || x >= '0' && x <= '9' || x == '-') {
			return false
		}
	}
	return true
}

// boardQuery reads what every board request shares: category, ranking,
// rules and the page.
func (s *Server) boardQuery(r *http.Request, key *boards.Key) (by boards.Ranking, offset, limit int, err error) {
	q := r.URL.Query()
	if c := q.Get("category"); c != "" {
		full, ok := queryCategories[c]
		if !ok {
			return "", 0, 0, fmt.Errorf("category %s: want random, set or daily (practice runs have no board)", quote.Short(c))
		}
		key.Category = full
	}
	if !witnessedParam(q.Get("witnessed"), key) {
		return "", 0, 0, fmt.Errorf("witnessed %s: want true (the boards of live attempts, the server's times) or false (submitted replays, the runners' claims)", quote.Short(q.Get("witnessed")))
	}
	if v := q.Get("rules"); v != "" {
		if len(v) > 64 || strings.Trim(v, "0123456789abcdef") != "" {
			return "", 0, 0, fmt.Errorf("rules %s: want a fingerprint, lowercase hex", quote.Short(v))
		}
		key.Rules = v
	}
	by = boards.ByTime
	switch v := q.Get("by"); v {
	case "", wire.ByTime:
	case wire.ByActions:
		by = boards.ByActions
	case wire.ByHP:
		by = boards.ByHP
	default:
		return "", 0, 0, fmt.Errorf("by %s: want time, actions or hp", quote.Short(v))
	}
	if offset, err = intParam(q.Get("offset"), 0, 0, maxOffset); err != nil {
		return "", 0, 0, fmt.Errorf("offset: %v", err)
	}
	if limit, err = intParam(q.Get("limit"), defaultLimit, 1, maxLimit); err != nil {
		return "", 0, 0, fmt.Errorf("limit: %v", err)
	}
	return by, offset, limit, nil
}

func intParam(v string, def, lo, hi int) (int, error) {
	if v == "" {
		return def, nil
	}
	n, err := strconv.Atoi(v)
	if err != nil || n < lo || n > hi {
		return 0, fmt.Errorf("%s: want a number from %d to %d", quote.Short(v), lo, hi)
	}
	return n, nil
}

// knownMode refuses boards of modes that have none yet.
func knownMode(w http.ResponseWriter, mode string) bool {
	if mode != "forward" {
		writeError(w, http.StatusNotFound, fmt.Sprintf("mode %s has no boards yet (boards: forward)", quote.Short(mode)), 0)
		return false
	}
	return true
}

func (s *Server) handleBoard(w http.ResponseWriter, r *http.Request) {
	if !knownMode(w, r.PathValue("mode")) {
		return
	}
	seed, err := wire.SeedCode(r.PathValue("seed"))
	if err != nil {
		writeError(w, http.StatusBadRequest, err.Error(), 0)
		return
	}
	s.board(w, r, boards.Key{Mode: "forward", Seed: seed, Category: DefaultCategory, Rules: s.forward, Witnessed: true}, "")
}

// handleDaily shows the daily seed's board: today's by the UTC date, or
// ?date=YYYY-MM-DD's.
func (s *Server) handleDaily(w http.ResponseWriter, r *http.Request) {
	if !knownMode(w, r.PathValue("mode")) {
		return
	}
	day := s.opt.Now().UTC()
	if v := r.URL.Query().Get("date"); v != "" {
		t, err := time.Parse(time.DateOnly, v)
		if err != nil {
			writeError(w, http.StatusBadRequest, fmt.Sprintf("date %s: want YYYY-MM-DD", quote.Short(v)), 0)
			return
		}
		day = t
	}
	s.board(w, r, boards.Key{Mode: "forward", Seed: wire.DailySeed(day), Category: verify.DailySeed, Rules: s.forward, Witnessed: true}, day.Format(time.DateOnly))
}

func (s *Server) board(w http.ResponseWriter, r *http.Request, key boards.Key, date string) {
	by, offset, limit, err := s.boardQuery(r, &key)
	if date != "" && err == nil && key.Category != verify.DailySeed {
		err = fmt.Errorf("the daily board is the daily-seed category's")
	}
	if err != nil {
		writeError(w, http.StatusBadRequest, err.Error(), 0)
		return
	}
	hide := ""
	if date != "" && key.Witnessed {
		// The witnessed daily is dealt from the server's key; until its
		// day is over (a day to come included) nobody is told its seed.
		if key.Seed, err = s.witnessedDailySeed(r.Context(), date); err != nil {
			s.storeFailed(w, r, err, "read")
			return
		}
		switch today := s.opt.Now().UTC().Format(time.DateOnly); {
		case date > today:
			hide = hiddenReason(date)
		case date == today:
			if hide, err = s.hidden(r, key); err != nil {
				s.storeFailed(w, r, err, "read")
				return
			}
		}
	}
	entries, err := s.store.Board(r.Context(), key, by, offset, limit)
	if err != nil {
		s.storeFailed(w, r, err, "read")
		return
	}
	if hide != "" {
		key.Seed = ""
	}
	out := wire.Board{Board: key, By: string(by), Date: date, Hidden: hide, Offset: offset, Entries: make([]wire.Entry, 0, len(entries))}
	for _, e := range entries {
		out.Entries = append(out.Entries, apiEntry(e, false))
	}
	writeJSON(w, http.StatusOK, out)
}

// runID reads the {id} of a run's path.
func runID(w http.ResponseWriter, r *http.Request) (int64, bool) {
	id, err := strconv.ParseInt(r.PathValue("id"), 10, 64)
	if err != nil || id < 1 {
		writeError(w, http.StatusBadRequest, fmt.Sprintf("run id %s: want a positive number", quote.Short(r.PathValue("id"))), 0)
		return 0, false
	}
	return id, true
}

// found answers 404 for a store's ErrNotFound, any other error as
// storeFailed does.
func (s *Server) found(w http.ResponseWriter, r *http.Request, err error, what string) bool {
	switch {
	case err == nil:
		return true
	case errors.Is(err, boards.ErrNotFound):
		writeError(w, http.StatusNotFound, "no such "+what, 0)
	default:
		s.storeFailed(w, r, err, "read")
	}
	return false
}

// pathRun reads the run the path's {id} names, answering 400 for an id
// that is not a positive number, and as found does for a run the store
// has not or cannot read: what the run's and its replay's endpoints share.
func (s *Server) pathRun(w http.ResponseWriter, r *http.Request) (int64, boards.Run, bool) {
	id, ok := runID(w, r)
	if !ok {
		return 0, boards.Run{}, false
	}
	run, err := s.store.Run(r.Context(), id)
	return id, run, s.found(w, r, err, "run")
}

func (s *Server) handleRun(w http.ResponseWriter, r *http.Request) {
	_, run, ok := s.pathRun(w, r)
	if !ok {
		return
	}
	out := apiRun(run)
	if err := s.hideRun(r, &out); err != nil {
		s.storeFailed(w, r, err, "read")
		return
	}
	writeJSON(w, http.StatusOK, out)
}

func (s *Server) handleReplay(w http.ResponseWriter, r *http.Request) {
	id, run, ok := s.pathRun(w, r)
	if !ok {
		return
	}
	if why, err := s.hidden(r, run.Board); err != nil {
		s.storeFailed(w, r, err, "read")
		return
	} else if why != "" {
		writeError(w, http.StatusForbidden, why, 0)
		return
	}
	b, err := s.store.Replay(r.Context(), id)
	if !s.found(w, r, err, "run") {
		return
	}
	w.Header().Set("Content-Type", "text/plain; charset=utf-8")
	w.Header().Set("X-Content-Type-Options", "nosniff")
	w.Header().Set("Content-Disposition", fmt.Sprintf("inline; filename=\"run-%d.replay\"", id))
	_, _ = w.Write(b)
}

func (s *Server) handlePlayer(w http.ResponseWriter, r *http.Request) {
	name := r.PathValue("name")
	if err := ValidName(name); err != nil {
		writeError(w, http.StatusBadRequest, err.Error(), 0)
		return
	}
	p, err := s.store.Player(r.Context(), name)
	if !s.found(w, r, err, "player") {
		return
	}
	out := wire.Player{Name: p.Name, Since: p.Since, Attempts: p.Attempts, Wins: p.Wins, Bests: make([]wire.Entry, 0, len(p.Bests)),
		Moderated: p.Moderated}
	for _, e := range p.Bests {
		le := apiEntry(e, true)
		if why, err := s.hidden(r, *le.Board); err != nil {
			s.storeFailed(w, r, err, "read")
			return
		} else if why != "" {
			le.Board.Seed = ""
		}
		out.Bests = append(out.Bests, le)
	}
	writeJSON(w, http.StatusOK, out)
}

// apiRun is a run as the API sends it: splits as a list, never null.
func apiRun(r boards.Run) wire.Run {
	if r.Splits == nil {
		r.Splits = []int64{}
	}
	return r
}

// apiEntry is a board line; withBoard names the board too, for a player's
// page, where the lines come from many boards.
func apiEntry(e boards.Entry, withBoard bool) wire.Entry {
	run := apiRun(e.Run)
	out := wire.Entry{Rank: e.Rank, Player: run.Player, IGTms: run.IGTms, RTAms: run.RTAms, Splits: run.Splits,
		Actions: run.Actions, HPLeft: run.HPLeft, RunID: run.ID, Submitted: run.Submitted, ClaimedMs: run.ClaimedMs}
	if withBoard {
		k := run.Board
		out.Board = &k
	}
	return out
}
