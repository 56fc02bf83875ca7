package forward

import (
	"testing"

	"deepwood/rules/dice"
)

// TestOrderShuffleAgrees: the deal's written-out shuffle of the locations
// draws what dice.Stream.IntN would, and leaves the stream where it would.
func TestOrderShuffleAgrees(t *testing.T) {
	d := testData(t)
	for _, seed := range RunSeeds(dice.HashText("order"), 300) {
		ref := dice.NewStream(seed, streamLocations)
		var want [9]uint8
		for i := range want {
			want[i] = uint8(i)
		}
		for i := len(want) - 1; i > 0; i-- {
			j := ref.IntN(i + 1)
			want[i], want[j] = want[j], want[i]
		}
		s := deal(d, seed, nil, true).s
		if s.Order != want {
			t.Fatalf("seed %s: order %v, IntN %v", seed, s.Order, want)
		}
		if got := s.Dice.Get(streamLocations); got.Checksum() != ref.Checksum() {
			t.Fatalf("seed %s: locations stream moved apart", seed)
		}
	}
}
