package forest

import (
	"flag"
	"testing"

	"deepwood/internal/rulestest"
	"deepwood/rules/dice"
)

// invariantGames is how many games TestInvariantsEveryLevel plays on each
// level with each bot; the 10,000 is
// go test -run TestInvariantsEveryLevel ./rules/forest/ -args -forest.invariant-games=10000
var invariantGames = flag.Int("forest.invariant-games", 300, "games per level and bot in TestInvariantsEveryLevel")

// TestInvariantsEveryLevel plays games on every level with the greedy and
// random bots (the random one reaches every kind of action), checking the
// invariants after every action and that each game ends as its level's
// rules allow: a Tale only when a side holds nothing, a Struggle or a
// Blight also by the heart or the last Year, never later.
func TestInvariantsEveryLevel(t *testing.T) {
	n := *invariantGames
	if testing.Short() {
		n = min(n, 40)
	}
	d := data(t)
	for l := range NumLevels {
		for _, bot := range []string{"greedy", "random"} {
			causes := map[LossCause]int{}
			for _, seed := range GameSeeds(dice.HashText("invariants-"+l.String()), n) {
				b, _ := NewBot(bot, seed)
				r := PlayGame(d, seed, b, Options{Level: l, MaxYears: 400, Check: true})
				if len(r.Violations) > 0 {
					t.Fatalf("%s %s seed %s: %v", l, bot, seed.Code(), r.Violations)
				}
				s := r.State
				switch {
				case l == Tale && s.LossCause() != LossNone && s.LossCause() != LossHexes:
					t.Fatalf("%s %s seed %s: a Tale lost by %s", l, bot, seed.Code(), s.LossCause())
				case l != Tale && !s.Phase.Over():
					t.Fatalf("%s %s seed %s: unfinished in Year %d", l, bot, seed.Code(), s.Year)
				case l != Tale && s.Year > s.LastYear():
					t.Fatalf("%s %s seed %s: played to Year %d", l, bot, seed.Code(), s.Year)
				}
				causes[s.LossCause()]++
			}
			t.Logf("%s %s: %d games, endings %v", l, bot, n, causes)
		}
	}
}

// TestEveryLossWarned (T45): on Struggle and Blight no game is lost without
// warning. A heart lost in Year Y was in the warning as Year Y−1 ended and
// at stake in the header as Year Y's Enemy Encroachment began; a game lost
// to the last Year was warned the Year before and told it was the last.
func TestEveryLossWarned(t *testing.T) {
	d := data(t)
	n := rulestest.Games(100, 20)
	for _, l := range []Level{Struggle, Blight} {
		for _, bot := range []string{"greedy", "random", "planner"} {
			for _, seed := range GameSeeds(dice.HashText("warned-"+l.String()), n) {
				b, _ := NewBot(bot, seed)
				s, _ := NewGame(d, seed, Setup{Level: l})
				warned := map[int]bool{}
				var atStake, final bool
				for !s.Phase.Over() {
					a := b.Choose(s, Legal(s))
					th := s.Threat()
					switch {
					case a.Kind == ActEndYear:
						warned[s.Year] = th.NextYear
					case s.Phase == PhaseEnemyRoll:
						atStake, final = th.AtStake(), th.Final
					}
					mustApply(t, s, a)
				}
				switch s.LossCause() {
				case LossHeart:
					if s.Year < 2 || !warned[s.Year-1] || !atStake {
						t.Fatalf("%s %s seed %s: heart lost in Year %d; warned the Year before %v, at stake %v", l, bot, seed.Code(), s.Year, warned[s.Year-1], atStake)
					}
				case LossYears:
					if !warned[s.LastYear()-1] || !final {
						t.Fatalf("%s %s seed %s: lost to the last Year unwarned", l, bot, seed.Code())
					}
				}
			}
		}
	}
}
