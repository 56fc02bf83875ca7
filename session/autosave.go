package session

// The autosave: rewritten after each action and removed when the game
// ends, read back with its header checked and its actions re-applied one
// by one with their dice checksums, a fault named by line.

import (
	"errors"
	"fmt"

	"deepwood/levels"
	"deepwood/rules/dice"
	"deepwood/rules/replay"
	"deepwood/storage"
)

// Exists reports whether store holds the autosave name (a game in
// progress).
func Exists(store storage.Store, name string) bool {
	if store == nil {
		return false
	}
	_, err := store.Read(name)
	return err == nil
}

// Save writes the autosave name after an action, or removes it once the
// game is over (a save already gone is no error). Without a store (tests,
// practice) it does nothing. The error is for the screens to show.
func Save(store storage.Store, name string, over bool, r *replay.Replay) error {
	if store == nil {
		return nil
	}
	if over {
		err := store.Remove(name)
		if storage.IsNotExist(err) {
			return nil
		}
		return err
	}
	return store.Write(name, r.Marshal())
}

// Open parses the save name of mode and checks its header: the mode, this
// build's level data and the seed. On error it returns the 1-based line at
// fault.
func Open(name, mode string, b []byte) (*replay.Replay, dice.Seed, int, error) {
	r, err := replay.Parse(name, b)
	if err != nil {
		var pe *replay.ParseError
		if errors.As(err, &pe) {
			return nil, 0, pe.Line, errors.New(pe.Msg)
		}
		return nil, 0, 1, err
	}
	if r.Mode != mode {
		return nil, 0, 2, fmt.Errorf("mode %q is not %s", r.Mode, mode)
	}
	if r.Rules != levels.ModeFingerprint(mode) {
		return nil, 0, 4, fmt.Errorf("recorded with level data %s; this build has %s", r.Rules, levels.ModeFingerprint(mode))
	}
	seed, err := dice.ParseSeed(r.Seed)
	if err != nil {
		return nil, 0, 3, err
	}
	return r, seed, 0, nil
}

// Player re-applies a save's actions through a mode's session.
type Player[A any] struct {
	Parse    func(text string) (A, error) // the mode's action from its replay text
	Clock    func(tick int64)             // sets the in-game clock to the recorded tick
	Do       func(a A) error              // the session's Do
	Checksum func() uint32                // the dice checksum after an action
	Game     string                       // "game" or "run", for the drift message
}

// Play applies every entry of r in order and checks each one's dice
// checksum; on error it returns the entry's line in the file.
func (p Player[A]) Play(r *replay.Replay) (int, error) {
	for i, e := range r.Entries {
		a, err := p.Parse(e.Action)
		if err != nil {
			return r.Line(i), err
		}
		p.Clock(e.Tick)
		if err := p.Do(a); err != nil {
			return r.Line(i), err
		}
		if got := p.Checksum(); got != e.Check {
			return r.Line(i), fmt.Errorf("dice checksum %08x; the save says %08x (the %s has drifted)", got, e.Check, p.Game)
		}
	}
	return 0, nil
}

// Legal is the actions allowed now, computed once per state (the state's
// step count tells a new state).
type Legal[A comparable] struct {
	list  []A
	steps int
	ok    bool
}

// Get is the actions allowed at steps, asking compute (which may reuse
// the slice it is given) only when the state has moved on.
func (l *Legal[A]) Get(steps int, compute func(reuse []A) []A) []A {
	if !l.ok || l.steps != steps {
		l.list, l.steps, l.ok = compute(l.list[:0]), steps, true
	}
	return l.list
}

// Has reports whether a is among the actions Get last returned.
func (l *Legal[A]) Has(a A) bool {
	for _, b := range l.list {
		if a == b {
			return true
		}
	}
	return false
}
