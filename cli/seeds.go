package cli

import (
	"fmt"
	"io"
	"strings"

	"deepwood/rules/dice"
)

// shownSeeds is how many of a simulation's seeds its report names without
// --seeds: enough to see the rule at work, and the JSON stays small.
const shownSeeds = 5

// maxListedSeeds bounds the count with --seeds: a line (or 12 bytes of
// JSON) a game.
const maxListedSeeds = 100_000

// seedList is the seeds a simulation's games played, in order, as its
// report names them. Game 1 plays --seed itself (the dungeon `deepwood
// seed` deals for it) and the later games play seeds derived from it
// (game.Seeds; Mass Combat's BattleSeeds), so any game of a report can be
// dealt with `deepwood seed`, or played again alone with --runs 1.
type seedList struct {
	n     int                     // games played
	first func(k int) []dice.Seed // the seeds of the first k games
	noun  string                  // run, game, battle
	all   bool                    // --seeds: every one, else the first shownSeeds
}

// codes is the JSON's "seeds": every seed with --seeds, else the first
// shownSeeds.
func (l seedList) codes() []string {
	k := l.n
	if !l.all {
		k = min(k, shownSeeds)
	}
	out := make([]string, k)
	for i, s := range l.first(k) {
		out[i] = s.Code()
	}
	return out
}

// row is the text report's "seeds played" row: the seeds named, and when
// some are left out, how the rest follow and how to see them.
func (l seedList) row() string {
	shown := l.codes()
	text := strings.Join(shown, ", ")
	switch {
	case l.all && l.n > 1:
		return fmt.Sprintf("%s by %s, below", l.noun, l.noun)
	case l.n > len(shown):
		return fmt.Sprintf("%s, … (%s 1 plays --seed itself, the later %ss seeds derived from it; --seeds names all %d)",
			text, l.noun, l.noun, l.n)
	}
	return text
}

// list writes every seed under the text table, one line a game, when
// --seeds asked for them.
func (l seedList) list(w io.Writer) {
	if !l.all || l.n < 2 {
		return
	}
	fmt.Fprintln(w, "Seeds played:")
	for i, s := range l.first(l.n) {
		fmt.Fprintf(w, "  %s %-7d %s\n", l.noun, i+1, s.Code())
	}
}
