package forsakenui

import (
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"deepwood/internal/screentest"
	"deepwood/internal/tableclienttest"
	"deepwood/internal/windowtest"
	"deepwood/online/tables"
	"deepwood/scenes"
	"deepwood/scenes/ui"
	"deepwood/storage"
	"deepwood/wire"
)

// otherLobby stands for another mode's lobby the app would open.
type otherLobby struct{ conn *tables.Table }

func (*otherLobby) Name() string                        { return "other-lobby" }
func (*otherLobby) Update(*scenes.Context) error        { return nil }
func (*otherLobby) Draw(*ebiten.Image, *scenes.Context) {}

// TestFriendsHandAnotherModesTable: a battle table's code joined here (its
// link opens Play with friends) goes to the lobby the app gives for it,
// with the connection, and no Forsaken seat is kept for it.
func TestFriendsHandAnotherModesTable(t *testing.T) {
	url := tableclienttest.Server(t)
	host := tableclienttest.BattleHost(t, tableclienttest.Context(t, time.Minute), url, "Bo", 0, "ford")
	store := storage.NewDir(t.TempDir())
	var handed *otherLobby
	h := Hooks{Hooks: ui.Hooks{Store: store}, OtherTable: func(conn *tables.Table, _ string) scenes.Scene {
		handed = &otherLobby{conn}
		return handed
	}}
	f := NewFriends(h, host.Code())
	ctx := screentest.On(t, f, 0)
	ctx.Settings.Online, ctx.Settings.PlayerName, ctx.Settings.ServerURL = true, "Ada", url
	for deadline := time.Now().Add(time.Minute); handed == nil; {
		if time.Now().After(deadline) {
			t.Fatalf("the battle table was not handed on: %v", f.Inspect())
		}
		windowtest.Do(func() {
			ctx.Input.Update()
			_ = ctx.Stack.Update(ctx)
		})
		time.Sleep(time.Millisecond)
	}
	if handed.conn.Info().Mode != wire.TableBattle || handed.conn.Seat() != 1 {
		t.Fatalf("handed %+v", handed.conn.Info())
	}
	if held, _ := ReadHeldSeat(store); held != nil {
		t.Fatalf("a Forsaken seat was kept for a battle: %+v", held)
	}
	_ = handed.conn.Close()
}
