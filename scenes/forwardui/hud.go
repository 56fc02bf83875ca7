package forwardui

import (
	"image"
	"image/color"
	"strconv"

	"github.com/hajimehoshi/ebiten/v2"

	"deepwood/rules/forward"
	"deepwood/scenes"
	"deepwood/scenes/ui"
	"deepwood/sprites"
)

// floater is a number that rises and fades where something changed.
type floater struct {
	text  string
	x, y  float64
	t     float64
	color sprites.ColorID
}

// hud is the side panel's motion: the HP bar easing to the true value and
// the numbers floating off it. What it shows comes from the runner's view.
type hud struct {
	shownHP float64
	float   [6]floater
	nextF   int
	// text caches, rebuilt only when the values change
	key     [8]int
	lines   [8]string
	timeKey int64
	timeStr string
	rtaKey  int64
	rtaStr  string
	split   splitFlash
	segKey  int64  // the tenth of a second segStr shows
	segStr  string // the split under way and its running time
}

// step eases the shown HP toward the view's and moves the floaters.
func (h *hud) step(v *forward.SeatView, factor float64, hold bool) {
	target := float64(v.HP)
	if hold {
		target = h.shownHP
	}
	if factor <= 0 || h.shownHP == 0 && v.Steps == 0 {
		h.shownHP = target
	} else {
		d := target - h.shownHP
		h.shownHP += d * min(1, 0.15*factor)
		if d*d < 0.0004 {
			h.shownHP = target
		}
	}
	for i := range h.float {
		if h.float[i].text != "" {
			h.float[i].t += max(factor, 0.05) / 50
			if h.float[i].t >= 1 {
				h.float[i].text = ""
			}
		}
	}
}

// finish snaps every motion to its end (Skip): the HP bar to the view's.
func (h *hud) finish(v *forward.SeatView) {
	h.shownHP = float64(v.HP)
	for i := range h.float {
		h.float[i].text = ""
	}
}

// pop starts a floating number.
func (h *hud) pop(text string, x, y float64, c sprites.ColorID) {
	h.float[h.nextF] = floater{text: text, x: x, y: y, color: c}
	h.nextF = (h.nextF + 1) % len(h.float)
}

// floatRise is how far a floating number rises as it fades.
const floatRise = 18

// event reacts to an event beginning: HP changes float off the HP bar, a
// card to XP off the XP chip, a burial off the Dragon's, where g puts
// them.
func (h *hud) event(e forward.Event, g *geometry) {
	floatHP, floatXP, floatDragon := g.floatHP, g.floatXP, g.floatDragon
	switch e.Kind {
	case forward.EvToXP:
		h.pop("+1", float64(floatXP.X), float64(floatXP.Y), sprites.ColAccent)
	case forward.EvBuried:
		h.pop("+1", float64(floatDragon.X), float64(floatDragon.Y), sprites.ColChaosLight)
	}
	if e.Kind == forward.EvHP && e.Who == forward.WhoPlayer && e.Value != e.From {
		d := e.Value - e.From
		c := sprites.ColBad
		txt := strconv.Itoa(d)
		if d > 0 {
			c, txt = sprites.ColGood, "+"+txt
		}
		h.pop(txt, float64(floatHP.X), float64(floatHP.Y), c)
	}
}

// text returns a cached "label value" string, rebuilt only when v changes.
func (h *hud) text(slot int, label string, v int) string {
	if h.lines[slot] == "" || h.key[slot] != v {
		h.key[slot] = v
		h.lines[slot] = label + strconv.Itoa(v)
	}
	return h.lines[slot]
}

// slotRect is where HUD slot i sits: items 0–1, equipment 2–3; upright,
// on the Pack over the board (hud_upright.go).
func (p *play) slotRect(i int) image.Rectangle {
	if p.g.upright {
		return p.g.packSlot(i)
	}
	x := p.g.hud.Min.X + 16 + (i%2)*228
	y := p.g.hud.Min.Y + 232
	if i >= 2 {
		y += 118
	}
	return image.Rect(x, y, x+220, y+82)
}

// addSlotButtons adds a "Use" or "Give" control under each item the rules
// allow using or giving now (map turns only: the duel has its own row).
func (p *play) addSlotButtons(f *focusList) {
	items := p.sess.View().Items
	for i, id := range items {
		if i >= 2 {
			break
		}
		r := p.slotRect(i)
		br := p.g.useRect(r)
		if a := forward.Give(id); p.sess.IsLegal(a) {
			f.Add(button{Rect: br, Label: "Give", Kind: ui.Action, Act: a, Enabled: true})
		} else if a := forward.Use(id); p.sess.IsLegal(a) {
			f.Add(button{Rect: br, Label: "Use", Kind: ui.Action, Act: a, Enabled: true})
		}
	}
}

// drawHUD paints the side panel: HP, stats, slots, companions, snares and
// blessings, the deck and the Dragon, and any warning.
func (p *play) drawHUD(dst *ebiten.Image, ctx *scenes.Context, h *hud) {
	if p.g.upright {
		p.drawStrip(dst, ctx, h)
		return
	}
	pal, fonts := ctx.Palette, ctx.Fonts
	v := p.sess.View()
	sprites.DrawPanel(dst, p.g.hud, pal, sprites.PanelNormal)
	x0, y0 := float64(p.g.hud.Min.X+16), float64(p.g.hud.Min.Y+12)
	small, body, large := fonts.Face(sprites.StyleSmall), fonts.Face(sprites.StyleBody), fonts.Face(sprites.StyleLarge)
	text, dim, accent := pal.C(sprites.ColText), pal.C(sprites.ColTextDim), pal.C(sprites.ColAccent)
	sprites.DrawText(dst, "The Wanderer", large, x0, y0, sprites.AlignLeft, accent)
	// HP bar.
	y := y0 + 40
	maxHP := v.MaxHP
	p.drawHPFrame(dst, ctx)
	sprites.DrawText(dst, h.text(0, "", v.HP), large, x0+310, y, sprites.AlignLeft, text)
	sprites.DrawText(dst, h.text(1, "/ ", maxHP), body, x0+346, y+4, sprites.AlignLeft, dim)
	sprites.DrawText(dst, "HP", small, x0+410, y+6, sprites.AlignLeft, dim)
	// Stat chips.
	ps := v.Stats
	y += 44
	p.chip(dst, ctx, x0, y, sprites.IconSword, "ATK", h.text(2, "", ps.ATK), sprites.ColText)
	p.chip(dst, ctx, x0+150, y, sprites.IconShield, "DEF", h.text(3, "", ps.DEF), sprites.ColText)
	p.chip(dst, ctx, x0+300, y, sprites.IconStar, "XP", h.text(4, "", len(v.XP)), sprites.ColAccent)
	y += 46
	p.chip(dst, ctx, x0, y, sprites.IconDeck, "Deck", h.text(5, "", v.DeckLeft), sprites.ColText)
	p.chip(dst, ctx, x0+150, y, sprites.IconDragon, "Dragon", h.text(6, "", v.DragonNow), sprites.ColChaosLight)
	p.drawPack(dst, ctx)
}

// drawPack paints what the Wanderer carries and has met: the item and
// equipment slots, the companions, the snares and blessings, and the
// warning when the run can no longer be won; in landscape on the side
// panel, upright on the Pack over the board.
func (p *play) drawPack(dst *ebiten.Image, ctx *scenes.Context) {
	pal, fonts, g := ctx.Palette, ctx.Fonts, &p.g
	v := p.sess.View()
	small, bold := fonts.Face(g.small), fonts.Face(sprites.StyleBodyBold)
	text, accent, ink := pal.C(sprites.ColText), pal.C(sprites.ColAccent), pal.C(sprites.ColPanel)
	head := 24.0
	if g.upright {
		head = 28
	}
	x0, x1 := float64(p.slotRect(0).Min.X), float64(p.slotRect(1).Min.X)
	sprites.DrawText(dst, "Items", bold, x0, float64(p.slotRect(0).Min.Y)-head, sprites.AlignLeft, accent)
	sprites.DrawText(dst, "Equipment", bold, x0, float64(p.slotRect(2).Min.Y)-head, sprites.AlignLeft, accent)
	for i := 0; i < 4; i++ {
		ids := v.Items
		if i >= 2 {
			ids = v.Equipment
		}
		r := p.slotRect(i)
		sprites.DrawPanel(dst, r, pal, sprites.PanelInset)
		if i%2 >= len(ids) {
			sprites.DrawText(dst, "empty", small, float64(r.Min.X+r.Max.X)/2, float64(r.Min.Y+r.Dy()/2-11), sprites.AlignCenter, pal.C(sprites.ColDisabled))
			continue
		}
		c := p.sess.Card(ids[i%2])
		frame, icon, _ := cardLook(c)
		p.art.icon(dst, icon, float64(r.Min.X+22), float64(r.Min.Y+24), 26, pal.C(frame), ink)
		nameW := 170.0
		if g.upright {
			nameW = float64(r.Dx() - 42 - useW - 12)
		}
		sprites.DrawWrapped(dst, c.Name, small, float64(r.Min.X+42), float64(r.Min.Y+8), nameW, sprites.AlignLeft, text)
		sprites.DrawText(dst, statLine(c), fonts.Face(g.mono), float64(r.Min.X+10), float64(r.Max.Y-g.statUp), sprites.AlignLeft, accent)
	}
	// Companions.
	w := p.slotRect(0).Dx()
	y := float64(p.slotRect(2).Max.Y + 14)
	h := p.companion(dst, ctx, x0, y, w, "Ghostly Princess", sprites.IconCrown, v.Princess.Bond)
	p.companion(dst, ctx, x1, y, w, "Sage", sprites.IconBell, v.Sage.Bond)
	// Snares and blessings.
	y += h + 10
	p.cardList(dst, ctx, x0, y, "Snares", v.Snares, sprites.ColCivOchre, sprites.IconSnare)
	p.cardList(dst, ctx, x1, y, "Blessings", v.Blessings, sprites.ColAccent, sprites.IconSun)
	// The warning when the run can no longer be won.
	if why := p.sess.DoomReason(); why != forward.CauseNone {
		r, reasonY := p.g.doom, p.g.doom.Min.Y+24
		if g.upright {
			reasonY += 8
		}
		p.art.rrect(dst, float64(r.Min.X), float64(r.Min.Y), r.Dx(), r.Dy(), 6, pal.A(sprites.ColBad, 0.22), pal.C(sprites.ColBad), 1.5)
		p.art.icon(dst, sprites.IconSkull, float64(r.Min.X+24), float64(r.Min.Y+36), 28, pal.C(sprites.ColBad), ink)
		sprites.DrawText(dst, "Cannot be won", fonts.Face(g.smallBold), float64(r.Min.X+48), float64(r.Min.Y+6), sprites.AlignLeft, pal.C(sprites.ColBad))
		sprites.DrawWrapped(dst, why.String(), small, float64(r.Min.X+48), float64(reasonY), float64(r.Dx()-58), sprites.AlignLeft, text)
	}
}

// drawHUDLive paints the HUD's moving parts over its still layer: the HP
// bar easing to the true value and the floating numbers.
func (p *play) drawHUDLive(dst *ebiten.Image, ctx *scenes.Context, h *hud) {
	pal := ctx.Palette
	v := p.sess.View()
	maxHP := v.MaxHP
	x, y, bw := float64(p.g.hpBar.Min.X), float64(p.g.hpBar.Min.Y+4), float64(p.g.hpBar.Dx())
	frac := max(0, min(h.shownHP/float64(maxHP), 1))
	hpCol := pal.C(sprites.ColGood)
	if v.HP*3 <= maxHP {
		hpCol = pal.C(sprites.ColBad)
	} else if v.HP*3 <= 2*maxHP {
		hpCol = pal.C(sprites.ColWarn)
	}
	if frac > 0 {
		p.art.fillRect(dst, x, y+2, bw*frac, 16, hpCol)
		p.art.fillRect(dst, x, y+2, bw*frac, 5, sprites.WithAlpha(pal.C(sprites.ColPanelHighlight), 0.25))
	}
	p.drawTimerZone(dst, ctx, h)
	large := ctx.Fonts.Face(sprites.StyleLarge)
	for i := range h.float {
		fl := &h.float[i]
		if fl.text == "" {
			continue
		}
		c := pal.A(fl.color, 1-fl.t*fl.t)
		sprites.DrawTextShadow(dst, fl.text, large, fl.x, fl.y-floatRise*fl.t, sprites.AlignLeft, c, color.RGBA{A: uint8(200 * (1 - fl.t))})
	}
}

// chip draws one stat: icon, label and value.
func (p *play) chip(dst *ebiten.Image, ctx *scenes.Context, x, y float64, icon sprites.Icon, label, value string, vc sprites.ColorID) {
	pal := ctx.Palette
	p.art.rrect(dst, x, y, 140, 38, 6, pal.C(sprites.ColBackgroundLight), color.RGBA{}, 0)
	p.art.icon(dst, icon, x+18, y+19, 20, pal.C(sprites.ColPanelHighlight), pal.C(sprites.ColBackgroundLight))
	sprites.DrawText(dst, label, ctx.Fonts.Face(sprites.StyleSmall), x+34, y+10, sprites.AlignLeft, pal.C(sprites.ColTextDim))
	sprites.DrawText(dst, value, ctx.Fonts.Face(sprites.StyleLarge), x+132, y+6, sprites.AlignRight, pal.C(vc))
}

var bondWords = [...]string{"not met", "at your side", "activated", "sacrificed"}

// companion draws a companion's box, w wide: met or not, activated or
// not. It returns the box's height.
func (p *play) companion(dst *ebiten.Image, ctx *scenes.Context, x, y float64, w int, name string, icon sprites.Icon, b forward.Bond) float64 {
	pal := ctx.Palette
	bold, small := ctx.Fonts.Face(p.g.smallBold), ctx.Fonts.Face(p.g.small)
	h, line2 := 52, 27.0
	if p.g.upright {
		h, line2 = 60, 32
	}
	r := image.Rect(int(x), int(y), int(x)+w, int(y)+h)
	style := sprites.PanelInset
	sprites.DrawPanel(dst, r, pal, style)
	clr := pal.C(sprites.ColDisabled)
	switch b {
	case forward.BondJoined:
		clr = pal.C(sprites.ColText)
	case forward.BondActive:
		clr = pal.C(sprites.ColGood)
	case forward.BondSacrificed:
		clr = pal.C(sprites.ColChaosLight)
	}
	cy := y + float64(h)/2
	p.art.icon(dst, icon, x+24, cy, 26, clr, pal.C(sprites.ColPanel))
	if b == forward.BondActive {
		p.art.rrect(dst, x+5, cy-19, 38, 38, 19, color.RGBA{}, pal.C(sprites.ColGood), 2)
	}
	sprites.DrawText(dst, name, bold, x+48, y+8, sprites.AlignLeft, pal.C(sprites.ColText))
	sprites.DrawText(dst, bondWords[b], small, x+48, y+line2, sprites.AlignLeft, clr)
	return float64(h)
}

// cardList draws a titled list of card names (snares, blessings).
func (p *play) cardList(dst *ebiten.Image, ctx *scenes.Context, x, y float64, title string, ids []forward.CardID, c sprites.ColorID, icon sprites.Icon) float64 {
	pal := ctx.Palette
	sprites.DrawText(dst, title, ctx.Fonts.Face(sprites.StyleBodyBold), x, y, sprites.AlignLeft, pal.C(sprites.ColAccent))
	y += 24
	small := ctx.Fonts.Face(p.g.small)
	step := 20.0
	if p.g.upright {
		step = 24
	}
	if len(ids) == 0 {
		sprites.DrawText(dst, "none", small, x, y, sprites.AlignLeft, pal.C(sprites.ColDisabled))
		return y + step
	}
	for i, id := range ids {
		if i == 2 && len(ids) > 3 {
			sprites.DrawText(dst, "+"+itoa(len(ids)-2)+" more", small, x+22, y, sprites.AlignLeft, pal.C(sprites.ColTextDim))
			return y + step
		}
		p.art.icon(dst, icon, x+8, y+step/2-1, 14, pal.C(c), pal.C(sprites.ColPanel))
		sprites.DrawText(dst, p.sess.Card(id).Name, small, x+22, y, sprites.AlignLeft, pal.C(sprites.ColText))
		y += step
	}
	return y
}
