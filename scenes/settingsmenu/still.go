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
	drawn   bool
	artTick int // the backdrop's step
	page    Page
	focus   int
	note    string // the Online page's note: a connection test answers late
	status  string // the LiveSplit status line, which the link changes
	pal     *sprites.Palette
}

// current is what the screen would be drawn from now.
func (s *Scene) current() shown {
	c := shown{drawn: true, artTick: sprites.ArtTick(s.tick), page: s.page, focus: s.focus, note: s.note.text, pal: s.builtFor}
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
	return s.calm() && s.current() == s.shown
}

// calm reports that nothing but the backdrop may have moved since the
// last Draw.
func (s *Scene) calm() bool {
	now := s.current()
	now.artTick = s.shown.artTick
	return s.shown.drawn && !s.capturing && s.editing == nil && s.probe == nil && now == s.shown
}

// Retouch moves the backdrop on to this tick's step by repainting only
// around the fireflies, over which the controls are laid as last drawn;
// it declines when anything else changed.
func (s *Scene) Retouch(screen *ebiten.Image, ctx *scenes.Context) bool {
	if !s.calm() {
		return false
	}
	return s.front.RetouchBackdrop(screen, s.backdrop, &s.shown.artTick, sprites.ArtTick(s.tick), func(over *ebiten.Image) { s.drawControls(over, ctx) })
}
