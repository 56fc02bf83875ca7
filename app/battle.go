package app

import (
	"errors"
	"fmt"

	"deepwood/scenes"
	"deepwood/scenes/battleui"
	"deepwood/scenes/menu"
)

// battleHooks lets Mass Combat's screens reach the store, the title and
// the settings without importing them: the hooks every mode has.
func (g *Game) battleHooks() battleui.Hooks { return g.hooks() }

// continueBattle resumes the autosaved battle; a save that does not load
// is reported and the title rebuilt.
func (g *Game) continueBattle(ctx *scenes.Context) error {
	var field scenes.Scene
	sess, err := battleui.Restore(g.store)
	if err == nil {
		field = battleui.NewField(g.battleHooks(), sess)
	}
	return g.continued(ctx, field, err, "continue battle", "Your saved battle could not be continued: ", restoreWords)
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

// battleItems are Mass Combat's title menu items: a new battle and
// Continue when one is saved (its rules and the guided first battle open
// from the set-up screen and the pause menu, keeping the title short).
func (g *Game) battleItems() []menu.Item {
	return modeEntries(menu.Item{
		Label: "Mass Combat",
		Hint:  "Armies on a hex battlefield: against the computer or a friend at this screen.",
		Run: func(ctx *scenes.Context) error {
			ctx.Stack.Push(battleui.NewSetup(g.battleHooks()))
			return nil
		},
	}, battleui.HasAutosave(g.store), menu.Item{
		Label: "Continue the battle",
		Hint:  "Resume your battle where you left it.",
		Run:   g.continueBattle,
	})
}
