package forest

// Host is a game of I am the Forest as the session core (deepwood/session)
// drives it, on the screens or on a server: one seat, the Forest's.
type Host struct{ State *State }

// Apply applies a, its events appended to buf.
func (h Host) Apply(buf []Event, a Action) ([]Event, error) {
	ev, err := Apply(h.State, a)
	return append(buf, ev...), err
}

// Legal is what the Forest may do now; the game has one seat.
func (h Host) Legal(seat int, _ []Action) []Action {
	if seat != 0 {
		return nil
	}
	return Legal(h.State)
}

// Seat is the seat every action belongs to: the Forest's.
func (Host) Seat(Action) int { return 0 }

// Steps counts the actions applied.
func (h Host) Steps() int { return h.State.Steps }

// Checksum folds the dice streams' positions.
func (h Host) Checksum() uint32 { return h.State.Dice.Checksum() }

// Text is a's replay line; a journal note is kept in the header instead
// (one line per Year), so it is not an action of the replay.
func (h Host) Text(a Action) string {
	if a.Kind == ActEditJournal {
		return ""
	}
	return a.String()
}

// Over reports the game won or lost.
func (h Host) Over() bool { return h.State.Phase.Over() }

// Running reports that in-game time counts: from the first action to the
// end.
func (h Host) Running() bool { return h.State.Steps > 0 && !h.State.Phase.Over() }

// Fingerprint is the state's fingerprint.
func (h Host) Fingerprint() string { return h.State.Fingerprint() }
