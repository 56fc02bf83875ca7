package forest

import (
	"fmt"
	"slices"

	"deepwood/rules/dice"
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
	maxYears, check := opt.MaxYears, opt.Check
	s, err := NewGame(d, seed, Setup{Map: opt.Map, Level: opt.Level})
	if err != nil {
		return Result{Seed: seed.Code(), Violations: []string{err.Error()}, State: New(d, seed)}
	}
	r := Result{Seed: seed.Code(), State: s}
	uses, year := 0, 0
	for !s.Phase.Over() {
		if s.Year > 10000 || maxYears > 0 && s.Year > maxYears {
			break
		}
		legal := Legal(s)
		if len(legal) == 0 {
			r.Violations = append(r.Violations, fmt.Sprintf("no legal action in phase %s", s.Phase))
			break
		}
		a := bot.Choose(s, legal)
		evs, err := Apply(s, a)
		r.Actions++
		if err != nil {
			r.Violations = append(r.Violations, err.Error())
			break
		}
		if !check {
			continue
		}
		for _, e := range evs {
			switch e.Kind {
			case EvYearBegan:
				uses, year = 0, e.Year
			case EvAbilityUsed, EvCommitted:
				if uses++; uses > 1 {
					r.Violations = append(r.Violations, fmt.Sprintf("year %d: a second ability", year))
				}
			}
		}
		if v := CheckInvariants(s); len(v) > 0 {
			r.Violations = append(r.Violations, fmt.Sprintf("after %s: %s", a, v[0]))
			break
		}
	}
	r.Won, r.Lost = s.Phase == PhaseWon, s.Phase == PhaseLost
	r.Years = s.Year
	if !s.Phase.Over() && s.Year > 0 {
		r.Years = s.Year - 1 // the Year in progress did not end
	}
	r.GPEarned = s.GPEarned
	return r
}

// Report sums a simulation.
type Report struct {
	Bot            string  `json:"bot"`
	Seed           string  `json:"seed"`
	Map            string  `json:"map"`
	Level          Level   `json:"level"`
	MaxYears       int     `json:"max_years,omitempty"`
	Games          int     `json:"games"`
	ForestWins     int     `json:"forest_wins"`
	EnemyWins      int     `json:"enemy_wins"`
	Unfinished     int     `json:"unfinished"`
	ForestWinRate  float64 `json:"forest_win_rate"`
	MeanYears      float64 `json:"mean_years"`
	MedianYears    float64 `json:"median_years"`
	MeanGPEarned   float64 `json:"mean_gp_earned"`
	MaxYearsSeen   int     `json:"longest_game_years"`
	Violations     int     `json:"invariant_violations"`
	FirstViolation string  `json:"first_violation,omitempty"`
}

// GameSeeds derives the seeds of n simulated games from one seed, so a
// simulation is repeatable from its code.
func GameSeeds(base dice.Seed, n int) []dice.Seed {
	st := dice.NewStream(base, "sim")
	out := make([]dice.Seed, n)
	for i := range out {
		out[i] = dice.Seed(st.Uint64() & (1<<40 - 1))
	}
	return out
}

// Simulate plays n games with the named bot from seeds derived from base.
// Mean Years counts every game's ended Years.
func Simulate(d *Data, base dice.Seed, n int, botName string, opt Options) (Report, error) {
	rep := Report{Bot: botName, Seed: base.Code(), Games: n, MaxYears: opt.MaxYears, Map: opt.Map, Level: opt.Level}
	if _, err := NewBot(botName, base); err != nil {
		return rep, err
	}
	if _, err := NewGame(d, base, Setup{Map: opt.Map, Level: opt.Level}); err != nil {
		return rep, err
	}
	if rep.Map == "" {
		rep.Map = d.DefaultMap().ID
	}
	years, gp := 0, 0
	all := make([]int, 0, n)
	for _, seed := range GameSeeds(base, n) {
		bot, _ := NewBot(botName, seed)
		r := PlayGame(d, seed, bot, opt)
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
		if len(r.Violations) > 0 && rep.FirstViolation == "" {
			rep.FirstViolation = fmt.Sprintf("seed %s: %s", seed.Code(), r.Violations[0])
		}
		rep.Violations += len(r.Violations)
	}
	if n > 0 {
		rep.ForestWinRate = float64(rep.ForestWins) / float64(n)
		rep.MeanYears = float64(years) / float64(n)
		rep.MeanGPEarned = float64(gp) / float64(n)
		rep.MedianYears = median(all)
	}
	return rep, nil
}

// median is the middle of the Years (the mean of the middle two for an
// even count); it sorts its argument.
func median(v []int) float64 {
	if len(v) == 0 {
		return 0
	}
	slices.Sort(v)
	m := len(v) / 2
	if len(v)%2 == 1 {
		return float64(v[m])
	}
	return float64(v[m-1]+v[m]) / 2
}
