package forward

import (
	"fmt"
	"slices"
	"sync"

	"deepwood/rules/dice"
	"deepwood/rules/game"
)

// RunResult is how one simulated run went.
type RunResult struct {
	Seed       dice.Seed
	Won        bool
	Actions    int
	AtDragon   bool // the Dragon fight began
	DragonHP   int  // the Dragon's HP as computed (40 + beneath)
	Doomed     bool
	Violations []string
}

// maxSteps stops a run that will not end, which would be a bug.
const maxSteps = 100000

// PlayRun plays one run from seed with the bot, checking the invariants
// after every action when check is set. Nobody reads the events, so the
// turns are quiet, and the bot's choice is checked against the legal list
// it chose from, which is exactly what Apply's check would decide.
// The run is played in storage kept from earlier runs (stores), so a bot
// must not keep the state or the legal list after PlayRun returns.
func PlayRun(d *Data, seed dice.Seed, bot Bot, check bool) RunResult {
	rs := stores.Get().(*runStore)
	r, _ := playRun(rs, d, seed, bot, check)
	stores.Put(rs)
	return r
}

// stores keeps runs' storage between PlayRun calls: a simulation plays
// run after run, and handing each its own store made the collector
// reclaim one per run. Nothing a run returns points into its store.
var stores = sync.Pool{New: func() any { return new(runStore) }}

// playRun is PlayRun in the store rs, also returning the final state, so
// tests can hold the quiet turns' shortcuts to the state Apply would have
// made.
func playRun(rs *runStore, d *Data, seed dice.Seed, bot Bot, check bool) (RunResult, *State) {
	t := dealIn(rs, d, seed, nil, true)
	s := t.s
	r := RunResult{Seed: seed}
	legal := t.legal
	g, greedy := bot.(Greedy)
	for !s.Phase.Over() {
		if s.Steps >= maxSteps {
			r.Violations = append(r.Violations, "the run did not end")
			break
		}
		if greedy && t.greedyTurns(check, &r) {
			// Greedy's choices straight from the state, legal by
			// construction, duels whole: no list and no trip through
			// this loop, unless a choice needs the list.
			continue
		}
		legal = AppendLegal(legal[:0], s)
		if len(legal) == 0 {
			r.Violations = append(r.Violations, fmt.Sprintf("no legal action in phase %s", s.Phase))
			break
		}
		var a Action
		if greedy {
			a = g.Choose(s, legal) // a direct call, which inlines its one-action case
		} else {
			a = bot.Choose(s, legal)
		}
		// Bots mostly pick the first legal action (a duel's Roll, the
		// first eligible flip), so that is compared before the scan.
		if a != legal[0] && !slices.Contains(legal[1:], a) {
			r.Violations = append(r.Violations, illegal(s, a).Error())
			break
		}
		t.do(a)
		t.checked(check, &r)
	}
	r.Won, r.Actions, r.Doomed = s.Phase == PhaseWon, s.Steps, s.Doomed
	r.AtDragon, r.DragonHP = s.DragonHP > 0, s.DragonHP
	return r, s
}

// Report sums up many runs.
type Report struct {
	Bot          string  `json:"bot"`
	Seed         string  `json:"seed"`
	Runs         int     `json:"runs"`
	Wins         int     `json:"wins"`
	WinRate      float64 `json:"win_rate"`
	MeanActions  float64 `json:"mean_actions"`
	DragonFights int     `json:"dragon_fights"`
	MeanDragonHP float64 `json:"mean_dragon_hp"`
	Doomed       int     `json:"doomed"`
	game.ViolationTally
}

// Simulate plays n runs with the named bot, on the seeds RunSeeds lists
// for base.
func Simulate(d *Data, base dice.Seed, n int, botName string, check bool) (Report, error) {
	rep := Report{Bot: botName, Seed: base.Code(), Runs: n}
	actions, dragonHP := 0, 0
	play := func(seed dice.Seed, bot Bot) RunResult { return PlayRun(d, seed, bot, check) }
	err := game.Simulate(bots, botName, base, n, play, func(seed dice.Seed, r RunResult) {
		actions += r.Actions
		if r.Won {
			rep.Wins++
		}
		if r.AtDragon {
			rep.DragonFights++
			dragonHP += r.DragonHP
		}
		if r.Doomed {
			rep.Doomed++
		}
		rep.Add(seed, r.Violations)
	})
	rep.WinRate = game.Rate(rep.Wins, n)
	rep.MeanActions = game.Rate(actions, n)
	rep.MeanDragonHP = game.Rate(dragonHP, rep.DragonFights)
	return rep, err
}

// RunSeeds is the seeds of n simulated runs from one seed (game.Seeds):
// run 1 plays base itself and the later runs play seeds derived from it, so
// a simulation is repeatable from its code.
func RunSeeds(base dice.Seed, n int) []dice.Seed { return game.Seeds(base, n) }
