package forsakenui

import (
	"testing"

	"deepwood/internal/screentest"
	"deepwood/internal/windowtest"
	"deepwood/scenes"
)

// TestTableUpdateDoesNotAllocate: once warm, waiting on the player costs
// no garbage.
func TestTableUpdateDoesNotAllocate(t *testing.T) {
	screentest.UpdateDoesNotAllocate(t, []screentest.Screen{{Name: "forsaken table", Scene: atPlayersTurn(t)}})
}

// BenchmarkTableUpdate is one Update of the table waiting on the player.
func BenchmarkTableUpdate(b *testing.B) {
	windowtest.Require(b)
	tb := atPlayersTurn(b)
	_ = scenes.NewStack(tb)
	screentest.BenchScene(b, tb, false)
}

// BenchmarkTableDraw is one Draw of the same table.
func BenchmarkTableDraw(b *testing.B) {
	windowtest.Require(b)
	screentest.BenchScene(b, atPlayersTurn(b), true)
}
