package forestui

import (
	"bytes"
	"image"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"deepwood/internal/screentest"
	"deepwood/internal/sessiontest"
	"deepwood/internal/windowtest"
	"deepwood/rules/forest"
	"deepwood/scenes"
	"deepwood/scenes/input"
	"deepwood/settings"
	"deepwood/sprites"
)

// buttonRect is the rectangle of the first control whose label starts
// with prefix.
func buttonRect(foc *focusList, prefix string) (image.Rectangle, bool) {
	for _, b := range foc.Btns {
		if strings.HasPrefix(b.Label, prefix) {
			return b.Rect, true
		}
	}
	return image.Rectangle{}, false
}

// TestWizardHidesThePreviousPagesButtons (issue 27 bug 4): while step 5
// animates in, step 4's Redraw buttons are not drawn over its text; the
// drawing there is the same as with no controls at all.
func TestWizardHidesThePreviousPagesButtons(t *testing.T) {
	w := wizardAt(t, forest.StepLandscape)
	ctx := screentest.On(t, w, 2)
	redraw, ok := buttonRect(&w.foc, "Redraw")
	if !ok {
		t.Fatal("step 4 shows no Redraw button")
	}
	sess := w.p.sess
	sessiontest.PlayUntil(t, saves, sess, func() bool { return sess.State.Step == forest.StepEnemy })
	ctx.Settings.AnimationSpeed = settings.AnimNormal
	screentest.Tick(ctx, w, 12)
	if !sess.Anim.Busy() {
		t.Fatal("step 5's rolls are not animating")
	}
	shown := ebiten.NewImage(sprites.ScreenWidth, sprites.ScreenHeight)
	bare := ebiten.NewImage(sprites.ScreenWidth, sprites.ScreenHeight)
	var a, b []byte
	windowtest.Do(func() {
		w.Draw(shown, ctx)
		kept := w.foc
		w.foc = focusList{}
		w.Draw(bare, ctx)
		w.foc = kept
		a = make([]byte, 4*sprites.ScreenWidth*sprites.ScreenHeight)
		b = make([]byte, len(a))
		shown.ReadPixels(a)
		bare.ReadPixels(b)
	})
	t.Logf("screenshot %s", windowtest.SavePNG(t, shown, windowtest.ShotsDir(), "forest-wizard-next-page.png"))
	for y := redraw.Min.Y; y < redraw.Max.Y; y++ {
		row := 4 * (y*sprites.ScreenWidth + redraw.Min.X)
		if !bytes.Equal(a[row:row+4*redraw.Dx()], b[row:row+4*redraw.Dx()]) {
			t.Fatalf("step 4's Redraw button is drawn at row %d while step 5 animates in", y)
		}
	}
}

// TestWizardBackTurnsToThePreviousPage (issue 27 bug 4): Back (Backspace)
// turns back to the page before as the player left it, with the replay
// cut to the actions that stand; going on again is the same game, and
// the first page has nothing before it.
func TestWizardBackTurnsToThePreviousPage(t *testing.T) {
	w := wizardAt(t, forest.StepAlly)
	ctx := screentest.On(t, w, 2)
	ahead, actions := w.p.sess.State.Fingerprint(), len(w.p.sess.Replay.Entries)
	ctx.Input.Inject(input.Back)
	screentest.Tick(ctx, w, 2)
	sess := w.p.sess
	if got := pageOf(sess); got != forest.StepHistory {
		t.Fatalf("Back from step 3 shows step %d", got)
	}
	if len(sess.Replay.Entries) >= actions {
		t.Fatalf("the replay kept %d of %d actions", len(sess.Replay.Entries), actions)
	}
	if _, ok := buttonRect(&w.foc, "Continue"); !ok {
		t.Fatal("step 2 came back without its Continue")
	}
	screentest.Shoot(t, ctx, w, 1, "forest-wizard-back.png")
	if err := sess.Do(forest.Next()); err != nil {
		t.Fatal(err)
	}
	if sess.State.Fingerprint() != ahead {
		t.Fatal("going on again after Back is not the same game")
	}

	// With a table open, Back closes it and keeps the page.
	seen := sess.View()
	slots := pageSlots(&seen)
	w.picking, w.builtAt = slots[len(slots)-1].slot, -1
	screentest.Tick(ctx, w, 1)
	actions = len(sess.Replay.Entries)
	ctx.Input.Inject(input.Back)
	screentest.Tick(ctx, w, 1)
	if w.picking != "" || w.p.sess != sess || len(sess.Replay.Entries) != actions {
		t.Fatal("Back with a table open did not just close it")
	}

	first := wizardAt(t, forest.StepStart)
	ctx.Stack = scenes.NewStack(first)
	ctx.Input.Inject(input.Back)
	screentest.Tick(ctx, first, 2)
	if first.p.sess.State.Step != forest.StepStart || len(first.p.sess.Replay.Entries) != 0 {
		t.Fatal("Back on the first page changed the game")
	}
}

// TestSummaryBlocksDoNotOverlap (issue 27 bug 6): on the summary page the
// Forest's three lines end before the Ally's name begins.
func TestSummaryBlocksDoNotOverlap(t *testing.T) {
	ctx := screentest.Window(t)
	w := wizardAt(t, forest.StepAbility)
	sess := w.p.sess
	sessiontest.PlayUntil(t, saves, sess, func() bool { return sess.State.Phase != forest.PhaseCreate })
	sess.Anim.Clear()
	screentest.Shoot(t, ctx, w, 2, "forest-wizard-summary.png")
	if got := pageOf(sess); got != forest.StepDone {
		t.Fatalf("page %d, want the summary", got)
	}
	body := ctx.Fonts.Face(sprites.StyleBody)
	forestLines := float64(len(sprites.Wrap(w.summaryRows()[0][1], body, 350))) * sprites.LineHeight(body)
	if y := w.summaryTops(ctx)[1]; y < 140+32+forestLines {
		t.Fatalf("the Ally's block starts at %.0f, inside the Forest's (to %.0f)", y, 140+32+forestLines)
	}
}

// pageOf is the wizard's page for sess's view.
func pageOf(sess *Session) forest.Step {
	v := sess.View()
	return wizardPage(&v)
}
