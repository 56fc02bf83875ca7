//go:build !js

package app

import (
	"fmt"
	"io"
	"time"

	"deepwood/rules/dice"
	"deepwood/rules/forest"
	"deepwood/scenes"
	"deepwood/scenes/forestui"
	"deepwood/scenes/input"
	"deepwood/settings"
	"deepwood/storage"
)

// forestDriver plays one Forest game through the real screens the way a
// player does: it asks the bot for the next rules action, then presses the
// input actions that make the screen take it, one press every few ticks,
// waiting for animations.
type forestDriver struct {
	presser[forest.Action]
	base     dice.Seed
	seed     dice.Seed
	botName  string
	level    forest.Level
	bot      forest.Bot
	maxYears int
	sess     *forestui.Session
	journal  bool
}

func newForestDriver(base dice.Seed, botName string, level forest.Level, pace, maxYears int) (*forestDriver, error) {
	seed := forest.GameSeeds(base, 1)[0]
	bot, err := forest.NewBot(botName, seed)
	if err != nil {
		return nil, err
	}
	return &forestDriver{presser: newPresser[forest.Action](pace, -1), base: base, seed: seed, botName: botName, level: level, bot: bot, maxYears: maxYears}, nil
}

// begin starts the game at the wizard's first page.
func (d *forestDriver) begin(stack *scenes.Stack, h forestui.Hooks) (err error) {
	if d.sess, err = forestui.NewGameSession(nil, d.seed, forest.Setup{Level: d.level}); err == nil {
		stack.Reset(forestui.StartGame(h, d.sess))
	}
	return err
}

// step presses at most one input action; it reports true once the game is
// over (or stopped at the Year limit) and its last screen is showing.
func (d *forestDriver) step(stack *scenes.Stack, in *input.Mapper) bool {
	if d.holding(d.sess != nil, stack) {
		return d.err != nil
	}
	st := d.sess.State
	d.check(st.Steps, func() []string { return forest.CheckInvariants(st) })
	top := stack.Top()
	switch top.Name() {
	case "forest-over":
		d.snap("over")
		return true
	case "forest-journal":
		d.snap("journal")
		if !d.paused() {
			in.Inject(input.Back)
			d.wait = d.pace
		}
		return false
	case "forest-pause", "forest-sheet":
		in.Inject(input.Back)
		return false
	}
	dr, ok := top.(forestui.Driven)
	if !ok || !dr.Ready() {
		return false
	}
	if d.maxYears > 0 && st.Year > d.maxYears {
		return true
	}
	if d.decide(st.Steps, func() forest.Action { return d.bot.Choose(st, forest.Legal(st)) }) {
		switch {
		case top.Name() == "forest-wizard" && st.Phase != forest.PhaseCreate:
			d.snap("wizard-summary")
		case st.Year == 3 && st.Phase == forest.PhaseEncroach:
			d.snap("map")
		case st.Year >= 2 && st.Phase == forest.PhaseResolve:
			d.snap("year-roll")
		case st.Year == 4 && st.Phase == forest.PhaseEnemyRoll && !d.journal:
			d.journal = true
			if d.shot != nil {
				d.openJournal(in)
				return false
			}
		}
	}
	d.press(in, dr.Plan, top.Name(), func(a forest.Action) string { return fmt.Sprint(a) })
	return false
}

// openJournal opens the journal for its screenshot by clicking its button
// (the Year screen's top bar), as a player with a mouse would.
func (d *forestDriver) openJournal(in *input.Mapper) {
	in.InjectPointer(input.Pointer{X: 1119, Y: 34, Moved: true, Clicked: true})
	d.wait = d.pace
}

// saveFailure is why the game's files were not all written, or nil: the
// autosave, or the replay kept when the game ended.
func (d *forestDriver) saveFailure() error { return keptFailure(d.sess) }

// keptSession is a session that autosaves and keeps its replay when the
// game ends.
type keptSession interface {
	SaveError() error
	Kept() (string, error)
}

// keptFailure is why a game's files were not all written, or nil: the
// autosave, or the replay kept when the game ended.
func keptFailure(s keptSession) error {
	if err := s.SaveError(); err != nil {
		return fmt.Errorf("the autosave could not be written: %w", err)
	}
	if _, err := s.Kept(); err != nil {
		return fmt.Errorf("the game's replay could not be kept: %w", err)
	}
	return nil
}

// report is the game's outcome in `deepwood sim forest --games 1` terms.
func (d *forestDriver) report() forest.Report {
	st := d.sess.State
	rep := forest.Report{Bot: d.botName, Seed: d.base.Code(), Map: st.Map, Level: st.Level, MaxYears: d.maxYears, Games: 1}
	years := st.Year
	if !st.Phase.Over() && st.Year > 0 {
		years = st.Year - 1
	}
	switch st.Phase {
	case forest.PhaseWon:
		rep.ForestWins, rep.ForestWinRate = 1, 1
	case forest.PhaseLost:
		rep.EnemyWins = 1
	default:
		rep.Unfinished = 1
	}
	rep.MeanYears, rep.MedianYears, rep.MaxYearsSeen = float64(years), float64(years), years
	rep.MeanGPEarned = float64(st.GPEarned)
	rep.Violations, rep.FirstViolation = d.violationCount(d.seed)
	return rep
}

// ForestAutoplay is a Game playing one Forest game by itself through the
// real screens, with device polling off.
type ForestAutoplay struct {
	autoplayGame
	d *forestDriver
}

// NewForestAutoplay builds the game and the driver; store keeps the
// settings, and the game's replay is not kept.
func NewForestAutoplay(store storage.Store, base dice.Seed, bot string, speed, maxYears int, anim settings.AnimSpeed, shots string) (*ForestAutoplay, error) {
	return newForestAutoplay(store, nil, base, bot, forest.Tale, speed, maxYears, anim, shots)
}

// newForestAutoplay is NewForestAutoplay keeping the game's replay in
// replays, as RunAutoplayForest does.
func newForestAutoplay(store, replays storage.Store, base dice.Seed, bot string, level forest.Level, speed, maxYears int, anim settings.AnimSpeed, shots string) (*ForestAutoplay, error) {
	g, err := newScriptedGame(store, replays, anim)
	if err != nil {
		return nil, err
	}
	d, err := newForestDriver(base, bot, level, 8/max(1, speed), maxYears)
	if err != nil {
		return nil, err
	}
	a := &ForestAutoplay{autoplayGame: autoplayGame{G: g, drv: pressing{d}, shot: shooter{dir: shots, prefix: "forest-"}, start: time.Now()}, d: d}
	if shots != "" {
		d.shot = a.shot.ask
	}
	if err := d.begin(g.stack, g.forestHooks()); err != nil {
		return nil, err
	}
	return a, nil
}

// Report is the outcome in simulator terms.
func (a *ForestAutoplay) Report() forest.Report { return a.d.report() }

// Session is the game being played.
func (a *ForestAutoplay) Session() *forestui.Session { return a.d.sess }

// Outcome is the JSON `deepwood sim forest --games 1 --json` prints for the
// same seed and bot (games_per_second measures this game's wall time).
func (a *ForestAutoplay) Outcome() ([]byte, error) {
	return a.outcome("forest", a.Report(), a.d.seed, "games_per_second")
}

// RunAutoplayForest is `deepwood autoplay forest ...`: it opens the window,
// plays one game and prints the outcome JSON. It returns the exit status.
func RunAutoplayForest(args []string, stdout, stderr io.Writer) int {
	c := newAutoplayCommand("autoplay forest", "autoplay forest", "game", true,
		"folder to save screenshots of the wizard summary, the map, a Year's roll and the journal", stderr)
	bot := c.botFlag(forest.BotNames())
	levelID := c.fs.String("difficulty", "tale", "level: tale, struggle, blight (as sim forest --difficulty)")
	maxYears := c.fs.Int("max-years", 0, "stop the game unfinished after this many Years (0: play to the end)")
	seed, code, ok := c.parse(args)
	if !ok {
		return code
	}
	if *maxYears < 0 {
		return c.fail(fmt.Errorf("--max-years must be 0 (play to the end) or more, not %d", *maxYears), 2)
	}
	if _, err := forest.NewBot(*bot, seed); err != nil {
		return c.fail(fmt.Errorf("--bot: %w", err), 2)
	}
	level, err := forest.ParseLevel(*levelID)
	if err != nil {
		return c.fail(fmt.Errorf("--difficulty: %w", err), 2)
	}
	start := func(files *autoplayFiles) (*ForestAutoplay, error) {
		return newForestAutoplay(files.store, files.replays, seed, *bot, level, *c.speed, *maxYears, animFor(*c.speed), *c.shots)
	}
	return playAutoplayCommand(c, stdout, start, func(a *ForestAutoplay, files *autoplayFiles) ([]byte, error) {
		where, _ := a.Session().Kept()
		files.kept(stderr, c.name, where)
		return a.Outcome()
	})
}
