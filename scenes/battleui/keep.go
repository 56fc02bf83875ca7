package battleui

import (
	"fmt"

	"deepwood/scenes"
	"deepwood/scenes/menu"
)

// Abandon ends the battle at the player's word: its record is kept like a
// finished battle's and the autosave removed, so Continue does not bring
// it back.
func (s *Session) Abandon() error {
	s.Close()
	return s.Core.Abandon()
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
	saved.SetReplays(h.Replays)
	ctx.Stack.Push(menu.NewConfirm(menu.ConfirmOptions{
		Title: "Abandon your saved battle?",
		Text: fmt.Sprintf("%s stands in round %d. A new battle ends it: its record is kept in the replays folder.",
			saved.Sc.Title, saved.View().Round),
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
