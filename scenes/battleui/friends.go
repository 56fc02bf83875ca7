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
	// custom: each general buys an army on budget, attacker attacking
	// (RULES B19); else both fight the scenario's armies.
	custom   bool
	budget   int
	attacker battle.Side
}

// The form's rows.
const (
	bfScenario = iota
	bfSide
	bfArmies
	bfBudget
	bfAttacker
	bfCreate
	bfJoin
	bfTakeUp
	bfBack
	numBattleFriendRows
)

var battleFriendRows = [numBattleFriendRows]string{"Scenario", "Your side", "Armies", "Budget for each army", "Attacking side", "Create a table", "Join with a code", "Take up your seat", "Back"}

// form is the screen's form: the scenario, the side and the armies are its
// settings, and a custom battle's budget and attacker, shown only then;
// the seat held since the game last closed is offered when there is one.
func (f *FriendsScene) form() *lobby.Form {
	return &lobby.Form{Rows: battleFriendRows[:], Values: bfAttacker + 1, Join: bfJoin, Back: bfBack,
		Hidden: func(r int) bool {
			return !f.custom && (r == bfBudget || r == bfAttacker) || r == bfTakeUp && f.Held == nil
		}}
}

// NewFriends opens the form.
func NewFriends(h Hooks) *FriendsScene {
	f := &FriendsScene{h: h, names: battle.ScenarioNames(), side: battle.Red, budget: 200, attacker: battle.Blue}
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
			s.OnTableEnd(f.DropHeld)
			return NewField(f.h, s), nil
		},
		Extra:    armyButton,
		Press:    f.buyArmy,
		Store:    h.Store,
		HeldName: HeldSeatName,
	}
	f.LoadHeld()
	return f
}

// HeldSeatName is the store file keeping the general's seat at a battle
// table a server hosts: the game may close while the battle goes on, and
// Mass Combat with a friend then offers to take the seat up again.
const HeldSeatName = "battle-table.json"

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
	step, pressed := f.UpdateForm(ctx, f.form())
	switch f.Focus {
	case bfScenario:
		if n := len(f.names); n > 0 {
			f.scenario = (f.scenario + step + n) % n
		}
	case bfSide:
		if step != 0 {
			f.side = f.side.Other()
		}
	case bfArmies:
		f.custom = f.custom != (step != 0)
	case bfBudget:
		f.budget = min(battle.MaxBudget, max(battle.MinBudget, f.budget+20*step))
	case bfAttacker:
		if step != 0 {
			f.attacker = f.attacker.Other()
		}
	}
	switch pressed {
	case bfCreate:
		f.create(ctx)
	case bfTakeUp:
		f.TakeUp()
	}
	return nil
}

// create asks the server for a battle table of the scenario, the host at
// the side chosen, the other side open to the friend.
func (f *FriendsScene) create(ctx *scenes.Context) {
	if len(f.names) == 0 {
		return
	}
	m := wire.TableRequest{Mode: wire.TableBattle, Players: wire.TableBattlePlayers, Open: []int{0, 1},
		Seat: int(f.side), Scenario: f.names[f.scenario]}
	if f.custom {
		m.Budget, m.Attacker = f.budget, f.attacker.String()
	}
	f.Create(ctx, m)
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
	m := map[string]any{"scene": f.Name(), "side": f.side.String(), "custom": f.custom, "budget": f.budget, "attacker": f.attacker.String(), "held": f.Held != nil}
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
			sprites.DrawText(dst, fmt.Sprintf("%s: %s", battle.Side(i), seatWords(info, s)), body, 640, float64(200+i*40), sprites.AlignCenter, pal.C(sprites.ColText))
		}
		if info.Budget > 0 {
			sprites.DrawWrapped(dst, customWords(info), ctx.Fonts.Face(sprites.StyleSmall), 340, 300, 600, sprites.AlignCenter, dim)
		}
		f.DrawButtons(dst, ctx, lobby.Buttons{Start: "Start the battle", Face: sprites.StyleBody, Dy: 8})
	} else {
		values := make([]string, numBattleFriendRows)
		values[bfSide], values[bfArmies] = f.side.String(), "the scenario's"
		if f.custom {
			values[bfArmies] = "each buys one"
		}
		values[bfBudget], values[bfAttacker] = fmt.Sprint(f.budget), f.attacker.String()
		labels := battleFriendRows
		labels[bfTakeUp] = f.TakeUpLabel()
		if len(f.names) > 0 {
			values[bfScenario] = f.names[f.scenario]
		}
		f.form().Draw(dst, ctx, f.Focus, labels[:], values)
	}
	if f.Msg != "" {
		y := 540.0
		if f.Conn == nil {
			y = float64(f.form().Rect(bfBack).Max.Y + 12) // under the form's last row
		}
		sprites.DrawWrapped(dst, f.Msg, ctx.Fonts.Face(sprites.StyleSmall), 340, y, 600, sprites.AlignLeft, dim)
	}
	if f.Pad.Active {
		f.DrawPad(dst, ctx, false)
	}
}

// seatWords is who holds seat s at the table of info: a general's name,
// and at a custom battle before the start whether their army is in (never
// what it holds: RULES B19).
func seatWords(info wire.TableReply, s wire.TableSeat) string {
	switch {
	case s.Kind == wire.SeatOpen:
		return "waiting for a general…"
	case info.Budget == 0 || info.Started:
		return s.Name
	case s.Ready:
		return s.Name + " · army bought"
	}
	return s.Name + " · buying an army…"
}

// customWords says what a custom battle is, under the seats.
func customWords(info wire.TableReply) string {
	return fmt.Sprintf("Each general buys an army on a budget of %d, sealed from the other until the battle starts; %s attacks. The battle starts once both armies are in.", info.Budget, info.Attacker)
}

// armyButton is the lobby's third button at a custom battle before the
// start: buy this general's army, or change it.
func armyButton(conn *tables.Table) string {
	info := conn.Info()
	switch {
	case info.Budget == 0 || info.Started:
		return ""
	case info.Army != "":
		return "Change your army"
	}
	return "Buy your army"
}

// buyArmy opens the army builder for this general's army at the table.
func (f *FriendsScene) buyArmy(ctx *scenes.Context) {
	b, err := newTableArmyBuilder(f.Conn)
	if err != nil {
		f.Msg = err.Error()
		return
	}
	ctx.Stack.Push(b)
}
