package verify

import (
	"fmt"

	"deepwood/rules/replay"
)

// MaxTicks bounds every tick a replay names: 24 hours of in-game time
// (RULES.md B2). A run left running longer is not a time worth ranking, and
// with the bound no arithmetic on ticks can overflow.
const MaxTicks = 24 * 60 * 60 * TicksPerSecond

// MinActionTicks is the fewest ticks between two consecutive actions the
// real screens can record (RULES.md B1): the location and duel screens
// count a tick at the start of every frame and take at most one action per
// frame, and at the instant animation speed (or with Skip) an action can
// be taken on the frame after the last. A replay with two actions closer
// than this was not played through the game.
const MinActionTicks = 1

// checkTick refuses entry i's tick when it is out of range, or closer to
// the previous entry's than the screens allow. prev is the previous
// entry's tick (-1 before the first). An abandon or a reset may share the
// tick of the action before it: the instant reset is read before the frame
// counts its tick, and a saved run is abandoned without playing a frame.
func checkTick(e replay.Entry, prev int64, meta bool) string {
	switch {
	case e.Tick < 0 || e.Tick > MaxTicks:
		return fmt.Sprintf("tick %d is out of range: a run's ticks are 0 to %d (24 hours of in-game time)", e.Tick, int64(MaxTicks))
	case prev < 0:
		return ""
	case meta && e.Tick < prev:
		return fmt.Sprintf("tick %d is before the previous action's tick %d", e.Tick, prev)
	case !meta && e.Tick-prev < MinActionTicks:
		return fmt.Sprintf("tick %d is %d after the previous action's tick %d; the game takes actions at least %d tick apart (RULES.md B1)", e.Tick, e.Tick-prev, prev, MinActionTicks)
	}
	return ""
}

// FormatTicks shows in-game time as m:ss.mmm (h:mm:ss.mmm past an hour).
// It divides before it multiplies, so no tick count overflows it.
func FormatTicks(t int64) string {
	if t < 0 {
		t = 0
	}
	secs, ms := t/TicksPerSecond, t%TicksPerSecond*1000/TicksPerSecond
	h, m, s := secs/3600, secs/60%60, secs%60
	if h > 0 {
		return fmt.Sprintf("%d:%02d:%02d.%03d", h, m, s, ms)
	}
	return fmt.Sprintf("%d:%02d.%03d", m, s, ms)
}
