package forwardui

import (
	"image"
	"image/color"
	"math"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"deepwood/rules/forward"
	"deepwood/scenes"
	"deepwood/sprites"
)

// Draw paints the duel: the still layer (the foe, the panels, the HUD),
// then the dice, the round's arithmetic, the controls and the banner.
func (s *duelScene) Draw(dst *ebiten.Image, ctx *scenes.Context) {
	s.fit(ctx)
	s.p.showStill(dst, ctx, &s.still, s.layerKey(ctx), s.drawStill)
	p := s.p
	pal, fonts := ctx.Palette, ctx.Fonts
	v := p.sess.View()
	foe := &v.Fight.Foe
	g := &p.g
	s.bar(dst, ctx, float64(g.foeCard.Min.X), float64(g.foeCard.Max.Y+14), float64(g.foeCard.Dx()), s.foeHP, foe.MaxHP)
	// The dice.
	s.drawDie(dst, ctx, &s.foe, float64(g.dieX), float64(g.foeDieY), "Foe", true)
	s.drawDie(dst, ctx, &s.you, float64(g.dieX), float64(g.youDieY), "You", false)
	// The arithmetic of the round.
	_, t, busy := p.sess.Anim.Head()
	settled := !busy || t >= 1 || !s.tumbling()
	my := float64(g.math.Min.Y + 36)
	if settled && s.you.rolled {
		col := sprites.ColTextDim
		if s.foe.hasDmg && s.foe.dmg.Total > 0 {
			col = sprites.ColGood
		}
		sprites.DrawText(dst, s.you.line, fonts.Face(sprites.StyleBody), float64(g.math.Min.X+14), my, sprites.AlignLeft, pal.C(col))
		col = sprites.ColTextDim
		if s.you.hasDmg && s.you.dmg.Total > 0 {
			col = sprites.ColBad
		}
		sprites.DrawText(dst, s.foe.line, fonts.Face(sprites.StyleBody), float64(g.math.Min.X+14), my+float64(g.statUp+4), sprites.AlignLeft, pal.C(col))
	}
	p.drawHUDLive(dst, ctx, &s.hud)
	s.f.DrawButtons(dst, ctx, sprites.StyleBody)
	g.pause.Draw(dst, ctx, sprites.StyleBody)
	s.drawBanner(dst, ctx)
	s.shown = s.now(ctx)
}

// layerKey is what the duel's still layer shows.
func (s *duelScene) layerKey(ctx *scenes.Context) layerKey {
	v := s.p.sess.View()
	var flags uint32
	if ctx.Settings.ShowSeed {
		flags = 1
	}
	if s.you.rolled {
		flags |= 2
	}
	return layerKey{steps: v.Steps, phase: uint8(v.Phase), pal: ctx.Palette, flags: flags}
}

// drawStill renders the duel's parts that change only with an action.
func (s *duelScene) drawStill(dst *ebiten.Image, ctx *scenes.Context) {
	p := s.p
	pal, fonts := ctx.Palette, ctx.Fonts
	v := p.sess.View()
	foe := &v.Fight.Foe
	drawScenery(dst, ctx, 0)
	g := &p.g
	sprites.DrawPanel(dst, g.top, pal, sprites.PanelNormal)
	sprites.DrawPanel(dst, g.arena, pal, sprites.PanelNormal)
	fc := p.sess.Card(foe.Card)
	title := "Duel"
	if foe.Dragon {
		title = "The Dragon of Chaos"
	}
	sub := "You face " + fc.Name + "."
	switch {
	case foe.Mirror:
		sub = "The Mirror Knight: your exact copy (HP, ATK, DEF, modifiers), without your items."
	case foe.Dragon:
		sub = "Only the Ancient Sword can hurt it; its shield holds without the Princess."
	}
	p.drawTop(dst, ctx, title, "", sub)
	// The foe's card, HP and stats.
	drawAt(dst, p.art.card(p.sess.Data, foe.Card, g.foeCard.Dx(), g.foeCard.Dy()), float64(g.foeCard.Min.X), float64(g.foeCard.Min.Y))
	if foe.Dragon {
		clr, word := pal.C(sprites.ColChaosLight), "Shield holds"
		if !foe.Shield {
			clr, word = pal.C(sprites.ColTextDim), "Shield down"
		}
		p.art.icon(dst, sprites.IconShield, float64(g.foeCard.Max.X-30), float64(g.foeCard.Min.Y+60), 36, clr, pal.C(sprites.ColChaosBlack))
		if g.upright {
			// Beside the foe's numbers: the card is too narrow to write on.
			sprites.DrawText(dst, word, fonts.Face(g.smallBold), float64(g.foeCard.Min.X+156), float64(g.foeCard.Max.Y+48), sprites.AlignLeft, clr)
		} else {
			sprites.DrawText(dst, word, fonts.Face(g.smallBold), float64(g.foeCard.Max.X-10), float64(g.foeCard.Min.Y+84), sprites.AlignRight, clr)
		}
	}
	y := float64(g.foeCard.Max.Y + 14)
	stats := "ATK " + itoa(foe.ATK) + "   DEF " + itoa(foe.DEF)
	sprites.DrawText(dst, stats, fonts.Face(g.mono), float64(g.foeCard.Min.X), y+34, sprites.AlignLeft, pal.C(sprites.ColText))
	ps := v.Stats
	sprites.DrawText(dst, "You: ATK "+itoa(ps.ATK)+"   DEF "+itoa(ps.DEF)+bonusText(v.Fight.Bonus), fonts.Face(g.mono), float64(g.foeCard.Min.X), y+34+float64(g.statUp)-4, sprites.AlignLeft, pal.C(sprites.ColText))
	sprites.DrawPanel(dst, g.math, pal, sprites.PanelInset)
	sprites.DrawText(dst, "This round", fonts.Face(g.smallBold), float64(g.math.Min.X+14), float64(g.math.Min.Y+12), sprites.AlignLeft, pal.C(sprites.ColTextDim))
	if !s.you.rolled {
		sprites.DrawWrapped(dst, "Both sides roll a d6: 1 Miss, 2 Parry, 3-4 Hit, 5 Crit, 6 Counter. Your ATK adds to your hits; your DEF takes off what you take.", fonts.Face(g.small), float64(g.math.Min.X+14), float64(g.math.Min.Y+36), float64(g.math.Dx()-28), sprites.AlignLeft, pal.C(sprites.ColTextDim))
	}
	for _, c := range [2]struct {
		y   float64
		who string
		sd  *side
	}{{float64(g.foeDieY), "Foe", &s.foe}, {float64(g.youDieY), "You", &s.you}} {
		dx := float64(g.dieX)
		sprites.DrawText(dst, c.who, fonts.Face(g.smallBold), dx, c.y-74, sprites.AlignCenter, pal.C(sprites.ColTextDim))
		if !c.sd.rolled {
			p.art.rrect(dst, dx-42, c.y-42, 84, 84, 14, color.RGBA{}, pal.A(sprites.ColPanelEdge, 0.5), 2)
			sprites.DrawText(dst, "?", fonts.Face(sprites.StyleLarge), dx, c.y-14, sprites.AlignCenter, pal.C(sprites.ColTextDim))
		}
	}
	p.drawHUD(dst, ctx, &s.hud)
}

func bonusText(b int) string {
	if b == 0 {
		return ""
	}
	return "   +" + itoa(b) + " this fight"
}

// tumbling reports the dice in the air: the foe's die event is showing.
func (s *duelScene) tumbling() bool {
	e, _, ok := s.p.sess.Anim.Head()
	return ok && e.Kind == forward.EvDieRolled
}

// drawDie paints one side's die, tumbling while its roll shows, and the
// result's name once it lands.
func (s *duelScene) drawDie(dst *ebiten.Image, ctx *scenes.Context, sd *side, cx, cy float64, who string, foe bool) {
	pal, fonts := ctx.Palette, ctx.Fonts
	if !sd.rolled {
		return
	}
	face, ang, hop := sd.raw, 0.0, 0.0
	settled := true
	if s.tumbling() {
		_, t, _ := s.p.sess.Anim.Head()
		salt := s.salt*7 + 3
		if foe {
			salt += 2
		}
		face, ang, hop = sprites.Tumble(t, sd.raw, salt)
		settled = t >= 1
	}
	s.p.art.dice.Draw(dst, face, cx, cy-hop, ang, 1)
	if !settled {
		return
	}
	clr := pal.C(sprites.ColText)
	switch sd.result {
	case forward.Miss:
		clr = pal.C(sprites.ColTextDim)
	case forward.Crit, forward.Counter:
		clr = pal.C(sprites.ColAccent)
	}
	sprites.DrawTextShadow(dst, resultWord(sd.result), fonts.Face(sprites.StyleHeading), cx+64, cy-30, sprites.AlignLeft, clr, pal.C(sprites.ColChaosBlack))
	note := sd.note
	if note != "" {
		sprites.DrawText(dst, note, fonts.Face(s.p.g.small), cx+66, cy+8, sprites.AlignLeft, pal.C(sprites.ColTextDim))
	}
}

// bar draws an HP bar with its numbers.
func (s *duelScene) bar(dst *ebiten.Image, ctx *scenes.Context, x, y, w, shown float64, maxHP int) {
	pal := ctx.Palette
	a := &s.p.art
	a.rrect(dst, x, y, int(w), 24, 6, pal.C(sprites.ColBackground), color.RGBA{}, 0)
	if maxHP > 0 && shown > 0 {
		a.fillRect(dst, x+2, y+2, math.Max(8, (w-4)*shown/float64(maxHP)), 20, pal.C(sprites.ColBad))
	}
	a.rrect(dst, x, y, int(w), 24, 6, color.RGBA{}, pal.C(sprites.ColPanelEdge), 1.5)
	sprites.DrawText(dst, s.hpText(int(shown+0.5), maxHP), ctx.Fonts.Face(s.p.g.smallBold), x+w/2, y+4, sprites.AlignCenter, pal.C(sprites.ColText))
}

// hpText is "HP n / max", rebuilt only when the numbers change.
func (s *duelScene) hpText(hp, maxHP int) string {
	if s.hpKey != [2]int{hp, maxHP} || s.hpStr == "" {
		s.hpKey, s.hpStr = [2]int{hp, maxHP}, "HP "+itoa(hp)+" / "+itoa(maxHP)
	}
	return s.hpStr
}

// dmgText writes one side's damage as arithmetic: "You deal: Hit 1 + ATK 1 = 2".
func dmgText(prefix string, d forward.Damage, r forward.Result) string {
	var b strings.Builder
	b.WriteString(prefix)
	b.WriteString(": ")
	switch {
	case d.Null:
		b.WriteString("0 (nothing can hurt the Dragon now)")
		return b.String()
	case d.Blocked:
		b.WriteString("0 (blocked)")
		return b.String()
	case d.True:
		b.WriteString("true damage " + itoa(d.Total))
		return b.String()
	}
	b.WriteString(resultWord(r) + " " + itoa(d.Base))
	if d.ATK != 0 {
		b.WriteString(" + ATK " + itoa(d.ATK))
	}
	if d.Bonus != 0 {
		b.WriteString(" + " + itoa(d.Bonus) + " Brandy")
	}
	if d.Doubled {
		b.WriteString(" x2 Brume")
	}
	if d.Extra != 0 {
		b.WriteString(" + " + itoa(d.Extra) + " Climb")
	}
	if d.DEF != 0 {
		b.WriteString(" - DEF " + itoa(d.DEF))
	}
	if d.Shielded {
		b.WriteString(", shield blocks")
	}
	b.WriteString(" = " + itoa(d.Total))
	return b.String()
}

// drawBanner paints the banner across the board under the dice.
func (s *duelScene) drawBanner(dst *ebiten.Image, ctx *scenes.Context) {
	s.ban.draw(dst, ctx, s.p, func(forward.Event) int { return s.salt }, func(float64) image.Rectangle {
		a := s.p.g.arena
		return image.Rect(a.Min.X+40, a.Min.Y+424, a.Max.X-40, a.Min.Y+504)
	})
}
