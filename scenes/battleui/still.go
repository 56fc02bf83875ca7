package battleui

import "deepwood/rules/hex"

// fieldShown is what the battlefield's picture was drawn from: Still
// compares it with what it would be drawn from now (issue 27: an idle
// screen costs close to nothing).
type fieldShown struct {
	drawn      bool
	version    int
	busy       bool
	think      bool
	human      bool
	sel        int
	cursor     hex.Axial
	zoom       int
	camX, camY float64
	threat     bool
	quick      uint32
	onMap      bool
	focus      int
	buttons    [5]int
	showcase   bool
}

func (f *Field) current() fieldShown {
	return fieldShown{drawn: true, version: f.s.Version(), busy: f.s.Anim.Busy(), think: f.think || f.s.Thinking(),
		human: f.s.HumanTurn(), sel: f.sel, cursor: f.cursor, zoom: f.zoom, camX: f.camX, camY: f.camY,
		threat: f.threat, quick: f.quick, onMap: f.onMap, focus: f.btns.focus, buttons: f.btnKey, showcase: f.showcase}
}

// Still reports that the field's picture is still right: no event
// animating and nothing it shows changed since it was drawn. The cursor
// does not pulse and "is thinking…" has no moving dots, so a field
// waiting for a player, or for a computer, is drawn once.
func (f *Field) Still() bool {
	now := f.current()
	return f.shown.drawn && !now.busy && now == f.shown
}
