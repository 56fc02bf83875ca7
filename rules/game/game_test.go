package game

import (
	"errors"
	"slices"
	"strings"
	"testing"

	"deepwood/rules/dice"
)

type color uint8

var colorWords = Words[color]{Kind: "colour", Short: "col", Names: []string{"red", "green"}}

// TestWords: a value is written as its word and read back; an unknown value
// or word is named, not lost.
func TestWords(t *testing.T) {
	if got := colorWords.Name(1); got != "green" {
		t.Errorf("Name(1) = %q", got)
	}
	if got := colorWords.Name(7); got != "col(7)" {
		t.Errorf("Name(7) = %q", got)
	}
	var c color
	if err := colorWords.Read(&c, []byte("green")); err != nil || c != 1 {
		t.Errorf("Read(green) = %v, %v", c, err)
	}
	if err := colorWords.Read(&c, []byte("blue")); err == nil || err.Error() != `unknown colour "blue"` {
		t.Errorf("Read(blue) = %v", err)
	}
}

// TestBots: a roster names its bots in order and refuses an unknown name
// with the known ones.
func TestBots(t *testing.T) {
	bs := Bots[string]{{Name: "a", New: func(dice.Seed) string { return "A" }}, {Name: "b", New: func(s dice.Seed) string { return s.Code() }}}
	if got := strings.Join(bs.Names(), ","); got != "a,b" {
		t.Errorf("Names = %s", got)
	}
	if b, err := bs.New("a", 1); err != nil || b != "A" {
		t.Errorf("New(a) = %q, %v", b, err)
	}
	if _, err := bs.New("c", 1); err == nil || !strings.Contains(err.Error(), "known: [a b]") {
		t.Errorf("New(c) = %v", err)
	}
}

// counter is a toy game for Play: count up to a target by +1 or +2.
type counter struct{ n, target int }

func countTurns(c *counter) Turns[*counter, int, int] {
	return Turns[*counter, int, int]{State: c,
		Legal: func(c *counter) []int { return []int{1, 2} },
		Apply: func(c *counter, a int) ([]int, error) {
			if a < 1 || a > 2 {
				return nil, errors.New("refused")
			}
			c.n += a
			return []int{c.n}, nil
		},
		Done:  func(c *counter) bool { return c.n >= c.target },
		Phase: func(*counter) string { return "count" },
	}
}

// TestPlay: the loop applies the bot's choices to the end, checks after
// each, and stops with a violation on a refused action or a cap.
func TestPlay(t *testing.T) {
	g := countTurns(&counter{target: 5})
	checks := 0
	g.Check = func(c *counter, a int, evs []int) ([]string, bool) {
		checks++
		if evs[0] != c.n {
			return []string{"event disagrees"}, true
		}
		return nil, false
	}
	p := Play(g, func(*counter, []int) int { return 2 })
	if p.Actions != 3 || checks != 3 || len(p.Violations) != 0 {
		t.Errorf("played %+v with %d checks", p, checks)
	}
	p = Play(countTurns(&counter{target: 5}), func(*counter, []int) int { return 3 })
	if !p.Refused || p.Actions != 0 || len(p.Violations) != 1 {
		t.Errorf("refused play: %+v", p)
	}
	g = countTurns(&counter{target: 100})
	g.MaxActions = 4
	if p = Play(g, func(*counter, []int) int { return 1 }); p.Actions != 4 {
		t.Errorf("capped play: %+v", p)
	}
}

// TestTallyAndMedian: the report's sums.
func TestTallyAndMedian(t *testing.T) {
	var v ViolationTally
	v.Add(dice.Seed(1), nil)
	v.Add(dice.Seed(2), []string{"x", "y"})
	v.Add(dice.Seed(3), []string{"z"})
	if v.Violations != 3 || !strings.HasSuffix(v.FirstViolation, ": x") {
		t.Errorf("tally %+v", v)
	}
	for _, tt := range []struct {
		in   []int
		want float64
	}{{nil, 0}, {[]int{3, 1, 2}, 2}, {[]int{4, 1, 3, 2}, 2.5}} {
		if got := Median(tt.in); got != tt.want {
			t.Errorf("Median(%v) = %v", tt.in, got)
		}
	}
	if Rate(1, 0) != 0 || Rate(1, 4) != 0.25 {
		t.Error("Rate")
	}
	if s := Seeds(dice.Seed(9), 3); len(s) != 3 || s[0] == s[1] {
		t.Errorf("Seeds = %v", s)
	}
}

// TestSeedsPlayTheSeedFirst: a simulation's game 1 plays its seed itself,
// the dungeon `deepwood seed` deals (issue 38: `sim forward --runs 1
// --seed 60S6-5T94` played 21JF-7N61, the stream's first number), and the
// later games play the seeds they played before, so a simulation of many
// games differs from the old one in game 1 alone. A seed wider than a
// code's 40 bits plays the seed its code names.
func TestSeedsPlayTheSeedFirst(t *testing.T) {
	base, _ := dice.ParseSeed("60S6-5T94")
	var got []string
	for _, s := range Seeds(base, 3) {
		got = append(got, s.Code())
	}
	if want := "60S6-5T94 4H8D-68JY 5JQM-G2EC"; strings.Join(got, " ") != want {
		t.Errorf("Seeds(60S6-5T94, 3) = %v, want %s", got, want)
	}
	if s := Seeds(base, 1); len(s) != 1 || s[0] != base {
		t.Errorf("Seeds(60S6-5T94, 1) = %v", s)
	}
	if s := Seeds(base|1<<50, 1); s[0] != base {
		t.Errorf("a 64-bit seed plays %v, not its code's %v", s[0], base)
	}
	if len(Seeds(base, 0)) != 0 {
		t.Error("Seeds(base, 0) is not empty")
	}
}

// TestSections: sections, fields and errors by line.
func TestSections(t *testing.T) {
	ls, err := Sections("f.txt", "# c\n\n[a]\n x | y \n[b]\nz\n")
	if err != nil || len(ls) != 2 || ls[0].Section != "a" || ls[0].N != 4 || strings.Join(ls[0].Fields(), ",") != "x,y" || ls[1].Section != "b" {
		t.Fatalf("Sections = %+v, %v", ls, err)
	}
	if _, err := Sections("f.txt", "x\n"); err == nil || err.Error() != "f.txt:1: line before any [section]" {
		t.Errorf("no section: %v", err)
	}
	if _, err := Sections("f.txt", "\n[x\n"); err == nil || err.Error() != `f.txt:2: malformed section header "[x"` {
		t.Errorf("bad header: %v", err)
	}
	if got := (&LoadError{File: "f", Msg: "m"}).Error(); got != "f: m" {
		t.Errorf("whole-file error %q", got)
	}
}

// saved is a toy state for Restore and Fingerprint.
type saved struct {
	Rules string `json:"rules"`
	N     int    `json:"n"`
}

// TestRestoreAndFingerprint: a state made with other data is refused by
// name, a sound one comes back whole and hashes as before; broken
// invariants are refused naming the first.
func TestRestoreAndFingerprint(t *testing.T) {
	rulesOf := func(s *saved) string { return s.Rules }
	s, err := Restore([]byte(`{"rules":"abc","n":3}`), rulesOf, "abc", "toy data")
	if err != nil || s.N != 3 {
		t.Fatalf("Restore = %+v, %v", s, err)
	}
	if Fingerprint(s) != Fingerprint(&saved{Rules: "abc", N: 3}) || Fingerprint(s) == Fingerprint(&saved{Rules: "abc"}) || len(Fingerprint(s)) != 16 {
		t.Errorf("Fingerprint %s", Fingerprint(s))
	}
	if _, err := Restore([]byte(`{"rules":"xyz"}`), rulesOf, "abc", "toy data"); err == nil || err.Error() != "state was made with toy data xyz; this is abc" {
		t.Errorf("other data: %v", err)
	}
	if _, err := Restore([]byte(`{`), rulesOf, "abc", "toy data"); err == nil {
		t.Error("broken JSON restored")
	}
	if err := Sound([]string{"a", "b"}); err == nil || err.Error() != "state breaks the rules: a" {
		t.Errorf("Sound = %v", err)
	}
	if Sound(nil) != nil {
		t.Error("a sound state refused")
	}
}

// TestRandomBot: the random bot chooses among the legal actions from the
// seed's bot stream, the same choices for the same seed.
func TestRandomBot(t *testing.T) {
	bs := Bots[Bot[int, int]]{Stateless[Bot[int, int]]("first", first{}), Random[int, int]()}
	legal := []int{10, 20, 30, 40}
	pick := func(seed dice.Seed) []int {
		b, err := bs.New("random", seed)
		if err != nil {
			t.Fatal(err)
		}
		var out []int
		for range 20 {
			out = append(out, b.Choose(0, legal))
		}
		return out
	}
	a, b := pick(5), pick(5)
	if !slices.Equal(a, b) {
		t.Errorf("same seed, other choices: %v %v", a, b)
	}
	for _, x := range a {
		if x%10 != 0 || x < 10 || x > 40 {
			t.Fatalf("chose %d outside the legal list", x)
		}
	}
	if f, _ := bs.New("first", 1); f.Choose(0, legal) != 10 {
		t.Error("stateless bot")
	}
}

// first always takes the first legal action.
type first struct{}

func (first) Choose(_ int, legal []int) int { return legal[0] }

func TestOrdinal(t *testing.T) {
	for n, want := range map[int]string{1: "1st", 2: "2nd", 3: "3rd", 4: "4th", 11: "11th", 12: "12th", 13: "13th", 21: "21st", 22: "22nd", 101: "101st", 111: "111th"} {
		if got := Ordinal(n); got != want {
			t.Errorf("Ordinal(%d) = %q, want %q", n, got, want)
		}
	}
}
