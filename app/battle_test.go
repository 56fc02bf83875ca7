package app

import (
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"deepwood/internal/windowtest"
	"deepwood/rules/battle"
	"deepwood/rules/battle/ai"
	"deepwood/rules/dice"
	"deepwood/scenes"
	"deepwood/scenes/battleui"
	"deepwood/scenes/input"
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
	// Frames spent waiting for a computer's decision are not counted: the
	// AIs think off the draw loop, so on a loaded machine many frames pass
	// per decision, and the bound must measure the battle, not the
	// machine. While a decision is awaited the loop sleeps a millisecond
	// between frames, leaving the CPU to the thinking; thinking (those
	// frames) only catches a decision that never comes, after 10 minutes.
	frames, thinking := 0, 0
	for frames < 20000 && thinking < 600000 && !a.Done() {
		if a.Sess.Thinking() {
			time.Sleep(time.Millisecond)
		}
		var uerr error
		windowtest.Do(func() {
			for k := 0; k < 64 && uerr == nil && !a.Done() && !a.shot.waiting(); k++ {
				uerr = a.Update()
				if a.Sess.Thinking() {
					thinking++
					break // sleep below while the computer thinks
				}
				frames++
			}
			if a.shot.waiting() {
				a.Draw(screen)
			}
		})
		if uerr != nil && !a.Done() {
			t.Fatalf("frame %d: %v", frames, uerr)
		}
	}
	if !a.Done() {
		t.Fatalf("battle not over after %d frames and %d spent waiting for a decision (phase %v round %d)", frames, thinking, a.Sess.State.Phase, a.Sess.State.Round)
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
	windowtest.Require(t)
	store := instantStore(t)
	d := newDriver(t, store)
	d.frames(3)
	d.expectScene("title")
	chooseQuick(d, "Mass Combat")
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
	chooseQuick(d, "Save and leave")
	d.expectScene("title")
	d.shot("battle-title.png")
	chooseQuick(d, "Continue the battle")
	d.expectScene("battle-field")
	if got := d.g.BattleSession(); got == nil || got.State.Fingerprint() != sess.State.Fingerprint() {
		t.Fatal("the continued battle differs from the one left")
	}
}

// chooseQuick is the driver's choose with short settles (the store asks
// for instant animations, so screens change within a few frames).
func chooseQuick(d *driver, label string) {
	d.t.Helper()
	for i := 0; i < 16; i++ {
		m := d.g.Stack().Top().(scenes.Inspector).Inspect().(map[string]any)
		items, focus := m["items"].([]string), m["focus"].(int)
		if items[focus] == label {
			d.press(input.Confirm, 4)
			return
		}
		d.press(input.Down, 1)
	}
	d.t.Fatalf("no %q in the menu", label)
}
