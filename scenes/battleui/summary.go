package battleui

import (
	"fmt"
	"image"

	"github.com/hajimehoshi/ebiten/v2"

	"deepwood/rules/battle"
	"deepwood/scenes"
	"deepwood/scenes/ui"
	"deepwood/sprites"
	"deepwood/storage"
)

// Summary is the end of a battle: who won and how, the losses per side and
// per unit, and a plot of each side's troops over the rounds.
type Summary struct {
	h    Hooks
	s    *Session
	btns buttons
	tick int
}

// NewSummary shows the finished battle.
func NewSummary(h Hooks, s *Session) *Summary {
	m := &Summary{h: h, s: s}
	m.btns.focus = 1
	m.btns.add(image.Rect(700, 640, 960, 690), "New battle", true, func(ctx *scenes.Context) {
		ctx.Stack.Replace(NewSetup(h))
	})
	m.btns.add(image.Rect(980, 640, 1240, 690), "Back to the title", true, func(ctx *scenes.Context) {
		ui.ResetTo(ctx, h.Title)
	})
	return m
}

// Name is "battle-summary".
func (m *Summary) Name() string { return "battle-summary" }

// Session is the finished battle.
func (m *Summary) Session() *Session { return m.s }

// Update waits for the player.
func (m *Summary) Update(ctx *scenes.Context) error {
	m.tick++
	if m.tick < 20 {
		return nil
	}
	if !m.btns.pointer(ctx) {
		m.btns.keys(ctx)
	}
	return nil
}

// result is the battle's result, or an empty one.
func (m *Summary) result() battle.Result {
	if v := m.s.View(); v.Over() {
		return v.Result
	}
	return battle.Result{Winner: battle.NoSide}
}

// Draw lays out the verdict, the tables and the plot.
func (m *Summary) Draw(dst *ebiten.Image, ctx *scenes.Context) {
	pal := ctx.Palette
	sprites.DrawBackdrop(dst, pal, m.tick)
	r := m.result()
	v := m.s.View()
	title := "A draw"
	if r.Winner != battle.NoSide {
		title = sideName(r.Winner) + " wins"
	}
	sprites.DrawTextShadow(dst, title, ctx.Fonts.Face(sprites.StyleHeading), 640, 24, sprites.AlignCenter, pal.C(sprites.ColAccent), pal.C(sprites.ColBackground))
	sprites.DrawText(dst, fmt.Sprintf("by %s after %s · %s", r.How, ui.Count(r.Rounds, "round", "rounds"), m.s.Sc.Title), ctx.Fonts.Face(sprites.StyleBody), 640, 66, sprites.AlignCenter, pal.C(sprites.ColText))
	small := ctx.Fonts.Face(sprites.StyleSmall)
	bold := ctx.Fonts.Face(sprites.StyleBodyBold)
	for side := range 2 {
		s := battle.Side(side)
		x0 := 40 + side*310
		box := image.Rect(x0, 110, x0+290, 620)
		sprites.DrawPanel(dst, box, pal, sprites.PanelNormal)
		sprites.FillRoundRect(dst, float32(x0+14), 126, 16, 16, 3, sideColor(pal, s))
		sprites.DrawText(dst, fmt.Sprintf("%s · %s", sideName(s), m.s.Setup.Players[side].Label()), bold, float64(x0+38), 122, sprites.AlignLeft, pal.C(sprites.ColText))
		sprites.DrawText(dst, fmt.Sprintf("brought %d, lost %d for good (%d in battle)", r.Troops[side], r.Lost[side], r.Raw[side]), small, float64(x0+14), 152, sprites.AlignLeft, pal.C(sprites.ColWarn))
		y := 180.0
		for i := range v.Units {
			u := &v.Units[i]
			if u.Side != s || y > 590 {
				continue
			}
			state := ""
			switch {
			case u.Lost:
				state = " lost"
			case u.Left:
				state = " left"
			}
			clr := pal.C(sprites.ColText)
			if u.Lost {
				clr = pal.C(sprites.ColBad)
			}
			sprites.DrawText(dst, m.s.unitLabel(i), small, float64(x0+14), y, sprites.AlignLeft, clr)
			sprites.DrawText(dst, fmt.Sprintf("-%d/%d%s", u.Losses, u.Size, state), small, float64(x0+276), y, sprites.AlignRight, clr)
			y += 20
		}
	}
	m.drawPlot(dst, ctx, image.Rect(680, 110, 1240, 620))
	m.btns.draw(dst, ctx, true)
	if where, err := m.s.Kept(); err != nil {
		sprites.DrawWrapped(dst, "The battle's record could not be kept: "+err.Error(), small, 40, 632, 600, sprites.AlignLeft, pal.C(sprites.ColBad))
	} else if where != "" {
		sprites.DrawWrapped(dst, "Battle record kept in your replays folder as "+storage.BaseName(where), small, 40, 632, 600, sprites.AlignLeft, pal.C(sprites.ColTextDim))
	}
}

// drawPlot plots each side's troops present at the start of every round.
func (m *Summary) drawPlot(dst *ebiten.Image, ctx *scenes.Context, box image.Rectangle) {
	pal := ctx.Palette
	sprites.DrawPanel(dst, box, pal, sprites.PanelNormal)
	small := ctx.Fonts.Face(sprites.StyleSmall)
	sprites.DrawText(dst, "Troops per side, round by round", ctx.Fonts.Face(sprites.StyleBodyBold), float64(box.Min.X+16), float64(box.Min.Y+12), sprites.AlignLeft, pal.C(sprites.ColAccent))
	pts := m.s.Troops
	top := 1
	for _, p := range pts {
		top = max(top, p[0], p[1])
	}
	gx0, gy0 := float32(box.Min.X+56), float32(box.Min.Y+56)
	gx1, gy1 := float32(box.Max.X-24), float32(box.Max.Y-48)
	sprites.StrokeLine(dst, gx0, gy1, gx1, gy1, 1.5, pal.C(sprites.ColTextDim))
	sprites.StrokeLine(dst, gx0, gy0, gx0, gy1, 1.5, pal.C(sprites.ColTextDim))
	sprites.DrawText(dst, fmt.Sprint(top), small, float64(gx0-8), float64(gy0-8), sprites.AlignRight, pal.C(sprites.ColTextDim))
	sprites.DrawText(dst, "0", small, float64(gx0-8), float64(gy1-10), sprites.AlignRight, pal.C(sprites.ColTextDim))
	sprites.DrawText(dst, "start", small, float64(gx0), float64(gy1+8), sprites.AlignLeft, pal.C(sprites.ColTextDim))
	sprites.DrawText(dst, "end", small, float64(gx1), float64(gy1+8), sprites.AlignRight, pal.C(sprites.ColTextDim))
	n := len(pts)
	px := func(i int) float32 {
		if n <= 1 {
			return gx0
		}
		return gx0 + (gx1-gx0)*float32(i)/float32(n-1)
	}
	py := func(v int) float32 { return gy1 - (gy1-gy0)*float32(v)/float32(top) }
	for side := range 2 {
		clr := sideColor(pal, battle.Side(side))
		for i := 1; i < n; i++ {
			sprites.StrokeLine(dst, px(i-1), py(pts[i-1][side]), px(i), py(pts[i][side]), 3, clr)
		}
		for i := range pts {
			// Red's points are squares, Blue's circles: the plot reads
			// without colour too.
			if side == 0 {
				sprites.FillRoundRect(dst, px(i)-4, py(pts[i][side])-4, 8, 8, 1, clr)
			} else {
				sprites.FillRoundRect(dst, px(i)-4, py(pts[i][side])-4, 8, 8, 4, clr)
			}
		}
	}
	sprites.DrawText(dst, "■ Red   ● Blue", small, float64(box.Max.X-20), float64(box.Min.Y+14), sprites.AlignRight, pal.C(sprites.ColText))
}

// Inspect reports the result.
func (m *Summary) Inspect() any {
	r := m.result()
	return map[string]any{"scene": m.Name(), "winner": r.Winner.String(), "how": r.How.String(), "rounds": r.Rounds, "lost": r.Lost, "troops": r.Troops, "plot_points": len(m.s.Troops)}
}
