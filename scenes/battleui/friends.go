package battleui

import (
	"context"
	"errors"
	"fmt"
	"image"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"deepwood/online"
	"deepwood/online/tables"
	"deepwood/platform"
	"deepwood/rules/battle"
	"deepwood/scenes"
	"deepwood/scenes/input"
	"deepwood/scenes/ui"
	"deepwood/sprites"
	"deepwood/wire"
)

// FriendsScene is Mass Combat for two, each general on their own screen
// (issue 41; RULES B18): a battle table `deepwood serve` hosts, created
// here with its scenario and the host's side, or joined with the invite
// code the other general gives. The lobby shows the code and who has sat
// down; the host starts once both have, and both go to the field.
type FriendsScene struct {
	h        Hooks
	scenario int // index into battle.ScenarioNames
	side     battle.Side
	focus    int
	pad      ui.TextPad
	msg      string
	busy     *tables.Opening // a create or join under way
	conn     *tables.Table
	server   string
	names    []string
}

// The form's rows.
const (
	bfScenario = iota
	bfSide
	bfCreate
	bfJoin
	bfBack
	numBattleFriendRows
)

var battleFriendRows = [numBattleFriendRows]string{"Scenario", "Your side", "Create a table", "Join with a code", "Back"}

// NewFriends opens the form.
func NewFriends(h Hooks) *FriendsScene {
	return &FriendsScene{h: h, names: battle.ScenarioNames(), side: battle.Red}
}

// NewFriendsAt opens the lobby of a battle table already joined (by its
// link, through the app) on the server at server.
func NewFriendsAt(h Hooks, conn *tables.Table, server string) *FriendsScene {
	f := NewFriends(h)
	f.conn, f.server = conn, server
	return f
}

// Name is "battle-friends".
func (f *FriendsScene) Name() string { return "battle-friends" }

// ready reports that the player can sit at a table: Online on, with a
// player name (Settings → Online).
func (f *FriendsScene) ready(ctx *scenes.Context) bool {
	if ctx.Settings.Online && ctx.Settings.PlayerName != "" {
		return true
	}
	f.msg = "Turn Online on and give your player name in Settings → Online first."
	return false
}

// Update runs the form, or waits for the server, or runs the lobby.
func (f *FriendsScene) Update(ctx *scenes.Context) error {
	if f.pad.Active {
		f.pad.Update(ctx)
		return nil
	}
	if f.busy != nil {
		if conn, err, done := f.busy.Done(); done {
			f.busy = nil
			if err != nil {
				f.msg = tableWords(err)
			} else {
				f.conn, f.msg, f.focus = conn, "", 0
			}
		}
		return nil
	}
	if f.conn != nil {
		return f.updateLobby(ctx)
	}
	in := ctx.Input
	if in.Just(input.Back) {
		f.leave(ctx)
		return nil
	}
	f.focus = ui.RowFocus(in, f.focus, numBattleFriendRows)
	step, press := ui.RowStep(in), in.Just(input.Confirm)
	p := in.Pointer()
	for r := range numBattleFriendRows {
		if image.Pt(p.X, p.Y).In(battleFriendRect(r)) && p.Clicked {
			f.focus, press = r, r > bfSide
			if r <= bfSide {
				step = 1
			}
		}
	}
	switch f.focus {
	case bfScenario:
		if n := len(f.names); n > 0 {
			f.scenario = (f.scenario + step + n) % n
		}
	case bfSide:
		if step != 0 {
			f.side = f.side.Other()
		}
	}
	if !press {
		return nil
	}
	switch f.focus {
	case bfCreate:
		f.create(ctx)
	case bfJoin:
		f.pad.Width = 300
		f.pad.Open("", func(code string) { f.pad.Active = false; f.Join(ctx, code) })
	case bfBack:
		f.leave(ctx)
	}
	return nil
}

// leave goes back to the title, the connection closed.
func (f *FriendsScene) leave(ctx *scenes.Context) {
	if f.conn != nil {
		_ = f.conn.Close()
		f.conn = nil
	}
	if f.h.Title != nil {
		ctx.Stack.Replace(f.h.Title())
	}
}

// create asks the server for a battle table of the scenario, the host at
// the side chosen, the other side open to the friend.
func (f *FriendsScene) create(ctx *scenes.Context) {
	if !f.ready(ctx) || len(f.names) == 0 {
		return
	}
	m := wire.TableRequest{Mode: wire.TableBattle, Players: wire.TableBattlePlayers, Open: []int{0, 1}, Name: ctx.Settings.PlayerName,
		Seat: int(f.side), Scenario: f.names[f.scenario]}
	f.dial(ctx, "Opening a table…", func(c context.Context, server string) (*tables.Table, error) {
		return tables.Create(c, server, m)
	})
}

// Join takes the open side at the battle table of code.
func (f *FriendsScene) Join(ctx *scenes.Context, code string) {
	code = strings.ToUpper(strings.TrimSpace(code))
	if !wire.TableCode(code) {
		f.msg = fmt.Sprintf("A table's code is %d letters and digits, such as 7KQ4MX.", wire.TableCodeLen)
		return
	}
	if !f.ready(ctx) {
		return
	}
	name := ctx.Settings.PlayerName
	f.dial(ctx, "Joining table "+code+"…", func(c context.Context, server string) (*tables.Table, error) {
		return tables.Join(c, server, code, name)
	})
}

// dial runs open off the update loop against the player's server.
func (f *FriendsScene) dial(ctx *scenes.Context, what string, open func(context.Context, string) (*tables.Table, error)) {
	f.server = online.ServerFor(ctx.Settings, platform.PageOrigin())
	f.msg, f.busy = what, tables.Open(f.server, open)
}

// updateLobby waits for the other general and the start: the host starts;
// both go to the field once the first state comes.
func (f *FriendsScene) updateLobby(ctx *scenes.Context) error {
	if _, err := f.conn.Poll(); err != nil {
		if !f.conn.Alive() {
			f.conn, f.msg = nil, "The connection to the table is lost."
			return nil
		}
		f.msg = tableWords(err)
	}
	if info := f.conn.Info(); info.Mode != wire.TableBattle {
		f.msg = "That table is not a battle: join it from Forsaken Forest's Play with friends."
		_ = f.conn.Close()
		f.conn = nil
		return nil
	}
	if f.conn.State().Battle != nil {
		s, err := NewRemoteSession(f.conn, f.server)
		if err != nil {
			f.msg = err.Error()
			return nil
		}
		ctx.Stack.Replace(NewField(f.h, s))
		return nil
	}
	in := ctx.Input
	if in.Repeat(input.Up) || in.Repeat(input.Down) {
		f.focus = 1 - f.focus%2
	}
	p := in.Pointer()
	start := image.Pt(p.X, p.Y).In(battleLobbyStart) && p.Clicked || in.Just(input.Confirm) && f.focus == 0
	leave := image.Pt(p.X, p.Y).In(battleLobbyLeave) && p.Clicked || in.Just(input.Back) || in.Just(input.Confirm) && f.focus == 1
	switch {
	case leave:
		f.leave(ctx)
	case start && f.conn.Host():
		c, cancel := context.WithTimeout(context.Background(), tables.SendTimeout)
		defer cancel()
		if err := f.conn.Start(c); err != nil {
			f.msg = tableWords(err)
		}
	}
	return nil
}

// tableWords is a table's refusal in the player's words.
func tableWords(err error) string {
	if ref, ok := errors.AsType[*tables.Refused](err); ok && ref.Msg != "" {
		return "The table's server: " + ref.Msg
	}
	return "The table's server: " + err.Error()
}

// The lobby's two buttons.
var (
	battleLobbyStart = image.Rect(340, 600, 632, 640)
	battleLobbyLeave = image.Rect(648, 600, 940, 640)
)

// battleFriendRect is the form's row r.
func battleFriendRect(r int) image.Rectangle {
	y := 170 + r*50
	return image.Rect(340, y, 940, y+42)
}

// Inspect reports the screen for tests and the browser hook.
func (f *FriendsScene) Inspect() any {
	m := map[string]any{"scene": f.Name(), "focus": f.focus, "msg": f.msg, "busy": f.busy != nil, "side": f.side.String()}
	if len(f.names) > 0 {
		m["scenario"] = f.names[f.scenario]
	}
	if f.conn != nil {
		info := f.conn.Info()
		m["code"], m["seat"], m["seats"] = info.Table, info.Seat, info.Seats
	}
	return m
}

// Draw draws the form or the lobby.
func (f *FriendsScene) Draw(dst *ebiten.Image, ctx *scenes.Context) {
	pal := ctx.Palette
	dst.Fill(pal.C(sprites.ColBackground))
	sprites.DrawBackdrop(dst, pal, int(ctx.Tick))
	sprites.DrawPanel(dst, image.Rect(300, 36, 980, 704), pal, sprites.PanelNormal)
	sprites.DrawText(dst, "Mass Combat with a friend", ctx.Fonts.Face(sprites.StyleHeading), 640, 52, sprites.AlignCenter, pal.C(sprites.ColAccent))
	body, dim := ctx.Fonts.Face(sprites.StyleBody), pal.C(sprites.ColTextDim)
	if f.conn != nil {
		info := f.conn.Info()
		sprites.DrawText(dst, "Table "+info.Table+" · "+info.Scenario, ctx.Fonts.Face(sprites.StyleBodyBold), 640, 120, sprites.AlignCenter, pal.C(sprites.ColText))
		for i, s := range info.Seats {
			who := "waiting for a general…"
			if s.Kind != wire.SeatOpen {
				who = s.Name
			}
			sprites.DrawText(dst, fmt.Sprintf("%s: %s", battle.Side(i), who), body, 640, float64(200+i*40), sprites.AlignCenter, pal.C(sprites.ColText))
		}
		for i, r := range []image.Rectangle{battleLobbyStart, battleLobbyLeave} {
			style := sprites.PanelRaised
			if i == f.focus%2 {
				style = sprites.PanelFocused
			}
			sprites.DrawPanel(dst, r, pal, style)
			sprites.DrawText(dst, [2]string{"Start the battle", "Leave"}[i], body, float64(r.Min.X+r.Dx()/2), float64(r.Min.Y+8), sprites.AlignCenter, sprites.TextColorFor(pal, style))
		}
	} else {
		values := [numBattleFriendRows]string{"", f.side.String()}
		if len(f.names) > 0 {
			values[bfScenario] = f.names[f.scenario]
		}
		for r := range numBattleFriendRows {
			rr := battleFriendRect(r)
			style := sprites.PanelRaised
			if r == f.focus {
				style = sprites.PanelFocused
			}
			sprites.DrawPanel(dst, rr, pal, style)
			c := sprites.TextColorFor(pal, style)
			sprites.DrawText(dst, battleFriendRows[r], body, float64(rr.Min.X+16), float64(rr.Min.Y+10), sprites.AlignLeft, c)
			if r <= bfSide {
				sprites.DrawText(dst, "<  "+values[r]+"  >", body, float64(rr.Max.X-16), float64(rr.Min.Y+10), sprites.AlignRight, c)
			}
		}
	}
	if f.msg != "" {
		sprites.DrawWrapped(dst, f.msg, ctx.Fonts.Face(sprites.StyleSmall), 340, 540, 600, sprites.AlignLeft, dim)
	}
	if f.pad.Active {
		sprites.DrawPanel(dst, image.Rect(360, 250, 920, 470), pal, sprites.PanelNormal)
		sprites.DrawText(dst, "The table's code", ctx.Fonts.Face(sprites.StyleBodyBold), 640, 276, sprites.AlignCenter, pal.C(sprites.ColAccent))
		f.pad.DrawField(dst, ctx)
	}
}
