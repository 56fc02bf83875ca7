package forsakenui

import (
	"image"

	"github.com/hajimehoshi/ebiten/v2"

	"deepwood/rules/forsaken"
	"deepwood/scenes"
	"deepwood/sprites"
)

// What the stage's tabs show upright, besides the plates (drawSeats),
// the board (drawBoard), the hand (drawHand) and the logs (drawLogs).

// nightVeil darkens r while it is Night, as the landscape table darkens
// the Forest.
func (t *tableScene) nightVeil(dst *ebiten.Image, r image.Rectangle) {
	if phase := t.view().Phase; phase == forsaken.PhaseNight || phase == forsaken.PhaseNightOne {
		t.art.nightTint.Draw(dst.SubImage(r).(*ebiten.Image), 1)
	}
}

// drawLatest fills the Table tab from top, under the plates or the
// Gallows, where there is room:
// the turn cycle, then the latest lines of the table's log, or in a
// guided game the guide's word.
func (t *tableScene) drawLatest(dst *ebiten.Image, ctx *scenes.Context, top int) {
	l, pal := t.lay, ctx.Palette
	r := image.Rect(l.stage.Min.X, top, l.stage.Max.X, l.stage.Max.Y)
	if r.Dy() < 90 {
		return
	}
	sprites.DrawPanel(dst, r, pal, sprites.PanelInset)
	t.drawTrack(dst, ctx, float64(r.Min.X+16), float64(r.Min.Y+12))
	g := t.logGeo()
	t.wrapLogs(ctx, g)
	small := t.font(ctx, l.small)
	y := float64(r.Min.Y + 84)
	if t.guided {
		// A first game: the guide's word for the moment, where the eye is.
		sub := dst.SubImage(r.Inset(4)).(*ebiten.Image)
		sprites.DrawText(dst, "Guide", t.font(ctx, l.bold), float64(r.Min.X+16), y, sprites.AlignLeft, pal.C(sprites.ColAccent))
		sprites.DrawWrapped(sub, t.hintText(), small, float64(r.Min.X+16), y+28, float64(r.Dx()-32), sprites.AlignLeft, pal.C(sprites.ColText))
		return
	}
	fit := int((float64(r.Max.Y-12) - y) / g.lineH)
	lines := t.eventLines
	if len(lines) > fit {
		lines = lines[len(lines)-max(0, fit):]
	}
	for _, s := range lines {
		sprites.DrawText(dst, s, small, float64(r.Min.X+16), y, sprites.AlignLeft, pal.C(sprites.ColText))
		y += g.lineH
	}
}

// drawRole is the Role tab: the player's Role Card, large, who they are
// and what their team wants, the turn cycle, and the guide's word in a
// guided game.
func (t *tableScene) drawRole(dst *ebiten.Image, ctx *scenes.Context) {
	s, l, pal := t.s, t.lay, ctx.Palette
	r := l.stage
	sprites.DrawPanel(dst, r, pal, sprites.PanelNormal)
	role := t.view().Role
	op := ebiten.DrawImageOptions{Filter: ebiten.FilterLinear}
	op.GeoM.Scale(upCardK, upCardK)
	op.GeoM.Translate(float64(r.Min.X+16), float64(r.Min.Y+16))
	dst.DrawImage(t.art.roleCard(ctx.Fonts, s.Data, role), &op)
	t.notePx(ctx.Fonts.Size(sprites.StyleSmall) * upCardK)
	x := float64(r.Min.X+16) + roleCardW*upCardK + 16
	w := float64(r.Max.X-16) - x
	youAre := "You are"
	if t.passing() {
		youAre = s.NameOf(s.Human) + ", you are"
	}
	y := float64(r.Min.Y + 18)
	y += sprites.DrawWrapped(dst, youAre, t.font(ctx, l.small), x, y, w, sprites.AlignLeft, pal.C(sprites.ColTextDim)) + 4
	y += sprites.DrawWrapped(dst, roleName(role), t.font(ctx, sprites.StyleLarge), x, y, w, sprites.AlignLeft, teamColor(pal, role)) + 10
	team := "A Villager: find the Village, or kill every Forsaken."
	if role.Team() == forsaken.ForsakenTeam {
		team = "Forsaken team: reach the Void, or match the rest."
	}
	sprites.DrawWrapped(dst, team, t.font(ctx, l.small), x, y, w, sprites.AlignLeft, pal.C(sprites.ColTextDim))
	y = float64(r.Min.Y) + 16 + roleCardH*upCardK + 20
	t.drawTrack(dst, ctx, float64(r.Min.X+16), y)
	y += 76
	// What the Role does, in words; in a guided game the guide's word
	// for the moment under it.
	x, w = float64(r.Min.X+16), float64(r.Dx()-32)
	small := t.font(ctx, l.small)
	y += sprites.DrawWrapped(dst, roleHint[role], small, x, y, w, sprites.AlignLeft, pal.C(sprites.ColText)) + 16
	if !t.guided || y > float64(r.Max.Y-90) {
		return
	}
	g := image.Rect(r.Min.X+12, int(y), r.Max.X-12, r.Max.Y-12)
	sprites.DrawPanel(dst, g, pal, sprites.PanelRaised)
	sprites.DrawText(dst, "Guide", t.font(ctx, l.bold), float64(g.Min.X+14), float64(g.Min.Y+10), sprites.AlignLeft, pal.C(sprites.ColAccent))
	sub := dst.SubImage(g.Inset(4)).(*ebiten.Image) // a long hint stops at the panel's edge
	sprites.DrawWrapped(sub, t.hintText(), small, float64(g.Min.X+14), float64(g.Min.Y+40), float64(g.Dx()-28), sprites.AlignLeft, pal.C(sprites.ColText))
}
