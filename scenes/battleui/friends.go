package battleui

import (
	"errors"
	"fmt"

	"github.com/hajimehoshi/ebiten/v2"

	"deepwood/online/tables"
	"deepwood/rules/battle"
	"deepwood/scenes"
	"deepwood/scenes/lobby"
	"deepwood/scenes/ui"
	"deepwood/sprites"
	"deepwood/wire"
)

// FriendsScene is Mass Combat for two, each general on their own screen
// (issue 41; RULES B18): a battle table `deepwood serve` hosts, created
// here with its scenario and the host's side, or joined with the invite
// code the other general gives. The lobby shows the code and who has sat
// down; the host starts once both have, and both go to the field. The
// flow is the kit's lobby, which Forsaken Forest's shares.
type FriendsScene struct {
	lobby.Lobby
	h        Hooks
	scenario int // index into battle.ScenarioNames
	side     battle.Side
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

// battleForm is the form: the scenario and the side are its settings.
var battleForm = lobby.Form{Rows: battleFriendRows[:], Values: bfSide + 1, Join: bfJoin, Back: bfBack}

// NewFriends opens the form.
func NewFriends(h Hooks) *FriendsScene {
	f := &FriendsScene{h: h, names: battle.ScenarioNames(), side: battle.Red}
	f.Mode = lobby.Mode{
		Table: wire.TableBattle,
		Lost:  "The connection to the table is lost.",
		Words: tableWords,
		Foreign: func(string) string {
			return "That table is not a battle: join it from Forsaken Forest's Play with friends."
		},
		Title: h.Title,
		Play: func(conn *tables.Table, server string) (scenes.Scene, error) {
			s, err := NewRemoteSession(conn, server)
			if err != nil {
				return nil, err
			}
			return NewField(f.h, s), nil
		},
	}
	return f
}

// NewFriendsAt opens the lobby of a battle table already joined (by its
// link, through the app) on the server at server.
func NewFriendsAt(h Hooks, conn *tables.Table, server string) *FriendsScene {
	f := NewFriends(h)
	f.Conn, f.Server = conn, server
	return f
}

// Name is "battle-friends".
func (f *FriendsScene) Name() string { return "battle-friends" }

// Update runs the form, or waits for the server, or runs the lobby.
func (f *FriendsScene) Update(ctx *scenes.Context) error { return f.Lobby.Update(ctx, f.updateForm) }

// updateForm steps the settings and creates a table when asked.
func (f *FriendsScene) updateForm(ctx *scenes.Context) error {
	step, pressed := f.UpdateForm(ctx, &battleForm)
	switch f.Focus {
	case bfScenario:
		if n := len(f.names); n > 0 {
			f.scenario = (f.scenario + step + n) % n
		}
	case bfSide:
		if step != 0 {
			f.side = f.side.Other()
		}
	}
	if pressed == bfCreate {
		f.create(ctx)
	}
	return nil
}

// create asks the server for a battle table of the scenario, the host at
// the side chosen, the other side open to the friend.
func (f *FriendsScene) create(ctx *scenes.Context) {
	if len(f.names) == 0 {
		return
	}
	f.Create(ctx, wire.TableRequest{Mode: wire.TableBattle, Players: wire.TableBattlePlayers, Open: []int{0, 1},
		Seat: int(f.side), Scenario: f.names[f.scenario]})
}

// Join takes the open side at the battle table of code, as typed.
func (f *FriendsScene) Join(ctx *scenes.Context, code string) { f.Lobby.Join(ctx, lobby.Code(code)) }

// tableWords is a table's refusal in the player's words, as Mass Combat's
// lobby has always put them (tables.RefusalText, Forsaken Forest's, says
// "refused").
func tableWords(err error) string {
	if ref, ok := errors.AsType[*tables.Refused](err); ok && ref.Msg != "" {
		return "The table's server: " + ref.Msg
	}
	return "The table's server: " + err.Error()
}

// Inspect reports the screen for tests and the browser hook.
func (f *FriendsScene) Inspect() any {
	m := map[string]any{"scene": f.Name(), "side": f.side.String()}
	f.Lobby.Inspect(m)
	if len(f.names) > 0 {
		m["scenario"] = f.names[f.scenario]
	}
	if f.Conn != nil {
		m["seats"] = f.Conn.Info().Seats
	}
	return m
}

// Draw draws the form or the lobby.
func (f *FriendsScene) Draw(dst *ebiten.Image, ctx *scenes.Context) {
	pal := ctx.Palette
	ui.DrawColumn(dst, ctx, "Mass Combat with a friend")
	body, dim := ctx.Fonts.Face(sprites.StyleBody), pal.C(sprites.ColTextDim)
	if f.Conn != nil {
		info := f.Conn.Info()
		sprites.DrawText(dst, "Table "+info.Table+" · "+info.Scenario, ctx.Fonts.Face(sprites.StyleBodyBold), 640, 120, sprites.AlignCenter, pal.C(sprites.ColText))
		for i, s := range info.Seats {
			who := "waiting for a general…"
			if s.Kind != wire.SeatOpen {
				who = s.Name
			}
			sprites.DrawText(dst, fmt.Sprintf("%s: %s", battle.Side(i), who), body, 640, float64(200+i*40), sprites.AlignCenter, pal.C(sprites.ColText))
		}
		f.DrawButtons(dst, ctx, lobby.Buttons{Start: "Start the battle", Face: sprites.StyleBody, Dy: 8})
	} else {
		values := []string{"", f.side.String()}
		if len(f.names) > 0 {
			values[bfScenario] = f.names[f.scenario]
		}
		battleForm.Draw(dst, ctx, f.Focus, battleFriendRows[:], values)
	}
	if f.Msg != "" {
		sprites.DrawWrapped(dst, f.Msg, ctx.Fonts.Face(sprites.StyleSmall), 340, 540, 600, sprites.AlignLeft, dim)
	}
	if f.Pad.Active {
		f.DrawPad(dst, ctx, false)
	}
}
