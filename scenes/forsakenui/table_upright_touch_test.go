package forsakenui

import (
	"image"
	"slices"
	"testing"

	"deepwood/rules/forsaken"
	"deepwood/scenes/input"
	"deepwood/scenes/ui"
)

// TestTableByTouchUpright: held upright, a finger plays the table: a tap
// on a menu row, on a target's row, on More and Back, on the Table tab
// and on a traveler's plate there chooses them as a card's target; the
// Forest tab opens when a line's targets are squares.
func TestTableByTouchUpright(t *testing.T) {
	s := deal(t, nil, 12, 6, 1)
	tb := table(s)
	ctx := onWindow(t, tb)
	ctx.Portrait = image.Pt(540, 919)
	tap := func(p image.Point) {
		ctx.Input.InjectPointer(input.Pointer{X: p.X, Y: p.Y, Moved: true, Clicked: true, Touch: true})
		ticks(ctx, tb, 1)
	}
	tapButton := func(id int) bool {
		i := slices.IndexFunc(tb.menu.Btns, func(b ui.Button[int]) bool { return b.ID == id })
		if i >= 0 {
			tap(image.Pt(tb.menu.Btns[i].Centre()))
		}
		return i >= 0
	}
	ticks(ctx, tb, 1)
	tapButton(idTab + tabHand)
	if tb.tab != tabHand || !tb.lay.upright {
		t.Fatalf("a tap on Hand shows tab %d (upright %v)", tb.tab, tb.lay.upright)
	}
	seats, forest := 0, 0
	kinds := playSeat(t, ctx, tb, func(a forsaken.Action) {
		line, target := lineOf(tb.opts, a)
		switch {
		case line < 0:
			t.Fatalf("the menu does not offer %s", s.Names.Describe(s.Data, a))
		case tb.picked >= 0 && tb.picked != line:
			tapButton(idBack)
		case tb.picked == line && a.Target >= 0 && seats == 0 && tb.opts[line].Actions[0].Target == a.Target:
			if tb.tab != tabTable {
				tapButton(idTab + tabTable)
			}
			r := tb.lay.seatRect(s.State.Players(), s.Human, a.Target)
			tap(r.Min.Add(image.Pt(r.Dx()/2, r.Dy()/2)))
			seats++
		case tb.picked == line:
			if a.Square >= 0 && tb.tab == tabForest {
				forest++
			}
			if !tapButton(idTarget + target) {
				tapButton(idMore)
			}
		default:
			if !tapButton(line) {
				tapButton(idMore)
			}
		}
	})
	t.Logf("a plate tapped %d times; the Forest shown for squares %d times", seats, forest)
	if seats == 0 || forest == 0 || kinds[forsaken.ActPlay] == 0 || kinds[forsaken.ActEnd] == 0 || kinds[forsaken.ActSay] == 0 {
		t.Errorf("taps took %v (a plate tapped %d times, the Forest shown %d)", kinds, seats, forest)
	}
}

// lineOf is the menu line offering a and a's place among its targets,
// -1 and -1 when no line does.
func lineOf(opts []Option, a forsaken.Action) (line, target int) {
	for i, o := range opts {
		if j := slices.Index(o.Actions, a); j >= 0 {
			return i, j
		}
	}
	return -1, -1
}
