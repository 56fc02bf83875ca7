//go:build !js

package app

import (
	"fmt"
	"io"
	"strings"
	"time"

	"deepwood/cli"
	"deepwood/rules/dice"
	"deepwood/rules/forsaken"
	"deepwood/rules/game"
	"deepwood/scenes"
	"deepwood/scenes/forsakenui"
	"deepwood/scenes/input"
	"deepwood/settings"
	"deepwood/storage"
)

// forsakenDriver plays one Forsaken Forest game through the real table:
// the computer travelers act inside the table's own Update, and a computer
// traveler of the same level sits in the player's seat, choosing from
// what that seat saw and pressing the menu as a player would.
type forsakenDriver struct {
	presser[forsaken.Action]
	base   dice.Seed
	seed   dice.Seed
	level  forsaken.Level
	roles  []forsaken.Role
	player *forsaken.Computer
	sess   *forsakenui.Session
	// times are every traveler's decisions, one a choice, timed as `sim
	// forsaken` times them.
	times []time.Duration
}

// timedSeat is a computer traveler's seat at the table, its choices timed
// as `sim forsaken` times them (cli.TimedTraveler).
type timedSeat struct{ cli.TimedTraveler }

// Local is false: only the computer's seats are timed, never the player's.
func (timedSeat) Local() bool { return false }

// begin deals the game the simulator's first game of base deals (base
// itself), the player at seat 0.
func (d *forsakenDriver) begin(stack *scenes.Stack, h forsakenui.Hooks, players int) error {
	data, err := forsaken.DefaultData()
	if err != nil {
		return err
	}
	if d.roles, err = forsaken.DefaultRoles(data, players); err != nil {
		return flagProblem{fmt.Errorf("--players: %w", err)}
	}
	d.seed = game.Seeds(d.base, 1)[0]
	if d.sess, err = forsakenui.NewSession(nil, d.seed, players, d.roles, 0, d.level); err != nil {
		return err
	}
	d.sess.SetReplays(h.Replays)
	d.player = forsaken.NewComputer(data, d.level, 0, players, d.seed)
	d.sess.Shadow(d.player)
	for i, seat := range d.sess.Seats {
		if !seat.Local() {
			d.sess.Seats[i] = timedSeat{cli.TimedTraveler{Traveler: seat, Out: &d.times}}
		}
	}
	stack.Reset(forsakenui.NewTable(h, d.sess))
	return nil
}

// step presses at most one input: the player's seat's wanted action when
// the table waits on it.
func (d *forsakenDriver) step(stack *scenes.Stack, in *input.Mapper) bool {
	if d.holding(d.sess != nil, stack) {
		return d.err != nil
	}
	s := d.sess
	d.check(s.Steps(), func() []string { return forsaken.CheckInvariants(s.State, s.Data) })
	top := stack.Top()
	if top.Name() == "forsaken-pause" {
		in.Inject(input.Back)
		return false
	}
	if s.State.Over() {
		d.snap("end")
		return true
	}
	table, ok := top.(interface {
		Plan(forsaken.Action) (input.Action, bool)
	})
	if !ok || s.Asked() != s.Human {
		return false
	}
	if d.decide(s.Steps(), func() forsaken.Action {
		timed := cli.TimedTraveler{Traveler: d.player, Out: &d.times}
		return timed.Choose(s.View(), forsaken.LegalFor(s.State, s.Data, s.Human))
	}) {
		switch {
		case s.State.Phase == forsaken.PhaseNight:
			d.snap("night")
		case s.State.Phase == forsaken.PhaseAction && s.State.Day >= 1:
			d.snap("day")
		}
	}
	d.press(in, table.Plan, top.Name(), func(a forsaken.Action) string { return s.Names.Describe(s.Data, a) })
	return false
}

// saveFailure is why the game's files were not all written, or nil.
func (d *forsakenDriver) saveFailure() error { return keptFailure(d.sess) }

// ForsakenAutoplay is a Game playing one Forsaken Forest game by itself
// through the real screens, with device polling off.
type ForsakenAutoplay struct {
	autoplayGame
	d *forsakenDriver
}

// NewForsakenAutoplay builds the game and the driver.
func NewForsakenAutoplay(store, replays storage.Store, base dice.Seed, players int, level forsaken.Level, speed int, anim settings.AnimSpeed, shots string) (*ForsakenAutoplay, error) {
	g, err := newScriptedGame(store, replays, anim)
	if err != nil {
		return nil, err
	}
	d := &forsakenDriver{presser: newPresser[forsaken.Action](8/max(1, speed), -1), base: base, level: level}
	a := &ForsakenAutoplay{autoplayGame: autoplayGame{G: g, drv: pressing{d}, shot: shooter{dir: shots, prefix: "forsaken-"}, start: time.Now()}, d: d}
	if shots != "" {
		d.shot = a.shot.ask
	}
	if err := d.begin(g.stack, g.forsakenHooks(), players); err != nil {
		return nil, err
	}
	return a, nil
}

// Session is the game being played.
func (a *ForsakenAutoplay) Session() *forsakenui.Session { return a.d.sess }

// Report is the game in `deepwood sim forsaken --games 1` terms.
func (a *ForsakenAutoplay) Report() cli.ForsakenReport {
	d := a.d
	res := d.sess.Result()
	res.Violations = d.violations
	if !d.sess.State.Over() {
		res.Violations = append(res.Violations, "the game did not end")
	}
	return cli.ForsakenSingle(d.sess.Data, d.seed, d.roles, d.level, res, d.times)
}

// Outcome is the JSON `deepwood sim forsaken --games 1 --json` prints for
// the same seed, players and level (games_per_second and the decision
// times measure this game's wall time).
func (a *ForsakenAutoplay) Outcome() ([]byte, error) {
	return a.outcome("forsaken", a.Report(), a.d.seed, "games_per_second")
}

// RunAutoplayForsaken is `deepwood autoplay forsaken ...`: it opens the
// window, plays one game and prints the outcome JSON. It returns the exit
// status.
func RunAutoplayForsaken(args []string, stdout, stderr io.Writer) int {
	c := newAutoplayCommand("autoplay forsaken", "autoplay forsaken", "game", true,
		"folder to save screenshots of a Day, a Night and the end", stderr)
	players := c.fs.Int("players", 6, "travelers at the table, 4 to 12 (the default deal, as sim forsaken)")
	levelName := c.fs.String("ai", "normal", "computer level in every seat: "+strings.Join(forsaken.LevelNames, ", "))
	seed, code, ok := c.parse(args)
	if !ok {
		return code
	}
	level, err := forsaken.ParseLevel(*levelName)
	if err != nil {
		return c.fail(fmt.Errorf("--ai: %w", err), 2)
	}
	if *players < 4 || *players > 12 {
		return c.fail(fmt.Errorf("--players must be from 4 to 12, not %d", *players), 2)
	}
	start := func(files *autoplayFiles) (*ForsakenAutoplay, error) {
		return NewForsakenAutoplay(files.store, files.replays, seed, *players, level, *c.speed, animFor(*c.speed), *c.shots)
	}
	return playAutoplayCommand(c, stdout, start, func(a *ForsakenAutoplay, files *autoplayFiles) ([]byte, error) {
		where, _ := a.Session().Kept()
		files.kept(stderr, c.name, where)
		return a.Outcome()
	})
}
