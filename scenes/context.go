package scenes

import (
	"image"
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
	// Portrait is the logical size of the screen while a phone is held
	// upright (540 wide, as tall as the phone's shape allows), and zero on
	// the 1280×720 landscape screen. Only scenes that lay themselves out
	// upright (Upright) are drawn at it; the app sets it from Layout.
	Portrait image.Point
}

// Upright reports whether the screen is a phone held upright: the scenes
// that support it lay themselves out for Portrait.
func (c *Context) Upright() bool { return c.Portrait != image.Point{} }

// ScreenSize is the logical size the scenes are drawn at now: Portrait
// while upright, else the landscape screen.
func (c *Context) ScreenSize() image.Point {
	if c.Upright() {
		return c.Portrait
	}
	return image.Pt(sprites.ScreenWidth, sprites.ScreenHeight)
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
