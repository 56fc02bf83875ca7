package battleui

import (
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"deepwood/internal/screentest"
	"deepwood/internal/windowtest"
	"deepwood/rules/battle"
	"deepwood/scenes"
	"deepwood/sprites"
)

// benchField is a movement phase of round 3 with a unit selected and the
// threat overlay on: the busiest battlefield frame a player sees.
func benchField(tb testing.TB) (*Field, *scenes.Context) {
	ctx := screentest.Context(tb)
	s := playUntil(tb, nil, hotseatSetup("bench"), func(st *battle.State) bool { return atMove(st) && st.Round >= 3 })
	f := handedOver(s)
	f.sel = s.State.Movers()[0]
	f.threat = true
	ctx.Stack = scenes.NewStack(f)
	return f, ctx
}

// BenchmarkFieldUpdate is one Update of the battlefield once warm.
func BenchmarkFieldUpdate(b *testing.B) {
	windowtest.Require(b)
	f, _ := benchField(b)
	screentest.BenchScene(b, f, false)
}

// BenchmarkFieldDraw is one Draw of the battlefield once warm (software
// rendering under Xvfb).
func BenchmarkFieldDraw(b *testing.B) {
	windowtest.Require(b)
	f, _ := benchField(b)
	screentest.BenchScene(b, f, true)
}

// TestFieldUpdateBudget checks the frame budget: once warm, an Update of
// the busiest battlefield allocates nothing and takes well under 0.5 ms.
func TestFieldUpdateBudget(t *testing.T) {
	windowtest.Require(t)
	f, ctx := benchField(t)
	screen := ebiten.NewImage(sprites.ScreenWidth, sprites.ScreenHeight)
	screentest.UpdateAndDraw(ctx, f, screen, 3) // caches fill
	var allocs float64
	var per time.Duration
	windowtest.Do(func() {
		allocs = testing.AllocsPerRun(200, func() {
			ctx.Input.Update()
			_ = f.Update(ctx)
		})
		start := time.Now()
		for range 1000 {
			ctx.Input.Update()
			_ = f.Update(ctx)
		}
		per = time.Since(start) / 1000
	})
	t.Logf("Update: %v per frame, %.1f allocations", per, allocs)
	if allocs > 0 {
		t.Errorf("Update allocates %.1f times per frame once warm", allocs)
	}
	if per > 500*time.Microsecond {
		t.Errorf("Update takes %v per frame, over the 0.5 ms budget", per)
	}
}
