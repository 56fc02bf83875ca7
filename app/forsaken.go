package app

import (
	"errors"
	"fmt"

	"deepwood/scenes"
	"deepwood/scenes/forsakenui"
)

// forsakenHooks lets Forsaken Forest's screens reach the store, the title
// and the settings without importing them.
func (g *Game) forsakenHooks() forsakenui.Hooks { return forsakenui.Hooks{Hooks: g.hooks()} }

// forsakenTitle holds Forsaken Forest's words on the title
// (windowMode.words).
var forsakenTitle = [4]string{"Forsaken Forest", "Find the Village among hidden Forsaken, or lead the travelers to the Void: you and computer travelers.",
	"Continue Forsaken Forest", "Take your seat at the table again."}

// newForsakenSetup is the screen a new table is set up on.
func (g *Game) newForsakenSetup() scenes.Scene { return forsakenui.NewSetup(g.forsakenHooks()) }

// forsakenHowTo is Forsaken Forest's rules pages.
func (g *Game) forsakenHowTo() scenes.Scene { return forsakenui.HowToScene() }

// continueForsaken resumes the autosaved table; a save that does not load
// is reported and the title rebuilt.
func (g *Game) continueForsaken(ctx *scenes.Context) error {
	table := func(sess *forsakenui.Session) scenes.Scene {
		sess.SetReplays(g.replays)
		return forsakenui.NewTable(g.forsakenHooks(), sess)
	}
	return continueRestored(g, ctx, forsakenui.Resume, table, "continue forsaken", "Your saved Forsaken Forest game could not be continued: ", forsakenWords)
}

// forsakenWords says why a saved game could not be continued.
func forsakenWords(err error) string {
	var re *forsakenui.ResumeError
	if !errors.As(err, &re) {
		return err.Error() + "."
	}
	return fmt.Sprintf("%s (in %s, line %d). It was kept as %s.", re.Msg, re.File, re.Line, re.Aside)
}
