package forestui

import (
	"deepwood/scenes"
	"deepwood/scenes/ui"
)

// keep writes the game's replay (its journal notes ride in the header) to
// the replays folder once. Do calls it at the action that ends the game,
// before the autosave is removed, so a game killed on the game-over
// animation, or closed there, is still on disk; abandoning keeps it too.
func (s *Session) keep() {
	if len(s.Replay.Entries) > 0 {
		s.kept.Keep("forest-"+s.State.Seed.Code(), ".replay", s.Replay.Marshal())
	}
}

// Kept says where the ended game's replay went, or why it could not be
// kept ("" and nil: not kept, as no replays folder was given).
func (s *Session) Kept() (string, error) { return s.kept.Kept() }

// Abandon ends the game at the player's word: its replay is kept like a
// finished game's and the autosave removed, so Continue does not bring it
// back.
func (s *Session) Abandon() error {
	s.keep()
	return s.kept.Retire(s.store, AutosaveName)
}

// ContinueFrom resumes a game rebuilt from the good part of a damaged save
// (ResumeError.Partial): it becomes the saved game, and play goes on.
func ContinueFrom(h Hooks, partial *Session) scenes.Scene {
	partial.Adopt(h.Store)
	return StartGame(h, partial)
}

// ConfirmNewGame asks before a new game replaces the saved one: the saved
// game is abandoned (its replay kept) only on a deliberate Yes. With no
// saved game, or one too damaged to read (Resume has kept it aside), start
// runs at once.
func ConfirmNewGame(ctx *scenes.Context, h Hooks, start func(ctx *scenes.Context) error) error {
	if !HasAutosave(h.Store) {
		return start(ctx)
	}
	saved, err := Resume(h.Store)
	if err != nil {
		return start(ctx)
	}
	saved.kept.Folder = h.Replays
	ui.ConfirmAbandon(ctx, "Abandon your saved Forest?", saved.ForestName()+" stands in Year "+itoa(saved.State.Year)+" on seed "+saved.State.Seed.Code()+
		". A new game ends it: its replay and journal notes are kept in the replays folder.", saved.Abandon, start)
	return nil
}
