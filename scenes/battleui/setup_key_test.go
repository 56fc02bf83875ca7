package battleui

import (
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"deepwood/internal/screentest"
	"deepwood/scenes"
	"deepwood/scenes/input"
	"deepwood/sprites"
)

// setupOnStack is the set-up screen alone on a window test's stack, with
// no fades, and a screen to run the stack's frames on.
func setupOnStack(t *testing.T) (*SetupScene, *scenes.Context, *ebiten.Image) {
	t.Helper()
	s := NewSetup(Hooks{})
	ctx := screentest.Window(t)
	ctx.Stack = scenes.NewStack(s)
	ctx.Stack.SetTransitionTicks(0)
	screen := ebiten.NewImage(sprites.ScreenWidth, sprites.ScreenHeight)
	screentest.Frames(t, ctx, screen, 1)
	return s, ctx, screen
}

// TestSetupConfirmKeepsValuesAndGreyedRowsSayWhy (issue 38 item 5):
// Confirm on a commander row changes nothing and moves on (a player turned
// Red into "AI easy" by pressing it); Left/Right and the value's arrows
// change it, a click on the row's label only focuses it; the greyed rows,
// which the directions pass over, say why they are greyed, each its own
// reason under the pointer. The screenshot has the pointer on a greyed row.
func TestSetupConfirmKeepsValuesAndGreyedRowsSayWhy(t *testing.T) {
	s, ctx, screen := setupOnStack(t)
	if n := s.note(); !strings.Contains(n, "Greyed") || !strings.Contains(n, "Custom") {
		t.Errorf("with the scenario's armies the set-up says %q", n)
	}
	screentest.Frames(t, ctx, screen, 2, input.Down)
	screentest.Frames(t, ctx, screen, 2, input.Down)
	if s.focus != rowRed {
		t.Fatalf("two Downs: focus on row %d, want Red commander", s.focus)
	}
	players := s.players
	screentest.Frames(t, ctx, screen, 2, input.Confirm)
	if s.players != players || s.focus != rowBlue {
		t.Fatalf("Confirm on Red commander: players %v (was %v), focus %d", s.players, players, s.focus)
	}
	screentest.Frames(t, ctx, screen, 2, input.Confirm)
	if s.players != players || s.focus != rowStart {
		t.Fatalf("Confirm on Blue commander: players %v (was %v), focus %d, want Start", s.players, players, s.focus)
	}
	screentest.Frames(t, ctx, screen, 2, input.Up)
	screentest.Frames(t, ctx, screen, 2, input.Up)
	screentest.Frames(t, ctx, screen, 2, input.Right)
	if s.focus != rowRed || s.players[0] == players[0] {
		t.Fatalf("Right on Red commander: focus %d, players %v", s.focus, s.players)
	}
	red := s.players[0]
	rr := s.rowRect(rowRed)
	ctx.Input.InjectPointer(input.Pointer{X: rr.Min.X + 40, Y: rr.Min.Y + 20, Moved: true, Clicked: true})
	screentest.Frames(t, ctx, screen, 1)
	if s.players[0] != red {
		t.Errorf("a click on the row's label changed Red to %v", playerChoices[s.players[0]].Label())
	}
	ctx.Input.InjectPointer(input.Pointer{X: rr.Max.X - 24, Y: rr.Min.Y + 20, Moved: true, Clicked: true})
	screentest.Frames(t, ctx, screen, 1)
	if s.players[0] == red {
		t.Error("a click on the value's > did not change it")
	}
	notes := []string{s.note()}
	for _, r := range []int{rowAttacker, rowBudget, rowBuildRed, rowBuildBlue} {
		if s.rowEnabled(r) {
			t.Fatalf("row %d is not greyed with the scenario's armies", r)
		}
		g := s.rowRect(r)
		ctx.Input.InjectPointer(input.Pointer{X: g.Min.X + 100, Y: g.Min.Y + 20, Moved: true})
		screentest.Frames(t, ctx, screen, 1)
		if n := s.note(); n != s.greyedWhy(r) || !strings.HasPrefix(n, "Greyed: ") {
			t.Errorf("the pointer on greyed row %d: the set-up says %q", r, n)
		}
		notes = append(notes, s.note())
	}
	// Each line fits left of the preview (which starts at x 640).
	for _, n := range notes {
		if w, _ := sprites.Measure(n, ctx.Fonts.Face(sprites.StyleSmall)); 40+w > float64(setupSplitRect.Min.X-8) {
			t.Errorf("%q runs under the preview (%.0f px wide)", n, w)
		}
	}
	screentest.ShootStack(t, ctx, "battle-setup-greyed.png")
}

// TestUnitKeyOnEveryBattleScreen (issue 38 item 5): the unit symbols have
// a key: at the foot of the set-up's preview, which a click or tap opens
// whole, and on the field by the panel's Unit key button (keys: Next page
// to the panel, then the directions and Confirm; the pointer: a click) or
// a click on the legend; Back closes it. Screenshots: the set-up with its
// key and the whole key over the field.
func TestUnitKeyOnEveryBattleScreen(t *testing.T) {
	_, ctx, screen := setupOnStack(t)
	screentest.ShootStack(t, ctx, "battle-setup-key.png")
	ctx.Input.InjectPointer(input.Pointer{X: setupKeyRect.Min.X + 60, Y: setupKeyRect.Min.Y + 40, Moved: true, Clicked: true})
	screentest.Frames(t, ctx, screen, 2)
	if n := ctx.Stack.Top().Name(); n != "battle-unit-key" {
		t.Fatalf("a click on the set-up's unit key shows %q", n)
	}
	screentest.Frames(t, ctx, screen, 2, input.Back)
	if n := ctx.Stack.Top().Name(); n != "battle-setup" {
		t.Fatalf("Back on the unit key shows %q", n)
	}

	f, fctx := deployField(t)
	fctx.Stack.SetTransitionTicks(0)
	key := -1
	for i, b := range f.btns.list {
		if b.label == "Unit key" {
			key = i
		}
	}
	if key < 0 {
		t.Fatal("the field's panel has no Unit key button")
	}
	screentest.Frames(t, fctx, screen, 2, input.NextPage)
	for range len(f.btns.list) {
		if f.btns.focus == key {
			break
		}
		screentest.Frames(t, fctx, screen, 2, input.Up)
	}
	screentest.Frames(t, fctx, screen, 2, input.Confirm)
	if n := fctx.Stack.Top().Name(); n != "battle-unit-key" {
		t.Fatalf("Confirm on Unit key shows %q", n)
	}
	screentest.ShootStack(t, fctx, "battle-unit-key.png")
	screentest.Frames(t, fctx, screen, 2, input.Back)
	c := f.btns.list[key].rect
	for _, at := range [][2]int{{(c.Min.X + c.Max.X) / 2, (c.Min.Y + c.Max.Y) / 2}, {legendRect.Min.X + 60, legendRect.Min.Y + 280}} {
		if n := fctx.Stack.Top().Name(); n != "battle-field" {
			t.Fatalf("the key did not close: %q", n)
		}
		fctx.Input.InjectPointer(input.Pointer{X: at[0], Y: at[1], Moved: true, Clicked: true})
		screentest.Frames(t, fctx, screen, 2)
		if n := fctx.Stack.Top().Name(); n != "battle-unit-key" {
			t.Fatalf("a click at %v shows %q", at, n)
		}
		screentest.Frames(t, fctx, screen, 2, input.Back)
	}
}
