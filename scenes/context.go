package scenes

import (
	"image/color"

	"deepwood/audio"
	"deepwood/scenes/clock"
	"deepwood/scenes/input"
	"deepwood/settings"
	"deepwood/sprites"
)

// Context is what every scene may use during a tick: the input actions, the
// stack to move between screens, the look (fonts and palette), the
// player's settings and a way to change them. The app owns it; scenes only
// borrow it.
type Context struct {
	Input    *input.Mapper
	Stack    *Stack
	Fonts    *sprites.Fonts
	Palette  *sprites.Palette
	Settings settings.Settings
	Tick     int64
	// Frames is the frame clock: the real time of this Update in 1/60 s
	// ticks, which times the fades; nil (tests) counts one tick an Update.
	Frames *clock.Frames
	// CanQuit is false in the browser, where a page cannot close itself.
	CanQuit bool
	// ApplySettings stores new settings and applies them at once (palette,
	// fullscreen, window size, bindings); it returns a save error, if any.
	ApplySettings func(settings.Settings) error
	// Notify shows a message banner for a few seconds.
	Notify func(msg string)
	// Audio plays effects and music. It is silent until the player's first
	// key, click or touch (browsers allow sound only after one), and always
	// silent in scripted runs; its methods are safe on nil.
	Audio *audio.Player
}

// AnimFactor is how fast animations run at the player's setting (0 means
// instant).
func (c *Context) AnimFactor() float64 { return c.Settings.AnimationSpeed.Factor() }

func fadeColor(a float64) color.Color {
	if a > 1 {
		a = 1
	}
	return color.RGBA{A: uint8(a * 255)}
}
