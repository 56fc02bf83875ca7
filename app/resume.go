package app

import (
	"errors"
	"fmt"

	"deepwood/scenes"
	"deepwood/scenes/menu"
	"deepwood/scenes/resume"
	"deepwood/storage"
)

// resumeSaved ends a mode's Continue: sc and err are what loading the
// autosave gave. A save damaged past its first lines offers the game as it
// stood before the bad line (resumed by from, the mode's ContinueFrom);
// one that does not load at all is reported (continued).
func resumeSaved[T any](g *Game, ctx *scenes.Context, what string, sc scenes.Scene, err error, from func(*T) scenes.Scene, logAs, notice string) error {
	var damaged *resume.Error[*T]
	if errors.As(err, &damaged) && damaged.Partial != nil {
		g.offerPartial(ctx, what, damaged.Line, damaged.Msg, damaged.Aside, damaged.Actions, func() scenes.Scene {
			return from(damaged.Partial)
		})
		return nil
	}
	return g.continued(ctx, sc, err, logAs, notice, error.Error)
}

// continued shows a resumed game's screen, or, when the save could not be
// continued (err), logs it under logAs, tells the player (notice followed
// by words(err)) and rebuilds the title without that Continue: every
// mode's Continue ends here.
func (g *Game) continued(ctx *scenes.Context, sc scenes.Scene, err error, logAs, notice string, words func(error) string) error {
	if err != nil {
		g.opts.Log("%s: %v", logAs, err)
		g.notify(notice + words(err))
		ctx.Stack.Replace(g.newTitle())
		return nil
	}
	ctx.Stack.Reset(sc)
	return nil
}

// continueRestored shows the screen open makes of the session restore
// rebuilds from the store, or reports why the save could not be
// continued (continued).
func continueRestored[S any](g *Game, ctx *scenes.Context, restore func(storage.Store) (S, error), open func(S) scenes.Scene, logAs, notice string, words func(error) string) error {
	sess, err := restore(g.store)
	var sc scenes.Scene
	if err == nil {
		sc = open(sess)
	}
	return g.continued(ctx, sc, err, logAs, notice, words)
}

// topSession is the session of the screen on top of stack, when it is one
// of a mode's screens with a session of type S; else S's zero value.
func topSession[S any](stack *scenes.Stack) S {
	if s, ok := stack.Top().(interface{ Session() S }); ok {
		return s.Session()
	}
	var none S
	return none
}

// offerPartial asks whether to continue a damaged save from the actions
// before its bad line (the whole file is already kept aside), rather than
// losing the whole game to one bad line. No goes back to a title without
// Continue, as the save is gone from its place.
func (g *Game) offerPartial(ctx *scenes.Context, what string, line int, msg, aside string, actions int, resume func() scenes.Scene) {
	g.opts.Log("continue %s: line %d: %s (kept as %s); %d actions offered", what, line, msg, aside, actions)
	ctx.Stack.Push(menu.NewConfirm(menu.ConfirmOptions{
		Title: "Your saved " + what + " is damaged",
		Text: fmt.Sprintf("Line %d of the save cannot be used: %s. The whole file is kept as %s.\n\nContinue from action %d of your saved %s?",
			line, msg, aside, actions, what),
		YesLabel: fmt.Sprintf("Continue from action %d", actions),
		NoLabel:  "Back to the title",
		Yes: func(ctx *scenes.Context) error {
			ctx.Stack.Reset(resume())
			return nil
		},
		No: func(ctx *scenes.Context) error {
			ctx.Stack.Replace(g.newTitle())
			return nil
		},
	}))
}
