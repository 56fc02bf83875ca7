package forsakenui

import (
	"image"

	"github.com/hajimehoshi/ebiten/v2"

	"deepwood/rules/forsaken"
	"deepwood/scenes"
	"deepwood/scenes/forsakenui/forsakenart"
	"deepwood/sprites"
)

// drawEndUpright tells the end held upright, over the stage and the
// menu but for its last row (Back to the title): the winners, both teams
// side by side with who was who, the latest decisive moments that fit
// and where the replay went.
func (t *tableScene) drawEndUpright(dst *ebiten.Image, ctx *scenes.Context) {
	s, pal, v := t.s, ctx.Palette, t.view()
	r := t.lay.end
	sprites.DrawPanel(dst, r, pal, sprites.PanelNormal)
	cx := float64(r.Min.X+r.Max.X) / 2
	win, icon := "The Villagers win", forsakenart.IconVillage
	if v.Winner == forsaken.ForsakenTeam {
		win, icon = "The Forsaken win", forsakenart.IconVoid
	}
	forsakenart.DrawIcon(dst, icon, float32(r.Min.X+36), float32(r.Min.Y+32), 30, pal.C(sprites.ColAccent), pal.C(sprites.ColPanel))
	forsakenart.DrawIcon(dst, icon, float32(r.Max.X-36), float32(r.Min.Y+32), 30, pal.C(sprites.ColAccent), pal.C(sprites.ColPanel))
	sprites.DrawText(dst, win, t.font(ctx, sprites.StyleHeading), cx, float64(r.Min.Y+12), sprites.AlignCenter, pal.C(sprites.ColAccent))
	body := t.font(ctx, sprites.StyleBody)
	x, w := float64(r.Min.X+16), float64(r.Dx()-32)
	y := float64(r.Min.Y+56) + sprites.DrawWrapped(dst, capitalFirst(v.WinBy)+".", body, x, float64(r.Min.Y+56), w, sprites.AlignCenter, pal.C(sprites.ColText)) + 12
	var tall [2]int // each team's list
	for _, u := range v.Reveal {
		k := 0
		if u.Role.Team() == forsaken.ForsakenTeam {
			k = 1
		}
		tall[k] += endRowH(u)
	}
	half := r.Dx() / 2
	teamsH := 26 + max(tall[0], tall[1])
	t.drawTeam(dst, ctx, forsaken.Villagers, image.Rect(r.Min.X+16, int(y), r.Min.X+half-6, int(y)+teamsH))
	t.drawTeam(dst, ctx, forsaken.ForsakenTeam, image.Rect(r.Min.X+half+6, int(y), r.Max.X-16, int(y)+teamsH))
	y += float64(teamsH) + 8
	kept := "No replay was kept (no replays folder)."
	if where, err := s.Kept(); err != nil {
		kept = "The replay could not be kept: " + err.Error()
	} else if where != "" {
		kept = "The replay is saved as " + where + "."
	}
	keptLines := sprites.Wrap(kept, body, w)
	lh := sprites.LineHeight(body)
	bottom := float64(r.Max.Y-14) - lh*float64(len(keptLines))
	for i, k := range keptLines {
		sprites.DrawText(dst, k, body, x, bottom+lh*float64(i), sprites.AlignLeft, pal.C(sprites.ColTextDim))
	}
	// The moments, the latest that fit: the winning move and the win last.
	sprites.DrawText(dst, "The decisive moments", t.font(ctx, sprites.StyleBodyBold), x, y, sprites.AlignLeft, pal.C(sprites.ColAccent))
	y += lh + 4
	var lines []string
	var lit []bool
	for i := len(t.endMoments) - 1; i >= 0; i-- {
		ls := sprites.Wrap(t.endMoments[i], body, w-8)
		if y+lh*float64(len(lines)+len(ls)) > bottom-8 {
			break
		}
		for range ls {
			lit = append([]bool{i >= len(t.endMoments)-2}, lit...)
		}
		lines = append(ls, lines...)
	}
	for i, l := range lines {
		c := pal.C(sprites.ColText)
		if lit[i] {
			c = pal.C(sprites.ColAccent)
		}
		sprites.DrawText(dst, l, body, x+8, y, sprites.AlignLeft, c)
		y += lh
	}
}

// endRowH is a traveler's row in the end's team lists upright: name and
// Role Card, and the card a Peek showed on a third line where it differs.
func endRowH(u forsaken.Unmasked) int {
	if u.Card != u.Role {
		return 50 + 23
	}
	return 50
}
