package cli

import (
	"fmt"
	"io"
	"slices"
	"strings"
	"time"

	"deepwood/rules/dice"
	"deepwood/rules/forsaken"
	"deepwood/rules/game"
)

// maxForsakenGames bounds --games: every decision's time is kept for the
// percentiles (a few hundred a game), so a typo must not fill the memory.
const maxForsakenGames = 100_000

// TimedTraveler wraps a traveler and records how long each of its
// decisions takes on the real clock, which the rules may not read. The
// window's autoplay times its travelers with it too, so that its report's
// decision times are measured as `sim forsaken` measures them.
type TimedTraveler struct {
	forsaken.Traveler
	Out *[]time.Duration
}

// Choose is the traveler's choice, timed.
func (t TimedTraveler) Choose(v forsaken.View, legal []forsaken.Action) forsaken.Action {
	start := time.Now()
	a := t.Traveler.Choose(v, legal)
	*t.Out = append(*t.Out, time.Since(start))
	return a
}

// forsakenTable is who plays a simulation: the travelers, their Role
// Cards, and the computer level each team's seats get.
type forsakenTable struct {
	players int
	roles   []forsaken.Role
	levels  [2]forsaken.Level // by team: Villagers, ForsakenTeam
}

// runSimForsaken plays Forsaken Forest games between computer travelers
// and prints the outcome table: wins per team and per victory, how long
// the games ran, the travelers' decision times and invariant violations.
func runSimForsaken(args []string, stdout, stderr io.Writer) error {
	f := newSimFlags("forsaken", "games", 500, maxForsakenGames, "game", stderr)
	players := f.fs.Int("players", 6, "travelers at the table, 4 to 12")
	roleList := f.fs.String("roles", "", "comma list of the Role Cards in play, one a traveler: "+strings.Join(roleWords(), ", ")+" (default: the default deal for --players, RULES S4)")
	aiName := f.fs.String("ai", "normal", "computer level in every seat: "+strings.Join(forsaken.LevelNames, ", "))
	villagers := f.fs.String("villagers", "", "computer level of the Villager Team's seats (default: --ai)")
	forsakenAI := f.fs.String("forsaken", "", "computer level of the Forsaken Team's seats (default: --ai)")
	debugGame := f.fs.Int("debug", 0, "play only game N (1 is --seed itself) and print every decision with the traveler's beliefs and suspicions")
	if err := f.parse(args); err != nil {
		return err
	}
	seed := f.seed
	d, err := forsaken.DefaultData()
	if err != nil {
		return err
	}
	table := forsakenTable{players: *players}
	if table.players < 4 || table.players > 12 {
		return usagef("--players must be from 4 to 12, not %d", table.players)
	}
	if table.roles, err = parseRoles(d, table.players, *roleList); err != nil {
		return err
	}
	ai, err := forsaken.ParseLevel(*aiName)
	if err != nil {
		return usagef("--ai: %v", err)
	}
	for i, name := range [2]string{*villagers, *forsakenAI} {
		table.levels[i] = ai
		if name == "" {
			continue
		}
		if table.levels[i], err = forsaken.ParseLevel(name); err != nil {
			return usagef("--%s: %v", [2]string{"villagers", "forsaken"}[i], err)
		}
	}
	if *debugGame < 0 || *debugGame > maxForsakenGames {
		return usagef("--debug must be from 1 to %d, not %d", maxForsakenGames, *debugGame)
	}
	if *debugGame > 0 {
		return debugForsaken(d, seed, *debugGame, table, stdout)
	}
	start := time.Now()
	rep := simForsaken(d, seed, *f.count, table)
	perSec := perSecond(rep.Games, time.Since(start).Seconds())
	played := f.played(func(k int) []dice.Seed { return game.Seeds(seed, k) })
	return rep.simReport(perSec, played).write(stdout, *f.asJSON)
}

// roleWords are the Role Cards' words, as --roles takes them.
func roleWords() []string {
	var out []string
	for r := range forsaken.NumRoles {
		out = append(out, forsaken.Role(r).String())
	}
	return out
}

// parseRoles reads --roles for n travelers, or deals the seed's
// distribution when list is empty; a list the box cannot supply is
// refused with CheckRoles's reason.
func parseRoles(d *forsaken.Data, n int, list string) ([]forsaken.Role, error) {
	if list == "" {
		return forsaken.DefaultRoles(d, n)
	}
	var roles []forsaken.Role
	for _, w := range strings.Split(list, ",") {
		r, ok := forsaken.ParseRole(strings.TrimSpace(w))
		if !ok || r == forsaken.NoRole {
			return nil, usagef("--roles: unknown role %q (%s)", strings.TrimSpace(w), strings.Join(roleWords(), ", "))
		}
		roles = append(roles, r)
	}
	if err := forsaken.CheckRoles(d, n, roles); err != nil {
		return nil, usagef("--roles: %v", err)
	}
	return roles, nil
}

// simForsaken plays n games on the seeds game.Seeds lists for base (game
// 1 on base itself), each traveler a timed computer of its team's level.
func simForsaken(d *forsaken.Data, base dice.Seed, n int, t forsakenTable) ForsakenReport {
	rep := ForsakenReport{Seed: base.Code(), Players: t.players, Roles: map[string]int{},
		Villagers: t.levels[forsaken.Villagers].String(), Forsaken: t.levels[forsaken.ForsakenTeam].String(),
		WinsBy: map[string]map[string]int{}, MaxActions: forsaken.MaxActions}
	for _, r := range t.roles {
		rep.Roles[r.String()]++
	}
	rep.Weights[0], rep.Weights[1] = forsaken.Weights(d, t.roles)
	var times []time.Duration
	for _, seed := range game.Seeds(base, n) {
		setup := forsaken.Setup{Players: t.players, Roles: t.roles}
		res := forsaken.PlayDealt(d, seed, setup, func(seat int, team forsaken.Team) forsaken.Traveler {
			return TimedTraveler{forsaken.NewComputer(d, t.levels[team], seat, t.players, seed), &times}
		}, true)
		rep.add(res)
	}
	rep.finish(times)
	return rep
}

// ForsakenSingle is the report of one game as `sim forsaken --games 1`
// prints it, for an autoplay that played the game through the screens:
// times are its travelers' decisions, one a choice, as the simulator
// times them.
func ForsakenSingle(d *forsaken.Data, seed dice.Seed, roles []forsaken.Role, level forsaken.Level, res forsaken.Result, times []time.Duration) ForsakenReport {
	rep := ForsakenReport{Seed: seed.Code(), Players: res.Players, Roles: map[string]int{},
		Villagers: level.String(), Forsaken: level.String(), WinsBy: map[string]map[string]int{}, MaxActions: forsaken.MaxActions}
	for _, r := range roles {
		rep.Roles[r.String()]++
	}
	rep.Weights[0], rep.Weights[1] = forsaken.Weights(d, roles)
	rep.add(res)
	rep.finish(times)
	return rep
}

// ForsakenReport is what `deepwood sim forsaken` prints: the table, the
// wins per team and per victory condition (the rules' WinBy words), the
// games' mean length, the longest against the rules' bound, and the
// travelers' decision times.
type ForsakenReport struct {
	Seed           string                    `json:"seed"`
	Players        int                       `json:"players"`
	Roles          map[string]int            `json:"roles"`
	Weights        [2]float64                `json:"role_weights"` // Villager Team, Forsaken Team
	Villagers      string                    `json:"villagers"`
	Forsaken       string                    `json:"forsaken"`
	Games          int                       `json:"games"`
	VillagerWins   int                       `json:"villager_wins"`
	ForsakenWins   int                       `json:"forsaken_wins"`
	Unfinished     int                       `json:"unfinished"`
	WinsBy         map[string]map[string]int `json:"wins_by"` // team → WinBy → games
	MeanDays       float64                   `json:"mean_days"`
	MeanCycles     float64                   `json:"mean_cycles"`
	MeanDeaths     float64                   `json:"mean_deaths"`
	MeanActions    float64                   `json:"mean_actions"`
	LongestActions int                       `json:"longest_game_actions"`
	LongestSeed    string                    `json:"longest_game_seed"`
	MaxActions     int                       `json:"max_actions"`
	Decisions      int                       `json:"decisions"`
	DecisionP99MS  float64                   `json:"decision_p99_ms"`
	DecisionMaxMS  float64                   `json:"decision_max_ms"`
	forsakenFeel
	game.ViolationTally
	days, cycles, deaths, actions int
}

// add counts one game.
func (r *ForsakenReport) add(res forsaken.Result) {
	r.Games++
	r.ViolationTally.Add(res.Seed, res.Violations)
	switch res.Winner {
	case forsaken.Villagers:
		r.VillagerWins++
	case forsaken.ForsakenTeam:
		r.ForsakenWins++
	default:
		r.Unfinished++
	}
	if res.Winner != forsaken.NoTeam {
		team := res.Winner.String()
		if r.WinsBy[team] == nil {
			r.WinsBy[team] = map[string]int{}
		}
		r.WinsBy[team][res.WinBy]++
	}
	r.addFeel(res.Stats)
	r.days += res.Days
	r.cycles += res.Cycles
	r.deaths += res.Deaths
	r.actions += res.Actions
	if res.Actions > r.LongestActions {
		r.LongestActions, r.LongestSeed = res.Actions, res.Seed.Code()
	}
}

// finish turns the sums into means and the decision times into p99 and
// the slowest.
func (r *ForsakenReport) finish(times []time.Duration) {
	n := float64(max(r.Games, 1))
	r.MeanDays, r.MeanCycles = float64(r.days)/n, float64(r.cycles)/n
	r.MeanDeaths, r.MeanActions = float64(r.deaths)/n, float64(r.actions)/n
	r.Decisions = len(times)
	r.DecisionP99MS, r.DecisionMaxMS = percentileMS(times, 99), percentileMS(times, 100)
	r.finishFeel()
}

// simReport is the report as the sim command prints it, naming the seeds
// played.
func (r ForsakenReport) simReport(perSec float64, played seedList) simReport {
	var cast []string
	for _, role := range roleWords() {
		if n := r.Roles[role]; n > 0 {
			cast = append(cast, fmt.Sprintf("%d %s", n, role))
		}
	}
	pct := func(k int) string { return fmt.Sprintf("%d (%.2f%%)", k, 100*game.Rate(k, r.Games)) }
	rows := [][2]string{
		{"games", fmt.Sprint(r.Games)},
		{"Villager wins", pct(r.VillagerWins)},
		{"Forsaken wins", pct(r.ForsakenWins)},
		{"unfinished", fmt.Sprint(r.Unfinished)},
	}
	for _, team := range []string{forsaken.Villagers.String(), forsaken.ForsakenTeam.String()} {
		var hows []string
		for how := range r.WinsBy[team] {
			hows = append(hows, how)
		}
		slices.Sort(hows)
		for _, how := range hows {
			rows = append(rows, [2]string{team + " won by", pct(r.WinsBy[team][how]) + " " + how})
		}
	}
	rows = append(rows, [][2]string{
		{"mean Days", fmt.Sprintf("%.2f", r.MeanDays)},
		{"mean Turn Cycles", fmt.Sprintf("%.2f", r.MeanCycles)},
		{"mean deaths", fmt.Sprintf("%.2f", r.MeanDeaths)},
		{"mean actions", fmt.Sprintf("%.1f", r.MeanActions)},
	}...)
	rows = append(rows, r.feelRows()...)
	rows = append(rows, [][2]string{
		{"longest game (actions)", fmt.Sprintf("%d (seed %s; the bound is %d)", r.LongestActions, r.LongestSeed, r.MaxActions)},
		{"decisions", fmt.Sprint(r.Decisions)},
		{"decision p99 ms", fmt.Sprintf("%.3f", r.DecisionP99MS)},
		{"decision max ms", fmt.Sprintf("%.3f", r.DecisionMaxMS)},
	}...)
	return simReport{
		title: fmt.Sprintf("Forsaken Forest simulation (%d players: %s, weights %.1f to %.1f; villagers %s, forsaken %s; seed %s)",
			r.Players, strings.Join(cast, ", "), r.Weights[0], r.Weights[1], r.Villagers, r.Forsaken, r.Seed),
		played: played,
		rows:   rows,
		tally:  r.ViolationTally,
	}.rated("forsaken", r, "games", perSec)
}
