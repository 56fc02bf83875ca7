package web

import (
	"context"
	"fmt"
	"net/http"
	"net/url"
	"strconv"
	"time"

	"deepwood/boards"
	"deepwood/rules/quote"
	"deepwood/wire"
)

// Page sizes: the front page's daily board and latest runs, a board page.
const (
	homeEntries = 10
	homeLatest  = 12
	boardPage   = 50
	maxPage     = 20000 // a million entries deep is as far as the API reads
)

// homePage is the front page: today's witnessed daily board, the link
// to the offline daily's claims board, and the latest runs.
type homePage struct {
	Date string
	// Witnessed is whether the server deals a witnessed daily (the site
	// has its key); Entries are then its board's best lines, shown
	// without seed, splits or run links while the day runs.
	Witnessed bool
	Entries   []entryView
	Yesterday string // the witnessed daily board of yesterday, seed shown
	Claims    boards.Key
	ClaimsURL string
	Latest    []boards.Run
	Origin    string
	GameReady bool
}

// handleHome is the front page: what a friend sent a link to sees first.
func (s *Site) handleHome(w http.ResponseWriter, r *http.Request) {
	now := s.opt.Now()
	claims, date := daily(now, s.rules)
	p := homePage{Date: date, Claims: claims, ClaimsURL: boardURL(claims, ""), Origin: origin(r), GameReady: s.GameReady()}
	key, ok, err := s.witnessedDaily(r.Context(), date)
	if err != nil {
		s.failErr(w, r, err, "board")
		return
	}
	if ok {
		es, err := s.store.Board(r.Context(), key, boards.ByTime, 0, homeEntries)
		if err != nil {
			s.failErr(w, r, err, "board")
			return
		}
		p.Witnessed, p.Entries = true, entries(es, nil, nil)
		s.hideUnderWay(p.Entries)
		prev, _, err := s.witnessedDaily(r.Context(), now.UTC().AddDate(0, 0, -1).Format(time.DateOnly))
		if err != nil {
			s.failErr(w, r, err, "board")
			return
		}
		p.Yesterday = boardURL(prev, "")
	}
	latest, err := s.store.Latest(r.Context(), homeLatest)
	if err != nil {
		s.failErr(w, r, err, "run")
		return
	}
	p.Latest = s.shown(latest)
	s.render(w, r, http.StatusOK, "home", view{Title: "Today's dungeon", Nav: "home", Page: p})
}

// handleFindBoard sends the seed form (?seed=) to the seed's board, so the
// form works without a script.
func (s *Site) handleFindBoard(w http.ResponseWriter, r *http.Request) {
	if r.PathValue("mode") != "forward" {
		s.fail(w, r, http.StatusNotFound, fmt.Sprintf("Mode %s has no boards yet: only Forward has.", quote.Short(r.PathValue("mode"))))
		return
	}
	seed, err := seedCode(r.URL.Query().Get("seed"))
	if err != nil {
		s.failErr(w, r, err, "")
		return
	}
	wit, err := witnessed(r.URL.Query())
	if err != nil {
		s.failErr(w, r, err, "")
		return
	}
	to := "/boards/forward/" + url.PathEscape(seed)
	if !wit {
		to += "?witnessed=false"
	}
	http.Redirect(w, r, to, http.StatusSeeOther)
}

// boardView is a board page.
type boardView struct {
	Key        boards.Key
	By         boards.Ranking
	ByLabel    string
	Categories []tab
	Kinds      []tab // the witnessed board and the claims board
	Rankings   []tab
	Entries    []entryView
	Names      []string
	SumOfBest  string
	SOBRuns    int
	Best       string // the best time, beside the sum of best
	Page       int
	Prev, Next string
	Today      bool // the daily board of today (witnessed or claims)
	// Hidden is today's witnessed daily while the day runs: its lines
	// show no splits or run links, and the page no sum of best or places.
	Hidden bool
	// Played is how many runs the board holds when none is a victory:
	// the page then says why nobody is ranked.
	Played int
}

// boardCounter is a store that counts a board's runs, victories or not
// (the boards' SQL stores do).
type boardCounter interface {
	RunsOn(ctx context.Context, key boards.Key) (int, error)
}

// playedOn counts key's runs, defeats too, within the store's deadline
// (as every page's store call); 0 when the store cannot count them.
func (s *Site) playedOn(ctx context.Context, key boards.Key) (int, error) {
	if s.played == nil {
		return 0, nil
	}
	d := s.opt.StoreTimeout
	if d <= 0 {
		d = boards.DefaultTimeout
	}
	ctx, cancel := context.WithTimeout(ctx, d)
	defer cancel()
	return s.played.RunsOn(ctx, key)
}

// handleBoard shows a board. One with runs but no victory shows no ranked
// line and says why; one with no run at all (an unknown seed here), or a
// page past its last line, answers 404 with its tabs, so the reader can
// try another category.
func (s *Site) handleBoard(w http.ResponseWriter, r *http.Request) {
	if r.PathValue("mode") != "forward" {
		s.fail(w, r, http.StatusNotFound, fmt.Sprintf("Mode %s has no boards yet: only Forward has.", quote.Short(r.PathValue("mode"))))
		return
	}
	key, by, page, err := s.boardParams(r)
	if err != nil {
		s.failErr(w, r, err, "board")
		return
	}
	ctx := r.Context()
	byTime, err := s.store.Board(ctx, key, boards.ByTime, 0, sobRuns)
	if err != nil {
		s.failErr(w, r, err, "board")
		return
	}
	es := byTime
	if by != boards.ByTime || page > 1 {
		es, err = s.store.Board(ctx, key, by, (page-1)*boardPage, boardPage+1)
		if err != nil {
			s.failErr(w, r, err, "board")
			return
		}
	}
	more := len(es) > boardPage
	es = es[:min(len(es), boardPage)]
	names := s.splitNames(key)
	best, sob, ok := sumOfBest(bestOf(byTime))
	v := boardView{Key: key, By: by, ByLabel: rankingLabel(by), Entries: entries(es, best, names), Names: names, Page: page}
	v.Categories, v.Rankings, v.Kinds = boardTabs(key, by)
	if v.Hidden = s.hideUnderWay(v.Entries) || len(s.shownEntries(byTime)) < len(byTime); v.Hidden {
		v.Names, ok = nil, false
	}
	claims, date := daily(s.opt.Now(), s.rules)
	wk, _, err := s.witnessedDaily(ctx, date)
	if err != nil {
		s.failErr(w, r, err, "board")
		return
	}
	v.Today = key == claims || key == wk
	if ok && len(byTime) > 0 {
		v.SumOfBest, v.SOBRuns, v.Best = clock(sob), len(byTime), clock(byTime[0].Run.IGTms)
	}
	base := boardURL(key, by)
	if page > 1 {
		v.Prev = base + "&page=" + strconv.Itoa(page-1)
		if page == 2 {
			v.Prev = base
		}
	}
	if more {
		v.Next = base + "&page=" + strconv.Itoa(page+1)
	}
	if len(byTime) == 0 && page == 1 {
		if v.Played, err = s.playedOn(ctx, key); err != nil {
			s.failErr(w, r, err, "board")
			return
		}
	}
	title := "Seed " + key.Seed + " · " + categoryLabel(key.Category) + " · " + kindLabel(key.Witnessed)
	status := http.StatusOK
	if len(es) == 0 && v.Played == 0 {
		// No run on this board (or past this page): the seed is unknown
		// here, and the page says so with the other boards to try.
		status = http.StatusNotFound
	}
	s.render(w, r, status, "board", view{Title: title, Nav: "boards", Page: v})
}

// boardParams reads a board page's seed, category, ranking and page.
func (s *Site) boardParams(r *http.Request) (boards.Key, boards.Ranking, int, error) {
	seed, err := seedCode(r.PathValue("seed"))
	if err != nil {
		return boards.Key{}, "", 0, err
	}
	q := r.URL.Query()
	cat, err := category(q)
	if err != nil {
		return boards.Key{}, "", 0, err
	}
	by, err := ranking(q)
	if err != nil {
		return boards.Key{}, "", 0, err
	}
	wit, err := witnessed(q)
	if err != nil {
		return boards.Key{}, "", 0, err
	}
	page := 1
	if v := q.Get("page"); v != "" {
		if page, err = strconv.Atoi(v); err != nil || page < 1 || page > maxPage {
			return boards.Key{}, "", 0, bad("page %s: want a number from 1 to %d", quote.Short(v), maxPage)
		}
	}
	return boards.Key{Mode: "forward", Seed: seed, Category: cat, Rules: s.rules, Witnessed: wit}, by, page, nil
}

// rankView is a run's rank by one ranking.
type rankView struct {
	Label, URL string
	Rank       int
}

// runView is a run's page.
type runView struct {
	Run       boards.Run
	Victory   bool
	BoardURL  string
	Ranks     []rankView
	Rows      []splitRow
	Chart     *chart
	Compared  *boards.Run // the board's best run, when it is another
	IsBest    bool
	ReplayURL string
	Curl      string
	Verify    string
	WatchURL  string
	GameReady bool
	OtherRule bool // recorded with other rules data than this server's
	// Times are a witnessed run's arrivals and decision times, nil for
	// any other run (decisions.go).
	Times *decisionView
}

// handleRun shows a run against its board's best run by time.
func (s *Site) handleRun(w http.ResponseWriter, r *http.Request) {
	id, err := runID(r.PathValue("id"))
	if err != nil {
		s.failErr(w, r, err, "run")
		return
	}
	ctx := r.Context()
	run, err := s.store.Run(ctx, id)
	if err != nil {
		s.failErr(w, r, err, fmt.Sprintf("run %d", id))
		return
	}
	if s.underWay(run) {
		s.fail(w, r, http.StatusForbidden, hiddenWhy)
		return
	}
	ranks, err := s.store.Ranks(ctx, id)
	if err != nil {
		s.failErr(w, r, err, fmt.Sprintf("run %d", id))
		return
	}
	byTime, err := s.store.Board(ctx, run.Board, boards.ByTime, 0, sobRuns)
	if err != nil {
		s.failErr(w, r, err, "board")
		return
	}
	times, err := s.witnessedTimes(run, func() ([]byte, error) { return s.store.Replay(ctx, id) })
	if err != nil {
		s.failErr(w, r, err, fmt.Sprintf("run %d", id))
		return
	}
	names := s.splitNames(run.Board)
	best, _, _ := sumOfBest(bestOf(byTime))
	idText := strconv.FormatInt(id, 10)
	v := runView{Run: run, Victory: run.Victory(), BoardURL: boardURL(run.Board, ""),
		ReplayURL: wire.Prefix + "/runs/" + idText + "/replay", WatchURL: "/play/?watch=" + idText,
		GameReady: s.GameReady(), OtherRule: run.Board.Rules != s.rules, Times: times}
	v.Curl = "curl -o run.replay " + origin(r) + v.ReplayURL
	v.Verify = "deepwood verify run.replay"
	for _, rk := range rankings {
		if n := ranks[rk.By]; n > 0 {
			v.Ranks = append(v.Ranks, rankView{Label: rk.Label, URL: boardURL(run.Board, rk.By), Rank: n})
		}
	}
	var cmp []int64
	if len(byTime) > 0 {
		if top := byTime[0].Run; top.ID == run.ID {
			v.IsBest = true
		} else {
			v.Compared, cmp = &top, top.Splits
		}
	}
	v.Rows = splitRows(run.Splits, cmp, best, names)
	label := "Best run"
	if v.Compared != nil {
		label = "Best run, " + v.Compared.Player
	}
	v.Chart = splitChart(run.Splits, cmp, "This run, "+run.Player, label, names)
	s.render(w, r, http.StatusOK, "run", view{Title: fmt.Sprintf("Run %d by %s", id, run.Player), Nav: "boards", Page: v})
}

// handleFindPlayer sends the player form (?name=) to the player's page.
func (s *Site) handleFindPlayer(w http.ResponseWriter, r *http.Request) {
	name := r.URL.Query().Get("name")
	if err := wire.CheckName(name); err != nil {
		s.fail(w, r, http.StatusBadRequest, upper(err.Error())+".")
		return
	}
	http.Redirect(w, r, playerURL(name), http.StatusSeeOther)
}

// playerView is a player's page.
type playerView struct {
	Stats   boards.PlayerStats
	WinRate string
	Bests   []entryView
}

// handlePlayer shows a player's stats and their best run on each board.
func (s *Site) handlePlayer(w http.ResponseWriter, r *http.Request) {
	name := r.PathValue("name")
	if err := wire.CheckName(name); err != nil {
		s.fail(w, r, http.StatusBadRequest, upper(err.Error())+".")
		return
	}
	p, err := s.store.Player(r.Context(), name)
	if err != nil {
		s.failErr(w, r, err, "player called "+name)
		return
	}
	v := playerView{Stats: p, WinRate: "—"}
	if p.Attempts > 0 {
		v.WinRate = strconv.Itoa((100*p.Wins+p.Attempts/2)/p.Attempts) + "%"
	}
	for _, e := range s.shownEntries(p.Bests) {
		best := entries([]boards.Entry{e}, nil, s.splitNames(e.Run.Board))[0]
		best.OnPlayerPage = true
		v.Bests = append(v.Bests, best)
	}
	s.render(w, r, http.StatusOK, "player", view{Title: p.Name, Nav: "players", Page: v})
}

// upper capitalises a message's first letter for a page's sentence.
func upper(s string) string {
	if s != "" && s[0] >= 'a' && s[0] <= 'z' {
		return string(s[0]-'a'+'A') + s[1:]
	}
	return s
}
