package forsakenui

import (
	"fmt"
	"image"

	"github.com/hajimehoshi/ebiten/v2"

	"deepwood/scenes"
	"deepwood/scenes/lobby"
	"deepwood/sprites"
	"deepwood/wire"
)

// drawForm draws the rows: the table's settings, then the buttons.
func (f *FriendsScene) drawForm(dst *ebiten.Image, ctx *scenes.Context) {
	pal := ctx.Palette
	sprites.DrawWrapped(dst, "Each of you on your own screen, on the Deepwood server in Settings → Online: create a table and give your friends its code, or join theirs. Computer travelers take the seats nobody takes.",
		ctx.Fonts.Face(sprites.StyleSmall), 340, 100, 600, sprites.AlignLeft, pal.C(sprites.ColTextDim))
	labels := friendRows
	labels[fTakeUp] = f.TakeUpLabel()
	values := [numFriendRows]string{fmt.Sprint(f.players), fmt.Sprint(f.people), f.level.String()}
	form := f.form()
	form.Draw(dst, ctx, f.Focus, labels[:], values[:])
	msg := f.Msg
	if msg == "" {
		msg = "Up and Down choose a line, Left and Right change it, Confirm presses it; Back returns to the title."
	}
	sprites.DrawWrapped(dst, msg, ctx.Fonts.Face(sprites.StyleSmall), 340, 630, 600, sprites.AlignLeft, pal.C(sprites.ColText))
}

// drawLobby draws the table's code, its seats and the buttons.
func (f *FriendsScene) drawLobby(dst *ebiten.Image, ctx *scenes.Context) {
	pal, fonts := ctx.Palette, ctx.Fonts
	info := f.Conn.Info()
	sprites.DrawText(dst, "Table code", fonts.Face(sprites.StyleSmall), 640, 100, sprites.AlignCenter, pal.C(sprites.ColTextDim))
	sprites.DrawText(dst, info.Table, fonts.Sized(sprites.StyleMono, 44), 640, 118, sprites.AlignCenter, pal.C(sprites.ColAccent))
	sprites.DrawText(dst, "or the link "+f.Server+wire.TableLink(info.Table), fonts.Face(sprites.StyleSmall), 640, 176, sprites.AlignCenter, pal.C(sprites.ColTextDim))
	small := fonts.Face(sprites.StyleSmall)
	for i, s := range info.Seats {
		col, row := i%2, i/2
		r := image.Rect(340+col*304, 210+row*52, 636+col*304, 254+row*52)
		style := sprites.PanelInset
		if s.Seat == info.Seat {
			style = sprites.PanelRaised
		}
		sprites.DrawPanel(dst, r, pal, style)
		name, what := s.Name, ""
		switch s.Kind {
		case wire.SeatOpen:
			name, what = "Open seat", "waiting for a friend"
		case wire.SeatComputer:
			name, what = "Computer traveler", info.Level
		case wire.SeatHuman:
			what = "here"
			if !s.Connected {
				what = "away"
			}
			if s.Host {
				what += " · host"
			}
			if s.Seat == info.Seat {
				what += " · you"
			}
		}
		sprites.DrawText(dst, name, fonts.Face(sprites.StyleBodyBold), float64(r.Min.X+12), float64(r.Min.Y+4), sprites.AlignLeft, sprites.TextColorFor(pal, style))
		sprites.DrawText(dst, what, small, float64(r.Min.X+12), float64(r.Min.Y+24), sprites.AlignLeft, pal.C(sprites.ColTextDim))
	}
	startLabel := "Deal the roles"
	if !f.Conn.Host() {
		startLabel = "The host deals"
	}
	f.DrawButtons(dst, ctx, lobby.Buttons{Start: startLabel, Face: sprites.StyleBodyBold, Dy: 9, HostOnly: true})
	msg := f.Msg
	if msg == "" {
		msg = "Give your friends the code. Seats nobody has taken when the host deals go to computer travelers."
	}
	sprites.DrawWrapped(dst, msg, small, 340, 652, 600, sprites.AlignLeft, pal.C(sprites.ColText))
}
