package web

import (
	"context"
	"fmt"
	"net/url"
	"strconv"
	"strings"
	"time"

	"deepwood/boards"
	"deepwood/rules/quote"
	"deepwood/rules/verify"
	"deepwood/server/live"
	"deepwood/wire"
)

// badRequest is a parameter the pages refuse, with the reason shown on the
// 400 page.
type badRequest struct{ msg string }

func (e *badRequest) Error() string { return e.msg }

// bad makes a badRequest, for failErr to answer with 400.
func bad(format string, a ...any) error { return &badRequest{fmt.Sprintf(format, a...)} }

// categories are the boards a seed has, in the order the tabs show them,
// with the short name a URL uses (the API takes both spellings too).
var categories = []struct{ Short, Full, Label string }{
	{"set", verify.SetSeed, "Set seed"},
	{"random", verify.RandomSeed, "Random seed"},
	{"daily", verify.DailySeed, "Daily"},
}

// rankings are a board's orders, in the order the tabs show them.
var rankings = []struct {
	By    boards.Ranking
	Label string
}{
	{boards.ByTime, "In-game time"},
	{boards.ByActions, "Fewest actions"},
	{boards.ByHP, "Most HP left"},
}

// seedCode reads a seed as a code, as the API does (wire.SeedCode): a
// board page names a board, it does not hash phrases.
func seedCode(text string) (string, error) {
	code, err := wire.SeedCode(text)
	if err != nil {
		return "", &badRequest{err.Error()}
	}
	return code, nil
}

// category reads ?category=: set (the default), random or daily, in the
// short or the long spelling.
func category(q url.Values) (string, error) {
	c := q.Get("category")
	if c == "" {
		return verify.SetSeed, nil
	}
	for _, k := range categories {
		if c == k.Short || c == k.Full {
			return k.Full, nil
		}
	}
	return "", bad("category %s: want set, random or daily (practice runs have no board)", quote.Short(c))
}

// ranking reads ?by=: time (the default), actions or hp.
func ranking(q url.Values) (boards.Ranking, error) {
	switch v := q.Get("by"); v {
	case "", wire.ByTime:
		return boards.ByTime, nil
	case wire.ByActions:
		return boards.ByActions, nil
	case wire.ByHP:
		return boards.ByHP, nil
	default:
		return "", bad("by %s: want time, actions or hp", quote.Short(v))
	}
}

// runID reads a run's {id}.
func runID(text string) (int64, error) {
	id, err := strconv.ParseInt(text, 10, 64)
	if err != nil || id < 1 {
		return 0, bad("run %s: a run is named by a positive number", quote.Short(text))
	}
	return id, nil
}

// shortCategory is the URL spelling of a category.
func shortCategory(full string) string {
	for _, k := range categories {
		if k.Full == full {
			return k.Short
		}
	}
	return full
}

// categoryLabel is how a page names a category.
func categoryLabel(full string) string {
	for _, k := range categories {
		if k.Full == full {
			return k.Label
		}
	}
	return full
}

// boardURL is a board page's address: a claims board (k.Witnessed false)
// says so with witnessed=false, as the API's parameter; the witnessed
// board is the default.
func boardURL(k boards.Key, by boards.Ranking) string {
	u := "/boards/" + url.PathEscape(k.Mode) + "/" + url.PathEscape(k.Seed) + "?category=" + url.QueryEscape(shortCategory(k.Category))
	if !k.Witnessed {
		u += "&witnessed=false"
	}
	if by != "" && by != boards.ByTime {
		u += "&by=" + url.QueryEscape(string(by))
	}
	return u
}

// witnessed reads ?witnessed= as the API does: true (the default) for the
// boards of live attempts the server timed, false for the claims boards
// of submitted replays.
func witnessed(q url.Values) (bool, error) {
	switch v := q.Get("witnessed"); strings.ToLower(v) {
	case "", "true", "1", "yes":
		return true, nil
	case "false", "0", "no":
		return false, nil
	default:
		return false, bad("witnessed %s: want true (live attempts the server timed) or false (runners' claims)", quote.Short(v))
	}
}

// daily is the claims board of the offline daily and its date for a
// moment: the seed is the UTC date's, as the game derives it offline and
// anyone can; its times are the runners' own.
func daily(now time.Time, rules string) (boards.Key, string) {
	return boards.Key{Mode: "forward", Seed: wire.DailySeed(now), Category: verify.DailySeed, Rules: rules}, now.UTC().Format(time.DateOnly)
}

// witnessedDaily is the witnessed daily board of date, dealt from the
// server's key (Options.Keys) as the live hub deals it; ok is false when
// the site has no key.
func (s *Site) witnessedDaily(ctx context.Context, date string) (k boards.Key, ok bool, err error) {
	if s.opt.Keys == nil {
		return boards.Key{}, false, nil
	}
	key, err := s.opt.Keys.DailyKey(ctx)
	if err != nil {
		return boards.Key{}, false, err
	}
	return boards.Key{Mode: "forward", Seed: live.DailySeed(key, date).Code(), Category: verify.DailySeed, Rules: s.rules, Witnessed: true}, true, nil
}

// clock formats milliseconds of in-game time as the game's timer does:
// m:ss.mmm, or h:mm:ss.mmm.
func clock(ms int64) string {
	if ms < 0 {
		ms = 0
	}
	s, frac := ms/1000, ms%1000
	h, m, sec := s/3600, s/60%60, s%60
	if h > 0 {
		return fmt.Sprintf("%d:%02d:%02d.%03d", h, m, sec, frac)
	}
	return fmt.Sprintf("%d:%02d.%03d", m, sec, frac)
}

// delta formats a time difference with its sign, as split deltas read in
// a speedrun timer: −1.250 ahead, +3.000 behind, in seconds under a
// minute and m:ss.mmm past one.
func delta(ms int64) string {
	sign := "+"
	if ms < 0 {
		sign, ms = "−", -ms
	}
	if ms == 0 {
		return "±0.000"
	}
	if ms < 60_000 {
		return fmt.Sprintf("%s%d.%03d", sign, ms/1000, ms%1000)
	}
	return sign + clock(ms)
}

// when formats a submission moment in UTC, to the minute.
func when(t time.Time) string { return t.UTC().Format("2006-01-02 15:04 UTC") }
