package forsakenui

import (
	"fmt"
	"image"
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"

	"deepwood/rules/forsaken"
	"deepwood/scenes"
	"deepwood/sprites"
)

type colorRGBA = color.RGBA

// drawPanel is the right-hand panel: the player's Role, the Day and the
// turn cycle, the table's log and the talk, and the menu under what the
// game asks.
func (t *tableScene) drawPanel(dst *ebiten.Image, ctx *scenes.Context) {
	s, pal := t.s, ctx.Palette
	sprites.DrawPanel(dst, panelRect, pal, sprites.PanelNormal)
	x := float64(panelRect.Min.X + 16)
	w := float64(panelRect.Dx() - 32)
	role := t.view().Role
	var op ebiten.DrawImageOptions
	op.GeoM.Translate(x, 16)
	dst.DrawImage(t.art.roleCard(ctx.Fonts, s.Data, role), &op)
	tx, tw := x+roleCardW+14, w-roleCardW-14
	small := ctx.Fonts.Face(sprites.StyleSmall)
	youAre := "You are"
	if t.passing() {
		youAre = s.NameOf(s.Human) + ", you are" // whose table this is, at a shared screen
	}
	sprites.DrawText(dst, youAre, small, tx, 18, sprites.AlignLeft, pal.C(sprites.ColTextDim))
	sprites.DrawText(dst, roleName(role), ctx.Fonts.Face(sprites.StyleLarge), tx, 36, sprites.AlignLeft, teamColor(pal, role))
	team := "A Villager: find the Village, or kill every Forsaken."
	if role.Team() == forsaken.ForsakenTeam {
		team = "Forsaken team: reach the Void, or match the rest."
	}
	sprites.DrawWrapped(dst, team, small, tx, 70, tw, sprites.AlignLeft, pal.C(sprites.ColTextDim))
	t.drawTrack(dst, ctx, tx, 114)
	t.drawLogs(dst, ctx)
	sprites.DrawText(dst, t.prompt(), ctx.Fonts.Face(sprites.StyleBody), x, float64(promptTop), sprites.AlignLeft, pal.C(sprites.ColAccent))
	// While a computer traveler thinks and the player could answer, a bar
	// runs down: the time left to claim Priority first.
	if t.priorityShown() {
		t.drawBar(dst, ctx, priorityBar(), float32(t.pace.left(t.factor(ctx))))
	}
	t.menu.DrawButtons(dst, ctx, sprites.StyleSmall)
}

// priorityShown says whether the Priority countdown runs: a computer
// traveler is asked in a window the player could answer.
func (t *tableScene) priorityShown() bool {
	s := t.s
	asked := s.Asked()
	return asked >= 0 && !s.Seats[asked].Local() && len(t.view().Windows) > 0 && t.localMayAnswer() && t.voting() == nil
}

// priorityBar is where the Priority countdown runs, under the prompt.
func priorityBar() image.Rectangle {
	return image.Rect(panelRect.Min.X+16, promptTop+26, panelRect.Max.X-16, promptTop+29)
}

// drawTrack is the Day (or Night) and the turn cycle: six player turns
// and the Forest's.
func (t *tableScene) drawTrack(dst *ebiten.Image, ctx *scenes.Context, x, y float64) {
	v, pal := t.view(), ctx.Palette
	when := fmt.Sprintf("Day %d", v.Day)
	switch v.Phase {
	case forsaken.PhaseNightOne:
		when = "Night One"
	case forsaken.PhaseNight:
		when = fmt.Sprintf("Night %d", v.Night)
	case forsaken.PhaseFugue:
		when = "Day 1 · the Fugue"
	}
	sprites.DrawText(dst, when, ctx.Fonts.Face(sprites.StyleBodyBold), x, y, sprites.AlignLeft, pal.C(sprites.ColText))
	for i := range 7 {
		cx := float32(x) + 10 + float32(i)*28
		cy := float32(y) + 40
		lit := v.Phase == forsaken.PhaseAction && i == v.TurnsInCycle || v.Phase == forsaken.PhaseForest && i == 6
		done := i < v.TurnsInCycle || v.Phase == forsaken.PhaseForest && i < 6
		c := pal.A(sprites.ColTextDim, 0.35)
		switch {
		case lit:
			c = pal.C(sprites.ColFocus)
		case done:
			c = pal.C(sprites.ColPanelEdge)
		}
		if i == 6 {
			c2 := pal.C(sprites.ColForest)
			if lit {
				c2 = pal.C(sprites.ColGood)
			}
			sprites.FillRoundRect(dst, cx-9, cy-9, 18, 18, 0, c2)
			continue
		}
		sprites.FillCircle(dst, cx, cy, 9, c)
		sprites.DrawText(dst, fmt.Sprint(i+1), ctx.Fonts.Face(sprites.StyleSmallBold), float64(cx), float64(cy-9), sprites.AlignCenter, pal.C(sprites.ColTextInverse))
	}
	turn := ""
	switch {
	case v.Phase == forsaken.PhaseAction:
		turn = t.s.Names.Of(v.Turn) + "'s turn"
		if v.Turn == t.s.Human {
			turn = "Your turn"
		}
	case v.Phase == forsaken.PhaseForest:
		turn = "The Forest's turn"
	}
	if turn != "" {
		w, _ := sprites.Measure(when, ctx.Fonts.Face(sprites.StyleBodyBold))
		sprites.DrawText(dst, "· "+turn, ctx.Fonts.Face(sprites.StyleSmall), x+w+6, y+2, sprites.AlignLeft, pal.C(sprites.ColTextDim))
	}
}

// prompt says what the game waits for, above the menu.
func (t *tableScene) prompt() string {
	s, v := t.s, t.view()
	if v.Over() {
		if t.passing() {
			return "The " + teamName(v.Winner) + " win!"
		}
		if v.Winner == v.Role.Team() {
			return "Your team wins!"
		}
		return "Your team has lost."
	}
	if t.marking {
		return "Your notes: press to change"
	}
	if t.picked >= 0 && t.picked < len(t.opts) {
		return t.opts[t.picked].Label
	}
	asked := s.Asked()
	if t.passing() && len(t.ho.owed) > 0 && t.ho.owed[0] == s.Human && len(s.Legal()) == 0 {
		return "Look, then pass the screen on"
	}
	if len(v.Windows) > 0 {
		f := v.Windows[len(v.Windows)-1]
		switch f.Kind {
		case forsaken.FrameGallows:
			return s.Names.Is(f.Seat) + " on the Gallows"
		case forsaken.FrameDoorstep:
			return s.Names.Is(f.Seat) + " on Death's Doorstep"
		}
		if legal := s.Legal(); len(legal) > 0 {
			for _, a := range legal {
				if a.Kind == forsaken.ActPass {
					return "Answer now, or Pass"
				}
			}
			return "Answer now, or let it resolve"
		}
		if t.passing() {
			for _, h := range s.Humans {
				if h != s.Human && len(s.LegalOf(h)) > 0 {
					return s.NameOf(h) + " may answer first"
				}
			}
		}
	}
	switch {
	case asked == s.Human:
		return "Your move"
	case asked >= 0 && (v.Phase == forsaken.PhaseNight || v.Phase == forsaken.PhaseNightOne):
		return "The Night moves…"
	case asked >= 0:
		return s.Names.Is(asked) + " thinking…"
	}
	return ""
}

// drawHand shows the player's cards and Artifacts face up.
func (t *tableScene) drawHand(dst *ebiten.Image, ctx *scenes.Context) {
	s, pal := t.s, ctx.Palette
	me := t.view()
	sprites.DrawPanel(dst, handRect, pal, sprites.PanelInset)
	t.drawGuide(dst, ctx)
	cards := len(me.Hand) + len(me.Finds)
	if cards == 0 {
		text := "Your hand is empty."
		if !me.Seats[s.Human].Alive {
			text = "A Spirit holds no cards, but may still speak."
		}
		sprites.DrawText(dst, text, ctx.Fonts.Face(sprites.StyleSmall), float64(handRect.Min.X+16), float64(handRect.Min.Y+12), sprites.AlignLeft, pal.C(sprites.ColTextDim))
		return
	}
	right := handRect.Max.X
	if t.guided {
		right = guideRect.Min.X - 4
	}
	step := min(cardW+6, (right-handRect.Min.X-16-cardW)/max(1, cards-1))
	for i := range cards {
		var img *ebiten.Image
		if i < len(me.Hand) {
			// A reshuffle may deal a used Artifact (RULES S23): its design
			// follows the Travelers Deck's, and it is drawn as one.
			design := s.Data.Deck[me.Hand[i]]
			img = t.art.card(ctx.Fonts, &s.Data.Designs[design], design, design >= len(s.Data.TravelersDesigns()))
		} else {
			f := me.Finds[i-len(me.Hand)]
			img = t.art.card(ctx.Fonts, &s.Data.Artifacts[f], 1000+f, true)
		}
		var op ebiten.DrawImageOptions
		op.GeoM.Translate(float64(handRect.Min.X+8+i*step), float64(handRect.Min.Y+8))
		dst.DrawImage(img, &op)
	}
}

func roleName(r forsaken.Role) string {
	switch r {
	case forsaken.Commonfolk, forsaken.Forsaken:
		return "a " + roleWord(r)
	}
	return "the " + roleWord(r)
}
