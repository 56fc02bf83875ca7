package forsakenui

import (
	"fmt"
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
	small := t.font(ctx, sprites.StyleSmall)
	youAre := "You are"
	if t.passing() {
		youAre = s.NameOf(s.Human) + ", you are" // whose table this is, at a shared screen
	}
	sprites.DrawText(dst, youAre, small, tx, 18, sprites.AlignLeft, pal.C(sprites.ColTextDim))
	sprites.DrawText(dst, roleName(role), t.font(ctx, sprites.StyleLarge), tx, 36, sprites.AlignLeft, teamColor(pal, role))
	team := "A Villager: find the Village, or kill every Forsaken."
	if role.Team() == forsaken.ForsakenTeam {
		team = "Forsaken team: reach the Void, or match the rest."
	}
	sprites.DrawWrapped(dst, team, small, tx, 70, tw, sprites.AlignLeft, pal.C(sprites.ColTextDim))
	t.drawTrack(dst, ctx, tx, 114)
	t.drawLogs(dst, ctx)
	sprites.DrawText(dst, t.prompt(), t.font(ctx, sprites.StyleBody), x, float64(promptTop), sprites.AlignLeft, pal.C(sprites.ColAccent))
	// While a computer traveler thinks and the player could answer, a bar
	// runs down: the time left to claim Priority first.
	if t.priorityShown() {
		t.drawBar(dst, ctx, t.lay.priorityBar(), float32(t.pace.left(t.factor(ctx))))
	}
	t.menu.DrawButtons(dst, ctx, sprites.StyleSmall)
	t.notePx(ctx.Fonts.Size(sprites.StyleSmall))
}

// priorityShown says whether the Priority countdown runs: a computer
// traveler is asked in a window the player could answer.
func (t *tableScene) priorityShown() bool {
	s := t.s
	asked := s.Asked()
	return asked >= 0 && !s.Seats[asked].Local() && len(t.view().Windows) > 0 && t.localMayAnswer() && t.voting() == nil
}

// drawTrack is the Day (or Night) and the turn cycle: six player turns
// and the Forest's.
func (t *tableScene) drawTrack(dst *ebiten.Image, ctx *scenes.Context, x, y float64) {
	v, pal, l := t.view(), ctx.Palette, t.lay
	when := t.when()
	sprites.DrawText(dst, when, t.font(ctx, sprites.StyleBodyBold), x, y, sprites.AlignLeft, pal.C(sprites.ColText))
	rad, step := float32(9), float32(28)
	if l.upright {
		rad, step = 13, 40 // for the body's digits
	}
	for i := range 7 {
		cx := float32(x) + 10 + float32(i)*step
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
			sprites.FillRoundRect(dst, cx-rad, cy-rad, 2*rad, 2*rad, 0, c2)
			continue
		}
		sprites.FillCircle(dst, cx, cy, rad, c)
		num := t.font(ctx, l.bold)
		ty := float64(cy - 9)
		if l.upright {
			ty = float64(cy) - sprites.LineHeight(num)/2
		}
		sprites.DrawText(dst, fmt.Sprint(i+1), num, float64(cx), ty, sprites.AlignCenter, pal.C(sprites.ColTextInverse))
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
		w, _ := sprites.Measure(when, t.font(ctx, sprites.StyleBodyBold))
		sprites.DrawText(dst, "· "+turn, t.font(ctx, l.small), x+w+6, y+2, sprites.AlignLeft, pal.C(sprites.ColTextDim))
	}
}

// when is the Day or Night the table is at, in words.
func (t *tableScene) when() string {
	v := t.view()
	switch v.Phase {
	case forsaken.PhaseNightOne:
		return "Night One"
	case forsaken.PhaseNight:
		return fmt.Sprintf("Night %d", v.Night)
	case forsaken.PhaseFugue:
		return "Day 1 · the Fugue"
	}
	return fmt.Sprintf("Day %d", v.Day)
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

// drawHand shows the player's cards and Artifacts face up: in a row
// beside the guide in landscape, upright in rows of three, larger, on
// the Hand tab.
func (t *tableScene) drawHand(dst *ebiten.Image, ctx *scenes.Context) {
	s, pal, l := t.s, ctx.Palette, t.lay
	me := t.view()
	hand := l.hand
	sprites.DrawPanel(dst, hand, pal, sprites.PanelInset)
	if !l.upright {
		t.drawGuide(dst, ctx)
	}
	cards := len(me.Hand) + len(me.Finds)
	if cards == 0 {
		text := "Your hand is empty."
		if !me.Seats[s.Human].Alive {
			text = "A Spirit holds no cards, but may still speak."
		}
		sprites.DrawText(dst, text, t.font(ctx, l.small), float64(hand.Min.X+16), float64(hand.Min.Y+12), sprites.AlignLeft, pal.C(sprites.ColTextDim))
		return
	}
	at := t.handPlaces(cards)
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
		if at.k != 1 {
			op.Filter = ebiten.FilterLinear
			op.GeoM.Scale(at.k, at.k)
		}
		op.GeoM.Translate(at.x(i), at.y(i))
		dst.DrawImage(img, &op)
	}
	for _, st := range []sprites.Style{sprites.StyleSmall, sprites.StyleSmallBold} {
		t.notePx(ctx.Fonts.Size(st) * at.k) // the cards' words
	}
}

// handPlaces is where the hand's cards go: x and y of card i, at scale k.
type handPlaces struct {
	k                 float64
	left, top, dx, dy float64
	cols              int
}

func (h handPlaces) x(i int) float64 { return h.left + float64(i%h.cols)*h.dx }
func (h handPlaces) y(i int) float64 { return h.top + float64(i/h.cols)*h.dy }

// upCardK is the cards' scale upright: their 14-pixel words at 21.
const upCardK = 1.5

// handPlaces lays n cards out: in one row in landscape, overlapping when
// many (and leaving the guide its room); upright in rows of three, the
// rows overlapping when they are more than the tab holds.
func (t *tableScene) handPlaces(n int) handPlaces {
	l := t.lay
	hand := l.hand
	if !l.upright {
		right := hand.Max.X
		if t.guided {
			right = l.guide.Min.X - 4
		}
		step := min(cardW+6, (right-hand.Min.X-16-cardW)/max(1, n-1))
		return handPlaces{k: 1, left: float64(hand.Min.X + 8), top: float64(hand.Min.Y + 8), dx: float64(step), cols: n}
	}
	const cols, gap = 3, 14
	cw, ch := cardW*upCardK, cardH*upCardK
	rows := (n + cols - 1) / cols
	dy := ch + gap
	if rows > 1 {
		dy = min(dy, (float64(hand.Dy())-16-ch)/float64(rows-1))
	}
	left := float64(hand.Min.X) + (float64(hand.Dx())-cols*cw-(cols-1)*gap)/2
	return handPlaces{k: upCardK, left: left, top: float64(hand.Min.Y + 8), dx: cw + gap, dy: dy, cols: cols}
}

func roleName(r forsaken.Role) string {
	switch r {
	case forsaken.Commonfolk, forsaken.Forsaken:
		return "a " + roleWord(r)
	}
	return "the " + roleWord(r)
}
