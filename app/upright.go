package app

import (
	"fmt"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"deepwood/scenes"
	"deepwood/sprites"
)

// Deepwood's screens are laid out for a wide screen. On a phone held
// upright they would be a strip a third of the screen high, with text a
// few pixels tall; there the game asks to be turned sideways instead, and
// waits where it was (its scenes are not updated, so no clock of the
// game's runs and no computer traveler acts) until it is.

// uprightW and uprightH are the logical size the prompt is drawn at: at a
// phone's 390 CSS pixels across, its body text (18) is 13 px and its
// heading (32) 23 px.
const uprightW, uprightH = 540, 960

// upright is whether the game is asking to be turned: a touch screen
// taller than it is wide. touch says whether the screen is one (the
// browser's report, platform.TouchScreen; a test sets it).
type upright struct {
	touch   func() bool
	asked   bool
	known   bool // touch was read: it does not change while the page lives
	isTouch bool
}

// layout is Layout's answer: the prompt's size while the screen is
// upright, else the game's; it notes the change so the next frame is drawn.
func (u *upright) layout(w, h int) (int, int, bool) {
	if !u.known {
		u.isTouch, u.known = u.touch != nil && u.touch(), true
	}
	asked := u.isTouch && h > w
	changed := asked != u.asked
	u.asked = asked
	if asked {
		return uprightW, uprightH, changed
	}
	return sprites.ScreenWidth, sprites.ScreenHeight, changed
}

// drawUpright paints the prompt: a phone turning sideways, what to do and
// that nothing is lost.
func drawUpright(dst *ebiten.Image, ctx *scenes.Context) {
	pal, fonts := ctx.Palette, ctx.Fonts
	dst.Fill(pal.C(sprites.ColBackground))
	cx, cy := float32(uprightW/2), float32(375)
	edge, accent := pal.C(sprites.ColPanelEdge), pal.C(sprites.ColAccent)
	// The phone upright, faint, and the same phone on its side.
	vector.StrokeRect(dst, cx-55, cy-100, 110, 200, 4, sprites.WithAlpha(edge, 0.35), true)
	vector.StrokeRect(dst, cx-100, cy-55, 200, 110, 5, accent, true)
	vector.FillCircle(dst, cx+85, cy, 6, accent, true)
	// An arrow sweeping from the upright phone to the turned one.
	var path vector.Path
	const r = 150
	path.Arc(cx, cy, r, -math.Pi/2-0.5, -math.Pi/2+0.9, vector.Clockwise)
	stroke := &vector.StrokeOptions{Width: 5, LineCap: vector.LineCapRound}
	vector.StrokePath(dst, &path, stroke, &vector.DrawPathOptions{AntiAlias: true, ColorScale: colorScale(accent)})
	tipX := cx + r*float32(math.Cos(-math.Pi/2+0.9))
	tipY := cy + r*float32(math.Sin(-math.Pi/2+0.9))
	var head vector.Path
	head.MoveTo(tipX-18, tipY-14)
	head.LineTo(tipX+4, tipY+2)
	head.LineTo(tipX-20, tipY+12)
	vector.StrokePath(dst, &head, stroke, &vector.DrawPathOptions{AntiAlias: true, ColorScale: colorScale(accent)})

	sprites.DrawText(dst, "Turn your phone sideways", fonts.Face(sprites.StyleHeading), uprightW/2, 605, sprites.AlignCenter, pal.C(sprites.ColText))
	sprites.DrawWrapped(dst, "Deepwood's screens are laid out for a wide screen. The game waits where you left it and goes on when the phone is on its side.",
		fonts.Face(sprites.StyleBody), 50, 675, uprightW-100, sprites.AlignCenter, pal.C(sprites.ColTextDim))
}

// colorScale is c as a ColorScale, for the vector paths.
func colorScale(c interface{ RGBA() (r, g, b, a uint32) }) ebiten.ColorScale {
	var s ebiten.ColorScale
	s.ScaleWithColor(c)
	return s
}

// noteFirstFrame times the first frame drawn, whatever it shows.
func (g *Game) noteFirstFrame() {
	if g.frames == 0 && g.opts.StartMillis != nil {
		g.firstFrame = g.opts.StartMillis()
		if g.opts.ProbeStartup {
			fmt.Printf("first frame after %.1f ms\n", g.firstFrame)
		}
	}
}

// Layout keeps one logical resolution; Ebitengine scales it to the window
// (and to HiDPI screens) with letterboxing. A phone held upright is asked
// to turn instead (upright.go), at a size of its own.
func (g *Game) Layout(w, h int) (int, int) {
	lw, lh, changed := g.upright.layout(w, h)
	if changed {
		g.redraw.stir()
	}
	return lw, lh
}
