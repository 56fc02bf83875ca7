package forwardui

import (
	"fmt"
	"image"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"deepwood/internal/screentest"
	"deepwood/internal/windowtest"
	"deepwood/rules/dice"
	"deepwood/rules/forward"
	"deepwood/scenes"
	"deepwood/scenes/input"
	"deepwood/scenes/ui"
	"deepwood/settings"
	"deepwood/sprites"
	"deepwood/storage"
)

// boardScreen is a Forward screen as the upright checks see it.
type boardScreen interface {
	scenes.Scene
	Inspect() any
}

// checkBoardUpright fails t unless sc, laid out on a size screen held
// upright, meets the phone's minimums (screentest.CheckUpright), and returns
// its report.
func checkBoardUpright(t *testing.T, what string, sc boardScreen, size image.Point) InspectView {
	t.Helper()
	v := sc.Inspect().(InspectView)
	screentest.CheckUpright(t, map[string]any{"screen": v.Screen, "upright": v.Upright, "targets": v.Targets, "textPx": v.TextPx}, size, what)
	return v
}

// drawUpright updates sc twice and draws it on a size screen, saving the
// picture as name when name is not "".
func drawUpright(t *testing.T, ctx *scenes.Context, sc scenes.Scene, size image.Point, name string) {
	t.Helper()
	screen := ebiten.NewImage(size.X, size.Y)
	screentest.Tick(ctx, sc, 2)
	windowtest.Do(func() { sc.Draw(screen, ctx) })
	if name != "" {
		screentest.Save(t, screen, name)
	}
}

// deepLocation is a run met at the start of a location whose layout has
// five rows, the tallest grid.
func deepLocation(t *testing.T) *Session {
	t.Helper()
	for _, seed := range forward.RunSeeds(dice.HashText("upright"), 400) {
		sess, _ := NewSession(nil, seed, "set")
		for !sess.State.Phase.Over() && sess.State.Steps < 200 {
			v := sess.View()
			if l := v.Place(sess.Data); l != nil && l.Layout.Rows == 5 && v.Phase == forward.PhaseMap {
				sess.Anim.Clear()
				return sess
			}
			_ = sess.Do(forward.Greedy{}.Choose(sess.State, sess.Legal()))
		}
	}
	t.Fatal("no run met a location of five rows")
	return nil
}

// TestBoardScreensLayOutUpright: on a phone held upright (540×1169,
// 540×919, 540×880) a location (the tallest grid, its Pack, a Terror, a
// full pack's discard) and a duel (a knight, the Dragon) are laid out
// for portrait: every target at least 61 pixels square, on the screen
// and apart, every face at least 17 pixels, a card's words too; turned
// back, the landscape layout is the one a new screen has.
func TestBoardScreensLayOutUpright(t *testing.T) {
	ctx := screentest.Window(t)
	ctx.Settings.AnimationSpeed = settings.AnimInstant
	arts := &sharedArt{}
	deep := deepLocation(t)
	terror := findRun(t, func(s *forward.State) bool { return s.Phase == forward.PhaseTerror })
	full := findRun(t, func(s *forward.State) bool { return s.Phase == forward.PhaseDiscard })
	knight := findRun(t, func(s *forward.State) bool { return s.Fight.Active && s.Fight.Foe.Mirror })
	dragon := findRun(t, func(s *forward.State) bool { return s.Fight.Active && s.Fight.Foe.Dragon && s.Fight.Rolls > 0 })
	for _, size := range screentest.UprightSizes {
		ctx.Portrait = size
		shot := func(name string) string {
			if size.Y == 1169 || size.Y == 880 {
				return fmt.Sprintf("forward-upright-%s-%d.png", name, size.Y)
			}
			return ""
		}
		loc := newLocation(arts.of(newPlay(Hooks{}, deep)))
		ctx.Stack = scenes.NewStack(loc)
		drawUpright(t, ctx, loc, size, shot("location"))
		v := checkBoardUpright(t, "location", loc, size)
		cells := 0
		for _, b := range v.Buttons {
			if b.Action != "" && b.Label == "" {
				cells++
			}
		}
		if cells == 0 {
			t.Errorf("at %v the location lists no card to flip: %+v", size, v.Buttons)
		}
		// The Pack, tapped.
		tab := loc.p.g.tabs[tabPack]
		ctx.Input.InjectPointer(inputPointerAt(tab))
		drawUpright(t, ctx, loc, size, shot("pack"))
		if loc.tab != tabPack {
			t.Fatalf("at %v the Pack tab, tapped, did not show the Pack", size)
		}
		checkBoardUpright(t, "pack", loc, size)
		for _, c := range []struct {
			name string
			sc   boardScreen
		}{
			{"terror", newLocation(arts.of(newPlay(Hooks{}, terror)))},
			{"discard", newLocation(arts.of(newPlay(Hooks{}, full)))},
			{"knight", newDuel(arts.of(newPlay(Hooks{}, knight)))},
			{"dragon", newDuel(arts.of(newPlay(Hooks{}, dragon)))},
		} {
			drawUpright(t, ctx, c.sc, size, shot(c.name))
			checkBoardUpright(t, c.name, c.sc, size)
		}
	}
	// Turned back: the landscape layout, as a new location's.
	loc := newLocation(arts.of(newPlay(Hooks{}, deep)))
	ctx.Stack = scenes.NewStack(loc)
	drawUpright(t, ctx, loc, image.Pt(540, 1169), "")
	ctx.Portrait = image.Point{}
	drawUpright(t, ctx, loc, image.Pt(sprites.ScreenWidth, sprites.ScreenHeight), "")
	fresh := newLocation(arts.of(newPlay(Hooks{}, deep)))
	drawUpright(t, ctx, fresh, image.Pt(sprites.ScreenWidth, sprites.ScreenHeight), "")
	got, want := loc.Inspect().(InspectView), fresh.Inspect().(InspectView)
	if got.Upright || got.Screen != [2]int{sprites.ScreenWidth, sprites.ScreenHeight} || fmt.Sprint(got.Targets) != fmt.Sprint(want.Targets) {
		t.Errorf("turned back, the location is laid out %v upright=%v with %v, want %v", got.Screen, got.Upright, got.Targets, want.Targets)
	}
}

// inputPointerAt is a click in the middle of r.
func inputPointerAt(r image.Rectangle) input.Pointer {
	return input.Pointer{X: (r.Min.X + r.Max.X) / 2, Y: (r.Min.Y + r.Max.Y) / 2, Clicked: true}
}

// TestNewRunLaysOutUpright: upright the new-run screen is one column of
// rows at least 61 pixels high (with Online on too, each start beside its
// ranked kind), on the screen and apart, in faces of 17 pixels or more;
// its seed pad is laid out across the screen with the same faces and
// says to tap for the keyboard on a touch screen.
func TestNewRunLaysOutUpright(t *testing.T) {
	ctx := screentest.Window(t)
	for _, size := range screentest.UprightSizes {
		ctx.Portrait = size
		nr := NewRunScene(Hooks{}).(*newRunScene)
		ctx.Stack = scenes.NewStack(nr)
		name := ""
		if size.Y == 880 {
			name = "forward-upright-newrun-880.png"
		}
		drawUpright(t, ctx, nr, size, name)
		v := checkBoardUpright(t, "new run", nr, size)
		if len(v.Targets) != 8 {
			t.Errorf("at %v the new run lists %d controls: %+v", size, len(v.Targets), v.Targets)
		}
		ctx.Input.InjectPointer(input.Pointer{X: 100, Y: 10, Clicked: true, Touch: true})
		screentest.Tick(ctx, nr, 1)
		nr.openPad()
		if size.Y == 880 {
			name = "forward-upright-seedpad-880.png"
		}
		drawUpright(t, ctx, nr, size, name)
		v = nr.Inspect().(InspectView)
		if v.Pad == nil {
			t.Fatalf("at %v the open pad is not reported", size)
		}
		f := v.Pad.Field
		if f[2] < screentest.MinTarget || f[3] < screentest.MinTarget || f[0] < 0 || f[0]+f[2] > size.X {
			t.Errorf("at %v the seed field is %v", size, f)
		}
		for _, px := range v.Pad.TextPx {
			if px < screentest.MinText {
				t.Errorf("at %v the seed pad writes in a face of %.0f px", size, px)
			}
		}
		if !strings.Contains(v.Pad.Hint, "Tap the field for the keyboard") {
			t.Errorf("on a touch screen the pad says %q", v.Pad.Hint)
		}
		for _, b := range [][4]int{v.Pad.Cancel, v.Pad.Take} {
			if b[2] < screentest.MinTarget || b[3] < screentest.MinTarget || b[0] < 0 || b[0]+b[2] > size.X || b[1]+b[3] > size.Y {
				t.Errorf("at %v a pad button is %v", size, b)
			}
		}
		c := v.Pad.Cancel
		ctx.Input.InjectPointer(input.Pointer{X: c[0] + c[2]/2, Y: c[1] + c[3]/2, Clicked: true, Touch: true})
		screentest.Tick(ctx, nr, 1)
		if nr.pad.Active {
			t.Errorf("at %v Cancel, tapped, left the pad open", size)
		}
	}
}

// TestSummaryLaysOutUpright: upright the summary of a won run and of a
// fallen one shows each of its tabs (the run, the splits, the plot)
// with every button and tab at least 61 pixels square, on the screen and
// apart, in faces of 17 pixels or more; a tap on a tab shows it.
func TestSummaryLaysOutUpright(t *testing.T) {
	ctx := screentest.Window(t)
	ctx.Settings.AnimationSpeed = settings.AnimInstant
	arts := &sharedArt{}
	won, lost := endedRun(forward.PhaseWon), endedRun(forward.PhaseLost)
	for _, size := range screentest.UprightSizes {
		ctx.Portrait = size
		for _, c := range []struct {
			name string
			sess *Session
		}{{"won", won}, {"lost", lost}} {
			if c.sess == nil {
				t.Fatalf("no %s run found", c.name)
			}
			sc := newSummary(arts.of(newPlay(Hooks{}, c.sess)))
			ctx.Stack = scenes.NewStack(sc)
			for tab, name := range sumTabNames {
				if tab > 0 {
					ctx.Input.InjectPointer(inputPointerAt(sumTab(tab, size.X)))
				}
				shot := ""
				if size.Y == 880 && c.name == "won" {
					shot = "forward-upright-summary-" + strings.ToLower(name) + "-880.png"
				}
				drawUpright(t, ctx, sc, size, shot)
				if sc.tab != tab {
					t.Fatalf("at %v the %s tab, tapped, shows tab %d", size, name, sc.tab)
				}
				checkBoardUpright(t, "summary "+name, sc, size)
			}
		}
	}
}

// endedRun is a greedy run played to its end in phase, or nil.
func endedRun(phase forward.Phase) *Session {
	for _, seed := range forward.RunSeeds(dice.HashText("ended"), 200) {
		sess, _ := NewSession(nil, seed, "set")
		for !sess.State.Phase.Over() {
			_ = sess.Do(forward.Greedy{}.Choose(sess.State, sess.Legal()))
		}
		if sess.State.Phase == phase {
			sess.Anim.Clear()
			return sess
		}
	}
	return nil
}

// TestPauseLaysOutUpright: upright the run's pause menu (the kit's, laid
// out across the portrait screen) has rows at least 61 pixels high, on
// the screen and apart, and writes in faces of 17 pixels or more, the
// seed and time under it too.
func TestPauseLaysOutUpright(t *testing.T) {
	ctx := screentest.Window(t)
	ctx.Settings.AnimationSpeed = settings.AnimInstant
	ctx.Settings.ShowSeed = true
	sess := deepLocation(t)
	for _, size := range screentest.UprightSizes {
		ctx.Portrait = size
		p := newPlay(Hooks{}, sess)
		under := newLocation(p)
		ctx.Stack = scenes.NewStack(under)
		pause := newPause(p)
		screen := ebiten.NewImage(size.X, size.Y)
		screentest.Tick(ctx, pause, 1)
		windowtest.Do(func() {
			under.Draw(screen, ctx)
			pause.Draw(screen, ctx)
		})
		if size.Y == 880 {
			screentest.Save(t, screen, "forward-upright-pause-880.png")
		}
		checkBoardUpright(t, "pause", pause, size)
	}
}

// TestReplaysLayOutUpright: upright the replays list shows two-line rows
// as wide as the screen, as many to a page as fit (a dozen replays take
// two pages at 880 high), with Back, Newer and Older at the foot, every
// target at least 61 pixels square, on the screen and apart; Older turns
// to the next page.
func TestReplaysLayOutUpright(t *testing.T) {
	dir := storage.NewDir(t.TempDir())
	_, b := recordedRun(t)
	for i := range 12 {
		name := fmt.Sprintf("forward-AAAA-AAAA-202611%02d-101010.replay", 10+i)
		if err := dir.Write(name, b); err != nil {
			t.Fatal(err)
		}
	}
	ctx := screentest.Window(t)
	for _, size := range screentest.UprightSizes {
		ctx.Portrait = size
		s := NewReplaysScene(Hooks{Hooks: ui.Hooks{Replays: dir}}).(*replaysScene)
		ctx.Stack = scenes.NewStack(s)
		name := ""
		if size.Y == 880 {
			name = "forward-upright-replays-880.png"
		}
		drawUpright(t, ctx, s, size, name)
		v := checkBoardUpright(t, "replays", s, size)
		per := s.perPage()
		if per < 5 || len(v.Targets) != min(per, 12)+3 {
			t.Errorf("at %v a page holds %d replays, %d targets", size, per, len(v.Targets))
		}
		if per < 12 {
			_, _, older := s.footRects()
			ctx.Input.InjectPointer(inputPointerAt(older))
			drawUpright(t, ctx, s, size, "")
			if s.page != 1 {
				t.Errorf("at %v Older, tapped, shows page %d", size, s.page)
			}
			checkBoardUpright(t, "replays page 2", s, size)
		}
	}
}

// TestPreviewZoomsUpright: upright, a tap on the previewed card shows it
// large over the board, with all its words, while the run's clock goes
// on; the next tap puts it away and takes nothing else.
func TestPreviewZoomsUpright(t *testing.T) {
	ctx := screentest.Window(t)
	ctx.Settings.AnimationSpeed = settings.AnimInstant
	size := image.Pt(540, 919)
	ctx.Portrait = size
	sess := deepLocation(t)
	loc := newLocation(newPlay(Hooks{}, sess))
	ctx.Stack = scenes.NewStack(loc)
	drawUpright(t, ctx, loc, size, "")
	if loc.focusedCard() == forward.NoCard {
		t.Fatal("the preview shows no card")
	}
	steps, ticks := sess.View().Steps, sess.Ticks()
	ctx.Input.InjectPointer(inputPointerAt(loc.p.g.preview))
	drawUpright(t, ctx, loc, size, "forward-upright-zoom-919.png")
	if loc.zoom != loc.focusedCard() {
		t.Fatalf("a tap on the preview zoomed %v", loc.zoom)
	}
	screentest.Tick(ctx, loc, 30)
	if sess.Ticks() <= ticks {
		t.Errorf("the clock stood while the card was shown: %d then %d", ticks, sess.Ticks())
	}
	ctx.Input.InjectPointer(inputPointerAt(loc.cells[0]))
	drawUpright(t, ctx, loc, size, "")
	if loc.zoom != forward.NoCard || sess.View().Steps != steps {
		t.Errorf("the tap that puts the card away: zoom %v, steps %d then %d", loc.zoom, steps, sess.View().Steps)
	}
}
