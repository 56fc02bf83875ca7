package forsakenui

import (
	"encoding/json"
	"fmt"
	"image"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"deepwood/internal/screentest"
	"deepwood/internal/windowtest"
	"deepwood/scenes"
	"deepwood/scenes/input"
	"deepwood/sprites"
	"deepwood/storage"
)

// tapSetup taps the target named name of the screen on top of the stack
// (the set-up, or the question it asks), as a finger does, on the scene
// stack (which deals the table when Deal the roles is tapped).
func tapSetup(t *testing.T, ctx *scenes.Context, name string) {
	t.Helper()
	var targets []target
	b, _ := json.Marshal(ctx.Stack.Top().(scenes.Inspector).Inspect().(map[string]any)["targets"])
	if err := json.Unmarshal(b, &targets); err != nil {
		t.Fatal(err)
	}
	for _, g := range targets {
		if g.Name == name {
			for k := 0; k < 120 && ctx.Stack.Transitioning(); k++ {
				stackTick(ctx)
			}
			ctx.Input.InjectPointer(input.Pointer{X: g.Rect[0] + g.Rect[2]/2, Y: g.Rect[1] + g.Rect[3]/2, Moved: true, Clicked: true, Touch: true})
			stackTick(ctx)
			stackTick(ctx)
			for k := 0; k < 120 && ctx.Stack.Transitioning(); k++ {
				stackTick(ctx)
			}
			return
		}
	}
	t.Fatalf("no target %q", name)
}

// setupStates are the set-up's states the upright check draws, each
// reached by taps from the one before: n travelers, people at the
// screen, the seed pad open and the names pad open.
var setupStates = []struct {
	name string
	taps []string
}{
	{"start", nil},
	{"4", []string{"Travelers ‹", "Travelers ‹"}}, // from 6
	{"roles", []string{"Roles ›"}},
	{"12", []string{"Travelers ‹"}}, // round from 4
	{"people", []string{"Players at this screen ›", "Players at this screen ›"}},
	{"names", []string{"Names"}},
	{"names-next", []string{"Keep the name"}},
	{"seed", []string{"Stop", "Seed"}},
}

// TestSetupLaysOutUpright: Forsaken Forest's set-up held upright
// (540×1169, 540×919, 540×880), driven by taps alone through 4 and 12
// travelers, the Roles row, pass and play with the names pad and the
// seed pad, shows every target at least 61 pixels square, on the screen
// and apart, in faces of 17 pixels or more; every Roles value at every
// count fits its row; turned back, the landscape rows are as before; and
// Deal the roles, tapped, deals the table, first asking upright (its
// answers tapped too) whether to end the table saved before.
func TestSetupLaysOutUpright(t *testing.T) {
	store, replays := storage.NewDir(t.TempDir()), storage.NewDir(t.TempDir())
	for i, size := range screentest.UprightSizes {
		su, ctx, _ := onSetup(t, store, replays)
		land := fmt.Sprint(su.Inspect().(map[string]any)["targets"])
		ctx.Portrait = size
		screentest.Tick(ctx, su, 1)
		minT, minF := 1<<30, 1e9
		for _, st := range setupStates {
			for _, name := range st.taps {
				tapSetup(t, ctx, name)
			}
			what := fmt.Sprintf("set-up %s on %v", st.name, size)
			in := su.Inspect().(map[string]any)
			gt, gf := screentest.CheckUpright(t, in, size, what)
			minT, minF = min(minT, gt), min(minF, gf)
			switch st.name {
			case "4", "12":
				if in["players"] != map[string]int{"4": 4, "12": 12}[st.name] {
					t.Errorf("%s: %v travelers", what, in["players"])
				}
			case "names", "names-next", "seed":
				if in["typing"] != true {
					t.Errorf("%s: no pad open", what)
				}
			}
			screen := ebiten.NewImage(size.X, size.Y)
			windowtest.Do(func() { su.Draw(screen, ctx) })
			if size.Y != 919 {
				screentest.Save(t, screen, fmt.Sprintf("portrait-forsaken-setup-%dx%d-%s.png", size.X, size.Y, st.name))
			}
		}
		t.Logf("set-up on %v: smallest target %d px (%.0f CSS), smallest face %.1f px (%.1f CSS)", size, minT, float64(minT)*0.72, minF, minF*0.72)
		tapSetup(t, ctx, "Cancel")
		ctx.Portrait = image.Point{}
		screentest.Tick(ctx, su, 1)
		if got := su.Inspect().(map[string]any); got["upright"] != false || fmt.Sprint(got["targets"]) != land {
			t.Errorf("turned back on %v: upright=%v targets %v, were %s", size, got["upright"], got["targets"], land)
		}
		ctx.Portrait = size
		screentest.Tick(ctx, su, 1)
		tapSetup(t, ctx, "Deal the roles")
		if i > 0 { // the first table was saved: the set-up asks before ending it
			stackTick(ctx)
			in := ctx.Stack.Top().(scenes.Inspector).Inspect().(map[string]any)
			screentest.CheckUpright(t, in, size, fmt.Sprintf("the question over the set-up on %v", size))
			screen := ebiten.NewImage(size.X, size.Y)
			windowtest.Do(func() { ctx.Stack.Draw(screen, ctx) })
			screentest.Save(t, screen, fmt.Sprintf("portrait-forsaken-setup-%dx%d-abandon.png", size.X, size.Y))
			tapSetup(t, ctx, "Abandon it, start anew")
		}
		if top := ctx.Stack.Top().Name(); top != "forsaken-table" {
			t.Errorf("Deal the roles tapped on %v: %s on top", size, top)
		}
	}
}

// TestSetupRolesFitUpright: upright, every value of the Roles row at
// every count of travelers, Special Roles on and off, fits its row in
// two lines of Body Bold.
func TestSetupRolesFitUpright(t *testing.T) {
	su, ctx, _ := onSetup(t, storage.NewDir(t.TempDir()), storage.NewDir(t.TempDir()))
	ctx.Portrait = screentest.UprightSizes[0]
	screentest.Tick(ctx, su, 1)
	var w int
	for _, tp := range su.shape.taps {
		if tp.row == rowRoles && tp.step == 0 {
			w = tp.valueWidth
		}
	}
	bold := ctx.Fonts.Face(sprites.StyleBodyBold)
	for n := 4; n <= 12; n++ {
		su.players = n
		for i := range su.choices() {
			su.dist = i
			if lines := sprites.Wrap(su.distText(), bold, float64(w)); len(lines) > 2 {
				t.Errorf("%d travelers, %q: %d lines", n, su.distText(), len(lines))
			}
		}
	}
}
