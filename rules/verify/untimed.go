package verify

import (
	"fmt"

	"deepwood/rules/dice"
	"deepwood/rules/replay"
)

// untimedGame is an untimed mode's game as its verifier re-runs it: over
// says it has ended, step applies one action's text and returns the dice
// checksum after it (stepper makes it), and finish writes the outcome
// into the result once every action has applied.
type untimedGame struct {
	over   func() bool
	step   func(action string) (uint32, error)
	finish func(res *Result)
}

// verifyUntimed is every untimed mode's verifier (a Forest, a battle, a
// Forsaken Forest game): the opening lines checked, start reads the mode's
// own header lines into res and deals the game, its actions are re-run
// (untimed), and the game's outcome, in-game time and fingerprint make
// the result.
func verifyUntimed(name string, r *replay.Replay, mode, rules string, maxActions int,
	start func(res *Result, seed dice.Seed) (untimedGame, *headerError)) (Result, error) {
	res, seed, err := opening(name, r, mode, rules, maxActions)
	if err != nil {
		return res, err
	}
	g, herr := start(&res, seed)
	if herr != nil {
		return res, herr.at(name)
	}
	if res.Actions, res.Ticks, err = untimed(name, r, g.over, g.step); err != nil {
		return res, err
	}
	g.finish(&res)
	res.Time = FormatTicks(res.Ticks)
	return res, nil
}

// stepper is an untimedGame's step from the mode's own pieces: parse reads
// an action's text, apply applies it (its refusal makes the line an
// illegal action), broken lists the invariants the game now breaks (nil
// for a mode whose Apply checks its own), and checksum is the dice's.
func stepper[A any](parse func(string) (A, error), apply func(A) error, broken func() []string, checksum func() uint32) func(string) (uint32, error) {
	return func(text string) (uint32, error) {
		a, err := parse(text)
		if err != nil {
			return 0, err
		}
		if err := apply(a); err != nil {
			return 0, fmt.Errorf("illegal action: %w", err)
		}
		if broken != nil {
			if b := broken(); len(b) > 0 {
				return 0, fmt.Errorf("the rules broke an invariant: %s", b[0])
			}
		}
		return checksum(), nil
	}
}

// untimed re-runs the actions of a replay that is not ranked by time (a
// Forest, a battle): step applies one action's text and returns the dice
// checksum after it, or why the line does not hold; over says the game has
// ended, so a line after it is refused. Ticks are only checked to be in
// range and in order. It returns the actions applied and the in-game time
// from the first to the last.
func untimed(name string, r *replay.Replay, over func() bool, step func(action string) (uint32, error)) (actions int, ticks int64, err error) {
	var first, prev int64 = 0, -1
	for i, e := range r.Entries {
		fail := func(format string, a ...any) (int, int64, error) {
			return actions, ticks, &Error{File: name, Line: r.Line(i), Msg: fmt.Sprintf(format, a...)}
		}
		if over() {
			return fail("action after the game ended")
		}
		if e.Tick < 0 || e.Tick > MaxTicks || e.Tick < prev {
			return fail("tick %d is out of range or before the previous action's %d", e.Tick, max(prev, 0))
		}
		if i == 0 {
			first = e.Tick
		}
		prev = e.Tick
		got, err := step(e.Action)
		if err != nil {
			return fail("%s", err)
		}
		if got != e.Check {
			return fail("dice checksum %08x; the replay says %08x (tampered, or recorded by other rules)", got, e.Check)
		}
		actions++
		ticks = e.Tick - first
	}
	return actions, ticks, nil
}
