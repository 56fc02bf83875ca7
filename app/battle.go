package app

import (
	"errors"
	"fmt"

	"deepwood/scenes"
	"deepwood/scenes/battleui"
	"deepwood/scenes/menu"
)

// battleHooks lets Mass Combat's screens reach the store, the title and
// the settings without importing them.
func (g *Game) battleHooks() battleui.Hooks {
	return battleui.Hooks{Store: g.store, Replays: g.replays, Title: g.newTitle, Settings: g.newSettings, Scripted: g.opts.Scripted}
}

// continueBattle resumes the autosaved battle; a save that does not load
// is reported and the title rebuilt.
func (g *Game) continueBattle(ctx *scenes.Context) error {
	sess, err := battleui.Restore(g.store)
	if err != nil {
		g.opts.Log("continue battle: %v", err)
		g.notify("Your saved battle could not be continued: " + restoreWords(err))
		ctx.Stack.Replace(g.newTitle())
		return nil
	}
	ctx.Stack.Reset(battleui.NewField(g.battleHooks(), sess))
	return nil
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
func (g *Game) BattleSession() *battleui.Session {
	type sessioned interface{ Session() *battleui.Session }
	if s, ok := g.stack.Top().(sessioned); ok {
		return s.Session()
	}
	return nil
}

// battleItems are Mass Combat's title menu items: a new battle and
// Continue when one is saved (its rules and the guided first battle open
// from the set-up screen and the pause menu, keeping the title short).
func (g *Game) battleItems() []menu.Item {
	items := []menu.Item{{
		Label: "Mass Combat",
		Hint:  "Armies on a hex battlefield: against the computer or a friend at this screen.",
		Run: func(ctx *scenes.Context) error {
			ctx.Stack.Push(battleui.NewSetup(g.battleHooks()))
			return nil
		},
	}}
	if battleui.HasAutosave(g.store) {
		items = append(items, menu.Item{
			Label: "Continue the battle",
			Hint:  "Resume your battle where you left it.",
			Run:   g.continueBattle,
		})
	}
	return items
}
