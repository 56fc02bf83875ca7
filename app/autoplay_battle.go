//go:build !js

package app

import (
	"encoding/json"
	"fmt"
	"io"
	"slices"
	"strings"

	"deepwood/cli"
	"deepwood/rules/battle"
	"deepwood/rules/battle/ai"
	"deepwood/rules/dice"
	"deepwood/rules/hex"
	"deepwood/scenes"
	"deepwood/scenes/battleui"
	"deepwood/scenes/input"
	"deepwood/settings"
	"deepwood/storage"
)

// BattleOutcome is what `deepwood sim battle --battles 1 --json` prints,
// field for field: the simulator's report of one battle.
type BattleOutcome = cli.BattleReport

// BattleSeed is the seed `deepwood sim battle --seed CODE` plays first:
// CODE's own.
func BattleSeed(base dice.Seed) dice.Seed { return cli.BattleSeeds(base, 1, false)[0] }

// BattleAutoplay is a Game playing one battle between two computer
// opponents through the real battlefield screen, with device polling off.
type BattleAutoplay struct {
	autoplayGame
	Sess       *battleui.Session
	base       dice.Seed
	names      [2]string
	shotOf     map[string]bool
	checked    int
	violations []string
}

// NewBattleAutoplay builds the game and starts the battle at deployment.
// store keeps the settings; a battle writes no file (it keeps no replay,
// and its session has no autosave), so there is no save to fail.
func NewBattleAutoplay(store storage.Store, base dice.Seed, scenario string, levels [2]ai.Level, anim settings.AnimSpeed, shots string) (*BattleAutoplay, error) {
	g, err := newScriptedGame(store, nil, anim)
	if err != nil {
		return nil, err
	}
	su := battleui.Setup{Scenario: scenario, Seed: BattleSeed(base), Fixed: true,
		Players: [2]battleui.Player{{Level: levels[0]}, {Level: levels[1]}}}
	sess, err := battleui.NewSession(nil, su)
	if err != nil {
		return nil, err
	}
	a := &BattleAutoplay{Sess: sess, base: base, names: [2]string{levels[0].String(), levels[1].String()}, shotOf: map[string]bool{}}
	a.autoplayGame = autoplayGame{G: g, drv: a, shot: shooter{dir: shots, prefix: "battle-"}}
	g.stack.Reset(battleui.NewField(g.battleHooks(), sess))
	return a, nil
}

// snap asks for a screenshot of the next frame, once per name.
func (a *BattleAutoplay) snap(name string) bool {
	if a.shot.dir == "" || a.shotOf[name] {
		return false
	}
	a.shotOf[name] = true
	a.shot.ask(name)
	return true
}

// drive checks the invariants and takes the screenshots; the computers
// play inside the game's own Update. The battle is over once its summary
// shows (and has been shot).
func (a *BattleAutoplay) drive(stack *scenes.Stack, _ *input.Mapper) (over, hold bool) {
	st := a.Sess.State
	if n := len(a.Sess.Moves); n != a.checked {
		a.checked = n
		a.violations = append(a.violations, st.Invariants(a.Sess.Sc.Armies)...)
	}
	top := stack.Top()
	if f, ok := top.(*battleui.Field); ok && !stack.Transitioning() {
		f.Showcase(-1, st.Units[0].Hex)
		if a.shoot(f) {
			return false, true
		}
	}
	if top.Name() == "battle-summary" && !stack.Transitioning() {
		a.snap("summary")
		return true, true
	}
	return false, false
}

// failed is nil: the computers' moves are the rules', and never stuck.
func (a *BattleAutoplay) failed() error { return nil }

// saveFailure is nil: a battle writes no file.
func (a *BattleAutoplay) saveFailure() error { return nil }

// shoot picks the moments worth a screenshot on the battlefield.
func (a *BattleAutoplay) shoot(f *battleui.Field) bool {
	st := a.Sess.State
	if a.Sess.Anim.Busy() {
		if e, t, ok := a.Sess.Anim.Head(); ok && e.Kind == battle.EvMelee && t > 0.6 {
			return a.snap("combat")
		}
		return false
	}
	placed := 0
	for i := range st.Units {
		if st.Units[i].Placed {
			placed++
		}
	}
	switch {
	case st.Phase == battle.PhaseDeploy && placed*4 >= len(st.Units)*3:
		return a.snap("deployment")
	case st.Phase == battle.PhaseMove:
		var first *battle.Action
		for _, act := range battle.Legal(st) {
			if act.Kind != battle.ActMove {
				continue
			}
			// The movement shot shows the longest march without contact,
			// its path drawn through the reach.
			if len(st.PreviewMove(act.Unit, act.Hex)) == 0 && (first == nil || hex.Distance(st.Units[act.Unit].Hex, act.Hex) > hex.Distance(st.Units[first.Unit].Hex, first.Hex)) {
				c := act
				first = &c
			}
			if len(st.PreviewMove(act.Unit, act.Hex)) > 0 && !a.shotOf["odds"] {
				f.Showcase(act.Unit, act.Hex)
				return a.snap("odds")
			}
		}
		if first != nil && !a.shotOf["movement"] {
			f.Showcase(first.Unit, first.Hex)
			return a.snap("movement")
		}
	}
	return false
}

// Outcome is the battle in `deepwood sim battle --battles 1` terms.
func (a *BattleAutoplay) Outcome() BattleOutcome {
	seed := BattleSeed(a.base)
	out := BattleOutcome{Mode: "battle", Scenario: a.Sess.Sc.Name, Seed: a.base.Code(), Seeds: []string{seed.Code()}, Red: a.names[0], Blue: a.names[1]}
	if r := a.Sess.State.Result; r != nil {
		out.AddBattle(*r, false, seed, a.violations)
	} else {
		// A battle cut short is one battle without a result, which is
		// itself a broken invariant.
		out.Battles = 1
		out.NoteViolations(seed, append(slices.Clone(a.violations), "battle did not end"))
	}
	out.Finish(a.Sess.Decisions)
	return out
}

// RunAutoplayBattle is `deepwood autoplay battle ...`: it opens the window,
// plays one battle and prints the outcome JSON. It returns the exit status.
func RunAutoplayBattle(args []string, stdout, stderr io.Writer) int {
	c := newAutoplayCommand("autoplay battle", "autoplay battle", "battle", false,
		"folder to save screenshots of deployment, a movement phase, the odds preview, a roll and the summary", stderr)
	scenario := c.fs.String("scenario", "open", "scenario: "+strings.Join(battle.ScenarioNames(), ", "))
	red := c.fs.String("red", "normal", "red AI: "+strings.Join(ai.Names(), ", "))
	blue := c.fs.String("blue", "normal", "blue AI: "+strings.Join(ai.Names(), ", "))
	seed, code, ok := c.parse(args)
	if !ok {
		return code
	}
	var levels [2]ai.Level
	for i, side := range [2]string{"red", "blue"} {
		var err error
		if levels[i], err = ai.ParseLevel([2]string{*red, *blue}[i]); err != nil {
			return c.fail(fmt.Errorf("--%s: %w", side, err), 2)
		}
	}
	if _, err := battle.LoadScenario(*scenario); err != nil {
		return c.fail(fmt.Errorf("--scenario: %w", err), 2)
	}
	start := func(files *autoplayFiles) (*BattleAutoplay, error) {
		return NewBattleAutoplay(files.store, seed, *scenario, levels, animFor(*c.speed), *c.shots)
	}
	return playAutoplayCommand(c, stdout, start, func(a *BattleAutoplay, _ *autoplayFiles) ([]byte, error) {
		return json.Marshal(a.Outcome())
	})
}
