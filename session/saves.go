package session

import (
	"deepwood/rules/dice"
	"deepwood/rules/replay"
	"deepwood/storage"
)

// Saves is a mode's autosave as the title's Continue reads it: the file's
// Name in the store, the Mode its replay header names, and Open, which
// rebuilds the mode's session from the save once its header has been
// checked, or says at which 1-based line the save goes wrong. Each mode's
// screens package holds one, so its HasAutosave and Resume are Exists and
// Resume here, the same for every mode.
type Saves[S Counted] struct {
	Name string
	Mode string
	Open func(store storage.Store, r *replay.Replay, seed dice.Seed) (S, int, error)
}

// Exists reports whether store holds a game in progress.
func (v Saves[S]) Exists(store storage.Store) bool { return Exists(store, v.Name) }

// Read rebuilds a session from save bytes: the header is checked against
// the mode and this build's level data (session.Open), then Open re-applies
// the actions. On error it returns the 1-based line at fault.
func (v Saves[S]) Read(store storage.Store, data []byte) (S, int, error) {
	r, seed, line, err := Open(v.Name, v.Mode, data)
	if err != nil {
		var zero S
		return zero, line, err
	}
	return v.Open(store, r, seed)
}

// Resume continues the saved game by re-applying its actions (Read); a
// damaged save is kept aside and reported as an *Error, with the game
// rebuilt from the good lines before the bad one when any action stands.
func (v Saves[S]) Resume(store storage.Store) (S, error) {
	return LoadCounted(store, v.Name, func(b []byte) (S, int, error) { return v.Read(store, b) })
}
