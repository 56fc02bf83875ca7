package forestui

import (
	"deepwood/scenes"
	"deepwood/scenes/ui"
)

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
	saved.SetReplays(h.Replays)
	ui.ConfirmAbandon(ctx, "Abandon your saved Forest?", saved.ForestName()+" stands in Year "+itoa(saved.View().Year)+" on seed "+saved.Seed().Code()+
		". A new game ends it: its replay and journal notes are kept in the replays folder.", saved.Abandon, start)
	return nil
}
