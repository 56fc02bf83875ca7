package forsakenui

import (
	"fmt"
	"image"

	"deepwood/rules/forsaken"
	"deepwood/scenes"
	"deepwood/scenes/forsakenui/forsakenart"
	"deepwood/scenes/ui"
	"deepwood/wire"
)

// Menu button IDs besides an option's index.
const (
	idTarget = 1000 // + the target's index in the picked option
	idBack   = 999
	idMore   = 998
	idNotes  = 2000
	idMark   = 3000 // + the seat
	idLeave  = 4000
	idTab    = 9500 // + the tab, upright
	idPause  = 9600 // Pause, upright (no key on a phone)
	rowH     = 32
	menuTop  = 498
)

// rebuild lays out the menu for the table as it is now: the player's
// options, or the picked option's targets, or the travelers to note.
func (t *tableScene) rebuild(ctx *scenes.Context) {
	s := t.s
	if t.built != s.Steps() {
		// The table moved: the lines are new, so no line stays open.
		t.opts = Options(s)
		t.built = s.Steps()
		t.picked, t.page = -1, 0
		t.menu.Focus = 0
		if t.voting() != nil || t.view().Over() {
			t.tab = tabTable // the Gallows and the end are told on the Table tab
		}
	}
	t.menu.Reset()
	var labels []string
	var ids []int
	switch {
	case t.view().Over():
		labels, ids = []string{"Back to the title"}, []int{idLeave}
	case t.remote.managing:
		labels, ids = t.manageLines()
	case t.marking:
		for seat := range t.view().Players {
			if seat != s.Human {
				labels = append(labels, fmt.Sprintf("%s: %s", s.Names.Of(seat), s.Notes[seat]))
				ids = append(ids, idMark+seat)
			}
		}
	case t.picked >= 0 && t.picked < len(t.opts):
		for j, l := range t.opts[t.picked].Targets {
			labels, ids = append(labels, l), append(ids, idTarget+j)
		}
	default:
		for i, o := range t.opts {
			labels, ids = append(labels, o.Label), append(ids, i)
		}
		more, moreIDs := t.passLines()
		labels, ids = append(labels, more...), append(ids, moreIDs...)
		more, moreIDs = t.remoteLines()
		labels, ids = append(labels, more...), append(ids, moreIDs...)
		labels, ids = append(labels, "Notes on the travelers…"), append(ids, idNotes)
	}
	back := 0
	if t.picked >= 0 || t.marking || t.remote.managing {
		back = 1
	}
	l := t.lay
	slots := l.menuSlots()
	pageSize := max(1, len(labels))
	if len(labels)+back > slots {
		pageSize = slots - 1 - back
	}
	pages := (len(labels) + pageSize - 1) / pageSize
	if t.page >= pages {
		t.page = 0
	}
	from := t.page * pageSize
	to := min(len(labels), from+pageSize)
	rows := to - from + back
	if pages > 1 {
		rows++
	}
	l.fitMenu((rows + l.cols - 1) / l.cols)
	if t.view().Over() && l.upright {
		from = 0 // the end fills the stage and the menu, Back in the tabs' row
		t.menu.Add(ui.Button[int]{Rect: l.tabs[0].Union(l.pause), Label: labels[0], Kind: ui.Control, ID: ids[0], Enabled: true})
		to = 0
	}
	row := func(label string, id int) {
		t.menu.Add(ui.Button[int]{Rect: l.menuRow(len(t.menu.Btns)), Label: label, Kind: ui.Control, ID: id, Enabled: true, Small: !l.upright})
	}
	for i := from; i < to; i++ {
		row(labels[i], ids[i])
	}
	if pages > 1 {
		row(fmt.Sprintf("More (page %d of %d)", t.page+1, pages), idMore)
	}
	if back == 1 {
		row("Back", idBack)
	}
	t.addTabs()
	t.menu.Settle(t.menu.Focus)
	t.lightBoard()
}

// press does what a menu button says.
func (t *tableScene) press(ctx *scenes.Context, id int) error {
	if t.pressPass(ctx, id) {
		return nil
	}
	switch {
	case id >= idTab && id < idTab+numTabs:
		t.tab = id - idTab
	case id == idPause:
		ctx.Stack.Push(newPause(t))
		return nil
	case id == idLeave:
		if t.h.Title != nil {
			ctx.Stack.Replace(t.h.Title())
		}
	case id == idChat:
		t.openChat(ctx)
	case id == idManage:
		t.remote.managing, t.page = true, 0
	case id >= idMute && id < idMute+wire.TableMaxPlayers || id >= idGive && id < idGive+wire.TableMaxPlayers:
		t.manage(ctx, id)
	case id == idBack:
		t.picked, t.marking, t.remote.managing, t.page = -1, false, false, 0
	case id == idMore:
		t.page++
		t.menu.Focus = 0
	case id == idNotes:
		t.marking, t.page = true, 0
	case id >= idMark:
		seat := id - idMark
		t.s.SetMark(seat, (t.s.Notes[seat]+1)%3)
	case id >= idTarget:
		return t.do(ctx, t.opts[t.picked].Actions[id-idTarget])
	case id >= 0 && id < len(t.opts):
		if len(t.opts[id].Actions) == 1 {
			return t.do(ctx, t.opts[id].Actions[0])
		}
		t.picked, t.page = id, 0
		t.menu.Focus = 0
		t.showPicked()
	}
	t.rebuild(ctx)
	return nil
}

// choosing lists the actions whose target the pointer may pick now: the
// picked line's, or with none picked every line's (a click on the board
// or a traveler then chooses the first that fits).
func (t *tableScene) choosing() []forsaken.Action {
	if t.picked >= 0 && t.picked < len(t.opts) {
		return t.opts[t.picked].Actions
	}
	var out []forsaken.Action
	for _, o := range t.opts {
		for _, a := range o.Actions {
			if a.Kind == forsaken.ActFugue {
				out = append(out, a)
			}
		}
	}
	return out
}

// pointed is the action a click on a lit square or a traveler's seat
// chooses, if any.
func (t *tableScene) pointed(ctx *scenes.Context) (forsaken.Action, bool) {
	p := ctx.Input.Pointer()
	b := &t.s.Data.Board
	t.cursor = -1
	if !t.lay.upright {
		// Upright the squares are too small for a finger: the menu
		// lists every square a line may choose.
		t.cursor = forsakenart.SquareAt(boardRect, b.W, b.H, image.Pt(p.X, p.Y))
	}
	if !p.Clicked {
		return forsaken.Action{}, false
	}
	for _, a := range t.choosing() {
		if t.cursor >= 0 && a.Square == t.cursor {
			return a, true
		}
		if a.Target >= 0 && t.platesShown() && image.Pt(p.X, p.Y).In(t.lay.seatRect(t.view().Players, t.s.Human, a.Target)) {
			return a, true
		}
	}
	return forsaken.Action{}, false
}

// lightBoard lights the squares the pointer may choose.
func (t *tableScene) lightBoard() {
	n := t.s.Data.Board.Squares()
	if len(t.bs.Legal) != n {
		t.bs.Legal = make([]bool, n)
	}
	clear(t.bs.Legal)
	for _, a := range t.choosing() {
		if a.Square >= 0 {
			t.bs.Legal[a.Square] = true
		}
	}
}
