package cli

import (
	"bytes"
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"strings"

	"deepwood/rules/dice"
	"deepwood/rules/game"
	"deepwood/rules/quote"
)

// runSim dispatches `deepwood sim MODE ...` to the mode's simulator.
func runSim(args []string, stdout, stderr io.Writer) error {
	if len(args) == 0 || strings.HasPrefix(args[0], "-") {
		if len(args) > 0 && (args[0] == "-h" || args[0] == "--help") {
			fmt.Fprintf(stdout, "usage: deepwood sim MODE [flags]; modes: %s\n", simModeNames())
			return nil
		}
		return usagef("missing mode; available modes: %s", simModeNames())
	}
	if m, ok := ModeNamed(args[0]); ok {
		return m.Sim(args[1:], stdout, stderr)
	}
	return usagef("unknown mode %s; available modes: %s", quote.Short(args[0]), simModeNames())
}

// maxSimRuns bounds --runs so a typo does not start a day-long job.
const maxSimRuns = 10_000_000

// defaultSimSeed is the seed simulations use when none is given, so two
// people running the same command compare the same games.
const defaultSimSeed = "DEEP-W00D"

// ModeJSON is one mode's simulation report as `deepwood sim MODE --json`
// prints it (without the newline): {"mode":MODE, the report's own fields,
// "seeds":[the seeds its games played, in order], RATEKEY:rate}. The
// autoplay prints the same line for its one game, so both build it here.
// Go cannot embed a type parameter, so the report's object is spliced
// between the fields; report must marshal to a non-empty JSON object.
func ModeJSON(mode string, report any, seeds []string, rateKey string, rate float64) ([]byte, error) {
	fields, err := json.Marshal(report)
	if err != nil {
		return nil, err
	}
	if len(fields) < 3 || fields[0] != '{' {
		return nil, fmt.Errorf("%s report: %s is not a JSON object with fields", mode, fields)
	}
	head, _ := json.Marshal(map[string]string{"mode": mode})
	played, _ := json.Marshal(map[string][]string{"seeds": seeds})
	key, _ := json.Marshal(rateKey)
	value, err := json.Marshal(rate)
	if err != nil {
		return nil, err
	}
	var b bytes.Buffer
	b.Write(head[:len(head)-1])
	b.WriteByte(',')
	b.Write(fields[1 : len(fields)-1])
	b.WriteByte(',')
	b.Write(played[1 : len(played)-1])
	b.WriteByte(',')
	b.Write(key)
	b.WriteByte(':')
	b.Write(value)
	b.WriteByte('}')
	return b.Bytes(), nil
}

// simReport is one simulation's outcome as `deepwood sim` prints it: a
// title line, the seeds played and a table of rows ending with the
// invariant violations, or one line of JSON; the command fails when the
// rules' invariants broke. Every mode's simulator fills one in.
type simReport struct {
	title  string
	played seedList
	rows   [][2]string
	json   func() ([]byte, error)
	tally  game.ViolationTally
}

// write prints the report (JSON when asJSON) and returns the invariant
// failure, if any.
func (r simReport) write(w io.Writer, asJSON bool) error {
	if asJSON {
		b, err := r.json()
		if err != nil {
			return err
		}
		if _, err := fmt.Fprintf(w, "%s\n", b); err != nil {
			return err
		}
	} else {
		fmt.Fprintln(w, r.title)
		rows := append([][2]string{{"seeds played", r.played.row()}}, r.rows...)
		for _, row := range append(rows, [2]string{"invariant violations", fmt.Sprint(r.tally.Violations)}) {
			fmt.Fprintf(w, "  %-28s %s\n", row[0], row[1])
		}
		r.played.list(w)
	}
	if r.tally.Violations > 0 {
		return fmt.Errorf("%d invariant violations; first: %s", r.tally.Violations, r.tally.FirstViolation)
	}
	return nil
}

// rated is the report of a mode whose JSON carries its mode and
// throughput (see ModeJSON): the rate, as NOUN per second, is its last
// row before the violations and the JSON's last field.
func (r simReport) rated(mode string, report any, noun string, rate float64) simReport {
	r.rows = append(r.rows, [2]string{noun + " per second", fmt.Sprintf("%.0f", rate)})
	r.json = func() ([]byte, error) { return ModeJSON(mode, report, r.played.codes(), noun+"_per_second", rate) }
	return r
}

// perSecond is n games over secs of wall time, 0 when no time was measured.
func perSecond(n int, secs float64) float64 {
	if secs > 0 {
		return float64(n) / secs
	}
	return 0
}

// simFlags are the flags every simulator takes — how many games, the seed
// they derive from, --json, and --bot where the mode has bots — with their
// checks; a mode adds its own flags to fs before parse.
type simFlags struct {
	fs        *flag.FlagSet
	countName string
	count     *int
	maxCount  int
	seedText  *string
	asJSON    *bool
	noun      string
	allSeeds  *bool // --seeds: name every game's seed
	// canPlay says why the bot named by --bot cannot play from a seed, or
	// nil; set by botFlag, for modes with bots.
	canPlay func(bot string, seed dice.Seed) error
	bot     *string
	// seed is --seed's seed, once parse has read and checked it.
	seed dice.Seed
}

// newSimFlags makes `deepwood sim MODE`'s flag set: --COUNTNAME (count by
// default, at most maxCount), --seed (NOUN 1 plays it, the later NOUNs
// seeds derived from it), --seeds, --json.
func newSimFlags(mode, countName string, count, maxCount int, noun string, stderr io.Writer) *simFlags {
	fs := newFlags("sim "+mode, stderr)
	return &simFlags{
		fs:        fs,
		countName: countName,
		count:     fs.Int(countName, count, "number of "+countName),
		maxCount:  maxCount,
		seedText:  fs.String("seed", defaultSimSeed, "seed code (or any text): "+noun+" 1 plays this seed itself, the later "+countName+" seeds derived from it"),
		asJSON:    fs.Bool("json", false, "print JSON"),
		noun:      noun,
		allSeeds:  fs.Bool("seeds", false, fmt.Sprintf("name the seed of every %s in the report (without it, the first %d)", noun, shownSeeds)),
	}
}

// played is the report's list of the seeds the games played, in order:
// first(k) is the first k of them.
func (f *simFlags) played(first func(k int) []dice.Seed) seedList {
	return seedList{n: *f.count, first: first, noun: f.noun, all: *f.allSeeds}
}

// parse reads args (no positional ones), checks the count's bounds, and
// reads --seed, checked with --bot's bot where the mode has bots.
func (f *simFlags) parse(args []string) error {
	if err := parseFlags(f.fs, args, 0); err != nil {
		return err
	}
	if *f.count < 1 || *f.count > f.maxCount {
		return usagef("--%s must be from 1 to %d, not %d", f.countName, f.maxCount, *f.count)
	}
	if *f.allSeeds && *f.count > maxListedSeeds {
		return usagef("--seeds names every %s's seed: --%s must be at most %d with it, not %d", f.noun, f.countName, maxListedSeeds, *f.count)
	}
	seed, err := dice.ParseSeed(*f.seedText)
	if err != nil {
		return usagef("--seed: %v", err)
	}
	if f.canPlay != nil {
		if err := f.canPlay(*f.bot, seed); err != nil {
			return usagef("--bot: %v", err)
		}
	}
	f.seed = seed
	return nil
}

// botFlag is the --bot flag, naming the mode's bots in its help; newBot
// is the mode's NewBot, with which parse checks that the named bot can
// play from --seed.
func botFlag[B any](f *simFlags, names []string, newBot func(name string, seed dice.Seed) (B, error)) *string {
	f.bot = f.fs.String("bot", "greedy", "bot: "+strings.Join(names, ", "))
	f.canPlay = func(bot string, seed dice.Seed) error {
		_, err := newBot(bot, seed)
		return err
	}
	return f.bot
}
