package cli

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"deepwood/rules/battle"
	"deepwood/rules/battle/ai"
	"deepwood/rules/dice"
	"deepwood/rules/forest"
	"deepwood/rules/forsaken"
	"deepwood/rules/forward"
	"deepwood/rules/game"
)

// seedStudied is issue 38's seed: `sim forward --runs 1 --seed 60S6-5T94`
// played 21JF-7N61, the first seed derived from it, not the dungeon
// `deepwood seed 60S6-5T94` deals.
const seedStudied = "60S6-5T94"

// played is the part of every `sim MODE --json` report these tests read:
// the seeds played and the outcome's numbers each mode's check compares.
type played struct {
	Seeds       []string   `json:"seeds"`
	Wins        any        `json:"wins"`
	MeanActions float64    `json:"mean_actions"`
	ForestWins  int        `json:"forest_wins"`
	MeanYears   float64    `json:"mean_years"`
	MeanGP      float64    `json:"mean_gp_earned"`
	MeanRounds  float64    `json:"mean_rounds"`
	MeanLosses  [2]float64 `json:"mean_losses"`
	MeanDays    float64    `json:"mean_days"`
	Villagers   int        `json:"villager_wins"`
}

// TestSimPlaysTheSeedFirst: every mode's `sim` with one game plays --seed
// itself, and says so: its report names that seed, and its outcome is the
// game the rules play on that seed with the same bots.
func TestSimPlaysTheSeedFirst(t *testing.T) {
	seed, _ := dice.ParseSeed(seedStudied)
	var v played
	simJSON(t, &v, "forward", "--runs", "1", "--seed", seedStudied)
	fd, _ := forward.DefaultData()
	bot, _ := forward.NewBot("greedy", seed)
	run := forward.PlayRun(fd, seed, bot, true)
	if !slices.Equal(v.Seeds, []string{seedStudied}) || v.MeanActions != float64(run.Actions) || v.Wins != float64(map[bool]int{true: 1}[run.Won]) {
		t.Errorf("sim forward --runs 1 --seed %s: seeds %v, %.0f actions, %v wins; the seed's run: %d actions, won %v",
			seedStudied, v.Seeds, v.MeanActions, v.Wins, run.Actions, run.Won)
	}

	v = played{}
	simJSON(t, &v, "forest", "--games", "1", "--seed", seedStudied)
	gd, _ := forest.DefaultData()
	fbot, _ := forest.NewBot("greedy", seed)
	g := forest.PlayGame(gd, seed, fbot, forest.Options{Check: true})
	if !slices.Equal(v.Seeds, []string{seedStudied}) || v.MeanYears != float64(g.Years) || v.MeanGP != float64(g.GPEarned) || v.ForestWins != map[bool]int{true: 1}[g.Won] {
		t.Errorf("sim forest --games 1 --seed %s: seeds %v, %.0f Years, %.0f GP; the seed's game: %d Years, %d GP",
			seedStudied, v.Seeds, v.MeanYears, v.MeanGP, g.Years, g.GPEarned)
	}

	v = played{}
	simJSON(t, &v, "battle", "--battles", "1", "--seed", seedStudied, "--scenario", "skirmish", "--red", "easy", "--blue", "easy")
	sc, _ := battle.LoadScenario("skirmish")
	b := battle.PlayBattle(sc, seed, ai.New(ai.Easy, seed), ai.New(ai.Easy, seed+1), true).Result
	if !slices.Equal(v.Seeds, []string{seedStudied}) || v.MeanRounds != float64(b.Rounds) || v.MeanLosses != [2]float64{float64(b.Lost[0]), float64(b.Lost[1])} {
		t.Errorf("sim battle --battles 1 --seed %s: seeds %v, %.0f rounds, losses %v; the seed's battle: %d rounds, losses %v",
			seedStudied, v.Seeds, v.MeanRounds, v.MeanLosses, b.Rounds, b.Lost)
	}

	v = played{}
	simJSON(t, &v, "forsaken", "--games", "1", "--seed", seedStudied, "--players", "6")
	sd, _ := forsaken.DefaultData()
	roles, _ := forsaken.DefaultRoles(sd, 6)
	r := forsaken.PlayDealt(sd, seed, forsaken.Setup{Players: 6, Roles: roles}, func(seat int, _ forsaken.Team) forsaken.Traveler {
		return forsaken.NewComputer(sd, forsaken.Normal, seat, 6, seed)
	}, true)
	if !slices.Equal(v.Seeds, []string{seedStudied}) || v.MeanActions != float64(r.Actions) || v.MeanDays != float64(r.Days) || v.Villagers != map[bool]int{true: 1}[r.Winner == forsaken.Villagers] {
		t.Errorf("sim forsaken --games 1 --seed %s: seeds %v, %.0f actions, %.0f Days; the seed's game: %d actions, %d Days",
			seedStudied, v.Seeds, v.MeanActions, v.MeanDays, r.Actions, r.Days)
	}
}

// TestSimNamesTheSeedsPlayed: a simulation of many games names the first
// few seeds it played and how the rest follow, and --seeds names every
// one, in the text and in the JSON. Games after the first play the seeds
// they played before game 1 played --seed itself (4H8D-68JY and 5JQM-G2EC
// were runs 2 and 3 of 60S6-5T94 then too), so a long simulation's
// numbers move by one game at most. Any game's seed, played alone, is that
// game again.
func TestSimNamesTheSeedsPlayed(t *testing.T) {
	seed, _ := dice.ParseSeed(seedStudied)
	var v played
	simJSON(t, &v, "forward", "--runs", "7", "--seed", seedStudied)
	all := codes(forward.RunSeeds(seed, 7))
	if !slices.Equal(all[:3], []string{seedStudied, "4H8D-68JY", "5JQM-G2EC"}) || !slices.Equal(v.Seeds, all[:shownSeeds]) {
		t.Errorf("sim forward --runs 7: seeds %v; RunSeeds %v", v.Seeds, all)
	}
	_, out, _ := run("sim", "forward", "--runs", "7", "--seed", seedStudied)
	if want := "seeds played                 " + strings.Join(all[:shownSeeds], ", ") + ", … (run 1 plays --seed itself, the later runs seeds derived from it; --seeds names all 7)"; !strings.Contains(out, want) {
		t.Errorf("sim forward --runs 7 says:\n%s\nwant the line %q", out, want)
	}
	simJSON(t, &v, "forward", "--runs", "7", "--seed", seedStudied, "--seeds")
	_, out, _ = run("sim", "forward", "--runs", "7", "--seed", seedStudied, "--seeds")
	if !slices.Equal(v.Seeds, all) || !strings.Contains(out, "seeds played                 run by run, below") ||
		!strings.Contains(out, "\nSeeds played:\n  run 1       "+seedStudied+"\n") || !strings.Contains(out, "  run 7       "+all[6]+"\n") {
		t.Errorf("sim forward --runs 7 --seeds: JSON seeds %v, text:\n%s", v.Seeds, out)
	}

	var alone played
	simJSON(t, &alone, "forward", "--runs", "1", "--seed", all[6])
	if !slices.Equal(alone.Seeds, all[6:]) {
		t.Errorf("sim forward --runs 1 --seed %s played %v", all[6], alone.Seeds)
	}

	dir := t.TempDir()
	if code, _, errOut := run("sim", "forward", "--runs", "3", "--seed", seedStudied, "--replays", dir); code != 0 {
		t.Fatal(errOut)
	}
	files, _ := filepath.Glob(filepath.Join(dir, "*.replay"))
	for i, f := range files {
		b, _ := os.ReadFile(f)
		if want := "forward-00000" + string(rune('1'+i)) + "-" + all[i] + ".replay"; filepath.Base(f) != want || !strings.Contains(string(b), all[i]) {
			t.Errorf("replay %d is %s; want %s, for the seed run %d played", i+1, filepath.Base(f), want, i+1)
		}
	}

	for _, m := range []struct {
		mode  string
		args  []string
		seeds []dice.Seed
	}{
		{"forest", []string{"--games", "3"}, forest.GameSeeds(seed, 3)},
		{"forsaken", []string{"--games", "3"}, game.Seeds(seed, 3)},
		{"battle", []string{"--battles", "4", "--mirror", "--scenario", "skirmish", "--red", "easy", "--blue", "easy"}, BattleSeeds(seed, 4, true)},
	} {
		v = played{}
		simJSON(t, &v, m.mode, append(m.args, "--seed", seedStudied, "--seeds")...)
		if want := codes(m.seeds); v.Seeds[0] != seedStudied || !slices.Equal(v.Seeds, want) {
			t.Errorf("sim %s %v: seeds %v; want %v", m.mode, m.args, v.Seeds, want)
		}
	}
	// Mirrored battles fight each seed twice; the second seed is the one
	// battles 3 and 4 fought before.
	if got := codes(BattleSeeds(seed, 4, true)); !slices.Equal(got, []string{seedStudied, seedStudied, "XYD6-B632", "XYD6-B632"}) {
		t.Errorf("BattleSeeds(%s, 4, mirror) = %v", seedStudied, got)
	}
	if got := codes(BattleSeeds(seed, 2, false)); got[0] != seedStudied || got[1] != "XYD6-B632" {
		t.Errorf("BattleSeeds(%s, 2) = %v", seedStudied, got)
	}

	checkCommands(t, []commandCase{
		{[]string{"sim", "forward", "--runs", "100001", "--seeds"}, 2, "", "--seeds names every run's seed: --runs must be at most 100000"},
		{[]string{"sim", "forward", "--help"}, 0, "", "run 1 plays this seed itself"},
	})
}

// codes writes seeds as their codes.
func codes(seeds []dice.Seed) []string {
	out := make([]string, len(seeds))
	for i, s := range seeds {
		out[i] = s.Code()
	}
	return out
}
