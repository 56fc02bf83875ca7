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
