// Package cli holds Deepwood's headless subcommands: the ones that never open
// a window, for players, moderators, tests and benchmarks.
package cli

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"strings"

	"deepwood/rules/quote"
)

// command is one subcommand; run returns an error to report, and a
// usageError when the words themselves were wrong.
type command struct {
	name    string
	args    string
	summary string
	run     func(args []string, stdout, stderr io.Writer) error
}

// usageError marks mistakes in how a command was called (exit status 2).
type usageError struct{ msg string }

func (e usageError) Error() string { return e.msg }

func usagef(format string, a ...any) error { return usageError{fmt.Sprintf(format, a...)} }

// commands lists every headless subcommand, in the order help shows them.
// Subcommands that open a window (autoplay) are dispatched by main and
// described by WindowCommands.
func commands() []command {
	return append([]command{
		{"help", "", "list every subcommand", runHelp},
		{"version", "[--json]", "print the version and the fingerprint of the embedded level data", printing("version", 0, nil, printVersion)},
		{"sim", "forward|forest|battle|forsaken [flags] (deepwood sim MODE --help lists them)", "play many games with bots; print outcomes, throughput and invariant violations", runSim},
		{"seed", "CODE [--json] | --catalog START COUNT [--csv|--json]", "describe the Forward dungeon a seed deals", printing("seed", 2, seedFlags, printSeed)},
		{"levels", "[--json]", "print the embedded level data of every mode: Forward's layouts and cards, the Forest's tables and maps, the battlefields", printing("levels", 0, nil, printLevels)},
		{"verify", "FILE [--json]", "re-run a replay headlessly: outcome, seed, rules, in-game time, splits (non-zero exit on a bad replay)", printing("verify", 1, nil, printVerify)},
		{"sounds", "--out DIR [--seconds N]", "write every synthesized sound effect and a calm and a tense excerpt of each music theme as WAV; print length, peak and RMS", runSounds},
	}, registered...)
}

// WindowCommands describes the subcommands main runs with a window, so help
// lists them too (each mode's autoplay follows, from Modes).
var WindowCommands = [][2]string{
	{"watch FILE", "verify a Forward replay and open the window in the replay viewer on it (play, pause, step, speed, jump to a location)"},
	{"watch --run ID [--server URL]", "download a boards server's run, prove it, and open the replay viewer on it"},
}

// Is reports whether name is a headless subcommand.
func Is(name string) bool {
	for _, c := range commands() {
		if c.name == name {
			return true
		}
	}
	return name == "-h" || name == "--help"
}

// Run executes a headless subcommand and returns the process exit status:
// 0 on success, 1 when the command failed, 2 when it was called wrongly.
func Run(args []string, stdout, stderr io.Writer) int {
	if len(args) == 0 || args[0] == "-h" || args[0] == "--help" {
		args = []string{"help"}
	}
	for _, c := range commands() {
		if c.name != args[0] {
			continue
		}
		err := c.run(args[1:], stdout, stderr)
		switch {
		case err == nil:
			return 0
		case errors.Is(err, flag.ErrHelp):
			return 0
		case isUsage(err):
			fmt.Fprintf(stderr, "deepwood %s: %s\nusage: deepwood %s %s\n", c.name, Tame(err.Error()), c.name, c.args)
			return 2
		default:
			fmt.Fprintf(stderr, "deepwood %s: %s\n", c.name, Tame(err.Error()))
			return 1
		}
	}
	fmt.Fprintf(stderr, "deepwood: unknown subcommand %s (try `deepwood help`)\n", quote.Short(args[0]))
	return 2
}

func isUsage(err error) bool {
	var u usageError
	return errors.As(err, &u)
}

// newFlags makes a flag set that reports errors instead of exiting, so a
// bad flag is a usage error with the command's own usage line.
func newFlags(name string, stderr io.Writer) *flag.FlagSet {
	fs := flag.NewFlagSet(name, flag.ContinueOnError)
	fs.SetOutput(stderr)
	return fs
}

// parseFlags parses args, turning flag errors into usage errors and refusing
// stray positional arguments beyond maxArgs.
func parseFlags(fs *flag.FlagSet, args []string, maxArgs int) error {
	out := fs.Output()
	fs.SetOutput(io.Discard)
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			fmt.Fprintf(out, "flags of deepwood %s:\n", fs.Name())
			fs.SetOutput(out)
			fs.PrintDefaults()
			return err
		}
		return usageError{err.Error()}
	}
	if fs.NArg() > maxArgs {
		return usagef("unexpected argument %s", quote.Short(strings.Join(fs.Args()[maxArgs:], " ")))
	}
	return nil
}

// printed is what a printing subcommand was called with: its flag set,
// whose Args are the positional arguments, and whether --json was given.
type printed struct {
	*flag.FlagSet
	asJSON bool
}

// on reports whether the command's boolean flag name was given.
func (p printed) on(name string) bool {
	return p.Lookup(name).Value.(flag.Getter).Get() == true
}

// printing is the run of a subcommand that prints text, or JSON with
// --json (version, seed, levels, verify): it parses --json and the flags
// define adds (nil: none), takes up to maxArgs positional arguments before
// or after the flags (`verify FILE --json` as well as `verify --json
// FILE`), and hands them to report. The flag handling is written once here
// so every such command reports a bad flag the same way.
func printing(name string, maxArgs int, define func(fs *flag.FlagSet), report func(in printed, stdout io.Writer) error) func(args []string, stdout, stderr io.Writer) error {
	return func(args []string, stdout, stderr io.Writer) error {
		fs := newFlags(name, stderr)
		asJSON := fs.Bool("json", false, "print JSON")
		if define != nil {
			define(fs)
		}
		if err := parseFlags(fs, reorder(args), maxArgs); err != nil {
			return err
		}
		return report(printed{fs, *asJSON}, stdout)
	}
}

// reorder moves flags before positional arguments, so a flag may follow
// the arguments it goes with.
func reorder(args []string) []string {
	var flags, rest []string
	for _, a := range args {
		if len(a) > 1 && a[0] == '-' {
			flags = append(flags, a)
		} else {
			rest = append(rest, a)
		}
	}
	return append(flags, rest...)
}

func runHelp(args []string, stdout, _ io.Writer) error {
	fmt.Fprintln(stdout, "Deepwood: Forward, I am the Forest and Mass Combat.")
	fmt.Fprintln(stdout, "\nusage: deepwood [subcommand] [flags]\n\nWith no subcommand, the game window opens at the title screen.\n\nSubcommands:")
	for _, c := range commands() {
		fmt.Fprintf(stdout, "  deepwood %s %s\n      %s\n", c.name, c.args, c.summary)
	}
	for _, w := range WindowCommands {
		fmt.Fprintf(stdout, "  deepwood %s\n      %s\n", w[0], w[1])
	}
	for _, m := range Modes() {
		fmt.Fprintf(stdout, "  deepwood %s\n      %s\n", m.Autoplay[0], m.Autoplay[1])
	}
	fmt.Fprint(stdout, autoplayNotes)
	return nil
}

// autoplayNotes is what every autoplay shares, told once after the list:
// where its files go (so a player knows whether their personal bests are
// touched), the speed range, and when it exits non-zero.
const autoplayNotes = `
Autoplay, every mode:
  --speed N runs at 60×N ticks a second, N from 1 to 100 (animations are
  instant from 4). Autoplay reads settings from, and writes personal bests
  and the run's replay to, DEEPWOOD_CONFIG_DIR when it is set, and says
  where the replay went; otherwise a fresh temporary folder, removed when
  autoplay exits, so nothing of the player's is touched. It exits 1 when
  the run fails, when the window is closed before the end, or when the
  replay or personal bests could not be written; 2 for a bad flag.
`
