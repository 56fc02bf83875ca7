package cli

import (
	"bytes"
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"strings"

	"deepwood/rules/dice"
)

// ModeJSON is one mode's simulation report as `deepwood sim MODE --json`
// prints it (without the newline): {"mode":MODE, the report's own fields,
// RATEKEY:rate}. The autoplay prints the same line for its one game, so
// both build it here. Go cannot embed a type parameter, so the report's
// object is spliced between the two fields; report must marshal to a
// non-empty JSON object.
func ModeJSON(mode string, report any, rateKey string, rate float64) ([]byte, error) {
	fields, err := json.Marshal(report)
	if err != nil {
		return nil, err
	}
	if len(fields) < 3 || fields[0] != '{' {
		return nil, fmt.Errorf("%s report: %s is not a JSON object with fields", mode, fields)
	}
	head, _ := json.Marshal(map[string]string{"mode": mode})
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
	b.Write(key)
	b.WriteByte(':')
	b.Write(value)
	b.WriteByte('}')
	return b.Bytes(), nil
}

// simReport is one simulation's outcome as `deepwood sim` prints it: a
// title line and a table of rows, or one line of JSON; the command fails
// when the rules' invariants broke. Every mode's simulator fills one in.
type simReport struct {
	title          string
	rows           [][2]string
	json           func() ([]byte, error)
	violations     int
	firstViolation string
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
		for _, row := range r.rows {
			fmt.Fprintf(w, "  %-28s %s\n", row[0], row[1])
		}
	}
	if r.violations > 0 {
		return fmt.Errorf("%d invariant violations; first: %s", r.violations, r.firstViolation)
	}
	return nil
}

// ratedJSON is a simReport's json for a mode whose report is printed with
// its mode and throughput (see ModeJSON).
func ratedJSON(mode string, report any, rateKey string, rate float64) func() ([]byte, error) {
	return func() ([]byte, error) { return ModeJSON(mode, report, rateKey, rate) }
}

// perSecond is n games over secs of wall time, 0 when no time was measured.
func perSecond(n int, secs float64) float64 {
	if secs > 0 {
		return float64(n) / secs
	}
	return 0
}

// simFlags are the flags every simulator takes — how many games, the seed
// they derive from, --json — with their checks; a mode adds its own flags
// to fs before parse.
type simFlags struct {
	fs        *flag.FlagSet
	countName string
	count     *int
	maxCount  int
	seedText  *string
	asJSON    *bool
}

// newSimFlags makes `deepwood sim MODE`'s flag set: --COUNTNAME (count by
// default, at most maxCount), --seed (the NOUN seeds derive from), --json.
func newSimFlags(mode, countName string, count, maxCount int, noun string, stderr io.Writer) *simFlags {
	fs := newFlags("sim "+mode, stderr)
	return &simFlags{
		fs:        fs,
		countName: countName,
		count:     fs.Int(countName, count, "number of "+countName),
		maxCount:  maxCount,
		seedText:  fs.String("seed", defaultSimSeed, "seed code (or any text) the "+noun+" seeds are derived from"),
		asJSON:    fs.Bool("json", false, "print JSON"),
	}
}

// parse reads args (no positional ones) and checks the count's bounds.
func (f *simFlags) parse(args []string) error {
	if err := parseFlags(f.fs, args, 0); err != nil {
		return err
	}
	if *f.count < 1 || *f.count > f.maxCount {
		return usagef("--%s must be from 1 to %d, not %d", f.countName, f.maxCount, *f.count)
	}
	return nil
}

// seed is --seed's seed, or a usage error saying what is wrong with it.
func (f *simFlags) seed() (dice.Seed, error) {
	seed, err := dice.ParseSeed(*f.seedText)
	if err != nil {
		return 0, usagef("--seed: %v", err)
	}
	return seed, nil
}

// seedWithBot is --seed's seed, checked with the mode's --bot: check
// says why the named bot cannot play from that seed, or nil.
func (f *simFlags) seedWithBot(check func(seed dice.Seed) error) (dice.Seed, error) {
	seed, err := f.seed()
	if err != nil {
		return 0, err
	}
	if err := check(seed); err != nil {
		return 0, usagef("--bot: %v", err)
	}
	return seed, nil
}

// botFlag is the --bot flag, naming the mode's bots in its help.
func (f *simFlags) botFlag(names []string) *string {
	return f.fs.String("bot", "greedy", "bot: "+strings.Join(names, ", "))
}
