package cli

import (
	"encoding/json"
	"fmt"
	"io"
	"strings"
	"time"

	"deepwood/rules/dice"
	"deepwood/rules/forward"
	"deepwood/rules/quote"
)

// simMode is one game mode the simulator can play. Forward's is below; the
// Forest and Mass Combat add theirs in sibling files (sim_forest.go,
// sim_battle.go) with one line each in simModes.
type simMode struct {
	name string
	run  func(args []string, stdout, stderr io.Writer) error
}

// simModes lists the modes `deepwood sim` knows, in the order help shows.
func simModes() []simMode {
	return []simMode{
		{"forward", runSimForward},
		{"battle", runSimBattle},
		{"forest", runSimForest},
	}
}

func simModeNames() string {
	var names []string
	for _, m := range simModes() {
		names = append(names, m.name)
	}
	return strings.Join(names, ", ")
}

// runSim dispatches `deepwood sim MODE ...` to the mode's simulator.
func runSim(args []string, stdout, stderr io.Writer) error {
	if len(args) == 0 || strings.HasPrefix(args[0], "-") {
		if len(args) > 0 && (args[0] == "-h" || args[0] == "--help") {
			fmt.Fprintf(stdout, "usage: deepwood sim MODE [flags]; modes: %s\n", simModeNames())
			return nil
		}
		return usagef("missing mode; available modes: %s", simModeNames())
	}
	for _, m := range simModes() {
		if m.name == args[0] {
			return m.run(args[1:], stdout, stderr)
		}
	}
	return usagef("unknown mode %s; available modes: %s", quote.Short(args[0]), simModeNames())
}

// maxSimRuns bounds --runs so a typo does not start a day-long job.
const maxSimRuns = 10_000_000

// defaultSimSeed is the seed simulations use when none is given, so two
// people running the same command compare the same games.
const defaultSimSeed = "DEEP-W00D"

// runSimForward plays Forward runs with a bot and prints the outcome table.
func runSimForward(args []string, stdout, stderr io.Writer) error {
	fs := newFlags("sim forward", stderr)
	runs := fs.Int("runs", 1000, "number of runs")
	seedText := fs.String("seed", defaultSimSeed, "seed code (or any text) the run seeds are derived from")
	botName := fs.String("bot", "greedy", "bot: "+strings.Join(forward.BotNames(), ", "))
	asJSON := fs.Bool("json", false, "print JSON")
	if err := parseFlags(fs, args, 0); err != nil {
		return err
	}
	if *runs < 1 || *runs > maxSimRuns {
		return usagef("--runs must be from 1 to %d, not %d", maxSimRuns, *runs)
	}
	seed, err := dice.ParseSeed(*seedText)
	if err != nil {
		return usagef("--seed: %v", err)
	}
	if _, err := forward.NewBot(*botName, seed); err != nil {
		return usagef("--bot: %v", err)
	}
	d, err := forward.DefaultData()
	if err != nil {
		return err
	}
	start := time.Now()
	rep, err := forward.Simulate(d, seed, *runs, *botName, true)
	if err != nil {
		return err
	}
	secs := time.Since(start).Seconds()
	perSec := 0.0
	if secs > 0 {
		perSec = float64(rep.Runs) / secs
	}
	if *asJSON {
		out := struct {
			Mode string `json:"mode"`
			forward.Report
			RunsPerSecond float64 `json:"runs_per_second"`
		}{"forward", rep, perSec}
		if err := json.NewEncoder(stdout).Encode(out); err != nil {
			return err
		}
	} else {
		fmt.Fprintf(stdout, "Forward simulation (bot %s, seed %s)\n", rep.Bot, rep.Seed)
		rows := [][2]string{
			{"runs", fmt.Sprint(rep.Runs)},
			{"wins", fmt.Sprint(rep.Wins)},
			{"win rate", fmt.Sprintf("%.2f%%", 100*rep.WinRate)},
			{"mean actions per run", fmt.Sprintf("%.1f", rep.MeanActions)},
			{"Dragon fights", fmt.Sprint(rep.DragonFights)},
			{"mean Dragon HP at the fight", fmt.Sprintf("%.1f", rep.MeanDragonHP)},
			{"runs warned unwinnable", fmt.Sprint(rep.Doomed)},
			{"runs per second", fmt.Sprintf("%.0f", perSec)},
			{"invariant violations", fmt.Sprint(rep.Violations)},
		}
		for _, r := range rows {
			fmt.Fprintf(stdout, "  %-28s %s\n", r[0], r[1])
		}
	}
	if rep.Violations > 0 {
		return fmt.Errorf("%d invariant violations; first: %s", rep.Violations, rep.FirstViolation)
	}
	return nil
}
