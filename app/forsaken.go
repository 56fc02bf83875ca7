package app

import (
	"errors"
	"fmt"

	"deepwood/scenes"
	"deepwood/scenes/forsakenui"
	"deepwood/scenes/menu"
)

// forsakenHooks lets Forsaken Forest's screens reach the store, the title
// and the settings without importing them.
func (g *Game) forsakenHooks() forsakenui.Hooks { return forsakenui.Hooks{Hooks: g.hooks()} }

// continueForsaken resumes the autosaved table; a save that does not load
// is reported and the title rebuilt.
func (g *Game) continueForsaken(ctx *scenes.Context) error {
	var table scenes.Scene
	sess, err := forsakenui.Resume(g.store)
	if err == nil {
		sess.SetReplays(g.replays)
		table = forsakenui.NewTable(g.forsakenHooks(), sess)
	}
	return g.continued(ctx, table, err, "continue forsaken", "Your saved Forsaken Forest game could not be continued: ", forsakenWords)
}

// forsakenWords says why a saved game could not be continued.
func forsakenWords(err error) string {
	var re *forsakenui.ResumeError
	if !errors.As(err, &re) {
		return err.Error() + "."
	}
	return fmt.Sprintf("%s (in %s, line %d). It was kept as %s.", re.Msg, re.File, re.Line, re.Aside)
}

// forsakenItems are Forsaken Forest's title menu items: a new table, and
// Continue when one is saved.
func (g *Game) forsakenItems() []menu.Item {
	return modeEntries(menu.Item{
		Label: "Forsaken Forest",
		Hint:  "Find the Village among hidden Forsaken, or lead the travelers to the Void: you and computer travelers.",
		Run: func(ctx *scenes.Context) error {
			ctx.Stack.Push(forsakenui.NewSetup(g.forsakenHooks()))
			return nil
		},
	}, forsakenui.HasAutosave(g.store), menu.Item{
		Label: "Continue Forsaken Forest",
		Hint:  "Take your seat at the table again.",
		Run:   g.continueForsaken,
	})
}
