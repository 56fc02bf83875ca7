package battleui

import (
	"encoding/json"
	"fmt"
	"time"

	"deepwood/scenes"
	"deepwood/scenes/menu"
	"deepwood/storage"
)

// keeping is where an ended battle's record goes (its set-up and every
// action, the autosave's own format, so Restore reads it back) and what
// became of it. NewField sets the folder from the hooks; a session without
// one (autoplay, a test) keeps nothing.
type keeping struct {
	replays storage.Store
	done    bool
	where   string
	err     error
}

// keep writes the battle's record once, under a name no other battle has.
// save calls it at the action that ends the battle, before the autosave is
// removed, so a game killed on the summary's way in still has the battle on
// disk; abandoning a battle keeps it too.
func (s *Session) keep() {
	k := &s.kept
	if k.done || k.replays == nil || len(s.Actions) == 0 {
		return
	}
	k.done = true
	b, err := json.Marshal(save{s.Setup, s.Actions})
	if err != nil {
		k.err = err
		return
	}
	base := "battle-" + s.Setup.Scenario + "-" + time.Now().UTC().Format("20060102-150405")
	name, err := storage.FreeName(k.replays, base, ".json")
	if err == nil {
		err = k.replays.Write(name, b)
	}
	if err != nil {
		k.err = err
		return
	}
	k.where = k.replays.Where(name)
}

// Kept says where the ended battle's record went, or why it could not be
// kept ("" and nil: not kept, as no folder was given).
func (s *Session) Kept() (string, error) { return s.kept.where, s.kept.err }

// SaveError is the last autosave failure, if any.
func (s *Session) SaveError() error { return s.saveErr }

// Abandon ends the battle at the player's word: its record is kept like a
// finished battle's and the autosave removed, so Continue does not bring
// it back.
func (s *Session) Abandon() error {
	s.Close()
	s.keep()
	if s.store != nil {
		if err := s.store.Remove(AutosaveName); err != nil && !storage.IsNotExist(err) {
			return err
		}
	}
	return s.kept.err
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
	saved.kept.replays = h.Replays
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
