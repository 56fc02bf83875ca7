package forestui

import (
	"github.com/hajimehoshi/ebiten/v2"

	"deepwood/rules/forest"
	"deepwood/scenes"
	"deepwood/sprites"
)

// drawGrow heads the Grow list with the GP to spend, and spells out the
// focused option below the buttons: its cost or why it cannot be bought,
// and what an ability does.
func (y *yearScene) drawGrow(dst *ebiten.Image, ctx *scenes.Context) {
	pal := ctx.Palette
	v := y.p.sess.View()
	x := float64(panelArea.Min.X + 16)
	w := float64(panelArea.Dx() - 32)
	sprites.DrawText(dst, "Grow Your Forest", ctx.Fonts.Face(sprites.StyleLarge), x, 88, sprites.AlignLeft, pal.C(sprites.ColAccent))
	sprites.DrawText(dst, gpLine(v.GP), ctx.Fonts.Face(sprites.StyleBody), x, 122, sprites.AlignLeft, pal.C(sprites.ColText))
	for _, r := range y.newRows {
		sprites.DrawText(dst, r.label, ctx.Fonts.Face(sprites.StyleSmallBold), x, float64(r.y+r.h/2-9), sprites.AlignLeft, pal.C(sprites.ColTextDim))
	}
	if name, what, ok := y.focusedGrow(); ok {
		top := float64(y.growBottom() + 14)
		sprites.DrawText(dst, name, ctx.Fonts.Face(sprites.StyleBodyBold), x, top, sprites.AlignLeft, pal.C(sprites.ColAccent))
		drawHint(dst, ctx, what, x, top+26, w)
	}
	hint := "Burst Forth (4 GP): take an Enemy hex unchallenged; lit hexes on the map."
	if v.GP < forest.CostBurst {
		hint = "Burst Forth needs 4 GP: then any Enemy hex bordering yours can be taken unchallenged."
	}
	drawHint(dst, ctx, hint, x, 590, w)
}

// gpLine heads the Grow list: "1 Growth Point to spend, or save", or
// the plural for any other count.
func gpLine(gp int) string {
	if gp == 1 {
		return "1 Growth Point to spend, or save"
	}
	return itoa(gp) + " Growth Points to spend, or save"
}

// focusedGrow is the focused Grow option in full: its name with the cost
// or what it needs, and for an ability what it does.
func (y *yearScene) focusedGrow() (name, what string, ok bool) {
	if y.foc.Focus >= len(y.foc.Btns) {
		return "", "", false
	}
	b := y.foc.Btns[y.foc.Focus]
	v, d := y.p.sess.View(), y.p.sess.Data
	for _, o := range y.growOpts {
		if o.Action != b.Act {
			continue
		}
		name = o.Label + " · " + itoa(o.Cost) + " GP"
		if o.Why != "" {
			name = o.Label + " — " + o.Why
		}
		switch o.Action.Kind {
		case forest.ActNewAbility, forest.ActRaiseAbility:
			if ab, found := d.Ability(o.Action.Ability); found {
				if o.Action.Kind == forest.ActNewAbility {
					name = ab.Name + " (" + ab.Type.Title() + ") · " + itoa(o.Cost) + " GP"
					if o.Why != "" {
						name = ab.Name + " (" + ab.Type.Title() + ") — " + o.Why
					}
				}
				what = ab.Text
			}
		case forest.ActRaiseAlly:
			if ab := v.AllyAbility(d, v.AllyLevel+1); ab != nil {
				what = ab.Text
			}
		}
		return name, what, true
	}
	return "", "", false
}

// growBottom is the lowest edge of the Grow option buttons.
func (y *yearScene) growBottom() int {
	bottom := 160
	for _, b := range y.foc.Btns {
		for _, o := range y.growOpts {
			if o.Action == b.Act && b.Rect.Max.Y > bottom {
				bottom = b.Rect.Max.Y
			}
		}
	}
	return bottom
}

// oddsColour colours a chance to win: good from even odds up, a warning
// below, bad at none.
func oddsColour(pal *sprites.Palette, percent int) colorRGBA {
	switch {
	case percent >= 50:
		return pal.C(sprites.ColGood)
	case percent > 0:
		return pal.C(sprites.ColWarn)
	}
	return pal.C(sprites.ColBad)
}
