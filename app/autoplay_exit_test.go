package app

import (
	"bytes"
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"deepwood/internal/windowtest"
)

// TestAutoplayFlagsSayWhatIsWrong: each bad flag gets its own message
// naming the flag and the accepted values (not "bad --seed or --speed:
// <nil>"), exit status 2, before any window opens; a 100 KB seed comes
// back cut short.
func TestAutoplayFlagsSayWhatIsWrong(t *testing.T) {
	runGame = func(ebiten.Game) error {
		t.Error("a bad flag opened the window")
		return errors.New("no window in this test")
	}
	defer func() { runGame = ebiten.RunGame }()
	huge := strings.Repeat("x", 100000)
	tests := []struct {
		args []string
		want string
	}{
		{[]string{"forward", "--speed", "0"}, "deepwood autoplay: --speed must be from 1 to 100, not 0\n"},
		{[]string{"forward", "--speed", "101"}, "--speed must be from 1 to 100, not 101"},
		{[]string{"forest", "--speed", "-2"}, "deepwood autoplay forest: --speed must be from 1 to 100, not -2\n"},
		{[]string{"battle", "--speed", "0"}, "deepwood autoplay battle: --speed must be from 1 to 100, not 0\n"},
		{[]string{"forest", "--max-years", "-1"}, "--max-years must be 0 (play to the end) or more, not -1"},
		{[]string{"forward", "--seed", huge}, `--seed: seed "` + strings.Repeat("x", 32) + `"… (100000 bytes)`},
		{[]string{"forest", "--seed", " "}, "--seed: seed"},
		{[]string{"battle", "--seed", "bad\x1b[2J"}, `--seed: seed "bad\x1b[2J"`},
		{[]string{"forward", "--bot", "nobody"}, `--bot: unknown bot "nobody"`},
		{[]string{"forest", "--bot", huge}, "--bot: unknown bot"},
		{[]string{"battle", "--blue", "genius"}, `--blue: unknown AI "genius"`},
		{[]string{"battle", "--scenario", "moon"}, `--scenario: unknown scenario "moon"`},
	}
	for _, tt := range tests {
		var out, errOut bytes.Buffer
		code := RunAutoplay(tt.args, &out, &errOut)
		e := errOut.String()
		if code != 2 || out.Len() != 0 || !strings.Contains(e, tt.want) || len(e) > 600 || strings.Contains(e, "<nil>") || strings.Contains(e, "\x1b") {
			t.Errorf("autoplay %.60q: exit %d, stderr %.300q; want 2 and %.80q", tt.args, code, e, tt.want)
		}
	}
}

// TestAutoplayFilesAndExitStatus runs the command in a process of its own
// (autoplay opens its own window, so it cannot run inside this test
// binary's game loop; the process is this test binary, acting as the
// command through asAutoplayCommand, since main.go only calls RunAutoplay):
// with DEEPWOOD_CONFIG_DIR the replay and personal bests land there; without
// it nothing is left behind in the temporary folder; and when the files
// cannot be written (the config dir is a file) the run fails, saying why,
// instead of exiting 0.
func TestAutoplayFilesAndExitStatus(t *testing.T) {
	windowtest.Require(t)
	if testing.Short() {
		t.Skip("builds and runs the command")
	}
	root := t.TempDir()
	bin, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	blocked := filepath.Join(root, "not-a-folder")
	if err := os.WriteFile(blocked, []byte("x"), 0o644); err != nil {
		t.Fatal(err)
	}
	autoplay := func(configDir, tmp string, args ...string) (int, string, string) {
		t.Helper()
		cmd := exec.Command(bin, args...)
		cmd.Env = []string{asAutoplayCommand + "=1"}
		for _, kv := range os.Environ() {
			if !strings.HasPrefix(kv, "DEEPWOOD_CONFIG_DIR=") && !strings.HasPrefix(kv, "TMPDIR=") {
				cmd.Env = append(cmd.Env, kv)
			}
		}
		cmd.Env = append(cmd.Env, "TMPDIR="+tmp)
		if configDir != "" {
			cmd.Env = append(cmd.Env, "DEEPWOOD_CONFIG_DIR="+configDir)
		}
		var out, errOut bytes.Buffer
		cmd.Stdout, cmd.Stderr = &out, &errOut
		err := cmd.Run()
		code := cmd.ProcessState.ExitCode()
		if err != nil && code < 0 {
			t.Fatalf("autoplay %v: %v", args, err)
		}
		return code, out.String(), errOut.String()
	}
	leftovers := func(tmp string) []string {
		ents, _ := os.ReadDir(tmp)
		var names []string
		for _, e := range ents {
			if strings.HasPrefix(e.Name(), "deepwood-autoplay") {
				names = append(names, e.Name())
			}
		}
		return names
	}
	forward := []string{"forward", "--seed", "TEST-0001", "--speed", "100"}
	forest := []string{"forest", "--seed", "TEST-0001", "--speed", "100"}

	cfg, tmp := filepath.Join(root, "config"), filepath.Join(root, "tmp1")
	os.Mkdir(tmp, 0o755)
	code, out, errOut := autoplay(cfg, tmp, forward...)
	replays, _ := filepath.Glob(filepath.Join(cfg, "replays", "forward-*.replay"))
	if code != 0 || !strings.Contains(out, `"mode":"forward"`) || len(replays) != 1 || !strings.Contains(errOut, "replay kept at "+replays[0]) {
		t.Errorf("with DEEPWOOD_CONFIG_DIR: exit %d, replays %v\nstdout %s\nstderr %s", code, replays, out, errOut)
	}
	if _, err := os.Stat(filepath.Join(cfg, "records.json")); err != nil {
		t.Errorf("personal bests not in DEEPWOOD_CONFIG_DIR: %v", err)
	}
	if l := leftovers(tmp); len(l) > 0 {
		t.Errorf("with DEEPWOOD_CONFIG_DIR, autoplay wrote to the temporary folder: %v", l)
	}

	tmp = filepath.Join(root, "tmp2")
	os.Mkdir(tmp, 0o755)
	code, out, errOut = autoplay("", tmp, forward...)
	if code != 0 || !strings.Contains(out, `"mode":"forward"`) || strings.Contains(errOut, "replay kept") {
		t.Errorf("without DEEPWOOD_CONFIG_DIR: exit %d\nstdout %s\nstderr %s", code, out, errOut)
	}
	if l := leftovers(tmp); len(l) > 0 {
		t.Errorf("autoplay left %v in the temporary folder", l)
	}

	for _, tt := range []struct {
		args []string
		want string
	}{
		{forward, "deepwood autoplay: the run's replay or personal bests could not be saved: "},
		{forest, "deepwood autoplay forest: the game's replay could not be kept: "},
	} {
		code, out, errOut = autoplay(blocked, tmp, tt.args...)
		if code != 1 || out != "" || !strings.Contains(errOut, tt.want) {
			t.Errorf("%s with files that cannot be written: exit %d\nstdout %s\nstderr %s", tt.args[0], code, out, errOut)
		}
	}
}
