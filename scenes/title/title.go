// Package title is the first screen: the art, the modes that can be
// played, Settings and (on the desktop) Quit.
package title

import (
	"fmt"
	"image"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"deepwood/audio"
	"deepwood/scenes"
	"deepwood/scenes/input"
	"deepwood/scenes/menu"
	"deepwood/scenes/ui"
	"deepwood/sprites"
	"deepwood/version"
)

// AttractAfterTicks is how long the title waits untouched before it starts
// the attract mode, when one is offered: forty seconds.
const AttractAfterTicks = 40 * 60

// Options is what the app hands the title: the menu items (modes first,
// then Settings and Quit), the item the focus rests on when the title
// opens (a saved game's Continue) and, once some mode has a bot, the
// attract mode.
type Options struct {
	Items   []menu.Item
	Focus   int
	Attract func(ctx *scenes.Context)
}

// Scene is the title screen.
type Scene struct {
	opts    Options
	menu    menu.Menu
	art     *sprites.TitleArt
	artPal  *sprites.Palette
	idle    int
	tick    int
	hintBuf strings.Builder
	// drawn is what the last Draw showed, for Still and Retouch.
	drawn struct {
		ok    bool
		tick  int // the art's moment (TitleArt.Moment)
		focus int
	}
	// front is the art's front with the controls painted on, for Retouch.
	front ui.Front
	// land is the menu's landscape place; upright, place moves it
	// (portrait.go), artY lifts the art and artBuf holds the art drawn
	// at the portrait scale.
	land   geometry
	artY   int
	artBuf *ebiten.Image
	// What place last laid out, for Inspect: the screen's size, whether
	// upright, and the pixel sizes of the faces drawn.
	size    image.Point
	upright bool
	textPx  []float64
}

// New builds the title screen.
func New(opts Options) *Scene {
	// The menu sits low on the calm left side, rising as items are added so
	// the last one and its hint stay above the footer.
	// With every mode and its Continue listed the rows tighten, so the menu
	// and its hint always fit between the sky and the footer.
	rowH, gap := 52, 14
	switch {
	case len(opts.Items) > 9:
		rowH, gap = 36, 6
	case len(opts.Items) > 6:
		rowH, gap = 40, 8
	}
	y := min(392, 672-76-len(opts.Items)*(rowH+gap))
	focus := opts.Focus
	if focus < 0 || focus >= len(opts.Items) {
		focus = 0
	}
	return &Scene{opts: opts, menu: menu.Menu{Items: opts.Items, Focus: focus, X: 96, Y: y, W: 360, RowH: rowH, Spacing: gap},
		land: geometry{x: 96, y: y, w: 360, rowH: rowH, gap: gap}}
}

// Name is "title".
func (s *Scene) Name() string { return "title" }

// Enter resets the idle clock whenever the title comes back, and brings
// back the title's theme.
func (s *Scene) Enter(ctx *scenes.Context) {
	s.idle = 0
	ctx.Audio.SetMusic(audio.ThemeTitle, 0)
}

// Update runs the menu and the idle timer.
func (s *Scene) Update(ctx *scenes.Context) error {
	s.tick++
	if s.tick == 1 {
		ctx.Audio.SetMusic(audio.ThemeTitle, 0)
	}
	if ctx.Input.Any() {
		s.idle = 0
	} else {
		s.idle++
	}
	if s.opts.Attract != nil && s.idle >= AttractAfterTicks {
		s.idle = 0
		s.opts.Attract(ctx)
		return nil
	}
	if s.art == nil || s.artPal != ctx.Palette {
		if s.art == nil {
			s.art = sprites.NewTitleArt(ctx.Palette, ctx.Fonts)
		} else {
			s.art.SetPalette(ctx.Palette)
		}
		s.artPal = ctx.Palette
	}
	s.art.Update(s.tick)
	s.place(ctx)
	return s.menu.Update(ctx)
}

// Draw paints the art, the menu panel and the footer.
func (s *Scene) Draw(screen *ebiten.Image, ctx *scenes.Context) {
	s.place(ctx)
	if ctx.Upright() {
		s.drawPortrait(screen, ctx)
	} else {
		if s.art != nil {
			s.art.Draw(screen, s.tick)
		}
		s.drawControls(screen, ctx)
	}
	s.drawn.ok, s.drawn.tick, s.drawn.focus = true, s.moment(), s.menu.Focus
	s.front.Stale()
}

// drawControls paints the menu panel, the menu and the footer.
func (s *Scene) drawControls(screen *ebiten.Image, ctx *scenes.Context) {
	panel := image.Rect(64, s.menu.Y-32, 488, s.menu.Y+len(s.menu.Items)*(s.menu.RowH+s.menu.Spacing)+76)
	sprites.DrawPanel(screen, panel, ctx.Palette, sprites.PanelNormal)
	s.menu.Draw(screen, ctx)
	ui.DrawFooter(screen, ctx, s.hint(ctx), "v"+version.Number)
}

// Still reports that the picture last drawn is still right: the art is at
// the same moment (its step, while it is painted too: a part painted
// meanwhile appears only at the next step, or at the next reveal where
// frames are costly) and the focus has not moved. Anything
// else the title shows changes only with input or new settings, which the
// game redraws for itself.
func (s *Scene) Still() bool {
	return s.drawn.ok && s.art != nil && s.drawn.tick == s.moment() && s.drawn.focus == s.menu.Focus
}

// moment names the art's picture now (TitleArt.Moment).
func (s *Scene) moment() int {
	if s.art == nil {
		return sprites.ArtTick(s.tick)
	}
	return s.art.Moment(s.tick)
}

// Retouch moves the art on to this tick's step by repainting only around
// the dragon and the fireflies, over which the controls are laid as last
// drawn; it declines when anything else changed.
func (s *Scene) Retouch(screen *ebiten.Image, ctx *scenes.Context) bool {
	if ctx.Upright() {
		return false // upright, the art is scaled: each step is drawn whole
	}
	if !s.drawn.ok || s.art == nil || s.drawn.focus != s.menu.Focus {
		return false
	}
	return s.front.Retouch(screen, s.art, &s.drawn.tick, s.moment(), func(over *ebiten.Image) bool {
		if !s.art.PaintFront(over) {
			return false
		}
		s.drawControls(over, ctx)
		return true
	})
}

// hint names the player's own bindings for moving and choosing.
func (s *Scene) hint(ctx *scenes.Context) string {
	if ui.Using(ctx) == input.UsingTouch {
		return "Tap a choice to open it"
	}
	s.hintBuf.Reset()
	fmt.Fprintf(&s.hintBuf, "%s / %s  choose     %s  confirm", ui.KeyName(ctx, input.Up), ui.KeyName(ctx, input.Down), ui.KeyName(ctx, input.Confirm))
	return s.hintBuf.String()
}

// Inspect reports the menu for tests: its labels, each item's centre and
// rectangle (x, y, w, h) on the game's screen (where the browser
// benchmark taps, as a player on a phone would), the focused one, whether
// the art has settled (it grows in over the first seconds), the screen's
// logical size as last laid out and the pixel sizes of the faces its
// words are drawn in, which the portrait tests hold to a phone's minimum.
func (s *Scene) Inspect() any {
	labels := make([]string, len(s.menu.Items))
	centres := make([][2]int, len(s.menu.Items))
	rects := make([][4]int, len(s.menu.Items))
	for i, it := range s.menu.Items {
		labels[i] = it.Label
		r := s.menu.Rect(i)
		centres[i] = [2]int{(r.Min.X + r.Max.X) / 2, (r.Min.Y + r.Max.Y) / 2}
		rects[i] = [4]int{r.Min.X, r.Min.Y, r.Dx(), r.Dy()}
	}
	return map[string]any{"items": labels, "centres": centres, "rects": rects, "focus": s.menu.Focus,
		"artSettled": s.art != nil && s.art.Settled(), "screen": [2]int{s.size.X, s.size.Y}, "upright": s.upright, "textPx": s.textPx}
}
