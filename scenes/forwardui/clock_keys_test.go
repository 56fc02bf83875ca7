package forwardui

import "testing"

// TestTimerZoneTurnsOverTenTimesASecond: keyed by clockKeys, the timer
// zone is redrawn as the game clock turns a tenth, ten times a second
// while both clocks run whatever their phase (keying each clock by its own
// tenths redrew it up to twenty times), and still ten times a second on
// the real clock alone while the game clock stands or lags.
func TestTimerZoneTurnsOverTenTimesASecond(t *testing.T) {
	cases := []struct {
		name string
		at   func(k int64) (game, real int64) // the clocks at the k-th tick of real time
		want int                              // turns in the 60 ticks after the first
	}{
		{"both run, real 3 ticks ahead", func(k int64) (int64, int64) { return k, k + 3 }, 10},
		{"both run, real a second and 1 tick ahead", func(k int64) (int64, int64) { return k, k + 61 }, 10},
		{"both run together", func(k int64) (int64, int64) { return k, k }, 10},
		{"game paused, real runs", func(k int64) (int64, int64) { return 500, 700 + k }, 10},
		{"game at half speed", func(k int64) (int64, int64) { return 300 + k/2, 400 + k }, 10},
		{"game a tick ahead of real", func(k int64) (int64, int64) { return k + 1, k }, 10},
	}
	for _, c := range cases {
		turns := 0
		g, r := c.at(0)
		prevT, prevL := clockKeys(g, r)
		for k := int64(1); k <= 60; k++ {
			g, r := c.at(k)
			tenths, lead := clockKeys(g, r)
			if tenths != prevT || lead != prevL {
				turns++
			}
			prevT, prevL = tenths, lead
		}
		if turns != c.want {
			t.Errorf("%s: the zone turned over %d times in a second; want %d", c.name, turns, c.want)
		}
	}
}
