package app

import (
	"fmt"
	"image"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"deepwood/scenes"
	"deepwood/sprites"
)

// Deepwood's screens are laid out for a wide screen. On a phone held
// upright most of them would be a strip a third of the screen high, with
// text a few pixels tall; there the game asks to be turned sideways
// instead, and waits where it was (its scenes are not updated, so no clock
// of the game's runs and no computer traveler acts) until it is. The
// screens that have a portrait layout (scenes.Upright: the title,
// Settings, every pause menu, Forward's screens, Forsaken Forest's
// table) are drawn upright instead, at the portrait size.

// The portrait screen is uprightW logical pixels wide, so that at a
// phone's 390 CSS pixels across the scale is 0.72: body text (18) is 13
// CSS px and a 61-pixel target 44. Its height follows the page's shape,
// so the whole page is used with no bars and the width sets the scale:
// 1169 on a 390×844 screen, 919 in the 390×664 an iPhone 13's browser
// leaves the page. It is never less than uprightMinH (a squarer page, a
// tablet's, gets bars beside the game instead, and every portrait layout
// fits in that height) nor more than uprightMaxH (a 20:9 phone's).
const (
	uprightW    = 540
	uprightMinH = 880
	uprightMaxH = 1200
)

// portraitSize is the logical size of a screen w×h held upright.
func portraitSize(w, h int) image.Point {
	return image.Pt(uprightW, min(max((uprightW*h+w/2)/w, uprightMinH), uprightMaxH))
}

// upright is whether the screen is a touch screen taller than it is wide,
// and then whether the game is asking to be turned. touch says whether
// the screen is one (the browser's report, platform.TouchScreen; a test
// sets it).
type upright struct {
	touch   func() bool
	tall    bool        // a touch screen held upright: laid out at size
	size    image.Point // the portrait size while tall
	asked   bool        // tall, and the scene shown has no portrait layout
	known   bool        // touch was read: it does not change while the page lives
	isTouch bool
}

// layout is Layout's answer: the portrait size while the screen is
// upright, else the game's; it reports a change so the next frame is drawn.
func (u *upright) layout(w, h int) (int, int, bool) {
	if !u.known {
		u.isTouch, u.known = u.touch != nil && u.touch(), true
	}
	tall := u.isTouch && h > w && w > 0
	var size image.Point
	if tall {
		size = portraitSize(w, h)
	}
	changed := tall != u.tall || size != u.size
	u.tall, u.size = tall, size
	if tall {
		return size.X, size.Y, changed
	}
	return sprites.ScreenWidth, sprites.ScreenHeight, changed
}

// asking reports whether the game asks to be turned now: the phone is
// upright and a scene shown (the top one, also while it fades in or out,
// and any an overlay shows beneath it) has no portrait layout.
func (g *Game) asking() bool {
	if !g.upright.tall {
		return false
	}
	for _, sc := range g.stack.Drawn() {
		if !scenes.LaysOutUpright(sc) {
			return true
		}
	}
	return false
}

// noteAsking brings upright.asked up to date with the scene shown, and has
// the frame drawn when the prompt comes or goes.
func (g *Game) noteAsking() {
	if a := g.asking(); a != g.upright.asked {
		g.upright.asked = a
		g.redraw.stir()
	}
}

// drawUpright paints the prompt: a phone turning sideways, what to do and
// that nothing is lost.
func drawUpright(dst *ebiten.Image, ctx *scenes.Context) {
	pal, fonts := ctx.Palette, ctx.Fonts
	dst.Fill(pal.C(sprites.ColBackground))
	dy := (dst.Bounds().Dy() - 960) / 2 // drawn for 960 high, centred
	cx, cy := float32(uprightW/2), float32(375+dy)
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

	sprites.DrawText(dst, "Turn your phone sideways", fonts.Face(sprites.StyleHeading), uprightW/2, float64(605+dy), sprites.AlignCenter, pal.C(sprites.ColText))
	sprites.DrawWrapped(dst, "This screen is laid out for a wide screen. The game waits where you left it and goes on when the phone is on its side.",
		fonts.Face(sprites.StyleBody), 50, float64(675+dy), uprightW-100, sprites.AlignCenter, pal.C(sprites.ColTextDim))
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
// (and to HiDPI screens) with letterboxing. A phone held upright gets the
// portrait size (upright.go): the scenes with a portrait layout are drawn
// at it, and for the others the game asks to be turned.
func (g *Game) Layout(w, h int) (int, int) {
	lw, lh, changed := g.upright.layout(w, h)
	g.ctx.Portrait = g.upright.size
	g.noteAsking()
	if changed {
		g.redraw.stir()
	}
	return lw, lh
}
