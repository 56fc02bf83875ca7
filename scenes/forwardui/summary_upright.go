package forwardui

import (
	"image"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"deepwood/records"
	"deepwood/scenes"
	"deepwood/scenes/input"
	"deepwood/scenes/ui"
	"deepwood/sprites"
)

// Upright (a phone held upright, issue 40) the summary keeps its heading
// and the line under it, and shows the rest a tab at a time: the run's
// numbers, its splits, and the board (the HP plot while the run is not on
// one); its buttons stand in two columns at the foot.

// The summary's tabs upright.
const (
	sumTabRun = iota
	sumTabSplits
	sumTabBoard
)

var sumTabNames = [...]string{"Run", "Splits", "Board"}

// The upright summary's column and rows.
const (
	sumUpX    = 36  // the column's left edge
	sumTabTop = 148 // the tabs' top, under the heading and its line
	sumTabH   = 64
	sumBodyY  = sumTabTop + sumTabH + 16 // the tab's contents' top
	sumRowH   = 30
)

// place lays the buttons out again when the screen's shape has changed
// (a phone turned), on the Run tab.
func (s *summaryScene) place(ctx *scenes.Context) {
	if size := ctx.ScreenSize(); size != s.size {
		s.lay(size, ctx.Upright())
		s.tab = sumTabRun
	}
}

// sumTab is the rectangle of upright tab i on a screen w wide.
func sumTab(i, w int) image.Rectangle {
	tw := (w - 2*sumUpX - 2*8) / 3
	x := sumUpX + i*(tw+8)
	return image.Rect(x, sumTabTop, x+tw, sumTabTop+sumTabH)
}

// pickTab shows the tab the player tapped, or the next or last with the
// page keys, upright.
func (s *summaryScene) pickTab(ctx *scenes.Context) {
	if !ctx.Upright() {
		return
	}
	switch in := ctx.Input; {
	case in.Just(input.NextPage):
		s.tab = (s.tab + 1) % len(sumTabNames)
	case in.Just(input.PrevPage):
		s.tab = (s.tab + len(sumTabNames) - 1) % len(sumTabNames)
	}
	if pt := ctx.Input.Pointer(); pt.Clicked {
		for i := range sumTabNames {
			if image.Pt(pt.X, pt.Y).In(sumTab(i, s.size.X)) {
				s.tab = i
			}
		}
	}
}

// drawStillUpright paints the upright summary: the panel, the outcome,
// the tabs and the tab shown.
func (s *summaryScene) drawStillUpright(dst *ebiten.Image, ctx *scenes.Context) {
	pal, fonts, size := ctx.Palette, ctx.Fonts, s.size
	sprites.DrawPanel(dst, image.Rect(12, 8, size.X-12, size.Y-8), pal, sprites.PanelNormal)
	head, why, col, icon := s.outcome()
	sprites.DrawIcon(dst, icon, sumUpX+22, 52, 44, pal.C(col), pal.C(sprites.ColPanel))
	sprites.DrawText(dst, head, fonts.Sized(sprites.StyleHeading, 40), sumUpX+56, 26, sprites.AlignLeft, pal.C(col))
	sprites.DrawWrapped(dst, why, fonts.Face(sprites.StyleBody), sumUpX, 86, float64(size.X-2*sumUpX), sprites.AlignLeft, pal.C(sprites.ColText))
	for i, name := range sumTabNames {
		style := sprites.PanelRaised
		if i == s.tab {
			style = sprites.PanelFocused
		}
		r := sumTab(i, size.X)
		sprites.DrawPanel(dst, r, pal, style)
		sprites.DrawText(dst, name, fonts.Face(sprites.StyleBodyBold), float64(r.Min.X+r.Max.X)/2, float64(r.Min.Y+20), sprites.AlignCenter, pal.C(sprites.ColText))
	}
	body := image.Rect(sumUpX, sumBodyY, size.X-sumUpX, summaryButton(0, len(s.ids), size, true).Min.Y-12)
	switch s.tab {
	case sumTabRun:
		y := float64(body.Min.Y)
		for _, r := range s.rows {
			sprites.DrawText(dst, r[0], fonts.Face(sprites.StyleBody), float64(body.Min.X), y, sprites.AlignLeft, pal.C(sprites.ColTextDim))
			sprites.DrawText(dst, r[1], fonts.Face(sprites.StyleMono), float64(body.Min.X+184), y, sprites.AlignLeft, pal.C(sprites.ColText))
			y += sumRowH
		}
	case sumTabSplits:
		s.drawSplitsUpright(dst, ctx, body)
	case sumTabBoard:
		if s.board.active() {
			s.board.drawUpright(dst, ctx, body)
			return
		}
		sprites.DrawText(dst, "HP and Max HP over the run", fonts.Face(sprites.StyleBodyBold), float64(body.Min.X), float64(body.Min.Y), sprites.AlignLeft, pal.C(sprites.ColAccent))
		plot := image.Rect(body.Min.X, body.Min.Y+32, body.Max.X, min(body.Max.Y-30, body.Min.Y+32+320))
		if s.plotUp == nil || s.plotUp.Bounds().Size() != plot.Size() {
			s.plotUp = renderPlotIn(ctx, s.p.sess.History(), plot.Size(), sprites.StyleBody)
		}
		drawAt(dst, s.plotUp, float64(plot.Min.X), float64(plot.Min.Y))
		sprites.DrawText(dst, "— HP", fonts.Face(sprites.StyleBodyBold), float64(plot.Min.X), float64(plot.Max.Y+6), sprites.AlignLeft, pal.C(sprites.ColGood))
		sprites.DrawText(dst, "- - Max HP", fonts.Face(sprites.StyleBodyBold), float64(plot.Min.X+80), float64(plot.Max.Y+6), sprites.AlignLeft, pal.C(sprites.ColAccent))
	}
}

// drawSplitsUpright lists the splits in one column in r: each location's
// name, its time and its delta, then the records and where the replay
// went.
func (s *summaryScene) drawSplitsUpright(dst *ebiten.Image, ctx *scenes.Context, r image.Rectangle) {
	pal, fonts, sess := ctx.Palette, ctx.Fonts, s.p.sess
	times, names := sess.Splits()
	deltas, paces := sess.SplitPaces()
	body, mono := fonts.Face(sprites.StyleBody), fonts.Face(sprites.StyleMono)
	x, y := float64(r.Min.X), float64(r.Min.Y)
	if len(times) == 0 {
		sprites.DrawText(dst, "No location was completed.", body, x, y, sprites.AlignLeft, pal.C(sprites.ColTextDim))
		y += sumRowH
	}
	for i, t := range times {
		sprites.DrawText(dst, names[i], body, x, y, sprites.AlignLeft, pal.C(sprites.ColText))
		sprites.DrawText(dst, FormatTime(t), mono, float64(r.Max.X-90), y, sprites.AlignRight, pal.C(sprites.ColText))
		if i < len(paces) && paces[i] != records.NoRecord {
			sprites.DrawText(dst, FormatDelta(deltas[i]), mono, float64(r.Max.X), y, sprites.AlignRight, pal.C(paceColour(paces[i])))
		}
		y += sumRowH
	}
	if line := bestLine(sess.Best(s.p.h.Records), sess.SumOfBest(s.p.h.Records)); line != "" {
		sprites.DrawText(dst, line, mono, x, y+8, sprites.AlignLeft, pal.C(sprites.ColAccent))
		y += sumRowH + 8
	}
	if where := s.filedWords(); where != "" {
		sprites.DrawWrapped(dst, where, body, x, y+8, float64(r.Dx()), sprites.AlignLeft, pal.C(sprites.ColTextDim))
	}
}

// drawUpright paints the board's answer in r in faces a phone can read:
// the headline and its detail, then the lines around the run, each a
// rank, a player and a time.
func (b *boardPanel) drawUpright(dst *ebiten.Image, ctx *scenes.Context, r image.Rectangle) {
	pal, fonts := ctx.Palette, ctx.Fonts
	head, col := b.headline()
	x, y := float64(r.Min.X), float64(r.Min.Y)
	y += sprites.DrawWrapped(dst, head, fonts.Face(sprites.StyleBodyBold), x, y, float64(r.Dx()), sprites.AlignLeft, pal.C(col))
	y += sprites.DrawWrapped(dst, b.detail(), fonts.Face(sprites.StyleBody), x, y+4, float64(r.Dx()), sprites.AlignLeft, pal.C(sprites.ColTextDim)) + 16
	mono := fonts.Face(sprites.StyleMono)
	for _, e := range b.sub.Around {
		if y+sumRowH > float64(r.Max.Y) {
			break
		}
		c := pal.C(sprites.ColText)
		if strings.EqualFold(e.Player, b.name) {
			c = pal.C(sprites.ColAccent)
			sprites.FillRoundRect(dst, float32(x-6), float32(y-3), float32(r.Dx()+12), sumRowH-2, 4, pal.A(sprites.ColAccent, 0.15))
		}
		sprites.DrawText(dst, itoa(e.Rank), mono, x+30, y, sprites.AlignRight, c)
		sprites.DrawText(dst, e.Player, mono, x+46, y, sprites.AlignLeft, c)
		sprites.DrawText(dst, FormatTime(msTicks(e.IGTms)), mono, float64(r.Max.X), y, sprites.AlignRight, c)
		y += sumRowH
	}
}

// LaysOutUpright reports that the summary has a portrait layout.
func (s *summaryScene) LaysOutUpright() bool { return true }

// inspectUpright adds the summary's layout to v: its buttons, upright its
// tabs, and its faces.
func (s *summaryScene) inspectUpright(v *InspectView) {
	up := s.size != image.Pt(sprites.ScreenWidth, sprites.ScreenHeight)
	inspectLayout(v, &s.f, nil, s.size, up)
	if !up {
		v.TextPx = []float64{sprites.StyleSize(sprites.StyleSmall)}
		return
	}
	for i, name := range sumTabNames {
		v.Targets = append(v.Targets, ui.TargetOf("tab "+name, sumTab(i, s.size.X)))
	}
	v.TextPx = []float64{40, sprites.StyleSize(sprites.StyleBody), sprites.StyleSize(sprites.StyleMono)}
}
