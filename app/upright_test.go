package app

import (
	"encoding/json"
	"slices"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"deepwood/internal/windowtest"
	"deepwood/scenes"
	"deepwood/scenes/input"
	"deepwood/sprites"
)

// TestUprightPhoneIsAskedToTurn: on a touch screen held upright (a
// phone's 390×844) the game is laid out at 540×1169, the phone's shape:
// the title is drawn upright (its portrait layout) and its menu works;
// the screen Forward opens has no portrait layout, so there the game asks
// to be turned and waits: a key pressed then changes no screen. Turned
// sideways it is the game at 1280×720 where it was, and the same key does
// what it does. A window made tall on a desktop (no touch screen) is
// never asked, and never laid out upright.
func TestUprightPhoneIsAskedToTurn(t *testing.T) {
	d := atTitle(t, nil)
	d.g.upright = upright{touch: func() bool { return true }}
	if w, h := d.g.Layout(390, 844); w != uprightW || h != 1169 {
		t.Fatalf("upright phone laid out at %d×%d, want %d×1169", w, h, uprightW)
	}
	windowtest.Do(func() { d.screen = ebiten.NewImage(uprightW, 1169) })
	d.frames(2)
	d.expectScene("title")
	if got := (probe{d.g}).Scene(); got != "title" {
		t.Fatalf("the probe reports %q upright on the title", got)
	}
	d.shot("app-upright-title.png")
	// Forward, the first item, opens its new-run screen, laid out
	// upright; Back comes back.
	d.press(input.Confirm, 40)
	if got := (probe{d.g}).Scene(); got != "forward-newrun" {
		t.Fatalf("upright, Confirm on Forward shows %q", got)
	}
	d.press(input.Back, 40)
	d.expectScene("title")
	// I am the Forest, the next, has no portrait layout: the prompt.
	d.press(input.Down, 10)
	d.press(input.Confirm, 40)
	if d.g.Stack().Top().Name() == "title" {
		t.Fatal("upright, Confirm on the title did nothing")
	}
	if got := (probe{d.g}).Scene(); got != "upright" {
		t.Fatalf("the probe reports %q over a screen with no portrait layout", got)
	}
	shown := d.g.Stack().Top().Name()
	d.press(input.Back, 30)
	d.expectScene(shown)
	d.shot("app-upright-phone.png")
	if d.g.Frames() == 0 {
		t.Fatal("the prompt was never drawn")
	}
	// The prompt is still: with nothing pressed it is not drawn again,
	// though the screen under it may move.
	drawn := d.g.Frames()
	d.frames(30)
	if n := d.g.Frames() - drawn; n > 1 {
		t.Errorf("the still prompt was drawn %d times in 30 quiet ticks", n)
	}

	if w, h := d.g.Layout(844, 390); w != sprites.ScreenWidth || h != sprites.ScreenHeight {
		t.Fatalf("phone on its side laid out at %d×%d", w, h)
	}
	windowtest.Do(func() { d.screen = ebiten.NewImage(sprites.ScreenWidth, sprites.ScreenHeight) })
	d.frames(2)
	d.expectScene(shown)
	d.press(input.Back, 40)
	d.expectScene("title")

	desk := atTitle(t, nil)
	if w, h := desk.g.Layout(600, 1000); w != sprites.ScreenWidth || h != sprites.ScreenHeight || desk.g.ctx.Upright() {
		t.Fatalf("a tall desktop window was laid out at %d×%d", w, h)
	}
}

// TestUprightPhoneTapsIntoSettings: upright, a tap on the title's
// Settings opens Settings laid out upright (the probe names it), a tap on
// its Back comes back to the title, and the phone turned sideways on the
// title lays it out in landscape again.
func TestUprightPhoneTapsIntoSettings(t *testing.T) {
	d := atTitle(t, nil)
	d.g.upright = upright{touch: func() bool { return true }}
	w, h := d.g.Layout(390, 844)
	windowtest.Do(func() { d.screen = ebiten.NewImage(w, h) })
	d.frames(2)
	tap := func(r [4]int) {
		d.g.Input().InjectPointer(input.Pointer{X: r[0] + r[2]/2, Y: r[1] + r[3]/2, Clicked: true, Touch: true})
		d.frames(40)
	}
	in := d.g.Stack().Top().(scenes.Inspector).Inspect().(map[string]any)
	i := slices.Index(in["items"].([]string), "Settings")
	tap(in["rects"].([][4]int)[i])
	d.expectScene("settings")
	if got := (probe{d.g}).Scene(); got != "settings" {
		t.Fatalf("the probe reports %q upright on Settings", got)
	}
	d.frames(2)
	d.shot("app-upright-settings.png")
	m := d.g.Stack().Top().(scenes.Inspector).Inspect().(map[string]any)
	if m["upright"] != true || m["screen"] != [2]int{w, h} {
		t.Fatalf("Settings laid out for %v upright=%v", m["screen"], m["upright"])
	}
	// The targets as the browser hook reads them, in JSON.
	var targets []struct {
		Name string
		Rect [4]int
	}
	b, _ := json.Marshal(m["targets"])
	if err := json.Unmarshal(b, &targets); err != nil {
		t.Fatal(err)
	}
	for _, tg := range targets {
		if tg.Name == "Back" {
			tap(tg.Rect)
		}
	}
	d.expectScene("title")
	d.g.Layout(844, 390)
	windowtest.Do(func() { d.screen = ebiten.NewImage(sprites.ScreenWidth, sprites.ScreenHeight) })
	d.frames(2)
	if in := d.g.Stack().Top().(scenes.Inspector).Inspect().(map[string]any); in["upright"] != false || in["screen"] != [2]int{sprites.ScreenWidth, sprites.ScreenHeight} {
		t.Fatalf("turned sideways, the title is laid out for %v upright=%v", in["screen"], in["upright"])
	}
}

// TestPortraitSizeFollowsThePage: upright, the game is 540 logical pixels
// wide and as tall as the page's shape, so the width sets the scale (0.72
// at 390 CSS pixels); a squarer page (a tablet's) gets 880, the shortest
// a portrait layout is made for, and bars beside it.
func TestPortraitSizeFollowsThePage(t *testing.T) {
	for _, c := range []struct{ w, h, want int }{{390, 844, 1169}, {390, 664, 919}, {375, 667, 960}, {768, 1024, 880}, {360, 900, 1200}} {
		if got := portraitSize(c.w, c.h); got.X != uprightW || got.Y != c.want {
			t.Errorf("%d×%d upright: laid out at %v, want %d×%d", c.w, c.h, got, uprightW, c.want)
		}
	}
}
