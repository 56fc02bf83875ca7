// Package netcmd holds the network subcommands: serve, submit, boards and
// loadtest. They link an HTTP server and the databases, which the
// WebAssembly build must not carry, so this package is registered with the
// cli from a native-only file of main (main_online.go) and nothing the
// browser build links imports it.
package netcmd

import (
	"flag"
	"fmt"
	"io"
	"net"
	"net/url"
	"strings"

	"deepwood/cli"
	"deepwood/rules/quote"
)

// Register adds the online subcommands to `deepwood help` and cli.Run.
func Register() {
	cli.Register("serve", "[--addr 127.0.0.1:8080] [--db URL] [--web DIR] [--read-rate R] [--submit-rate R] …",
		"run the boards server: the JSON API of docs/api.md and the boards' web pages over SQLite (boards.db in the config folder) or PostgreSQL (--db postgres://…), the browser game under /play/ (--web DIR, or wasm/dist when built); stops cleanly on Ctrl-C or SIGTERM", runServe)
	cli.Register("submit", "FILE... --server URL [--name NAME] [--json]",
		"submit replays to a boards server under a name; the name's token is kept in tokens.json in the config folder; prints each run's board and ranks (non-zero exit when one is refused)", runSubmit)
	cli.Register("boards", "--server URL --daily | --seed CODE [--by time|actions|hp] [--category C] [--limit N] [--json]",
		"print a Forward board: the daily seed's or a seed's, by in-game time, actions or HP left", runBoards)
	cli.Register("loadtest", "--server URL --runs N --clients C [--players P] [--time 2m] [--json] | --live --server URL --runs N --clients C [--pace MS] [--actions N] [--server-pid PID] | --tables N --server URL [--seats S] [--humans H] [--pace MS] [--think MS] [--games G] [--server-pid PID]",
		"load a boards server on this machine (loopback addresses only) with N bot replays from C clients at once, printing accepted runs per second and p50/p99 latency; with --live, N witnessed runs played by bots over WebSockets, C at once, each acting every MS ms, printing concurrent attempts, actions per second, action round trip p50/p99 and the server's memory per live attempt; with --tables, N Forsaken Forest tables at once of S seats, H of them bots over WebSockets, printing tables finished per second, action round trip p50/p99 and the server's memory per table", runLoadtest)
}

// parse parses args, flags anywhere among the positional arguments (so
// `submit a.replay --server URL` works), into fs.
func parse(fs *flag.FlagSet, args []string, maxArgs int) error {
	var flags, rest []string
	for i := 0; i < len(args); i++ {
		a := args[i]
		if a == "--" {
			rest = append(rest, args[i+1:]...)
			break
		}
		if len(a) < 2 || a[0] != '-' {
			rest = append(rest, a)
			continue
		}
		flags = append(flags, a)
		name := strings.TrimLeft(a, "-")
		if strings.Contains(name, "=") {
			continue
		}
		if f := fs.Lookup(name); f != nil && !isBool(f) && i+1 < len(args) {
			i++
			flags = append(flags, args[i])
		}
	}
	return cli.ParseFlags(fs, append(append(flags, "--"), rest...), maxArgs)
}

func isBool(f *flag.Flag) bool {
	b, ok := f.Value.(interface{ IsBoolFlag() bool })
	return ok && b.IsBoolFlag()
}

// serverFlag is the --server every client command takes.
func serverFlag(fs *flag.FlagSet) *string {
	return fs.String("server", "", "the boards server, as http://HOST:PORT")
}

// parseForServer parses the flags of a command that talks to a server
// (at most maxArgs arguments) and refuses a missing --server.
func parseForServer(fs *flag.FlagSet, args []string, maxArgs int, server *string) error {
	if err := parse(fs, args, maxArgs); err != nil {
		return err
	}
	if *server == "" {
		return cli.Usagef("name the boards server with --server http://HOST:PORT")
	}
	return nil
}

// loopback reports whether a server URL names this machine: localhost, or
// an address in 127.0.0.0/8 or ::1. Names are not resolved (a name that
// resolves to loopback today may not tomorrow).
func loopback(server string) error {
	u, err := url.Parse(server)
	if err != nil || u.Host == "" {
		return fmt.Errorf("server %s: want http://HOST:PORT", quote.Short(server))
	}
	host := u.Hostname()
	if strings.EqualFold(host, "localhost") {
		return nil
	}
	if ip := net.ParseIP(host); ip != nil && ip.IsLoopback() {
		return nil
	}
	return fmt.Errorf("server %s is not this machine: the load test only loads loopback addresses (127.0.0.0/8, ::1, localhost)", quote.Short(host))
}

// printf writes to out, ignoring errors as fmt.Printf does.
func printf(out io.Writer, format string, a ...any) { fmt.Fprintf(out, format, a...) }
