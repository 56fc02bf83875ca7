package main

import (
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"testing"

	"deepwood/internal/windowtest"
)

func TestMain(m *testing.M) { windowtest.Main(m) }

// TestStartupToFirstFrame builds the real binary, starts it with a fresh
// config folder and reads the start-to-first-frame time it reports. The
// figure is logged for the release notes, not asserted: timing depends on
// the machine.
func TestStartupToFirstFrame(t *testing.T) {
	windowtest.Require(t)
	bin := filepath.Join(t.TempDir(), "deepwood")
	if out, err := exec.Command("go", "build", "-o", bin, ".").CombinedOutput(); err != nil {
		t.Fatalf("build: %v\n%s", err, out)
	}
	if st, err := os.Stat(bin); err == nil {
		t.Logf("native binary: %.1f MB", float64(st.Size())/1e6)
	}
	cmd := exec.Command(bin)
	cmd.Env = append(os.Environ(), "DEEPWOOD_STARTUP_PROBE=1", "DEEPWOOD_CONFIG_DIR="+t.TempDir())
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("deepwood: %v\n%s", err, out)
	}
	m := regexp.MustCompile(`first frame after ([0-9.]+) ms`).FindSubmatch(out)
	if m == nil {
		t.Fatalf("no startup report in %q", out)
	}
	ms, _ := strconv.ParseFloat(string(m[1]), 64)
	if ms <= 0 {
		t.Fatalf("startup time %v ms", ms)
	}
	t.Logf("native start to first frame: %.0f ms", ms)
}

func TestUnknownSubcommandIsAnError(t *testing.T) {
	cmd := exec.Command("go", "run", ".", "frobnicate")
	out, err := cmd.CombinedOutput()
	if err == nil || !regexp.MustCompile(`unknown subcommand "frobnicate"`).Match(out) {
		t.Fatalf("got %v: %s", err, out)
	}
}
