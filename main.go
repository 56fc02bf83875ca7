// Command deepwood is the game: with no arguments it opens the window at the
// title screen; with a subcommand it runs headless (see `deepwood help`).
package main

import (
	"errors"
	"fmt"
	"os"
	"strconv"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"deepwood/app"
	"deepwood/platform"
)

func main() {
	start := time.Now()
	if code, ran := subcommand(os.Args[1:]); ran {
		os.Exit(code)
	}
	since := func() float64 { return float64(time.Since(start).Microseconds()) / 1000 }
	if platform.IsBrowser {
		since = platform.SinceStartMillis
	}
	opts := app.Options{StartMillis: since, ProbeStartup: os.Getenv("DEEPWOOD_STARTUP_PROBE") != ""}
	if id, err := strconv.ParseInt(platform.PageQuery("watch"), 10, 64); err == nil && id > 0 {
		// The web pages' Watch link: a run of the server that served the page.
		opts.WatchRun, opts.WatchServer = id, platform.PageOrigin()
	}
	opts.JoinTable = platform.PageQuery("table")
	err := app.Run(opts)
	if err != nil && !errors.Is(err, ebiten.Termination) {
		fmt.Fprintln(os.Stderr, "deepwood:", err)
		os.Exit(1)
	}
}
