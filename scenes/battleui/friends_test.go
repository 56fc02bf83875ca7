package battleui

import (
	"testing"
	"time"

	"deepwood/internal/screentest"
	"deepwood/internal/tableclienttest"
	"deepwood/internal/windowtest"
	"deepwood/scenes"
	"deepwood/scenes/input"
	"deepwood/wire"
)

// lobbyUntil runs ctx's stack until done, for at most a minute.
func lobbyUntil(t *testing.T, ctx *scenes.Context, what string, done func() bool) {
	t.Helper()
	screen := screentest.NewScreen()
	for deadline := time.Now().Add(5 * time.Minute); !done(); {
		if time.Now().After(deadline) {
			t.Fatalf("no %s within five minutes", what)
		}
		windowtest.Do(func() {
			ctx.Input.Update()
			if err := ctx.Stack.Update(ctx); err != nil {
				t.Error(err)
			}
			ctx.Stack.Draw(screen, ctx)
		})
		time.Sleep(time.Millisecond)
	}
}

// TestBattleFriendsCreateAndStart: a general creates a battle table from
// the screen (the ford, Blue), a friend joins by its code, the host starts
// from the lobby, and the screen goes to the field, playing Blue's side of
// the server's battle.
func TestBattleFriendsCreateAndStart(t *testing.T) {
	url := tableclienttest.Server(t)
	f := NewFriends(Hooks{})
	ctx := screentest.On(t, f, 0)
	ctx.Settings.Online, ctx.Settings.PlayerName, ctx.Settings.ServerURL = true, "Ada", url
	for f.names[f.scenario] != "ford" {
		f.scenario++
	}
	f.Focus = bfSide
	ctx.Input.Inject(input.Right)
	screentest.Tick(ctx, f, 1)
	f.Focus = bfCreate
	ctx.Input.Inject(input.Confirm)
	screentest.Tick(ctx, f, 1)
	lobbyUntil(t, ctx, "table", func() bool { return f.Conn != nil || f.Msg != "" && f.Busy == nil })
	if f.Conn == nil {
		t.Fatalf("no table: %q", f.Msg)
	}
	if info := f.Conn.Info(); info.Scenario != "ford" || info.Seat != 1 {
		t.Fatalf("the table: %+v", info)
	}
	tableclienttest.Join(t, tableclienttest.Context(t, 5*time.Minute), url, f.Conn.Code(), "Bo")
	lobbyUntil(t, ctx, "Bo in the lobby", func() bool { return f.Conn.Info().Seats[0].Kind == wire.SeatHuman })
	ctx.Input.Inject(input.Confirm) // Start the battle
	lobbyUntil(t, ctx, "the field", func() bool { _, ok := ctx.Stack.Top().(*Field); return ok })
	s := ctx.Stack.Top().(*Field).Session()
	if !s.Remote() || s.Seat() != 1 || s.View().Scenario != "ford" {
		t.Fatalf("the field plays %v of %q, remote %v", s.Seat(), s.View().Scenario, s.Remote())
	}
	s.LeaveTable()
}

// TestBattleFriendsJoin: a general joins a friend's battle table by its
// code and, once the friend starts, plays the other side on the field; a
// code of no table says so.
func TestBattleFriendsJoin(t *testing.T) {
	url := tableclienttest.Server(t)
	c := tableclienttest.Context(t, 5*time.Minute)
	host := tableclienttest.BattleHost(t, c, url, "Bo", 0, "town")
	f := NewFriends(Hooks{})
	ctx := screentest.On(t, f, 0)
	ctx.Settings.Online, ctx.Settings.PlayerName, ctx.Settings.ServerURL = true, "Ada", url
	f.Join(ctx, "777777")
	lobbyUntil(t, ctx, "a refusal", func() bool { return f.Busy == nil })
	if f.Conn != nil || f.Msg == "" {
		t.Fatalf("a code of no table: %q", f.Msg)
	}
	f.Join(ctx, host.Code())
	lobbyUntil(t, ctx, "the lobby", func() bool { return f.Conn != nil })
	if err := host.Start(c); err != nil {
		t.Fatal(err)
	}
	lobbyUntil(t, ctx, "the field", func() bool { _, ok := ctx.Stack.Top().(*Field); return ok })
	s := ctx.Stack.Top().(*Field).Session()
	if !s.Remote() || s.Seat() != 1 { // Bo, the host, commands Red
		t.Fatalf("the field plays %v, remote %v", s.Seat(), s.Remote())
	}
	s.LeaveTable()
}

// TestBattleFriendsAt: a battle table joined elsewhere (its link, opened
// in Forsaken Forest's Play with friends, handed here by the app) waits in
// this lobby and goes to the field at the start.
func TestBattleFriendsAt(t *testing.T) {
	url := tableclienttest.Server(t)
	c := tableclienttest.Context(t, 5*time.Minute)
	host := tableclienttest.BattleHost(t, c, url, "Bo", 1, "open")
	conn := tableclienttest.Join(t, c, url, host.Code(), "Ada")
	f := NewFriendsAt(Hooks{}, conn, url)
	ctx := screentest.On(t, f, 1)
	if err := host.Start(c); err != nil {
		t.Fatal(err)
	}
	lobbyUntil(t, ctx, "the field", func() bool { _, ok := ctx.Stack.Top().(*Field); return ok })
	s := ctx.Stack.Top().(*Field).Session()
	if !s.Remote() || s.Seat() != 0 || s.View().Scenario != "open" {
		t.Fatalf("the field plays %v of %q", s.Seat(), s.View().Scenario)
	}
	s.LeaveTable()
}
