package app

import (
	"errors"
	"fmt"

	"deepwood/scenes"
	"deepwood/scenes/menu"
	"deepwood/session"
	"deepwood/storage"
)

// saved is a mode's autosave as the title's Continue resumes it, the same
// way for all four modes: resume rebuilds the session from the store (a
// damaged save is kept aside and reported as a *session.Error, with the
// game as it stood before the bad line when any action stands), open
// shows its screen.
type saved[S resumable] struct {
	what   string // "run", "Forest", "battle", "game": the player's word for it
	resume func(storage.Store) (S, error)
	open   func(S) scenes.Scene
	logAs  string // the log's word for a failed Continue
	notice string // the notice's first words when the save cannot be continued
}

// resumable is a session Continue can rebuild, count and adopt.
type resumable interface {
	session.Counted
	Adopt(store storage.Store)
}

// continueSaved ends a mode's Continue: the saved game's screen; or, for a
// save damaged past its first lines, the offer to continue from the
// actions before the bad line (adopted as the saved game); or, when it
// does not load at all, the reason in a notice and the title rebuilt
// without Continue.
func continueSaved[S resumable](g *Game, ctx *scenes.Context, m saved[S]) error {
	sess, err := m.resume(g.store)
	var damaged *session.Error[S]
	if errors.As(err, &damaged) && damaged.Actions > 0 {
		g.offerPartial(ctx, m.what, damaged.Line, damaged.Msg, damaged.Aside, damaged.Actions, func() scenes.Scene {
			damaged.Partial.Adopt(g.store)
			return m.open(damaged.Partial)
		})
		return nil
	}
	if err != nil {
		g.opts.Log("%s: %v", m.logAs, err)
		g.notify(m.notice + saveWords(err))
		ctx.Stack.Replace(g.newTitle())
		return nil
	}
	ctx.Stack.Reset(m.open(sess))
	return nil
}

// saveWords says why a save could not be continued, as a sentence: what
// is wrong first, then the file (and line) and where it was kept.
func saveWords(err error) string {
	var w interface{ Words() string }
	if errors.As(err, &w) {
		return w.Words()
	}
	return err.Error() + "."
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
