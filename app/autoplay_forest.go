package app

import (
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"strings"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"deepwood/rules/dice"
	"deepwood/rules/forest"
	"deepwood/scenes"
	"deepwood/scenes/forestui"
	"deepwood/scenes/input"
	"deepwood/settings"
	"deepwood/storage"
)

// AutoplayForestUsage is the Forest autoplay's usage line.
const AutoplayForestUsage = "autoplay forest --seed CODE [--difficulty tale|struggle|blight] [--bot greedy|random|planner] [--speed N] [--shots DIR] [--max-years Y]"

// forestDriver plays one Forest game through the real screens the way a
// player does: it asks the bot for the next rules action, then presses the
// input actions that make the screen take it, one press every few ticks,
// waiting for animations.
type forestDriver struct {
	base       dice.Seed
	seed       dice.Seed
	botName    string
	level      forest.Level
	bot        forest.Bot
	maxYears   int
	pace       int
	wait       int
	decidedAt  int
	want       forest.Action
	stuck      int
	checkedAt  int
	violations []string
	sess       *forestui.Session
	err        error
	done       bool
	shot       func(name string)
	shotOf     map[string]bool
	journal    bool
}

func newForestDriver(base dice.Seed, botName string, level forest.Level, pace, maxYears int) (*forestDriver, error) {
	seed := forest.GameSeeds(base, 1)[0]
	bot, err := forest.NewBot(botName, seed)
	if err != nil {
		return nil, err
	}
	return &forestDriver{base: base, seed: seed, botName: botName, level: level, bot: bot, maxYears: maxYears, pace: max(2, pace), decidedAt: -1, checkedAt: -1, shotOf: map[string]bool{}}, nil
}

// begin starts the game at the wizard's first page.
func (d *forestDriver) begin(stack *scenes.Stack, h forestui.Hooks) error {
	sess, err := forestui.NewGameSession(nil, d.seed, forest.Setup{Level: d.level})
	if err != nil {
		return err
	}
	d.sess = sess
	stack.Reset(forestui.StartGame(h, sess))
	return nil
}

// step presses at most one input action; it reports true once the game is
// over (or stopped at the Year limit) and its last screen is showing.
func (d *forestDriver) step(stack *scenes.Stack, in *input.Mapper) bool {
	if d.sess == nil || d.err != nil || stack.Transitioning() {
		return d.err != nil
	}
	d.check()
	top := stack.Top()
	st := d.sess.State
	switch top.Name() {
	case "forest-over":
		d.snap("over")
		d.done = true
		return true
	case "forest-journal":
		d.snap("journal")
		if d.wait > 0 {
			d.wait--
			return false
		}
		in.Inject(input.Back)
		d.wait = d.pace
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
		d.done = true
		return true
	}
	if st.Steps != d.decidedAt {
		d.want = d.bot.Choose(st, forest.Legal(st))
		d.decidedAt = st.Steps
		d.stuck = 0
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
				d.openJournal(top, in)
				return false
			}
		}
	}
	if d.wait > 0 {
		d.wait--
		return false
	}
	a, ok := dr.Plan(d.want)
	if !ok {
		d.stuck++
		if d.stuck > 60 {
			d.err = fmt.Errorf("autoplay: the %s screen offers no way to %s", top.Name(), d.want)
		}
		return false
	}
	in.Inject(a)
	d.wait = d.pace
	return false
}

// openJournal opens the journal for its screenshot by clicking its button
// (the Year screen's top bar), as a player with a mouse would.
func (d *forestDriver) openJournal(top scenes.Scene, in *input.Mapper) {
	in.InjectPointer(input.Pointer{X: 1119, Y: 34, Moved: true, Clicked: true})
	d.wait = d.pace
}

func (d *forestDriver) check() {
	if st := d.sess.State; st.Steps != d.checkedAt {
		d.checkedAt = st.Steps
		d.violations = append(d.violations, forest.CheckInvariants(st)...)
	}
}

func (d *forestDriver) snap(name string) {
	if d.shot != nil && !d.shotOf[name] {
		d.shotOf[name] = true
		d.shot(name)
		d.wait = max(d.wait, 1)
	}
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
	rep.Violations = len(d.violations)
	if len(d.violations) > 0 {
		rep.FirstViolation = fmt.Sprintf("seed %s: %s", d.seed.Code(), d.violations[0])
	}
	return rep
}

// ForestAutoplay is a Game playing one Forest game by itself through the
// real screens, with device polling off.
type ForestAutoplay struct {
	G     *Game
	d     *forestDriver
	shot  shooter
	start time.Time
	ended bool
	Err   error
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
	a := &ForestAutoplay{G: g, d: d, shot: shooter{dir: shots, prefix: "forest-"}, start: time.Now()}
	if shots != "" {
		d.shot = a.shot.ask
	}
	if err := d.begin(g.stack, g.forestHooks()); err != nil {
		return nil, err
	}
	return a, nil
}

// Update drives one tick: the driver's press, then the game.
func (a *ForestAutoplay) Update() error {
	if a.ended {
		return ebiten.Termination
	}
	if a.shot.waiting() {
		return nil // hold still until the screenshot is drawn
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
func (a *ForestAutoplay) Draw(screen *ebiten.Image) {
	a.G.Draw(screen)
	a.shot.take(screen)
	if a.shot.err != nil {
		a.Err = a.shot.err
	}
}

// saveFailure is why the game's files were not all written, or nil: the
// autosave, or the replay kept when the game ended.
func (a *ForestAutoplay) saveFailure() error {
	s := a.d.sess
	if err := s.SaveError(); err != nil {
		return fmt.Errorf("the autosave could not be written: %w", err)
	}
	if _, err := s.Kept(); err != nil {
		return fmt.Errorf("the game's replay could not be kept: %w", err)
	}
	return nil
}

// Layout is the game's.
func (a *ForestAutoplay) Layout(w, h int) (int, int) { return a.G.Layout(w, h) }

// Report is the outcome in simulator terms.
func (a *ForestAutoplay) Report() forest.Report { return a.d.report() }

// Done reports the game over (or stopped) and its last screen shown.
func (a *ForestAutoplay) Done() bool { return a.ended }

// Shots lists the screenshots saved.
func (a *ForestAutoplay) Shots() []string { return a.shot.saved }

// Session is the game being played.
func (a *ForestAutoplay) Session() *forestui.Session { return a.d.sess }

// Outcome is the JSON `deepwood sim forest --games 1 --json` prints for the
// same seed and bot (games_per_second measures this game's wall time).
func (a *ForestAutoplay) Outcome() ([]byte, error) {
	secs := time.Since(a.start).Seconds()
	out := struct {
		Mode string `json:"mode"`
		forest.Report
		GamesPerSecond float64 `json:"games_per_second"`
	}{"forest", a.Report(), 1 / max(secs, 1e-9)}
	return json.Marshal(out)
}

// RunAutoplayForest is `deepwood autoplay forest ...`: it opens the window,
// plays one game and prints the outcome JSON. It returns the exit status.
func RunAutoplayForest(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("autoplay forest", flag.ContinueOnError)
	fs.SetOutput(stderr)
	seedText := fs.String("seed", "DEEP-W00D", "seed code the game seed derives from (as sim does)")
	bot := fs.String("bot", "greedy", "bot: "+strings.Join(forest.BotNames(), ", "))
	levelID := fs.String("difficulty", "tale", "level: tale, struggle, blight (as sim forest --difficulty)")
	speed := fs.Int("speed", 1, "speed multiplier, 1 to 100 (ticks per second and pace; from 4 animations are instant)")
	shots := fs.String("shots", "", "folder to save screenshots of the wizard summary, the map, a Year's roll and the journal")
	maxYears := fs.Int("max-years", 0, "stop the game unfinished after this many Years (0: play to the end)")
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return 0
		}
		return 2
	}
	const name = "autoplay forest"
	seed, err := dice.ParseSeed(*seedText)
	if err != nil {
		return autoplayFail(stderr, name, fmt.Errorf("--seed: %w", err), 2)
	}
	if err := checkSpeed(*speed); err != nil {
		return autoplayFail(stderr, name, err, 2)
	}
	if *maxYears < 0 {
		return autoplayFail(stderr, name, fmt.Errorf("--max-years must be 0 (play to the end) or more, not %d", *maxYears), 2)
	}
	if _, err := forest.NewBot(*bot, seed); err != nil {
		return autoplayFail(stderr, name, fmt.Errorf("--bot: %w", err), 2)
	}
	level, err := forest.ParseLevel(*levelID)
	if err != nil {
		return autoplayFail(stderr, name, fmt.Errorf("--difficulty: %w", err), 2)
	}
	files, err := openAutoplayFiles()
	if err != nil {
		return autoplayFail(stderr, name, err, 1)
	}
	defer files.close(stderr, name)
	a, err := newForestAutoplay(files.store, files.replays, seed, *bot, level, *speed, *maxYears, animFor(*speed), *shots)
	if err != nil {
		return autoplayFail(stderr, name, err, 1)
	}
	if code := runAutoplayWindow(a, *speed, name, a.Done, func() error { return a.Err }, stderr); code != 0 {
		return code
	}
	where, _ := a.Session().Kept()
	files.kept(stderr, name, where)
	b, _ := a.Outcome()
	fmt.Fprintln(stdout, string(b))
	return 0
}
