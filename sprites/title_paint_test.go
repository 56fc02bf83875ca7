package sprites

import (
	"fmt"
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
// paintArtTicks() and settled once the last part has
// faded in, on any machine: the title's tests and the game's rely on it.
func TestTitleArtGrowsInOnTime(t *testing.T) {
	needWindow(t)
	for _, step := range []int{ArtStepTicks, SlowArtStepTicks} {
		t.Run(fmt.Sprintf("step %d", step), func(t *testing.T) {
			SetArtStep(step)
			defer SetArtStep(ArtStepTicks)
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
			if limit := 2 + paintArtTicks(); whole < 0 || whole > limit {
				t.Errorf("the art was whole at tick %d; want by %d", whole, limit)
			}
			if limit := whole + fadeTicks() + ArtStep(); settled < 0 || settled > limit {
				t.Errorf("the art settled at tick %d; want by %d", settled, limit)
			}
			if art.back == nil {
				t.Error("the settled art was not composed")
			}
		})
	}
}

// TestTitleArtRevealsWhereFramesAreCostly: at the slow step (a browser
// drawing on the CPU) the art grows in by three reveals, the sky and the
// logo, then the forest, then the dragon, each at full strength, and the
// picture, the dragon and the fireflies included, holds still between
// them, so the title is drawn a handful of times while it grows in rather
// than at every step of every fade.
func TestTitleArtRevealsWhereFramesAreCostly(t *testing.T) {
	needWindow(t)
	SetArtStep(SlowArtStepTicks)
	defer SetArtStep(ArtStepTicks)
	art := NewTitleArt(Standard(), testFonts(t))
	screen := ebiten.NewImage(ScreenWidth, ScreenHeight)
	art.Draw(screen, 1)
	type seen struct{ sky, logo, layers, dragon bool }
	look := func() seen {
		s := seen{sky: art.sky != nil && shows(art.skyBorn), logo: art.logo != nil && shows(art.logoBorn),
			layers: true, dragon: art.dragon != nil && shows(art.dragonBorn)}
		for i, l := range art.layers {
			s.layers = s.layers && l != nil && shows(art.born[i])
		}
		return s
	}
	var moments []int
	var looks []seen
	moment := art.Moment(1)
	pix := make([]byte, 4*ScreenWidth*ScreenHeight)
	later := make([]byte, len(pix))
	for tick := 2; tick < 100000 && art.back == nil; tick++ {
		// A step of painting a tick, so that each reveal is seen alone.
		art.tick = tick
		if art.work.pending() {
			art.work.next()
		}
		m := art.Moment(tick)
		if m == moment {
			continue
		}
		moment = m
		moments = append(moments, m)
		looks = append(looks, look())
		art.Draw(screen, tick)
		if art.back != nil {
			break
		}
		// The same moment three steps on: the same picture, to the pixel.
		screen.ReadPixels(pix)
		art.Draw(screen, tick+3*SlowArtStepTicks)
		screen.ReadPixels(later)
		if string(pix) != string(later) {
			t.Fatalf("tick %d: the picture moved within moment %d", tick, m)
		}
	}
	if art.back == nil {
		t.Fatal("the art never settled")
	}
	want := []seen{{sky: true, logo: true}, {sky: true, logo: true, layers: true}, {sky: true, logo: true, layers: true, dragon: true}}
	if len(looks) != len(want) {
		t.Fatalf("the picture changed %d times while growing in (moments %v, %+v); want %d reveals", len(looks), moments, looks, len(want))
	}
	for i := range want {
		if looks[i] != want[i] {
			t.Errorf("reveal %d showed %+v; want %+v", i+1, looks[i], want[i])
		}
	}
	if art.Moment(2000) != ArtTick(2000) {
		t.Errorf("settled art's moment %d; want its step %d", art.Moment(2000), ArtTick(2000))
	}
}
