package forsakenui

import (
	"fmt"
	"image"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"deepwood/scenes"
	"deepwood/scenes/ui"
	"deepwood/sprites"
	"deepwood/wire"
)

// The lobby's two buttons.
var (
	lobbyStart = image.Rect(340, 600, 632, 640)
	lobbyLeave = image.Rect(648, 600, 940, 640)
)

// friendRect is the form's row r.
func friendRect(r int) image.Rectangle {
	y := 170 + r*50
	return image.Rect(340, y, 940, y+42)
}

// drawForm draws the rows: the table's settings, then the buttons.
func (f *FriendsScene) drawForm(dst *ebiten.Image, ctx *scenes.Context) {
	pal := ctx.Palette
	sprites.DrawWrapped(dst, "Each of you on your own screen, on the Deepwood server in Settings → Online: create a table and give your friends its code, or join theirs. Computer travelers take the seats nobody takes.",
		ctx.Fonts.Face(sprites.StyleSmall), 340, 100, 600, sprites.AlignLeft, pal.C(sprites.ColTextDim))
	values := [numFriendRows]string{fmt.Sprint(f.players), fmt.Sprint(f.people), f.level.String()}
	body := ctx.Fonts.Face(sprites.StyleBody)
	for r := range numFriendRows {
		rr := friendRect(r)
		label := friendRows[r]
		if r == fTakeUp {
			if f.held == nil {
				continue
			}
			label = "Take up your seat at table " + f.held.Code
		}
		style := sprites.PanelRaised
		if r == f.focus {
			style = sprites.PanelFocused
		}
		sprites.DrawPanel(dst, rr, pal, style)
		c := sprites.TextColorFor(pal, style)
		if r >= fCreate {
			sprites.DrawText(dst, label, ctx.Fonts.Face(sprites.StyleBodyBold), float64(rr.Min.X+rr.Dx()/2), float64(rr.Min.Y+10), sprites.AlignCenter, c)
			continue
		}
		sprites.DrawText(dst, label, body, float64(rr.Min.X+16), float64(rr.Min.Y+10), sprites.AlignLeft, c)
		sprites.DrawText(dst, "<  "+values[r]+"  >", body, float64(rr.Max.X-16), float64(rr.Min.Y+10), sprites.AlignRight, c)
	}
	msg := f.msg
	if msg == "" {
		msg = "Up and Down choose a line, Left and Right change it, Confirm presses it; Back returns to the title."
	}
	sprites.DrawWrapped(dst, msg, ctx.Fonts.Face(sprites.StyleSmall), 340, 630, 600, sprites.AlignLeft, pal.C(sprites.ColText))
}

// drawLobby draws the table's code, its seats and the buttons.
func (f *FriendsScene) drawLobby(dst *ebiten.Image, ctx *scenes.Context) {
	pal, fonts := ctx.Palette, ctx.Fonts
	info := f.conn.Info()
	sprites.DrawText(dst, "Table code", fonts.Face(sprites.StyleSmall), 640, 100, sprites.AlignCenter, pal.C(sprites.ColTextDim))
	sprites.DrawText(dst, info.Table, fonts.Sized(sprites.StyleMono, 44), 640, 118, sprites.AlignCenter, pal.C(sprites.ColAccent))
	sprites.DrawText(dst, "or the link "+f.server+wire.TableLink(info.Table), fonts.Face(sprites.StyleSmall), 640, 176, sprites.AlignCenter, pal.C(sprites.ColTextDim))
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
	if !f.conn.Host() {
		startLabel = "The host deals"
	}
	for i, b := range []struct {
		r     image.Rectangle
		label string
	}{{lobbyStart, startLabel}, {lobbyLeave, "Leave"}} {
		style := sprites.PanelRaised
		switch {
		case i == 0 && !f.conn.Host():
			style = sprites.PanelDisabled
		case f.focus%2 == i:
			style = sprites.PanelFocused
		}
		sprites.DrawPanel(dst, b.r, pal, style)
		sprites.DrawText(dst, b.label, fonts.Face(sprites.StyleBodyBold), float64(b.r.Min.X+b.r.Dx()/2), float64(b.r.Min.Y+9), sprites.AlignCenter, sprites.TextColorFor(pal, style))
	}
	msg := f.msg
	if msg == "" {
		msg = "Give your friends the code. Seats nobody has taken when the host deals go to computer travelers."
	}
	sprites.DrawWrapped(dst, msg, small, 340, 652, 600, sprites.AlignLeft, pal.C(sprites.ColText))
}

// drawPad draws the code field, or the name field, over the form.
func drawPad(dst *ebiten.Image, ctx *scenes.Context, pad *ui.TextPad, naming bool) {
	pal := ctx.Palette
	title, hint := "The table's code", "Enter joins the table; Escape goes back."
	if naming {
		title, hint = "The name you sit under", "Enter keeps it and turns Online on (Settings → Online); Escape goes back."
	}
	vector.FillRect(dst, 0, 0, sprites.ScreenWidth, sprites.ScreenHeight, pal.A(sprites.ColChaosBlack, 0.7), false)
	sprites.DrawPanel(dst, image.Rect(360, 250, 920, 470), pal, sprites.PanelNormal)
	sprites.DrawText(dst, title, ctx.Fonts.Face(sprites.StyleBodyBold), 640, 276, sprites.AlignCenter, pal.C(sprites.ColAccent))
	sprites.DrawText(dst, hint, ctx.Fonts.Face(sprites.StyleSmall), 640, 430, sprites.AlignCenter, pal.C(sprites.ColTextDim))
	pad.DrawField(dst, ctx)
}
