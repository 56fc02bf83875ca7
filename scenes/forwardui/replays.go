package forwardui

import (
	"image"
	"slices"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"deepwood/scenes"
	"deepwood/scenes/ui"
	"deepwood/sprites"
	"deepwood/storage"
)

// replaysPerPage is how many replays one page of the list shows in
// landscape (upright: perPage).
const replaysPerPage = 8

const (
	uiRBack = iota + 100
	uiRNewer
	uiROlder
	uiRRow = 120 // + row on the page
)

// replayRow is one kept replay as the list shows it: verified when its
// page is first shown, so a long list costs nothing up front.
type replayRow struct {
	name  string
	label string
	cols  []string // when, seed, outcome, time, actions: the row's columns
	tape  *Tape
	err   error
}

// replayColumns are where the list's columns start, from the row's left.
var replayColumns = [...]int{20, 220, 400, 700, 880}

// replaysScene lists the replays kept in the player's store, newest first,
// and opens the chosen one in the viewer.
type replaysScene struct {
	h     Hooks
	rows  []replayRow
	page  int
	f     focusList
	msg   string
	still layer
	shown [3]int // the focus, page and message last drawn, for Still
	// size is the screen the list is laid out for; upright whether it is
	// a phone held upright (replays_upright.go).
	size    image.Point
	upright bool
}

// NewReplaysScene lists the kept replays.
func NewReplaysScene(h Hooks) scenes.Scene {
	s := &replaysScene{h: h, size: image.Pt(sprites.ScreenWidth, sprites.ScreenHeight)}
	if l, ok := h.Replays.(storage.Lister); ok {
		names, err := l.List()
		if err != nil {
			s.msg = "The replays could not be listed: " + err.Error()
		}
		for _, n := range names {
			if strings.HasPrefix(n, "forward-") && strings.HasSuffix(n, ".replay") {
				s.rows = append(s.rows, replayRow{name: n})
			}
		}
	} else {
		s.msg = "This game keeps no replays."
	}
	// Names end in the time they were kept, so newest first is by that.
	slices.SortStableFunc(s.rows, func(a, b replayRow) int { return strings.Compare(stamp(b.name), stamp(a.name)) })
	s.build()
	return s
}

// stampLayout is the time in a replay's file name, "forward-SEED-" then
// this, then "-002"… when runs ended in the same second (storage.Keeper).
const stampLayout = "20060102-150405"

// stamp is the part of a replay's file name after its seed: the time it
// was kept, and its counter within that second, so it sorts by age.
func stamp(name string) string {
	n := strings.TrimSuffix(name, ".replay")
	if len(n) < len("forward-XXXX-XXXX-")+len(stampLayout) {
		return n
	}
	return n[len("forward-XXXX-XXXX-"):]
}

// build lays out the current page, verifying its replays.
func (s *replaysScene) build() {
	s.f.Reset()
	per := s.perPage()
	first := s.page * per
	for i := first; i < min(first+per, len(s.rows)); i++ {
		r := &s.rows[i]
		if r.label == "" {
			s.load(r)
		}
		s.f.Add(button{Rect: s.rowRect(i - first), Label: r.label, Kind: ui.Cell, ID: uiRRow + i - first, Enabled: r.err == nil})
	}
	more := first+per < len(s.rows)
	back, newer, older := s.footRects()
	s.f.Add(button{Rect: back, Label: "Back", Kind: ui.Control, ID: uiRBack, Enabled: true})
	s.f.Add(button{Rect: newer, Label: "Newer", Kind: ui.Control, ID: uiRNewer, Enabled: s.page > 0})
	s.f.Add(button{Rect: older, Label: "Older", Kind: ui.Control, ID: uiROlder, Enabled: more})
	s.f.Settle(-1)
	s.still.ok = false
}

// load reads and verifies one replay for its row.
func (s *replaysScene) load(r *replayRow) {
	b, err := s.h.Replays.Read(r.name)
	if err == nil {
		r.tape, err = LoadTape(r.name, b)
	}
	if err != nil {
		r.err = err
		r.label = r.name + ": cannot be played (" + err.Error() + ")"
		return
	}
	res := r.tape.Result
	when := stamp(r.name)
	if len(when) >= len(stampLayout) {
		when = when[:4] + "-" + when[4:6] + "-" + when[6:8] + " " + when[9:11] + ":" + when[11:13]
	}
	outcome := res.Outcome
	if outcome != "" {
		outcome = strings.ToUpper(outcome[:1]) + outcome[1:]
	}
	r.cols = []string{when, res.Seed, outcome, res.Time, ui.Count(res.Actions, "action", "actions")}
	r.label = strings.Join(r.cols, "   ")
}

// Name is "forward-replays".
func (s *replaysScene) Name() string { return "forward-replays" }

// Update pages through the list and opens a replay.
func (s *replaysScene) Update(ctx *scenes.Context) error {
	s.place(ctx)
	if d := ctx.Input.PageStep(); d != 0 {
		s.turn(d)
	}
	b, ok := s.f.Pressed(ctx)
	if !ok {
		return nil
	}
	switch id := b.ID; {
	case id == uiRBack:
		ctx.Stack.Pop()
	case id == uiRNewer:
		s.turn(-1)
	case id == uiROlder:
		s.turn(1)
	case id >= uiRRow:
		r := &s.rows[s.page*s.perPage()+id-uiRRow]
		v, err := NewViewer(s.h, r.tape)
		if err != nil {
			s.msg = err.Error()
			s.still.ok = false
			return nil
		}
		ctx.Stack.Push(v)
	}
	return nil
}

// turn moves a page newer (-1) or older (+1) when there is one.
func (s *replaysScene) turn(d int) {
	p := s.page + d
	if p < 0 || p*s.perPage() >= len(s.rows) {
		return
	}
	s.page = p
	s.build()
}

// Draw paints the list.
func (s *replaysScene) Draw(dst *ebiten.Image, ctx *scenes.Context) {
	s.place(ctx)
	s.still.show(dst, ctx, s.page, s.drawStill)
	s.f.DrawButtons(dst, ctx, sprites.StyleBody)
	s.drawRows(dst, ctx)
	s.shown = s.showing()
}

// showing is what the list would show now, beyond its rows.
func (s *replaysScene) showing() [3]int { return [3]int{s.f.Focus + 1, s.page, len(s.msg)} }

// Still reports that the list is as last drawn: nothing on it moves by
// itself.
func (s *replaysScene) Still() bool { return s.shown == s.showing() }

// drawRows paints the page's replays as buttons in the body face, their
// columns aligned; a replay that cannot be played says why across its row.
func (s *replaysScene) drawRows(dst *ebiten.Image, ctx *scenes.Context) {
	face := ctx.Fonts.Face(sprites.StyleBody)
	_, h := sprites.Measure("Ag", face)
	first := s.page * s.perPage()
	for i := range s.f.Btns {
		b := &s.f.Btns[i]
		if b.Kind != ui.Cell {
			continue
		}
		style := sprites.PanelRaised
		switch {
		case !b.Enabled:
			style = sprites.PanelDisabled
		case i == s.f.Focus:
			style = sprites.PanelFocused
		}
		sprites.DrawPanel(dst, b.Rect, ctx.Palette, style)
		clr, y := sprites.TextColorFor(ctx.Palette, style), float64(b.Rect.Min.Y)+(float64(b.Rect.Dy())-h)/2
		r := &s.rows[first+b.ID-uiRRow]
		if s.upright && r.cols != nil {
			drawReplayRowUpright(dst, ctx, b.Rect, r.cols, clr)
			continue
		}
		if r.cols == nil {
			sprites.DrawText(dst, ui.Fit(r.label, face, float64(b.Rect.Dx()-40)), face, float64(b.Rect.Min.X+replayColumns[0]), y, sprites.AlignLeft, clr)
			continue
		}
		for c, text := range r.cols {
			right := b.Rect.Max.X - 20
			if c+1 < len(replayColumns) {
				right = b.Rect.Min.X + replayColumns[c+1] - 16
			}
			x := b.Rect.Min.X + replayColumns[c]
			sprites.DrawText(dst, ui.Fit(text, face, float64(right-x)), face, float64(x), y, sprites.AlignLeft, clr)
		}
	}
}

func (s *replaysScene) drawStill(dst *ebiten.Image, ctx *scenes.Context) {
	pal, fonts := ctx.Palette, ctx.Fonts
	drawScenery(dst, ctx, 0)
	panel, x, w, subY := image.Rect(64, 40, 1216, 680), 96.0, 1080.0, 104.0
	if s.upright {
		panel, x, w, subY = image.Rect(12, 8, s.size.X-12, s.size.Y-8), rpUpX, float64(s.size.X-2*rpUpX), 76
	}
	sprites.DrawPanel(dst, panel, pal, sprites.PanelNormal)
	sprites.DrawText(dst, "Replays", fonts.Face(sprites.StyleHeading), x, subY-44, sprites.AlignLeft, pal.C(sprites.ColAccent))
	sub := "Every run you finish, abandon or reset is kept here. Choose one to watch it."
	if n := len(s.rows); n > 0 {
		per := s.perPage()
		sub += "   Page " + itoa(s.page+1) + " of " + itoa((n+per-1)/per) + "."
	}
	sprites.DrawWrapped(dst, sub, fonts.Face(sprites.StyleBody), x, subY, w, sprites.AlignLeft, pal.C(sprites.ColTextDim))
	msg := s.msg
	if msg == "" && len(s.rows) == 0 {
		msg = "No replays yet: finish a run and it will be here."
	}
	if msg != "" {
		sprites.DrawWrapped(dst, msg, fonts.Face(sprites.StyleBody), x, float64(s.rowRect(0).Min.Y+10), w, sprites.AlignLeft, pal.C(sprites.ColText))
	}
}
