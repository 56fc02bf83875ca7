package cli

import (
	"fmt"
	"io"

	"deepwood/rules/dice"
	"deepwood/rules/forsaken"
	"deepwood/rules/game"
)

// debugForsaken plays game n (1 = base itself) of the seeds game.Seeds
// lists for base, printing every computer traveler's decision with its
// beliefs and suspicions as it makes it (`sim forsaken --debug N`,
// issue 39), then how the game ended and the Roles dealt.
func debugForsaken(d *forsaken.Data, base dice.Seed, n int, t forsakenTable, out io.Writer) error {
	seeds := game.Seeds(base, n)
	seed := seeds[n-1]
	fmt.Fprintf(out, "Forsaken Forest game %d of seed %s: seed %s, %d players (villagers %s, forsaken %s)\n",
		n, base.Code(), seed.Code(), t.players, t.levels[forsaken.Villagers], t.levels[forsaken.ForsakenTeam])
	trace := func(line string) { fmt.Fprintln(out, line) }
	teams := make([]forsaken.Team, t.players)
	res := forsaken.PlayDealt(d, seed, forsaken.Setup{Players: t.players, Roles: t.roles}, func(seat int, team forsaken.Team) forsaken.Traveler {
		teams[seat] = team
		c := forsaken.NewComputer(d, t.levels[team], seat, t.players, seed)
		c.Trace = trace
		return c
	}, true)
	fmt.Fprintf(out, "teams by seat: %v\n", teams)
	fmt.Fprintf(out, "%s won (%s) on Day %d after %d actions; %d Gallows trials, %d hanged (%d Forsaken); statements %v\n",
		res.Winner, res.WinBy, res.Days, res.Actions, res.Stats.Trials, res.Stats.Hanged, res.Stats.HangedForsaken, res.Stats.Said)
	for _, v := range res.Violations {
		fmt.Fprintf(out, "violation: %s\n", v)
	}
	return nil
}
