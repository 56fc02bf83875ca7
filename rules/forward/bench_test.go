package forward

import (
	"testing"

	"deepwood/rules/dice"
)

// BenchmarkGreedyRun plays one full greedy run per iteration, without the
// invariant checks the simulator adds.
func BenchmarkGreedyRun(b *testing.B) {
	d := testData(b)
	seeds := RunSeeds(dice.HashText("bench"), 1024)
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		PlayRun(d, seeds[i%len(seeds)], Greedy{}, false)
	}
}
