package cli

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"deepwood/rules/verify"
)

// TestSimEveryMode: every mode's simulator plays a seed's games without
// breaking an invariant, and refuses a count of 0, a seed code with a
// letter no code uses and a stray argument, each in the same words.
func TestSimEveryMode(t *testing.T) {
	for _, m := range []struct{ mode, count, n string }{
		{"forward", "--runs", "20"}, {"forest", "--games", "20"}, {"battle", "--battles", "2"}, {"forsaken", "--games", "5"},
	} {
		checkCommands(t, []commandCase{
			{[]string{"sim", m.mode, m.count, m.n, "--seed", "DEEP-W00D"}, 0, "invariant violations         0", ""},
			{[]string{"sim", m.mode, m.count, "0"}, 2, "", m.count + " must be"},
			{[]string{"sim", m.mode, "--seed", "7K3U-9QXA"}, 2, "", "character 4"},
			{[]string{"sim", m.mode, "extra"}, 2, "", "unexpected argument"},
		})
	}
}

func TestSimJSON(t *testing.T) {
	var v struct {
		Runs int `json:"runs"`
	}
	simJSON(t, &v, "forward", "--runs", "10")
	if v.Runs != 10 {
		t.Fatalf("sim forward --json: %d runs; want 10", v.Runs)
	}
}

func TestLevelsJSON(t *testing.T) {
	code, out, _ := run("levels", "--json")
	var v struct {
		Forward struct {
			Cards     int `json:"card_count"`
			Locations []struct {
				Layout []struct{ Number, Row, Column int } `json:"layout"`
				Cards  []struct{ Name string }             `json:"cards"`
			} `json:"locations"`
		} `json:"forward"`
	}
	if code != 0 || json.Unmarshal([]byte(out), &v) != nil || v.Forward.Cards != 100 || len(v.Forward.Locations) != 9 {
		t.Fatalf("levels --json = %d %.200q", code, out)
	}
	for _, l := range v.Forward.Locations {
		if len(l.Layout) != 9 || len(l.Cards) != 9 {
			t.Errorf("location with %d cells and %d cards", len(l.Layout), len(l.Cards))
		}
	}
}

// TestSimReplaysVerify: `sim forward --replays DIR` writes one replay per
// run, and every one verifies, to as many victories as the simulation
// counted and with actions at a plausible pace.
func TestSimReplaysVerify(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "replays")
	code, out, errOut := run("sim", "forward", "--runs", "40", "--seed", "DEEP-W00D", "--bot", "random", "--json", "--replays", dir)
	var rep struct{ Wins int }
	if code != 0 || json.Unmarshal([]byte(out), &rep) != nil {
		t.Fatalf("sim --replays: %d %q %q", code, out, errOut)
	}
	files, _ := filepath.Glob(filepath.Join(dir, "forward-*.replay"))
	if len(files) != 40 {
		t.Fatalf("%d replays written; want 40", len(files))
	}
	wins := 0
	for _, f := range files {
		b, _ := os.ReadFile(f)
		res, _, err := verify.File(f, b)
		if err != nil {
			t.Fatalf("a simulated run's replay does not verify: %v", err)
		}
		if res.Outcome == verify.Victory {
			wins++
		}
		if res.Category != verify.SetSeed || res.Ticks != int64(simTickGap*(res.Actions-1)) {
			t.Errorf("%s: %s, %d ticks for %d actions", f, res.Category, res.Ticks, res.Actions)
		}
	}
	if wins != rep.Wins {
		t.Errorf("%d replays verify as victories; the simulation counted %d", wins, rep.Wins)
	}
	if code, out, errOut := run("verify", files[0]); code != 0 || !strings.Contains(out, "(set-seed)") {
		t.Errorf("deepwood verify %s: %d %q %q", files[0], code, out, errOut)
	}
	blocked := filepath.Join(t.TempDir(), "file")
	os.WriteFile(blocked, nil, 0o644)
	for _, tt := range []struct {
		args []string
		code int
		want string
	}{
		{[]string{"--runs", "100001", "--replays", dir}, 2, "at most 100000"},
		{[]string{"--runs", "1", "--replays", blocked}, 1, "--replays"},
	} {
		code, _, errOut := run(append([]string{"sim", "forward"}, tt.args...)...)
		if code != tt.code || !strings.Contains(errOut, tt.want) {
			t.Errorf("%v: exit %d, %q", tt.args, code, errOut)
		}
	}
}
