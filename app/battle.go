package app

import (
	"deepwood/scenes"
	"deepwood/scenes/battleui"
)

// battleHooks lets Mass Combat's screens reach the store, the title and
// the settings without importing them: the hooks every mode has.
func (g *Game) battleHooks() battleui.Hooks { return g.hooks() }

// battleTitle holds Mass Combat's words on the title (windowMode.words).
// Its rules and the guided first battle open from the set-up screen and
// the pause menu, keeping the title short.
var battleTitle = [3]string{"Mass Combat", "Armies on a hex battlefield: against the computer or a friend at this screen.",
	"Resume your saved battle where you left it."}

// newBattleSetup is the screen a new battle is set up on.
func (g *Game) newBattleSetup() scenes.Scene { return battleui.NewSetup(g.battleHooks()) }

// newBattleFriends is Mass Combat for two at a battle table a server
// hosts, each general on their own screen.
func (g *Game) newBattleFriends() scenes.Scene { return battleui.NewFriends(g.battleHooks()) }

// battleHowTo is Mass Combat's rules pages.
func (g *Game) battleHowTo() scenes.Scene { return battleui.HowToScene(g.battleHooks()) }

// continueBattle resumes the autosaved battle (continueSaved).
func (g *Game) continueBattle(ctx *scenes.Context) error {
	return continueSaved(g, ctx, saved[*battleui.Session]{what: "battle", resume: battleui.Restore,
		open:  func(s *battleui.Session) scenes.Scene { return battleui.NewField(g.battleHooks(), s) },
		logAs: "continue battle", notice: "Your saved battle could not be continued: "})
}

// BattleSession is the battle on top of the scene stack, or nil.
func (g *Game) BattleSession() *battleui.Session { return topSession[*battleui.Session](g.stack) }
