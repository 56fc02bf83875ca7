package forsakenui

import (
	"fmt"
	"image"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"deepwood/rules/forsaken"
	"deepwood/scenes"
	"deepwood/scenes/forsakenui/forsakenart"
	"deepwood/scenes/ui"
	"deepwood/sprites"
)

// The Gallows' pace, in ticks at normal speed: how long the table gives
// the player to vote before the computer travelers show their hands, how
// long the thumbs take to turn over one after another, and how long the
// outcome stays up.
const (
	voteTicks   = 300
	flipTicks   = 12 // each thumb turns over in this long
	flipStagger = 6  // one thumb after the other
	holdTicks   = 150
)

// gallowsRect is where the Gallows are shown: over the board, which the
// vote leaves alone.
var gallowsRect = image.Rect(boardRect.Min.X-8, boardRect.Min.Y+8, boardRect.Max.X+8, boardRect.Max.Y-8)

// gallowsShow is the Gallows as the screen follows them: when the vote
// opened, where the Accused's testimony starts in the talk log, and the
// thumbs once counted, shown together.
type gallowsShow struct {
	accused  int
	talkFrom int   // the talk log's length when the Accused was sent up
	open     int64 // the tick the vote opened (-1 not yet)
	votes    []int // the counted thumbs, per seat (1 up, 2 down, else none)
	outcome  string
	at       int64 // the tick the thumbs were counted (-1 none shown)
	factor   float64
}

// sent notes the Accused and where their testimony begins.
func (g *gallowsShow) sent(seat, talkFrom int) {
	g.accused, g.talkFrom, g.open, g.at = seat, talkFrom, -1, -1
}

// counted shows the thumbs from a counted vote, from tick on.
func (g *gallowsShow) counted(e forsaken.Event, tick int64) {
	g.votes = append(g.votes[:0], e.Votes...)
	g.accused, g.outcome, g.at = e.Target, e.Text, tick
}

// revealTicks is how long the thumbs and the outcome stay, scaled.
func (g *gallowsShow) revealTicks(players int) int64 {
	return int64(float64(flipStagger*players+flipTicks+holdTicks) * g.factor)
}

// revealing says whether the counted thumbs are still shown at tick.
func (g *gallowsShow) revealing(tick int64, players int) bool {
	return g.at >= 0 && tick < g.at+g.revealTicks(players)
}

// voting is the Gallows' window while it is the one open, or nil.
func (t *tableScene) voting() *forsaken.WindowView {
	ws := t.view().Windows
	if len(ws) == 0 {
		return nil
	}
	if w := &ws[len(ws)-1]; w.Kind == forsaken.FrameGallows {
		return w
	}
	return nil
}

// voteLeft is the share of the player's time to vote still to run, 0 to
// 1: the computer travelers hold their thumbs until it runs out or the
// player has voted.
func (t *tableScene) voteLeft(tick int64) float64 {
	g := &t.gallows
	if t.passing() {
		return 1 // no countdown: the thumbs wait for every person's (RULES S41)
	}
	total := float64(voteTicks) * g.factor
	if g.open < 0 || total <= 0 {
		return 0
	}
	return max(0, 1-float64(tick-g.open)/total)
}

// followGallows opens the vote's countdown when the Accused rests, and
// reports whether the computer travelers must wait: the countdown runs
// while the player may still vote, and the thumbs are being shown.
func (t *tableScene) followGallows(ctx *scenes.Context) bool {
	g := &t.gallows
	g.factor = t.factor(ctx)
	if g.revealing(ctx.Tick, t.view().Players) {
		return true
	}
	f := t.voting()
	if f == nil || !f.Rested {
		g.open = -1
		return false
	}
	if g.open < 0 {
		g.open = ctx.Tick
	}
	if t.passing() {
		return t.localVoteDue() // every person at the screen votes first
	}
	return t.voteLeft(ctx.Tick) > 0 && t.mayVote()
}

// mayVote says whether the player's thumb is still wanted.
func (t *tableScene) mayVote() bool {
	for _, a := range t.s.Legal() {
		if a.Kind == forsaken.ActVoteLive {
			return true
		}
	}
	return false
}

// drawGallows shows the Gallows over the board: the Accused, their
// testimony, every voter's hand (hidden, raised when voted, shown all
// together when counted) and the countdown, then the outcome.
func (t *tableScene) drawGallows(dst *ebiten.Image, ctx *scenes.Context) {
	s, pal := t.s, ctx.Palette
	f := t.voting()
	g := &t.gallows
	shown := g.revealing(ctx.Tick, t.view().Players)
	if f == nil && !shown {
		return
	}
	r := t.lay.gallows
	sprites.DrawPanel(dst, r, pal, sprites.PanelNormal)
	cx := float64(r.Min.X+r.Max.X) / 2
	body := t.font(ctx, sprites.StyleBody)
	small := t.font(ctx, t.lay.small)
	forsakenart.DrawIcon(dst, forsakenart.IconSuspicion, float32(r.Min.X+36), float32(r.Min.Y+34), 30, pal.C(sprites.ColAccent), pal.C(sprites.ColPanel))
	sprites.DrawText(dst, "The Gallows", t.font(ctx, sprites.StyleHeading), cx, float64(r.Min.Y+10), sprites.AlignCenter, pal.C(sprites.ColAccent))
	accused := g.accused
	if f != nil {
		accused = f.Seat
	}
	var op ebiten.DrawImageOptions
	op.GeoM.Translate(float64(r.Min.X+16-14), float64(r.Min.Y+58-14))
	dst.DrawImage(t.art.face(accused, false), &op)
	who := s.Names.Is(accused) + " the Accused"
	sprites.DrawText(dst, who, t.font(ctx, sprites.StyleBodyBold), float64(r.Min.X+62), float64(r.Min.Y+64), sprites.AlignLeft, pal.C(sprites.ColText))
	y := float64(r.Min.Y + 104)
	sprites.DrawText(dst, "Testimony", t.font(ctx, t.lay.bold), float64(r.Min.X+16), y, sprites.AlignLeft, pal.C(sprites.ColTextDim))
	y += 20
	said := 0
	for _, l := range t.talk[min(g.talkFrom, len(t.talk)):] {
		if l.seat != accused {
			continue
		}
		said++
		forsakenart.DrawIcon(dst, ui.Entry(talkIcons[:], l.say.Talk, forsakenart.IconSpeaking), float32(r.Min.X+26), float32(y+9), 18, pal.C(sprites.ColAccent), pal.C(sprites.ColPanel))
		y += sprites.DrawWrapped(dst, "\u201c"+l.text+"\u201d", body, float64(r.Min.X+42), y, float64(r.Dx()-58), sprites.AlignLeft, pal.C(sprites.ColText)) + 4
	}
	if said == 0 {
		text := "They rest their case without a word."
		if f != nil && !f.Rested {
			text = "The Accused may speak twice in their defence."
		}
		sprites.DrawText(dst, text, small, float64(r.Min.X+42), y, sprites.AlignLeft, pal.C(sprites.ColTextDim))
	}
	t.drawThumbs(dst, ctx, f, shown)
}

// drawThumbs is the row of voters: a hand held back until they vote, a
// fist raised when they have, and when counted every thumb turned over
// together, one after the other, with the outcome below.
func (t *tableScene) drawThumbs(dst *ebiten.Image, ctx *scenes.Context, f *forsaken.WindowView, shown bool) {
	s, pal, g := t.s, ctx.Palette, &t.gallows
	r := t.lay.gallows
	small := t.font(ctx, t.lay.small)
	players := t.view().Players
	var voted []bool
	if f != nil {
		voted = f.Voted
	}
	voters := 0
	for seat := range players {
		if t.voter(f, shown, seat) {
			voters++
		}
	}
	step := min(46, (r.Dx()-32)/max(1, voters))
	x := float64(r.Min.X+r.Max.X)/2 - float64(step*(voters-1))/2
	y := float64(r.Max.Y - 118)
	up, down, k := 0, 0, 0
	for seat := range players {
		if !t.voter(f, shown, seat) {
			continue
		}
		var op ebiten.DrawImageOptions
		op.GeoM.Scale(0.75, 0.75)
		op.GeoM.Translate(x-24, y-24)
		dst.DrawImage(t.art.face(seat, false), &op)
		ty := float32(y + 36)
		switch {
		case shown:
			at := float64(ctx.Tick-g.at) - float64(flipStagger*k)*g.factor
			turn := 1.0
			if span := float64(flipTicks) * g.factor; span > 0 {
				turn = min(1, max(0, at/span))
			}
			thumbUp := g.votes[seat] == 1
			if thumbUp {
				up++
			} else {
				down++
			}
			c := pal.C(sprites.ColBad)
			if thumbUp {
				c = pal.C(sprites.ColGood)
			}
			if turn < 0.5 {
				sprites.FillRoundRect(dst, float32(x)-8*float32(1-2*turn), ty-10, 16*float32(1-2*turn), 20, 4, pal.C(sprites.ColPanelEdge))
			} else {
				forsakenart.DrawThumb(dst, float32(x), ty, 24, float32(math.Min(1, 2*turn-1)), thumbUp, c, pal.C(sprites.ColBackground))
			}
		case seat < len(voted) && voted[seat]:
			sprites.FillRoundRect(dst, float32(x)-8, ty-10, 16, 20, 4, pal.C(sprites.ColPanelEdge))
			if !t.lay.upright { // upright the row is too tight: the count says it (votedWords)
				sprites.DrawText(dst, "voted", small, x, float64(ty+12), sprites.AlignCenter, pal.C(sprites.ColTextDim))
			}
		default:
			sprites.StrokeRoundRect(dst, float32(x)-8, ty-10, 16, 20, 4, 1.5, pal.A(sprites.ColTextDim, 0.6))
		}
		x += float64(step)
		k++
	}
	line := float64(r.Max.Y - 40)
	switch {
	case shown:
		text := fmt.Sprintf("%d up, %d down: %s %s.", up, down, s.Names.Of(g.accused), verdictWords(g.outcome, s.Names.Of(g.accused) == forsaken.You))
		sprites.DrawText(dst, text, t.font(ctx, sprites.StyleBodyBold), float64(r.Min.X+r.Max.X)/2, line-6, sprites.AlignCenter, pal.C(sprites.ColAccent))
	case f != nil && f.Rested:
		left := t.voteLeft(ctx.Tick)
		text := "Waiting for your thumb"
		switch {
		case !t.mayVote():
			text = "The table is voting…"
		case t.passing():
			text = "Vote now: the thumbs are shown once all have voted"
		case left > 0:
			text = fmt.Sprintf("Vote now: the thumbs are shown in %d", int(math.Ceil(left*voteTicks*g.factor/60)))
		}
		if t.lay.upright {
			text = votedWords(f) + " · " + text
		}
		sprites.DrawText(dst, text, small, float64(r.Min.X+r.Max.X)/2, line-14, sprites.AlignCenter, pal.C(sprites.ColText))
		t.drawBar(dst, ctx, t.lay.voteBar(), float32(left))
	default:
		sprites.DrawText(dst, "The vote opens when the Accused rests.", small, float64(r.Min.X+r.Max.X)/2, line-14, sprites.AlignCenter, pal.C(sprites.ColTextDim))
	}
}

// voter says whether seat's hand is in the row: a living traveler with a
// vote in this count (or, once counted, one who cast a thumb).
func (t *tableScene) voter(f *forsaken.WindowView, shown bool, seat int) bool {
	if shown {
		v := t.gallows.votes
		return seat < len(v) && (v[seat] == 1 || v[seat] == 2)
	}
	return f != nil && seat < len(f.Voters) && f.Voters[seat]
}

// verdictWords is the outcome agreeing with its subject.
func verdictWords(outcome string, you bool) string {
	switch {
	case outcome == "lynched" && you:
		return "are lynched"
	case outcome == "lynched":
		return "is lynched"
	case you:
		return "live"
	}
	return "lives"
}

// votedWords counts the hands raised, upright, where the row of voters
// has no room for a word under each.
func votedWords(f *forsaken.WindowView) string {
	n, of := 0, 0
	for seat, v := range f.Voters {
		if v {
			of++
			if seat < len(f.Voted) && f.Voted[seat] {
				n++
			}
		}
	}
	return fmt.Sprintf("%d of %d voted", n, of)
}
