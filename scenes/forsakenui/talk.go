package forsakenui

import (
	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"deepwood/rules/forsaken"
	"deepwood/scenes"
	"deepwood/scenes/forsakenui/forsakenart"
	"deepwood/sprites"
)

// Where the two logs sit in the panel: what happened above, what was
// said below, each under a heading of its own.
const (
	eventsTop   = 184
	eventsLines = 6
	talkTop     = 322
	talkLines   = 6
	logLineH    = 18
)

// logGeo is where the two logs are drawn and how many lines each shows:
// in the panel in landscape, filling the Log tab upright.
type logGeo struct {
	x, w, eventsTop, talkTop, lineH, headH float64
	events, talk                           int
}

// logGeo is the logs' place in the layout drawn now.
func (t *tableScene) logGeo() logGeo {
	l := t.lay
	if !l.upright {
		return logGeo{x: float64(panelRect.Min.X + 16), w: float64(panelRect.Dx() - 32), eventsTop: eventsTop, talkTop: talkTop,
			lineH: logLineH, headH: 22, events: eventsLines, talk: talkLines}
	}
	const lineH, headH, pad = 26, 30, 14
	r := l.stage
	each := (r.Dy() - 2*headH - 4*pad) / (2 * lineH)
	top := float64(r.Min.Y + pad)
	return logGeo{x: float64(r.Min.X + 16), w: float64(r.Dx() - 32), eventsTop: top, talkTop: top + float64(headH+each*lineH+2*pad),
		lineH: lineH, headH: headH, events: each, talk: each}
}

// talkLine is one statement in the talk log: who said it and what.
type talkLine struct {
	seat int
	text string
	say  forsaken.Statement
}

// feed reads the game's events the player has not yet read: statements
// go to the talk log (and a speech bubble by the speaker), the rest to
// the table's log in words. Only what the player's seat sees is read.
// A negative tick reads the history of a game continued: no bubbles, no
// thumbs shown again. It returns the events read.
func (t *tableScene) feed(tick int64) []forsaken.Event {
	s := t.s
	evs, next := s.Seen(t.fed)
	if next < t.fed { // the game is read again from its start
		t.events, t.talk = t.events[:0], t.talk[:0]
	}
	for _, x := range evs {
		switch x.Kind {
		case forsaken.EvSaid:
			text := s.Names.SayText(x.Say)
			t.talk = append(t.talk, talkLine{seat: x.Seat, text: text, say: x.Say})
			if tick >= 0 {
				t.said = append(t.said, said{seat: x.Seat, text: text, until: tick + bubbleTicks})
			}
			continue
		case forsaken.EvGallows:
			t.gallows.sent(x.Target, len(t.talk))
		case forsaken.EvDied:
			if x.Target == s.Human {
				t.diedOf = x.Text
			}
		case forsaken.EvVotes:
			if tick >= 0 {
				t.gallows.counted(x, tick)
			}
		}
		if text := s.Names.Tell(s.Data, x, s.Human); text != "" {
			t.events = append(t.events, text)
		}
	}
	t.fed = next
	return evs
}

// bubbleTicks is how long a speech bubble stays by its speaker.
const bubbleTicks = 240

// wrapLogs makes the lines both logs draw, again only when they grew:
// the latest that fit, newest at the bottom.
func (t *tableScene) wrapLogs(ctx *scenes.Context, g logGeo) {
	small := t.font(ctx, t.lay.small)
	w := g.w
	if t.logsFor != g {
		t.logsFor, t.eventsLen, t.talkLen = g, -1, -1 // another shape: wrapped anew
	}
	if t.eventsLen != len(t.events) {
		t.eventsLen, t.eventLines = len(t.events), t.eventLines[:0]
		for i := len(t.events) - 1; i >= 0 && len(t.eventLines) < g.events; i-- {
			t.eventLines = append(sprites.Wrap(t.events[i], small, w), t.eventLines...)
		}
	}
	if t.talkLen != len(t.talk) {
		t.talkLen, t.talkWrapped = len(t.talk), t.talkWrapped[:0]
		for i := len(t.talk) - 1; i >= 0 && len(t.talkWrapped) < g.talk; i-- {
			lines := sprites.Wrap(t.s.Names.Of(t.talk[i].seat)+": "+t.talk[i].text, small, w-24)
			var block []talkLine
			for j, l := range lines {
				seat := -1
				if j == 0 {
					seat = t.talk[i].seat
				}
				block = append(block, talkLine{seat: seat, text: l, say: t.talk[i].say})
			}
			t.talkWrapped = append(block, t.talkWrapped...)
		}
	}
}

// drawLogs paints the table's log and, apart from it, the talk log with
// each speaker's portrait.
func (t *tableScene) drawLogs(dst *ebiten.Image, ctx *scenes.Context) {
	pal := ctx.Palette
	g := t.logGeo()
	t.wrapLogs(ctx, g)
	x, w, lineH := g.x, g.w, g.lineH
	small := t.font(ctx, t.lay.small)
	head := t.font(ctx, t.lay.bold)
	box := func(top float64, lines int, title string) (float64, float64) {
		bottom := top + g.headH + float64(lines)*lineH
		vector.FillRect(dst, float32(x-4), float32(top-2), float32(w+8), float32(bottom-top+6), pal.A(sprites.ColBackground, 0.5), false)
		sprites.DrawText(dst, title, head, x, top, sprites.AlignLeft, pal.C(sprites.ColAccent))
		return top + g.headH, bottom
	}
	top, bottom := box(g.eventsTop, g.events, "At the table")
	lines := t.eventLines
	if len(lines) > g.events {
		lines = lines[len(lines)-g.events:]
	}
	y := bottom - lineH*float64(len(lines))
	for _, l := range lines {
		if y >= top {
			sprites.DrawText(dst, l, small, x, y, sprites.AlignLeft, pal.C(sprites.ColText))
		}
		y += lineH
	}
	top, bottom = box(g.talkTop, g.talk, "Table talk")
	talk := t.talkWrapped
	if len(talk) > g.talk {
		talk = talk[len(talk)-g.talk:]
	}
	if len(talk) == 0 {
		sprites.DrawText(dst, "Nobody has spoken yet.", small, x, top, sprites.AlignLeft, pal.C(sprites.ColTextDim))
	}
	y = bottom - lineH*float64(len(talk))
	for _, l := range talk {
		if seats := t.view().Seats; l.seat >= 0 && l.seat < len(seats) {
			var op ebiten.DrawImageOptions
			op.GeoM.Scale(0.5, 0.5)
			op.GeoM.Translate(x-7, y-6)
			dst.DrawImage(t.art.face(l.seat, !seats[l.seat].Alive), &op)
		}
		sprites.DrawText(dst, l.text, small, x+24, y, sprites.AlignLeft, pal.C(sprites.ColText))
		y += lineH
	}
}

// talkIcons are the pictures of the statements, by kind; a kind newer
// than these pictures shows the plain speaking one (IconSpeaking).
var talkIcons = [...]forsakenart.Icon{
	forsaken.TalkNone:  forsakenart.IconSpeaking,
	forsaken.ClaimRole: forsakenart.IconClaim,
	forsaken.ClaimPeek: forsakenart.IconPeek,
	forsaken.ClaimDest: forsakenart.IconDestination,
	forsaken.Accuse:    forsakenart.IconAccuse,
	forsaken.Vouch:     forsakenart.IconVouch,
	forsaken.AskForge:  forsakenart.IconForge,
}
