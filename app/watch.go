package app

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"deepwood/scenes/forwardui"
	"deepwood/settings"
)

// WatchUsage is `deepwood watch`'s synopsis, for help.
const WatchUsage = "watch FILE | watch --run ID [--server URL]"

// RunWatch is `deepwood watch FILE`: it verifies a Forward replay and opens
// the window in the replay viewer on it. A replay that does not verify is
// reported by file and line, and no window opens.
//
// With --run it watches a run of a boards server instead (the player's
// server from the settings unless --server names one): the game opens on
// its download, proves it with this build's rules, and plays it.
func RunWatch(args []string, stdout, stderr io.Writer) int {
	if len(args) > 0 && strings.HasPrefix(args[0], "--run") {
		return watchBoardRun(args, stderr)
	}
	if len(args) != 1 || args[0] == "" || args[0][0] == '-' {
		fmt.Fprintf(stderr, "usage: deepwood %s\n", WatchUsage)
		return 2
	}
	b, err := os.ReadFile(args[0])
	if err != nil {
		fmt.Fprintln(stderr, "deepwood watch:", err)
		return 1
	}
	tape, err := forwardui.LoadTape(filepath.Base(args[0]), b)
	if err != nil {
		fmt.Fprintln(stderr, "deepwood watch:", err)
		return 1
	}
	fmt.Fprintf(stdout, "%s: %s, seed %s, in-game time %s, %d actions\n", tape.Name, tape.Result.Outcome, tape.Result.Seed, tape.Result.Time, tape.Result.Actions)
	if err := Run(Options{Watch: tape}); err != nil && !errors.Is(err, ebiten.Termination) {
		fmt.Fprintln(stderr, "deepwood watch:", err)
		return 1
	}
	return 0
}

// watchBoardRun is `deepwood watch --run ID [--server URL]`.
func watchBoardRun(args []string, stderr io.Writer) int {
	fs := flag.NewFlagSet("watch", flag.ContinueOnError)
	fs.SetOutput(stderr)
	id := fs.Int64("run", 0, "the run's id on the boards server")
	server := fs.String("server", "", "the boards server (default: the one in Settings → Online)")
	if err := fs.Parse(args); err != nil || fs.NArg() > 0 || *id <= 0 {
		fmt.Fprintf(stderr, "usage: deepwood %s\n", WatchUsage)
		return 2
	}
	if err := settings.CheckServerURL(*server); err != nil {
		fmt.Fprintln(stderr, "deepwood watch:", err)
		return 2
	}
	if err := Run(Options{WatchRun: *id, WatchServer: *server}); err != nil && !errors.Is(err, ebiten.Termination) {
		fmt.Fprintln(stderr, "deepwood watch:", err)
		return 1
	}
	return 0
}
