package app

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"deepwood/internal/windowtest"
	"deepwood/rules/battle"
	"deepwood/rules/battle/ai"
	"deepwood/rules/dice"
	"deepwood/settings"
	"deepwood/sprites"
	"deepwood/storage"
)

// TestBattleAutoplayMatchesSimulator plays a fixed seed and scenario
// through the real battlefield screen, two computers thinking off the draw
// loop, and compares the outcome with the simulator's battle for the same
// seed (`deepwood sim battle --battles 1`): winner, rounds, losses, the
// number of decisions and no invariant broken. It saves the autoplay's
// screenshots.
func TestBattleAutoplayMatchesSimulator(t *testing.T) {
	windowtest.Require(t)
	base, _ := dice.ParseSeed("TEST-0001")
	levels := [2]ai.Level{ai.Normal, ai.Easy}
	sc, err := battle.LoadScenario("skirmish")
	if err != nil {
		t.Fatal(err)
	}
	seed := BattleSeed(base)
	decisions := 0
	count := func(p battle.Player) battle.Player { return countingPlayer{p, &decisions} }
	want := battle.PlayBattle(sc, seed, count(ai.New(levels[0], seed)), count(ai.New(levels[1], seed+1)), true)
	var a *BattleAutoplay
	windowtest.Do(func() {
		a, err = NewBattleAutoplay(storage.NewDir(t.TempDir()), base, "skirmish", levels, settings.AnimInstant, windowtest.ShotsDir())
	})
	if err != nil {
		t.Fatal(err)
	}
	screen := ebiten.NewImage(sprites.ScreenWidth, sprites.ScreenHeight)
	frames := 0
	for frames < 20000 && !a.Done() {
		var uerr error
		windowtest.Do(func() {
			for k := 0; k < 64 && uerr == nil && !a.Done() && a.want == ""; k++ {
				uerr = a.Update()
				frames++
			}
			if a.want != "" {
				a.Draw(screen)
			}
		})
		if uerr != nil && !a.Done() {
			t.Fatalf("frame %d: %v", frames, uerr)
		}
	}
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
