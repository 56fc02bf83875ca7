package forwardui

import (
	"testing"

	"deepwood/sprites"
)

// TestIdleLocationTurnsOverTenTimesASecond: what an idle location or duel
// redraws for, its timer zone (clockKeys) and its cards' glow (glowTick),
// turns over ten times a second, on the same frames, while the game clock
// runs and while it stands before the first action, and no more often
// when the game clock lags behind the screen; the glow still beats. Keyed
// by each clock's own tenths and the glow by its own shade, the same
// second turned over 28 times. Where each frame shown is costly (the slow
// art step), it turns over twice a second.
func TestIdleLocationTurnsOverTenTimesASecond(t *testing.T) {
	idleTurns(t, 10, 6)
}

func TestIdleLocationTurnsOverTwiceASecondWhereFramesAreCostly(t *testing.T) {
	defer sprites.SetArtStep(sprites.ArtStep())
	sprites.SetArtStep(sprites.SlowArtStepTicks)
	idleTurns(t, 2, 2)
}

// idleTurns checks that an idle location turns over want times in each
// of a few seconds, showing at least shades shades of the glow.
func idleTurns(t *testing.T, want, shades int) {
	t.Helper()
	type key struct{ tenths, steps, glow int64 }
	for _, c := range []struct {
		name   string
		screen int               // the screen's tick when the second starts
		game   func(k int) int64 // the game clock k ticks later
		lags   bool
	}{
		{"a run well under way", 40, func(k int) int64 { return 12345 + int64(k) }, false},
		{"the clock standing before the first action", 17, func(int) int64 { return 0 }, false},
		{"just arrived at a later location", 0, func(k int) int64 { return 9001 + int64(k) }, false},
		{"the game clock lagging at half speed", 5, func(k int) int64 { return 300 + int64(k/2) }, true},
	} {
		at := func(k int) key {
			tenths, steps := clockKeys(c.screen+k, c.game(k))
			return key{tenths, steps, int64(glowStep(glowTick(c.screen+k, c.game(k))))}
		}
		turns, seen, prev := 0, map[int64]bool{}, at(0)
		for k := 1; k <= 60; k++ {
			now := at(k)
			if now != prev {
				turns++
			}
			seen[now.glow] = true
			prev = now
		}
		if turns != want && !(c.lags && turns <= want) {
			t.Errorf("%s: turned over %d times in a second; want %d", c.name, turns, want)
		}
		if len(seen) < shades {
			t.Errorf("%s: the glow showed %d shades in a second; it should beat", c.name, len(seen))
		}
	}
}

// TestClockKeysRoundDown: the keys are whole tenths and steps rounded
// down on either side of zero (a screen opened after a long run is far
// behind the game clock).
func TestClockKeysRoundDown(t *testing.T) {
	for _, c := range []struct {
		screen        int
		game          int64
		tenths, steps int64
	}{
		{0, 0, 0, 0},
		{5, 5, 0, 0},
		{6, 6, 1, 0},
		{0, 7, 1, -2},
		{0, 6, 1, -1},
		{13, 0, 0, 2},
	} {
		if tenths, steps := clockKeys(c.screen, c.game); tenths != c.tenths || steps != c.steps {
			t.Errorf("clockKeys(%d, %d) = %d, %d; want %d, %d", c.screen, c.game, tenths, steps, c.tenths, c.steps)
		}
	}
}
