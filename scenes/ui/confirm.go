package ui

import (
	"deepwood/scenes"
	"deepwood/scenes/menu"
)

// ConfirmAbandon asks before a new game replaces a saved one: the saved
// game is abandoned (abandon keeps its replay) only on a deliberate Yes,
// then start runs; No keeps it and stays. Every mode with an autosave
// asks this way.
func ConfirmAbandon(ctx *scenes.Context, title, text string, abandon func() error, start func(ctx *scenes.Context) error) {
	ctx.Stack.Push(menu.NewConfirm(menu.ConfirmOptions{
		Title:    title,
		Text:     text,
		YesLabel: "Abandon it, start anew",
		NoLabel:  "Keep it",
		Yes: func(ctx *scenes.Context) error {
			if err := abandon(); err != nil {
				ctx.Notify("The abandoned game's replay was not kept: " + err.Error())
			}
			return start(ctx)
		},
	}))
}
