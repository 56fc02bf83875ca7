package forsaken

// Host is a table of Forsaken Forest as the session core
// (deepwood/session) drives it, on the screens or on a server: one seat a
// traveler, each acting for itself.
type Host struct {
	State *State
	Data  *Data
	steps int
}

// Apply applies a, its events appended to buf.
func (h *Host) Apply(buf []Event, a Action) ([]Event, error) {
	ev, err := Apply(h.State, h.Data, a)
	if err != nil {
		return buf, err
	}
	h.steps++
	return append(buf, ev...), nil
}

// Legal is what seat may do now (in a Priority window, answers too).
func (h *Host) Legal(seat int, _ []Action) []Action { return LegalFor(h.State, h.Data, seat) }

// Seat is the traveler taking a.
func (*Host) Seat(a Action) int { return a.Seat }

// Steps counts the actions applied.
func (h *Host) Steps() int { return h.steps }

// Checksum folds the dice streams' positions.
func (h *Host) Checksum() uint32 { return h.State.Dice.Checksum() }

// Text is a's replay line.
func (*Host) Text(a Action) string { return a.String() }

// Over reports the game over.
func (h *Host) Over() bool { return h.State.Over() }

// Running reports that in-game time counts: from the deal to the end.
func (h *Host) Running() bool { return !h.State.Over() }

// Fingerprint is the state's fingerprint.
func (h *Host) Fingerprint() string { return h.State.Fingerprint() }

// View is what seat may see.
func (h *Host) View(seat int) View { return ViewFor(h.State, h.Data, seat) }
