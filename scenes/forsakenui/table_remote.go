package forsakenui

import (
	"image"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"deepwood/online/tables"
	"deepwood/scenes"
	"deepwood/scenes/ui"
	"deepwood/sprites"
	"deepwood/wire"
)

// The table screen's side of a table a server hosts: the table moves when
// the server says (another seat's action, a computer traveler's), chat
// lines join the talk, and the player may say something in free text.

// idChat is the menu line that opens the chat field.
const idChat = 9000

// remoteState is what the table screen keeps of a hosted table.
type remoteState struct {
	fedAt  int // the session step the events were last read at
	chatAt int // the cursor of the chat lines read (Session.ChatSince)
	chat   ui.TextPad
	// managing: the menu lists the other people (manageLines), as of the
	// table message infoAt.
	managing bool
	infoAt   int
}

// followRemote takes in what the server sent since the last tick: the
// events of the table's moves (read, sounded, the menu made again), the
// chat lines (into the talk, with a bubble) and what the player must be
// told.
func (t *tableScene) followRemote(ctx *scenes.Context) {
	s := t.s
	for _, note := range s.RemoteNotes() {
		ctx.Notify(note)
	}
	lines, next := s.ChatSince(t.remote.chatAt)
	for _, l := range lines {
		text := "“" + l.Text + "”"
		t.talk = append(t.talk, talkLine{seat: l.Seat, text: text})
		t.said = append(t.said, said{seat: l.Seat, text: text, until: ctx.Tick + bubbleTicks})
	}
	t.remote.chatAt = next
	if r := s.remote; t.remote.managing && r != nil {
		if _, infos := r.link.Seats(); t.remote.infoAt != infos {
			t.remote.infoAt = infos // who sits where changed: list them again
			t.rebuild(ctx)
		}
	}
	if t.remote.fedAt != s.Steps() {
		t.remote.fedAt = s.Steps()
		t.gallows.factor = t.factor(ctx)
		t.sound(ctx, t.feed(ctx.Tick))
		t.rebuild(ctx)
	}
}

// remoteLines are the menu's lines a hosted table adds: say something.
func (t *tableScene) remoteLines() ([]string, []int) {
	if !t.s.Remote() || t.view().Over() {
		return nil, nil
	}
	return []string{"Say something to the table…", "The people at the table…"}, []int{idChat, idManage}
}

// openChat opens the chat field; Enter sends the line.
func (t *tableScene) openChat(ctx *scenes.Context) {
	t.remote.chat.Width = min(560, t.lay.size.X-64) // upright, the phone's width
	t.remote.chat.Open("", func(text string) {
		if text == "" {
			return
		}
		if err := t.s.Chat(text); err != nil {
			ctx.Notify("Not said: " + err.Error())
		}
	})
}

// drawChat draws the chat field over the table while it is open.
func (t *tableScene) drawChat(dst *ebiten.Image, ctx *scenes.Context) {
	if !t.remote.chat.Active {
		return
	}
	pal := ctx.Palette
	size := t.lay.size
	// The field sits in the screen's middle (ui.TextPad): the panel
	// round it too, whichever way the phone is held.
	cx, mid := float64(size.X/2), size.Y/2
	vector.FillRect(dst, 0, 0, float32(size.X), float32(size.Y), pal.A(sprites.ColChaosBlack, 0.6), false)
	sprites.DrawPanel(dst, image.Rect(size.X/2-min(320, size.X/2-8), mid-110, size.X/2+min(320, size.X/2-8), mid+110), pal, sprites.PanelNormal)
	sprites.DrawText(dst, "Say something to the table", t.font(ctx, sprites.StyleBodyBold), cx, float64(mid-84), sprites.AlignCenter, pal.C(sprites.ColAccent))
	const hint = "Enter says it to everyone at the table; Escape says nothing."
	if t.lay.upright {
		sprites.DrawWrapped(dst, hint, t.font(ctx, t.lay.small), 24, float64(mid+50), float64(size.X-48), sprites.AlignCenter, pal.C(sprites.ColTextDim))
	} else {
		sprites.DrawText(dst, hint, t.font(ctx, t.lay.small), cx, float64(mid+70), sprites.AlignCenter, pal.C(sprites.ColTextDim))
	}
	t.remote.chat.DrawField(dst, ctx)
}

// Menu IDs of the table's own lines: the chat's, the list of the other
// people, and muting a person's chat or giving an empty seat away.
const (
	idManage = 9001
	idMute   = 9100 // + the seat
	idGive   = 9200 // + the seat
)

// manageLines list the other people at the table: mute (or hear again)
// each one's chat, and, for the host, give a seat whose person has gone
// to a computer traveler (the server says when it has been empty long
// enough: RULES B13).
func (t *tableScene) manageLines() ([]string, []int) {
	r := t.s.remote
	if r == nil {
		return nil, nil
	}
	host := r.link.Host()
	seats, _ := r.link.Seats()
	var labels []string
	var ids []int
	for _, st := range seats {
		if st.Kind != wire.SeatHuman || st.Seat == r.seat {
			continue
		}
		name := t.s.NameOf(st.Seat)
		if r.link.Muted(st.Seat) {
			labels, ids = append(labels, "Hear "+name+"'s chat again"), append(ids, idMute+st.Seat)
		} else {
			labels, ids = append(labels, "Mute "+name+"'s chat"), append(ids, idMute+st.Seat)
		}
		if host && !st.Connected {
			labels, ids = append(labels, "Give "+name+"'s seat to a computer traveler"), append(ids, idGive+st.Seat)
		}
	}
	if len(labels) == 0 {
		labels, ids = []string{"Nobody else at the table is a person"}, []int{idBack}
	}
	return labels, ids
}

// manage mutes a person's chat or gives their empty seat away.
func (t *tableScene) manage(ctx *scenes.Context, id int) {
	r := t.s.remote
	if r == nil {
		return
	}
	if id >= idGive {
		if err := r.link.HandOver(id - idGive); err != nil {
			ctx.Notify(tables.RefusalText(err))
		}
		return
	}
	seat := id - idMute
	if err := r.link.Mute(seat, !r.link.Muted(seat)); err != nil {
		ctx.Notify(tables.RefusalText(err))
	}
}
