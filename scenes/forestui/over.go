package forestui

import (
	"image"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"deepwood/rules/forest"
	"deepwood/scenes"
	"deepwood/scenes/ui"
	"deepwood/sprites"
	"deepwood/storage"
)

// overScene is the game-over screen: won or lost, the Years, the hexes won
// and lost, and a plot of the territory each side held Year by Year.
type overScene struct {
	p   *play
	foc focusList
}

func newOver(p *play) *overScene {
	o := &overScene{p: p}
	o.foc.Add(button{Rect: image.Rect(700, 640, 900, 686), Label: "Journal", Kind: ui.Control, ID: idJournal, Enabled: true})
	o.foc.Add(button{Rect: image.Rect(910, 640, 1120, 686), Label: "To the title", Kind: ui.Control, ID: idClose, Enabled: true})
	o.foc.Settle(1)
	return o
}

// Name is "forest-over".
func (o *overScene) Name() string { return "forest-over" }

// Session is the finished game.
func (o *overScene) Session() *Session { return o.p.sess }

// Inspect reports the outcome.
func (o *overScene) Inspect() any {
	v := o.p.sess.View()
	won, lost := o.p.sess.Tally()
	return map[string]any{"won": v.Phase == forest.PhaseWon, "years": v.Year, "hexes_won": won, "hexes_lost": lost,
		"forest_hexes": v.Count(forest.Forest), "enemy_hexes": v.Count(forest.Enemy), "gp_earned": v.GPEarned,
		"level": v.Level.String(), "score": o.p.sess.scored.score, "best": o.p.sess.scored.best, "cause": v.Threat(o.p.sess.Data).Line}
}

// Update runs the two buttons.
func (o *overScene) Update(ctx *scenes.Context) error {
	switch i := o.foc.Update(ctx); {
	case i == 0:
		ctx.Stack.Push(newJournal(o.p))
	case i == 1:
		o.p.toTitle(ctx)
	}
	return nil
}

// Draw paints the verdict, the tallies and the plot.
func (o *overScene) Draw(dst *ebiten.Image, ctx *scenes.Context) {
	pal := ctx.Palette
	sess := o.p.sess
	v := sess.View()
	sprites.DrawBackdrop(dst, pal, int(ctx.Tick))
	panel(dst, ctx, image.Rect(160, 40, 1120, 620))
	title, col := sess.ForestName()+" prevails", sprites.ColForestLight
	if v.Phase == forest.PhaseLost {
		title, col = sess.ForestName()+" has fallen", sprites.ColCivRust
	}
	sprites.DrawText(dst, title, ctx.Fonts.Face(sprites.StyleHeading), 640, 60, sprites.AlignCenter, pal.C(col))
	won, lost := sess.Tally()
	line := itoa(v.Year) + " Years · " + itoa(won) + " hexes won · " + itoa(lost) + " hexes lost · " + itoa(v.GPEarned) + " GP earned"
	sprites.DrawText(dst, line, ctx.Fonts.Face(sprites.StyleLarge), 640, 110, sprites.AlignCenter, pal.C(sprites.ColText))
	if v.Level != forest.Tale || v.Phase == forest.PhaseLost {
		// How it ended, in the rules' words: the heart, the last Year,
		// the last hex, or the Enemy driven out.
		sprites.DrawText(dst, v.Level.Info().Name+" · "+v.Threat(sess.Data).Line, ctx.Fonts.Face(sprites.StyleBody), 640, 146, sprites.AlignCenter, pal.C(col))
	}
	o.drawScore(dst, ctx)
	o.drawPlot(dst, ctx, image.Rect(220, 186, 1060, 566))
	o.foc.DrawButtons(dst, ctx, sprites.StyleBody)
	if where, err := sess.Kept(); err != nil {
		sprites.DrawWrapped(dst, "The replay could not be kept: "+err.Error(), ctx.Fonts.Face(sprites.StyleSmall), 170, 640, 510, sprites.AlignLeft, pal.C(sprites.ColBad))
	} else if where != "" {
		sprites.DrawWrapped(dst, "Replay kept in your replays folder as "+storage.BaseName(where), ctx.Fonts.Face(sprites.StyleSmall), 170, 640, 500, sprites.AlignLeft, pal.C(sprites.ColTextDim))
	}
}

// drawPlot draws the hexes each side held at the end of every Year: the
// Forest as a green line with round marks, the Enemy as an ochre line with
// square marks (shape as well as colour).
func (o *overScene) drawPlot(dst *ebiten.Image, ctx *scenes.Context, r image.Rectangle) {
	pal := ctx.Palette
	h := o.p.sess.History()
	total := len(o.p.sess.View().Hexes)
	sprites.DrawPanel(dst, r, pal, sprites.PanelInset)
	small := ctx.Fonts.Face(sprites.StyleSmall)
	x0, y0, w, hh := float32(r.Min.X+48), float32(r.Max.Y-36), float32(r.Dx()-72), float32(r.Dy()-76)
	for i := 0; i <= 4; i++ {
		y := y0 - hh*float32(i)/4
		vector.StrokeLine(dst, x0, y, x0+w, y, 1, pal.A(sprites.ColTextDim, 0.25), false)
		sprites.DrawText(dst, itoa(total*i/4), small, float64(x0-8), float64(y-8), sprites.AlignRight, pal.C(sprites.ColTextDim))
	}
	if len(h) < 1 || total == 0 {
		return
	}
	n := max(1, len(h)-1)
	px := func(i int) float32 { return x0 + w*float32(i)/float32(n) }
	py := func(v int) float32 { return y0 - hh*float32(v)/float32(total) }
	for i := range h {
		if i > 0 {
			sprites.StrokeLine(dst, px(i-1), py(h[i-1].Forest), px(i), py(h[i].Forest), 3, pal.C(sprites.ColForestLight))
			sprites.StrokeLine(dst, px(i-1), py(h[i-1].Enemy), px(i), py(h[i].Enemy), 3, pal.C(sprites.ColCivOchre))
		}
		sprites.FillCircle(dst, px(i), py(h[i].Forest), 5, pal.C(sprites.ColForestLight))
		sprites.FillRoundRect(dst, px(i)-4, py(h[i].Enemy)-4, 8, 8, 0, pal.C(sprites.ColCivOchre))
		if len(h) <= 16 || i%((len(h)+15)/16) == 0 {
			sprites.DrawText(dst, itoa(h[i].Year), small, float64(px(i)), float64(y0+8), sprites.AlignCenter, pal.C(sprites.ColTextDim))
		}
	}
	sprites.DrawText(dst, "● Forest   ■ Enemy   hexes held at the end of each Year", small, float64(r.Max.X-16), float64(r.Min.Y+8), sprites.AlignRight, pal.C(sprites.ColText))
}

// drawScore writes the game's score (RULES T46) and the best on its level
// and map, under the plot.
func (o *overScene) drawScore(dst *ebiten.Image, ctx *scenes.Context) {
	pal := ctx.Palette
	sess := o.p.sess
	v := sess.View()
	sc := sess.scored
	if sc.score == 0 {
		return
	}
	where := v.Level.Info().Name + " on " + mapName(sess)
	line := "Score " + thousands(sc.score)
	col := sprites.ColText
	switch {
	case sc.err != nil:
		line += " · the best scores could not be read or kept: " + sc.err.Error()
		col = sprites.ColBad
	case sc.newBest && sc.best > 0:
		line += " · a new best for " + where + " (was " + thousands(sc.best) + ")"
		col = sprites.ColAccent
	case sc.newBest:
		line += " · the first score for " + where
		col = sprites.ColAccent
	case sc.best > 0:
		line += " · your best for " + where + ": " + thousands(sc.best)
	}
	if sc.games > 0 {
		line += " · " + itoa(sc.wins) + " of " + itoa(sc.games) + " games won"
	}
	sprites.DrawText(dst, line, ctx.Fonts.Face(sprites.StyleBodyBold), 640, 580, sprites.AlignCenter, pal.C(col))
}

// mapName is the game's map as the screens name it.
func mapName(sess *Session) string {
	id := sess.View().Map
	if m, ok := sess.Data.Map(id); ok {
		return m.Name
	}
	return id
}

// thousands writes 12345 as "12,345".
func thousands(n int) string {
	s := itoa(n)
	for i := len(s) - 3; i > 0; i -= 3 {
		s = s[:i] + "," + s[i:]
	}
	return s
}
