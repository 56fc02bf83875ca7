package app

import (
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"

	"github.com/hajimehoshi/ebiten/v2"

	"deepwood/scenes/forwardui"
)

// WatchUsage is `deepwood watch`'s synopsis, for help.
const WatchUsage = "watch FILE"

// RunWatch is `deepwood watch FILE`: it verifies a Forward replay and opens
// the window in the replay viewer on it. A replay that does not verify is
// reported by file and line, and no window opens.
func RunWatch(args []string, stdout, stderr io.Writer) int {
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
