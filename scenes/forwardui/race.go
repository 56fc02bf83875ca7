package forwardui

import (
	"deepwood/online"
	"deepwood/records"
	"deepwood/scenes"
	"deepwood/wire"
)

// race is the board's best run a session races instead of the personal
// best, when the player asked for it (Settings → Online → Race the
// board's best): its splits come from the server with the run.
type race struct {
	asked bool
	call  *online.Call[wire.Entry]
	best  *wire.Entry // once it has come; nil while asked or when none
	why   string      // why there is nothing to race, once known
}

// askRace starts fetching the board's best for the session's seed, once,
// when the setting is on and the game may talk to the server. A practice
// has no board, and a ranked run's seed is the server's until it ends.
func (s *Session) askRace(ctx *scenes.Context, boards *online.Boards) {
	r := &s.race
	if r.asked {
		return
	}
	r.asked = true
	if !ctx.Settings.RaceBoard || s.Practice > 0 || s.Ranked() || boards == nil || boards.Ready() != nil {
		return
	}
	r.call = boards.Best(s.SeedCode(), recordCategory(s.Category))
}

// racing is the board's best run being raced, or nil (not asked, not
// answered yet, or no board): the personal best is used then.
func (s *Session) racing() *wire.Entry {
	r := &s.race
	if r.best == nil && r.why == "" && r.call.Done() {
		e, err := r.call.Result()
		switch {
		case err != nil:
			r.why = online.Plain(err)
		case len(e.Splits) == 0:
			r.why = "the board's best run has no splits"
		default:
			r.best = &e
		}
	}
	return r.best
}

// raceRecord is the record splits are compared with when racing the board:
// the board's best run's splits, with the player's own golds (a gold is a
// segment faster than any of your own).
func (s *Session) raceRecord(own *records.Record) *records.Record {
	e := s.racing()
	if e == nil {
		return own
	}
	r := &records.Record{Best: make([]int64, len(e.Splits))}
	for i, ms := range e.Splits {
		r.Best[i] = msTicks(ms)
	}
	if own != nil {
		r.Golds = own.Golds
	}
	return r
}

// RaceLabel names what the splits are compared with, for the screens:
// "" for the personal best.
func (s *Session) RaceLabel() string {
	if e := s.racing(); e != nil {
		return "the board's best, " + e.Player + " " + FormatTime(msTicks(e.IGTms))
	}
	return ""
}
