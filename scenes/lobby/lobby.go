// Package lobby is what the two table modes' "with friends" screens share
// (Forsaken Forest's Play with friends, Mass Combat with a friend): the
// pads that ask for a table's code and the player's name, the create, join
// or resume under way off the update loop (online/tables.Opening), and
// the lobby that waits for the host's start and hands the table to the
// mode's screen; draw.go holds the form's rows and what the lobby paints.
// Each mode gives only its own rows, words and table screen (Mode), so
// the two screens' flow is written once and cannot drift apart.
package lobby

import (
	"context"
	"fmt"
	"image"
	"strings"

	"deepwood/online"
	"deepwood/online/tables"
	"deepwood/platform"
	"deepwood/scenes"
	"deepwood/scenes/input"
	"deepwood/scenes/ui"
	"deepwood/storage"
	"deepwood/wire"
)

// Mode is what one table mode makes of the lobby: the tables it seats,
// its words to the player, and where a table goes once it opens and once
// it starts.
type Mode struct {
	// Table is the wire.Table… mode of the tables this lobby seats.
	Table string
	// AskName: with Online off or no player name, a create or join asks
	// for the name the player sits under and turns Online on with it;
	// without, the player is told to set both in Settings → Online.
	AskName bool
	// Lost is what the player reads when the lobby's connection is lost.
	Lost string
	// Words puts a refusal or a failed connection in the player's words
	// (nil: tables.RefusalText).
	Words func(error) string
	// Foreign is what the player reads of a table of another mode.
	Foreign func(mode string) string
	// Title opens the title screen Back returns to (nil: none).
	Title func() scenes.Scene
	// Opened, when not nil, is handed the table a create, join or resume
	// opened before the lobby shows it; false: the mode dealt with it
	// (handed it on, or closed it with a word in Msg).
	Opened func(ctx *scenes.Context, conn *tables.Table) bool
	// Failed, when not nil, is told why a create, join or resume failed,
	// after Msg says so.
	Failed func(err error)
	// Play is the table's screen once its first state has come.
	Play func(conn *tables.Table, server string) (scenes.Scene, error)
	// Extra, when not nil, labels a third button over the two for the
	// table as it stands ("": none now); Press runs when it is pressed (a
	// custom battle's "Buy your army").
	Extra func(conn *tables.Table) string
	Press func(ctx *scenes.Context)
	// Store and HeldName keep the seat a create, join or resume opened
	// (tables.Held) in the file HeldName, so that the game may close while
	// the table goes on and the lobby offer the seat again (Held); "":
	// no seat is kept.
	Store    storage.Store
	HeldName string
}

// Lobby is a "with friends" screen's state: the form's focus and what
// the player reads, the pad, the table being opened and the one sat at.
// A mode's screen embeds it.
type Lobby struct {
	Mode  Mode
	Pad   ui.TextPad
	Focus int
	Msg   string // what the player should read (an error, what is under way)
	// Busy is a create, join or resume under way (nil: none).
	Busy   *tables.Opening
	Conn   *tables.Table
	Server string
	// Pending is a code to join at the first update (a link's).
	Pending string
	// Naming: the pad asks for the player's name (ready), to go on with
	// then once given.
	Naming bool
	then   func()
	// Held is the seat kept since the game last closed (nil: none).
	Held *tables.Held
}

// LoadHeld reads the seat kept in the mode's file; a file that does not
// read holds none.
func (l *Lobby) LoadHeld() {
	if l.Mode.HeldName != "" {
		l.Held, _ = tables.ReadHeld(l.Mode.Store, l.Mode.HeldName)
	}
}

// TakeUpLabel is the form's row that takes up the seat held: it names
// the table when there is one.
func (l *Lobby) TakeUpLabel() string {
	if l.Held == nil {
		return "Take up your seat"
	}
	return "Take up your seat at table " + l.Held.Code
}

// TakeUp takes up the seat held, if there is one.
func (l *Lobby) TakeUp() {
	if h := l.Held; h != nil {
		l.Resume(h.Server, h.Code, h.Token)
	}
}

// DropHeld forgets the seat held: its game ended.
func (l *Lobby) DropHeld() {
	if l.Mode.HeldName != "" {
		_ = tables.DropHeld(l.Mode.Store, l.Mode.HeldName)
	}
	l.Held = nil
}

// Update runs the pad, a code to join, the opening under way or the
// lobby; form runs the form when none of them takes the tick.
func (l *Lobby) Update(ctx *scenes.Context, form func(*scenes.Context) error) error {
	if l.Pad.Active {
		l.Pad.Update(ctx)
		if !l.Pad.Active && l.Naming && l.Busy == nil {
			l.Naming = false // Escape: no name given
		}
		return nil
	}
	if l.Pending != "" {
		code := l.Pending
		l.Pending = ""
		l.Join(ctx, code)
	}
	if l.Busy != nil {
		if conn, err, done := l.Busy.Done(); done {
			l.Busy = nil
			l.took(ctx, conn, err)
		}
		return nil
	}
	if l.Conn != nil {
		return l.updateLobby(ctx)
	}
	return form(ctx)
}

// ready reports whether the player can sit at a table: Online on and a
// player name. When not, it asks for the name the player sits under
// (Mode.AskName) and, once given, turns Online on with it (the player
// asked to play online) and goes on with then; or it says what to set.
func (l *Lobby) ready(ctx *scenes.Context, then func()) bool {
	if ctx.Settings.Online && ctx.Settings.PlayerName != "" {
		return true
	}
	if !l.Mode.AskName {
		l.Msg = "Turn Online on and give your player name in Settings → Online first."
		return false
	}
	l.Naming, l.then = true, then
	l.Pad.Width = 360
	l.Pad.Open(ctx.Settings.PlayerName, func(name string) { l.SubmitName(ctx, name) })
	return false
}

// SubmitName takes the name typed, with Online on, and goes on with what
// asked for it.
func (l *Lobby) SubmitName(ctx *scenes.Context, name string) {
	l.Pad.Active, l.Naming = false, false
	name = strings.TrimSpace(name)
	if err := wire.CheckName(name); err != nil {
		l.Msg = "That name cannot be used: " + err.Error()
		return
	}
	st := ctx.Settings.Clone()
	st.Online, st.PlayerName = true, name
	if ctx.ApplySettings != nil {
		if err := ctx.ApplySettings(st); err != nil {
			l.Msg = "Settings not saved: " + err.Error()
			return
		}
	} else {
		ctx.Settings = st
	}
	if then := l.then; then != nil {
		l.then = nil
		then()
	}
}

// AskCode opens the pad for a table's code, joined once typed.
func (l *Lobby) AskCode(ctx *scenes.Context) {
	l.Pad.Width = 300
	l.Pad.Open("", func(code string) { l.SubmitCode(ctx, code) })
}

// SubmitCode joins the table of the code typed.
func (l *Lobby) SubmitCode(ctx *scenes.Context, code string) {
	l.Pad.Active = false
	l.Join(ctx, Code(code))
}

// Code is a table's code as typed, spelt as the server spells codes:
// trimmed and in capitals, so a code read off a friend's screen joins.
func Code(typed string) string { return strings.ToUpper(strings.TrimSpace(typed)) }

// Create asks the server for the table m, the player at its host's seat
// under their player name.
func (l *Lobby) Create(ctx *scenes.Context, m wire.TableRequest) {
	if !l.ready(ctx, func() { l.Create(ctx, m) }) {
		return
	}
	m.Name = ctx.Settings.PlayerName
	l.dial(ctx, "Opening a table…", func(c context.Context, server string) (*tables.Table, error) {
		return tables.Create(c, server, m)
	})
}

// Join takes an open seat at the table of code.
func (l *Lobby) Join(ctx *scenes.Context, code string) {
	if !wire.TableCode(code) {
		l.Msg = fmt.Sprintf("A table's code is %d letters and digits, such as 7KQ4MX.", wire.TableCodeLen)
		return
	}
	if !l.ready(ctx, func() { l.Join(ctx, code) }) {
		return
	}
	name := ctx.Settings.PlayerName
	l.dial(ctx, "Joining table "+code+"…", func(c context.Context, server string) (*tables.Table, error) {
		return tables.Join(c, server, code, name)
	})
}

// Resume takes up the seat of token at the table of code on server, the
// one it was held at.
func (l *Lobby) Resume(server, code, token string) {
	l.open(server, "Taking up your seat at table "+code+"…", func(c context.Context, server string) (*tables.Table, error) {
		return tables.Resume(c, server, code, token)
	})
}

// dial runs open off the update loop against the player's server.
func (l *Lobby) dial(ctx *scenes.Context, what string, open func(context.Context, string) (*tables.Table, error)) {
	l.open(online.ServerFor(ctx.Settings, platform.PageOrigin()), what, open)
}

// open runs fn off the update loop against server, saying what is under
// way.
func (l *Lobby) open(server, what string, fn func(context.Context, string) (*tables.Table, error)) {
	l.Server = server
	l.Msg, l.Busy = what, tables.Open(server, fn)
}

// took keeps the table opened, the lobby's focus on its first button, or
// says why it could not be opened.
func (l *Lobby) took(ctx *scenes.Context, conn *tables.Table, err error) {
	if err != nil {
		l.Msg = l.words(err)
		if tables.IsCode(err, wire.TableUnknown) && l.Held != nil {
			l.DropHeld()
			l.Msg = "That table is over or gone: your seat there is forgotten."
		}
		if l.Mode.Failed != nil {
			l.Mode.Failed(err)
		}
		return
	}
	if l.Mode.Opened != nil && !l.Mode.Opened(ctx, conn) {
		return
	}
	if conn.Info().Mode == l.Mode.Table && l.Mode.HeldName != "" {
		held := tables.Held{Server: l.Server, Code: conn.Code(), Token: conn.Token()}
		if err := tables.WriteHeld(l.Mode.Store, l.Mode.HeldName, held); err != nil {
			ctx.Notify("Your seat could not be kept for later: " + err.Error())
		}
		l.Held = &held
	}
	l.Conn, l.Msg, l.Focus = conn, "", 0
}

// updateLobby waits for the others and the start: the host starts; the
// seat goes to the mode's table screen once its first state comes.
func (l *Lobby) updateLobby(ctx *scenes.Context) error {
	if _, err := l.Conn.Poll(); err != nil {
		if !l.Conn.Alive() {
			l.Conn, l.Msg = nil, l.Mode.Lost
			return nil
		}
		l.Msg = l.words(err)
	}
	if mode := l.Conn.Info().Mode; mode != l.Mode.Table {
		l.Msg = l.Mode.Foreign(mode)
		_ = l.Conn.Close()
		l.Conn = nil
		return nil
	}
	if st := l.Conn.State(); st.View != nil || st.Battle != nil {
		next, err := l.Mode.Play(l.Conn, l.Server)
		if err != nil {
			l.Msg = err.Error()
			return nil
		}
		ctx.Stack.Replace(next)
		return nil
	}
	in := ctx.Input
	p := in.Pointer()
	n := l.buttons()
	start := image.Pt(p.X, p.Y).In(StartRect) && p.Clicked
	leave := image.Pt(p.X, p.Y).In(LeaveRect) && p.Clicked || in.Just(input.Back)
	extra := n == 3 && image.Pt(p.X, p.Y).In(ExtraRect) && p.Clicked
	switch {
	case in.Repeat(input.Up):
		l.Focus = (l.Focus%n + n - 1) % n
	case in.Repeat(input.Down):
		l.Focus = (l.Focus%n + 1) % n
	}
	if in.Just(input.Confirm) {
		start, leave, extra = l.Focus%n == 0, l.Focus%n == 1, l.Focus%n == 2
	}
	switch {
	case leave:
		l.Leave(ctx)
	case extra:
		l.Mode.Press(ctx)
	case start && l.Conn.Host():
		c, cancel := context.WithTimeout(context.Background(), tables.SendTimeout)
		defer cancel()
		if err := l.Conn.Start(c); err != nil {
			l.Msg = l.words(err)
		}
	}
	return nil
}

// buttons is how many buttons the lobby shows now: start and leave, and
// the mode's extra one when it names one.
func (l *Lobby) buttons() int {
	if l.Mode.Extra != nil && l.Mode.Press != nil && l.Conn != nil && l.Mode.Extra(l.Conn) != "" {
		return 3
	}
	return 2
}

// words is err in the player's words, the mode's own if it has them.
func (l *Lobby) words(err error) string {
	if l.Mode.Words != nil {
		return l.Mode.Words(err)
	}
	return tables.RefusalText(err)
}

// Leave goes back to the title, the connection closed (a seat held on
// the server stays).
func (l *Lobby) Leave(ctx *scenes.Context) {
	if l.Conn != nil {
		_ = l.Conn.Close()
		l.Conn = nil
	}
	if l.Mode.Title != nil {
		ctx.Stack.Replace(l.Mode.Title())
	}
}

// Inspect adds the lobby's part to a screen's report for tests and the
// browser hook.
func (l *Lobby) Inspect(m map[string]any) {
	m["focus"], m["msg"], m["busy"] = l.Focus, l.Msg, l.Busy != nil
	if l.Conn != nil {
		info := l.Conn.Info()
		m["code"], m["seat"] = info.Table, info.Seat
	}
}
