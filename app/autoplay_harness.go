//go:build !js

package app

import (
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"deepwood/cli"
	"deepwood/rules/dice"
	"deepwood/scenes"
	"deepwood/scenes/input"
)

// modeDriver is what one mode gives the autoplay harness: the presses (or,
// for a battle between computers, the watching) that play its game through
// the real screens, and how its files could have failed. Everything else an
// autoplay does — holding still for a screenshot, ending, the window's
// Draw and Layout — is autoplayGame's, the same for every mode.
type modeDriver interface {
	// drive runs before the game's Update each tick: over once the game
	// is over and its last screen shows; hold skips the game's Update this
	// tick (a screenshot's moment is being kept).
	drive(stack *scenes.Stack, in *input.Mapper) (over, hold bool)
	// failed is the driver's own error (a screen that offers no way to
	// play the wanted action), which ends the run.
	failed() error
	// saveFailure is why the game's files were not all written, or nil:
	// an autoplay that could not save has failed, as a player's game would
	// have told them.
	saveFailure() error
}

// turnDriver is the driver of a mode played turn by turn by a bot through
// its screens (Forward, the Forest): step presses at most one input and
// reports the game over and its last screen shown.
type turnDriver interface {
	step(stack *scenes.Stack, in *input.Mapper) bool
	failed() error
	saveFailure() error
}

// pressing makes a turnDriver a modeDriver: the game updates every tick.
type pressing struct{ turnDriver }

func (p pressing) drive(stack *scenes.Stack, in *input.Mapper) (over, hold bool) {
	return p.step(stack, in), false
}

// autoplayGame is the ebiten.Game every mode's autoplay is: a scripted
// Game (device polling off) driven one tick at a time by the mode's
// driver, saving the screenshots it asks for.
type autoplayGame struct {
	G     *Game
	Err   error
	drv   modeDriver
	shot  shooter
	start time.Time
	ended bool
}

// Update drives one tick: the driver's press, then the game.
func (a *autoplayGame) Update() error {
	if a.ended {
		return ebiten.Termination
	}
	if a.shot.waiting() {
		// A screenshot is waiting for the next Draw: hold the game still
		// (Ebitengine may run several Updates per Draw at high TPS).
		return nil
	}
	over, hold := a.drv.drive(a.G.stack, a.G.mapper)
	if over {
		a.ended = !a.shot.waiting()
		if a.ended && a.Err == nil {
			a.Err = a.drv.saveFailure()
		}
	}
	if err := a.drv.failed(); err != nil {
		a.Err = err
		return err
	}
	if hold {
		return nil
	}
	return a.G.Update()
}

// Draw draws the game and saves a requested screenshot.
func (a *autoplayGame) Draw(screen *ebiten.Image) {
	a.G.Draw(screen)
	a.shot.take(screen)
	if a.shot.err != nil {
		a.Err = a.shot.err
	}
}

// Layout is the game's.
func (a *autoplayGame) Layout(w, h int) (int, int) { return a.G.Layout(w, h) }

// Done reports the game over and its last screen shown.
func (a *autoplayGame) Done() bool { return a.ended }

// Shots lists the screenshots saved.
func (a *autoplayGame) Shots() []string { return a.shot.saved }

// failure is the run's error, for runAutoplayWindow.
func (a *autoplayGame) failure() error { return a.Err }

// outcome is the JSON `deepwood sim MODE ... --json` prints for one game
// with the same seed and bot: the mode, the report's fields, the seed
// played, and the throughput under rateKey measured on this game's wall
// time.
func (a *autoplayGame) outcome(mode string, report any, played dice.Seed, rateKey string) ([]byte, error) {
	secs := time.Since(a.start).Seconds()
	return cli.ModeJSON(mode, report, []string{played.Code()}, rateKey, 1/max(secs, 1e-9))
}

// close has nothing to let go of; a mode's autoplay holding a link open
// (Forward's LiveSplit) closes it in its own close.
func (a *autoplayGame) close() {}

// harness is the shared part of a mode's autoplay, for the window tests
// that step any mode's autoplay the same way.
func (a *autoplayGame) harness() *autoplayGame { return a }
