//go:build !js

package app

import (
	"fmt"
	"io"
	"os"
	"path/filepath"
	"time"

	"deepwood/rules/dice"
	"deepwood/rules/forward"
	"deepwood/settings"
	"deepwood/storage"
)

// AutoplayUsage is the autoplay command's usage line for help.
const AutoplayUsage = "autoplay forward --seed CODE [--bot greedy|random] [--speed N] [--shots DIR] [--livesplit HOST:PORT] [--replay FILE]"

// Autoplay is a Game playing one Forward run by itself through the real
// screens, with device polling off: what `deepwood autoplay` runs, and what
// the window tests drive.
type Autoplay struct {
	autoplayGame
	d *botDriver
}

// NewAutoplay builds the game and the driver. speed multiplies the pace
// (presses come sooner); anim is the animation speed to play at. store
// keeps the settings and personal bests; the run's replay is not kept.
func NewAutoplay(store storage.Store, base dice.Seed, bot string, speed int, anim settings.AnimSpeed, shots string) (*Autoplay, error) {
	return newAutoplay(store, nil, base, bot, speed, anim, shots)
}

// newAutoplay is NewAutoplay keeping the run's replay in replays, as
// RunAutoplay does.
func newAutoplay(store, replays storage.Store, base dice.Seed, bot string, speed int, anim settings.AnimSpeed, shots string) (*Autoplay, error) {
	g, err := newScriptedGame(store, replays, anim)
	if err != nil {
		return nil, err
	}
	d, err := newBotDriver(base, bot, 8/max(1, speed))
	if err != nil {
		return nil, err
	}
	a := &Autoplay{autoplayGame: autoplayGame{G: g, drv: pressing{d}, shot: shooter{dir: shots, prefix: "autoplay-"}, start: time.Now()}, d: d}
	d.shot = a.shot.ask
	if err := d.begin(g.stack, g.forwardHooks()); err != nil {
		return nil, err
	}
	return a, nil
}

// Report is the run's outcome in `deepwood sim forward --runs 1` terms.
func (a *Autoplay) Report() forward.Report { return a.d.report() }

// Outcome is the JSON `deepwood sim forward --runs 1 --json` prints for the
// same seed and bot (runs_per_second measures this run's wall time).
func (a *Autoplay) Outcome() ([]byte, error) {
	return a.outcome("forward", a.Report(), a.d.seed, "runs_per_second")
}

// autoplays are the modes' autoplays, by the names windowModes gives
// them: `deepwood autoplay NAME ...` runs one and returns its exit
// status. They are the desktop's command line's (the browser build has
// no command line, and leaves them and the cli package out).
var autoplays = map[string]func(args []string, stdout, stderr io.Writer) int{
	"forward":  runAutoplayForward,
	"forest":   RunAutoplayForest,
	"battle":   RunAutoplayBattle,
	"forsaken": RunAutoplayForsaken,
}

// RunAutoplay is `deepwood autoplay MODE ...`: it runs the mode's autoplay
// (autoplays), which opens the window, plays one game and prints the
// outcome JSON. It returns the exit status.
func RunAutoplay(args []string, stdout, stderr io.Writer) int {
	if len(args) > 0 {
		if run, ok := autoplays[args[0]]; ok {
			return run(args[1:], stdout, stderr)
		}
	}
	fmt.Fprintf(stderr, "usage: deepwood %s\n", AutoplayUsage)
	return 2
}

// runAutoplayForward is `deepwood autoplay forward ...`: one Forward run
// played by a bot through the real screens.
func runAutoplayForward(args []string, stdout, stderr io.Writer) int {
	c := newAutoplayCommand("autoplay forward", "autoplay", "run", true,
		"folder to save screenshots of a location, a duel and the summary", stderr)
	bot := c.botFlag(forward.BotNames())
	lsAddr := c.fs.String("livesplit", "", "drive a LiveSplit Server at HOST:PORT during the run")
	replayOut := c.fs.String("replay", "", "also write the run's replay to FILE, for `deepwood verify` or a board")
	seed, code, ok := c.parse(args)
	if !ok {
		return code
	}
	if _, err := forward.NewBot(*bot, seed); err != nil {
		return c.fail(fmt.Errorf("--bot: %w", err), 2)
	}
	if err := checkReplayOut(*replayOut); err != nil {
		return c.fail(err, 2)
	}
	start := func(files *autoplayFiles) (*Autoplay, error) {
		a, err := newAutoplay(files.store, files.replays, seed, *bot, *c.speed, animFor(*c.speed), *c.shots)
		if err == nil && *lsAddr != "" {
			if err := a.UseLiveSplit(*lsAddr); err != nil {
				return nil, flagProblem{fmt.Errorf("--livesplit: %w", err)}
			}
		}
		return a, err
	}
	return playAutoplayCommand(c, stdout, start, func(a *Autoplay, files *autoplayFiles) ([]byte, error) {
		_, where, _ := a.Session().Filed()
		files.kept(stderr, c.name, where)
		if err := writeReplayOut(*replayOut, a.Session().Replay.Marshal()); err != nil {
			return nil, err
		}
		return a.Outcome()
	})
}

// checkReplayOut refuses a --replay FILE that cannot be written before the
// window opens: its folder must exist, and FILE must not be a folder.
func checkReplayOut(path string) error {
	if path == "" {
		return nil
	}
	if fi, err := os.Stat(filepath.Dir(path)); err != nil || !fi.IsDir() {
		return fmt.Errorf("--replay: no folder %s to write the replay in", filepath.Dir(path))
	}
	if fi, err := os.Stat(path); err == nil && fi.IsDir() {
		return fmt.Errorf("--replay: %s is a folder", path)
	}
	return nil
}

// writeReplayOut writes the autoplayed run's replay to --replay's FILE, as
// the game keeps its own (written whole or not at all); "" writes nothing.
func writeReplayOut(path string, b []byte) error {
	if path == "" {
		return nil
	}
	if err := storage.NewDir(filepath.Dir(path)).Write(filepath.Base(path), b); err != nil {
		return fmt.Errorf("--replay: the run's replay could not be written: %w", err)
	}
	return nil
}
