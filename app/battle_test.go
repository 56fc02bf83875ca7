package app

import (
	"testing"

	"deepwood/internal/windowtest"
	"deepwood/rules/battle"
	"deepwood/rules/battle/ai"
	"deepwood/rules/dice"
	"deepwood/scenes"
	"deepwood/scenes/battleui"
	"deepwood/scenes/input"
	"deepwood/settings"
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

// TestBattleFromTitleByKeys sets up a battle with the keyboard from the
// title (Mass Combat, down to Start, Confirm), places a unit with the
// pointer, leaves by the pause menu and continues it from the title.
func TestBattleFromTitleByKeys(t *testing.T) {
	d := atTitle(t, nil)
	d.chooseQuick("Mass Combat")
	d.expectScene("battle-setup")
	for range 4 {
		d.press(input.Down, 1)
	}
	if m := d.g.Stack().Top().(scenes.Inspector).Inspect().(map[string]any); m["focus"] != 8 || m["can_start"] != true {
		t.Fatalf("set-up after 4 Downs: %v", m)
	}
	d.shot("battle-setup-keys.png")
	d.press(input.Confirm, 4)
	d.expectScene("battle-field")
	sess := d.g.BattleSession()
	if sess == nil || !sess.HumanTurn() {
		t.Fatal("no human turn at the start")
	}
	f := d.g.Stack().Top().(*battleui.Field)
	before := len(sess.Actions)
	legal := sess.Legal()
	x, y := f.ScreenOf(legal[0].Hex)
	d.g.Input().InjectPointer(input.Pointer{X: x, Y: y, Moved: true, Clicked: true})
	d.frames(3)
	if len(sess.Actions) != before+1 {
		t.Fatalf("clicking a highlighted hex placed nothing (%d actions)", len(sess.Actions))
	}
	d.shot("battle-placed.png")
	d.press(input.Pause, 4)
	d.expectScene("battle-pause")
	d.chooseQuick("Save and leave")
	d.expectScene("title")
	d.shot("battle-title.png")
	d.chooseQuick("Continue the battle")
	d.expectScene("battle-field")
	if got := d.g.BattleSession(); got == nil || got.State.Fingerprint() != sess.State.Fingerprint() {
		t.Fatal("the continued battle differs from the one left")
	}
}
