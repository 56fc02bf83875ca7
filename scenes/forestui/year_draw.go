package forestui

import (
	"image"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"deepwood/rules/forest"
	"deepwood/scenes"
	"deepwood/scenes/ui"
	"deepwood/sprites"
)

// drawTop is the bar: Year and phase, hexes held by each side, GP.
func (y *yearScene) drawTop(dst *ebiten.Image, ctx *scenes.Context) {
	pal := ctx.Palette
	v := y.p.sess.View()
	sprites.DrawPanel(dst, image.Rect(16, 10, 1264, 58), pal, sprites.PanelNormal)
	sprites.DrawText(dst, "Year "+itoa(v.Year), ctx.Fonts.Face(sprites.StyleHeading), 32, 19, sprites.AlignLeft, pal.C(sprites.ColAccent))
	sprites.DrawText(dst, phaseTitle(y.shownPhase()), ctx.Fonts.Face(sprites.StyleLarge), 180, 20, sprites.AlignLeft, pal.C(sprites.ColText))
	bold := ctx.Fonts.Face(sprites.StyleBodyBold)
	x := float32(560)
	chip := func(col sprites.ColorID, label string) {
		sprites.FillRoundRect(dst, x, 20, 120, 28, 6, pal.A(col, 0.28))
		sprites.FillHex(dst, x+16, 34, 10, pal.C(col))
		sprites.DrawText(dst, label, bold, float64(x+32), 23, sprites.AlignLeft, pal.C(sprites.ColText))
		x += 130
	}
	chip(sprites.ColForestLight, itoa(v.Count(forest.Forest))+" Forest")
	chip(sprites.ColCivOchre, itoa(v.Count(forest.Enemy))+" Enemy")
	chip(sprites.ColAccent, itoa(v.GP)+" GP")
}

// drawMap paints the map, the hex changing hands, the banner and the
// line about the hex under the pointer or focus.
func (y *yearScene) drawMap(dst *ebiten.Image, ctx *scenes.Context) {
	pal := ctx.Palette
	sprites.DrawPanel(dst, mapArea.Inset(-6), pal, sprites.PanelInset)
	focus := -1
	if y.foc.Focus < len(y.foc.Btns) && y.foc.Btns[y.foc.Focus].Kind == ui.Cell {
		focus = y.foc.Btns[y.foc.Focus].ID
	}
	y.mv.draw(dst, ctx, focus)
	v := y.p.sess.View()
	if ph := y.shownPhase(); y.cv.set && y.cv.target < len(v.Hexes) && ph != forest.PhaseEncroach && ph != forest.PhaseGrow && ph != forest.PhaseSecondHex {
		x, yy := y.mv.centre(y.cv.target)
		r := float32(y.mv.r * y.mv.zoom)
		col := sprites.ColCivRust
		if y.cv.attacker == forest.Forest {
			col = sprites.ColForestLight
		}
		sprites.StrokeHex(dst.SubImage(mapArea).(*ebiten.Image), float32(x), float32(yy), r*0.92, 4, pal.C(col))
	}
	if e, t, ok := y.p.sess.Anim.Head(); ok {
		switch e.Kind {
		case forest.EvHexChanged:
			y.mv.pulse(dst, pal, e.Hex, e.Side, t)
		case forest.EvTarget:
			y.drawCount(dst, ctx, e, t)
		}
	}
	if y.bannerOn > 0 && y.banner != "" {
		a := min(1, y.bannerOn*2)
		by := float32(mapArea.Min.Y + 8)
		fillRect(dst, float32(mapArea.Min.X), by, float32(mapArea.Dx()-64), 56, pal.A(sprites.ColChaosBlack, 0.75*a))
		sprites.DrawText(dst, y.banner, ctx.Fonts.Face(sprites.StyleHeading), float64(mapArea.Min.X+mapArea.Dx()/2-32), float64(by)+10, sprites.AlignCenter, pal.A(sprites.ColAccent, a))
	}
	cell := y.mv.hover
	if cell < 0 {
		cell = focus
	}
	if cell >= 0 {
		y.drawHexInfo(dst, ctx, cell)
	}
}

// drawHexInfo tells a hex's story: terrain, holder, structure, and who took
// it in which Year and how.
func (y *yearScene) drawHexInfo(dst *ebiten.Image, ctx *scenes.Context, cell int) {
	pal := ctx.Palette
	v := y.p.sess.View()
	if cell >= len(v.Hexes) {
		return
	}
	h := v.Hexes[cell]
	line := v.Label(y.p.sess.Data, cell) + " · " + h.Terrain
	if cell == v.Primary {
		line += " · heart of the Forest: " + v.FeatureName()
	}
	if h.Owner == forest.Enemy {
		line += " · Enemy " + h.Structure
	} else {
		line += " · Forest"
	}
	story := y.p.sess.Story(cell)
	hist := ""
	for i := max(0, len(story)-3); i < len(story); i++ {
		s := story[i]
		who := "the Forest"
		if s.Side == forest.Enemy {
			who = "the Enemy"
		}
		when := "Year " + itoa(s.Year)
		if s.Year == 0 {
			when = "before Year 1"
		}
		hist += when + ": " + who + " " + causeWord(s.Cause) + ". "
	}
	if hist == "" {
		hist = "Never lost to the Enemy."
	}
	x0, y0 := float32(mapArea.Min.X+8), float32(mapArea.Max.Y-62)
	sprites.FillRoundRect(dst, x0, y0, float32(mapArea.Dx()-16), 54, 6, pal.A(sprites.ColChaosBlack, 0.78))
	sprites.DrawText(dst, line, ctx.Fonts.Face(sprites.StyleBodyBold), float64(x0+12), float64(y0+6), sprites.AlignLeft, pal.C(sprites.ColText))
	sprites.DrawText(dst, hist, ctx.Fonts.Face(sprites.StyleSmall), float64(x0+12), float64(y0+30), sprites.AlignLeft, pal.C(sprites.ColTextDim))
}

func causeWord(c string) string {
	switch c {
	case "origin":
		return "founded a town here"
	case "settled":
		return "settled it"
	case "encroach":
		return "took it"
	case "doubles":
		return "took it on doubles"
	case "burst-forth":
		return "burst forth and took it"
	}
	return c
}

// drawPanel is the phase panel: what is at stake, the rolls, the odds.
func (y *yearScene) drawPanel(dst *ebiten.Image, ctx *scenes.Context) {
	pal := ctx.Palette
	panel(dst, ctx, panelArea)
	x := float64(panelArea.Min.X + 16)
	w := float64(panelArea.Dx() - 32)
	ph := y.shownPhase()
	if ph == forest.PhaseGrow {
		y.drawGrow(dst, ctx)
		return
	}
	sprites.DrawText(dst, phaseTitle(ph), ctx.Fonts.Face(sprites.StyleLarge), x, 88, sprites.AlignLeft, pal.C(sprites.ColAccent))
	sprites.DrawWrapped(dst, y.stakes(), ctx.Fonts.Face(sprites.StyleBody), x, 122, w, sprites.AlignLeft, pal.C(sprites.ColText))
	if y.cv.set && (y.cv.eRolled || y.cv.fRolled || y.cv.attacker == forest.Enemy && y.cv.harmRoll > 0) && ph != forest.PhaseEncroach {
		y.drawRolls(dst, ctx, 214)
	}
	if ph == forest.PhaseEncroach {
		y.drawEnemyDefence(dst, ctx, 214)
	}
	if y.p.sess.Guided {
		drawHint(dst, ctx, coach(y.p.sess.View().Phase), x, 404, w)
	}
	y.drawOdds(dst, ctx, 440)
}

// drawEnemyDefence lists the Enemy's Potency in each type: its defence
// type is a d12 rolled after your roll, one type in four.
func (y *yearScene) drawEnemyDefence(dst *ebiten.Image, ctx *scenes.Context, top float64) {
	pal := ctx.Palette
	v := y.p.sess.View()
	x := float64(panelArea.Min.X + 16)
	sprites.DrawText(dst, "The Enemy defends with one of (d12):", ctx.Fonts.Face(sprites.StyleSmallBold), x, top, sprites.AlignLeft, pal.C(sprites.ColTextDim))
	for h := range forest.NumHarms {
		yy := top + 26 + float64(h)*26
		p := v.EnemyPotency(y.p.sess.Data, h)
		sprites.DrawText(dst, h.Title(), ctx.Fonts.Face(sprites.StyleBody), x, yy, sprites.AlignLeft, pal.C(sprites.ColText))
		sprites.DrawText(dst, "Potency "+signed(p), ctx.Fonts.Face(sprites.StyleBody), x+110, yy, sprites.AlignLeft, potColor(pal, -p))
	}
	sprites.DrawText(dst, "Your Potency: Wood "+signed(v.ForestPotency(0))+" · Water "+signed(v.ForestPotency(1))+" · Earth "+signed(v.ForestPotency(2))+" · Air "+signed(v.ForestPotency(3)),
		ctx.Fonts.Face(sprites.StyleSmall), x, top+136, sprites.AlignLeft, pal.C(sprites.ColForestLight))
}

// stakes says where and how the Encroachment comes, in plain words.
func (y *yearScene) stakes() string {
	sess := y.p.sess
	v, d := sess.View(), sess.Data
	cv := &y.cv
	switch y.shownPhase() {
	case forest.PhaseEncroach:
		return "Choose how to encroach (the odds count the Enemy's d12 defence type and its roll), then an Enemy hex bordering yours, lit on the map."
	case forest.PhaseSecondHex:
		return "Doubles won you a second hex: choose another Enemy hex on the map."
	}
	if !cv.set {
		return ""
	}
	h := v.Hexes[cv.target]
	if cv.attacker == forest.Enemy && cv.harmRoll == 0 {
		return sess.EnemyName() + " choose where to strike: a d12, counted clockwise along your hexes that border theirs, from the topmost."
	}
	if cv.attacker == forest.Enemy {
		s := sess.EnemyName() + " come for " + v.Label(d, cv.target) + " (" + h.Terrain + ") " + harmWhy[cv.harm] + ": " + cv.harm.Title() + " (d12 " + itoa(cv.harmRoll) + ")."
		if y.shownPhase() == forest.PhaseDefend {
			for n := range forest.NumNatures {
				if why := d.BarredWhy(cv.harm, n); why != "" {
					s += " " + n.Title() + " cannot defend: " + strings.TrimSuffix(why, ".") + "."
				}
			}
		}
		return s
	}
	s := "You encroach on " + v.Label(d, cv.target) + " (" + h.Structure + ") with " + cv.nature.Title() + ", " + natureHow[cv.nature] + "."
	if cv.harmRoll > 0 {
		s += " They defend with " + cv.harm.Title() + " (d12 " + itoa(cv.harmRoll) + ")."
	}
	return s
}

// drawRolls shows both sides' dice with the score itemised, and the
// outcome once compared.
func (y *yearScene) drawRolls(dst *ebiten.Image, ctx *scenes.Context, top float64) {
	pal := ctx.Palette
	cv := &y.cv
	x := float64(panelArea.Min.X + 16)
	head, t, _ := y.p.sess.Anim.Head()
	small, bold := ctx.Fonts.Face(sprites.StyleSmall), ctx.Fonts.Face(sprites.StyleBodyBold)
	row := func(yy float64, side forest.Side, who string, dice []int, rolled bool, items string, total int) {
		sprites.DrawText(dst, who, bold, x, yy, sprites.AlignLeft, pal.C(sprites.ColText))
		if !rolled {
			sprites.DrawText(dst, "to roll", small, x, yy+30, sprites.AlignLeft, pal.C(sprites.ColTextDim))
			return
		}
		tt := 1.0
		if (head.Kind == forest.EvRolled || head.Kind == forest.EvDiceChanged) && head.Side == side {
			tt = t
		}
		y.p.drawPair(dst, ctx, dice, x, yy+24, tt, int(side)*7)
		if tt < 1 {
			return
		}
		sprites.DrawText(dst, itoa(total), ctx.Fonts.Face(sprites.StyleHeading), x+404, yy+30, sprites.AlignRight, pal.C(sprites.ColAccent))
		sprites.DrawText(dst, items, small, x+124, yy+44, sprites.AlignLeft, pal.C(sprites.ColTextDim))
	}
	eItems := "dice " + itoa(sum(cv.eDice)) + "  Potency " + signed(cv.ePot)
	if cv.eBonus != 0 {
		eItems += "  culture " + signed(cv.eBonus)
	}
	fItems := "dice " + itoa(sum(cv.fDice)) + "  Potency " + signed(cv.fPot)
	if cv.fBonus != 0 {
		fItems += "  ability +" + itoa(cv.fBonus)
	}
	first, second := forest.Enemy, forest.Forest
	if cv.attacker == forest.Forest {
		first, second = forest.Forest, forest.Enemy
	}
	for i, side := range [2]forest.Side{first, second} {
		yy := top + float64(i)*92
		if side == forest.Enemy {
			row(yy, side, "Enemy · "+cv.harm.Title(), cv.eDice, cv.eRolled, eItems, cv.eTotal)
		} else {
			row(yy, side, "Forest · "+cv.nature.Title(), cv.fDice, cv.fRolled, fItems, cv.fTotal)
		}
	}
	if cv.doubles {
		line := "DOUBLES: an event, two hexes and 2 GP at stake"
		if cv.event != "" {
			line = "DOUBLES: " + cv.event + " — two hexes, 2 GP at stake"
		}
		sprites.DrawText(dst, line, small, x, top+184, sprites.AlignLeft, pal.C(sprites.ColWarn))
	}
	if cv.resolved {
		sprites.DrawText(dst, y.outcome(), bold, x, top+226, sprites.AlignLeft, pal.C(sprites.ColAccent))
	}
	if cv.ability != "" {
		sprites.DrawText(dst, "Ability used: "+cv.ability, small, x, top+204, sprites.AlignLeft, pal.C(sprites.ColForestLight))
	}
}

// drawOdds shows the exact chance of winning if the focused choice is
// taken, counted by the rules' own odds.
func (y *yearScene) drawOdds(dst *ebiten.Image, ctx *scenes.Context, top float64) {
	pal := ctx.Palette
	if y.p.sess.Anim.Busy() || y.foc.Focus >= len(y.foc.Btns) {
		return
	}
	b := y.foc.Btns[y.foc.Focus]
	a := b.Act
	if b.Kind == ui.Control && b.ID >= idNature && b.ID < idNature+int(forest.NumNatures) {
		a = forest.Encroach(0, forest.Nature(b.ID-idNature))
	} else if b.Kind == ui.Control {
		return
	}
	v := y.p.sess.View()
	o, ok := v.OddsIf(y.p.sess.Data, a)
	if !ok || o.Total == 0 {
		return
	}
	x := float64(panelArea.Min.X + 16)
	sprites.DrawText(dst, "Chance to win: "+itoa(o.Percent())+"%", ctx.Fonts.Face(sprites.StyleBodyBold), x, top, sprites.AlignLeft, oddsColour(pal, o.Percent()))
	sprites.DrawText(dst, "exactly "+itoa(o.Win)+" in "+itoa(o.Total)+" (tie "+itoa(o.Tie)+")", ctx.Fonts.Face(sprites.StyleSmall), x+220, top+3, sprites.AlignLeft, pal.C(sprites.ColTextDim))
}

func sum(d []int) int {
	t := 0
	for _, v := range d {
		t += v
	}
	return t
}

// drawCount shows the Enemy's d12 counting clockwise along your valid
// hexes from the topmost (RULES.md T4): a rust ring steps from hex to hex
// with the count beside it, stopping on the target.
func (y *yearScene) drawCount(dst *ebiten.Image, ctx *scenes.Context, e forest.Event, t float64) {
	if len(e.Hexes) == 0 || e.Roll < 1 {
		return
	}
	clip := dst.SubImage(mapArea).(*ebiten.Image)
	k := min(e.Roll-1, int(t*1.25*float64(e.Roll)))
	cell := e.Hexes[k%len(e.Hexes)]
	x, yy := y.mv.centre(cell)
	r := float32(y.mv.r * y.mv.zoom)
	sprites.StrokeHex(clip, float32(x), float32(yy), r*0.9, 5, ctx.Palette.C(sprites.ColCivRust))
	y.p.drawD12(clip, ctx, float32(x), float32(yy), r*0.42, k+1, ctx.Palette.C(sprites.ColText))
}

// outcome says who won the compared scores and what it means.
func (y *yearScene) outcome() string {
	cv := &y.cv
	v := y.p.sess.View()
	hex := v.Label(y.p.sess.Data, cv.target)
	switch {
	case cv.tie && cv.attacker == forest.Enemy:
		return "A tie: you hold " + hex + ", no GP"
	case cv.tie:
		return "A tie: they hold " + hex + ", no GP"
	case cv.winner == forest.Forest && cv.attacker == forest.Enemy:
		return "You hold " + hex + gpWord(cv.doubles)
	case cv.winner == forest.Forest:
		return "You take " + hex + gpWord(cv.doubles)
	case cv.attacker == forest.Enemy:
		return "They take " + hex
	}
	return "They beat you back from " + hex
}

func gpWord(doubles bool) string {
	if doubles {
		return ", +2 GP"
	}
	return ", +1 GP"
}

// shownPhase is the phase the screen shows: the rules' phase at rest, and
// while events still play, the phase of the clash they belong to (the
// rules have already moved on).
func (y *yearScene) shownPhase() forest.Phase {
	ph := y.p.sess.View().Phase
	if !y.p.sess.Anim.Busy() || !y.cv.set || y.cv.grow || ph.Over() {
		return ph
	}
	switch {
	case y.cv.resolved:
		return forest.PhaseResolve
	case y.cv.attacker == forest.Enemy:
		return forest.PhaseDefend
	}
	return forest.PhaseEnemyDefend
}
