package screentest

import (
	"encoding/json"
	"fmt"
	"image"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"deepwood/internal/windowtest"
	"deepwood/scenes"
	"deepwood/scenes/input"
)

// Upright the screen is drawn at 0.72 on a phone 390 CSS pixels across:
// a target of MinTarget logical pixels is 44 CSS pixels, a face of
// MinText is 12 (issue 40).
const MinTarget, MinText = 61, 17

// UprightSizes are the portrait screens layouts must fit: a 390×844
// page, an iPhone 13's browser, and the shortest the app gives.
var UprightSizes = []image.Point{{540, 1169}, {540, 919}, {540, 880}}

// CheckUpright fails t unless a scene's report in (its Inspect, with the
// keys "screen", "upright", "targets" and "textPx"), laid out on a size
// screen held upright, has every target at least MinTarget square and on
// the screen, no two targets overlapping, and every face at least
// MinText; it returns the smallest target and face. The targets are read
// through JSON, as the browser hook reads them, so any target type with
// a name and an x, y, w, h rect will do.
func CheckUpright(t testing.TB, in map[string]any, size image.Point, what string) (smallTarget int, smallFace float64) {
	t.Helper()
	if in["screen"] != [2]int{size.X, size.Y} || in["upright"] != true {
		t.Fatalf("%s: laid out for %v upright=%v", what, in["screen"], in["upright"])
	}
	var targets []struct {
		Name string
		Rect [4]int
	}
	if b, err := json.Marshal(in["targets"]); err != nil || json.Unmarshal(b, &targets) != nil {
		t.Fatalf("%s: targets %v unreadable", what, in["targets"])
	}
	if len(targets) == 0 {
		t.Errorf("%s: no target", what)
	}
	screen := image.Rect(0, 0, size.X, size.Y)
	rect := func(r [4]int) image.Rectangle { return image.Rect(r[0], r[1], r[0]+r[2], r[1]+r[3]) }
	smallTarget, smallFace = 1<<30, 1<<30
	for i, g := range targets {
		r := rect(g.Rect)
		smallTarget = min(smallTarget, r.Dx(), r.Dy())
		if r.Dx() < MinTarget || r.Dy() < MinTarget {
			t.Errorf("%s: %q is %d×%d", what, g.Name, r.Dx(), r.Dy())
		}
		if !r.In(screen) {
			t.Errorf("%s: %q at %v is off the screen", what, g.Name, r)
		}
		for _, o := range targets[i+1:] {
			if q := rect(o.Rect); q.Overlaps(r) {
				t.Errorf("%s: %q at %v overlaps %q at %v", what, g.Name, r, o.Name, q)
			}
		}
	}
	px, _ := in["textPx"].([]float64)
	if len(px) == 0 {
		t.Errorf("%s: no face drawn", what)
	}
	for _, p := range px {
		smallFace = min(smallFace, p)
		if p < MinText {
			t.Errorf("%s: a face of %.1f px", what, p)
		}
	}
	return smallTarget, smallFace
}

// Press injects a and updates sc twice, as a key pressed and let go.
func Press(ctx *scenes.Context, sc scenes.Scene, a input.Action) {
	windowtest.Do(func() {
		ctx.Input.Inject(a)
		ctx.Input.Update()
		_ = sc.Update(ctx)
		ctx.Input.Update()
		_ = sc.Update(ctx)
	})
}

// PagesUpright checks a How to play scene built on the kit's pager held
// upright on each of UprightSizes: every sheet checked by CheckUpright
// and saved as portrait-howto-<mode>-<size>-<sheet>.png (all at the
// shortest screen, the first at the tallest), Next (the pager's focus on
// opening) turning them all and round to the first; turned back, the
// landscape targets are as before. report is the pager's Inspect.
func PagesUpright(t *testing.T, ctx *scenes.Context, sc scenes.Scene, report func() map[string]any, mode string) {
	t.Helper()
	ctx.Portrait = image.Point{}
	Tick(ctx, sc, 1)
	land := fmt.Sprint(report()["targets"])
	for _, size := range UprightSizes {
		ctx.Portrait = size
		Tick(ctx, sc, 1)
		n, _ := report()["sheets"].(int)
		if n < report()["pages"].(int) {
			t.Fatalf("%v: %d sheets for %v pages", size, n, report()["pages"])
		}
		minT, minF := 1<<30, 1e9
		for k := range n {
			in := report()
			if in["sheet"] != k+1 {
				t.Fatalf("%v: sheet %v, want %d", size, in["sheet"], k+1)
			}
			st, sf := CheckUpright(t, in, size, fmt.Sprintf("%s how to play on %v, sheet %d", mode, size, k+1))
			minT, minF = min(minT, st), min(minF, sf)
			if size.Y == 880 || size.Y == 1169 && k == 0 {
				screen := ebiten.NewImage(size.X, size.Y)
				windowtest.Do(func() { sc.Draw(screen, ctx) })
				Save(t, screen, fmt.Sprintf("portrait-howto-%s-%dx%d-%d.png", mode, size.X, size.Y, k+1))
			}
			Press(ctx, sc, input.Confirm)
		}
		if in := report(); in["sheet"] != 1 || in["page"] != 1 {
			t.Errorf("%v: Next from the last sheet went to sheet %v, page %v", size, in["sheet"], in["page"])
		}
		t.Logf("%s how to play on %v: %d sheets, smallest target %d px (%.0f CSS), smallest face %.1f px (%.1f CSS)", mode, size, n, minT, float64(minT)*0.72, minF, minF*0.72)
	}
	ctx.Portrait = image.Point{}
	Tick(ctx, sc, 1)
	in := report()
	if in["upright"] != false || in["screen"] != [2]int{1280, 720} || fmt.Sprint(in["targets"]) != land {
		t.Errorf("turned back: %v upright=%v targets %v, were %s", in["screen"], in["upright"], in["targets"], land)
	}
}
