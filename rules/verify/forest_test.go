package verify

import (
	"strconv"
	"strings"
	"testing"

	"deepwood/internal/rulestest"
	"deepwood/levels"
	"deepwood/rules/dice"
	"deepwood/rules/forest"
	"deepwood/rules/replay"
)

// forestReplay records a greedy game of a level as the game's session
// does: the header's map and level, each action with its tick and the
// dice checksum.
func forestReplay(t testing.TB, seed string, l forest.Level) (*replay.Replay, *forest.State) {
	t.Helper()
	d := rulestest.Load(t, forest.DefaultData)
	sd := dice.HashText(seed)
	s, err := forest.NewGame(d, sd, forest.Setup{Level: l})
	if err != nil {
		t.Fatal(err)
	}
	r := &replay.Replay{Mode: "forest", Seed: sd.Code(), Rules: levels.ModeFingerprint("forest"), Version: "0.1.0"}
	if l != forest.Tale {
		r.Set("level", l.String())
	}
	for tick := int64(0); !s.Phase.Over(); tick += 20 {
		a := forest.Greedy{}.Choose(s, forest.Legal(s))
		if _, err := forest.Apply(s, a); err != nil {
			t.Fatal(err)
		}
		r.Append(replay.Entry{Tick: tick, Check: s.Dice.Checksum(), Action: a.String()})
	}
	return r, s
}

func TestVerifyForest(t *testing.T) {
	for _, l := range []forest.Level{forest.Tale, forest.Struggle, forest.Blight} {
		r, want := forestReplay(t, "verify forest "+l.String(), l)
		res, _, err := File("game.replay", r.Marshal())
		if err != nil {
			t.Fatalf("%s: %v", l, err)
		}
		score, _ := want.Score()
		outcome := map[bool]string{true: Victory, false: Defeat}[want.Phase == forest.PhaseWon]
		if res.Level != l.String() || res.Outcome != outcome || res.Years != want.Year || res.Score != score ||
			res.Actions != len(r.Entries) || res.Fingerprint != want.Fingerprint() {
			t.Errorf("%s: %+v; want %s in %d Years, score %d", l, res, outcome, want.Year, score)
		}
		if sum := res.Summary(); !strings.Contains(sum, l.String()) || !strings.Contains(sum, "score") {
			t.Errorf("%s: summary %q", l, sum)
		}
	}
}

// TestVerifyForestRefuses: a tampered Forest replay is refused at its
// first bad line, with the reason.
func TestVerifyForestRefuses(t *testing.T) {
	for _, c := range []struct {
		name   string
		change func(r *replay.Replay)
		line   func(r *replay.Replay) int
		msg    string
	}{
		{"a checksum", func(r *replay.Replay) { r.Entries[5].Check ^= 1 }, func(r *replay.Replay) int { return r.Line(5) }, "checksum"},
		{"another level", func(r *replay.Replay) { r.Set("level", "tale") }, func(r *replay.Replay) int { return 0 }, ""},
		{"an unknown level", func(r *replay.Replay) { r.Set("level", "nightmare") }, func(*replay.Replay) int { return 6 }, "unknown level"},
		{"an illegal action", func(r *replay.Replay) { r.Entries[3].Action = "burst A1" }, func(r *replay.Replay) int { return r.Line(3) }, ""},
		{"ticks going back", func(r *replay.Replay) { r.Entries[4].Tick = 1 }, func(r *replay.Replay) int { return r.Line(4) }, "tick"},
		{"an action after the end", func(r *replay.Replay) { r.Append(replay.Entry{Tick: 1 << 20, Action: "end-year"}) }, func(r *replay.Replay) int { return r.Line(len(r.Entries) - 1) }, "ended"},
	} {
		t.Run(c.name, func(t *testing.T) {
			r, _ := forestReplay(t, "verify forest refusals", forest.Blight)
			c.change(r)
			_, _, err := File("game.replay", r.Marshal())
			if err == nil {
				t.Fatal("accepted")
			}
			if want := c.line(r); want > 0 && !strings.Contains(err.Error(), "game.replay:"+strconv.Itoa(want)+":") {
				t.Errorf("error %q, want line %d", err, want)
			}
			if !strings.Contains(err.Error(), c.msg) {
				t.Errorf("error %q, want it to say %q", err, c.msg)
			}
		})
	}
}
