package app

import (
	"fmt"

	"deepwood/rules/dice"
	"deepwood/scenes"
	"deepwood/scenes/input"
)

// presser is the part of a bot driver every turn-based mode shares,
// generic over the mode's rules action A: it keeps the bot's wanted action
// for the current step, runs the invariants once per action as the
// simulator does, paces its presses like a patient player, gives up on a
// screen that offers no way to play the action, and takes each named
// screenshot once. A mode's driver embeds one and says only which screens
// it passes through.
type presser[A any] struct {
	pace       int // ticks between presses
	wait       int
	decidedAt  int
	want       A
	stuck      int
	checkedAt  int
	violations []string
	err        error
	// shot is asked for when a screen worth a screenshot shows; the game
	// saves the next frame under that name.
	shot   func(name string)
	shotOf map[string]bool
}

// newPresser paces presses pace ticks apart (at least 2); checkedAt is the
// step whose invariants count as already checked (-1 checks the start).
func newPresser[A any](pace, checkedAt int) presser[A] {
	return presser[A]{pace: max(2, pace), decidedAt: -1, checkedAt: checkedAt, shotOf: map[string]bool{}}
}

// holding reports that a driver must not look at the screens this tick:
// its game has not begun, an error stopped it, or a fade is under way.
func (p *presser[A]) holding(begun bool, stack *scenes.Stack) bool {
	return !begun || p.err != nil || stack.Transitioning()
}

// check runs the rules' invariants once per action.
func (p *presser[A]) check(steps int, invariants func() []string) {
	if steps != p.checkedAt {
		p.checkedAt = steps
		p.violations = append(p.violations, invariants()...)
	}
}

// decide asks choose for the action to play once per step; it reports a
// new decision, when a mode may take a screenshot of the step.
func (p *presser[A]) decide(steps int, choose func() A) bool {
	if steps == p.decidedAt {
		return false
	}
	p.want = choose()
	p.decidedAt = steps
	p.stuck = 0
	return true
}

// paused spends one tick of the wait between presses; it reports the
// driver still waiting.
func (p *presser[A]) paused() bool {
	if p.wait > 0 {
		p.wait--
		return true
	}
	return false
}

// press injects the input that makes the screen take the wanted action
// (plan is the screen's Plan), then waits pace ticks; a screen that has
// offered no way for 60 ticks is an error naming it and the action.
func (p *presser[A]) press(in *input.Mapper, plan func(A) (input.Action, bool), screen string, describe func(A) string) {
	if p.paused() {
		return
	}
	a, ok := plan(p.want)
	if !ok {
		p.stuck++
		if p.stuck > 60 {
			p.err = fmt.Errorf("autoplay: the %s screen offers no way to %s", screen, describe(p.want))
		}
		return
	}
	in.Inject(a)
	p.wait = p.pace
}

// snap asks for a screenshot of this frame, holding the next press back
// so the picture shows the screen at rest.
func (p *presser[A]) snap(name string) {
	if p.shot != nil && !p.shotOf[name] {
		p.shotOf[name] = true
		p.shot(name)
		p.wait = max(p.wait, 1)
	}
}

// violationCount is the number of broken invariants and the first, named
// by the game's seed as the simulator names it.
func (p *presser[A]) violationCount(seed dice.Seed) (int, string) {
	if len(p.violations) == 0 {
		return 0, ""
	}
	return len(p.violations), fmt.Sprintf("seed %s: %s", seed.Code(), p.violations[0])
}

// failed is the driver's error, if any.
func (p *presser[A]) failed() error { return p.err }
