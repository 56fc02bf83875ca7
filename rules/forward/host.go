package forward

import "errors"

// Host is a Forward run as the session core (deepwood/session) drives
// it, on the screens or on a server: one seat, the runner's. A practice
// (Practice > 0) ends as its location is left, and the next location's
// deal is not shown.
type Host struct {
	Data  *Data
	State *State
	// Practice is the location practised (1–9), or 0 for a whole run.
	Practice int
	// PracticeDone marks a practice whose location was left.
	PracticeDone bool
}

// ErrPracticeOver refuses actions once a practice's location is left.
var ErrPracticeOver = errors.New("the practice is over: its location was left")

// Apply applies a, its events appended to buf; a practice's events end
// where its location is left.
func (h *Host) Apply(buf []Event, a Action) ([]Event, error) {
	if h.PracticeDone {
		return buf, ErrPracticeOver
	}
	start := len(buf)
	ev, err := ApplyAppend(buf, h.State, a)
	if err != nil || h.Practice == 0 || !PracticeDone(h.State, ev[start:]) {
		return ev, err
	}
	h.PracticeDone = true
	for i := start; i < len(ev); i++ {
		if ev[i].Kind == EvLocationLeft {
			return ev[:i+1], nil
		}
	}
	return ev, nil
}

// Legal is what the runner may do now; the run has one seat.
func (h *Host) Legal(seat int, reuse []Action) []Action {
	if seat != 0 || h.PracticeDone {
		return reuse[:0]
	}
	return AppendLegal(reuse, h.State)
}

// Seat is the seat every action belongs to: the runner's.
func (*Host) Seat(Action) int { return 0 }

// Steps counts the actions applied.
func (h *Host) Steps() int { return h.State.Steps }

// Checksum folds the dice streams' positions.
func (h *Host) Checksum() uint32 { return h.State.Checksum() }

// Text is a's replay line.
func (h *Host) Text(a Action) string { return FormatAction(h.Data, a) }

// Over reports the run won or lost, or a practice's location left.
func (h *Host) Over() bool { return h.PracticeDone || h.State.Phase.Over() }

// Running reports that in-game time counts: from the first action to the
// end.
func (h *Host) Running() bool { return h.State.Steps > 0 && !h.Over() }

// Fingerprint is the state's fingerprint.
func (h *Host) Fingerprint() string { return h.State.Fingerprint() }
