package forsakenui

import (
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"deepwood/online/tables"
	"deepwood/rules/forsaken"
	"deepwood/scenes"
	"deepwood/scenes/lobby"
	"deepwood/scenes/ui"
	"deepwood/wire"
)

// FriendsScene is Forsaken Forest with friends, each on their own screen
// (issue 41): a table `deepwood serve` hosts, created here with its count
// of travelers, how many seats are open to people and the computer
// travelers' level for the rest, or joined with the invite code a friend
// gives. The lobby shows the code and who has sat down; the host deals
// when ready, and every seat goes to the table screen. The flow is the
// kit's lobby, which Mass Combat's shares; this screen adds its settings
// and the seat held for later.
type FriendsScene struct {
	lobby.Lobby
	h       Hooks
	players int
	people  int
	level   forsaken.Level
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
	f.Mode = lobby.Mode{
		Table:    wire.TableForsaken,
		AskName:  true,
		Lost:     "The connection to the table is lost: take up your seat again.",
		Foreign:  func(mode string) string { return "That table is not Forsaken Forest's (" + mode + ")." },
		Title:    h.Title,
		Opened:   f.opened,
		Store:    h.Store,
		HeldName: HeldSeatName,
		Play: func(conn *tables.Table, server string) (scenes.Scene, error) {
			s, err := NewRemoteSession(conn, server)
			if err != nil {
				return nil, err
			}
			s.SetReplays(f.h.Replays)
			s.OnTableEnd(f.DropHeld)
			return NewTable(f.h, s), nil
		},
	}
	f.LoadHeld()
	if code != "" {
		f.Focus = fJoin
		f.Msg = "Joining table " + code + "…"
		f.Pending = strings.ToUpper(code)
	}
	return f
}

// Name is "forsaken-friends".
func (f *FriendsScene) Name() string { return "forsaken-friends" }

// form is the form's rows: the table's settings, then the buttons, the
// seat held since the game last closed shown only when there is one.
func (f *FriendsScene) form() lobby.Form {
	return lobby.Form{Rows: friendRows[:], Values: fLevel + 1, Join: fJoin, Back: fBack, Hover: true, Centred: true,
		Hidden: func(r int) bool { return r == fTakeUp && f.Held == nil }}
}

// Update runs the form, or waits for the server, or runs the lobby.
func (f *FriendsScene) Update(ctx *scenes.Context) error { return f.Lobby.Update(ctx, f.updateForm) }

// updateForm steps the settings, creates a table or takes up the seat
// held when asked.
func (f *FriendsScene) updateForm(ctx *scenes.Context) error {
	form := f.form()
	step, pressed := f.UpdateForm(ctx, &form)
	switch f.Focus {
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
	switch pressed {
	case -1:
	case fCreate:
		f.create(ctx)
	case fTakeUp:
		f.TakeUp()
	default:
		f.Msg = ""
	}
	return nil
}

// create asks the server for a table: seats 0 to people-1 open to
// people, the host at seat 0 (the seats do not say who is who: the seed
// deals the roles), the rest computer travelers of the level.
func (f *FriendsScene) create(ctx *scenes.Context) {
	open := make([]int, f.people)
	for i := range open {
		open[i] = i
	}
	f.Create(ctx, wire.TableRequest{Mode: wire.TableForsaken, Players: f.players, Open: open, Level: f.level.String()})
}

// opened hands a table of another mode to its lobby (through the app);
// the kit keeps a Forsaken seat's token so the seat can be taken up after
// the game closes.
func (f *FriendsScene) opened(ctx *scenes.Context, conn *tables.Table) bool {
	if mode := conn.Info().Mode; mode != wire.TableForsaken {
		if f.h.OtherTable != nil {
			ctx.Stack.Replace(f.h.OtherTable(conn, f.Server))
			return false
		}
		_ = conn.Close()
		f.Msg = f.Mode.Foreign(mode)
		return false
	}
	return true
}

// Inspect reports the screen for tests and the browser hook.
func (f *FriendsScene) Inspect() any {
	m := map[string]any{"scene": f.Name(), "players": f.players, "people": f.people, "level": f.level.String(),
		"typing": f.Pad.Active, "held": f.Held != nil}
	f.Lobby.Inspect(m)
	if f.Conn != nil {
		info := f.Conn.Info()
		people := 0
		for _, s := range info.Seats {
			if s.Kind == wire.SeatHuman {
				people++
			}
		}
		m["host"], m["seats"], m["people"] = f.Conn.Host(), len(info.Seats), people
	}
	return m
}

// Draw draws the form or the lobby.
func (f *FriendsScene) Draw(dst *ebiten.Image, ctx *scenes.Context) {
	ui.DrawColumn(dst, ctx, "Forsaken Forest with friends")
	if f.Conn != nil {
		f.drawLobby(dst, ctx)
	} else {
		f.drawForm(dst, ctx)
	}
	if f.Pad.Active {
		f.DrawPad(dst, ctx, true)
	}
}
