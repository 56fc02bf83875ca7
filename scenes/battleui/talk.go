package battleui

import (
	"fmt"
	"image"

	"github.com/hajimehoshi/ebiten/v2"

	"deepwood/online/tables"
	"deepwood/scenes"
	"deepwood/scenes/input"
	"deepwood/scenes/ui"
	"deepwood/sprites"
	"deepwood/wire"
)

// Table talk for a battle a server hosts (issue 41 "Talk"; RULES B16): the
// other general's lines come up over the field as they arrive, and the
// pause menu opens TalkScene, where the player reads the table's chat,
// says something, and mutes (or hears again) the other general.

// talkShown is how many of the latest lines the talk screen lists.
const talkShown = 12

// announceChat puts the other general's new lines up over the field.
func (f *Field) announceChat(ctx *scenes.Context) {
	lines, next := f.s.ChatSince(f.chatAt)
	f.chatAt = next
	for _, l := range lines {
		if r := f.s.remote; r != nil && l.Seat != r.seat {
			ctx.Notify(fmt.Sprintf("%s: “%s”", l.Name, l.Text))
		}
	}
}

// TalkScene is the table's chat at a hosted battle, "battle-talk".
type TalkScene struct {
	f   *Field
	pad ui.TextPad
	msg string
}

// link is the battle's table connection: the remote side's.
func (t *TalkScene) link() *tables.Link { return t.f.s.remote.link }

// newTalk opens the talk of f's battle, a hosted one, with the line open
// for typing.
func newTalk(f *Field) *TalkScene {
	t := &TalkScene{f: f}
	t.openPad()
	return t
}

// Name is "battle-talk".
func (t *TalkScene) Name() string { return "battle-talk" }

// openPad opens the line; Enter says it and opens a fresh one.
func (t *TalkScene) openPad() {
	t.pad.Width = 560
	t.pad.Open("", t.say)
}

// say sends a line typed on the pad (Enter), then opens a fresh line; a
// refusal (too long, too fast) stays on the screen, the line kept.
func (t *TalkScene) say(text string) {
	if text == "" {
		return
	}
	if err := t.link().Chat(text); err != nil {
		t.msg = "Not said: " + tables.RefusalText(err)
		return
	}
	t.msg = ""
	t.openPad()
}

// other is the other general's seat, when a person holds it.
func (t *TalkScene) other() (wire.TableSeat, bool) {
	seats, _ := t.link().Seats()
	mine := t.f.s.remote.seat
	for _, s := range seats {
		if s.Seat != mine && s.Kind == wire.SeatHuman {
			return s, true
		}
	}
	return wire.TableSeat{}, false
}

// The talk screen's buttons.
var (
	talkMute = image.Rect(340, 620, 632, 660)
	talkBack = image.Rect(648, 620, 940, 660)
)

// Update takes the line's keys while it is open; Escape closes it, and
// then Back leaves, Confirm reopens it. The mute button mutes or hears
// again the other general.
func (t *TalkScene) Update(ctx *scenes.Context) error {
	// The battle goes on meanwhile: its states are the session's to take.
	if _, err := t.f.s.PollAI(); err != nil {
		return err
	}
	_, t.f.chatAt = t.f.s.ChatSince(t.f.chatAt) // read here: not put up over the field again
	p := ctx.Input.Pointer()
	other, person := t.other()
	switch {
	case p.Clicked && image.Pt(p.X, p.Y).In(talkBack):
		ctx.Stack.Pop()
	case p.Clicked && image.Pt(p.X, p.Y).In(talkMute) && person:
		if err := t.link().Mute(other.Seat, !t.link().Muted(other.Seat)); err != nil {
			t.msg = tables.RefusalText(err)
		}
	case t.pad.Active:
		t.pad.Update(ctx)
	case ctx.Input.Just(input.Back) || ctx.Input.Just(input.Pause):
		ctx.Stack.Pop()
	case ctx.Input.Just(input.Confirm):
		t.openPad()
	}
	return nil
}

// Draw lists the latest lines, the field and the buttons.
func (t *TalkScene) Draw(dst *ebiten.Image, ctx *scenes.Context) {
	pal := ctx.Palette
	dst.Fill(pal.C(sprites.ColBackground))
	sprites.DrawPanel(dst, image.Rect(300, 36, 980, 704), pal, sprites.PanelNormal)
	sprites.DrawText(dst, "Talk at the table", ctx.Fonts.Face(sprites.StyleHeading), 640, 52, sprites.AlignCenter, pal.C(sprites.ColAccent))
	small, body := ctx.Fonts.Face(sprites.StyleSmall), ctx.Fonts.Face(sprites.StyleBody)
	lines, _ := t.link().ChatSince(0)
	if len(lines) > talkShown {
		lines = lines[len(lines)-talkShown:]
	}
	y := 110.0
	if len(lines) == 0 {
		sprites.DrawText(dst, "Nothing has been said yet.", body, 340, y, sprites.AlignLeft, pal.C(sprites.ColTextDim))
	}
	for _, l := range lines {
		y += sprites.DrawWrapped(dst, l.Name+": “"+l.Text+"”", body, 340, y, 600, sprites.AlignLeft, pal.C(sprites.ColText)) + 4
	}
	sprites.DrawText(dst, "Enter says it to the other general; Escape closes the line.", small, 640, 560, sprites.AlignCenter, pal.C(sprites.ColTextDim))
	if t.msg != "" {
		sprites.DrawText(dst, t.msg, small, 640, 588, sprites.AlignCenter, pal.C(sprites.ColWarn))
	}
	mute := "Nobody else here is a person"
	if other, ok := t.other(); ok {
		mute = "Mute " + other.Name
		if t.link().Muted(other.Seat) {
			mute = "Hear " + other.Name + " again"
		}
	}
	for i, r := range []image.Rectangle{talkMute, talkBack} {
		sprites.DrawPanel(dst, r, pal, sprites.PanelRaised)
		sprites.DrawText(dst, [2]string{mute, "Back to the battle"}[i], body, float64(r.Min.X+r.Dx()/2), float64(r.Min.Y+8), sprites.AlignCenter, sprites.TextColorFor(pal, sprites.PanelRaised))
	}
	if t.pad.Active {
		sprites.DrawPanel(dst, image.Rect(340, 470, 940, 540), pal, sprites.PanelFocused)
		t.pad.DrawField(dst, ctx)
	} else {
		sprites.DrawText(dst, "Confirm opens the line again.", body, 640, 494, sprites.AlignCenter, pal.C(sprites.ColTextDim))
	}
}

// Inspect reports the talk for tests and the browser hook.
func (t *TalkScene) Inspect() any {
	lines, _ := t.link().ChatSince(0)
	_, person := t.other()
	return map[string]any{"scene": t.Name(), "lines": len(lines), "typing": t.pad.Active, "msg": t.msg, "other_person": person}
}
