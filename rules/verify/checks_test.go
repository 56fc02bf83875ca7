package verify

import (
	"errors"
	"math"
	"path/filepath"
	"strings"
	"testing"
	"unicode"

	"deepwood/internal/rulestest"
	"deepwood/levels"
	"deepwood/rules/dice"
	"deepwood/rules/forest"
	"deepwood/rules/forsaken"
	"deepwood/rules/replay"
)

// verifyText marshals r, parses it back and verifies it, as a server
// verifies a submitted file.
func verifyText(t *testing.T, r *replay.Replay) (Result, *Error) {
	t.Helper()
	back, err := replay.Parse("sub.replay", r.Marshal())
	if err != nil {
		t.Fatalf("parse: %v", err)
	}
	res, err := Forward(data(t), levels.ModeFingerprint("forward"), "sub.replay", back)
	if err == nil {
		return res, nil
	}
	var ve *Error
	if !errors.As(err, &ve) {
		t.Fatalf("error %v is not a verify.Error", err)
	}
	if strings.ContainsFunc(ve.Msg, unicode.IsControl) {
		t.Fatalf("error with a raw control character: %q", ve.Msg)
	}
	return res, ve
}

// retick is a copy of r with every entry's tick set by f.
func retick(r *replay.Replay, f func(i int, tick int64) int64) *replay.Replay {
	c := *r
	c.Entries = append([]replay.Entry(nil), r.Entries...)
	for i := range c.Entries {
		c.Entries[i].Tick = f(i, c.Entries[i].Tick)
	}
	return &c
}

// TestTicksAreChecked: ticks must be in range and the actions at least
// MinActionTicks apart; a replay at exactly the floor verifies.
func TestTicksAreChecked(t *testing.T) {
	r, _ := record(t, data(t), "7K3M-9QXA", "greedy")
	n := len(r.Entries)
	tests := []struct {
		name string
		r    *replay.Replay
		line int
		msg  string
	}{
		{"every tick 12", retick(r, func(int, int64) int64 { return 12 }), r.Line(1), "at least 1 tick apart (RULES.md B1)"},
		{"two actions on one tick", retick(r, func(i int, t int64) int64 { return pick(i >= n/2, t-45, t) }), r.Line(n / 2), "at least 1 tick apart"},
		{"last tick MaxInt64", retick(r, func(i int, t int64) int64 { return pick(i == n-1, math.MaxInt64, t) }), r.Line(n - 1), "out of range"},
		{"last tick past 24 hours", retick(r, func(i int, t int64) int64 { return pick(i == n-1, MaxTicks+1, t) }), r.Line(n - 1), "24 hours"},
	}
	for _, tt := range tests {
		_, ve := verifyText(t, tt.r)
		if ve == nil || ve.Line != tt.line || !strings.Contains(ve.Msg, tt.msg) {
			t.Errorf("%s: %v; want line %d mentioning %q", tt.name, ve, tt.line, tt.msg)
		}
	}
	res, ve := verifyText(t, retick(r, func(i int, _ int64) int64 { return int64(i) * MinActionTicks }))
	if ve != nil || res.Ticks != int64(n-1)*MinActionTicks {
		t.Errorf("actions at the floor: %v, %d ticks", ve, res.Ticks)
	}
	res, ve = verifyText(t, retick(r, func(i int, t int64) int64 { return pick(i == n-1, MaxTicks, t) }))
	if ve != nil || res.Time != "23:59:59.800" {
		t.Errorf("last action at MaxTicks: %v, %s", ve, res.Time)
	}
	// An abandon may share its action's tick (the instant reset is read
	// before the frame counts); never come before it, even unparsed.
	cut := *r
	last := r.Entries[n/2-1].Tick
	cut.Entries = append(append([]replay.Entry(nil), r.Entries[:n/2]...), replay.Entry{Tick: last, Action: MetaReset})
	if res, ve := verifyText(t, &cut); ve != nil || res.Outcome != Abandoned {
		t.Errorf("reset on its action's tick: %+v %v", res, ve)
	}
	cut.Entries[n/2].Tick = last - 1
	if _, err := Forward(data(t), levels.ModeFingerprint("forward"), "mem", &cut); err == nil || !strings.Contains(err.Error(), "before the previous") {
		t.Errorf("reset before its action: %v", err)
	}
	neg := retick(r, func(i int, t int64) int64 { return pick(i == 0, -5, t) })
	if _, err := Forward(data(t), levels.ModeFingerprint("forward"), "mem", neg); err == nil || !strings.Contains(err.Error(), "out of range") {
		t.Errorf("a negative tick in memory: %v", err)
	}
	long := *r
	long.Entries = make([]replay.Entry, replay.MaxLines+1)
	if _, err := Forward(data(t), levels.ModeFingerprint("forward"), "mem", &long); err == nil || !strings.Contains(err.Error(), "at most") {
		t.Errorf("%d entries in memory: %v", len(long.Entries), err)
	}
}

func pick(c bool, a, b int64) int64 {
	if c {
		return a
	}
	return b
}

// TestFormatTicksNeverOverflows: any tick prints as a time, the largest
// too (it printed "0:00.-216").
func TestFormatTicksNeverOverflows(t *testing.T) {
	if got := FormatTicks(math.MaxInt64); got != "42700796466920:15:30.116" {
		t.Errorf("FormatTicks(MaxInt64) = %q", got)
	}
	if got := FormatTicks(MaxTicks); got != "24:00:00.000" {
		t.Errorf("FormatTicks(MaxTicks) = %q", got)
	}
}

// TestCategoryAgreesWithTheSeed: the category is reported by its boards
// name; a daily run's seed must be its date's daily seed; a practice is a
// practice; a mismatch is refused at its line.
func TestCategoryAgreesWithTheSeed(t *testing.T) {
	d := data(t)
	daily := dice.DailySeed(2026, 11, 21)
	dr, _ := record(t, d, daily.Code(), "greedy")
	sr, _ := record(t, d, "7K3M-9QXA", "greedy")
	with := func(r *replay.Replay, kv ...string) *replay.Replay {
		c := *r
		c.Extra = nil
		for i := 0; i < len(kv); i += 2 {
			c.Set(kv[i], kv[i+1])
		}
		return &c
	}
	tests := []struct {
		name     string
		r        *replay.Replay
		cat      string
		line     int
		msg      string
		wantDate string
	}{
		{"set", with(sr, "category", "set"), SetSeed, 0, "", ""},
		{"set-seed", with(sr, "category", "set-seed"), SetSeed, 0, "", ""},
		{"random", with(sr, "category", "random"), RandomSeed, 0, "", ""},
		{"daily on its date", with(dr, "category", "daily", "date", "2026-11-21"), DailySeed, 0, "", "2026-11-21"},
		{"daily-seed on its date", with(dr, "category", "daily-seed", "date", "2026-11-21"), DailySeed, 0, "", "2026-11-21"},
		{"set run relabelled daily", with(sr, "category", "daily-seed"), "", 6, "names its UTC date", ""},
		{"set run with a date", with(sr, "category", "daily", "date", "2026-11-21"), "", 7, "not the daily seed of 2026-11-21", ""},
		{"daily on another date", with(dr, "category", "daily", "date", "2026-11-22"), "", 7, "not the daily seed", ""},
		{"witnessed daily from the server's key", with(sr, "category", "daily", "date", "2026-11-21", WitnessedKey, "q0xWAAECAwQFBgcICQoLDA"), DailySeed, 0, "", "2026-11-21"},
		{"witnessed daily with an empty id", with(sr, "category", "daily", "date", "2026-11-21", WitnessedKey, ""), "", 8, "not an attempt id", ""},
		{"no such day", with(dr, "category", "daily", "date", "2026-02-29"), "", 7, "not a date", ""},
		{"date spelt otherwise", with(dr, "category", "daily", "date", "2026-11-21T00"), "", 7, "not a date", ""},
		{"date on a set run", with(sr, "category", "set", "date", "2026-11-21"), "", 7, "belongs to a daily-seed run", ""},
		{"no category", with(sr), "", 6, "no category line", ""},
		{"unknown category", with(sr, "note", "x", "category", "speedy\x1b[2J"), "", 7, `"speedy\x1b[2J"`, ""},
		{"practice line in a set run", with(sr, "category", "set", PracticeKey, "1"), "", 6, "category practice, not set-seed", ""},
		{"practice without a location", with(sr, "category", "practice"), "", 6, "no practice line", ""},
	}
	for _, tt := range tests {
		res, ve := verifyText(t, tt.r)
		switch {
		case tt.line == 0 && (ve != nil || res.Category != tt.cat || res.Date != tt.wantDate):
			t.Errorf("%s: %v, category %q date %q; want %q %q", tt.name, ve, res.Category, res.Date, tt.cat, tt.wantDate)
		case tt.line != 0 && (ve == nil || ve.Line != tt.line || !strings.Contains(ve.Msg, tt.msg)):
			t.Errorf("%s: %v; want line %d mentioning %q", tt.name, ve, tt.line, tt.msg)
		}
	}
	p := recordPractice(t, d, dice.Seed(42), 2)
	if res, ve := verifyText(t, p); ve != nil || res.Category != Practice {
		t.Errorf("a practice: %v, category %q", ve, res.Category)
	}
}

// TestUntrustedTextIsShownEscaped: a version with a terminal escape is
// refused, quoted; a file name with one is quoted in errors and summaries.
func TestUntrustedTextIsShownEscaped(t *testing.T) {
	r, _ := record(t, data(t), "7K3M-9QXA", "greedy")
	bad := *r
	bad.Version = "\x1b]0;pwned\a"
	_, ve := verifyText(t, &bad)
	if ve == nil || ve.Line != 5 || !strings.Contains(ve.Msg, `"\x1b]0;pwned\a"`) {
		t.Errorf("escape in version: %v", ve)
	}
	bad.Version = strings.Repeat("9", maxVersion+1)
	if _, ve := verifyText(t, &bad); ve == nil || ve.Line != 5 {
		t.Errorf("long version: %v", ve)
	}
	res, err := Forward(data(t), levels.ModeFingerprint("forward"), "run\x1b[2J.replay", r)
	if err != nil {
		t.Fatal(err)
	}
	if s := res.Summary(); strings.Contains(s, "\x1b") || !strings.Contains(s, `"run\x1b[2J.replay"`) || !strings.Contains(s, "HP left") {
		t.Errorf("summary shows %q", s)
	}
	e := &Error{File: "a\x1bb", Line: 3, Msg: "m"}
	if strings.Contains(e.Error(), "\x1b") {
		t.Errorf("error shows %q", e.Error())
	}
}

// FuzzVerify feeds arbitrary bytes through File, as a server does with
// every submission, seeded with replays of every mode: it never panics,
// every refusal names a line and shows no raw control character, and what
// verifies holds to the bounds a board relies on.
func FuzzVerify(f *testing.F) {
	d := data(f)
	golden := rulestest.ReadFile(f, filepath.Join("testdata", "golden.replay"))
	f.Add(golden)
	daily, _ := record(f, d, dice.DailySeed(2026, 11, 21).Code(), "random")
	daily.Set("category", "daily")
	daily.Set(DateKey, "2026-11-21")
	f.Add(daily.Marshal())
	f.Add(recordPractice(f, d, dice.Seed(7), 4).Marshal())
	f.Add([]byte(strings.Replace(string(golden), "category set-seed", "category daily-seed", 1)))
	game, _ := forestReplay(f, "fuzz forest", forest.Blight)
	f.Add(game.Marshal())
	fight, _ := battleReplay(f, "fuzz battle", "skirmish", customArmies)
	f.Add(fight.Marshal())
	table, _ := forsakenReplay(f, dice.Seed(99), forsaken.Setup{Players: 7})
	f.Add(table.Marshal())
	f.Fuzz(func(t *testing.T, b []byte) {
		res, r, err := File("fuzz.replay", b)
		if r == nil {
			return // not a replay: Parse's refusals have their own tests
		}
		if err != nil {
			var ve *Error
			if !errors.As(err, &ve) || ve.Line < 1 || strings.ContainsFunc(ve.Msg, unicode.IsControl) || len(ve.Msg) > 400 {
				t.Fatalf("refusal without a line, or with raw or overlong text: %v", err)
			}
			return
		}
		if res.Ticks < 0 || res.Ticks > MaxTicks || strings.Contains(res.Time, "-") || res.HPLeft < 0 {
			t.Fatalf("verified with %d ticks (%s), %d HP left", res.Ticks, res.Time, res.HPLeft)
		}
		if _, ok := categories[res.Category]; res.Mode == "forward" && (!ok || res.Category != categories[res.Category]) {
			t.Fatalf("verified in category %q", res.Category)
		}
		if s := res.Summary(); strings.ContainsFunc(s, func(c rune) bool { return unicode.IsControl(c) && c != '\n' }) {
			t.Fatalf("summary with a raw control character: %q", s)
		}
	})
}
