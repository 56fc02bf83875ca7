package forsakenui

import (
	"fmt"
	"image"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"deepwood/internal/screentest"
	"deepwood/internal/windowtest"
	"deepwood/scenes"
	"deepwood/scenes/input"
)

// pressOn injects a and updates sc twice, as a key pressed and let go.
func pressOn(ctx *scenes.Context, sc scenes.Scene, a input.Action) {
	windowtest.Do(func() {
		ctx.Input.Inject(a)
		ctx.Input.Update()
		_ = sc.Update(ctx)
		ctx.Input.Update() // let go, so the next press is new
		_ = sc.Update(ctx)
	})
}

// TestPagerLaysOutUpright: Forsaken Forest's How to play, on the kit's
// pager, held upright (540×1169, 540×919, 540×880) shows every page, on
// as many sheets as its text needs, with its buttons at least 61 pixels
// square, on the screen and apart, in faces of 17 pixels or more; Next
// turns every sheet and comes round to the first; turned back, the
// landscape buttons are as before.
func TestPagerLaysOutUpright(t *testing.T) {
	sc := HowToScene().(*howToScene)
	ctx := screentest.On(t, sc, 1)
	land := fmt.Sprint(sc.Inspect().(map[string]any)["targets"])
	for _, size := range uprightSizes {
		ctx.Portrait = size
		screentest.Tick(ctx, sc, 1)
		n := sc.Inspect().(map[string]any)["sheets"].(int)
		if n < len(howToPages) {
			t.Fatalf("%v: %d sheets for %d pages", size, n, len(howToPages))
		}
		minT, minF := 1<<30, 1e9
		for k := range n {
			in := sc.Inspect().(map[string]any)
			if in["sheet"] != k+1 {
				t.Fatalf("%v: sheet %v, want %d", size, in["sheet"], k+1)
			}
			st, sf := checkReport(t, in, size, fmt.Sprintf("how to play on %v, sheet %d", size, k+1))
			minT, minF = min(minT, st), min(minF, sf)
			screen := ebiten.NewImage(size.X, size.Y)
			windowtest.Do(func() { sc.Draw(screen, ctx) })
			if size.Y == 880 || size.Y == 1169 && k == 0 {
				screentest.Save(t, screen, fmt.Sprintf("portrait-howto-forsaken-%dx%d-%d.png", size.X, size.Y, k+1))
			}
			pressOn(ctx, sc, input.Confirm) // Next has the focus
		}
		if in := sc.Inspect().(map[string]any); in["sheet"] != 1 || in["page"] != 1 {
			t.Errorf("%v: Next from the last sheet went to sheet %v, page %v", size, in["sheet"], in["page"])
		}
		t.Logf("how to play on %v: %d sheets, smallest target %d px (%.0f CSS), smallest face %.1f px (%.1f CSS)", size, n, minT, float64(minT)*0.72, minF, minF*0.72)
	}
	ctx.Portrait = image.Point{}
	screentest.Tick(ctx, sc, 1)
	in := sc.Inspect().(map[string]any)
	if in["upright"] != false || in["screen"] != [2]int{1280, 720} || fmt.Sprint(in["targets"]) != land {
		t.Errorf("turned back: %v upright=%v targets %v, were %s", in["screen"], in["upright"], in["targets"], land)
	}
}
