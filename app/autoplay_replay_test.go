package app

import (
	"bytes"
	"errors"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"deepwood/internal/rulestest"
	"deepwood/internal/windowtest"
	"deepwood/rules/dice"
	"deepwood/rules/forward"
	"deepwood/rules/replay"
	"deepwood/rules/verify"
	"deepwood/scenes/forwardui"
	"deepwood/scenes/input"
	"deepwood/settings"
	"deepwood/sprites"
	"deepwood/storage"
)

// stepGame is runGame for tests: it steps the autoplay inside the test
// runner's game loop (playAutoplay) until the game ends.
func stepGame(t *testing.T) func(ebiten.Game) error {
	return func(game ebiten.Game) error {
		a := game.(interface{ harness() *autoplayGame }).harness()
		playAutoplay(t, a, 20000, nil)
		if !a.Done() {
			t.Error("the game did not end in 20,000 ticks")
			return nil
		}
		return ebiten.Termination
	}
}

// verifyFile verifies a replay file as `deepwood verify` does.
func verifyFile(t *testing.T, path string) (verify.Result, *replay.Replay) {
	t.Helper()
	res, r, err := verify.File(path, rulestest.ReadFile(t, path))
	if err != nil {
		t.Fatalf("the replay does not verify: %v", err)
	}
	return res, r
}

// minGap is the fewest ticks between two consecutive actions of r, with a
// count of the gaps of each length up to 4.
func minGap(r *replay.Replay) (int64, [5]int) {
	least, counts := int64(-1), [5]int{}
	for i := 1; i < len(r.Entries); i++ {
		g := r.Entries[i].Tick - r.Entries[i-1].Tick
		if least < 0 || g < least {
			least = g
		}
		counts[min(g, 4)]++
	}
	return least, counts
}

// TestAutoplayReplayFlagWritesAReplayThatVerifies runs `deepwood autoplay
// forward --speed 100 --replay FILE` (at 100 the screens animate instantly
// and the bot presses as fast as it ever does): FILE verifies, to the
// simulator's outcome, and no two actions are closer than the floor.
func TestAutoplayReplayFlagWritesAReplayThatVerifies(t *testing.T) {
	windowtest.Require(t)
	out := autoplayReplay(t, "TEST-0001")
	var stdout, stderr bytes.Buffer
	res, r := verifyFile(t, out)
	d, _ := forward.DefaultData()
	base, _ := dice.ParseSeed("TEST-0001")
	sim, _ := forward.Simulate(d, base, 1, "greedy", false)
	if won := res.Outcome == verify.Victory; won != (sim.Wins == 1) || float64(res.Actions) != sim.MeanActions || res.Category != verify.SetSeed {
		t.Errorf("verified %s after %d actions (%s); the simulator: %d wins after %.0f", res.Outcome, res.Actions, res.Category, sim.Wins, sim.MeanActions)
	}
	gap, counts := minGap(r)
	t.Logf("autoplay at speed 100: %d actions, in-game %s, fewest ticks between actions %d (gaps of 1, 2, 3, 4+: %v)", res.Actions, res.Time, gap, counts[1:])
	if gap < verify.MinActionTicks {
		t.Errorf("autoplay took two actions %d ticks apart; the floor is %d", gap, verify.MinActionTicks)
	}

	for _, tt := range []struct{ args, want string }{
		{filepath.Join(t.TempDir(), "no", "such", "run.replay"), "--replay: no folder"},
		{t.TempDir(), "is a folder"},
	} {
		stderr.Reset()
		code := RunAutoplay([]string{"forward", "--replay", tt.args}, &stdout, &stderr)
		if code != 2 || !strings.Contains(stderr.String(), tt.want) {
			t.Errorf("--replay %s: exit %d, %q", tt.args, code, stderr.String())
		}
	}
}

// TestRealScreensTickFloor measures the floor verify.MinActionTicks pins:
// the real location and duel screens at the instant animation speed,
// given the fastest input they accept (a click on the wanted control on
// every frame, before its animations end), record actions exactly that
// far apart and never closer, and the run verifies.
func TestRealScreensTickFloor(t *testing.T) {
	windowtest.Require(t)
	var g *Game
	var err error
	var screen *ebiten.Image
	windowtest.Do(func() {
		g, err = newScriptedGame(storage.NewDir(t.TempDir()), nil, settings.AnimInstant)
		screen = ebiten.NewImage(sprites.ScreenWidth, sprites.ScreenHeight)
	})
	if err != nil {
		t.Fatal(err)
	}
	d, _ := forward.DefaultData()
	seed := forward.RunSeeds(dice.HashText("floor"), 1)[0]
	sess, err := forwardui.NewSession(nil, seed, "set")
	if err != nil {
		t.Fatal(err)
	}
	g.stack.Reset(forwardui.StartRun(g.forwardHooks(), sess))
	bot, _ := forward.NewBot("greedy", seed)
	want, decidedAt := forward.Action{}, -1
	frame := 0
	for ; frame < 20000 && g.stack.Top().Name() != "forward-summary"; frame++ {
		windowtest.Do(func() {
			st := sess.State
			if dr, ok := g.stack.Top().(forwardui.Driven); ok && !st.Phase.Over() && !g.stack.Transitioning() {
				if decidedAt != st.Steps {
					want, decidedAt = bot.Choose(st, append([]forward.Action(nil), sess.Legal()...)), st.Steps
				}
				dr.Plan(want) // lays the controls out for the state as it is
				text := forward.FormatAction(d, want)
				view, _ := g.stack.Top().(interface{ Inspect() any }).Inspect().(forwardui.InspectView)
				for _, b := range view.Buttons {
					if b.Enabled && b.Action == text {
						g.mapper.InjectPointer(input.Pointer{X: b.X, Y: b.Y, Clicked: true})
						break
					}
				}
			}
			if err = g.Update(); err == nil {
				g.Draw(screen)
			}
		})
		if err != nil {
			t.Fatal(err)
		}
		if n := len(sess.Replay.Entries); n > 0 && sess.State.Steps == decidedAt+1 && sess.Replay.Entries[n-1].Action != forward.FormatAction(d, want) {
			t.Fatalf("frame %d: a click took %q; the bot wanted %q", frame, sess.Replay.Entries[n-1].Action, forward.FormatAction(d, want))
		}
	}
	if !sess.State.Phase.Over() {
		t.Fatalf("the run did not end: %v, %d actions", g.stack.Names(), sess.State.Steps)
	}
	gap, counts := minGap(sess.Replay)
	res, err := sess.ReplayResult()
	if err != nil {
		t.Fatalf("the run's replay does not verify: %v", err)
	}
	t.Logf("%d frames; fastest input at instant speed: %d actions in %s in-game; fewest ticks between actions %d (gaps of 1, 2, 3, 4+: %v)", frame, res.Actions, res.Time, gap, counts[1:])
	if gap != verify.MinActionTicks {
		t.Errorf("the real screens took actions %d ticks apart at the fastest; verify's floor is %d", gap, verify.MinActionTicks)
	}
}

// TestDailyRunNamesItsDate: a daily run's replay (as the new-run screen
// deals it, from today's UTC date) carries a date line, and verifies as a
// daily-seed run of that date; continued from its autosave it keeps it.
func TestDailyRunNamesItsDate(t *testing.T) {
	now := time.Now().UTC()
	today := dice.DailySeed(now.Year(), int(now.Month()), now.Day())
	store := storage.NewDir(t.TempDir())
	sess, err := forwardui.NewSession(store, today, "daily")
	if err != nil {
		t.Fatal(err)
	}
	date, ok := sess.Replay.Get(verify.DateKey)
	if !ok || date != now.Format("2006-01-02") {
		t.Fatalf("a daily run's date line: %q %v", date, ok)
	}
	bot, _ := forward.NewBot("greedy", today)
	for i := 0; i < 5; i++ {
		sess.Tick(nil)
		if err := sess.Do(bot.Choose(sess.State, sess.Legal())); err != nil {
			t.Fatal(err)
		}
	}
	res, err := sess.ReplayResult()
	if err != nil || res.Category != verify.DailySeed || res.Date != date {
		t.Fatalf("daily replay verifies as %q of %q: %v", res.Category, res.Date, err)
	}
	again, err := forwardui.Resume(store)
	if err != nil {
		t.Fatal(err)
	}
	if d, _ := again.Replay.Get(verify.DateKey); d != date {
		t.Errorf("continued daily run's date %q; want %q", d, date)
	}
	set, _ := forwardui.NewSession(nil, today, "set")
	if _, ok := set.Replay.Get(verify.DateKey); ok {
		t.Error("a set-seed run on the daily seed has a date line")
	}
	var ve *verify.Error
	if _, err := set.ReplayResult(); errors.As(err, &ve) {
		t.Errorf("an empty set-seed run: %v", err)
	}
}

// autoplayReplay runs `deepwood autoplay forward --seed SEED --speed 100
// --replay FILE` in this test's window and returns FILE.
func autoplayReplay(t *testing.T, seed string) string {
	t.Helper()
	runGame = stepGame(t)
	tps := ebiten.TPS() // the test runner's: autoplay sets its own
	t.Cleanup(func() {
		runGame = ebiten.RunGame
		ebiten.SetTPS(tps)
	})
	t.Setenv("DEEPWOOD_CONFIG_DIR", t.TempDir())
	out := filepath.Join(t.TempDir(), "run.replay")
	var stdout, stderr bytes.Buffer
	if code := RunAutoplay([]string{"forward", "--seed", seed, "--speed", "100", "--replay", out}, &stdout, &stderr); code != 0 {
		t.Fatalf("exit %d: %s", code, stderr.String())
	}
	return out
}
