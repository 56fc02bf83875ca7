package cli

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func TestVerifyCommand(t *testing.T) {
	golden, err := filepath.Abs(filepath.Join("..", "rules", "verify", "testdata", "golden.replay"))
	if err != nil {
		t.Fatal(err)
	}
	code, out, errOut := run("verify", golden, "--json")
	var res struct {
		Outcome string `json:"outcome"`
		Splits  []struct {
			Name string `json:"name"`
		} `json:"splits"`
	}
	if code != 0 || json.Unmarshal([]byte(out), &res) != nil || res.Outcome != "victory" || len(res.Splits) != 10 {
		t.Fatalf("verify --json: %d %q %q", code, out, errOut)
	}
	code, out, _ = run("verify", golden)
	if code != 0 || !strings.Contains(out, "victory") || !strings.Contains(out, "Dragon of Chaos") {
		t.Fatalf("verify: %d %q", code, out)
	}

	data, _ := os.ReadFile(golden)
	lines := strings.Split(string(data), "\n")
	lines[12] = strings.Replace(lines[12], " ", " 1", 1) // break line 13's checksum width
	bad := filepath.Join(t.TempDir(), "bad.replay")
	os.WriteFile(bad, []byte(strings.Join(lines, "\n")), 0o644)
	code, _, errOut = run("verify", bad)
	if code != 1 || !strings.Contains(errOut, "bad.replay:13:") {
		t.Fatalf("tampered replay: code %d, %q", code, errOut)
	}

	code, _, errOut = run("verify")
	if code != 2 || !strings.Contains(errOut, "name one replay file") {
		t.Fatalf("no file: %d %q", code, errOut)
	}
	code, _, errOut = run("verify", filepath.Join(t.TempDir(), "missing.replay"))
	if code != 1 || !strings.Contains(errOut, "missing.replay") {
		t.Fatalf("missing file: %d %q", code, errOut)
	}
}

// TestVerifyShowsHeaderValuesEscaped: a replay whose header carries a
// terminal escape never gets it to the terminal raw, refused or not; a
// huge file is refused by its size; the summary names the category.
func TestVerifyShowsHeaderValuesEscaped(t *testing.T) {
	golden, _ := filepath.Abs(filepath.Join("..", "rules", "verify", "testdata", "golden.replay"))
	data, err := os.ReadFile(golden)
	if err != nil {
		t.Fatal(err)
	}
	code, out, _ := run("verify", golden)
	if code != 0 || !strings.Contains(out, "(set-seed)") || !strings.Contains(out, "29 HP left") {
		t.Errorf("verify: %d %q", code, out)
	}
	dir := t.TempDir()
	for _, tt := range []struct{ from, to, want string }{
		{"version test", "version \x1b]0;pwned\a", `version "\x1b]0;pwned\a" is not a version name`},
		{"category set-seed", "category \x1b[2Jset", `category "\x1b[2Jset"`},
		{"category set-seed", "category set-seed\nnote \x1b[31m", ""},
		{"mode forward", "mode \x1b[2J", `mode "\x1b[2J"`},
	} {
		bad := filepath.Join(dir, "esc.replay")
		os.WriteFile(bad, []byte(strings.Replace(string(data), tt.from, tt.to, 1)), 0o644)
		code, out, errOut := run("verify", bad)
		if strings.Contains(out+errOut, "\x1b") || !strings.Contains(errOut, tt.want) || (code == 0) != (tt.want == "") {
			t.Errorf("%q: exit %d, stdout %q, stderr %q", tt.to, code, out, errOut)
		}
	}
	huge := filepath.Join(dir, "huge.replay")
	f, _ := os.Create(huge)
	f.Truncate(1 << 30)
	f.Close()
	code, _, errOut := run("verify", huge)
	if code != 1 || !strings.Contains(errOut, "larger than") {
		t.Errorf("1 GB file: exit %d, %q", code, errOut)
	}
}
