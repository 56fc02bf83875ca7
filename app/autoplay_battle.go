package app

import (
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"slices"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"deepwood/rules/battle"
	"deepwood/rules/battle/ai"
	"deepwood/rules/dice"
	"deepwood/rules/hex"
	"deepwood/scenes/battleui"
	"deepwood/settings"
	"deepwood/storage"
)

// AutoplayBattleUsage is the Mass Combat autoplay's usage line.
const AutoplayBattleUsage = "autoplay battle --seed CODE --scenario NAME --red AI --blue AI [--speed N] [--shots DIR]"

// BattleOutcome is what `deepwood sim battle --battles 1 --json` prints,
// field for field.
type BattleOutcome struct {
	Mode           string     `json:"mode"`
	Scenario       string     `json:"scenario"`
	Seed           string     `json:"seed"`
	Red            string     `json:"red"`
	Blue           string     `json:"blue"`
	Mirror         bool       `json:"mirror"`
	Battles        int        `json:"battles"`
	Wins           [2]int     `json:"wins"`
	WinsByAI       [2]int     `json:"wins_by_ai"`
	Draws          int        `json:"draws"`
	MeanRounds     float64    `json:"mean_rounds"`
	MeanLosses     [2]float64 `json:"mean_losses"`
	DecisionP50MS  float64    `json:"decision_p50_ms"`
	DecisionP99MS  float64    `json:"decision_p99_ms"`
	Decisions      int        `json:"decisions"`
	Violations     int        `json:"invariant_violations"`
	FirstViolation string     `json:"first_violation,omitempty"`
}

// BattleSeed is the first battle seed `deepwood sim battle` derives from a
// base seed.
func BattleSeed(base dice.Seed) dice.Seed {
	return dice.Seed(dice.NewStream(base, "sim-battle").Uint64() & (1<<40 - 1))
}

// BattleAutoplay is a Game playing one battle between two computer
// opponents through the real battlefield screen, with device polling off.
type BattleAutoplay struct {
	G          *Game
	Sess       *battleui.Session
	base       dice.Seed
	names      [2]string
	shot       shooter
	shotOf     map[string]bool
	checked    int
	violations []string
	ended      bool
	Err        error
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
	a := &BattleAutoplay{G: g, Sess: sess, base: base, names: [2]string{levels[0].String(), levels[1].String()}, shot: shooter{dir: shots, prefix: "battle-"}, shotOf: map[string]bool{}}
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

// Update checks the invariants, takes the screenshots and runs the game.
func (a *BattleAutoplay) Update() error {
	if a.ended {
		return ebiten.Termination
	}
	if a.shot.waiting() {
		return nil // hold still until the screenshot is drawn
	}
	st := a.Sess.State
	if n := len(a.Sess.Actions); n != a.checked {
		a.checked = n
		a.violations = append(a.violations, st.Invariants(a.Sess.Sc.Armies)...)
	}
	top := a.G.stack.Top()
	if f, ok := top.(*battleui.Field); ok && !a.G.stack.Transitioning() {
		f.Showcase(-1, st.Units[0].Hex)
		if a.shoot(f) {
			return nil
		}
	}
	if top.Name() == "battle-summary" && !a.G.stack.Transitioning() {
		if !a.snap("summary") {
			a.ended = true
		}
		return nil
	}
	return a.G.Update()
}

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

// Draw draws the game and saves a requested screenshot.
func (a *BattleAutoplay) Draw(screen *ebiten.Image) {
	a.G.Draw(screen)
	a.shot.take(screen)
	if a.shot.err != nil {
		a.Err = a.shot.err
	}
}

// Layout is the game's.
func (a *BattleAutoplay) Layout(w, h int) (int, int) { return a.G.Layout(w, h) }

// Done reports the battle over and its summary shown.
func (a *BattleAutoplay) Done() bool { return a.ended }

// Shots lists the screenshots saved.
func (a *BattleAutoplay) Shots() []string { return a.shot.saved }

// Outcome is the battle in `deepwood sim battle --battles 1` terms.
func (a *BattleAutoplay) Outcome() BattleOutcome {
	out := BattleOutcome{Mode: "battle", Scenario: a.Sess.Sc.Name, Seed: a.base.Code(), Red: a.names[0], Blue: a.names[1], Battles: 1}
	if r := a.Sess.State.Result; r != nil {
		if r.Winner == battle.NoSide {
			out.Draws = 1
		} else {
			out.Wins[r.Winner]++
			out.WinsByAI[r.Winner]++
		}
		out.MeanRounds = float64(r.Rounds)
		out.MeanLosses = [2]float64{float64(r.Lost[0]), float64(r.Lost[1])}
	} else {
		a.violations = append(a.violations, "battle did not end")
	}
	ds := slices.Clone(a.Sess.Decisions)
	slices.Sort(ds)
	pc := func(p int) float64 {
		if len(ds) == 0 {
			return 0
		}
		i := min(max((len(ds)*p+99)/100-1, 0), len(ds)-1)
		return float64(ds[i].Microseconds()) / 1000
	}
	out.Decisions, out.DecisionP50MS, out.DecisionP99MS = len(ds), pc(50), pc(99)
	out.Violations = len(a.violations)
	if len(a.violations) > 0 {
		out.FirstViolation = fmt.Sprintf("seed %s: %s", BattleSeed(a.base).Code(), a.violations[0])
	}
	return out
}

// RunAutoplayBattle is `deepwood autoplay battle ...`: it opens the window,
// plays one battle and prints the outcome JSON. It returns the exit status.
func RunAutoplayBattle(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("autoplay battle", flag.ContinueOnError)
	fs.SetOutput(stderr)
	seedText := fs.String("seed", "DEEP-W00D", "seed code the battle seed derives from (as sim does)")
	scenario := fs.String("scenario", "open", "scenario: "+strings.Join(battle.ScenarioNames(), ", "))
	red := fs.String("red", "normal", "red AI: "+strings.Join(ai.Names(), ", "))
	blue := fs.String("blue", "normal", "blue AI: "+strings.Join(ai.Names(), ", "))
	speed := fs.Int("speed", 1, "speed multiplier, 1 to 100 (ticks per second; from 4 animations are instant)")
	shots := fs.String("shots", "", "folder to save screenshots of deployment, a movement phase, the odds preview, a roll and the summary")
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return 0
		}
		return 2
	}
	const name = "autoplay battle"
	seed, err := dice.ParseSeed(*seedText)
	if err != nil {
		return autoplayFail(stderr, name, fmt.Errorf("--seed: %w", err), 2)
	}
	if err := checkSpeed(*speed); err != nil {
		return autoplayFail(stderr, name, err, 2)
	}
	var levels [2]ai.Level
	for i, side := range [2]string{"red", "blue"} {
		if levels[i], err = ai.ParseLevel([2]string{*red, *blue}[i]); err != nil {
			return autoplayFail(stderr, name, fmt.Errorf("--%s: %w", side, err), 2)
		}
	}
	if _, err := battle.LoadScenario(*scenario); err != nil {
		return autoplayFail(stderr, name, fmt.Errorf("--scenario: %w", err), 2)
	}
	files, err := openAutoplayFiles()
	if err != nil {
		return autoplayFail(stderr, name, err, 1)
	}
	defer files.close(stderr, name)
	a, err := NewBattleAutoplay(files.store, seed, *scenario, levels, animFor(*speed), *shots)
	if err != nil {
		return autoplayFail(stderr, name, err, 1)
	}
	if code := runAutoplayWindow(a, *speed, name, a.Done, func() error { return a.Err }, stderr); code != 0 {
		return code
	}
	b, _ := json.Marshal(a.Outcome())
	fmt.Fprintln(stdout, string(b))
	return 0
}
