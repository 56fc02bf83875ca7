package app

import (
	"deepwood/online/tables"
	"deepwood/scenes"
	"deepwood/scenes/battleui"
	"deepwood/scenes/forsakenui"
)

// forsakenHooks lets Forsaken Forest's screens reach the store, the title
// and the settings without importing them. A battle table joined by its link goes on in Mass Combat's lobby.
func (g *Game) forsakenHooks() forsakenui.Hooks {
	return forsakenui.Hooks{Hooks: g.hooks(), OtherTable: func(conn *tables.Table, server string) scenes.Scene {
		return battleui.NewFriendsAt(g.battleHooks(), conn, server)
	}}
}

// forsakenTitle holds Forsaken Forest's words on the title
// (windowMode.words).
var forsakenTitle = [3]string{"Forsaken Forest", "Find the Village among hidden Forsaken, or lead the travelers to the Void: you and computer travelers.",
	"Resume your saved Forsaken Forest game where you left it."}

// newForsakenSetup is the screen a new table is set up on.
func (g *Game) newForsakenSetup() scenes.Scene { return forsakenui.NewSetup(g.forsakenHooks()) }

// forsakenHowTo is Forsaken Forest's rules pages.
func (g *Game) forsakenHowTo() scenes.Scene { return forsakenui.HowToScene() }

// continueForsaken resumes the autosaved table (continueSaved).
func (g *Game) continueForsaken(ctx *scenes.Context) error {
	return continueSaved(g, ctx, saved[*forsakenui.Session]{what: "game", resume: forsakenui.Resume,
		open: func(s *forsakenui.Session) scenes.Scene {
			s.SetReplays(g.replays)
			return forsakenui.NewTable(g.forsakenHooks(), s)
		},
		logAs: "continue forsaken", notice: "Your saved Forsaken Forest game could not be continued: "})
}

// ForsakenSession is the table on top of the scene stack, or nil.
func (g *Game) ForsakenSession() *forsakenui.Session {
	return topSession[*forsakenui.Session](g.stack)
}

// newFriends is Forsaken Forest with friends: a table a server hosts,
// created or joined (code, when not "", joins it at once).
func (g *Game) newFriends(code string) scenes.Scene {
	return forsakenui.NewFriends(g.forsakenHooks(), code)
}
