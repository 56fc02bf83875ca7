package battleui

import (
	"fmt"

	"deepwood/scenes"
	"deepwood/scenes/menu"
)

// keep writes the battle's replay (Session.Replay) to the replays folder
// once, so `deepwood verify` proves it (RULES B6). save
// calls it at the action that ends the battle, before the autosave is
// removed, so a game killed on the summary's way in still has the battle
// on disk; abandoning a battle keeps it too.
func (s *Session) keep() {
	if len(s.Actions) > 0 && s.kept.Folder != nil {
		s.kept.Keep("battle-"+s.Setup.Scenario, ".replay", s.Replay.Marshal())
	}
}

// Kept says where the ended battle's record went, or why it could not be
// kept ("" and nil: not kept, as no folder was given).
func (s *Session) Kept() (string, error) { return s.kept.Kept() }

// SaveError is the last autosave failure, if any.
func (s *Session) SaveError() error { return s.saveErr }

// Abandon ends the battle at the player's word: its record is kept like a
// finished battle's and the autosave removed, so Continue does not bring
// it back.
func (s *Session) Abandon() error {
	s.Close()
	s.keep()
	return s.kept.Retire(s.store, AutosaveName)
}

// confirmNewBattle asks before a new battle replaces the saved one: the
// saved battle is abandoned (its record kept) only on a deliberate Yes.
// With no saved battle, or one too damaged to read (Restore has kept it
// aside), start runs at once.
func confirmNewBattle(ctx *scenes.Context, h Hooks, start func(ctx *scenes.Context)) {
	if !HasAutosave(h.Store) {
		start(ctx)
		return
	}
	saved, err := Restore(h.Store)
	if err != nil {
		start(ctx)
		return
	}
	saved.kept.Folder = h.Replays
	ctx.Stack.Push(menu.NewConfirm(menu.ConfirmOptions{
		Title: "Abandon your saved battle?",
		Text: fmt.Sprintf("%s stands in round %d. A new battle ends it: its record is kept in the replays folder.",
			saved.Sc.Title, saved.State.Round),
		YesLabel: "Abandon it, start anew",
		NoLabel:  "Keep it",
		Yes: func(ctx *scenes.Context) error {
			if err := saved.Abandon(); err != nil {
				ctx.Notify("The abandoned battle's record was not kept: " + err.Error())
			}
			start(ctx)
			return nil
		},
	}))
}
