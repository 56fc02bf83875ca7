package cli

import (
	"fmt"
	"io"
	"time"

	"deepwood/rules/dice"
	"deepwood/rules/forward"
)

// runSimForward plays Forward runs with a bot and prints the outcome table.
func runSimForward(args []string, stdout, stderr io.Writer) error {
	f := newSimFlags("forward", "runs", 1000, maxSimRuns, "run", stderr)
	botName := botFlag(f, forward.BotNames(), forward.NewBot)
	replays := f.fs.String("replays", "", "write every run's replay into DIR (each verifies with `deepwood verify`)")
	if err := f.parse(args); err != nil {
		return err
	}
	runs := f.count
	if *replays != "" && *runs > maxSimReplays {
		return usagef("--replays writes a file per run: --runs must be at most %d with it, not %d", maxSimReplays, *runs)
	}
	seed := f.seed
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
	if *replays != "" {
		if err := writeSimReplays(d, seed, *runs, *botName, *replays); err != nil {
			return err
		}
	}
	perSec := perSecond(rep.Runs, secs)
	return simReport{
		title:  fmt.Sprintf("Forward simulation (bot %s, seed %s)", rep.Bot, rep.Seed),
		played: f.played(func(k int) []dice.Seed { return forward.RunSeeds(seed, k) }),
		rows: [][2]string{
			{"runs", fmt.Sprint(rep.Runs)},
			{"wins", fmt.Sprint(rep.Wins)},
			{"win rate", fmt.Sprintf("%.2f%%", 100*rep.WinRate)},
			{"mean actions per run", fmt.Sprintf("%.1f", rep.MeanActions)},
			{"Dragon fights", fmt.Sprint(rep.DragonFights)},
			{"mean Dragon HP at the fight", fmt.Sprintf("%.1f", rep.MeanDragonHP)},
			{"runs warned unwinnable", fmt.Sprint(rep.Doomed)},
		},
		tally: rep.ViolationTally,
	}.rated("forward", rep, "runs", perSec).write(stdout, *f.asJSON)
}
