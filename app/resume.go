package app

import (
	"fmt"

	"deepwood/scenes"
	"deepwood/scenes/menu"
)

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
