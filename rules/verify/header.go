package verify

import (
	"fmt"
	"strconv"

	"deepwood/rules/dice"
	"deepwood/rules/quote"
	"deepwood/rules/replay"
)

// Categories a verified run is reported under, as the records and the
// boards name them. The game writes "random", "set", "daily" or "practice"
// in the replay's category line; either spelling is read.
const (
	RandomSeed = "random-seed"
	SetSeed    = "set-seed"
	DailySeed  = "daily-seed"
	Practice   = "practice"
)

// Header keys verify reads besides the four required lines.
const (
	CategoryKey = "category"
	// DateKey is a daily run's UTC date, YYYY-MM-DD: the date whose daily
	// seed (dice.DailySeed) the run was dealt.
	DateKey = "date"
	// WitnessedKey names the live attempt a witnessed run was played as
	// (RULES B8): only the server that hosted it writes the line. A
	// witnessed daily is dealt from a key only that server holds, so its
	// seed is not checked against dice.DailySeed (the server's board checks
	// it), and the boards refuse a submitted replay that carries the line.
	WitnessedKey = "witnessed"
)

// categories maps each spelling of a category to its reported name.
var categories = map[string]string{
	"random": RandomSeed, RandomSeed: RandomSeed,
	"set": SetSeed, SetSeed: SetSeed,
	"daily": DailySeed, DailySeed: DailySeed,
	Practice: Practice,
}

// maxVersion bounds the version a replay names: the game writes a short
// version number, and a verified result shows it as it is.
const maxVersion = 64

// headerError is a header line that does not hold, by its line.
type headerError struct {
	line int
	msg  string
}

// HeaderLine is the file line of an extra header key, or of the first extra
// line when the key is absent, for errors that name it (verify's and a
// save's).
func HeaderLine(r *replay.Replay, key string) int { return 6 + headerIndex(r, key) }

// checkCategory reads the run's category and, for a daily run, its date,
// and refuses a category the rest of the replay contradicts: a daily run
// must name a date whose daily seed it was dealt, a practice (a "practice
// N" line) must be in the practice category and only a practice may be,
// and only a daily run has a date.
func checkCategory(r *replay.Replay, seed dice.Seed, practice bool) (cat, date string, herr *headerError) {
	raw, ok := r.Get(CategoryKey)
	if !ok {
		return "", "", &headerError{HeaderLine(r, CategoryKey), "no category line (random, set, daily or practice)"}
	}
	cat, ok = categories[raw]
	if !ok {
		return "", "", &headerError{HeaderLine(r, CategoryKey), fmt.Sprintf("category %s is not random, set, daily or practice", quote.Short(raw))}
	}
	switch {
	case practice && cat != Practice:
		return "", "", &headerError{HeaderLine(r, CategoryKey), fmt.Sprintf("a practice of one location is in category practice, not %s", cat)}
	case !practice && cat == Practice:
		return "", "", &headerError{HeaderLine(r, CategoryKey), "category practice, but no practice line names the location practised"}
	}
	date, hasDate := r.Get(DateKey)
	if cat != DailySeed {
		if hasDate {
			return "", "", &headerError{HeaderLine(r, DateKey), fmt.Sprintf("a date line belongs to a daily-seed run, not a %s one", cat)}
		}
		return cat, "", nil
	}
	if !hasDate {
		return "", "", &headerError{HeaderLine(r, CategoryKey), "a daily-seed run names its UTC date in a \"date YYYY-MM-DD\" line; this one has none"}
	}
	y, m, d, ok := parseDate(date)
	if !ok {
		return "", "", &headerError{HeaderLine(r, DateKey), fmt.Sprintf("date %s is not a date written YYYY-MM-DD", quote.Short(date))}
	}
	if w, ok := r.Get(WitnessedKey); ok {
		if w == "" || len(w) > maxVersion || !plain(w) {
			return "", "", &headerError{HeaderLine(r, WitnessedKey), fmt.Sprintf("witnessed %s is not an attempt id", quote.Short(w))}
		}
		return cat, date, nil // dealt from the server's key
	}
	if daily := dice.DailySeed(y, m, d); daily != seed {
		return "", "", &headerError{HeaderLine(r, DateKey), fmt.Sprintf("seed %s is not the daily seed of %s (that is %s)", seed.Code(), date, daily.Code())}
	}
	return cat, date, nil
}

// parseDate reads YYYY-MM-DD, a day that exists in the Gregorian calendar
// (the rules read no clock, so the calendar is worked out here).
func parseDate(s string) (y, m, d int, ok bool) {
	if len(s) != 10 || s[4] != '-' || s[7] != '-' {
		return 0, 0, 0, false
	}
	num := func(t string) int {
		for _, c := range t {
			if c < '0' || c > '9' {
				return -1
			}
		}
		n, _ := strconv.Atoi(t)
		return n
	}
	y, m, d = num(s[:4]), num(s[5:7]), num(s[8:])
	if y < 1 || m < 1 || m > 12 || d < 1 {
		return 0, 0, 0, false
	}
	days := [13]int{0, 31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31}[m]
	if m == 2 && y%4 == 0 && (y%100 != 0 || y%400 == 0) {
		days = 29
	}
	return y, m, d, d <= days
}

// checkVersion refuses a version no game writes: empty, over maxVersion
// bytes, or with anything but printable ASCII (a control character would
// reach the terminal of whoever reads the result).
func checkVersion(v string) *headerError {
	if v == "" || len(v) > maxVersion || !plain(v) {
		return &headerError{5, fmt.Sprintf("version %s is not a version name (printable ASCII, at most %d bytes)", quote.Short(v), maxVersion)}
	}
	return nil
}

// plain reports text made of printable ASCII only, safe to show as it is.
func plain(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] < 0x20 || s[i] > 0x7e {
			return false
		}
	}
	return true
}

// shown is text as a result or an error shows it: as it is when plain,
// else quoted and cut short, so no byte of it reaches a terminal raw.
func shown(s string) string {
	if plain(s) && len(s) <= 256 {
		return s
	}
	return quote.Short(s)
}

// openingLines checks the four lines every replay opens with against this
// build (its mode, the rules data it was recorded with, its seed written
// as a seed code, a version name) and the number of actions, and reads the
// seed: every mode's verifier starts here.
func openingLines(r *replay.Replay, mode, rules string, maxActions int) (dice.Seed, *headerError) {
	if r.Mode != mode {
		return 0, &headerError{2, fmt.Sprintf("mode %s is not %s", quote.Short(r.Mode), mode)}
	}
	if r.Rules != rules {
		return 0, &headerError{4, fmt.Sprintf("recorded with rules data %s; this build has %s", quote.Short(r.Rules), rules)}
	}
	seed, err := dice.ParseSeed(r.Seed)
	if err != nil {
		return 0, &headerError{3, err.Error()}
	}
	if seed.Code() != r.Seed {
		return 0, &headerError{3, fmt.Sprintf("seed %s is not written as a seed code (%s)", quote.Short(r.Seed), seed.Code())}
	}
	if herr := checkVersion(r.Version); herr != nil {
		return 0, herr
	}
	if len(r.Entries) > maxActions {
		return 0, &headerError{r.Line(maxActions), fmt.Sprintf("more than %d actions: a %s replay has at most %d lines", maxActions, mode, maxActions)}
	}
	return seed, nil
}

// at is the header error as an Error of the named file.
func (h *headerError) at(file string) *Error { return &Error{File: file, Line: h.line, Msg: h.msg} }

// opening starts every untimed mode's verification: the result naming the
// replay, its seed, and the opening lines checked (openingLines).
func opening(name string, r *replay.Replay, mode, rules string, maxActions int) (Result, dice.Seed, error) {
	res := Result{File: name, Mode: r.Mode, Seed: r.Seed, Rules: r.Rules, Version: r.Version, Splits: []Split{}}
	seed, herr := openingLines(r, mode, rules, maxActions)
	if herr != nil {
		return res, 0, herr.at(name)
	}
	return res, seed, nil
}
