package forsakenui

import (
	"testing"

	"deepwood/internal/screentest"
	"deepwood/internal/windowtest"
	"deepwood/rules/dice"
	"deepwood/rules/forsaken"
	"deepwood/scenes"
)

// atPlayersTurn is a table of nine waiting on the player's Action Phase
// with a hand of cards: the frame a player looks at longest.
func atPlayersTurn(tb testing.TB) *tableScene {
	s, err := NewSession(nil, dice.Seed(31), 9, nil, 4, forsaken.Normal)
	if err != nil {
		tb.Fatal(err)
	}
	for k := 0; k < 3000 && !(s.State.Phase == forsaken.PhaseAction && s.Asked() == 4 && len(s.State.Frames) == 0); k++ {
		if err := s.Do(playerChoice(s)); err != nil {
			tb.Fatal(err)
		}
	}
	return NewTable(Hooks{}, s).(*tableScene)
}

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
