package forsakenui

import (
	"image"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"deepwood/scenes"
	"deepwood/scenes/ui"
	"deepwood/sprites"
)

// The table screen's side of a table a server hosts: the table moves when
// the server says (another seat's action, a computer traveler's), chat
// lines join the talk, and the player may say something in free text.

// idChat is the menu line that opens the chat field.
const idChat = 5000

// remoteState is what the table screen keeps of a hosted table.
type remoteState struct {
	fedAt  int // the session step the events were last read at
	chatAt int // the cursor of the chat lines read (Session.ChatSince)
	chat   ui.TextPad
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
	return []string{"Say something to the table…"}, []int{idChat}
}

// openChat opens the chat field; Enter sends the line.
func (t *tableScene) openChat(ctx *scenes.Context) {
	t.remote.chat.Width = 560
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
	vector.FillRect(dst, 0, 0, sprites.ScreenWidth, sprites.ScreenHeight, pal.A(sprites.ColChaosBlack, 0.6), false)
	sprites.DrawPanel(dst, image.Rect(320, 250, 960, 470), pal, sprites.PanelNormal)
	sprites.DrawText(dst, "Say something to the table", ctx.Fonts.Face(sprites.StyleBodyBold), 640, 276, sprites.AlignCenter, pal.C(sprites.ColAccent))
	sprites.DrawText(dst, "Enter says it to everyone at the table; Escape says nothing.", ctx.Fonts.Face(sprites.StyleSmall), 640, 430, sprites.AlignCenter, pal.C(sprites.ColTextDim))
	t.remote.chat.DrawField(dst, ctx)
}
