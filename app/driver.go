package app

import (
	"fmt"

	"deepwood/rules/dice"
	"deepwood/rules/forward"
	"deepwood/scenes"
	"deepwood/scenes/forwardui"
	"deepwood/scenes/input"
)

// botDriver plays one Forward run through the real screens the way a player
// does: it asks the bot for the next rules action, then presses the input
// actions (move the focus, confirm) that make the screen take it, one press
// every few ticks, waiting for animations like a patient player.
type botDriver struct {
	base       dice.Seed // the seed the run seed derives from (as `sim` does)
	seed       dice.Seed // the run's own seed
	botName    string
	bot        forward.Bot
	pace       int // ticks between presses
	wait       int
	decidedAt  int
	want       forward.Action
	stuck      int
	checkedAt  int
	violations []string
	sess       *forwardui.Session
	err        error
	// shot is asked for when a screen worth a screenshot shows; the game
	// saves the next frame under that name.
	shot   func(name string)
	shotOf map[string]bool
}

// newDriver prepares a run of the named bot on the first run seed derived
// from base, exactly as `deepwood sim forward --runs 1` does.
func newBotDriver(base dice.Seed, botName string, pace int) (*botDriver, error) {
	seed := forward.RunSeeds(base, 1)[0]
	bot, err := forward.NewBot(botName, seed)
	if err != nil {
		return nil, err
	}
	return &botDriver{base: base, seed: seed, botName: botName, bot: bot, pace: max(2, pace), decidedAt: -1, shotOf: map[string]bool{}}, nil
}

// begin deals the run and shows its first location.
func (d *botDriver) begin(stack *scenes.Stack, h forwardui.Hooks) error {
	sess, err := forwardui.NewSession(nil, d.seed, "set")
	if err != nil {
		return err
	}
	d.sess = sess
	stack.Reset(forwardui.StartRun(h, sess))
	return nil
}

// step presses at most one input action; it reports true once the run is
// over and its summary is showing.
func (d *botDriver) step(stack *scenes.Stack, in *input.Mapper) bool {
	if d.sess == nil || d.err != nil || stack.Transitioning() {
		return d.err != nil
	}
	d.check()
	top := stack.Top()
	if top.Name() == "forward-summary" {
		d.snap("summary")
		return true
	}
	dr, ok := top.(forwardui.Driven)
	if !ok {
		if top.Name() == "forward-pause" {
			in.Inject(input.Pause)
		}
		return false
	}
	if !dr.Ready() {
		return false
	}
	st := d.sess.State
	if st.Steps != d.decidedAt {
		legal := append([]forward.Action(nil), d.sess.Legal()...)
		d.want = d.bot.Choose(st, legal)
		d.decidedAt = st.Steps
		d.stuck = 0
		switch {
		case top.Name() == "forward-location" && st.Steps >= 4 && st.Phase == forward.PhaseMap:
			d.snap("location")
		case top.Name() == "forward-duel" && st.Fight.Rolls >= 1:
			d.snap("duel")
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
			d.err = fmt.Errorf("autoplay: the %s screen offers no way to %s", top.Name(), d.want.Describe(d.sess.Data))
		}
		return false
	}
	in.Inject(a)
	d.wait = d.pace
	return false
}

// check runs the rules' invariants once per action, as the simulator does.
func (d *botDriver) check() {
	if st := d.sess.State; st.Steps != d.checkedAt {
		d.checkedAt = st.Steps
		d.violations = append(d.violations, forward.CheckInvariants(st)...)
	}
}

// snap asks for a screenshot of this frame, holding the next press back
// so the picture shows the screen at rest.
func (d *botDriver) snap(name string) {
	if d.shot != nil && !d.shotOf[name] {
		d.shotOf[name] = true
		d.shot(name)
		d.wait = max(d.wait, 1)
	}
}

// report is the run's outcome in the simulator's terms.
func (d *botDriver) report() forward.Report {
	st := d.sess.State
	rep := forward.Report{Bot: d.botName, Seed: d.base.Code(), Runs: 1, MeanActions: float64(st.Steps)}
	if st.Phase == forward.PhaseWon {
		rep.Wins, rep.WinRate = 1, 1
	}
	if st.DragonHP > 0 {
		rep.DragonFights, rep.MeanDragonHP = 1, float64(st.DragonHP)
	}
	if st.Doomed {
		rep.Doomed = 1
	}
	rep.Violations = len(d.violations)
	if len(d.violations) > 0 {
		rep.FirstViolation = fmt.Sprintf("seed %s: %s", d.seed.Code(), d.violations[0])
	}
	return rep
}
