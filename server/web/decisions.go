package web

import (
	"errors"
	"slices"

	"deepwood/boards"
	"deepwood/rules/replay"
	"deepwood/rules/verify"
)

// decisionRow is one action of a witnessed run: when it reached the
// server and how long the runner took to choose it.
type decisionRow struct {
	N        int
	Action   string
	At       string // the witnessed time of its arrival (RULES B8)
	Decision string // the time since the action before; "—" for the first
	Longest  bool
}

// decisionView is the run page's table of decision times, for a
// moderator to judge a witnessed run by: a bot's run tends to have even,
// short decisions, a runner's uneven ones.
type decisionView struct {
	Rows            []decisionRow
	Longest, Median string
	LongestN, Count int
}

// ticksMs is a replay's ticks in milliseconds, as the boards count them.
func ticksMs(t int64) int64 { return t * 1000 / verify.TicksPerSecond }

// decisionTimes reads a witnessed run's replay: each action is stamped at
// the witnessed time the server received it (RULES B8), so its tick is
// its arrival, and the gap since the action before is the time the
// runner took to decide it. The first action's decision is not shown:
// the clock starts at it (B2). nil when the replay has no action.
func decisionTimes(body []byte) (*decisionView, error) {
	r, err := replay.Parse("run", body)
	if err != nil {
		return nil, err
	}
	if len(r.Entries) == 0 {
		return nil, nil
	}
	v := &decisionView{Rows: make([]decisionRow, len(r.Entries))}
	gaps := make([]int64, 0, len(r.Entries)-1)
	longest := -1
	for i, e := range r.Entries {
		v.Rows[i] = decisionRow{N: i + 1, Action: e.Action, At: clock(ticksMs(e.Tick)), Decision: "—"}
		if i == 0 {
			continue
		}
		gap := ticksMs(e.Tick) - ticksMs(r.Entries[i-1].Tick)
		gaps = append(gaps, gap)
		v.Rows[i].Decision = clock(gap)
		if longest < 0 || gap > gaps[longest-1] {
			longest = i
		}
	}
	v.Longest, v.Median, v.Count = "—", "—", len(gaps)
	if longest > 0 {
		v.Rows[longest].Longest = true
		v.Longest, v.LongestN = v.Rows[longest].Decision, longest+1
		slices.Sort(gaps)
		m := gaps[len(gaps)/2]
		if len(gaps)%2 == 0 {
			m = (gaps[len(gaps)/2-1] + m) / 2
		}
		v.Median = clock(m)
	}
	return v, nil
}

// witnessedTimes is the decision table of a run's page: a witnessed run's
// (Attempt set), never while a witnessed daily's day runs (underWay: its
// arrivals would tell its actions' rhythm before its replay is public).
// nil for any other run, and when its replay is missing or cannot be
// read as one (logged: the page goes on without it); an error when the
// store cannot read it now (an outage, answered as every page's).
func (s *Site) witnessedTimes(r boards.Run, body func() ([]byte, error)) (*decisionView, error) {
	if r.Attempt == "" || !r.Board.Witnessed || s.underWay(r) {
		return nil, nil
	}
	b, err := body()
	if errors.Is(err, boards.ErrNotFound) {
		return nil, nil // no replay to time: the page goes on without
	} else if err != nil {
		return nil, err
	}
	v, err := decisionTimes(b)
	if err != nil {
		s.log.Error("a witnessed run's replay does not parse: no decision times", "run", r.ID, "err", err)
		return nil, nil
	}
	return v, nil
}
