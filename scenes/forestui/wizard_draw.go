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

// drawSteps lists the ten steps down the left, the current one lit.
func (w *wizard) drawSteps(dst *ebiten.Image, ctx *scenes.Context) {
	pal := ctx.Palette
	panel(dst, ctx, image.Rect(24, 24, 284, 696))
	sprites.DrawText(dst, "Creation", ctx.Fonts.Face(sprites.StyleHeading), 44, 40, sprites.AlignLeft, pal.C(sprites.ColAccent))
	v := w.p.sess.View()
	cur := v.Step
	if v.Phase != forest.PhaseCreate {
		cur = forest.StepDone
	}
	face := ctx.Fonts.Face(sprites.StyleBody)
	for i := forest.StepForest; i <= forest.StepDone; i++ {
		y := float64(104 + int(i-1)*58)
		clr := pal.C(sprites.ColTextDim)
		switch {
		case i == cur:
			sprites.FillRoundRect(dst, 36, float32(y)-8, 236, 40, 6, pal.A(sprites.ColFocus, 0.18))
			clr = pal.C(sprites.ColText)
		case i < cur:
			clr = pal.C(sprites.ColForestLight)
		}
		sprites.DrawText(dst, stepTitles[i], face, 48, y, sprites.AlignLeft, clr)
	}
	if keys := ctx.Settings.Bindings[input.Back]; len(keys) > 0 && (cur != forest.StepStart || w.picking != "") {
		what := ": previous page"
		if w.picking != "" {
			what = ": keep the roll"
		}
		sprites.DrawText(dst, keys[0].Label()+what, ctx.Fonts.Face(sprites.StyleSmall), 48, 656, sprites.AlignLeft, pal.C(sprites.ColTextDim))
	}
}

// drawPage paints the current step's results.
func (w *wizard) drawPage(dst *ebiten.Image, ctx *scenes.Context) {
	pal := ctx.Palette
	v := w.p.sess.View()
	panel(dst, ctx, image.Rect(300, 24, 1256, 624))
	step := v.Step
	if v.Phase != forest.PhaseCreate {
		step = forest.StepDone
	}
	sprites.DrawText(dst, stepTitles[step], ctx.Fonts.Face(sprites.StyleHeading), 324, 40, sprites.AlignLeft, pal.C(sprites.ColAccent))
	hintW := 900.0
	if step == forest.StepLandscape || step == forest.StepTerritory {
		hintW = 300
		drawHint(dst, ctx, stepHints[step], 936, 100, hintW)
	} else {
		drawHint(dst, ctx, stepHints[step], 324, 84, hintW)
	}
	switch step {
	case forest.StepStart:
		sprites.DrawWrapped(dst, "I am the Forest.\n\nMy roots were old when the first axe rang. Now they come with fire and stone, and every Year they take a little more. Every Year I take a little back.",
			ctx.Fonts.Face(sprites.StyleLarge), 340, 200, 860, sprites.AlignLeft, pal.C(sprites.ColText))
	case forest.StepForest:
		w.drawValues(dst, ctx, forest.Forest)
	case forest.StepEnemy:
		w.drawValues(dst, ctx, forest.Enemy)
		w.drawSlots(dst, ctx, 420)
	case forest.StepHistory, forest.StepAlly, forest.StepEnemyHistory:
		if w.picking != "" {
			sprites.DrawText(dst, "Choose: "+slotLabels[w.picking], ctx.Fonts.Face(sprites.StyleLarge), 330, 130, sprites.AlignLeft, pal.C(sprites.ColText))
			break
		}
		w.drawSlots(dst, ctx, 150)
	case forest.StepLandscape, forest.StepTerritory:
		w.mv.draw(dst, ctx, w.focusCell())
		if e, t, ok := w.p.sess.Anim.Head(); ok && e.Kind == forest.EvHexChanged {
			w.mv.pulse(dst, ctx.Palette, e.Hex, e.Side, t)
		}
		w.drawMapInfo(dst, ctx, step)
	case forest.StepAbility:
		w.drawAbility(dst, ctx)
	case forest.StepDone:
		w.drawSummary(dst, ctx)
	}
}

func (w *wizard) focusCell() int {
	if w.foc.Focus < len(w.foc.Btns) && w.foc.Btns[w.foc.Focus].Kind == ui.Cell {
		return w.foc.Btns[w.foc.Focus].ID
	}
	return -1
}

// drawValues shows the four Nature Values with their dice and Potency.
func (w *wizard) drawValues(dst *ebiten.Image, ctx *scenes.Context, side forest.Side) {
	pal := ctx.Palette
	v := w.p.sess.View()
	busy := w.p.sess.Anim.Busy()
	head, t, _ := w.p.sess.Anim.Head()
	body, big := ctx.Fonts.Face(sprites.StyleBodyBold), ctx.Fonts.Face(sprites.StyleLarge)
	for k := range 4 {
		y := 140.0 + float64(k)*64
		if side == forest.Enemy {
			y = 130 + float64(k)*64
		}
		name := forest.Nature(k).Title()
		value, pot := v.Forest[k], v.ForestPotency(forest.Nature(k))
		if side == forest.Enemy {
			name = forest.Harm(k).Title()
			value, pot = v.Enemy[k], v.EnemyPotency(w.p.sess.Data, forest.Harm(k))
		}
		sprites.DrawText(dst, name, big, 340, y+12, sprites.AlignLeft, pal.C(sprites.ColText))
		if busy && !w.vals[side][k] {
			continue
		}
		tt := 1.0
		if head.Kind == forest.EvValueRolled && head.Side == side && (side == forest.Forest && int(head.Nature) == k || side == forest.Enemy && int(head.Harm) == k) {
			tt = t
		}
		d := w.p.sess.ValueDice[side][k]
		if d[0] > 0 {
			w.p.drawPair(dst, ctx, d[:], 480, y, tt, k*5)
		}
		if tt < 1 {
			continue
		}
		sprites.DrawText(dst, "= "+itoa(value), big, 610, y+12, sprites.AlignLeft, pal.C(sprites.ColAccent))
		line := "Potency " + signed(forest.Potency(value))
		if side == forest.Enemy && pot != forest.Potency(value) {
			line += "  culture " + signed(pot-forest.Potency(value)) + "  → " + signed(pot)
		}
		clr := potColor(pal, pot)
		if side == forest.Enemy {
			clr = potColor(pal, -pot) // the Enemy's strength is the Forest's danger
		}
		sprites.DrawText(dst, line, body, 700, y+16, sprites.AlignLeft, clr)
	}
}

func potColor(pal *sprites.Palette, p int) colorRGBA {
	switch {
	case p > 0:
		return pal.C(sprites.ColGood)
	case p < 0:
		return pal.C(sprites.ColBad)
	}
	return pal.C(sprites.ColText)
}

// drawSlots lists the page's oracle results: a d12 with the roll, the
// table and the row it picked.
func (w *wizard) drawSlots(dst *ebiten.Image, ctx *scenes.Context, y0 float64) {
	pal := ctx.Palette
	v := w.p.sess.View()
	busy := w.p.sess.Anim.Busy()
	head, t, _ := w.p.sess.Anim.Head()
	small, body := ctx.Fonts.Face(sprites.StyleSmall), ctx.Fonts.Face(sprites.StyleBodyBold)
	i := 0
	for _, p := range v.Picks {
		if p.Step != v.Step {
			continue
		}
		y := y0 + float64(i)*64
		if v.Step != forest.StepEnemy {
			y = 150 + float64(i)*64
		}
		i++
		sprites.DrawText(dst, slotLabels[p.Slot], small, 400, y, sprites.AlignLeft, pal.C(sprites.ColTextDim))
		if busy && !w.revealed[p.Slot] {
			continue
		}
		n := p.Roll
		if head.Kind == forest.EvOracle && head.Slot == p.Slot && t < 1 {
			n = (p.Roll+int(t*23))%12 + 1
		}
		clr := pal.C(sprites.ColText)
		if p.Chosen {
			clr = pal.C(sprites.ColForestLight)
		}
		w.p.drawD12(dst, ctx, 360, float32(y)+20, 22, n, clr)
		text := p.Text
		if p.Chosen {
			text += "  (chosen)"
		}
		sprites.DrawText(dst, text, body, 400, y+18, sprites.AlignLeft, pal.C(sprites.ColAccent))
		if p.Slot == "ally" && v.Ally >= 0 {
			drawHint(dst, ctx, w.p.sess.Data.Allies[v.Ally].Text, 640, y+4, 340)
		}
		if p.Slot == "culture" && v.Culture >= 0 {
			drawHint(dst, ctx, w.p.sess.Data.Cultures[v.Culture].Text, 400, y+44, 820)
		}
	}
}

// drawMapInfo is the column beside the map on the landscape and
// territory pages.
func (w *wizard) drawMapInfo(dst *ebiten.Image, ctx *scenes.Context, step forest.Step) {
	pal := ctx.Palette
	v := w.p.sess.View()
	body, bold := ctx.Fonts.Face(sprites.StyleBody), ctx.Fonts.Face(sprites.StyleBodyBold)
	y := 230.0
	if m, ok := w.p.sess.Data.Map(v.Map); ok {
		sprites.DrawText(dst, m.Name+" · "+itoa(len(v.Hexes))+" hexes", bold, 936, y, sprites.AlignLeft, pal.C(sprites.ColText))
	}
	y += 30
	if v.Primary >= 0 {
		sprites.DrawText(dst, "Heart: "+v.FeatureName()+" at "+v.Label(w.p.sess.Data, v.Primary), body, 936, y, sprites.AlignLeft, pal.C(sprites.ColAccent))
	}
	if step == forest.StepLandscape {
		sprites.DrawText(dst, "Redraws left: "+itoa(forest.MaxRerolls-v.Redraws), body, 936, y+30, sprites.AlignLeft, pal.C(sprites.ColTextDim))
		return
	}
	if w.origins || !w.p.sess.Anim.Busy() {
		d := w.p.sess.OriginDice
		if d[0] > 0 {
			w.p.drawPair(dst, ctx, d[:], 936, y+40, 1, 3)
			sprites.DrawText(dst, "Territory: "+itoa(max(5, d[0]+d[1]))+" hexes", bold, 936, y+110, sprites.AlignLeft, pal.C(sprites.ColCivOchre))
			for i, o := range v.Origins {
				sprites.DrawText(dst, "Origin "+itoa(i+1)+": "+v.Label(w.p.sess.Data, o)+", "+v.Hexes[o].Structure, body, 936, y+140+float64(i)*26, sprites.AlignLeft, pal.C(sprites.ColText))
			}
		}
	}
}

// drawAbility explains the focused ability and the Ally's gift.
func (w *wizard) drawAbility(dst *ebiten.Image, ctx *scenes.Context) {
	pal := ctx.Palette
	v := w.p.sess.View()
	if w.foc.Focus < len(w.foc.Btns) {
		if b := w.foc.Btns[w.foc.Focus]; b.Act.Kind == forest.ActPickAbility {
			ab, _ := w.p.sess.Data.Ability(b.Act.Ability)
			sprites.DrawText(dst, ab.Name+" · "+ab.Type.Title()+" "+itoa(v.Forest[ab.Type]), ctx.Fonts.Face(sprites.StyleLarge), 330, 440, sprites.AlignLeft, pal.C(sprites.ColAccent))
			drawHint(dst, ctx, ab.Text+" Adds its level (1) to your "+ab.Type.Title()+" rolls, once a Year.", 330, 476, 880)
		}
	}
	if ab := w.p.sess.Data.Allies; v.Ally >= 0 {
		a := ab[v.Ally].Abilities[0]
		sprites.DrawText(dst, "Your Ally, the "+ab[v.Ally].Name+", brings "+a.Name, ctx.Fonts.Face(sprites.StyleBodyBold), 330, 540, sprites.AlignLeft, pal.C(sprites.ColForestLight))
		drawHint(dst, ctx, a.Text, 330, 568, 880)
	}
}

// drawSummary is the last page: who is who, before Year 1.
func (w *wizard) drawSummary(dst *ebiten.Image, ctx *scenes.Context) {
	pal := ctx.Palette
	v := w.p.sess.View()
	bold, body := ctx.Fonts.Face(sprites.StyleLarge), ctx.Fonts.Face(sprites.StyleBody)
	tops := w.summaryTops(ctx)
	for i, r := range w.summaryRows() {
		sprites.DrawText(dst, r[0], bold, 330, tops[i], sprites.AlignLeft, pal.C(sprites.ColAccent))
		sprites.DrawWrapped(dst, r[1], body, 330, tops[i]+32, 350, sprites.AlignLeft, pal.C(sprites.ColText))
	}
	if len(v.Journal) > 0 {
		drawHint(dst, ctx, v.Journal[0].Text, 330, tops[3], 890)
	}
}

// summaryRows are the summary's three blocks: a name and its lines.
func (w *wizard) summaryRows() [3][2]string {
	sess := w.p.sess
	v := sess.View()
	return [3][2]string{
		{sess.ForestName(), "Wood " + itoa(v.Forest[0]) + " · Water " + itoa(v.Forest[1]) + " · Earth " + itoa(v.Forest[2]) + " · Air " + itoa(v.Forest[3]) + "\n" + abilityLine(&v, sess.Data) + "\nHeart: " + v.FeatureName()},
		{sess.AllyName(), allyLine(&v, sess.Data)},
		{sess.EnemyName(), "Chop " + signed(v.EnemyPotency(sess.Data, 0)) + " · Burn " + signed(v.EnemyPotency(sess.Data, 1)) + " · Carve " + signed(v.EnemyPotency(sess.Data, 2)) + " · Pollute " + signed(v.EnemyPotency(sess.Data, 3)) + "\nHolds " + itoa(v.Count(forest.Enemy)) + " of " + itoa(len(v.Hexes)) + " hexes"},
	}
}

// summaryTops are where the three blocks and the journal line begin: each
// block takes the height its lines need (the Forest's has three), and
// never starts above the name button beside it.
func (w *wizard) summaryTops(ctx *scenes.Context) [4]float64 {
	body := ctx.Fonts.Face(sprites.StyleBody)
	var tops [4]float64
	y := 140.0
	for i, r := range w.summaryRows() {
		y = max(y, 140+float64(i)*90)
		tops[i] = y
		y += 32 + float64(len(sprites.Wrap(r[1], body, 350)))*sprites.LineHeight(body) + 16
	}
	tops[3] = max(420, y+8)
	return tops
}

// abilityLine names the Forest's first ability on the summary.
func abilityLine(v *forest.SeatView, d *forest.Data) string {
	if len(v.Abilities) == 0 {
		return "No Forest Ability yet"
	}
	ab, _ := d.Ability(v.Abilities[0].ID)
	return "Ability: " + ab.Name + " (" + ab.Type.Title() + ")"
}

// allyLine is the Ally's level and ability on the summary.
func allyLine(v *forest.SeatView, d *forest.Data) string {
	if v.Ally < 0 {
		return ""
	}
	a := d.Allies[v.Ally]
	return "Level " + itoa(v.AllyLevel) + ": " + a.Abilities[v.AllyLevel-1].Name
}
