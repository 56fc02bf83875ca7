//go:build !js

package app

import (
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"

	"github.com/hajimehoshi/ebiten/v2"

	"deepwood/cli"
	"deepwood/settings"
	"deepwood/sprites"
	"deepwood/storage"
)

// newScriptedGame is a game for autoplay: device polling off, animating at
// anim, messages dropped. store keeps the settings and personal bests;
// replays, when not nil, keeps each finished run's replay as a player's
// game does.
func newScriptedGame(store, replays storage.Store, anim settings.AnimSpeed) (*Game, error) {
	g, err := New(Options{Store: store, Replays: replays, Scripted: true, Log: func(string, ...any) {}})
	if err != nil {
		return nil, err
	}
	s := g.ctx.Settings.Clone()
	s.AnimationSpeed = anim
	g.ctx.Settings = s
	g.applyTransitions()
	return g, nil
}

// animFor is the animation speed an autoplay at speed plays at: normal at
// 1, fast at 2–3, instant from 4, so a software-rendered window (Xvfb)
// finishes a game in a minute or two.
func animFor(speed int) settings.AnimSpeed {
	switch {
	case speed >= 4:
		return settings.AnimInstant
	case speed >= 2:
		return settings.AnimFast
	}
	return settings.AnimNormal
}

// maxAutoplaySpeed bounds --speed: 60 ticks a second times the speed must
// stay a sane tick rate (a huge value would overflow it), and past a
// hundred a software-rendered window gains nothing.
const maxAutoplaySpeed = 100

// checkSpeed says what is wrong with a --speed value, or nil.
func checkSpeed(speed int) error {
	if speed < 1 || speed > maxAutoplaySpeed {
		return fmt.Errorf("--speed must be from 1 to %d, not %d", maxAutoplaySpeed, speed)
	}
	return nil
}

// autoplayFail prints an autoplay's error tamed (a 100 KB flag value or an
// escape sequence in a path must not reach the terminal whole) and returns
// code, the exit status.
func autoplayFail(stderr io.Writer, name string, err error, code int) int {
	fmt.Fprintf(stderr, "deepwood %s: %s\n", name, cli.Tame(err.Error()))
	return code
}

// autoplayFiles is where an autoplay keeps what its game writes (settings
// read, personal bests, the replay): the player's DEEPWOOD_CONFIG_DIR when
// set, as every other command uses it, else a folder made for this run
// alone, so runs side by side (or other users' runs) never share files.
type autoplayFiles struct {
	store, replays storage.Store
	dir            string
	temp           bool // made for this run: close removes it
}

// openAutoplayFiles picks the folder (see autoplayFiles); the replays go
// in its "replays" folder, as the game's do.
func openAutoplayFiles() (*autoplayFiles, error) {
	dir := os.Getenv("DEEPWOOD_CONFIG_DIR")
	temp := dir == ""
	if temp {
		var err error
		if dir, err = os.MkdirTemp("", "deepwood-autoplay-"); err != nil {
			return nil, fmt.Errorf("no temporary folder for the run's files: %w", err)
		}
	}
	return &autoplayFiles{store: storage.NewDir(dir), replays: storage.NewDir(filepath.Join(dir, "replays")), dir: dir, temp: temp}, nil
}

// close removes a folder made for this run, with all it holds: nothing in
// it outlives the run (DEEPWOOD_CONFIG_DIR keeps the files instead). A
// folder that cannot be removed is only a warning: the run itself is done.
func (f *autoplayFiles) close(stderr io.Writer, name string) {
	if !f.temp {
		return
	}
	if err := os.RemoveAll(f.dir); err != nil {
		autoplayFail(stderr, name, fmt.Errorf("warning: the run's temporary folder was not removed: %w", err), 0)
	}
}

// kept tells where the run's replay was kept, when it was kept in
// DEEPWOOD_CONFIG_DIR (a temporary folder's is gone at exit).
func (f *autoplayFiles) kept(stderr io.Writer, name, where string) {
	if !f.temp && where != "" {
		fmt.Fprintf(stderr, "deepwood %s: replay kept at %s\n", name, cli.Tame(where))
	}
}

// runGame is ebiten.RunGame; the flag tests replace it, as a test binary
// already runs the engine's one game loop and a second would panic.
var runGame = ebiten.RunGame

// runAutoplayWindow opens the window at speed times 60 TPS and runs game to
// its end; a failure, there or in failed (the run's own error, or a file it
// could not write), is reported under name, as is a window closed before
// the game was done. It returns the exit status.
func runAutoplayWindow(game ebiten.Game, speed int, name string, done func() bool, failed func() error, stderr io.Writer) int {
	ebiten.SetWindowTitle("Deepwood — autoplay")
	ebiten.SetWindowSize(sprites.ScreenWidth, sprites.ScreenHeight)
	ebiten.SetTPS(60 * speed)
	if err := runGame(game); err != nil && !errors.Is(err, ebiten.Termination) {
		return autoplayFail(stderr, name, err, 1)
	}
	if err := failed(); err != nil {
		return autoplayFail(stderr, name, err, 1)
	}
	if !done() {
		return autoplayFail(stderr, name, errors.New("the window was closed before the game was over"), 1)
	}
	return 0
}
