package verify

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"unicode"

	"deepwood/levels"
	"deepwood/rules/dice"
	"deepwood/rules/replay"
)

// FuzzVerifyForward feeds arbitrary bytes through Parse and Forward, as a
// server does with every submission: it never panics, every refusal names
// a line and shows no raw control character, and what verifies holds to
// the bounds a board relies on.
func FuzzVerifyForward(f *testing.F) {
	d := data(f)
	golden, err := os.ReadFile(filepath.Join("testdata", "golden.replay"))
	if err != nil {
		f.Fatal(err)
	}
	f.Add(golden)
	daily, _ := record(f, d, dice.DailySeed(2026, 11, 21).Code(), "random")
	daily.Set("category", "daily")
	daily.Set(DateKey, "2026-11-21")
	f.Add(daily.Marshal())
	f.Add(recordPractice(f, d, dice.Seed(7), 4).Marshal())
	f.Add([]byte(strings.Replace(string(golden), "category set-seed", "category daily-seed", 1)))
	rules := levels.ModeFingerprint("forward")
	f.Fuzz(func(t *testing.T, b []byte) {
		r, err := replay.Parse("fuzz.replay", b)
		if err != nil {
			return
		}
		res, err := Forward(d, rules, "fuzz.replay", r)
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
		if _, ok := categories[res.Category]; !ok || res.Category != categories[res.Category] {
			t.Fatalf("verified in category %q", res.Category)
		}
		if s := res.Summary(); strings.ContainsFunc(s, func(c rune) bool { return unicode.IsControl(c) && c != '\n' }) {
			t.Fatalf("summary with a raw control character: %q", s)
		}
	})
}
