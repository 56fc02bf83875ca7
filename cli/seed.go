package cli

import (
	"encoding/json"
	"flag"
	"fmt"
	"io"

	"deepwood/rules/dice"
	"deepwood/rules/forward"
	"deepwood/rules/quote"
)

// seedFlags are seed's flags beside --json: --catalog and --csv.
func seedFlags(fs *flag.FlagSet) {
	fs.Bool("catalog", false, "describe COUNT seeds from START: seed --catalog START COUNT")
	fs.Bool("csv", false, "with --catalog: print CSV")
}

// printSeed describes the Forward dungeon a seed deals: it is the same for
// every player of the seed, so racers can study and compare it.
func printSeed(in printed, stdout io.Writer) error {
	if in.on("catalog") {
		return runCatalog(in.Args(), in.asJSON, in.on("csv"), stdout)
	}
	if in.on("csv") {
		return usagef("--csv goes with --catalog")
	}
	if in.NArg() > 1 {
		return usagef("unexpected argument %s", quote.Short(in.Arg(1)))
	}
	if in.NArg() != 1 {
		return usagef("missing seed code")
	}
	seed, err := dice.ParseSeed(in.Arg(0))
	if err != nil {
		return usagef("%v", err)
	}
	d, err := forward.DefaultData()
	if err != nil {
		return err
	}
	dg := forward.Describe(d, seed)
	if in.asJSON {
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
