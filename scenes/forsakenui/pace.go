package forsakenui

// pace times the computer travelers: each waits a moment before acting so
// the player can follow the table, and longer when a Priority window is
// open and the player could answer, so the player can claim Priority
// first (seed "Priority": the first to announce plays).
type pace struct {
	steps int // the session step the wait was set for (-1 none)
	wait  int // ticks left
}

// Ticks a computer traveler waits at normal speed.
const (
	thinkTicks  = 30 // half a second
	answerTicks = 90 // a second and a half, when the player may answer
)

// ready reports whether the asked computer traveler may act this tick.
// factor scales the waits (0: at once, as in scripted play).
func (p *pace) ready(steps int, playerMayAnswer bool, factor float64) bool {
	if p.steps != steps {
		p.steps = steps
		base := thinkTicks
		if playerMayAnswer {
			base = answerTicks
		}
		p.wait = int(float64(base) * factor)
	}
	if p.wait > 0 {
		p.wait--
		return false
	}
	return true
}

// left is the share of the wait still to run, 0 to 1, for the countdown.
func (p *pace) left(factor float64) float64 {
	if factor <= 0 {
		return 0
	}
	return float64(p.wait) / (float64(answerTicks) * factor)
}
