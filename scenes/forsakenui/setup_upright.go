package forsakenui

import (
	"image"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"deepwood/scenes"
	"deepwood/scenes/ui"
	"deepwood/sprites"
)

// Upright (a phone held upright, issue 40) the set-up is one column as
// wide as the screen: each line that holds a value is a row 64 high (44
// CSS pixels on a phone) with ‹ and › at its ends to step it back and on
// and its name and value between them, which a tap also steps on (or,
// on the Seed row, opens the seed pad); the Roles row is taller, its
// value on two lines. Back, How to play and Deal the roles stand at the
// foot, and between them and the rows the Role Cards dealt and the word
// on the line last touched, whole where they fit.

// The upright column: its margin, a row's height and the Roles row's,
// the gap between rows, the width of a row's ‹ and ›, the first row's
// top.
const (
	suX, suRowH, suRolesH, suGap, suArrow, suFirst = 24, 64, 88, 8, 64, 72
)

// setupTap is one place a tap does something upright: on row, step it
// by step, or with step 0 press it (act) or, with row -1, go back.
type setupTap struct {
	rect       image.Rectangle
	row, step  int
	name       string
	valueWidth int // the value's room, on the middle of a row
}

// setupShape is where the set-up was last laid out.
type setupShape struct {
	size    image.Point
	upright bool
	taps    []setupTap
	textTop int // under the last row: the cast line and the hint
}

// LaysOutUpright reports that the set-up has a portrait layout.
func (s *SetupScene) LaysOutUpright() bool { return true }

// place lays the set-up out for the screen drawn now, again only when
// its shape changed (a phone turned).
func (s *SetupScene) place(ctx *scenes.Context) {
	size := ctx.ScreenSize()
	if size == s.shape.size && ctx.Upright() == s.shape.upright {
		return
	}
	s.shape = setupShape{size: size, upright: ctx.Upright()}
	if !s.shape.upright {
		return
	}
	y := suFirst
	for r := range rowStart {
		h := suRowH
		if r == rowRoles {
			h = suRolesH
		}
		row := image.Rect(suX, y, size.X-suX, y+h)
		if r == rowNames {
			s.shape.taps = append(s.shape.taps, setupTap{rect: row, row: r, name: setupRows[r], valueWidth: row.Dx() - 32})
		} else {
			mid := row
			mid.Min.X, mid.Max.X = row.Min.X+suArrow+suGap, row.Max.X-suArrow-suGap
			s.shape.taps = append(s.shape.taps,
				setupTap{rect: image.Rect(row.Min.X, y, row.Min.X+suArrow, y+h), row: r, step: -1, name: setupRows[r] + " ‹"},
				setupTap{rect: mid, row: r, name: setupRows[r], valueWidth: mid.Dx() - 24},
				setupTap{rect: image.Rect(row.Max.X-suArrow, y, row.Max.X, y+h), row: r, step: 1, name: setupRows[r] + " ›"})
		}
		y += h + suGap
	}
	s.shape.textTop = y + 4
	foot := size.Y - 20 - suRowH
	w := (size.X - 2*suX - 2*suGap) / 3
	for i, b := range []struct {
		row  int
		name string
	}{{-1, "Back"}, {rowHowTo, setupRows[rowHowTo]}, {rowStart, setupRows[rowStart]}} {
		x := suX + i*(w+suGap)
		s.shape.taps = append(s.shape.taps, setupTap{rect: image.Rect(x, foot, x+w, foot+suRowH), row: b.row, name: b.name})
	}
}

// tapUpright does what a tap upright does, reporting whether it did
// anything: focus the row and step it, press it, or go back.
func (s *SetupScene) tapUpright(ctx *scenes.Context) (bool, error) {
	p := ctx.Input.Pointer()
	for _, t := range s.shape.taps {
		if !image.Pt(p.X, p.Y).In(t.rect) {
			continue
		}
		if t.row >= 0 && (p.Moved || p.Clicked) {
			s.focus = t.row
		}
		if !p.Clicked {
			return false, nil
		}
		switch {
		case t.row < 0:
			if s.h.Title != nil {
				ctx.Stack.Replace(s.h.Title())
			}
		case t.step != 0:
			s.change(t.step)
		default:
			if acted, err := s.act(ctx, t.row); acted {
				return true, err
			}
			s.change(1)
		}
		return true, nil
	}
	return false, nil
}

// drawUpright paints the upright set-up: the panel and heading, the rows
// with their values, the buttons at the foot, and under the rows the
// Role Cards dealt and the word on the focused line, each where it fits.
func (s *SetupScene) drawUpright(dst *ebiten.Image, ctx *scenes.Context, values [numRows]string) {
	pal, fonts, size := ctx.Palette, ctx.Fonts, s.shape.size
	dst.Fill(pal.C(sprites.ColBackground))
	sprites.DrawBackdrop(dst, pal, int(ctx.Tick))
	sprites.DrawPanel(dst, image.Rect(12, 8, size.X-12, size.Y-8), pal, sprites.PanelNormal)
	sprites.DrawText(dst, "Forsaken Forest: a new game", fonts.Face(sprites.StyleLarge), float64(size.X)/2, 28, sprites.AlignCenter, pal.C(sprites.ColAccent))
	body, bold := fonts.Face(sprites.StyleBody), fonts.Face(sprites.StyleBodyBold)
	for _, t := range s.shape.taps {
		style := sprites.PanelRaised
		switch {
		case t.row == rowNames && s.people.count <= 1 && t.row != s.focus:
			style = sprites.PanelDisabled
		case t.row == s.focus && t.step == 0:
			style = sprites.PanelFocused
		}
		sprites.DrawPanel(dst, t.rect, pal, style)
		c := sprites.TextColorFor(pal, style)
		cx, top := float64(t.rect.Min.X+t.rect.Max.X)/2, float64(t.rect.Min.Y)
		switch {
		case t.step != 0:
			arrow := map[int]string{-1: "‹", 1: "›"}[t.step]
			sprites.DrawText(dst, arrow, fonts.Face(sprites.StyleHeading), cx, top+float64(t.rect.Dy())/2-22, sprites.AlignCenter, c)
		case t.row < 0 || t.row >= rowStart:
			sprites.DrawText(dst, t.name, bold, cx, top+float64(t.rect.Dy())/2-12, sprites.AlignCenter, c)
		default:
			lines := sprites.Wrap(values[t.row], bold, float64(t.valueWidth))
			if t.row != rowRoles || len(lines) > 2 {
				lines = []string{ui.Fit(values[t.row], bold, float64(t.valueWidth))}
			}
			// The name and the value centred in the row, however many lines.
			top += max(0, (float64(t.rect.Dy()-suRowH)-float64(len(lines)-1)*sprites.LineHeight(bold))/2)
			sprites.DrawText(dst, setupRows[t.row], body, cx, top+8, sprites.AlignCenter, c)
			for i, l := range lines {
				sprites.DrawText(dst, l, bold, cx, top+34+float64(i)*sprites.LineHeight(bold), sprites.AlignCenter, c)
			}
		}
	}
	y, bottom := float64(s.shape.textTop), float64(size.Y-20-suRowH-8)
	w := float64(size.X - 2*suX - 8)
	for _, p := range []struct {
		text string
		col  sprites.ColorID
	}{{s.err, sprites.ColBad}, {s.castLine(), sprites.ColText}, {s.rowHint(true), sprites.ColTextDim}} {
		if p.text == "" {
			continue
		}
		h := sprites.LineHeight(body) * float64(len(sprites.Wrap(p.text, body, w)))
		if y+h > bottom {
			continue
		}
		y += sprites.DrawWrapped(dst, p.text, body, suX+4, y, w, sprites.AlignLeft, pal.C(p.col)) + 8
	}
}

// inspectShape adds the set-up's layout to its report: the screen,
// whether upright, its targets (or an open pad's) and its faces.
func (s *SetupScene) inspectShape(in map[string]any) {
	var ts []target
	px := []float64{sprites.StyleSize(sprites.StyleLarge), sprites.StyleSize(sprites.StyleBody), sprites.StyleSize(sprites.StyleBodyBold)}
	switch {
	case s.pad.Active:
		ts, px = padTargets(s.shape.size, s.shape.upright, s.pad.Width, "Seed code", "Cancel", "Take the code")
	case s.people.pad.Active:
		ts, px = padTargets(s.shape.size, s.shape.upright, s.people.pad.Width, "Name", "Stop", "Keep the name")
	case s.shape.upright:
		for _, t := range s.shape.taps {
			ts = append(ts, ui.TargetOf(t.name, t.rect))
		}
		px = append(px, sprites.StyleSize(sprites.StyleHeading)) // the arrows
	default:
		for r := range numRows {
			ts = append(ts, ui.TargetOf(setupRows[r], rowRect(r)))
		}
		px = []float64{sprites.StyleSize(sprites.StyleHeading), sprites.StyleSize(sprites.StyleSmall), sprites.StyleSize(sprites.StyleBody), sprites.StyleSize(sprites.StyleBodyBold)}
	}
	in["screen"] = [2]int{s.shape.size.X, s.shape.size.Y}
	in["upright"], in["targets"], in["textPx"] = s.shape.upright, ts, px
}

// update lets the names pad take the keys; upright a tap on Stop closes
// it and one on Keep the name keeps it and opens the next person's, as
// Escape and Enter do.
func (p *people) update(ctx *scenes.Context) {
	if pt := ctx.Input.Pointer(); pt.Clicked && ctx.Upright() {
		stop, keep := ui.PadButtons(ctx)
		switch at := image.Pt(pt.X, pt.Y); {
		case at.In(stop):
			p.pad.Active = false
			return
		case at.In(keep):
			p.pad.Enter()
			return
		}
	}
	p.pad.Update(ctx)
}

// drawUpright veils the upright set-up and shows the name being typed
// across the screen, as the seed pad does, with its two buttons.
func (p *people) drawUpright(dst *ebiten.Image, ctx *scenes.Context, title string) {
	pal, size := ctx.Palette, ctx.ScreenSize()
	cy := size.Y / 2
	vector.FillRect(dst, 0, 0, float32(size.X), float32(size.Y), pal.A(sprites.ColChaosBlack, 0.7), false)
	panel := image.Rect(16, cy-170, size.X-16, cy+170)
	w := float64(panel.Dx() - 64)
	sprites.DrawPanel(dst, panel, pal, sprites.PanelNormal)
	sprites.DrawWrapped(dst, title, ctx.Fonts.Face(sprites.StyleBodyBold), float64(panel.Min.X+32), float64(panel.Min.Y+22), w, sprites.AlignCenter, pal.C(sprites.ColAccent))
	sprites.DrawWrapped(dst, "Tap the field for the keyboard; Keep the name opens the next person's.", ctx.Fonts.Face(sprites.StyleBody), float64(panel.Min.X+32), float64(panel.Min.Y+56), w, sprites.AlignCenter, pal.C(sprites.ColTextDim))
	p.pad.DrawField(dst, ctx)
	ui.DrawPadButtons(dst, ctx, "Stop", "Keep the name")
}

// padTargets are an open pad's field, width wide in the middle of a
// size screen, and its two buttons (ui.PadButtonsAt), named, with the
// faces it writes in, for the set-up's report.
func padTargets(size image.Point, upright bool, width int, field, cancel, take string) ([]target, []float64) {
	fh, note := 52, sprites.StyleSmall
	if upright {
		fh, note = ui.FieldHeightUpright, sprites.StyleBody
	}
	f := image.Rect(size.X/2-width/2, size.Y/2-fh/2, size.X/2+width/2, size.Y/2+fh/2)
	c, t := ui.PadButtonsAt(size, upright)
	px := []float64{sprites.StyleSize(sprites.StyleLarge), sprites.StyleSize(note), sprites.StyleSize(sprites.StyleBody), sprites.StyleSize(sprites.StyleBodyBold)}
	return []target{ui.TargetOf(field, f), ui.TargetOf(cancel, c), ui.TargetOf(take, t)}, px
}
