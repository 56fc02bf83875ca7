package cli

import (
	"flag"
	"io"
)

// registered holds subcommands added from outside this package. The online
// ones (serve, submit, boards, loadtest) link the databases and an HTTP
// server, which the WebAssembly build must not carry, so they live in their
// own package and register themselves from a native-only file of main.
var registered []command

// Register adds a headless subcommand, listed by help after the built-in
// ones. Call it before Run, from an init function; run follows Run's
// contract: a Usagef error exits 2, any other error 1.
func Register(name, args, summary string, run func(args []string, stdout, stderr io.Writer) error) {
	registered = append(registered, command{name, args, summary, run})
}

// Usagef is a usage error for registered commands: Run prints it with the
// command's usage line and exits 2.
func Usagef(format string, a ...any) error { return usagef(format, a...) }

// NewFlags is newFlags for registered commands: a flag set whose errors are
// returned, not fatal.
func NewFlags(name string, stderr io.Writer) *flag.FlagSet { return newFlags(name, stderr) }

// ParseFlags is parseFlags for registered commands: flag mistakes become
// usage errors and more than maxArgs positional arguments are refused.
func ParseFlags(fs *flag.FlagSet, args []string, maxArgs int) error {
	return parseFlags(fs, args, maxArgs)
}
