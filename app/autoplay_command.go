//go:build !js

package app

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"deepwood/rules/dice"
)

// autoplayCommand is what every mode's `deepwood autoplay MODE` shares:
// the --seed, --speed and --shots flags and their checks, the files the
// game writes, the window, and the outcome line. A mode adds its own flags
// to fs and says how to start its game and where its files went.
type autoplayCommand struct {
	name     string // how its messages begin: "autoplay", "autoplay forest"
	fs       *flag.FlagSet
	seedText *string
	speed    *int
	shots    *string
	stderr   io.Writer
}

// autoplayRun is one mode's autoplay as the command runs it.
type autoplayRun interface {
	ebiten.Game
	Done() bool
	failure() error
	// close lets go of what the run holds open once the window is closed.
	close()
}

// flagProblem marks an error in a flag's value found while starting the
// game (exit status 2, as a mistake in the words is).
type flagProblem struct{ error }

// newAutoplayCommand makes the command's flag set (named flagSet, as its
// help shows it); noun names what --seed's seed deals (run, game, battle);
// paced says --speed sets the bot's pace as well as the ticks per second;
// shotsHelp says which screens --shots keeps.
func newAutoplayCommand(flagSet, name, noun string, paced bool, shotsHelp string, stderr io.Writer) *autoplayCommand {
	fs := flag.NewFlagSet(flagSet, flag.ContinueOnError)
	fs.SetOutput(stderr)
	speedHelp := "speed multiplier, 1 to 100 (ticks per second; from 4 animations are instant)"
	if paced {
		speedHelp = "speed multiplier, 1 to 100 (ticks per second and pace; from 4 animations are instant)"
	}
	return &autoplayCommand{
		name:     name,
		fs:       fs,
		seedText: fs.String("seed", "DEEP-W00D", "seed code (or any text) of the "+noun+" to play, as sim's first "+noun+" plays it"),
		speed:    fs.Int("speed", 1, speedHelp),
		shots:    fs.String("shots", "", shotsHelp),
		stderr:   stderr,
	}
}

// parse reads args and checks the seed and the speed. When it returns
// false the command is over with the exit status code (0 for --help).
func (c *autoplayCommand) parse(args []string) (seed dice.Seed, code int, ok bool) {
	if err := c.fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return 0, 0, false
		}
		return 0, 2, false
	}
	seed, err := dice.ParseSeed(*c.seedText)
	if err != nil {
		return 0, c.fail(fmt.Errorf("--seed: %w", err), 2), false
	}
	if err := checkSpeed(*c.speed); err != nil {
		return 0, c.fail(err, 2), false
	}
	return seed, 0, true
}

// botFlag is the --bot flag of a mode played by a bot, one of names.
func (c *autoplayCommand) botFlag(names []string) *string {
	return c.fs.String("bot", "greedy", "bot: "+strings.Join(names, ", "))
}

// fail reports err under the command's name and returns code.
func (c *autoplayCommand) fail(err error, code int) int {
	return autoplayFail(c.stderr, c.name, err, code)
}

// playAutoplayCommand opens the files the game writes, starts it, runs
// the window to the game's end, lets finish say where the files went and
// give the outcome line, and prints that line. It returns the exit status.
func playAutoplayCommand[A autoplayRun](c *autoplayCommand, stdout io.Writer, start func(files *autoplayFiles) (A, error), finish func(a A, files *autoplayFiles) ([]byte, error)) int {
	files, err := openAutoplayFiles()
	if err != nil {
		return c.fail(err, 1)
	}
	defer files.close(c.stderr, c.name)
	run, err := start(files)
	if err != nil {
		if problem, ok := err.(flagProblem); ok {
			return c.fail(problem.error, 2)
		}
		return c.fail(err, 1)
	}
	defer run.close()
	if code := runAutoplayWindow(run, *c.speed, c.name, run.Done, run.failure, c.stderr); code != 0 {
		return code
	}
	line, err := finish(run, files)
	if err != nil {
		return c.fail(err, 1)
	}
	fmt.Fprintln(stdout, string(line))
	return 0
}
