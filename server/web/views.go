package web

import (
	"html/template"
	"net/url"
	"strconv"
	"time"

	"deepwood/boards"
)

// funcs are the helpers the templates call.
var funcs = template.FuncMap{
	"clock":    clock,
	"when":     when,
	"iso":      func(t time.Time) string { return t.UTC().Format(time.RFC3339) },
	"category": categoryLabel,
	"board":    func(k boards.Key) string { return boardURL(k, "") },
	"runURL":   runURL,
	"player":   playerURL,
	"short":    func(s string) string { return shortHash(s, 12) },
	"addf":     func(a, b float64) float64 { return round2(a + b) },
	"float":    func(i int) float64 { return float64(i) },
	"neg":      func(i int) int { return -i },
}

// runURL is a run page's address.
func runURL(id int64) string { return "/runs/" + strconv.FormatInt(id, 10) }

// playerURL is a player page's address.
func playerURL(name string) string { return "/players/" + url.PathEscape(name) }

// shortHash is a fingerprint's first n characters: enough to tell two
// apart by eye; the page's title attribute carries the whole.
func shortHash(s string, n int) string {
	if len(s) <= n {
		return s
	}
	return s[:n] + "…"
}

// entryView is one line of a board, or of a player's bests.
type entryView struct {
	Rank      int
	Medal     string // gold, silver or bronze for the first three
	Run       boards.Run
	Board     string // the board's address, on a player's page
	Ribbon    []segmentBar
	Splits    []splitRow
	Highlight bool // the line of the run a page is about
	// OnPlayerPage names the line's board instead of its player.
	OnPlayerPage bool
	// Hidden is a line of today's witnessed daily (hideUnderWay): no
	// splits and no link to its run until the day is over.
	Hidden bool
}

// entries lays out a board's lines with their splits, marking each best
// segment against best (nil when unknown).
func entries(es []boards.Entry, best []int64, names []string) []entryView {
	out := make([]entryView, 0, len(es))
	for _, e := range es {
		v := entryView{Rank: e.Rank, Run: e.Run, Board: boardURL(e.Run.Board, ""),
			Ribbon: ribbon(e.Run.Splits, best, names), Splits: splitRows(e.Run.Splits, nil, best, names)}
		switch e.Rank {
		case 1:
			v.Medal = "gold"
		case 2:
			v.Medal = "silver"
		case 3:
			v.Medal = "bronze"
		}
		out = append(out, v)
	}
	return out
}

// tab is a link among a page's alternatives (categories, rankings).
type tab struct {
	Label, URL string
	Current    bool
}

// boardTabs are a board's category and ranking tabs, and the switch
// between its witnessed board and its claims board.
func boardTabs(k boards.Key, by boards.Ranking) (cats, bys, kinds []tab) {
	for _, c := range categories {
		kk := k
		kk.Category = c.Full
		cats = append(cats, tab{Label: c.Label, URL: boardURL(kk, by), Current: c.Full == k.Category})
	}
	for _, r := range rankings {
		bys = append(bys, tab{Label: r.Label, URL: boardURL(k, r.By), Current: r.By == by})
	}
	for _, w := range []bool{true, false} {
		kk := k
		kk.Witnessed = w
		kinds = append(kinds, tab{Label: kindLabel(w), URL: boardURL(kk, by), Current: w == k.Witnessed})
	}
	return cats, bys, kinds
}

// kindLabel names a witnessed board or a claims board.
func kindLabel(witnessed bool) string {
	if witnessed {
		return "Witnessed"
	}
	return "Claims"
}

// rankingLabel is how a page names a ranking.
func rankingLabel(by boards.Ranking) string {
	for _, r := range rankings {
		if r.By == by {
			return r.Label
		}
	}
	return string(by)
}

// bestOf is the splits of a board's lines, for sumOfBest: the pages read
// a board's best sobRuns by time and take its best segments from them.
func bestOf(es []boards.Entry) (splits [][]int64) {
	for _, e := range es {
		splits = append(splits, e.Run.Splits)
	}
	return splits
}

// sobRuns bounds the runs a sum of best is taken over: the board's best
// 200 by time, one read of the store's widest page.
const sobRuns = 200
