package forsaken

import (
	"fmt"
	"strings"
)

// trace hands c.Trace one decision with what the traveler believed when
// it made it: its goal and the slot it takes for the Void, how hot the
// table is on it, its suspicion of every seat and the latest reasons.
func (c *Computer) trace(v *View, p *plan, a Action, score int, why string) {
	if c.Trace == nil {
		return
	}
	var sb strings.Builder
	fmt.Fprintf(&sb, "day %d seat %d (%s, %s): %s", v.Day, c.Seat, v.Role, c.Level, a)
	if a.Kind == ActSay {
		fmt.Fprintf(&sb, " [%s]", a.Say.Talk)
	}
	if why != "" {
		fmt.Fprintf(&sb, " %s", why)
	} else {
		fmt.Fprintf(&sb, " scored %d", score)
	}
	fmt.Fprintf(&sb, "\n    goal slot %d, named Void %d (weight %d), suspect %d, heat %d, suspicion %v",
		p.goal, p.void, p.voidW, p.suspect, c.b.Heat, c.b.Suspicion)
	if n := len(c.b.Why); n > 0 {
		fmt.Fprintf(&sb, "\n    latest reasons: %s", strings.Join(c.b.Why[max(0, n-3):], "; "))
	}
	c.Trace(sb.String())
}
