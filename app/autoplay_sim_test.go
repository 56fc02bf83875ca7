package app

import (
	"encoding/json"
	"testing"

	"deepwood/internal/windowtest"
	"deepwood/levels"
	"deepwood/rules/battle"
	"deepwood/rules/battle/ai"
	"deepwood/rules/forsaken"
	"deepwood/rules/forward"
	"deepwood/rules/game"
	"deepwood/settings"
	"deepwood/storage"
)

// Every mode's autoplay plays its game through the real screens and ends
// where the mode's simulator ends for the same seed (the Forest's, with
// its exports, is in forest_test.go).

// TestAutoplayMatchesSimulator plays a fixed seed to the end through the
// real screens by injected input and compares the outcome with the
// simulator's for the same seed and bot, both naming the seed played; the
// replay kept is of that seed. It saves the screenshots.
func TestAutoplayMatchesSimulator(t *testing.T) {
	base := autoplayBase(t)
	d, _ := forward.DefaultData()
	want, err := forward.Simulate(d, base, 1, "greedy", true)
	if err != nil {
		t.Fatal(err)
	}
	a := inWindow(t, func() (*Autoplay, error) {
		return newAutoplay(storage.NewDir(t.TempDir()), storage.NewDir(t.TempDir()), base, "greedy", 4, settings.AnimInstant, windowtest.ShotsDir())
	})
	frames := playAutoplay(t, &a.autoplayGame, 6000, nil)
	if !a.Done() {
		t.Fatalf("not done after %d frames: scene %v, phase %s, steps %d", frames, a.G.Stack().Names(), a.d.sess.State.Phase, a.d.sess.State.Steps)
	}
	got := a.Report()
	if got != want {
		t.Fatalf("autoplay %+v\nsim      %+v", got, want)
	}
	outcomeMatches(t, a, frames, "forward", want, base, "runs_per_second")
	if _, where, err := a.Session().Filed(); keptSeed(t, where, err) != base.Code() {
		t.Errorf("autoplay --seed %s kept the replay of %s", base.Code(), keptSeed(t, where, err))
	}
	if len(a.Shots()) < 2 {
		t.Fatalf("screenshots %v; want a location, a duel and the summary", a.Shots())
	}
}

func levelsFingerprint() string { return levels.ModeFingerprint("forward") }

// TestBattleAutoplayMatchesSimulator plays a fixed seed and scenario
// through the real battlefield screen, two computers thinking off the draw
// loop, and compares the outcome with the battle the rules play on that
// seed (winner, rounds, losses, the number of decisions and no invariant
// broken) and with `deepwood sim battle --battles 1 --json`, field for
// field but the decision times. It saves the autoplay's screenshots.
func TestBattleAutoplayMatchesSimulator(t *testing.T) {
	base := autoplayBase(t)
	levels := [2]ai.Level{ai.Normal, ai.Easy}
	sc, err := battle.LoadScenario("skirmish")
	if err != nil {
		t.Fatal(err)
	}
	seed := base
	if BattleSeed(base) != base {
		t.Fatalf("the simulator's first battle of %s plays %s", base, BattleSeed(base))
	}
	decisions := 0
	count := func(p battle.Player) battle.Player { return countingPlayer{p, &decisions} }
	want := battle.PlayBattle(sc, seed, count(ai.New(levels[0], seed)), count(ai.New(levels[1], seed+1)), true)
	a := inWindow(t, func() (*BattleAutoplay, error) {
		return NewBattleAutoplay(storage.NewDir(t.TempDir()), base, "skirmish", levels, settings.AnimInstant, windowtest.ShotsDir())
	})
	frames := playAutoplay(t, &a.autoplayGame, 20000, a.Sess.Thinking)
	if !a.Done() {
		t.Fatalf("battle not over after %d frames (phase %v round %d)", frames, a.Sess.State.Phase, a.Sess.State.Round)
	}
	got := a.Outcome()
	r := want.Result
	wins := [2]int{}
	if r.Winner != battle.NoSide {
		wins[r.Winner] = 1
	}
	if got.Wins != wins || got.MeanRounds != float64(r.Rounds) || got.MeanLosses != [2]float64{float64(r.Lost[0]), float64(r.Lost[1])} {
		t.Errorf("autoplay %+v, simulator %+v", got, r)
	}
	if got.Decisions != decisions || got.Violations != 0 {
		t.Errorf("autoplay %d decisions %d violations, simulator %d decisions", got.Decisions, got.Violations, decisions)
	}
	line, _ := json.Marshal(got)
	sameOutcome(t, line, simOutcome(t, "battle", "--battles", "1", "--seed", base.Code(), "--scenario", "skirmish", "--red", "normal", "--blue", "easy"))
	t.Logf("outcome %+v after %d frames; shots %v", got, frames, a.Shots())
	if windowtest.ShotsDir() != "" && len(a.Shots()) < 4 {
		t.Errorf("saved %v, want deployment, movement, odds and summary", a.Shots())
	}
}

type countingPlayer struct {
	p battle.Player
	n *int
}

func (c countingPlayer) Choose(v *battle.State, legal []battle.Action) battle.Action {
	*c.n++
	return c.p.Choose(v, legal)
}

// TestForsakenAutoplayMatchesSimulator plays one game through the real
// table (the player's seat through its menu) and finds the simulator's
// game: the same winner, how, length and deaths, no broken invariant
// (the states differ only in the seat the header names as a person's).
// Its outcome line is `deepwood sim forsaken --games 1 --json`'s field for
// field but the times, the travelers' decisions counted (issue 38: the
// autoplay said 0 where the simulator said 63), and the replay it keeps
// is of the seed given.
func TestForsakenAutoplayMatchesSimulator(t *testing.T) {
	base := autoplayBase(t)
	d, _ := forsaken.DefaultData()
	seed := game.Seeds(base, 1)[0]
	want := forsaken.PlayDealt(d, seed, forsaken.Setup{Players: 7}, func(seat int, _ forsaken.Team) forsaken.Traveler {
		return forsaken.NewComputer(d, forsaken.Normal, seat, 7, seed)
	}, true)
	a := inWindow(t, func() (*ForsakenAutoplay, error) {
		return NewForsakenAutoplay(storage.NewDir(t.TempDir()), storage.NewDir(t.TempDir()), base, 7, forsaken.Normal, 8, settings.AnimInstant, windowtest.ShotsDir())
	})
	frames := playAutoplay(t, &a.autoplayGame, 20000, nil)
	if !a.Done() {
		t.Fatalf("not done after %d frames: scene %v, phase %s", frames, a.G.Stack().Names(), a.Session().State.Phase)
	}
	got := a.Session().Result()
	if got.Winner != want.Winner || got.WinBy != want.WinBy || got.Actions != want.Actions || got.Deaths != want.Deaths || got.Days != want.Days || got.Cycles != want.Cycles {
		t.Errorf("autoplay %+v\nsim      %+v", got, want)
	}
	if rep := a.Report(); rep.Violations != 0 || rep.Games != 1 || rep.Decisions != want.Actions {
		t.Errorf("report %+v; the simulator's game made %d decisions", rep, want.Actions)
	}
	line, _ := a.Outcome()
	sameOutcome(t, line, simOutcome(t, "forsaken", "--games", "1", "--players", "7", "--seed", base.Code()))
	if where, err := a.Session().Kept(); keptSeed(t, where, err) != base.Code() {
		t.Errorf("autoplay forsaken --seed %s kept the replay of %s", base.Code(), keptSeed(t, where, err))
	}
	t.Logf("%s by %q after %d actions, %d frames", got.Winner, got.WinBy, got.Actions, frames)
}
