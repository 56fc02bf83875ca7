package app

import (
	"errors"
	"fmt"

	"deepwood/scenes"
	"deepwood/scenes/battleui"
)

// battleHooks lets Mass Combat's screens reach the store, the title and
// the settings without importing them: the hooks every mode has.
func (g *Game) battleHooks() battleui.Hooks { return g.hooks() }

// battleTitle holds Mass Combat's words on the title (windowMode.words).
// Its rules and the guided first battle open from the set-up screen and
// the pause menu, keeping the title short.
var battleTitle = [4]string{"Mass Combat", "Armies on a hex battlefield: against the computer or a friend at this screen.",
	"Continue the battle", "Resume your battle where you left it."}

// newBattleSetup is the screen a new battle is set up on.
func (g *Game) newBattleSetup() scenes.Scene { return battleui.NewSetup(g.battleHooks()) }

// battleHowTo is Mass Combat's rules pages.
func (g *Game) battleHowTo() scenes.Scene { return battleui.HowToScene(g.battleHooks()) }

// continueBattle resumes the autosaved battle; a save that does not load
// is reported and the title rebuilt.
func (g *Game) continueBattle(ctx *scenes.Context) error {
	field := func(sess *battleui.Session) scenes.Scene { return battleui.NewField(g.battleHooks(), sess) }
	return continueRestored(g, ctx, battleui.Restore, field, "continue battle", "Your saved battle could not be continued: ", restoreWords)
}

// restoreWords says why a saved battle could not be continued as a
// sentence for the notice: what is wrong first, then which file (and line)
// and where it was kept, so the player reads the reason before the path.
func restoreWords(err error) string {
	var re *battleui.RestoreError
	if !errors.As(err, &re) {
		return err.Error() + "."
	}
	where := re.File
	if re.Line > 0 {
		where = fmt.Sprintf("%s, line %d", re.File, re.Line)
	}
	return fmt.Sprintf("%s (in %s). It was kept as %s.", re.Msg, where, re.Aside)
}

// BattleSession is the battle on top of the scene stack, or nil.
func (g *Game) BattleSession() *battleui.Session { return topSession[*battleui.Session](g.stack) }
