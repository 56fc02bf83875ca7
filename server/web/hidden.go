package web

import (
	"time"

	"deepwood/boards"
	"deepwood/rules/verify"
)

// underWay reports a run of a witnessed daily whose day may still run:
// its seed is the server's secret until the UTC day is over (the daily is
// dealt from a key only the server holds, so its seed shown would let
// anyone deal the dungeon before playing it). A page cannot tell who
// asks, so it shows none of them while the day they were filed on runs;
// the API shows them to a player who has made their attempt.
func (s *Site) underWay(r boards.Run) bool {
	if !r.Board.Witnessed || r.Board.Category != verify.DailySeed {
		return false
	}
	today := s.opt.Now().UTC().Format(time.DateOnly)
	return r.Submitted.UTC().Format(time.DateOnly) >= today
}

// shown drops the runs whose seed is not to be shown yet (underWay).
func (s *Site) shown(runs []boards.Run) []boards.Run {
	out := runs[:0:0]
	for _, r := range runs {
		if !s.underWay(r) {
			out = append(out, r)
		}
	}
	return out
}

// shownEntries is shown for a player's or a board's entries.
func (s *Site) shownEntries(es []boards.Entry) []boards.Entry {
	out := es[:0:0]
	for _, e := range es {
		if !s.underWay(e.Run) {
			out = append(out, e)
		}
	}
	return out
}

// hiddenWhy is what a run page says of a run underWay.
const hiddenWhy = "This run is of today's witnessed daily: its seed, its splits and its replay are shown here once the UTC day is over."

// hideUnderWay marks the board lines whose run is underWay: the page
// shows their rank, player, witnessed time, actions and HP, but no
// splits and no link to the run (its page, replay and seed wait for the
// day's end). It reports whether any line was.
func (s *Site) hideUnderWay(vs []entryView) bool {
	any := false
	for i := range vs {
		if s.underWay(vs[i].Run) {
			vs[i].Hidden, vs[i].Ribbon, vs[i].Splits, any = true, nil, nil, true
		}
	}
	return any
}
