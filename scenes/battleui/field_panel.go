package battleui

import (
	"fmt"
	"image"

	"github.com/hajimehoshi/ebiten/v2"

	"deepwood/rules/battle"
	"deepwood/scenes"
	"deepwood/scenes/ui"
	"deepwood/sprites"
)

// troopNotes is each troop type's notes in plain words (§5.01.01).
var troopNotes = [battle.NumTroops]string{
	"+2 when it or its enemy is in closed terrain; crosses closed terrain at 1; may step 1 space after melee.",
	"No special rules: the steady line.",
	"-1 when it or its enemy is in closed terrain.",
	"-1 in closed terrain; +3 against cavalry.",
	"+2 when it and its enemy are in the open, lost if two enemies not touching each other hem it in.",
	"+2 when it and its enemy are in the open, lost if hemmed in.",
	"+2 when it and its enemy are in the open, lost if hemmed in.",
	"Shoots 2–4 hexes along open ground before melee; never pushes back.",
}

// drawPanel draws the right-hand panel: phase, sides, whose turn, the unit
// under the cursor, the odds preview, the log and the controls.
func (f *Field) drawPanel(dst *ebiten.Image, ctx *scenes.Context) {
	pal := ctx.Palette
	v := f.s.View()
	x0 := mapW + 12
	sprites.DrawPanel(dst, image.Rect(x0, 8, 1272, 712), pal, sprites.PanelNormal)
	x := float64(x0 + 16)
	w := float64(1272 - x0 - 32)
	y := 20.0
	head := ctx.Fonts.Face(sprites.StyleLarge)
	body := ctx.Fonts.Face(sprites.StyleBody)
	bold := ctx.Fonts.Face(sprites.StyleBodyBold)
	small := ctx.Fonts.Face(sprites.StyleSmall)
	sprites.DrawText(dst, phaseTitle(&v), head, x, y, sprites.AlignLeft, pal.C(sprites.ColAccent))
	y += 34
	for side := range 2 {
		s := battle.Side(side)
		sprites.FillRoundRect(dst, float32(x), float32(y+3), 14, 14, 3, sideColor(pal, s))
		tag := ""
		if v.Round > 0 && v.Proactive == s {
			tag = "  · proactive"
		}
		line := fmt.Sprintf("%s (%s): %s, %s%s", sideName(s), f.s.Setup.Players[side].Label(), ui.Count(v.Present(s), "troop", "troops"), ui.Count(len(v.OnField(s)), "unit", "units"), tag)
		if v.Phase == battle.PhaseDeploy {
			line = fmt.Sprintf("%s (%s): %d of %d units placed", sideName(s), f.s.Setup.Players[side].Label(), len(v.OnField(s)), len(v.OnFieldOrNot(s)))
		}
		sprites.DrawText(dst, line, small, x+22, y, sprites.AlignLeft, pal.C(sprites.ColText))
		y += 20
	}
	y += 6
	switch {
	case v.Over():
	case f.s.Thinking() || (!f.s.HumanTurn() && !f.s.Anim.Busy()):
		sprites.DrawText(dst, sideName(v.Turn)+" is thinking…", bold, x, y, sprites.AlignLeft, pal.C(sprites.ColWarn))
	case f.s.HumanTurn():
		sprites.DrawText(dst, sideName(v.Turn)+" to play", bold, x, y, sprites.AlignLeft, sideColor(pal, v.Turn))
		y += 24
		y += sprites.DrawWrapped(dst, phaseHelp(&v), small, x, y, w, sprites.AlignLeft, pal.C(sprites.ColTextDim))
		if f.s.Guided {
			y += 4 + sprites.DrawWrapped(dst, coach(&v), small, x, y+4, w, sprites.AlignLeft, pal.C(sprites.ColAccent))
		}
		y -= 24
	}
	y += 30
	sprites.DrawText(dst, "", small, x, y, sprites.AlignLeft, pal.C(sprites.ColText))
	y = f.drawUnitCard(dst, ctx, x, y, w)
	y = f.drawOdds(dst, ctx, x, y, w)
	// The battle log fills the room left above the controls.
	top := 720.0 - 20
	if len(f.btns.list) > 0 {
		top = float64(f.btns.list[len(f.btns.list)-1].rect.Min.Y) - 10
		for _, b := range f.btns.list {
			top = min(top, float64(b.rect.Min.Y)-10)
		}
	}
	lh := sprites.LineHeight(small)
	n := int((top - y - 24) / lh)
	if n > 0 {
		sprites.DrawText(dst, "Battle log", body, x, y, sprites.AlignLeft, pal.C(sprites.ColAccent))
		y += 24
		// Wrap from the newest line back until the room is full.
		var lines []string
		for i := len(f.s.Log) - 1; i >= 0 && len(lines) < n; i-- {
			w := sprites.Wrap(f.s.Log[i], small, w)
			for j := len(w) - 1; j >= 0 && len(lines) < n; j-- {
				if j > 0 {
					w[j] = "   " + w[j]
				}
				lines = append(lines, w[j])
			}
		}
		for i := len(lines) - 1; i >= 0; i-- {
			sprites.DrawText(dst, lines[i], small, x, y, sprites.AlignLeft, pal.C(sprites.ColTextDim))
			y += lh
		}
	}
	f.btns.draw(dst, ctx, !f.onMap)
	if !f.onMap {
		sprites.DrawText(dst, "Back: to the map", small, float64(mapW-12), 692, sprites.AlignRight, pal.C(sprites.ColTextDim))
	}
}

// drawUnitCard describes the selected unit, else the one under the cursor.
func (f *Field) drawUnitCard(dst *ebiten.Image, ctx *scenes.Context, x, y, w float64) float64 {
	v := f.s.View()
	field := f.s.Field()
	pal := ctx.Palette
	small := ctx.Fonts.Face(sprites.StyleSmall)
	id := f.sel
	if id < 0 {
		id = v.UnitAt(f.cursor)
	}
	if id < 0 && v.Phase == battle.PhaseDeploy && f.s.HumanTurn() {
		// The unit to place next.
		if legal := f.s.Legal(); len(legal) > 0 {
			id = legal[0].Unit
			sprites.DrawText(dst, "Next to place:", small, x, y, sprites.AlignLeft, pal.C(sprites.ColTextDim))
			y += 20
		}
	}
	if id < 0 {
		t := field.Terrain(f.cursor)
		o := f.cursor.Offset()
		sprites.DrawText(dst, fmt.Sprintf("Hex c%d r%d: %s ground, height %d", o.Col, o.Row, t, field.Height(f.cursor)), small, x, y, sprites.AlignLeft, pal.C(sprites.ColTextDim))
		return y + 28
	}
	u := &v.Units[id]
	ts := u.Troop.Stats()
	sprites.DrawText(dst, f.s.unitName(id), ctx.Fonts.Face(sprites.StyleBodyBold), x, y, sprites.AlignLeft, sideColor(pal, u.Side))
	y += 24
	rng := ""
	if ts.Range > 0 {
		rng = fmt.Sprintf(" · range %d", ts.Range)
	}
	sprites.DrawText(dst, fmt.Sprintf("Strength %d · move %d%s · %d of %d troops (%d lost)", ts.Strength, ts.Move, rng, u.Present(), u.Size, u.Losses), small, x, y, sprites.AlignLeft, pal.C(sprites.ColText))
	y += 20
	y += sprites.DrawWrapped(dst, troopNotes[u.Troop], small, x, y, w, sprites.AlignLeft, pal.C(sprites.ColTextDim))
	return y + 10
}

// drawOdds is the odds preview: for the planned contact or shot, the exact
// chance and expected losses with every modifier itemised, from the rules'
// own odds code.
func (f *Field) drawOdds(dst *ebiten.Image, ctx *scenes.Context, x, y, w float64) float64 {
	if f.s.Anim.Busy() || !f.s.HumanTurn() && !f.showcase {
		return y
	}
	c := f.overlays()
	pal := ctx.Palette
	small := ctx.Fonts.Face(sprites.StyleSmall)
	bold := ctx.Fonts.Face(sprites.StyleSmallBold)
	if len(c.preview) == 0 && c.shot == nil {
		return y
	}
	sprites.DrawText(dst, "Odds if committed", ctx.Fonts.Face(sprites.StyleBody), x, y, sprites.AlignLeft, pal.C(sprites.ColAccent))
	y += 24
	for _, p := range c.preview {
		sprites.DrawText(dst, fmt.Sprintf("vs %s: win %s (%d/640)", f.s.unitName(p.Enemy), pct(p.Win), p.Win.Wins), bold, x, y, sprites.AlignLeft, pal.C(sprites.ColText))
		y += 18
		sprites.DrawText(dst, fmt.Sprintf("expected losses: ours %.2f, theirs %.2f", p.ToMover.Float(), p.ToEnemy.Float()), small, x, y, sprites.AlignLeft, pal.C(sprites.ColWarn))
		y += 18
		y += sprites.DrawWrapped(dst, "ours: "+modsText(p.Mover), small, x, y, w, sprites.AlignLeft, pal.C(sprites.ColTextDim))
		y += sprites.DrawWrapped(dst, "theirs: "+modsText(p.Other), small, x, y, w, sprites.AlignLeft, pal.C(sprites.ColTextDim))
		y += 6
	}
	if p := c.shot; p != nil {
		sprites.DrawText(dst, fmt.Sprintf("Volley at range %d: win %s (%d/640)", p.Distance, pct(p.Win), p.Win.Wins), bold, x, y, sprites.AlignLeft, pal.C(sprites.ColText))
		y += 18
		sprites.DrawText(dst, fmt.Sprintf("expected losses to the target: %.2f", p.Expect.Float()), small, x, y, sprites.AlignLeft, pal.C(sprites.ColWarn))
		y += 18
		y += sprites.DrawWrapped(dst, "bowmen: "+modsText(p.Bowmen), small, x, y, w, sprites.AlignLeft, pal.C(sprites.ColTextDim))
		y += sprites.DrawWrapped(dst, "target: "+modsText(p.Target), small, x, y, w, sprites.AlignLeft, pal.C(sprites.ColTextDim))
	}
	return y + 8
}
