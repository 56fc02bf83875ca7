package verify

import (
	"fmt"

	"deepwood/rules/replay"
)

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
