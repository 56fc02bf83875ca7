package forsakenui

import (
	"fmt"
	"image"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"deepwood/internal/screentest"
	"deepwood/internal/windowtest"
	"deepwood/rules/dice"
	"deepwood/rules/forsaken"
	"deepwood/scenes"
	"deepwood/scenes/ui"
)

// uprightMoment is a table at a moment the player acts at, by name.
type uprightMoment struct {
	name string
	at   func(t *testing.T, n int) *tableScene
}

var uprightMoments = []uprightMoment{
	{"turn", func(t *testing.T, n int) *tableScene {
		return tableWhen(t, n, func(s *Session) bool {
			return s.State.Phase == forsaken.PhaseAction && s.Asked() == s.Human && len(s.State.Frames) == 0 && len(s.Legal()) > 0
		})
	}},
	{"gallows", func(t *testing.T, n int) *tableScene {
		return tableWhen(t, n, func(s *Session) bool {
			fs := s.State.Frames
			return len(fs) > 0 && fs[len(fs)-1].Kind == forsaken.FrameGallows && fs[len(fs)-1].Rested && hasKind(s.Legal(), forsaken.ActVoteLive)
		})
	}},
	{"night", func(t *testing.T, n int) *tableScene {
		return tableWhen(t, n, func(s *Session) bool {
			p := s.State.Phase
			return (p == forsaken.PhaseNight || p == forsaken.PhaseNightOne) && s.Asked() == s.Human && len(s.Legal()) > 0
		})
	}},
	{"end", func(t *testing.T, n int) *tableScene {
		return tableWhen(t, n, func(s *Session) bool { return s.State.Over() })
	}},
}

// tableWhen is the table of the first game of n travelers (the player at
// seat 1) played to stop, over the first seeds.
func tableWhen(t *testing.T, n int, stop func(*Session) bool) *tableScene {
	t.Helper()
	for seed := dice.Seed(1); seed < 80; seed++ {
		s := deal(t, nil, seed, n, 1)
		if playUntil(t, s, func() bool { return stop(s) }) {
			return table(s)
		}
	}
	t.Fatalf("no game of %d reached the moment", n)
	return nil
}

// drawUpright updates tb once on a size screen held upright and draws it
// as the game does, returning the picture.
func drawUpright(ctx *scenes.Context, tb *tableScene, size image.Point) *ebiten.Image {
	ctx.Portrait = size
	screentest.Tick(ctx, tb, 1)
	screen := ebiten.NewImage(size.X, size.Y)
	windowtest.Do(func() { tb.Draw(screen, ctx) })
	return screen
}

// checkShape fails t unless tb's Inspect, laid out on a size screen held
// upright, has every target at least 61 pixels square and on the screen,
// no two targets overlapping, and every face drawn at least 17.
func checkShape(t *testing.T, tb *tableScene, size image.Point, what string) (smallTarget int, smallFace float64) {
	t.Helper()
	return screentest.CheckUpright(t, tb.Inspect().(map[string]any), size, what)
}

// TestTableLaysOutUpright: on a phone held upright (540×1169, 540×919,
// 540×880) Forsaken Forest's table of 4, 8 and 12 travelers, at the
// player's turn, at a Gallows vote, at a Night choice and at the end,
// shows every tab with its targets at least 61 pixels square, on the
// screen and apart, in faces of 17 pixels or more; turned back, the
// landscape layout is as before.
func TestTableLaysOutUpright(t *testing.T) {
	ctx := screentest.Window(t)
	for _, m := range uprightMoments {
		for _, n := range []int{4, 8, 12} {
			tb := m.at(t, n)
			ctx.Stack = scenes.NewStack(tb)
			ctx.Portrait = image.Point{}
			screentest.Tick(ctx, tb, 1)
			land := tb.Inspect().(map[string]any)["targets"].([]target)
			for _, size := range screentest.UprightSizes {
				tabs := []int{tabTable, tabForest, tabHand, tabRole, tabLog}
				if m.name == "end" {
					tabs = tabs[:1] // the end fills the stage: no tabs
				}
				minT, minF := 1<<30, 1e9
				for _, tab := range tabs {
					tb.tab = tab
					screen := drawUpright(ctx, tb, size)
					what := fmt.Sprintf("%s of %d on %v, %s tab", m.name, n, size, tabNames[tab])
					st, sf := checkShape(t, tb, size, what)
					minT, minF = min(minT, st), min(minF, sf)
					if size.Y == 880 || size.Y == 1169 && n == 8 {
						if tab == tabTable || n == 12 && m.name == "turn" {
							screentest.Save(t, screen, fmt.Sprintf("portrait-forsaken-%s-%d-%dx%d-%s.png", m.name, n, size.X, size.Y, tabNames[tab]))
						}
					}
				}
				t.Logf("%s of %d on %v: smallest target %d px (%.0f CSS), smallest face %.1f px (%.1f CSS)", m.name, n, size, minT, float64(minT)*0.72, minF, minF*0.72)
			}
			ctx.Portrait = image.Point{}
			screentest.Tick(ctx, tb, 1)
			in := tb.Inspect().(map[string]any)
			if in["upright"] != false || in["screen"] != [2]int{1280, 720} {
				t.Fatalf("turned back: %v %v", in["screen"], in["upright"])
			}
			if got := in["targets"].([]target); fmt.Sprint(got) != fmt.Sprint(land) {
				t.Errorf("%s of %d turned back: targets %v, were %v", m.name, n, got, land)
			}
		}
	}
}

// TestHandOverLaysOutUpright: the pass-and-play hand-over screen held
// upright shows its words whole and its one button big enough.
func TestHandOverLaysOutUpright(t *testing.T) {
	tb, _ := passTable(t, 4242, 7, []string{"Ada", "Bram", "Cleo"})
	ctx := onWindow(t, tb)
	if !tb.ho.covered {
		t.Fatal("the pass-and-play table opened uncovered")
	}
	for _, size := range screentest.UprightSizes {
		screen := drawUpright(ctx, tb, size)
		st, sf := checkShape(t, tb, size, fmt.Sprintf("hand-over on %v", size))
		t.Logf("hand-over on %v: smallest target %d px, smallest face %.1f px", size, st, sf)
		if size.Y == 880 {
			screentest.Save(t, screen, "portrait-forsaken-handover-540x880.png")
		}
	}
}

// TestPauseLaysOutUpright: upright, Pause at the end of the tabs' row
// opens the table's pause menu laid out across the portrait screen, its
// rows at least 61 pixels high and on the screen, over the table; the
// app draws both upright (neither asks for the phone to be turned).
func TestPauseLaysOutUpright(t *testing.T) {
	tb := tableWhen(t, 8, func(s *Session) bool { return s.State.Phase == forsaken.PhaseAction && s.Asked() == s.Human })
	ctx := onWindow(t, tb)
	for _, size := range screentest.UprightSizes {
		ctx.Stack = scenes.NewStack(tb)
		ctx.Stack.SetTransitionTicks(0)
		drawUpright(ctx, tb, size)
		windowtest.Do(func() { _ = tb.press(ctx, idPause) })
		screen := ebiten.NewImage(size.X, size.Y)
		screentest.Frames(t, ctx, screen, 2)
		p, ok := ctx.Stack.Top().(*ui.PauseScene)
		if !ok || !scenes.LaysOutUpright(p) {
			t.Fatalf("Pause opened %s (stack %v)", ctx.Stack.Top().Name(), ctx.Stack.Names())
		}
		for _, sc := range ctx.Stack.Drawn() {
			if !scenes.LaysOutUpright(sc) {
				t.Errorf("%s is drawn but not laid out upright", sc.Name())
			}
		}
		screentest.CheckUpright(t, p.Inspect().(map[string]any), size, "the pause menu")
		if size.Y == 880 {
			screentest.Save(t, screen, "portrait-forsaken-pause-540x880.png")
		}
	}
}

// TestTableBubblesUpright: upright, a traveler's words hang from their
// plate on the Table tab, and from the prompt on the other tabs, on the
// screen whatever the plate's column.
func TestTableBubblesUpright(t *testing.T) {
	tb := tableWhen(t, 12, func(s *Session) bool {
		return s.State.Phase == forsaken.PhaseAction && s.Asked() == s.Human && len(s.State.Frames) == 0
	})
	ctx := onWindow(t, tb)
	size := image.Pt(540, 919)
	for _, tab := range []int{tabTable, tabForest} {
		tb.tab = tab
		n := tb.view().Players
		tb.said = tb.said[:0]
		for _, seat := range []int{(tb.s.Human + 3) % n, (tb.s.Human + 10) % n} {
			tb.said = append(tb.said, said{seat: seat, text: "I saw Hazel's Role Card: a Forsaken. Destination 1 is the Void.", until: ctx.Tick + 1000})
		}
		screen := drawUpright(ctx, tb, size)
		checkShape(t, tb, size, "bubbles on the "+tabNames[tab]+" tab")
		screentest.Save(t, screen, "portrait-forsaken-bubbles-"+tabNames[tab]+".png")
	}
}

// TestGuideUpright: in a guided first game held upright the guide speaks
// under the plates on the Table tab and on the Role tab.
func TestGuideUpright(t *testing.T) {
	tb := guidedAt(t, 3, func(s *Session) bool { return s.State.Phase == forsaken.PhaseAction && s.Asked() == s.Human })
	if tb == nil {
		t.Fatal("the guided game ended first")
	}
	ctx := onWindow(t, tb)
	for _, tab := range []int{tabTable, tabRole} {
		tb.tab = tab
		screen := drawUpright(ctx, tb, image.Pt(540, 919))
		checkShape(t, tb, image.Pt(540, 919), "the guide on the "+tabNames[tab]+" tab")
		screentest.Save(t, screen, "portrait-forsaken-guide-"+tabNames[tab]+".png")
	}
}
