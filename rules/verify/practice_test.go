package verify

import (
	"errors"
	"testing"

	"deepwood/levels"
	"deepwood/rules/dice"
	"deepwood/rules/forward"
	"deepwood/rules/replay"
	"deepwood/server/botreplay"
)

// recordPractice plays one location of a seed with the greedy bot, as the
// game records a practice run.
func recordPractice(t testing.TB, d *forward.Data, seed dice.Seed, at int) *replay.Replay {
	t.Helper()
	r, err := botreplay.Practice(d, seed, at)
	if err != nil {
		t.Fatal(err)
	}
	return r
}

func itoa(n int) string { return string(rune('0' + n)) }

func TestPracticeReplays(t *testing.T) {
	d := data(t)
	rules := levels.ModeFingerprint("forward")
	seed, _ := dice.ParseSeed("PRAC-T1CE")
	r := recordPractice(t, d, seed, 4)
	res, err := Forward(d, rules, "p.replay", r)
	if err != nil {
		t.Fatal(err)
	}
	want := Cleared
	if len(res.Splits) == 0 {
		want = Defeat
	}
	if res.Outcome != want || res.Practice != 5 || len(res.Splits) > 1 || res.Actions != len(r.Entries) {
		t.Fatalf("practice: %+v", res)
	}
	// Read without its header, the same actions are not the run's: the
	// first location is another deal.
	whole := *r
	whole.Extra = []replay.Field{{Key: "category", Value: "practice"}}
	if _, err := Forward(d, rules, "whole.replay", &whole); err == nil {
		t.Fatal("a practice's actions verified as a whole run")
	}
	// An action after the location was left is refused at its line.
	more := *r
	more.Entries = append(append([]replay.Entry(nil), r.Entries...), replay.Entry{Tick: 99999, Check: 0, Action: "roll"})
	var ve *Error
	if _, err := Forward(d, rules, "more.replay", &more); !errors.As(err, &ve) || ve.Line != more.Line(len(more.Entries)-1) {
		t.Fatalf("action after the practice: %v", err)
	}
	for _, bad := range []string{"0", "10", "x"} {
		b := *r
		b.Extra = []replay.Field{{Key: "category", Value: "practice"}, {Key: PracticeKey, Value: bad}}
		if _, err := Forward(d, rules, "bad.replay", &b); !errors.As(err, &ve) || ve.Line != 7 {
			t.Errorf("practice %q: %v", bad, err)
		}
	}
}
