package forwardui

import (
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"deepwood/internal/windowtest"
	"deepwood/rules/dice"
	"deepwood/rules/forward"
	"deepwood/scenes"
	"deepwood/scenes/input"
	"deepwood/settings"
	"deepwood/sprites"
)

func TestMain(m *testing.M) { windowtest.Main(m) }

// benchCtx is a scene context like the app's, with scripted input.
func benchCtx(tb testing.TB) *scenes.Context {
	fonts, err := sprites.NewFonts()
	if err != nil {
		tb.Fatal(err)
	}
	s := settings.Defaults()
	s.AnimationSpeed = settings.AnimInstant
	in := input.NewMapper(s.Bindings)
	in.SetPolling(false)
	ctx := &scenes.Context{Input: in, Fonts: fonts, Palette: sprites.Standard(), Settings: s, CanQuit: true}
	return ctx
}

// playTo plays the greedy bot on seed until stop says so.
func playTo(tb testing.TB, seed string, stop func(*forward.State) bool) *Session {
	sd, _ := dice.ParseSeed(seed)
	sess, err := NewSession(nil, sd, "set")
	if err != nil {
		tb.Fatal(err)
	}
	for !sess.State.Phase.Over() && !stop(sess.State) {
		a := forward.Greedy{}.Choose(sess.State, sess.Legal())
		if err := sess.Do(a); err != nil {
			tb.Fatal(err)
		}
	}
	sess.Anim.Clear()
	return sess
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
	// The whole loop runs inside one frame, so the figure is the CPU cost of
	// Update or Draw (Draw's GPU work is flushed when the frame ends).
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

func locationAt(b testing.TB) *locationScene {
	sess := playTo(b, "BNCH-0001", func(s *forward.State) bool { return s.Steps >= 3 && s.Phase == forward.PhaseMap })
	return newLocation(&play{sess: sess})
}

func duelAt(b testing.TB) *duelScene {
	sess := playTo(b, "BNCH-0001", func(s *forward.State) bool { return s.Phase == forward.PhaseFight && s.Fight.Rolls >= 1 })
	return newDuel(&play{sess: sess})
}

func BenchmarkLocationUpdate(b *testing.B) { benchScene(b, locationAt(b), false) }
func BenchmarkLocationDraw(b *testing.B)   { benchScene(b, locationAt(b), true) }
func BenchmarkDuelUpdate(b *testing.B)     { benchScene(b, duelAt(b), false) }
func BenchmarkDuelDraw(b *testing.B)       { benchScene(b, duelAt(b), true) }
func BenchmarkSummaryDraw(b *testing.B) {
	sess := playTo(b, "BNCH-0001", func(*forward.State) bool { return false })
	benchScene(b, newSummary(&play{sess: sess}), true)
}

// TestUpdateDoesNotAllocate checks the frame budget's second half: once
// warm, a screen's Update allocates nothing.
func TestUpdateDoesNotAllocate(t *testing.T) {
	windowtest.Require(t)
	for _, c := range []struct {
		name string
		sc   scenes.Scene
	}{{"location", locationAt(t)}, {"duel", duelAt(t)}} {
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
