package sprites

import (
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

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
	screen := ebiten.NewImage(ScreenWidth, ScreenHeight)
	for b.Loop() {
		art := NewTitleArt(Standard(), fonts)
		art.Draw(screen, 0) // the first frame, before which nothing is painted
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

// TestTitleArtGrowsInOnTime: the title art paints nothing before its first
// frame is drawn (that frame waits on nothing), then is whole within
// paintArtSteps steps of ArtStep() and settled once the last part has
// faded in, on any machine: the title's tests and the game's rely on it.
func TestTitleArtGrowsInOnTime(t *testing.T) {
	needWindow(t)
	art := NewTitleArt(Standard(), testFonts(t))
	steps := len(art.work.steps)
	art.Update(1)
	if len(art.work.steps) != steps {
		t.Fatal("the art painted before its first frame was drawn")
	}
	screen := ebiten.NewImage(ScreenWidth, ScreenHeight)
	art.Draw(screen, 1)
	whole, settled := -1, -1
	for tick := 2; tick < 400 && settled < 0; tick++ {
		art.Update(tick)
		art.Draw(screen, tick)
		if whole < 0 && !art.work.pending() {
			whole = tick
		}
		if art.Settled() {
			settled = tick
		}
	}
	if limit := 2 + paintArtSteps*ArtStep(); whole < 0 || whole > limit {
		t.Errorf("the art was whole at tick %d; want by %d", whole, limit)
	}
	if limit := whole + fadeTicks() + ArtStep(); settled < 0 || settled > limit {
		t.Errorf("the art settled at tick %d; want by %d", settled, limit)
	}
	if art.back == nil {
		t.Error("the settled art was not composed")
	}
}
