package forwardui

import (
	"image"
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"

	"deepwood/rules/forward"
	"deepwood/scenes"
	"deepwood/sprites"
)

// Upright (a phone held upright, issue 40) the side panel does not fit
// beside the board: the Wanderer's HP, timer and stats become a strip
// under the top bar, and what the Wanderer carries and has met goes on
// the Pack, a tab that takes the board's place while it is shown.

// useW is the width of a slot's Use or Give control upright.
const useW = 74

// packSlot is where slot i (items 0–1, equipment 2–3) sits on the Pack:
// two rows of two under their headings.
func (g *geometry) packSlot(i int) image.Rectangle {
	b := g.board
	w := (b.Dx() - 36) / 2
	x := b.Min.X + 12 + (i%2)*(w+12)
	y := b.Min.Y + 40
	if i >= 2 {
		y += 80 + 44
	}
	return image.Rect(x, y, x+w, y+80)
}

// useRect is the Use or Give control of the slot at r.
func (g *geometry) useRect(r image.Rectangle) image.Rectangle {
	if g.upright {
		return image.Rect(r.Max.X-useW-8, r.Min.Y+8, r.Max.X-8, r.Max.Y-8)
	}
	return image.Rect(r.Max.X-74, r.Max.Y-34, r.Max.X-8, r.Max.Y-6)
}

// drawStrip is the HUD upright: HP and the timer on the first row, the
// five stat chips under them.
func (p *play) drawStrip(dst *ebiten.Image, ctx *scenes.Context, h *hud) {
	pal, fonts, g := ctx.Palette, ctx.Fonts, &p.g
	v := p.sess.View()
	sprites.DrawPanel(dst, g.hud, pal, sprites.PanelNormal)
	bar := g.hpBar
	p.drawHPFrame(dst, ctx)
	hp := h.text(0, "", v.HP)
	x := float64(bar.Max.X + 10)
	sprites.DrawText(dst, hp, fonts.Face(sprites.StyleLarge), x, float64(bar.Min.Y-4), sprites.AlignLeft, pal.C(sprites.ColText))
	w, _ := sprites.Measure(hp, fonts.Face(sprites.StyleLarge))
	sprites.DrawText(dst, h.text(1, "/ ", v.MaxHP), fonts.Face(sprites.StyleBody), x+w+6, float64(bar.Min.Y), sprites.AlignLeft, pal.C(sprites.ColTextDim))
	ps := v.Stats
	chips := [5]struct {
		icon  sprites.Icon
		value string
		col   sprites.ColorID
	}{
		{sprites.IconSword, h.text(2, "", ps.ATK), sprites.ColText},
		{sprites.IconShield, h.text(3, "", ps.DEF), sprites.ColText},
		{sprites.IconStar, h.text(4, "", len(v.XP)), sprites.ColAccent},
		{sprites.IconDeck, h.text(5, "", v.DeckLeft), sprites.ColText},
		{sprites.IconDragon, h.text(6, "", v.DragonNow), sprites.ColChaosLight},
	}
	for i, c := range chips {
		at := g.chipAt(i)
		cx, cy := float64(at.X), float64(at.Y)
		p.art.rrect(dst, cx, cy, upChipW, 36, 6, pal.C(sprites.ColBackgroundLight), color.RGBA{}, 0)
		p.art.icon(dst, c.icon, cx+20, cy+18, 22, pal.C(sprites.ColPanelHighlight), pal.C(sprites.ColBackgroundLight))
		sprites.DrawText(dst, c.value, fonts.Face(sprites.StyleLarge), cx+upChipW-10, cy+4, sprites.AlignRight, pal.C(c.col))
	}
}

// drawHPFrame paints the heart and the HP bar's trough and outline at the
// layout's hpBar, on either shape; drawHUDLive fills it.
func (p *play) drawHPFrame(dst *ebiten.Image, ctx *scenes.Context) {
	pal, bar := ctx.Palette, p.g.hpBar
	p.art.icon(dst, sprites.IconHeart, float64(bar.Min.X-22), float64(bar.Min.Y+14), 24, pal.C(sprites.ColBad), pal.C(sprites.ColPanel))
	p.art.rrect(dst, float64(bar.Min.X), float64(bar.Min.Y+4), bar.Dx(), 20, 6, pal.C(sprites.ColBackground), color.RGBA{}, 0)
	p.art.rrect(dst, float64(bar.Min.X-2), float64(bar.Min.Y+2), bar.Dx()+4, 24, 7, color.RGBA{}, pal.C(sprites.ColPanelEdge), 1.5)
}

// Upright, the board shows the Map (the location's cards) or the Pack.
const (
	tabMap = iota
	tabPack
)

// tabTapped is the tab the pointer pressed this tick, or -1.
func (g *geometry) tabTapped(ctx *scenes.Context) int {
	pt := ctx.Input.Pointer()
	if !g.upright || !pt.Clicked {
		return -1
	}
	for i, r := range g.tabs {
		if image.Pt(pt.X, pt.Y).In(r) {
			return i
		}
	}
	return -1
}

// drawTabs paints the Map and Pack tabs, the one shown lit; the Pack's
// says when something in it can be used now, or when the run cannot be
// won (its warning is on the Pack).
func (p *play) drawTabs(dst *ebiten.Image, ctx *scenes.Context, shown int, usable bool) {
	pal, fonts, g := ctx.Palette, ctx.Fonts, &p.g
	labels := [2]string{"Map", "Pack"}
	for i, r := range g.tabs {
		style := sprites.PanelRaised
		if i == shown {
			style = sprites.PanelFocused
		}
		sprites.DrawPanel(dst, r, pal, style)
		cx, cy := float64(r.Min.X+r.Max.X)/2, float64(r.Min.Y+r.Max.Y)/2
		sprites.DrawText(dst, labels[i], fonts.Face(sprites.StyleBodyBold), cx, cy-11, sprites.AlignCenter, pal.C(sprites.ColText))
		if i != tabPack {
			continue
		}
		lw, _ := sprites.Measure(labels[i], fonts.Face(sprites.StyleBodyBold))
		switch {
		case p.sess.DoomReason() != forward.CauseNone:
			p.art.icon(dst, sprites.IconSkull, cx+lw/2+20, cy, 20, pal.C(sprites.ColBad), pal.C(sprites.ColPanel))
		case usable:
			p.art.rrect(dst, cx+lw/2+12, cy-6, 12, 12, 6, pal.C(sprites.ColAccent), color.RGBA{}, 0)
		}
	}
}

// usable reports whether the Wanderer may use or give an item now.
func (p *play) usable() bool {
	for _, id := range p.sess.View().Items {
		if p.sess.IsLegal(forward.Give(id)) || p.sess.IsLegal(forward.Use(id)) {
			return true
		}
	}
	return false
}
