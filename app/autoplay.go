package app

import (
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

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
	G     *Game
	d     *botDriver
	shot  shooter
	start time.Time
	ended bool
	Err   error
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
	a := &Autoplay{G: g, d: d, shot: shooter{dir: shots, prefix: "autoplay-"}, start: time.Now()}
	d.shot = a.shot.ask
	if err := d.begin(g.stack, g.forwardHooks()); err != nil {
		return nil, err
	}
	return a, nil
}

// Update drives one tick: the botDriver's press, then the game.
func (a *Autoplay) Update() error {
	if a.ended {
		return ebiten.Termination
	}
	if a.shot.waiting() {
		// A screenshot is waiting for the next Draw: hold the game still
		// (Ebitengine may run several Updates per Draw at high TPS).
		return nil
	}
	if a.d.step(a.G.stack, a.G.mapper) {
		a.ended = !a.shot.waiting()
		if a.ended && a.Err == nil {
			a.Err = a.saveFailure()
		}
	}
	if a.d.err != nil {
		a.Err = a.d.err
		return a.d.err
	}
	return a.G.Update()
}

// Draw draws the game and saves a requested screenshot.
func (a *Autoplay) Draw(screen *ebiten.Image) {
	a.G.Draw(screen)
	a.shot.take(screen)
	if a.shot.err != nil {
		a.Err = a.shot.err
	}
}

// saveFailure is why the run's files were not all written, or nil: the
// autosave, or the replay and personal bests filed when the run ended. An
// autoplay that could not save has failed, as a player's game would have
// told them.
func (a *Autoplay) saveFailure() error {
	s := a.d.sess
	if err := s.SaveError(); err != nil {
		return fmt.Errorf("the autosave could not be written: %w", err)
	}
	if _, _, err := s.Filed(); err != nil {
		return fmt.Errorf("the run's replay or personal bests could not be saved: %w", err)
	}
	return nil
}

// Layout is the game's.
func (a *Autoplay) Layout(w, h int) (int, int) { return a.G.Layout(w, h) }

// Report is the run's outcome in `deepwood sim forward --runs 1` terms.
func (a *Autoplay) Report() forward.Report { return a.d.report() }

// Done reports the run over and its summary shown.
func (a *Autoplay) Done() bool { return a.ended }

// Shots lists the screenshots saved.
func (a *Autoplay) Shots() []string { return a.shot.saved }

// Outcome is the JSON `deepwood sim forward --runs 1 --json` prints for the
// same seed and bot (runs_per_second measures this run's wall time).
func (a *Autoplay) Outcome() ([]byte, error) {
	secs := time.Since(a.start).Seconds()
	out := struct {
		Mode string `json:"mode"`
		forward.Report
		RunsPerSecond float64 `json:"runs_per_second"`
	}{"forward", a.Report(), 1 / max(secs, 1e-9)}
	return json.Marshal(out)
}

// RunAutoplay is `deepwood autoplay forward ...`: it opens the window, plays
// one run and prints the outcome JSON. It returns the exit status.
func RunAutoplay(args []string, stdout, stderr io.Writer) int {
	if len(args) > 0 && args[0] == "forest" {
		return RunAutoplayForest(args[1:], stdout, stderr)
	}
	if len(args) > 0 && args[0] == "battle" {
		return RunAutoplayBattle(args[1:], stdout, stderr)
	}
	if len(args) == 0 || args[0] != "forward" {
		fmt.Fprintf(stderr, "usage: deepwood %s\n", AutoplayUsage)
		return 2
	}
	fs := flag.NewFlagSet("autoplay forward", flag.ContinueOnError)
	fs.SetOutput(stderr)
	seedText := fs.String("seed", "DEEP-W00D", "seed code the run seed derives from (as sim does)")
	bot := fs.String("bot", "greedy", "bot: "+strings.Join(forward.BotNames(), ", "))
	speed := fs.Int("speed", 1, "speed multiplier, 1 to 100 (ticks per second and pace; from 4 animations are instant)")
	shots := fs.String("shots", "", "folder to save screenshots of a location, a duel and the summary")
	lsAddr := fs.String("livesplit", "", "drive a LiveSplit Server at HOST:PORT during the run")
	replayOut := fs.String("replay", "", "also write the run's replay to FILE, for `deepwood verify` or a board")
	if err := fs.Parse(args[1:]); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return 0
		}
		return 2
	}
	const name = "autoplay"
	seed, err := dice.ParseSeed(*seedText)
	if err != nil {
		return autoplayFail(stderr, name, fmt.Errorf("--seed: %w", err), 2)
	}
	if err := checkSpeed(*speed); err != nil {
		return autoplayFail(stderr, name, err, 2)
	}
	if _, err := forward.NewBot(*bot, seed); err != nil {
		return autoplayFail(stderr, name, fmt.Errorf("--bot: %w", err), 2)
	}
	if err := checkReplayOut(*replayOut); err != nil {
		return autoplayFail(stderr, name, err, 2)
	}
	files, err := openAutoplayFiles()
	if err != nil {
		return autoplayFail(stderr, name, err, 1)
	}
	defer files.close(stderr, name)
	a, err := newAutoplay(files.store, files.replays, seed, *bot, *speed, animFor(*speed), *shots)
	if err != nil {
		return autoplayFail(stderr, name, err, 1)
	}
	if *lsAddr != "" {
		if err := a.UseLiveSplit(*lsAddr); err != nil {
			return autoplayFail(stderr, name, fmt.Errorf("--livesplit: %w", err), 2)
		}
		defer a.CloseLiveSplit()
	}
	if code := runAutoplayWindow(a, *speed, name, a.Done, func() error { return a.Err }, stderr); code != 0 {
		return code
	}
	_, where, _ := a.Session().Filed()
	files.kept(stderr, name, where)
	if err := writeReplayOut(*replayOut, a.Session().Replay.Marshal()); err != nil {
		return autoplayFail(stderr, name, err, 1)
	}
	b, _ := a.Outcome()
	fmt.Fprintln(stdout, string(b))
	return 0
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
