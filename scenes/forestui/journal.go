package forestui

import (
	"image"

	"github.com/hajimehoshi/ebiten/v2"

	"deepwood/rules/forest"
	"deepwood/scenes"
	"deepwood/scenes/input"
	"deepwood/scenes/ui"
	"deepwood/sprites"
)

// journalScene is the journal: every Year's entry, one page at a time with
// the Years listed down the side, the player's own note under each, and
// the exports (Markdown journal, PNG map).
type journalScene struct {
	p      *play
	foc    focusList
	page   int
	pad    *namePad
	status string
	built  int
}

// Journal control ids.
const (
	idPrev = iota + 40
	idNext
	idNote
	idExportMD
	idExportPNG
	idClose
)

func newJournal(p *play) *journalScene {
	j := &journalScene{p: p, pad: newNamePad(p.sess), built: -1}
	j.page = len(p.sess.View().Journal) - 1
	return j
}

// Name is "forest-journal".
func (j *journalScene) Name() string { return "forest-journal" }

// Session is the game whose journal this is.
func (j *journalScene) Session() *Session { return j.p.sess }

// Inspect reports the page, the number of entries, the focus and the last
// export's status.
func (j *journalScene) Inspect() any {
	focus := ""
	if j.foc.Focus < len(j.foc.Btns) {
		focus = j.foc.Btns[j.foc.Focus].Label
	}
	year := -1
	if e := j.entry(); e != nil {
		year = e.Year
	}
	return map[string]any{"year": year, "entries": len(j.p.sess.View().Journal), "focus": focus, "status": j.status, "editing": j.pad.editing()}
}

func (j *journalScene) entry() *forest.Entry {
	js := j.p.sess.View().Journal
	if j.page < 0 || j.page >= len(js) {
		return nil
	}
	return &js[j.page]
}

func (j *journalScene) build() {
	j.built = j.page
	prev := j.foc.Focus
	j.foc.Reset()
	n := len(j.p.sess.View().Journal)
	j.foc.Add(button{Rect: image.Rect(330, 640, 470, 686), Label: "« Earlier", Kind: ui.Control, ID: idPrev, Enabled: j.page > 0})
	j.foc.Add(button{Rect: image.Rect(480, 640, 620, 686), Label: "Later »", Kind: ui.Control, ID: idNext, Enabled: j.page < n-1})
	j.foc.Add(button{Rect: image.Rect(630, 640, 790, 686), Label: "Edit note", Kind: ui.Control, ID: idNote, Enabled: j.entry() != nil})
	j.foc.Add(button{Rect: image.Rect(800, 640, 950, 686), Label: "Export .md", Kind: ui.Control, ID: idExportMD, Enabled: true})
	j.foc.Add(button{Rect: image.Rect(960, 640, 1110, 686), Label: "Export map", Kind: ui.Control, ID: idExportPNG, Enabled: true})
	j.foc.Add(button{Rect: image.Rect(1120, 640, 1256, 686), Label: "Close", Kind: ui.Control, ID: idClose, Enabled: true})
	j.foc.Settle(prev)
}

// Update pages through the Years and runs the buttons; Back closes.
func (j *journalScene) Update(ctx *scenes.Context) error {
	if j.pad.editing() {
		j.pad.update(ctx)
		return nil
	}
	in := ctx.Input
	if in.Just(input.Back) || in.Just(input.Pause) {
		ctx.Stack.Pop()
		return nil
	}
	n := len(j.p.sess.View().Journal)
	if in.Just(input.PrevPage) && j.page > 0 {
		j.page--
	}
	if in.Just(input.NextPage) && j.page < n-1 {
		j.page++
	}
	if p := in.Pointer(); p.WheelY != 0 {
		j.page = min(n-1, max(0, j.page-int(p.WheelY)))
	}
	if j.built != j.page {
		j.build()
	}
	i := j.foc.Update(ctx)
	if i < 0 {
		return nil
	}
	switch j.foc.Btns[i].ID {
	case idPrev:
		j.page = max(0, j.page-1)
	case idNext:
		j.page = min(n-1, j.page+1)
	case idNote:
		e := j.entry()
		year := e.Year
		j.pad.title = "Your note on " + yearTitle(year) + " (Enter keeps it, Escape cancels)"
		j.pad.open(e.Note, func(s string) {
			if err := j.p.sess.Note(year, s); err != nil {
				j.status = err.Error()
			}
		})
	case idExportMD:
		j.export(exportName(j.p.sess, "md"), []byte(JournalMarkdown(j.p.sess)))
	case idExportPNG:
		b, err := MapPNG(j.p.sess, ctx.Palette, ctx.Fonts)
		if err != nil {
			j.status = "Map not exported: " + err.Error()
			break
		}
		j.export(exportName(j.p.sess, "png"), b)
	case idClose:
		ctx.Stack.Pop()
	}
	j.built = -1
	return nil
}

func (j *journalScene) export(name string, data []byte) {
	if j.p.h.Export == nil {
		j.status = "Exports are not available here."
		return
	}
	where, err := j.p.h.Export(name, data)
	if err != nil {
		j.status = "Not exported: " + err.Error()
		return
	}
	j.status = "Saved " + where
}

func yearTitle(y int) string {
	if y == 0 {
		return "History"
	}
	return "Year " + itoa(y)
}

// Draw paints the Year list and the page.
func (j *journalScene) Draw(dst *ebiten.Image, ctx *scenes.Context) {
	pal := ctx.Palette
	sprites.DrawBackdrop(dst, pal, int(ctx.Tick))
	panel(dst, ctx, image.Rect(24, 24, 300, 696))
	sprites.DrawText(dst, "Journal", ctx.Fonts.Face(sprites.StyleHeading), 44, 40, sprites.AlignLeft, pal.C(sprites.ColAccent))
	v := j.p.sess.View()
	js := v.Journal
	first := max(0, min(j.page-6, len(js)-13))
	body := ctx.Fonts.Face(sprites.StyleBody)
	for i := first; i < len(js) && i < first+13; i++ {
		y := 96 + (i-first)*44
		clr := pal.C(sprites.ColTextDim)
		if i == j.page {
			sprites.FillRoundRect(dst, 36, float32(y)-6, 252, 36, 6, pal.A(sprites.ColFocus, 0.2))
			clr = pal.C(sprites.ColText)
		}
		label := yearTitle(js[i].Year)
		if js[i].Note != "" {
			label += "  • note"
		}
		sprites.DrawText(dst, label, body, 52, float64(y), sprites.AlignLeft, clr)
	}
	panel(dst, ctx, image.Rect(316, 24, 1256, 624))
	if e := j.entry(); e != nil {
		title := yearTitle(e.Year)
		if e.Year == 0 {
			title = "Before the Years"
		}
		sprites.DrawText(dst, title, ctx.Fonts.Face(sprites.StyleHeading), 340, 40, sprites.AlignLeft, pal.C(sprites.ColAccent))
		if e.Year > 0 {
			sprites.DrawText(dst, factsLine(j.p.sess.Data, &v, e.Facts), ctx.Fonts.Face(sprites.StyleSmall), 1232, 56, sprites.AlignRight, pal.C(sprites.ColTextDim))
		}
		h := sprites.DrawWrapped(dst, e.Text, ctx.Fonts.Face(sprites.StyleLarge), 340, 96, 890, sprites.AlignLeft, pal.C(sprites.ColText))
		if e.Note != "" {
			sprites.DrawText(dst, "Your note", ctx.Fonts.Face(sprites.StyleSmallBold), 340, 120+h, sprites.AlignLeft, pal.C(sprites.ColForestLight))
			sprites.DrawWrapped(dst, e.Note, ctx.Fonts.Face(sprites.StyleBody), 340, 144+h, 890, sprites.AlignLeft, pal.C(sprites.ColText))
		}
	}
	if j.status != "" {
		drawHint(dst, ctx, j.status, 340, 590, 900)
	} else {
		drawHint(dst, ctx, "Page with Previous/Next page or the wheel. Exports go to "+j.where(), 340, 590, 900)
	}
	j.foc.DrawButtons(dst, ctx, sprites.StyleBody)
	if j.pad.editing() {
		j.pad.draw(dst, ctx)
	}
}

func (j *journalScene) where() string {
	if j.p.h.Export == nil {
		return "nowhere (not available)."
	}
	return "your exports folder (shown after saving)."
}

// factsLine is a Year's facts in a line: each Encroachment's hex, types,
// scores and winner, its hexes named from the view v and the tables d.
func factsLine(d *forest.Data, v *forest.SeatView, f forest.Facts) string {
	one := func(who string, c forest.ClashFact) string {
		if !c.Done {
			return ""
		}
		win := "held"
		if c.Winner == forest.Enemy && who == "Enemy" || c.Winner == forest.Forest && who == "Forest" {
			win = "won"
		}
		if c.Tie {
			win = "tie"
		}
		return who + " at " + v.Label(d, c.Hex) + ": " + c.Harm.Title() + " " + itoa(c.EnemyScore) + " – " + c.Nature.Title() + " " + itoa(c.ForestScore) + " (" + win + ")"
	}
	a, b := one("Enemy", f.Enemy), one("Forest", f.Forest)
	if a != "" && b != "" {
		return a + " · " + b
	}
	return a + b
}
