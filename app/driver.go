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
	presser[forward.Action]
	base    dice.Seed // the seed the run seed derives from (as `sim` does)
	seed    dice.Seed // the run's own seed
	botName string
	bot     forward.Bot
	sess    *forwardui.Session
}

// newBotDriver prepares a run of the named bot on the first run seed
// derived from base, exactly as `deepwood sim forward --runs 1` does.
func newBotDriver(base dice.Seed, botName string, pace int) (*botDriver, error) {
	seed := forward.RunSeeds(base, 1)[0]
	bot, err := forward.NewBot(botName, seed)
	if err != nil {
		return nil, err
	}
	return &botDriver{presser: newPresser[forward.Action](pace, 0), base: base, seed: seed, botName: botName, bot: bot}, nil
}

// begin deals the run and shows its first location.
func (d *botDriver) begin(stack *scenes.Stack, h forwardui.Hooks) (err error) {
	if d.sess, err = forwardui.NewSession(nil, d.seed, "set"); err == nil {
		stack.Reset(forwardui.StartRun(h, d.sess))
	}
	return err
}

// step presses at most one input action; it reports true once the run is
// over and its summary is showing.
func (d *botDriver) step(stack *scenes.Stack, in *input.Mapper) bool {
	if d.holding(d.sess != nil, stack) {
		return d.err != nil
	}
	st := d.sess.State
	d.check(st.Steps, func() []string { return forward.CheckInvariants(st) })
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
	chose := d.decide(st.Steps, func() forward.Action {
		return d.bot.Choose(st, append([]forward.Action(nil), d.sess.Legal()...))
	})
	if chose {
		switch {
		case top.Name() == "forward-location" && st.Steps >= 4 && st.Phase == forward.PhaseMap:
			d.snap("location")
		case top.Name() == "forward-duel" && st.Fight.Rolls >= 1:
			d.snap("duel")
		}
	}
	d.press(in, dr.Plan, top.Name(), func(a forward.Action) string { return a.Describe(d.sess.Data) })
	return false
}

// saveFailure is why the run's files were not all written, or nil: the
// autosave, or the replay and personal bests filed when the run ended.
func (d *botDriver) saveFailure() error {
	if err := d.sess.SaveError(); err != nil {
		return fmt.Errorf("the autosave could not be written: %w", err)
	}
	if _, _, err := d.sess.Filed(); err != nil {
		return fmt.Errorf("the run's replay or personal bests could not be saved: %w", err)
	}
	return nil
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
	rep.Violations, rep.FirstViolation = d.violationCount(d.seed)
	return rep
}
