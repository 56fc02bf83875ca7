package forsakenui

import (
	"strings"
	"testing"

	"deepwood/internal/screentest"
	"deepwood/internal/windowtest"
	"deepwood/rules/dice"
	"deepwood/rules/forsaken"
	"deepwood/scenes"
	"deepwood/scenes/input"
	"deepwood/storage"
)

func TestMain(m *testing.M) { windowtest.Main(m) }

// playTo plays a session with quiet choices for the player until stop.
func playTo(t *testing.T, s *Session, stop func() bool) {
	t.Helper()
	for k := 0; k < 3000 && !stop() && !s.State.Over(); k++ {
		if err := s.Do(playerChoice(s)); err != nil {
			t.Fatal(err)
		}
	}
	if !stop() {
		t.Fatalf("never reached the moment (phase %s)", s.State.Phase)
	}
}

// TestTablePlaysByKeyboard plays the player's turn with the keyboard: the
// menu offers the hand, a card's targets follow, and Confirm plays it.
func TestTablePlaysByKeyboard(t *testing.T) {
	windowtest.Require(t)
	ctx := screentest.Context(t)
	s, err := NewSession(storage.NewDir(t.TempDir()), dice.Seed(21), 7, nil, 0, forsaken.Normal)
	if err != nil {
		t.Fatal(err)
	}
	playTo(t, s, func() bool {
		return s.State.Phase == forsaken.PhaseAction && s.Asked() == 0 && len(s.State.Frames) == 0
	})
	tb := NewTable(Hooks{}, s).(*tableScene)
	ctx.Stack = scenes.NewStack(tb)
	screentest.Tick(ctx, tb, 1)
	steps := s.Steps()
	for k := 0; k < 6 && s.Steps() == steps; k++ {
		ctx.Input.Inject(input.Confirm) // the first line, then its first target
		screentest.Tick(ctx, tb, 1)
	}
	if s.Steps() == steps {
		t.Fatalf("Confirm did nothing: menu %v", tb.Inspect())
	}
	screentest.Shoot(t, ctx, tb, 1, "forsaken_table_day.png")
}

// TestTableShots pictures the table at Night as the Forsaken and at the
// end.
func TestTableShots(t *testing.T) {
	windowtest.Require(t)
	ctx := screentest.Context(t)
	roles := []forsaken.Role{forsaken.Forsaken, forsaken.Commonfolk, forsaken.Oracle, forsaken.Forsaken, forsaken.Commonfolk, forsaken.Priest, forsaken.Commonfolk, forsaken.Commonfolk}
	s, err := NewSession(nil, dice.Seed(5), 8, roles, 0, forsaken.Normal)
	if err != nil {
		t.Fatal(err)
	}
	playTo(t, s, func() bool { return s.State.Over() })
	screentest.Shoot(t, ctx, NewTable(Hooks{}, s), 2, "forsaken_table_end.png")
	// A later Night, the player a Forsaken choosing the victim.
	for seed := dice.Seed(1); seed < 60; seed++ {
		deal, err := NewSession(nil, seed, 8, roles, 0, forsaken.Normal)
		if err != nil {
			t.Fatal(err)
		}
		me := 0
		for deal.State.Seats[me].Role != forsaken.Forsaken {
			me++
		}
		s, _ := NewSession(nil, seed, 8, roles, me, forsaken.Normal) // the same deal, the player a Forsaken
		night := func() bool {
			return s.State.Phase == forsaken.PhaseNight && s.Asked() == me || s.State.Over()
		}
		playTo(t, s, night)
		if s.State.Over() {
			continue
		}
		tb := NewTable(Hooks{}, s).(*tableScene)
		screentest.Shoot(t, ctx, tb, 1, "forsaken_table_night.png")
		if b := tb.menu.Btns; len(b) == 0 || !strings.Contains(b[0].Label, "victim") {
			t.Errorf("at Night the Forsaken are offered %v", tb.Inspect())
		}
		return
	}
	t.Error("no Night in 60 games")
}
