package sprites

import (
	"testing"
	"time"

	"deepwood/internal/windowtest"
)

// BenchmarkTitleArtPaint paints the whole title art the way the title
// screen does, one Update (a slice of about artSlice) at a time, and
// reports the longest slice (the most painting any one update does), the
// longest step (the least a slice can be), how many updates the painting
// takes and its total time. A browser runs the same code some 2–3 times
// slower.
func BenchmarkTitleArtPaint(b *testing.B) {
	windowtest.Require(b)
	fonts := testFonts(b)
	var longestStep, longestSlice, total time.Duration
	updates := 0
	for b.Loop() {
		art := NewTitleArt(Standard(), fonts)
		updates = 0
		for tick := 1; art.work.pending(); tick++ {
			start := time.Now()
			art.Update(tick)
			slice := time.Since(start)
			longestSlice = max(longestSlice, slice)
			total += slice
			updates++
		}
		// The same painting step by step, to time each step.
		art.SetPalette(Standard())
		for art.work.pending() {
			start := time.Now()
			art.work.next()
			longestStep = max(longestStep, time.Since(start))
		}
		for _, img := range art.images() {
			img.Deallocate()
		}
	}
	ms := func(d time.Duration) float64 { return float64(d.Microseconds()) / 1000 }
	b.ReportMetric(ms(longestStep), "max-step-ms")
	b.ReportMetric(ms(longestSlice), "max-slice-ms")
	b.ReportMetric(float64(updates), "updates")
	b.ReportMetric(ms(total)/float64(b.N), "paint-ms")
}
