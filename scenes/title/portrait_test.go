package title

import (
	"fmt"
	"image"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"deepwood/internal/screentest"
	"deepwood/internal/windowtest"
	"deepwood/scenes"
	"deepwood/scenes/input"
	"deepwood/scenes/menu"
	"deepwood/sprites"
)

// Upright, every target is at least minTarget logical pixels square and
// every face minText high: 44 and 12 CSS pixels on a phone 390 CSS pixels
// wide, where the 540-pixel portrait screen is drawn at 0.72.
const minTarget, minText = 61, 17

// portraitItems is the browser's title menu with continues saved of the
// first k modes.
func portraitItems(k int) []menu.Item {
	labels := []string{"Forward", "I am the Forest", "Mass Combat", "Forsaken Forest"}
	var items []menu.Item
	for i, l := range labels {
		items = append(items, menu.Item{Label: l, Hint: "Play " + l + ", a game of cards and dice in the deep wood."})
		if i < k {
			items = append(items, menu.Item{Label: "Continue: " + l})
		}
	}
	for _, l := range []string{"Play with friends", "Mass Combat with a friend", "How to play", "Settings"} {
		items = append(items, menu.Item{Label: l})
	}
	return items
}

// checkUpright fails t unless the title's Inspect, laid out upright on a
// size screen, has every row at least minTarget square and on the screen
// above the footer, and every face at least minText high.
func checkUpright(t *testing.T, s *Scene, size image.Point) {
	t.Helper()
	in := s.Inspect().(map[string]any)
	if in["screen"] != [2]int{size.X, size.Y} || in["upright"] != true {
		t.Fatalf("laid out for %v upright=%v, want %v upright", in["screen"], in["upright"], size)
	}
	for i, r := range in["rects"].([][4]int) {
		rect := image.Rect(r[0], r[1], r[0]+r[2], r[1]+r[3])
		if r[2] < minTarget || r[3] < minTarget {
			t.Errorf("%v: row %d is %d×%d", size, i, r[2], r[3])
		}
		if !rect.In(image.Rect(0, 0, size.X, size.Y-38)) {
			t.Errorf("%v: row %d at %v is not on the screen above the footer", size, i, rect)
		}
	}
	for _, px := range in["textPx"].([]float64) {
		if px < minText {
			t.Errorf("%v: a face of %.0f px", size, px)
		}
	}
}

// TestTitleLaysOutUpright: on a phone held upright (540×1169, a 390×844
// page; 540×919, an iPhone 13's browser; 540×880, the shortest portrait
// screen) the title's rows fill the
// width under the logo, each at least 61 pixels high, all on the screen
// with up to four continues listed, in faces of 17 pixels or more; turned
// back, the landscape layout is as before.
func TestTitleLaysOutUpright(t *testing.T) {
	ctx := screentest.Window(t)
	for _, size := range []image.Point{{540, 1169}, {540, 919}, {540, 880}} {
		for k := 0; k <= 4; k += 2 {
			s := New(Options{Items: portraitItems(k)})
			ctx.Portrait = size
			screentest.Tick(ctx, s, 2)
			checkUpright(t, s, size)
			if k == 0 && size.Y == 1169 {
				shootUpright(t, ctx, s, size, "portrait-title.png")
			}
			if k == 4 {
				shootUpright(t, ctx, s, size, fmt.Sprintf("portrait-title-%dx%d-continues.png", size.X, size.Y))
			}
		}
	}
	s := New(Options{Items: portraitItems(0)})
	land := s.menu.Rect(0)
	ctx.Portrait = image.Pt(540, 1169)
	screentest.Tick(ctx, s, 1)
	ctx.Portrait = image.Point{}
	screentest.Tick(ctx, s, 1)
	if r := s.menu.Rect(0); r != land || s.menu.NoHint {
		t.Errorf("turned back, the first row is at %v, was %v", r, land)
	}
}

// shootUpright draws the settled title on a size screen as the game does
// (the background first) and saves it.
func shootUpright(t *testing.T, ctx *scenes.Context, s *Scene, size image.Point, name string) {
	t.Helper()
	screen := ebiten.NewImage(size.X, size.Y)
	windowtest.Do(func() {
		s.art.Complete()
		screen.Fill(ctx.Palette.C(sprites.ColBackground))
		s.Draw(screen, ctx)
	})
	screentest.Save(t, screen, name)
}

// TestHowToChooserLaysOutUpright: upright, the title's How to play asks
// which game in rows as wide as the screen, each at least 61 pixels high
// and on the screen, over the title laid out upright.
func TestHowToChooserLaysOutUpright(t *testing.T) {
	games := []HowTo{{Mode: "Forward"}, {Mode: "I am the Forest"}, {Mode: "Mass Combat"}, {Mode: "Forsaken Forest"}}
	s := New(Options{Items: []menu.Item{{Label: "Forward"}, HowToItem(games), {Label: "Settings"}}})
	ctx := screentest.Window(t)
	size := image.Pt(540, 1169)
	ctx.Portrait = size
	ctx.Stack = scenes.NewStack(s)
	ctx.Stack.SetTransitionTicks(0)
	screen := ebiten.NewImage(size.X, size.Y)
	step := func(a ...input.Action) { screentest.Frames(t, ctx, screen, 1, a...) }
	step()
	step(input.Down)
	step(input.Confirm)
	step()
	c, ok := ctx.Stack.Top().(*howToChooser)
	if !ok || !scenes.LaysOutUpright(c) {
		t.Fatalf("How to play opened %s", ctx.Stack.Top().Name())
	}
	for i, r := range c.Inspect().(map[string]any)["rects"].([][4]int) {
		if rect := image.Rect(r[0], r[1], r[0]+r[2], r[1]+r[3]); r[2] < minTarget || r[3] < minTarget || !rect.In(image.Rect(0, 0, size.X, size.Y)) {
			t.Errorf("row %d at %v", i, rect)
		}
	}
	windowtest.Do(func() {
		s.art.Complete()
		screen.Fill(ctx.Palette.C(sprites.ColBackground))
		ctx.Stack.Draw(screen, ctx)
	})
	screentest.Save(t, screen, "portrait-title-howto.png")
}
