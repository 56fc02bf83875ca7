package session

import (
	"errors"
	"fmt"
)

// Game is a mode's rules state as the session drives it. A mode's adapter
// holds the state and answers from it; the session never looks inside.
type Game[A comparable, E any] interface {
	// Apply applies a, appending its events to buf. An illegal action
	// returns the engine's error and leaves the state untouched.
	Apply(buf []E, a A) ([]E, error)
	// Legal is the actions seat may take now (reuse may be written over).
	Legal(seat int, reuse []A) []A
	// Seat is the seat a belongs to: Do refuses it from any other.
	Seat(a A) int
	// Steps counts the state's changes: a new count is a new state.
	Steps() int
	// Checksum folds the dice streams' positions, recorded with each
	// action so a replay that drifts is caught at its line.
	Checksum() uint32
	// Text is a's replay text; "" keeps it out of the replay (an action
	// that changes only what the header holds, such as a journal note).
	Text(a A) string
	// Over reports that the game has ended.
	Over() bool
	// Running reports that in-game time counts now (typically: the first
	// action taken and the game not over).
	Running() bool
	// Fingerprint is the state's fingerprint: equal games print the same.
	Fingerprint() string
}

// Views is how a mode computes a seat's view from its rules state: what
// that seat may see, and nothing it may not (no face-down card, unrevealed
// role or future die). The screens draw from it, and online it is all a
// seat's client is sent.
type Views[V any] func(seat int) V

// ErrNotYourSeat refuses an action sent for one seat that belongs to
// another: online, a client may act only for its own seat.
var ErrNotYourSeat = errors.New("that action is not this seat's to take")

// seatError says which seat sent which seat's action.
func seatError(sent, owner int) error {
	return fmt.Errorf("%w (seat %d sent an action of seat %d)", ErrNotYourSeat, sent, owner)
}

// Spec is what the session needs to know of a mode besides its Game: the
// autosave's file name and the replay's mode word, and the name a
// finished game's replay is kept under in the replays folder.
type Spec struct {
	Autosave string // e.g. "forward-autosave.replay"
	Mode     string // the replay header's mode
	Keep     string // the kept replay's name before its time; "": the mode and the seed
}
