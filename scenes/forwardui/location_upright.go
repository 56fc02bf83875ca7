package forwardui

import (
	"image"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"deepwood/rules/forward"
	"deepwood/scenes"
	"deepwood/scenes/input"
	"deepwood/scenes/ui"
	"deepwood/sprites"
)

// fit lays the location out again when the screen's shape has changed (a
// phone turned): the spaces, the controls, and the Map shown.
func (s *locationScene) fit(ctx *scenes.Context) {
	if s.p.place(ctx, &s.fitted) {
		s.at, s.builtAt, s.tab = -1, -1, tabMap
	}
}

// pickTab shows the tab the player tapped, upright.
func (s *locationScene) pickTab(ctx *scenes.Context) {
	if t := s.p.g.tabTapped(ctx); t >= 0 {
		s.showTab(t)
	}
}

// showTab shows the Map or the Pack (upright only: in landscape the Pack
// is always beside the board), its controls listed anew.
func (s *locationScene) showTab(t int) {
	if !s.p.g.upright || t == s.tab {
		return
	}
	s.tab, s.builtAt = t, -1
	s.f.Focus = 0
}

// drawTop paints the top bar's words: the screen's title, where the run
// is (a location's place among the nine, "" in a duel) and a line under
// them. Upright the title is smaller and the line wraps under the Pause.
func (p *play) drawTop(dst *ebiten.Image, ctx *scenes.Context, title, where, line string) {
	pal, fonts, t := ctx.Palette, ctx.Fonts, p.g.top
	x := float64(t.Min.X + 18)
	if !p.g.upright {
		sprites.DrawText(dst, title, fonts.Face(sprites.StyleHeading), x, float64(t.Min.Y+4), sprites.AlignLeft, pal.C(sprites.ColAccent))
		if where != "" {
			sprites.DrawText(dst, where, fonts.Face(sprites.StyleSmallBold), float64(t.Max.X-118), float64(t.Min.Y+8), sprites.AlignRight, pal.C(sprites.ColTextDim))
		}
		sprites.DrawText(dst, line, fonts.Face(sprites.StyleSmall), x, float64(t.Min.Y+42), sprites.AlignLeft, pal.C(sprites.ColText))
		return
	}
	x = float64(t.Min.X + 14)
	sprites.DrawText(dst, title, fonts.Face(sprites.StyleLarge), x, float64(t.Min.Y+10), sprites.AlignLeft, pal.C(sprites.ColAccent))
	if where != "" {
		sprites.DrawText(dst, where, fonts.Face(sprites.StyleBody), x, float64(t.Min.Y+44), sprites.AlignLeft, pal.C(sprites.ColTextDim))
	}
	sprites.DrawWrapped(dst, line, fonts.Face(sprites.StyleBody), x, float64(t.Min.Y+74), float64(t.Dx()-28), sprites.AlignLeft, pal.C(sprites.ColText))
}

// drawDialogUpright paints the Terror or discard choice over the whole
// board: the card it is about beside the words (the preview is under
// the dialog), the choices across the foot.
func (s *locationScene) drawDialogUpright(dst *ebiten.Image, ctx *scenes.Context) {
	pal, fonts, v, d := ctx.Palette, ctx.Fonts, s.p.sess.View(), s.p.g.dialog
	b := s.p.g.board
	s.p.art.fillRect(dst, float64(b.Min.X), float64(b.Min.Y), float64(b.Dx()), float64(b.Dy()), pal.A(sprites.ColChaosBlack, 0.55))
	sprites.DrawPanel(dst, d, pal, sprites.PanelNormal)
	title, body := s.dialogWords(&v)
	sprites.DrawText(dst, title, fonts.Face(sprites.StyleLarge), float64(d.Min.X+16), float64(d.Min.Y+14), sprites.AlignLeft, pal.C(sprites.ColAccent))
	const cw, ch = 140, 196
	if v.Pending != forward.NoCard {
		drawAt(dst, s.p.art.card(s.p.sess.Data, v.Pending, cw, ch), float64(d.Min.X+16), float64(d.Min.Y+54))
	}
	sprites.DrawWrapped(dst, body, fonts.Face(sprites.StyleBody), float64(d.Min.X+16+cw+16), float64(d.Min.Y+54), float64(d.Dx()-cw-48), sprites.AlignLeft, pal.C(sprites.ColText))
	s.f.DrawButtons(dst, ctx, sprites.StyleBody)
}

// LaysOutUpright reports that the location has a portrait layout.
func (s *locationScene) LaysOutUpright() bool { return true }

// LaysOutUpright reports that the duel has a portrait layout.
func (s *duelScene) LaysOutUpright() bool { return true }

// zoomed shows the previewed card large when the player taps it (or
// rests a finger on it), and while it is shown takes the next tap, key
// or button to put it away: its words are cut short on the small cards,
// and upright even on the preview. The run's clock goes on meanwhile. It
// reports whether it took the tick's input.
func (s *locationScene) zoomed(ctx *scenes.Context) bool {
	in, pt := ctx.Input, ctx.Input.Pointer()
	if s.zoom != forward.NoCard {
		if pt.Clicked || in.Just(input.Confirm) || in.Just(input.Back) || in.Just(input.Pause) {
			s.zoom = forward.NoCard
		}
		return true
	}
	if s.tab == tabMap && (pt.Clicked || pt.LongPress) && image.Pt(pt.X, pt.Y).In(s.p.g.preview) {
		if id := s.focusedCard(); id != forward.NoCard {
			s.zoom = id
			return true
		}
	}
	return false
}

// drawZoom paints the card shown large over a veil, with how to put it
// away under it.
func (s *locationScene) drawZoom(dst *ebiten.Image, ctx *scenes.Context) {
	if s.zoom == forward.NoCard {
		return
	}
	size, pal := ctx.ScreenSize(), ctx.Palette
	vector.FillRect(dst, 0, 0, float32(size.X), float32(size.Y), pal.A(sprites.ColChaosBlack, 0.75), false)
	w := min(size.X-80, 420)
	h := w * 7 / 5
	x, y := (size.X-w)/2, max((size.Y-h)/2-24, 8)
	drawAt(dst, s.p.art.card(s.p.sess.Data, s.zoom, w, h), float64(x), float64(y))
	hint := ui.Hint(ctx, func() string {
		return ui.KeyName(ctx, input.Confirm) + " or " + ui.KeyName(ctx, input.Back) + " puts the card away."
	}, "Tap to put the card away.")
	sprites.DrawText(dst, hint, ctx.Fonts.Face(s.p.g.small), float64(size.X)/2, float64(y+h+16), sprites.AlignCenter, pal.C(sprites.ColTextDim))
}
