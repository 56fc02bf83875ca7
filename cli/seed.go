package cli

import (
	"encoding/json"
	"fmt"
	"io"
	"strings"

	"deepwood/rules/dice"
	"deepwood/rules/forward"
	"deepwood/rules/quote"
)

// runSeed describes the Forward dungeon a seed deals: it is the same for
// every player of the seed, so racers can study and compare it.
func runSeed(args []string, stdout, stderr io.Writer) error {
	fs := newFlags("seed", stderr)
	asJSON := fs.Bool("json", false, "print JSON")
	catalog := fs.Bool("catalog", false, "describe COUNT seeds from START: seed --catalog START COUNT")
	asCSV := fs.Bool("csv", false, "with --catalog: print CSV")
	// The code may come before or after the flags: "seed CODE --json".
	var flags, words []string
	for _, a := range args {
		if strings.HasPrefix(a, "-") {
			flags = append(flags, a)
		} else {
			words = append(words, a)
		}
	}
	if err := parseFlags(fs, append(flags, words...), 2); err != nil {
		return err
	}
	if *catalog {
		return runCatalog(fs.Args(), *asJSON, *asCSV, stdout)
	}
	if *asCSV {
		return usagef("--csv goes with --catalog")
	}
	if fs.NArg() > 1 {
		return usagef("unexpected argument %s", quote.Short(fs.Arg(1)))
	}
	if fs.NArg() != 1 {
		return usagef("missing seed code")
	}
	seed, err := dice.ParseSeed(fs.Arg(0))
	if err != nil {
		return usagef("%v", err)
	}
	d, err := forward.DefaultData()
	if err != nil {
		return err
	}
	dg := forward.Describe(d, seed)
	if *asJSON {
		return json.NewEncoder(stdout).Encode(dg)
	}
	fmt.Fprintf(stdout, "Forward seed %s (card data %s)\n", dg.Seed, dg.Rules)
	for _, l := range dg.Locations {
		fmt.Fprintf(stdout, "\n%d. %s (location %d; %s)\n", l.Position, l.Name, l.Number, l.Effect)
		for i, c := range l.Cells {
			fmt.Fprintf(stdout, "   [%d] %s\n", i+1, c)
		}
		for _, u := range l.Under {
			fmt.Fprintf(stdout, "       beneath %s at [%d]: %s\n", u.Special, u.Cell, u.Card)
		}
	}
	fmt.Fprintln(stdout, "\nKey cards:")
	for _, k := range dg.Keys {
		where := fmt.Sprintf("location %d (%s), space [%d]", k.Position, k.Location, k.Cell)
		if k.Under != "" {
			where += ", beneath " + k.Under
		}
		fmt.Fprintf(stdout, "  %-18s %s\n", k.Card, where)
	}
	return nil
}
