package app

import (
	"testing"

	"deepwood/internal/windowtest"
	"deepwood/rules/dice"
	"deepwood/rules/forsaken"
	"deepwood/rules/game"
	"deepwood/settings"
	"deepwood/storage"
)

// TestForsakenAutoplayMatchesSimulator plays one game through the real
// table (the player's seat through its menu) and finds the simulator's
// game: the same winner, how, length and deaths, no broken invariant
// (the states differ only in the seat the header names as a person's).
func TestForsakenAutoplayMatchesSimulator(t *testing.T) {
	windowtest.Require(t)
	base, _ := dice.ParseSeed("TEST-0001")
	d, _ := forsaken.DefaultData()
	seed := game.Seeds(base, 1)[0]
	want := forsaken.PlayDealt(d, seed, forsaken.Setup{Players: 7}, func(seat int, _ forsaken.Team) forsaken.Traveler {
		return forsaken.NewComputer(d, forsaken.Normal, seat, 7, seed)
	}, true)
	a := inWindow(t, func() (*ForsakenAutoplay, error) {
		return NewForsakenAutoplay(storage.NewDir(t.TempDir()), nil, base, 7, forsaken.Normal, 8, settings.AnimInstant, windowtest.ShotsDir())
	})
	frames := playAutoplay(t, &a.autoplayGame, 20000, nil)
	if !a.Done() {
		t.Fatalf("not done after %d frames: scene %v, phase %s", frames, a.G.Stack().Names(), a.Session().State.Phase)
	}
	got := a.Session().Result()
	if got.Winner != want.Winner || got.WinBy != want.WinBy || got.Actions != want.Actions || got.Deaths != want.Deaths || got.Days != want.Days || got.Cycles != want.Cycles {
		t.Errorf("autoplay %+v\nsim      %+v", got, want)
	}
	if rep := a.Report(); rep.Violations != 0 || rep.Games != 1 {
		t.Errorf("report %+v", rep)
	}
	t.Logf("%s by %q after %d actions, %d frames", got.Winner, got.WinBy, got.Actions, frames)
}
