//go:build !js

package main

import (
	"fmt"
	"os"

	"deepwood/app"
	"deepwood/cli"
	"deepwood/cli/netcmd"
)

// init registers the boards' subcommands (serve, submit, boards, loadtest)
// natively only: they link an HTTP server and the databases, which the
// WebAssembly build must not carry.
func init() { netcmd.Register() }

// subcommand runs the subcommand args name, headless, and reports its exit
// code; false when args name none and the window should open. Natively
// only: a browser has no command line, and leaving the subcommands out
// keeps the simulator, the verifier's command and the watch and autoplay
// harnesses out of the WebAssembly download.
func subcommand(args []string) (int, bool) {
	if len(args) == 0 {
		return 0, false
	}
	switch {
	case cli.Is(args[0]):
		return cli.Run(args, os.Stdout, os.Stderr), true
	case args[0] == "watch":
		return app.RunWatch(args[1:], os.Stdout, os.Stderr), true
	case args[0] == "autoplay":
		return app.RunAutoplay(args[1:], os.Stdout, os.Stderr), true
	}
	fmt.Fprintf(os.Stderr, "deepwood: unknown subcommand %q (try `deepwood help`)\n", args[0])
	return 2, true
}
