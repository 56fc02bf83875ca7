package app

import (
	"bytes"
	"encoding/json"
	"os"
	"reflect"
	"testing"

	"deepwood/cli"
	"deepwood/rules/battle/ai"
	"deepwood/rules/dice"
	"deepwood/rules/forest"
	"deepwood/rules/forsaken"
	"deepwood/rules/replay"
	"deepwood/settings"
	"deepwood/storage"
)

// TestAutoplayPlaysTheSeedItIsGiven: `autoplay MODE --seed X` deals X
// itself in every mode, as `deepwood seed X` and the simulator's first
// game do, and the replay it keeps says X (issue 38: an autoplay reported
// the seed it was given and kept the replay of another dungeon, the first
// seed derived from it).
func TestAutoplayPlaysTheSeedItIsGiven(t *testing.T) {
	autoplayBase(t)
	seed, _ := dice.ParseSeed("60S6-5T94")
	code := seed.Code()
	dir := func() storage.Store { return storage.NewDir(t.TempDir()) }
	fw := inWindow(t, func() (*Autoplay, error) {
		return newAutoplay(dir(), dir(), seed, "greedy", 4, settings.AnimInstant, "")
	})
	fo := inWindow(t, func() (*ForestAutoplay, error) {
		return newForestAutoplay(dir(), dir(), seed, "greedy", forest.Tale, 4, 0, settings.AnimInstant, "")
	})
	fs := inWindow(t, func() (*ForsakenAutoplay, error) {
		return NewForsakenAutoplay(dir(), dir(), seed, 6, forsaken.Normal, 4, settings.AnimInstant, "")
	})
	ba := inWindow(t, func() (*BattleAutoplay, error) {
		return NewBattleAutoplay(dir(), seed, "skirmish", [2]ai.Level{ai.Easy, ai.Easy}, settings.AnimInstant, "")
	})
	for _, tt := range []struct {
		mode string
		got  *replay.Replay
	}{
		{"forward", fw.Session().Replay}, {"forest", fo.Session().Replay},
		{"forsaken", fs.Session().Replay}, {"battle", ba.Sess.Replay},
	} {
		if tt.got.Seed != code {
			t.Errorf("autoplay %s --seed %s deals %s", tt.mode, code, tt.got.Seed)
		}
	}
	if fw.d.seed != seed || fo.d.seed != seed || fs.d.seed != seed || ba.Sess.Setup.Seed != seed {
		t.Errorf("autoplays of %s play %s, %s, %s and %s", code, fw.d.seed, fo.d.seed, fs.d.seed, ba.Sess.Setup.Seed)
	}
	if got := ba.Outcome().Seeds; len(got) != 1 || got[0] != code {
		t.Errorf("autoplay battle --seed %s names the seeds %v", code, got)
	}
}

// keptSeed is the seed in the header of the replay an autoplay kept at
// where.
func keptSeed(t *testing.T, where string, err error) string {
	t.Helper()
	b, rerr := os.ReadFile(where)
	if err != nil || rerr != nil {
		t.Fatalf("the replay was not kept at %q: %v %v", where, err, rerr)
	}
	r, perr := replay.Parse(where, b)
	if perr != nil {
		t.Fatal(perr)
	}
	return r.Seed
}

// simOutcome is what `deepwood sim MODE args… --json` prints, without the
// fields that measure wall time.
func simOutcome(t *testing.T, args ...string) map[string]any {
	t.Helper()
	var out, errOut bytes.Buffer
	if code := cli.Run(append(append([]string{"sim"}, args...), "--json"), &out, &errOut); code != 0 {
		t.Fatalf("sim %v: exit %d, %s", args, code, errOut.String())
	}
	return untimed(t, out.Bytes())
}

// untimed is an outcome line's fields but those that measure wall time.
func untimed(t *testing.T, line []byte) map[string]any {
	t.Helper()
	var m map[string]any
	if err := json.Unmarshal(line, &m); err != nil {
		t.Fatalf("outcome %s: %v", line, err)
	}
	for _, k := range []string{"games_per_second", "runs_per_second", "decision_p50_ms", "decision_p99_ms", "decision_max_ms"} {
		delete(m, k)
	}
	return m
}

// sameOutcome holds an autoplay's outcome line to the simulator's.
func sameOutcome(t *testing.T, line []byte, sim map[string]any) {
	t.Helper()
	if got := untimed(t, line); !reflect.DeepEqual(got, sim) {
		t.Errorf("autoplay %v\nsim      %v", got, sim)
	}
}
