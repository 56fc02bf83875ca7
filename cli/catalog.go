package cli

import (
	"encoding/csv"
	"encoding/json"
	"fmt"
	"io"
	"strconv"
	"strings"

	"deepwood/rules/dice"
	"deepwood/rules/forward"
	"deepwood/rules/quote"
)

// maxCatalog bounds one catalog call; a router wanting more asks again
// from where the last one stopped.
const maxCatalog = 100000

// catalogRow is the routing facts of one seed.
type catalogRow struct {
	Seed      string   `json:"seed"`
	Locations []int    `json:"locations"` // location numbers (§9) in the order the run meets them
	Sword     string   `json:"ancient_sword"`
	Bangle    string   `json:"gilded_bangle"`
	Bell      string   `json:"ferrymans_bell"`
	Princess  string   `json:"ghostly_princess"`
	Sage      string   `json:"sage"`
	Knight    string   `json:"mirror_knight"`
	Winnable  bool     `json:"winnable"`
	Why       string   `json:"why_not,omitempty"`
	Unreached []string `json:"unreachable_keys,omitempty"`
}

// runCatalog describes COUNT seeds in a row from START: the facts a router
// sorts and filters on, one seed per line.
func runCatalog(args []string, asJSON, asCSV bool, stdout io.Writer) error {
	if len(args) != 2 {
		return usagef("--catalog takes START COUNT, e.g. seed --catalog 0000-0000 100")
	}
	if asJSON && asCSV {
		return usagef("choose --json or --csv, not both")
	}
	start, err := dice.ParseSeed(args[0])
	if err != nil {
		return usagef("%v", err)
	}
	count, err := strconv.Atoi(args[1])
	if err != nil || count < 1 || count > maxCatalog {
		return usagef("COUNT must be a whole number from 1 to %d, not %s", maxCatalog, quote.Short(args[1]))
	}
	d, err := forward.DefaultData()
	if err != nil {
		return err
	}
	rows := make([]catalogRow, 0, count)
	for i := 0; i < count; i++ {
		rows = append(rows, describeRow(d, start.Next(i)))
	}
	switch {
	case asJSON:
		return json.NewEncoder(stdout).Encode(rows)
	case asCSV:
		w := csv.NewWriter(stdout)
		w.Write([]string{"seed", "locations", "ancient_sword", "gilded_bangle", "ferrymans_bell", "ghostly_princess", "sage", "mirror_knight", "winnable", "why_not"})
		for _, r := range rows {
			w.Write([]string{r.Seed, joinInts(r.Locations), r.Sword, r.Bangle, r.Bell, r.Princess, r.Sage, r.Knight, strconv.FormatBool(r.Winnable), r.Why})
		}
		w.Flush()
		return w.Error()
	}
	fmt.Fprintf(stdout, "%-9s  %-17s  %-6s %-6s %-6s %-6s %-6s %-6s  %s\n", "seed", "locations", "sword", "bangle", "bell", "prin.", "sage", "knight", "winnable")
	for _, r := range rows {
		win := "yes"
		if !r.Winnable {
			win = "NO: " + r.Why
		}
		fmt.Fprintf(stdout, "%-9s  %-17s  %-6s %-6s %-6s %-6s %-6s %-6s  %s\n", r.Seed, joinInts(r.Locations), r.Sword, r.Bangle, r.Bell, r.Princess, r.Sage, r.Knight, win)
	}
	fmt.Fprintln(stdout, "\nkey cards as location-position:space (the n-th location of the run, its layout space); * = beneath a special card, ! = unreachable")
	return nil
}

func describeRow(d *forward.Data, seed dice.Seed) catalogRow {
	dg := forward.Describe(d, seed)
	r := catalogRow{Seed: dg.Seed, Winnable: dg.Unwinnable == "", Why: dg.Unwinnable}
	for _, l := range dg.Locations {
		r.Locations = append(r.Locations, l.Number)
	}
	dst := []*string{&r.Sword, &r.Bangle, &r.Bell, &r.Princess, &r.Sage, &r.Knight}
	for i, k := range dg.Keys {
		if i >= len(dst) {
			break
		}
		spot := fmt.Sprintf("%d:%d", k.Position, k.Cell)
		if k.Under != "" {
			spot += "*"
		}
		if !k.Reachable {
			spot += "!"
			r.Unreached = append(r.Unreached, k.Card)
		}
		*dst[i] = spot
	}
	return r
}

func joinInts(xs []int) string {
	parts := make([]string, len(xs))
	for i, x := range xs {
		parts[i] = strconv.Itoa(x)
	}
	return strings.Join(parts, "-")
}
