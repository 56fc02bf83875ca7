package ui

import (
	"deepwood/controls"
	"deepwood/scenes"
	"deepwood/scenes/input"
)

// KeyName is the input the player has bound to a on the device in their
// hand, as the screens' hints name it (the player may have rebound it):
// a gamepad button while they play with a pad, else a key; the first
// binding of any device when that one has none, or a dash when a has
// none at all.
func KeyName(ctx *scenes.Context, a input.Action) string {
	list := ctx.Settings.Bindings[a]
	want := controls.Keyboard
	if Using(ctx) == input.UsingPad {
		want = controls.Gamepad
	}
	for _, b := range list {
		if b.Device == want {
			return b.Label()
		}
	}
	if len(list) > 0 {
		return list[0].Label()
	}
	return "—"
}

// Using is the device the player last used (the keys when the context
// has no input, as in a test that draws alone).
func Using(ctx *scenes.Context) input.Using {
	if ctx.Input == nil {
		return input.UsingKeys
	}
	return ctx.Input.Using()
}

// Hint is a screen's hint for the device in the player's hand: touch for a
// finger on the screen, keys (named with KeyName, so a pad's buttons
// while a pad is used) otherwise.
func Hint(ctx *scenes.Context, keys func() string, touch string) string {
	if Using(ctx) == input.UsingTouch {
		return touch
	}
	return keys()
}
