package title

import (
	"image"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"deepwood/scenes"
	"deepwood/scenes/input"
	"deepwood/scenes/ui"
	"deepwood/sprites"
	"deepwood/version"
)

// The title held upright: the right-hand part of the art (the logo, the
// moon and the glade) across the top, scaled to the screen's width, and
// the menu below it in big rows a thumb can hit.
const (
	// artCropX and artCropW are the columns of the 1280×720 art shown
	// upright: the logo spans x 595–1210.
	artCropX, artCropW = 580, 660
	// artLogoBottom is the art's y under the logo's line of modes: the
	// menu's panel starts below it.
	artLogoBottom = 400
	// artMaxLift is how far the art may be lifted (cropping the sky) to
	// make room for a long menu, in screen pixels: the logo stays whole.
	artMaxLift = 170
	// portraitMargin is the space beside the menu's panel; portraitPad
	// the panel's inside margin around the rows.
	portraitMargin, portraitPad = 24, 20
	// portraitHintH is the room under the rows for the focused item's
	// hint (two lines of body text).
	portraitHintH = 64
)

// geometry is the menu's place: New's landscape one, or the portrait one.
type geometry struct{ x, y, w, rowH, gap int }

// LaysOutUpright reports that the title has a portrait layout.
func (s *Scene) LaysOutUpright() bool { return true }

// place lays the menu out for the screen the context draws at now, so a
// phone turned either way is laid out anew at its next tick or frame.
func (s *Scene) place(ctx *scenes.Context) {
	g, noHint := s.land, false
	s.artY = 0
	if ctx.Upright() {
		g, s.artY, noHint = portraitGeometry(len(s.menu.Items), ctx.Portrait)
	}
	m := &s.menu
	m.X, m.Y, m.W, m.RowH, m.Spacing, m.NoHint = g.x, g.y, g.w, g.rowH, g.gap, noHint
	s.size, s.upright = ctx.ScreenSize(), ctx.Upright()
	// The faces the title writes in: the rows, the hint under them when
	// it is shown, the footer.
	s.textPx = append(s.textPx[:0], ctx.Fonts.Size(sprites.StyleLarge), ui.FooterSize)
	if !noHint {
		s.textPx = append(s.textPx, ctx.Fonts.Size(sprites.StyleBody))
	}
}

// artScale is the art's scale upright: its cropped columns fill the width.
func artScale(size image.Point) float64 { return float64(size.X) / artCropW }

// portraitGeometry lays n rows out under the logo on a size screen: the
// roomiest rows that fit between the logo and the footer, centred there,
// with the focused item's hint under them while there is room; else the
// roomiest that fit with the art lifted (its sky cropped, the logo
// whole); else the roomiest that fit in the whole height, the logo lifted
// off the screen and its forest left behind the menu. Every row is at
// least 61 pixels high: 44 CSS pixels at a phone's 390.
func portraitGeometry(n int, size image.Point) (g geometry, artY int, noHint bool) {
	logo := int(artLogoBottom*artScale(size)) + 12
	bottom := size.Y - ui.FooterRect.Dy() - 16
	const top = 16
	tries := []struct{ rowH, gap, hint int }{{68, 12, portraitHintH}, {64, 8, portraitHintH}, {62, 6, portraitHintH}, {62, 6, 0}, {62, 4, 0}, {61, 3, 0}}
	need := func(i int) int { t := tries[i]; return n*(t.rowH+t.gap) - t.gap + t.hint + 2*portraitPad }
	rows := func(i int) geometry {
		return geometry{x: portraitMargin + portraitPad, w: size.X - 2*(portraitMargin+portraitPad), rowH: tries[i].rowH, gap: tries[i].gap}
	}
	for i := range tries {
		if room := bottom - logo; need(i) <= room {
			g = rows(i)
			g.y = logo + (room-need(i))/2 + portraitPad
			return g, 0, tries[i].hint == 0
		}
	}
	for i := range tries {
		if lift := need(i) - (bottom - logo); lift <= artMaxLift {
			g = rows(i)
			g.y = logo - lift + portraitPad
			return g, -lift, tries[i].hint == 0
		}
	}
	last := len(tries) - 1
	for i := range tries {
		if need(i) <= bottom-top || i == last {
			g = rows(i)
			g.y = top + max(0, bottom-top-need(i))/2 + portraitPad
			return g, -logo, tries[i].hint == 0
		}
	}
	return g, 0, true
}

// drawPortrait paints the title upright: the art's part, faded into the
// background at its foot, the menu's panel and the footer.
func (s *Scene) drawPortrait(screen *ebiten.Image, ctx *scenes.Context) {
	size, pal := ctx.Portrait, ctx.Palette
	k := artScale(size)
	if s.art != nil {
		w, h := int(sprites.ScreenWidth*k+0.5), int(sprites.ScreenHeight*k+0.5)
		if s.artBuf == nil || s.artBuf.Bounds().Dx() != w {
			if s.artBuf != nil {
				s.artBuf.Deallocate()
			}
			s.artBuf = ebiten.NewImage(w, h)
		}
		s.art.Draw(s.artBuf, s.tick)
		op := &ebiten.DrawImageOptions{Filter: ebiten.FilterLinear}
		op.GeoM.Translate(-artCropX*k, float64(s.artY))
		screen.DrawImage(s.artBuf, op)
		// The art's foot fades into the background below it.
		foot := float32(s.artY + h)
		const steps, fade = 16, 128
		for i := range steps {
			y := foot - fade + float32(i*fade/steps)
			vector.FillRect(screen, 0, y, float32(size.X), fade/steps+1, pal.A(sprites.ColBackground, float64(i+1)/steps), false)
		}
	}
	m := &s.menu
	bottom := m.Rect(len(m.Items)-1).Max.Y + portraitPad
	if !m.NoHint {
		bottom += portraitHintH
	}
	panel := image.Rect(portraitMargin, m.Y-portraitPad, size.X-portraitMargin, bottom)
	sprites.DrawPanel(screen, panel, pal, sprites.PanelNormal)
	m.Draw(screen, ctx)
	ui.DrawFooterIn(screen, ctx, ui.FooterRectFor(size), s.portraitHint(ctx), "v"+version.Number)
}

// portraitHint is the footer's hint upright, where the screen is a
// phone's: tapping, unless a pad is in the player's hands.
func (s *Scene) portraitHint(ctx *scenes.Context) string {
	if ui.Using(ctx) == input.UsingPad {
		return s.hint(ctx)
	}
	return "Tap a choice to open it"
}
