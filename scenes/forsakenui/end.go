package forsakenui

import (
	"fmt"
	"image"

	"github.com/hajimehoshi/ebiten/v2"

	"deepwood/rules/forsaken"
	"deepwood/scenes"
	"deepwood/scenes/forsakenui/forsakenart"
	"deepwood/scenes/ui"
	"deepwood/sprites"
)

// endRect is where the end of the game is told: over the board and the
// ring of travelers, whose secrets it reveals.
var endRect = image.Rect(8, 8, 856, 540)

// maxMoments bounds the decisive moments listed.
const maxMoments = 10

// moments are the game's decisive moments from its log, in order: every
// death and Revival, every Gallows count, every Destination turned over,
// and last the winning move and the win, from the events the player saw
// (each of these the whole table sees).
func moments(s *Session) []string {
	var out []string
	evs, _ := s.Seen(0)
	for _, e := range evs {
		switch e.Kind {
		case forsaken.EvDied, forsaken.EvRevived, forsaken.EvBlessed, forsaken.EvVotes, forsaken.EvFlipped:
			out = append(out, fmt.Sprintf("Day %d · %s", max(1, e.Day), s.Names.Tell(s.Data, e, s.Human)))
		}
	}
	if len(out) > maxMoments-2 {
		out = append([]string{"…"}, out[len(out)-(maxMoments-3):]...)
	}
	if a, ok := winningMove(s); ok {
		out = append(out, fmt.Sprintf("The winning move · %s: %s.", s.Names.Of(a.Seat), s.Names.Describe(s.Data, a)))
	}
	v := s.View()
	return append(out, fmt.Sprintf("Day %d · The %s win: %s.", max(1, v.Day), teamName(v.Winner), v.WinBy))
}

// winningMove is the last deed of the game: the last action that was
// not a word, a pass or a thumb (a Pass only lets the card above resolve,
// and a Gallows count is a moment of its own). It is read from the
// session's replay, which the ended game keeps for the player with every
// action in it (the Night's choices too), not from the rules state.
func winningMove(s *Session) (forsaken.Action, bool) {
	for i := len(s.Replay.Entries) - 1; i >= 0; i-- {
		a, err := forsaken.ParseAction(s.Replay.Entries[i].Action)
		if err != nil {
			return forsaken.Action{}, false
		}
		switch a.Kind {
		case forsaken.ActPass, forsaken.ActEnd, forsaken.ActRest, forsaken.ActSay, forsaken.ActVoteLive, forsaken.ActVoteDie:
			continue
		}
		return a, true
	}
	return forsaken.Action{}, false
}

func teamName(t forsaken.Team) string {
	if t == forsaken.ForsakenTeam {
		return "Forsaken"
	}
	return "Villagers"
}

// drawEnd tells the end: the winners, both teams with who was who (the
// card a Peek showed, where it differed), the decisive moments and where
// the replay went.
func (t *tableScene) drawEnd(dst *ebiten.Image, ctx *scenes.Context) {
	s, pal := t.s, ctx.Palette
	v := t.view()
	if !v.Over() {
		return
	}
	if t.endMoments == nil {
		t.endMoments = moments(s)
	}
	if t.lay.upright {
		t.drawEndUpright(dst, ctx)
		return
	}
	r := endRect
	sprites.DrawPanel(dst, r, pal, sprites.PanelNormal)
	cx := float64(r.Min.X+r.Max.X) / 2
	win := "The Villagers win"
	icon := forsakenart.IconVillage
	if v.Winner == forsaken.ForsakenTeam {
		win, icon = "The Forsaken win", forsakenart.IconVoid
	}
	forsakenart.DrawIcon(dst, icon, float32(cx-190), float32(r.Min.Y+30), 34, pal.C(sprites.ColAccent), pal.C(sprites.ColPanel))
	forsakenart.DrawIcon(dst, icon, float32(cx+190), float32(r.Min.Y+30), 34, pal.C(sprites.ColAccent), pal.C(sprites.ColPanel))
	sprites.DrawText(dst, win, t.font(ctx, sprites.StyleHeading), cx, float64(r.Min.Y+10), sprites.AlignCenter, pal.C(sprites.ColAccent))
	sprites.DrawText(dst, capitalFirst(v.WinBy)+".", t.font(ctx, sprites.StyleBody), cx, float64(r.Min.Y+52), sprites.AlignCenter, pal.C(sprites.ColText))
	half := r.Dx() / 2
	t.drawTeam(dst, ctx, forsaken.Villagers, image.Rect(r.Min.X+16, r.Min.Y+86, r.Min.X+half-8, r.Min.Y+290))
	t.drawTeam(dst, ctx, forsaken.ForsakenTeam, image.Rect(r.Min.X+half+8, r.Min.Y+86, r.Max.X-16, r.Min.Y+290))
	y := float64(r.Min.Y + 300)
	small := t.font(ctx, sprites.StyleSmall)
	sprites.DrawText(dst, "The decisive moments", t.font(ctx, sprites.StyleSmallBold), float64(r.Min.X+16), y, sprites.AlignLeft, pal.C(sprites.ColAccent))
	y += 22
	for i, m := range t.endMoments {
		c := pal.C(sprites.ColText)
		if i >= len(t.endMoments)-2 {
			c = pal.C(sprites.ColAccent)
		}
		sprites.DrawText(dst, m, small, float64(r.Min.X+24), y, sprites.AlignLeft, c)
		y += 17
	}
	kept := "No replay was kept (no replays folder)."
	if where, err := s.Kept(); err != nil {
		kept = "The replay could not be kept: " + err.Error()
	} else if where != "" {
		kept = "The replay is saved as " + where + "."
	}
	sprites.DrawText(dst, kept, small, float64(r.Min.X+16), float64(r.Max.Y-26), sprites.AlignLeft, pal.C(sprites.ColTextDim))
}

// drawTeam lists one team's travelers in box: portrait, name, Role Card
// and fate, in columns of five, from the view's Reveal of the game over.
func (t *tableScene) drawTeam(dst *ebiten.Image, ctx *scenes.Context, team forsaken.Team, box image.Rectangle) {
	s, v, pal, l := t.s, t.view(), ctx.Palette, t.lay
	bold := t.font(ctx, l.bold)
	small := t.font(ctx, l.small)
	title := "Villager Team"
	if team == forsaken.ForsakenTeam {
		title = "Forsaken Team"
	}
	if v.Winner == team {
		title += " · won"
	}
	sprites.DrawText(dst, title, bold, float64(box.Min.X), float64(box.Min.Y), sprites.AlignLeft, teamColor(pal, teamRole(team)))
	// Five to a column in landscape; upright one column of rows with
	// room for the body's faces, the words shortened to the column.
	perCol, rowH, roleDY, colW := 5, 36, 16, box.Dx()/2
	fit := func(s string, _ float64) string { return s }
	if l.upright {
		perCol, roleDY, colW = len(v.Reveal), 23, box.Dx()
		fit = func(s string, w float64) string { return ui.Fit(s, bold, w) }
	}
	k, upY := 0, box.Min.Y+26
	for seat, u := range v.Reveal {
		if u.Role.Team() != team {
			continue
		}
		alive := v.Seats[seat].Alive
		x := box.Min.X + (k/perCol)*colW
		y := box.Min.Y + 26 + (k%perCol)*rowH
		if l.upright {
			y, upY = upY, upY+endRowH(u)
		}
		var op ebiten.DrawImageOptions
		op.GeoM.Scale(0.75, 0.75)
		op.GeoM.Translate(float64(x)-10, float64(y)-10)
		dst.DrawImage(t.art.face(seat, !alive), &op)
		name := s.Names.Of(seat)
		if !alive {
			name += " (a Spirit)"
		}
		sprites.DrawText(dst, fit(name, float64(colW-40)), bold, float64(x+36), float64(y), sprites.AlignLeft, pal.C(sprites.ColText))
		role := roleWord(u.Role)
		if u.Card != u.Role && !l.upright {
			role += ", shown as " + roleWord(u.Card)
		}
		sprites.DrawText(dst, fit(role, float64(colW-40)), small, float64(x+36), float64(y+roleDY), sprites.AlignLeft, teamColor(pal, u.Role))
		if u.Card != u.Role && l.upright {
			// Upright the card a Peek showed goes on a line of its own.
			sprites.DrawText(dst, fit("shown as "+roleWord(u.Card), float64(colW-40)), small, float64(x+36), float64(y+2*roleDY), sprites.AlignLeft, pal.C(sprites.ColTextDim))
		}
		k++
	}
}

// teamRole is a role of team, for its colour.
func teamRole(team forsaken.Team) forsaken.Role {
	if team == forsaken.ForsakenTeam {
		return forsaken.Forsaken
	}
	return forsaken.Commonfolk
}

func capitalFirst(s string) string {
	if s == "" || s[0] < 'a' || s[0] > 'z' {
		return s
	}
	return string(s[0]-'a'+'A') + s[1:]
}
