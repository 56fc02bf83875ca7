package forsakenui

import (
	"image"

	"deepwood/scenes"
	"deepwood/sprites"
)

// tableLayout is where the table puts everything on the screen it is
// drawn at now: the 1280×720 landscape (landLayout, the package's
// rectangles) or a phone held upright (uprightLayout). It is chosen
// again at every tick and frame, so a phone turned either way is laid
// out anew.
type tableLayout struct {
	upright bool
	size    image.Point
	board   image.Rectangle // where the board is drawn
	hand    image.Rectangle
	panel   image.Rectangle // the panel under the prompt (Retouch repaints it)
	gallows image.Rectangle
	guide   image.Rectangle
	end     image.Rectangle
	cover   image.Rectangle // the hand-over screen's panel
	reveal  image.Rectangle // and its button
	// promptX, promptTop and promptW place the prompt; the Priority bar
	// runs under it.
	promptX, promptTop, promptW int
	// The menu: rows from menuTop down to menuBottom, cols across the
	// span menuX0–menuX1, each rowStep apart (rowGap of it between).
	menuX0, menuX1, menuTop, menuBottom int
	rowStep, rowGap, cols               int
	maxRows                             int // the most rows there is room for
	// small and bold are the faces of the plates, logs and captions.
	small, bold sprites.Style
	// Upright only: the stage between the prompt and the menu (what the
	// chosen tab shows), the tabs under the menu, and the plates' grid.
	stage image.Rectangle
	tabs  [numTabs]image.Rectangle
	pause image.Rectangle // Pause, at the end of the tabs' row
}

// landLayout is the landscape table, as it always was.
var landLayout = tableLayout{
	size: image.Pt(sprites.ScreenWidth, sprites.ScreenHeight), board: boardRect, hand: handRect, panel: panelRect,
	gallows: gallowsRect, guide: guideRect, end: endRect, cover: coverPanel, reveal: revealRect,
	promptX: panelRect.Min.X + 16, promptTop: promptTop, promptW: panelRect.Dx() - 32,
	menuX0: panelRect.Min.X + 16, menuX1: panelRect.Max.X - 16, menuTop: menuTop, menuBottom: panelRect.Max.Y - 8,
	rowStep: rowH, rowGap: 4, cols: 1, maxRows: (panelRect.Max.Y - 8 - menuTop) / rowH, small: sprites.StyleSmall, bold: sprites.StyleSmallBold,
}

// The table held upright (a phone 540 logical pixels across): the
// prompt across the top, the stage under it showing one tab (the
// travelers, the Forest, the hand, the Role, the log), the menu of what
// the player may do in two columns of big rows, and the tabs at the
// foot, under the thumb. Every target is at least 61 pixels square, 44
// CSS pixels at a phone's 390, and every face at least the body's 18.
const (
	upMargin  = 8
	upPromptH = 48
	upRowH    = 64
	upGap     = 8
	// upBoardSide is the board's side upright: its 14-pixel numbers drawn
	// at 18.
	upBoardSide = 524
	// upMinRows is the fewest rows of the menu upright.
	upMinRows = 3
)

// The tabs of the stage upright.
const (
	tabTable = iota // the travelers' plates (and the Gallows, the end)
	tabForest
	tabHand
	tabRole
	tabLog
	numTabs
)

var tabNames = [numTabs]string{"Table", "Forest", "Hand", "Role", "Log"}

// uprightLayout lays the table out on a size screen held upright: the
// menu gets the rows left once the stage holds the whole board, never
// fewer than upMinRows.
func uprightLayout(size image.Point) tableLayout {
	w := size.X - 2*upMargin
	l := tableLayout{upright: true, size: size, small: sprites.StyleBody, bold: sprites.StyleBodyBold, cols: 2,
		rowStep: upRowH + upGap, rowGap: upGap, menuX0: upMargin, menuX1: size.X - upMargin}
	l.panel = image.Rect(upMargin, upMargin, size.X-upMargin, upMargin+upPromptH)
	l.promptX, l.promptTop, l.promptW = l.panel.Min.X+14, l.panel.Min.Y+9, w-28
	tabTop := size.Y - upMargin - upRowH
	tw := (w - numTabs*6) / (numTabs + 1)
	for i := range numTabs {
		x := upMargin + i*(tw+6)
		l.tabs[i] = image.Rect(x, tabTop, x+tw, tabTop+upRowH)
	}
	l.pause = image.Rect(upMargin+numTabs*(tw+6), tabTop, size.X-upMargin, tabTop+upRowH)
	l.menuBottom = tabTop - 12 + upGap
	stageTop := l.panel.Max.Y + 10
	room := l.menuBottom - stageTop - 10 - upBoardSide // for the rows
	l.maxRows = max(upMinRows, room/l.rowStep)
	l.stage.Min.Y = stageTop
	l.fitMenu(l.maxRows)
	// The end fills the stage and the menu; its one button, Back to the
	// title, takes the tabs' row and Pause's.
	l.end = image.Rect(upMargin, stageTop, size.X-upMargin, tabTop-12)
	mid := size.Y / 2
	l.cover = image.Rect(upMargin+8, mid-190, size.X-upMargin-8, mid+150)
	l.reveal = image.Rect(l.cover.Min.X+32, l.cover.Max.Y-28-upRowH, l.cover.Max.X-32, l.cover.Max.Y-28)
	return l
}

// layOut chooses the layout for the screen ctx draws at now, and says
// whether it changed (the menu is then placed again).
func (t *tableScene) layOut(ctx *scenes.Context) bool {
	want := &landLayout
	if ctx.Upright() {
		if !t.lay.upright || t.lay.size != ctx.Portrait {
			l := uprightLayout(ctx.Portrait)
			t.upLay = &l
		}
		want = t.upLay
	}
	if t.lay == want {
		return false
	}
	t.lay = want
	if len(t.ho.btn.Btns) > 0 {
		t.ho.btn.Btns[0].Rect = want.reveal
	}
	return true
}

// fitMenu gives the menu upright the rows it shows over the tabs, and
// the stage all above them, the board centred in it: a short menu leaves
// no gap over the tabs. The stage is never shorter than the board
// (maxRows leaves it room).
func (l *tableLayout) fitMenu(rows int) {
	if !l.upright {
		return
	}
	l.menuTop = l.menuBottom - max(1, min(rows, l.maxRows))*l.rowStep
	l.stage = image.Rect(upMargin, l.stage.Min.Y, l.size.X-upMargin, l.menuTop-10)
	side := min(upBoardSide, l.stage.Dx(), l.stage.Dy())
	x, y := l.size.X/2-side/2, l.stage.Min.Y+(l.stage.Dy()-side)/2
	l.board = image.Rect(x, y, x+side, y+side)
	l.hand, l.guide = l.stage, l.stage
	// The Gallows take the stage's top, as tall as their words need; the
	// table's log goes on under them (drawLatest).
	l.gallows = l.stage
	l.gallows.Max.Y = min(l.stage.Max.Y, l.stage.Min.Y+upGallowsH)
}

// upGallowsH is the Gallows' height upright, where the stage is taller.
const upGallowsH = 480

// menuSlots is how many rows the menu has room for.
func (l *tableLayout) menuSlots() int { return l.cols * l.maxRows }

// menuRow is the i-th slot of the menu: down the column, or across the
// columns and then down when there are several.
func (l *tableLayout) menuRow(i int) image.Rectangle {
	gap := 0
	if l.cols > 1 {
		gap = l.rowGap
	}
	cw := (l.menuX1 - l.menuX0 + gap) / l.cols
	x := l.menuX0 + i%l.cols*cw
	y := l.menuTop + i/l.cols*l.rowStep
	return image.Rect(x, y, x+cw-gap, y+l.rowStep-l.rowGap)
}

// priorityBar is where the Priority countdown runs, under the prompt.
func (l *tableLayout) priorityBar() image.Rectangle {
	if l.upright {
		return image.Rect(l.panel.Min.X+12, l.panel.Max.Y-8, l.panel.Max.X-12, l.panel.Max.Y-5)
	}
	return image.Rect(panelRect.Min.X+16, promptTop+26, panelRect.Max.X-16, promptTop+29)
}

// voteBar is where the Gallows countdown runs.
func (l *tableLayout) voteBar() image.Rectangle {
	g := l.gallows
	return image.Rect(g.Min.X+24, g.Max.Y-26, g.Max.X-24, g.Max.Y-22)
}
