package forestui

import (
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"deepwood/internal/windowtest"
	"deepwood/rules/dice"
	"deepwood/rules/forest"
	"deepwood/scenes"
	"deepwood/scenes/input"
	"deepwood/settings"
	"deepwood/sprites"
)

func TestMain(m *testing.M) { windowtest.Main(m) }

func benchCtx(tb testing.TB) *scenes.Context {
	fonts, err := sprites.NewFonts()
	if err != nil {
		tb.Fatal(err)
	}
	s := settings.Defaults()
	s.AnimationSpeed = settings.AnimInstant
	in := input.NewMapper(s.Bindings)
	in.SetPolling(false)
	return &scenes.Context{Input: in, Fonts: fonts, Palette: sprites.Standard(), Settings: s, CanQuit: true, Notify: func(string) {}}
}

// playTo plays the greedy bot on seed until stop says so.
func playTo(tb testing.TB, seed string, stop func(*forest.State) bool) *Session {
	sd, _ := dice.ParseSeed(seed)
	return playLevel(tb, nil, sd, forest.Tale, stop)
}

func benchScene(b *testing.B, sc scenes.Scene, draw bool) {
	windowtest.Require(b)
	ctx := benchCtx(b)
	ctx.Stack = scenes.NewStack(sc)
	screen := ebiten.NewImage(sprites.ScreenWidth, sprites.ScreenHeight)
	windowtest.Do(func() {
		for i := 0; i < 3; i++ {
			ctx.Input.Update()
			_ = sc.Update(ctx)
			sc.Draw(screen, ctx)
		}
	})
	b.ReportAllocs()
	b.ResetTimer()
	// The whole loop runs inside one frame, so the figure is the CPU cost
	// of Update or Draw (Draw's GPU work is flushed when the frame ends).
	var inside time.Duration
	windowtest.Do(func() {
		t0 := time.Now()
		defer func() { inside = time.Since(t0) }()
		for i := 0; i < b.N; i++ {
			if draw {
				sc.Draw(screen, ctx)
				continue
			}
			ctx.Input.Update()
			_ = sc.Update(ctx)
		}
	})
	b.ReportMetric(float64(inside.Nanoseconds())/float64(b.N), "ns/frame")
}

func yearAt(tb testing.TB, phase forest.Phase) *yearScene {
	sess := playTo(tb, "BNCH-0001", func(s *forest.State) bool { return s.Year >= 2 && s.Phase == phase })
	return newYear(&play{sess: sess})
}

func wizardAt(tb testing.TB, step forest.Step) *wizard {
	sess := playTo(tb, "BNCH-0001", func(s *forest.State) bool { return s.Step == step })
	return newWizard(&play{sess: sess})
}

func BenchmarkYearUpdate(b *testing.B)   { benchScene(b, yearAt(b, forest.PhaseResolve), false) }
func BenchmarkYearDraw(b *testing.B)     { benchScene(b, yearAt(b, forest.PhaseResolve), true) }
func BenchmarkMapUpdate(b *testing.B)    { benchScene(b, yearAt(b, forest.PhaseEncroach), false) }
func BenchmarkMapDraw(b *testing.B)      { benchScene(b, yearAt(b, forest.PhaseEncroach), true) }
func BenchmarkGrowUpdate(b *testing.B)   { benchScene(b, yearAt(b, forest.PhaseGrow), false) }
func BenchmarkGrowDraw(b *testing.B)     { benchScene(b, yearAt(b, forest.PhaseGrow), true) }
func BenchmarkWizardUpdate(b *testing.B) { benchScene(b, wizardAt(b, forest.StepHistory), false) }
func BenchmarkWizardDraw(b *testing.B)   { benchScene(b, wizardAt(b, forest.StepHistory), true) }
func BenchmarkJournalDraw(b *testing.B) {
	benchScene(b, newJournal(yearAt(b, forest.PhaseGrow).p), true)
}
func BenchmarkJournalUpdate(b *testing.B) {
	benchScene(b, newJournal(yearAt(b, forest.PhaseGrow).p), false)
}

// TestUpdateDoesNotAllocate checks the frame budget's second half: once
// warm, the Year, map, Grow and wizard screens' Update allocates nothing.
func TestUpdateDoesNotAllocate(t *testing.T) {
	windowtest.Require(t)
	for _, c := range []struct {
		name string
		sc   scenes.Scene
	}{{"year", yearAt(t, forest.PhaseResolve)}, {"map", yearAt(t, forest.PhaseEncroach)}, {"grow", yearAt(t, forest.PhaseGrow)},
		{"wizard", wizardAt(t, forest.StepHistory)}, {"journal", newJournal(yearAt(t, forest.PhaseGrow).p)}} {
		ctx := benchCtx(t)
		ctx.Stack = scenes.NewStack(c.sc)
		var allocs float64
		windowtest.Do(func() {
			for i := 0; i < 5; i++ {
				ctx.Input.Update()
				_ = c.sc.Update(ctx)
			}
			allocs = testing.AllocsPerRun(200, func() {
				ctx.Input.Update()
				_ = c.sc.Update(ctx)
			})
		})
		if allocs > 0 {
			t.Errorf("%s Update allocates %.2f times per frame", c.name, allocs)
		}
	}
}
