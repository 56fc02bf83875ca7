package forsakenui

import (
	"image"
	"math"
	"slices"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"deepwood/scenes"
	"deepwood/scenes/forsakenui/forsakenart"
	"deepwood/scenes/ui"
	"deepwood/sprites"
)

// LaysOutUpright reports that the table has a portrait layout
// (uprightLayout), the hand-over screen and the end included.
func (t *tableScene) LaysOutUpright() bool { return true }

// font is style's face, noted among the faces drawn this frame so the
// test hook can tell the smallest.
func (t *tableScene) font(ctx *scenes.Context, style sprites.Style) text.Face {
	t.notePx(ctx.Fonts.Size(style))
	return ctx.Fonts.Face(style)
}

// notePx notes a face of px pixels drawn this frame (a picture's words
// scaled count at the size they show).
func (t *tableScene) notePx(px float64) {
	if !slices.Contains(t.textPx, px) {
		t.textPx = append(t.textPx, px)
	}
}

// seatRect is where seat's plate sits: on the ring round the board in
// landscape (seatRect), upright in two columns across the stage's
// Table tab, the player first and the others in turn order.
func (l *tableLayout) seatRect(n, human, seat int) image.Rectangle {
	if !l.upright {
		return seatRect(n, human, seat)
	}
	k := (seat - human + n) % n
	rows := (n + 1) / 2
	pitch := min(upPlateH+upGap, (l.stage.Dy()+upGap)/rows)
	w := (l.stage.Dx() - upGap) / 2
	x := l.stage.Min.X + k%2*(w+upGap)
	y := l.stage.Min.Y + k/2*pitch
	return image.Rect(x, y, x+w, y+pitch-upGap)
}

// upPlateH is a plate's height upright, where the stage has room.
const upPlateH = 76

// platesShown says whether the travelers' plates are on the screen (and
// a tap on one chooses them): always in landscape, on the Table tab
// upright while neither the Gallows nor the end cover them.
func (t *tableScene) platesShown() bool {
	return !t.lay.upright || t.tab == tabTable && t.voting() == nil && !t.gallows.revealing(t.tick, t.view().Players) && !t.view().Over()
}

// addTabs adds the stage's tabs under the menu, and Pause after them
// (a phone has no key for it), upright while the game goes on (the end
// fills the stage with itself).
func (t *tableScene) addTabs() {
	if !t.lay.upright || t.view().Over() {
		return
	}
	for i, r := range t.lay.tabs {
		t.menu.Add(ui.Button[int]{Rect: r, Label: tabNames[i], Kind: ui.Control, ID: idTab + i, Enabled: true})
	}
	t.menu.Add(ui.Button[int]{Rect: t.lay.pause, Label: "Pause", Kind: ui.Control, ID: idPause, Enabled: true})
}

// showPicked turns the stage upright to what the picked line chooses
// among: the board for squares, the plates for travelers.
func (t *tableScene) showPicked() {
	if !t.lay.upright || t.picked < 0 || t.picked >= len(t.opts) {
		return
	}
	for _, a := range t.opts[t.picked].Actions {
		switch {
		case a.Square >= 0:
			t.tab = tabForest
			return
		case a.Target >= 0:
			t.tab = tabTable
			return
		}
	}
}

// drawUpright paints the table held upright: the prompt, the stage's
// tab, the menu and the tabs.
func (t *tableScene) drawUpright(dst *ebiten.Image, ctx *scenes.Context) {
	l, pal := t.lay, ctx.Palette
	t.drawPromptBar(dst, ctx)
	if t.view().Over() {
		t.drawEnd(dst, ctx)
		t.drawRows(dst, ctx)
		return
	}
	gallows := false
	switch {
	case t.voting() != nil || t.gallows.revealing(ctx.Tick, t.view().Players):
		if t.tab == tabTable {
			t.drawGallows(dst, ctx)
			t.drawLatest(dst, ctx, l.gallows.Max.Y+10)
			gallows = true // their testimony is in them: no words hang over them
			break
		}
		fallthrough
	default:
		switch t.tab {
		case tabTable:
			t.drawSeats(dst, ctx)
			v := t.view()
			t.drawLatest(dst, ctx, l.seatRect(v.Players, t.s.Human, (t.s.Human+v.Players-1)%v.Players).Max.Y+14) // under the last row
		case tabForest:
			t.drawBoard(dst, ctx)
			t.nightVeil(dst, l.board)
		case tabHand:
			t.drawHand(dst, ctx)
		case tabRole:
			t.drawRole(dst, ctx)
		case tabLog:
			t.drawLogs(dst, ctx)
		}
	}
	t.drawRows(dst, ctx)
	// The chosen tab is marked under its label.
	r := l.tabs[t.tab]
	sprites.FillRoundRect(dst, float32(r.Min.X+14), float32(r.Max.Y-7), float32(r.Dx()-28), 4, 2, pal.C(sprites.ColAccent))
	if !gallows {
		t.drawBubbles(dst, ctx) // words said show over any tab
	}
}

// drawPromptBar is the prompt upright, across the top, with the Day or
// Night at its right and the Priority countdown under it.
func (t *tableScene) drawPromptBar(dst *ebiten.Image, ctx *scenes.Context) {
	l, pal := t.lay, ctx.Palette
	sprites.DrawPanel(dst, l.panel, pal, sprites.PanelNormal)
	when := t.when()
	bold := t.font(ctx, sprites.StyleBodyBold)
	ww, _ := sprites.Measure(when, bold)
	sprites.DrawText(dst, when, bold, float64(l.panel.Max.X-14), float64(l.promptTop), sprites.AlignRight, pal.C(sprites.ColText))
	body := t.font(ctx, sprites.StyleBody)
	sprites.DrawText(dst, ui.Fit(t.prompt(), body, float64(l.promptW)-ww-16), body, float64(l.promptX), float64(l.promptTop), sprites.AlignLeft, pal.C(sprites.ColAccent))
	if t.priorityShown() {
		t.drawBar(dst, ctx, l.priorityBar(), float32(t.pace.left(t.factor(ctx))))
	}
}

// drawRows paints the menu upright: big rows whose labels wrap on two
// lines of the body's face rather than shrink.
func (t *tableScene) drawRows(dst *ebiten.Image, ctx *scenes.Context) {
	body := t.font(ctx, sprites.StyleBody)
	lh := sprites.LineHeight(body)
	_, h := sprites.Measure("Ag", body)
	for i := range t.menu.Btns {
		b := &t.menu.Btns[i]
		style := sprites.PanelRaised
		if i == t.menu.Focus {
			style = sprites.PanelFocused
		}
		r := b.Rect
		sprites.DrawPanel(dst, r, ctx.Palette, style)
		w := float64(r.Dx() - 16)
		lines := sprites.Wrap(b.Label, body, w)
		if len(lines) > 2 {
			lines = []string{lines[0], ui.Fit(strings.Join(lines[1:], " "), body, w)}
		}
		y := float64(r.Min.Y) + (float64(r.Dy())-h-lh*float64(len(lines)-1))/2
		for k, s := range lines {
			sprites.DrawText(dst, s, body, float64(r.Min.X+r.Max.X)/2, y+lh*float64(k), sprites.AlignCenter, sprites.TextColorFor(ctx.Palette, style))
		}
	}
}

// drawBoardScaled draws the board upright: at its landscape size, into a
// picture of its own, then scaled to the stage's width, so its numbers
// grow with it.
func (t *tableScene) drawBoardScaled(dst *ebiten.Image, ctx *scenes.Context) {
	r := t.lay.board
	src := boardRect.Sub(boardRect.Min)
	if t.boardBuf == nil {
		t.boardBuf = ebiten.NewImage(src.Dx(), src.Dy())
	}
	t.boardBuf.Clear()
	t.board.Draw(t.boardBuf, src, &t.bs)
	k := float64(r.Dx()) / float64(src.Dx())
	op := &ebiten.DrawImageOptions{Filter: ebiten.FilterLinear}
	op.GeoM.Scale(k, k)
	op.GeoM.Translate(float64(r.Min.X), float64(r.Min.Y))
	dst.DrawImage(t.boardBuf, op)
	t.notePx(math.Round(ctx.Fonts.Size(sprites.StyleSmallBold)*k*10) / 10)
}

// target is a tap target for the test hook: its name and [x, y, w, h].
type target = ui.Target

// inspectShape adds to Inspect's map the shape the table is laid out
// for ("screen", "upright"), every tap target shown ("targets": the
// menu's rows, the tabs, the plates and squares a tap chooses now) and
// the sizes of the faces drawn in the last frame ("textPx").
func (t *tableScene) inspectShape(m map[string]any) map[string]any {
	l := t.lay
	m["screen"], m["upright"] = [2]int{l.size.X, l.size.Y}, l.upright
	var ts []target
	if t.ho.covered || t.ho.hidden {
		for _, b := range t.ho.btn.Btns {
			ts = append(ts, ui.TargetOf(b.Label, b.Rect))
		}
	} else {
		for _, b := range t.menu.Btns {
			ts = append(ts, ui.TargetOf(b.Label, b.Rect))
		}
		ts = append(ts, t.pointTargets()...)
	}
	m["targets"], m["textPx"] = ts, slices.Clone(t.textPx)
	return m
}

// pointTargets are the plates and squares a tap would choose now (see
// pointed): upright only the plates, on the Table tab.
func (t *tableScene) pointTargets() []target {
	var ts []target
	seen := map[int]bool{}
	b := &t.s.Data.Board
	for _, a := range t.choosing() {
		switch {
		case a.Square >= 0 && !t.lay.upright && !seen[-1-a.Square]:
			seen[-1-a.Square] = true
			ts = append(ts, ui.TargetOf("square", forsakenart.SquareRect(boardRect, b.W, b.H, a.Square)))
		case a.Target >= 0 && t.platesShown() && !seen[a.Target]:
			seen[a.Target] = true
			ts = append(ts, ui.TargetOf(t.s.Names.Of(a.Target), t.lay.seatRect(t.view().Players, t.s.Human, a.Target)))
		}
	}
	return ts
}
