package ui

import (
	"deepwood/scenes"
	"deepwood/scenes/input"
)

// KeyName is the first key the player has bound to a, as the screens'
// hints name it (the player may have rebound it), or a dash when a has
// none.
func KeyName(ctx *scenes.Context, a input.Action) string {
	if b := ctx.Settings.Bindings[a]; len(b) > 0 {
		return b[0].Label()
	}
	return "—"
}
