package forest

import (
	"fmt"

	"deepwood/rules/dice"
	"deepwood/rules/game"
)

// Result is one simulated game's outcome.
type Result struct {
	Seed       string   `json:"seed"`
	Won        bool     `json:"won"`
	Lost       bool     `json:"lost"`
	Years      int      `json:"years"`
	GPEarned   int      `json:"gp_earned"`
	Actions    int      `json:"actions"`
	State      *State   `json:"-"`
	Violations []string `json:"violations,omitempty"`
}

// Options shape simulated games.
type Options struct {
	Map      string // the preset games are drawn on ("" for the default)
	Level    Level  // the level games are played on (Tale by default)
	MaxYears int    // stop a game unfinished after this many Years (0: no limit)
	Check    bool   // test the invariants after every action
}

// PlayGame plays one game with a bot from creation to its end, or until
// opt.MaxYears Years have ended (a hard cap of 10,000 Years stops a bot
// that never ends). With opt.Check it tests the invariants after every
// action, and that at most one ability is used per Year.
func PlayGame(d *Data, seed dice.Seed, bot Bot, opt Options) Result {
	s, err := NewGame(d, seed, Setup{Map: opt.Map, Level: opt.Level})
	if err != nil {
		return Result{Seed: seed.Code(), Violations: []string{err.Error()}, State: New(d, seed)}
	}
	turns := game.Turns[*State, Action, Event]{State: s, Legal: Legal, Apply: Apply,
		Done: func(s *State) bool {
			return s.Phase.Over() || s.Year > 10000 || opt.MaxYears > 0 && s.Year > opt.MaxYears
		},
		Phase: func(s *State) string { return s.Phase.String() },
	}
	if opt.Check {
		turns.Check = checkAfter()
	}
	p := game.Play(turns, bot.Choose)
	r := Result{Seed: seed.Code(), State: s, Actions: p.Actions, Violations: p.Violations}
	if p.Refused {
		r.Actions++ // the refused action counts as taken
	}
	r.Won, r.Lost = s.Phase == PhaseWon, s.Phase == PhaseLost
	r.Years = s.Year
	if !s.Phase.Over() && s.Year > 0 {
		r.Years = s.Year - 1 // the Year in progress did not end
	}
	r.GPEarned = s.GPEarned
	return r
}

// checkAfter is the simulator's check after each action of one game: at
// most one ability used per Year (the events tell), and the invariants,
// whose first break stops the game.
func checkAfter() func(*State, Action, []Event) ([]string, bool) {
	uses, year := 0, 0
	return func(s *State, a Action, evs []Event) (broken []string, stop bool) {
		for _, e := range evs {
			switch e.Kind {
			case EvYearBegan:
				uses, year = 0, e.Year
			case EvAbilityUsed, EvCommitted:
				if uses++; uses > 1 {
					broken = append(broken, fmt.Sprintf("year %d: a second ability", year))
				}
			}
		}
		if v := CheckInvariants(s); len(v) > 0 {
			return append(broken, fmt.Sprintf("after %s: %s", a, v[0])), true
		}
		return broken, false
	}
}

// Report sums a simulation.
type Report struct {
	Bot           string  `json:"bot"`
	Seed          string  `json:"seed"`
	Map           string  `json:"map"`
	Level         Level   `json:"level"`
	MaxYears      int     `json:"max_years,omitempty"`
	Games         int     `json:"games"`
	ForestWins    int     `json:"forest_wins"`
	EnemyWins     int     `json:"enemy_wins"`
	Unfinished    int     `json:"unfinished"`
	ForestWinRate float64 `json:"forest_win_rate"`
	MeanYears     float64 `json:"mean_years"`
	MedianYears   float64 `json:"median_years"`
	MeanGPEarned  float64 `json:"mean_gp_earned"`
	MaxYearsSeen  int     `json:"longest_game_years"`
	game.ViolationTally
}

// GameSeeds is the seeds of n simulated games from one seed (game.Seeds):
// game 1 plays base itself and the later games play seeds derived from it, so
// a simulation is repeatable from its code.
func GameSeeds(base dice.Seed, n int) []dice.Seed { return game.Seeds(base, n) }

// Simulate plays n games with the named bot, on the seeds GameSeeds lists
// for base.
// Mean Years counts every game's ended Years.
func Simulate(d *Data, base dice.Seed, n int, botName string, opt Options) (Report, error) {
	rep := Report{Bot: botName, Seed: base.Code(), Games: n, MaxYears: opt.MaxYears, Map: opt.Map, Level: opt.Level}
	if _, err := NewGame(d, base, Setup{Map: opt.Map, Level: opt.Level}); err != nil {
		return rep, err
	}
	if rep.Map == "" {
		rep.Map = d.DefaultMap().ID
	}
	years, gp := 0, 0
	all := make([]int, 0, n)
	play := func(seed dice.Seed, bot Bot) Result { return PlayGame(d, seed, bot, opt) }
	err := game.Simulate(bots, botName, base, n, play, func(seed dice.Seed, r Result) {
		switch {
		case r.Won:
			rep.ForestWins++
		case r.Lost:
			rep.EnemyWins++
		default:
			rep.Unfinished++
		}
		years += r.Years
		all = append(all, r.Years)
		gp += r.GPEarned
		rep.MaxYearsSeen = max(rep.MaxYearsSeen, r.Years)
		rep.Add(seed, r.Violations)
	})
	rep.ForestWinRate = game.Rate(rep.ForestWins, n)
	rep.MeanYears = game.Rate(years, n)
	rep.MeanGPEarned = game.Rate(gp, n)
	rep.MedianYears = game.Median(all)
	return rep, err
}
