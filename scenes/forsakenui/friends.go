package forsakenui

import (
	"context"
	"fmt"
	"image"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"deepwood/online"
	"deepwood/online/tables"
	"deepwood/platform"
	"deepwood/rules/forsaken"
	"deepwood/scenes"
	"deepwood/scenes/input"
	"deepwood/scenes/ui"
	"deepwood/sprites"
	"deepwood/wire"
)

// FriendsScene is Forsaken Forest with friends, each on their own screen
// (issue 41): a table `deepwood serve` hosts, created here with its count
// of travelers, how many seats are open to people and the computer
// travelers' level for the rest, or joined with the invite code a friend
// gives. The lobby shows the code and who has sat down; the host deals
// when ready, and every seat goes to the table screen.
type FriendsScene struct {
	h       Hooks
	players int
	people  int
	level   forsaken.Level
	focus   int
	pad     ui.TextPad
	msg     string // what the player should read (an error, what is under way)
	// busy is a create, join or resume under way (nil: none).
	busy   *tables.Opening
	conn   *tables.Table
	server string
	held   *HeldSeat
	// pendingCode is a code to join at the first update (the page's).
	pendingCode string
	// naming: the pad asks for the player's name (ready), to go on with
	// then once given.
	naming bool
	then   func()
}

// The form's rows, then the lobby's.
const (
	fPlayers = iota
	fPeople
	fLevel
	fCreate
	fJoin
	fTakeUp
	fBack
	numFriendRows
)

var friendRows = [numFriendRows]string{"Travelers", "Seats for people (you too)", "Computer travelers", "Create a table", "Join with a code", "Take up your seat", "Back"}

// NewFriends opens the form; code, when not "", joins that table at once
// (the page's /play/?table=CODE).
func NewFriends(h Hooks, code string) *FriendsScene {
	f := &FriendsScene{h: h, players: 6, people: 2, level: forsaken.Normal}
	f.held, _ = ReadHeldSeat(h.Store)
	if code != "" {
		f.focus = fJoin
		f.msg = "Joining table " + code + "…"
		f.pendingCode = strings.ToUpper(code)
	}
	return f
}

// Name is "forsaken-friends".
func (f *FriendsScene) Name() string { return "forsaken-friends" }

// ready reports whether the player can sit at a table: Online on and a
// player name. When not, it asks for the name the player sits under and,
// once given, turns Online on with it (the player asked to play online)
// and goes on with then.
func (f *FriendsScene) ready(ctx *scenes.Context, then func()) bool {
	if ctx.Settings.Online && ctx.Settings.PlayerName != "" {
		return true
	}
	f.naming, f.then = true, then
	f.pad.Width = 360
	f.pad.Open(ctx.Settings.PlayerName, func(name string) { f.submitName(ctx, name) })
	return false
}

// submitCode joins the table of the code typed.
func (f *FriendsScene) submitCode(ctx *scenes.Context, code string) {
	f.pad.Active = false
	f.join(ctx, strings.ToUpper(strings.TrimSpace(code)))
}

// submitName takes the name typed, with Online on, and goes on with what
// asked for it.
func (f *FriendsScene) submitName(ctx *scenes.Context, name string) {
	f.pad.Active, f.naming = false, false
	name = strings.TrimSpace(name)
	if err := wire.CheckName(name); err != nil {
		f.msg = "That name cannot be used: " + err.Error()
		return
	}
	st := ctx.Settings.Clone()
	st.Online, st.PlayerName = true, name
	if ctx.ApplySettings != nil {
		if err := ctx.ApplySettings(st); err != nil {
			f.msg = "Settings not saved: " + err.Error()
			return
		}
	} else {
		ctx.Settings = st
	}
	if then := f.then; then != nil {
		f.then = nil
		then()
	}
}

// Update runs the form, or waits for the server, or runs the lobby.
func (f *FriendsScene) Update(ctx *scenes.Context) error {
	if f.pad.Active {
		f.pad.Update(ctx)
		if !f.pad.Active && f.naming && f.busy == nil {
			f.naming = false // Escape: no name given
		}
		return nil
	}
	if f.pendingCode != "" {
		code := f.pendingCode
		f.pendingCode = ""
		f.join(ctx, code)
	}
	if f.busy != nil {
		if conn, err, done := f.busy.Done(); done {
			f.busy = nil
			f.took(ctx, conn, err)
		}
		return nil
	}
	if f.conn != nil {
		return f.updateLobby(ctx)
	}
	return f.updateForm(ctx)
}

// updateForm moves among the rows and presses them.
func (f *FriendsScene) updateForm(ctx *scenes.Context) error {
	in := ctx.Input
	if in.Just(input.Back) {
		f.leave(ctx)
		return nil
	}
	f.focus = ui.RowFocus(in, f.focus, numFriendRows)
	if f.focus == fTakeUp && f.held == nil {
		f.focus = ui.RowFocus(in, f.focus, numFriendRows) // skip the empty row
	}
	step, press := ui.RowStep(in), in.Just(input.Confirm)
	p := in.Pointer()
	for r := range numFriendRows {
		if image.Pt(p.X, p.Y).In(friendRect(r)) && (r != fTakeUp || f.held != nil) {
			if p.Moved {
				f.focus = r
			}
			if p.Clicked {
				f.focus, press = r, true
				if r <= fLevel {
					step, press = 1, false
				}
			}
		}
	}
	switch f.focus {
	case fPlayers:
		f.players = 4 + (f.players-4+step+9)%9
		f.people = min(f.people, f.players)
	case fPeople:
		if step != 0 {
			f.people = 2 + (f.people-2+step+f.players-1)%(f.players-1)
		}
	case fLevel:
		f.level = forsaken.Level((int(f.level) + step + 3) % 3)
	}
	if !press {
		return nil
	}
	switch f.focus {
	case fCreate:
		f.create(ctx)
	case fJoin:
		f.pad.Width = 300
		f.pad.Open("", func(code string) { f.submitCode(ctx, code) })
	case fTakeUp:
		f.takeUp(ctx)
	case fBack:
		f.leave(ctx)
	default:
		f.msg = ""
	}
	return nil
}

// leave goes back to the title, the connection closed (the seat stays).
func (f *FriendsScene) leave(ctx *scenes.Context) {
	if f.conn != nil {
		_ = f.conn.Close()
		f.conn = nil
	}
	if f.h.Title != nil {
		ctx.Stack.Replace(f.h.Title())
	}
}

// create asks the server for a table: seats 0 to people-1 open to
// people, the host at seat 0 (the seats do not say who is who: the seed
// deals the roles), the rest computer travelers of the level.
func (f *FriendsScene) create(ctx *scenes.Context) {
	if !f.ready(ctx, func() { f.create(ctx) }) {
		return
	}
	open := make([]int, f.people)
	for i := range open {
		open[i] = i
	}
	m := wire.TableRequest{Mode: wire.TableForsaken, Players: f.players, Open: open, Level: f.level.String(), Name: ctx.Settings.PlayerName}
	f.dial(ctx, "Opening a table…", func(c context.Context, server string) (*tables.Table, error) {
		return tables.Create(c, server, m)
	})
}

// join takes an open seat at the table of code.
func (f *FriendsScene) join(ctx *scenes.Context, code string) {
	if !wire.TableCode(code) {
		f.msg = fmt.Sprintf("A table's code is %d letters and digits, such as 7KQ4MX.", wire.TableCodeLen)
		return
	}
	if !f.ready(ctx, func() { f.join(ctx, code) }) {
		return
	}
	name := ctx.Settings.PlayerName
	f.dial(ctx, "Joining table "+code+"…", func(c context.Context, server string) (*tables.Table, error) {
		return tables.Join(c, server, code, name)
	})
}

// takeUp resumes the seat held since the game last closed.
func (f *FriendsScene) takeUp(ctx *scenes.Context) {
	h := f.held
	if h == nil {
		return
	}
	f.server = h.Server
	f.msg = "Taking up your seat at table " + h.Code + "…"
	f.busy = tables.Open(h.Server, func(c context.Context, server string) (*tables.Table, error) {
		return tables.Resume(c, server, h.Code, h.Token)
	})
}

// dial runs open off the update loop against the player's server.
func (f *FriendsScene) dial(ctx *scenes.Context, what string, open func(context.Context, string) (*tables.Table, error)) {
	f.server = online.ServerFor(ctx.Settings, platform.PageOrigin())
	f.msg, f.busy = what, tables.Open(f.server, open)
}

// took keeps the table opened, and its seat's token so the seat can be
// taken up after the game closes; or says why it could not be opened.
func (f *FriendsScene) took(ctx *scenes.Context, conn *tables.Table, err error) {
	if err != nil {
		f.msg = tables.RefusalText(err)
		if tables.IsCode(err, wire.TableUnknown) && f.held != nil {
			_ = DropHeldSeat(f.h.Store)
			f.held = nil
			f.msg = "That table is over or gone: your seat there is forgotten."
		}
		return
	}
	if mode := conn.Info().Mode; mode != wire.TableForsaken {
		if f.h.OtherTable != nil {
			ctx.Stack.Replace(f.h.OtherTable(conn, f.server))
			return
		}
		_ = conn.Close()
		f.msg = "That table is not Forsaken Forest's (" + mode + ")."
		return
	}
	f.conn, f.msg, f.focus = conn, "", 0 // the lobby's focus on its first button
	held := HeldSeat{Server: f.server, Code: conn.Code(), Token: conn.Token()}
	if err := WriteHeldSeat(f.h.Store, held); err != nil {
		ctx.Notify("Your seat could not be kept for later: " + err.Error())
	}
	f.held = &held
}

// updateLobby waits for friends and the start: the host deals; every
// seat goes to the table once its first state comes.
func (f *FriendsScene) updateLobby(ctx *scenes.Context) error {
	_, err := f.conn.Poll()
	if err != nil {
		if !f.conn.Alive() {
			f.conn, f.msg = nil, "The connection to the table is lost: take up your seat again."
			return nil
		}
		f.msg = tables.RefusalText(err)
	}
	if st := f.conn.State(); st.View != nil {
		s, err := NewRemoteSession(f.conn, f.server)
		if err != nil {
			f.msg = err.Error()
			return nil
		}
		s.SetReplays(f.h.Replays)
		s.OnTableEnd(func() { _ = DropHeldSeat(f.h.Store) })
		ctx.Stack.Replace(NewTable(f.h, s))
		return nil
	}
	in := ctx.Input
	p := in.Pointer()
	start := image.Pt(p.X, p.Y).In(lobbyStart) && p.Clicked
	leave := image.Pt(p.X, p.Y).In(lobbyLeave) && p.Clicked || in.Just(input.Back)
	if in.Repeat(input.Up) || in.Repeat(input.Down) {
		f.focus = 1 - f.focus%2
	}
	if in.Just(input.Confirm) {
		start, leave = f.focus%2 == 0, f.focus%2 == 1
	}
	switch {
	case leave:
		f.leave(ctx)
	case start && f.conn.Host():
		c, cancel := context.WithTimeout(context.Background(), tables.SendTimeout)
		defer cancel()
		if err := f.conn.Start(c); err != nil {
			f.msg = tables.RefusalText(err)
		}
	}
	return nil
}

// Inspect reports the screen for tests and the browser hook.
func (f *FriendsScene) Inspect() any {
	m := map[string]any{"scene": f.Name(), "players": f.players, "people": f.people, "level": f.level.String(),
		"focus": f.focus, "msg": f.msg, "busy": f.busy != nil, "typing": f.pad.Active, "held": f.held != nil}
	if f.conn != nil {
		info := f.conn.Info()
		people := 0
		for _, s := range info.Seats {
			if s.Kind == wire.SeatHuman {
				people++
			}
		}
		m["code"], m["seat"], m["host"], m["seats"], m["people"] = info.Table, info.Seat, f.conn.Host(), len(info.Seats), people
	}
	return m
}

// Draw draws the form or the lobby.
func (f *FriendsScene) Draw(dst *ebiten.Image, ctx *scenes.Context) {
	pal := ctx.Palette
	dst.Fill(pal.C(sprites.ColBackground))
	sprites.DrawBackdrop(dst, pal, int(ctx.Tick))
	sprites.DrawPanel(dst, image.Rect(300, 36, 980, 704), pal, sprites.PanelNormal)
	sprites.DrawText(dst, "Forsaken Forest with friends", ctx.Fonts.Face(sprites.StyleHeading), 640, 52, sprites.AlignCenter, pal.C(sprites.ColAccent))
	if f.conn != nil {
		f.drawLobby(dst, ctx)
	} else {
		f.drawForm(dst, ctx)
	}
	if f.pad.Active {
		drawPad(dst, ctx, &f.pad, f.naming)
	}
}
