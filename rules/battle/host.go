package battle

// Host is a battle as the session core (deepwood/session) drives it, on
// the screens or on a server: seat 0 commands Red, seat 1 Blue. State is
// replaced when a move is taken back, so the host is shared by pointer.
type Host struct {
	State *State
	// Version counts changes to the state (actions and moves taken back).
	Version int
}

// Apply applies a, its events appended to buf.
func (h *Host) Apply(buf []Event, a Action) ([]Event, error) {
	ev, err := Apply(h.State, a)
	if err != nil {
		return buf, err
	}
	h.Version++
	return append(buf, ev...), nil
}

// Legal is what seat may do now: nothing while the other side has the
// turn.
func (h *Host) Legal(seat int, _ []Action) []Action {
	if h.State.Over() || int(h.State.Turn) != seat {
		return nil
	}
	return Legal(h.State)
}

// Seat is the seat of the side a is taken for.
func (*Host) Seat(a Action) int { return int(a.Side) }

// Steps counts the state's changes.
func (h *Host) Steps() int { return h.Version }

// Checksum folds the dice streams' positions.
func (h *Host) Checksum() uint32 { return h.State.Dice.Checksum() }

// Text is a's replay line.
func (*Host) Text(a Action) string { return a.Text() }

// Over reports the battle over.
func (h *Host) Over() bool { return h.State.Over() }

// Running is false: a battle keeps no in-game time.
func (*Host) Running() bool { return false }

// Fingerprint is the state's fingerprint.
func (h *Host) Fingerprint() string { return h.State.Fingerprint() }
