package verify

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"deepwood/internal/rulestest"
	"deepwood/levels"
	"deepwood/rules/dice"
	"deepwood/rules/forward"
	"deepwood/rules/replay"
)

// data is Forward's level data, which the recorded runs play.
func data(t testing.TB) *forward.Data { return rulestest.Load(t, forward.DefaultData) }

// record plays a run with a bot the way the game records one: each action
// with its tick (here 45 ticks apart) and the streams' checksum after it.
func record(t testing.TB, d *forward.Data, code, botName string) (*replay.Replay, forward.RunResult) {
	t.Helper()
	seed, err := dice.ParseSeed(code)
	if err != nil {
		t.Fatal(err)
	}
	bot, _ := forward.NewBot(botName, seed)
	s, _ := forward.New(d, seed)
	r := &replay.Replay{Mode: "forward", Seed: seed.Code(), Rules: levels.ModeFingerprint("forward"), Version: "test"}
	r.Set("category", "set-seed")
	tick := int64(12)
	for !s.Phase.Over() {
		a := bot.Choose(s, forward.Legal(s))
		if _, err := forward.Apply(s, a); err != nil {
			t.Fatal(err)
		}
		r.Append(replay.Entry{Tick: tick, Check: s.Checksum(), Action: forward.FormatAction(d, a)})
		tick += 45
	}
	botAgain, _ := forward.NewBot(botName, seed)
	return r, forward.PlayRun(d, seed, botAgain, false)
}

func TestVerifyMatchesTheSimulator(t *testing.T) {
	d := data(t)
	for _, code := range []string{"7K3M-9QXA", "DEEP-W00D", "0000-0001", "ZZZZ-ZZZZ"} {
		for _, bot := range []string{"greedy", "random"} {
			r, sim := record(t, d, code, bot)
			back, err := replay.Parse("run.replay", r.Marshal())
			if err != nil {
				t.Fatal(err)
			}
			res, err := Forward(d, levels.ModeFingerprint("forward"), "run.replay", back)
			if err != nil {
				t.Fatalf("%s/%s: %v", code, bot, err)
			}
			want := Defeat
			if sim.Won {
				want = Victory
			}
			if res.Outcome != want || res.Actions != sim.Actions || res.Actions != len(r.Entries) {
				t.Errorf("%s/%s: outcome %s after %d actions; simulator %s after %d", code, bot, res.Outcome, res.Actions, want, sim.Actions)
			}
			if wantTicks := int64(45 * (len(r.Entries) - 1)); res.Ticks != wantTicks {
				t.Errorf("%s/%s: in-game time %d ticks; want %d (first action to last)", code, bot, res.Ticks, wantTicks)
			}
			if sim.Won && (len(res.Splits) != 10 || res.Splits[9].Name != "Dragon of Chaos") {
				t.Errorf("%s/%s: a victory has %d splits: %+v", code, bot, len(res.Splits), res.Splits)
			}
		}
	}
}

func TestVerifyRejectsAtTheFirstBadLine(t *testing.T) {
	d := data(t)
	r, _ := record(t, d, "7K3M-9QXA", "greedy")
	text := string(r.Marshal())
	target := r.Line(len(r.Entries) / 2) // a line well inside the actions
	entry := target - r.Line(0)
	tamper := func(f func(e *replay.Entry)) string {
		c := *r
		c.Entries = append([]replay.Entry(nil), r.Entries...)
		f(&c.Entries[entry])
		return string(c.Marshal())
	}
	tests := []struct {
		name string
		text string
		line int
		msg  string
	}{
		{"checksum changed", tamper(func(e *replay.Entry) { e.Check ^= 1 }), target, "checksum"},
		{"action swapped", tamper(func(e *replay.Entry) { e.Action = "leave" }), target, ""},
		{"nonsense action", tamper(func(e *replay.Entry) { e.Action = "dance wildly" }), target, ""},
		{"other rules", strings.Replace(text, "rules "+r.Rules, "rules 000000000000", 1), 4, "rules data"},
		{"other mode", strings.Replace(text, "mode forward", "mode forest", 1), 2, "not forward"},
		{"abandon mid-file", tamper(func(e *replay.Entry) { e.Action = MetaAbandon }), target, "last line"},
	}
	for _, tt := range tests {
		back, err := replay.Parse("bad.replay", []byte(tt.text))
		if err != nil {
			t.Fatalf("%s: parse: %v", tt.name, err)
		}
		_, err = Forward(d, levels.ModeFingerprint("forward"), "bad.replay", back)
		var ve *Error
		if !errors.As(err, &ve) || ve.Line != tt.line || !strings.Contains(ve.Msg, tt.msg) || ve.File != "bad.replay" {
			t.Errorf("%s: error %v; want line %d mentioning %q", tt.name, err, tt.line, tt.msg)
		}
	}
}

func TestTruncatedAndAbandonedRuns(t *testing.T) {
	d := data(t)
	r, _ := record(t, d, "7K3M-9QXA", "greedy")
	half := len(r.Entries) / 2
	cut := *r
	cut.Entries = r.Entries[:half]
	res, err := Forward(d, levels.ModeFingerprint("forward"), "cut.replay", &cut)
	if err != nil || res.Outcome != Incomplete || res.Actions != half {
		t.Fatalf("truncated: %+v %v", res, err)
	}
	cut.Entries = append(append([]replay.Entry(nil), r.Entries[:half]...), replay.Entry{Tick: 99999, Action: MetaReset})
	res, err = Forward(d, levels.ModeFingerprint("forward"), "reset.replay", &cut)
	if err != nil || res.Outcome != Abandoned || res.EndedBy != MetaReset || res.Ticks != 99999-12 {
		t.Fatalf("reset: %+v %v", res, err)
	}
}

func TestFormatTicks(t *testing.T) {
	tests := []struct {
		ticks int64
		want  string
	}{{0, "0:00.000"}, {1, "0:00.016"}, {60, "0:01.000"}, {3600, "1:00.000"}, {60*3600 + 90, "1:00:01.500"}, {-5, "0:00.000"}}
	for _, tt := range tests {
		if got := FormatTicks(tt.ticks); got != tt.want {
			t.Errorf("FormatTicks(%d) = %q; want %q", tt.ticks, got, tt.want)
		}
	}
}

// TestGoldenReplay verifies a replay kept in testdata to a pinned result,
// natively and under WebAssembly alike: the same file, the same proof.
// Set DEEPWOOD_UPDATE_GOLDEN=1 to rewrite it after a deliberate rules change.
func TestGoldenReplay(t *testing.T) {
	d := data(t)
	path := filepath.Join("testdata", "golden.replay")
	if os.Getenv("DEEPWOOD_UPDATE_GOLDEN") != "" {
		// The first of these seeds that the greedy bot wins: a victory
		// exercises every split.
		var r *replay.Replay
		for i := 0; ; i++ {
			var sim forward.RunResult
			r, sim = record(t, d, dice.HashText(fmt.Sprintf("golden %d", i)).Code(), "greedy")
			if sim.Won {
				break
			}
		}
		os.MkdirAll("testdata", 0o755)
		if err := os.WriteFile(path, r.Marshal(), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	res := verifyGolden(t, d, path)
	got := res.Outcome + " " + res.Time + " " + res.Fingerprint
	if got != goldenResult {
		t.Fatalf("golden replay verifies to %q; want %q", got, goldenResult)
	}
}

const goldenResult = "victory 2:46.500 5cc50e2fc46d970e"

// verifyGolden verifies the Forward replay at path, failing the test on
// any error.
func verifyGolden(t *testing.T, d *forward.Data, path string) Result {
	t.Helper()
	r := rulestest.ReadReplay(t, path)
	res, err := Forward(d, levels.ModeFingerprint("forward"), path, r)
	if err != nil {
		t.Fatal(err)
	}
	return res
}
