package forestui

import (
	"time"

	"deepwood/storage"
)

// keeping is where an ended game's replay goes and what became of it.
// StartGame sets the folder from the hooks; a session without one (a
// resume's rebuild, a test) keeps nothing.
type keeping struct {
	replays storage.Store
	done    bool
	where   string
	err     error
}

// keep writes the game's replay (its journal notes ride in the header) to
// the replays folder once, under a name no other game has. Do calls it at
// the action that ends the game, before the autosave is removed, so a game
// killed on the game-over animation, or closed there, is still on disk;
// abandoning a game keeps it too.
func (s *Session) keep() {
	k := &s.kept
	if k.done || k.replays == nil || len(s.Replay.Entries) == 0 {
		return
	}
	k.done = true
	base := "forest-" + s.State.Seed.Code() + "-" + time.Now().UTC().Format("20060102-150405")
	name, err := storage.FreeName(k.replays, base, ".replay")
	if err == nil {
		err = k.replays.Write(name, s.Replay.Marshal())
	}
	if err != nil {
		k.err = err
		return
	}
	k.where = k.replays.Where(name)
}

// Kept says where the ended game's replay went, or why it could not be
// kept ("" and nil: not kept, as no replays folder was given).
func (s *Session) Kept() (string, error) { return s.kept.where, s.kept.err }

// Abandon ends the game at the player's word: its replay is kept like a
// finished game's and the autosave removed, so Continue does not bring it
// back.
func (s *Session) Abandon() error {
	s.keep()
	if s.store == nil {
		return s.kept.err
	}
	if err := s.store.Remove(AutosaveName); err != nil && !storage.IsNotExist(err) {
		return err
	}
	return s.kept.err
}
