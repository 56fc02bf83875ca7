package settingsmenu

import (
	"github.com/hajimehoshi/ebiten/v2"

	"deepwood/scenes"
	"deepwood/sprites"
)

// shown is what the settings screen's picture was drawn from, besides the
// rows' values (which change only with input or new settings, and the
// game redraws for both): Still compares it with the screen now.
type shown struct {
	page   Page
	focus  int
	note   string // the Online page's note: a connection test answers late
	status string // the LiveSplit status line, which the link changes
	pal    *sprites.Palette
	first  int // the first row shown upright
}

// current is what the screen would be drawn from now.
func (s *Scene) current() shown {
	c := shown{page: s.page, focus: s.focus, note: s.note.text, pal: s.builtFor, first: s.geo.first}
	if s.status != nil {
		c.status = s.status.Label
	}
	return c
}

// Still reports that the picture last drawn is still right: the backdrop
// is at the same step and nothing the screen shows changed since. While a
// key is awaited, a value is typed (the caret blinks) or a connection test
// is under way the screen is always drawn.
func (s *Scene) Still() bool {
	if s.geo.upright {
		return s.quiet() && s.uprightShown != nil && *s.uprightShown == s.current()
	}
	return s.quiet() && s.bd.Still(s.tick, s.current())
}

// quiet reports that nothing is awaited, typed or asked: the screen can
// be still.
func (s *Scene) quiet() bool { return !s.capturing && s.editing == nil && s.probe == nil }

// Retouch moves the backdrop on to this tick's step by repainting only
// around the fireflies, over which the controls are laid as last drawn;
// it declines when anything else changed.
func (s *Scene) Retouch(screen *ebiten.Image, ctx *scenes.Context) bool {
	return !s.geo.upright && s.quiet() && s.bd.Retouch(screen, s.backdrop, s.tick, s.current(), func(over *ebiten.Image) { s.drawControls(over, ctx) })
}
