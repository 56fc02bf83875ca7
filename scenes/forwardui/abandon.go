package forwardui

import (
	"deepwood/scenes"
	"deepwood/scenes/menu"
)

// savedRun is the run the autosave holds, or nil when there is none or it
// cannot be read (a damaged save is kept aside by Resume, so starting a new
// run loses nothing of it).
func savedRun(h Hooks) *Session {
	if !HasAutosave(h.Store) {
		return nil
	}
	s, err := Resume(h.Store)
	if err != nil {
		return nil
	}
	return s
}

// abandon files a saved run as abandoned, as the pause menu's Abandon run
// does: its replay is kept, its attempt counted, the autosave removed.
func (s *Session) abandon(h Hooks) error {
	newPlay(h, s).finish(nil, "abandon")
	if err := h.Store.Remove(AutosaveName); err != nil {
		return err
	}
	_, _, err := s.Filed()
	return err
}

// confirmAbandon asks before a new run replaces the saved one: the saved
// run is filed as abandoned (its replay kept) only on a deliberate Yes.
// With no saved run, start runs at once.
func confirmAbandon(ctx *scenes.Context, h Hooks, start func(ctx *scenes.Context)) {
	saved := savedRun(h)
	if saved == nil {
		start(ctx)
		return
	}
	where := "before the Dragon of Chaos"
	v := saved.View()
	if loc := v.Place(saved.Data); loc != nil {
		where = "at " + loc.Name + " (location " + itoa(v.At+1) + " of 9)"
	}
	text := "Your saved run on seed " + saved.SeedCode() + " stands " + where + ", " + FormatTime(saved.Ticks()) +
		" in-game. Starting a new run ends it: it is filed as abandoned and its replay kept in Watch replays."
	ctx.Stack.Push(menu.NewConfirm(menu.ConfirmOptions{
		Title:    "Abandon your saved run on seed " + saved.SeedCode() + "?",
		Text:     text,
		YesLabel: "Abandon it, start anew",
		NoLabel:  "Keep it",
		Yes: func(ctx *scenes.Context) error {
			if err := saved.abandon(h); err != nil {
				ctx.Notify("The abandoned run was not filed: " + err.Error())
			}
			start(ctx)
			return nil
		},
	}))
}
