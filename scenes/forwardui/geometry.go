package forwardui

import (
	"image"

	"deepwood/scenes"
	"deepwood/scenes/ui"
	"deepwood/sprites"
)

// geometry is where a run's board screens (the location, the duel) put
// their parts: the landscape layout the game was drawn for, or, on a
// phone held upright, one laid out for the portrait screen (issue 40).
// Every part a screen draws or answers a tap in is read from here, so a
// phone turned mid-run is laid out anew at its next tick.
type geometry struct {
	size    image.Point
	upright bool
	// The top bar and the board both board screens draw; on a
	// location's board the grid, the card preview, the Leave control and
	// the log; the Terror and discard dialog; on a duel's board the
	// foe's card, the round's arithmetic and the roll.
	top, board, grid, preview, leave, log, dialog image.Rectangle
	arena, foeCard, math, roll                    image.Rectangle
	// hud is the panel of the Wanderer's values: the side panel in
	// landscape; upright, the strip under the top bar.
	hud   image.Rectangle
	pause ui.PointerButton
	// tabs are, upright, the Map and Pack tabs over the board: the Pack
	// (items, equipment, companions, snares, blessings) takes the
	// board's place while it is shown.
	tabs [2]image.Rectangle
	// The timer's right edge and its two lines' tops, and the zone
	// repainted when only the time moved.
	timerRight, timerY, timerY2 int
	timerZone                   image.Rectangle
	// The HP bar's place and width.
	hpBar image.Rectangle
	// Where the floating numbers start: over the HP bar, the XP chip and
	// the Dragon's.
	floatHP, floatXP, floatDragon image.Point
	// doom is where the warning that the run cannot be won stands.
	doom image.Rectangle
	// statUp is how far above a slot's foot its card's numbers are
	// written (and below the warning's top its reason).
	statUp int
	// The dice's centre column and each side's row in a duel.
	dieX, foeDieY, youDieY int
	// small and smallBold are the faces of captions and notes, mono the
	// tabular one: 14 pixels in landscape, 18 upright, where the screen
	// is drawn at 0.72 and text must stay 12 CSS pixels or more.
	small, smallBold, mono sprites.Style
}

// landscape is the layout for the 1280×720 screen.
var landscape = func() geometry {
	g := geometry{
		size:    image.Pt(sprites.ScreenWidth, sprites.ScreenHeight),
		top:     image.Rect(24, 16, 764, 84),
		board:   image.Rect(24, 96, 764, 704),
		arena:   image.Rect(24, 96, 764, 704),
		grid:    image.Rect(44, 136, 500, 692),
		preview: image.Rect(522, 132, 742, 434),
		leave:   image.Rect(520, 446, 744, 490),
		log:     image.Rect(516, 548, 748, 692),
		dialog:  image.Rect(40, 170, 508, 600),
		foeCard: image.Rect(48, 116, 288, 452),
		math:    image.Rect(312, 470, 748, 612),
		roll:    image.Rect(48, 636, 288, 684),
		hud:     image.Rect(780, 16, 1264, 704),
		dieX:    400, foeDieY: 200, youDieY: 360, statUp: 26,
		small: sprites.StyleSmall, smallBold: sprites.StyleSmallBold, mono: sprites.StyleMonoSmall,
	}
	g.pause = ui.PointerButton{Rect: image.Rect(g.top.Max.X-104, g.top.Min.Y+14, g.top.Max.X-14, g.top.Max.Y-14), Label: "Pause"}
	x0, y0 := g.hud.Min.X+16, g.hud.Min.Y+12
	g.timerRight, g.timerY, g.timerY2 = g.hud.Max.X-16, g.hud.Min.Y+10, g.hud.Min.Y+30
	g.timerZone = image.Rect(g.hud.Max.X-16-2*timerWidth-28, g.hud.Min.Y+6, g.hud.Max.X-4, g.hud.Min.Y+54)
	g.hpBar = image.Rect(x0+36, y0+40, x0+36+260, y0+40+24)
	g.floatHP = image.Pt(x0+180, y0+40)      // over the HP bar, left of the timer
	g.floatXP = image.Pt(x0+364, y0+88)      // inside the XP chip
	g.floatDragon = image.Pt(x0+304, y0+140) // right of the Dragon chip
	g.doom = image.Rect(g.hud.Min.X+12, g.hud.Max.Y-84, g.hud.Max.X-12, g.hud.Max.Y-12)
	return g
}()

// The portrait layout's rows, top down: the top bar, the Wanderer's
// strip (HP and timer, then the five stat chips), the Map and Pack tabs,
// and the board below them to the screen's foot.
const (
	upMargin    = 12
	upTopH      = 146
	upStripH    = 100
	upTabH      = 64
	upGap       = 8
	upChipW     = 93
	upChipGap   = 7
	upStripRowY = 58 // the chips' row, from the strip's top
)

// uprightGeometry lays the board screens out for a size screen held
// upright (540 wide, 880 to 1200 high): every target at least 61 pixels
// square and every face 17 or more, 44 and 12 CSS pixels on a phone.
func uprightGeometry(size image.Point) geometry {
	w, m := size.X, upMargin
	g := geometry{size: size, upright: true, small: sprites.StyleBody, smallBold: sprites.StyleBodyBold, mono: sprites.StyleMono, statUp: 28}
	g.top = image.Rect(m, upGap, w-m, upGap+upTopH)
	g.pause = ui.PointerButton{Rect: image.Rect(g.top.Max.X-108, g.top.Min.Y+8, g.top.Max.X-10, g.top.Min.Y+72), Label: "Pause"}
	g.hud = image.Rect(m, g.top.Max.Y+upGap, w-m, g.top.Max.Y+upGap+upStripH)
	tabY := g.hud.Max.Y + upGap
	g.tabs[0] = image.Rect(m, tabY, w/2-upGap/2, tabY+upTabH)
	g.tabs[1] = image.Rect(w/2+upGap/2, tabY, w-m, tabY+upTabH)
	g.board = image.Rect(m, tabY+upTabH+upGap, w-m, size.Y-upGap)
	b := g.board
	// The location: the grid on the left, under room for the far row's
	// flag; the preview, Leave, its note and the log on the right.
	g.grid = image.Rect(b.Min.X+8, b.Min.Y+30, b.Min.X+8+262, b.Max.Y-10)
	rx := g.grid.Max.X + 12
	// The preview is a little smaller on the shortest screens, so the
	// log under Leave keeps three lines.
	pw := 200
	if size.Y < 900 {
		pw = 180
	}
	g.preview = image.Rect(rx+8, b.Min.Y+38, rx+8+pw, b.Min.Y+38+pw*7/5)
	g.leave = image.Rect(rx, g.preview.Max.Y+12, b.Max.X-10, g.preview.Max.Y+12+64)
	g.log = image.Rect(rx, g.leave.Max.Y+84, b.Max.X-10, b.Max.Y-10)
	g.dialog = b.Inset(8)
	g.doom = image.Rect(b.Min.X+8, b.Max.Y-92, b.Max.X-8, b.Max.Y-8)
	// The duel: the foe's card on the left with its HP and stats under
	// it, the dice on the right, the round's arithmetic and the controls
	// across the foot.
	// The duel has no tabs: its board, the arena, starts under the strip.
	a := image.Rect(m, g.hud.Max.Y+upGap, w-m, size.Y-upGap)
	g.arena = a
	// On a taller screen the card is larger and the dice further apart;
	// the roll stays at the foot, under the thumb.
	cw, apart := 200, 160
	if size.Y >= 1000 {
		cw, apart = 220, 190
	}
	g.foeCard = image.Rect(a.Min.X+12, a.Min.Y+12, a.Min.X+12+cw, a.Min.Y+12+cw*7/5)
	g.dieX, g.foeDieY = g.foeCard.Max.X+62, a.Min.Y+130
	g.youDieY = g.foeDieY + apart
	g.roll = image.Rect(a.Min.X+12, a.Max.Y-12-64, a.Min.X+12+200, a.Max.Y-12)
	g.math = image.Rect(a.Min.X+12, g.roll.Min.Y-8-110, a.Max.X-12, g.roll.Min.Y-8)
	// The strip: HP on the left and the timer on the right, the chips
	// under them.
	x0, y0 := g.hud.Min.X+12, g.hud.Min.Y+8
	g.timerRight, g.timerY, g.timerY2 = g.hud.Max.X-12, y0, y0+24
	g.timerZone = image.Rect(g.hud.Max.X-12-2*timerWidth-28, g.hud.Min.Y+4, g.hud.Max.X-4, g.hud.Min.Y+upStripRowY-2)
	g.hpBar = image.Rect(x0+36, y0+4, x0+36+120, y0+28)
	chip := func(i int) image.Point { return image.Pt(x0+i*(upChipW+upChipGap), g.hud.Min.Y+upStripRowY) }
	g.floatHP = image.Pt(g.hpBar.Min.X+40, g.hpBar.Min.Y-4)
	g.floatXP = chip(2).Add(image.Pt(upChipW-30, -18))
	g.floatDragon = chip(4).Add(image.Pt(upChipW-36, -18))
	return g
}

// chipAt is where stat chip i (ATK, DEF, XP, Deck, Dragon) sits on the
// upright strip.
func (g *geometry) chipAt(i int) image.Point {
	return image.Pt(g.hud.Min.X+12+i*(upChipW+upChipGap), g.hud.Min.Y+upStripRowY)
}

// geometryFor is the layout for the screen the context draws at now.
func geometryFor(ctx *scenes.Context) geometry {
	if ctx != nil && ctx.Upright() {
		return uprightGeometry(ctx.Portrait)
	}
	return landscape
}

// place brings the run's layout up to date with the screen and reports
// whether it differs from the one a screen last laid itself out for
// (*fitted, which it then becomes): a phone turned since, so the screen
// lays its controls out again.
func (p *play) place(ctx *scenes.Context, fitted *image.Point) bool {
	if ctx != nil && ctx.ScreenSize() != p.g.size {
		p.g = geometryFor(ctx) // a layout is made again only when the screen turns
	}
	if *fitted == p.g.size {
		return false
	}
	*fitted = p.g.size
	return true
}
