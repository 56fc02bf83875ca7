package forwardui

import (
	"image"

	"github.com/hajimehoshi/ebiten/v2"

	"deepwood/scenes"
	"deepwood/scenes/input"
	"deepwood/scenes/ui"
	"deepwood/sprites"
)

// Upright (a phone held upright, issue 40) the new-run screen is one
// column as wide as the screen, in rows a thumb can hit: the seed code is
// shown large and changed by typing it (on the seed pad's keys), as the
// landscape screen's small + and − beside each letter would be too small
// for a finger; the daily board, which has no room, is on the landscape
// screen.

// The upright column's rows.
const (
	nrX     = 36  // the column's left edge
	nrRowH  = 64  // a control's height
	nrStep  = 72  // from one row to the next
	nrFirst = 168 // the first row's top, under the heading and the intro
)

// place lays the controls out again when the screen's shape has changed
// (a phone turned).
func (s *newRunScene) place(ctx *scenes.Context) {
	if size := ctx.ScreenSize(); size != s.size {
		s.size = size
		s.lay(ctx.Upright())
	}
}

// layUpright lists the controls in the upright column: a row each for a
// random run, the daily seed (each with its ranked kind beside it while
// Online is on), and the guided game; the code, the row to type it, what
// to do with it, and the way out.
func (s *newRunScene) layUpright() {
	w := s.size.X - 2*nrX
	half := (w - 12) / 2
	row := func(i int) image.Rectangle { y := nrFirst + i*nrStep; return image.Rect(nrX, y, nrX+w, y+nrRowH) }
	left := func(i int) image.Rectangle { r := row(i); r.Max.X = r.Min.X + half; return r }
	right := func(i int) image.Rectangle { r := row(i); r.Min.X = r.Max.X - half; return r }
	if s.h.Boards != nil && s.h.Boards.Ready() == nil {
		s.f.Add(button{Rect: left(0), Label: "Random run", Kind: ui.Control, ID: uiRandom, Enabled: true})
		s.f.Add(button{Rect: right(0), Kind: ui.Control, ID: uiRankedRandom, Enabled: true})
		s.f.Add(button{Rect: left(1), Label: "Daily " + s.daily.Code(), Kind: ui.Control, ID: uiDaily, Enabled: true})
		s.f.Add(button{Rect: right(1), Kind: ui.Control, ID: uiRankedDaily, Enabled: true})
		s.relabelRanked()
	} else {
		s.f.Add(button{Rect: row(0), Label: "Start a random run", Kind: ui.Control, ID: uiRandom, Enabled: true})
		s.f.Add(button{Rect: row(1), Label: "Start today's daily seed " + s.daily.Code(), Kind: ui.Control, ID: uiDaily, Enabled: true})
	}
	s.f.Add(button{Rect: row(2), Label: "Start the guided first game", Kind: ui.Control, ID: uiGuided, Enabled: true})
	// Row 3 is the code, written large.
	s.f.Add(button{Rect: row(4), Label: "Type or paste a seed code", Kind: ui.Control, ID: uiTypeCode, Enabled: true})
	s.f.Add(button{Rect: left(5), Label: "Start with this seed", Kind: ui.Control, ID: uiTyped, Enabled: true})
	s.f.Add(button{Rect: right(5), Label: "Practise a location", Kind: ui.Control, ID: uiPractice, Enabled: true})
	s.f.Add(button{Rect: left(6), Label: "Back", Kind: ui.Control, ID: uiBack, Enabled: true})
	s.f.Add(button{Rect: right(6), Label: "Watch replays", Kind: ui.Control, ID: uiReplays, Enabled: s.h.Replays != nil})
}

// drawStillUpright paints the upright screen's still parts: the panel,
// the heading and the intro, the seed code, what is wrong with it, and
// the hint at the foot.
func (s *newRunScene) drawStillUpright(dst *ebiten.Image, ctx *scenes.Context) {
	pal, fonts, size := ctx.Palette, ctx.Fonts, s.size
	sprites.DrawPanel(dst, image.Rect(12, 8, size.X-12, size.Y-8), pal, sprites.PanelNormal)
	sprites.DrawText(dst, "Forward: a new run", fonts.Face(sprites.StyleHeading), nrX, 28, sprites.AlignLeft, pal.C(sprites.ColAccent))
	sprites.DrawWrapped(dst, "Nine locations, one deck, the Dragon at the bottom. The same seed always deals the same dungeon.", fonts.Face(sprites.StyleBody), nrX, 76, float64(size.X-2*nrX), sprites.AlignLeft, pal.C(sprites.ColText))
	y := float64(nrFirst + 3*nrStep)
	sprites.DrawText(dst, "Seed code", fonts.Face(sprites.StyleBody), nrX, y+16, sprites.AlignLeft, pal.C(sprites.ColTextDim))
	sprites.DrawText(dst, s.typed(), fonts.Sized(sprites.StyleMono, 36), float64(size.X-nrX), y+8, sprites.AlignRight, pal.C(sprites.ColText))
	y = float64(nrFirst + 7*nrStep)
	if s.msg != "" {
		y += sprites.DrawWrapped(dst, s.msg, fonts.Face(sprites.StyleBody), nrX, y, float64(size.X-2*nrX), sprites.AlignLeft, pal.C(sprites.ColBad)) + 8
	}
	hint := ui.Hint(ctx, func() string {
		return ui.KeyName(ctx, input.Confirm) + " does what the lit button says; " + ui.KeyName(ctx, input.Back) + " goes back."
	}, "Tap a button to do what it says.")
	sprites.DrawWrapped(dst, hint, fonts.Face(sprites.StyleBody), nrX, max(y, float64(size.Y-72)), float64(size.X-2*nrX), sprites.AlignLeft, pal.C(sprites.ColTextDim))
}

// LaysOutUpright reports that the new-run screen has a portrait layout.
func (s *newRunScene) LaysOutUpright() bool { return true }
