package forsakenui

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"deepwood/internal/screentest"
	"deepwood/internal/windowtest"
	"deepwood/rules/forsaken"
	"deepwood/scenes/input"
	"deepwood/settings"
	"deepwood/sprites"
)

// The table waiting on the player is still: nothing is drawn again until
// something changes (here a press moving the focus).
func TestIdleTableIsStill(t *testing.T) {
	tb := atPlayersTurn(t)
	ctx := onWindow(t, tb)
	ctx.Settings.AnimationSpeed = settings.AnimNormal
	screen := ebiten.NewImage(sprites.ScreenWidth, sprites.ScreenHeight)
	ticks(ctx, tb, 1)
	windowtest.Do(func() { tb.Draw(screen, ctx) })
	for k := range 300 {
		ticks(ctx, tb, 1)
		if !tb.Still() {
			t.Fatalf("tick %d: the idle table asks to be drawn again", k)
		}
	}
	ctx.Input.Inject(input.Down)
	ticks(ctx, tb, 1)
	if tb.Still() {
		t.Error("the focus moved and the table says it is still")
	}
}

// While a computer traveler waits in a Priority window the player could
// answer, only the countdown bar moves: the table retouches the bar alone,
// and the picture kept is the one a fresh drawing gives.
func TestPriorityBarRetouched(t *testing.T) {
	s := atPriorityWindow(t)
	tb := table(s)
	ctx := onWindow(t, tb)
	ctx.Settings.AnimationSpeed = settings.AnimNormal
	r := screentest.NewRig(t, ctx, tb)
	ticks(ctx, tb, 1)
	r.Draw()
	steps, retouched := s.Steps(), 0
	for k := 0; k < 40 && s.Steps() == steps; k++ {
		ticks(ctx, tb, 1)
		if tb.Still() {
			continue
		}
		// Every retouch is made; every fourth is held to a whole draw,
		// which also sees what the three before it left behind.
		if retouched%4 == 0 {
			r.RetouchMatches("forsaken_priority")
		} else {
			r.Retouch("forsaken_priority")
		}
		retouched++
	}
	if retouched < 10 || s.Steps() != steps {
		t.Fatalf("%d frames retouched; %d actions", retouched, s.Steps()-steps)
	}
	windowtest.SavePNG(t, r.Screen, windowtest.ShotsDir(), "forsaken_priority_retouched.png")
}

// A Priority window the player may answer before being asked offers no
// Pass yet, so the prompt does not tell them to Pass.
func TestPriorityPromptOffersOnlyWhatIsLegal(t *testing.T) {
	windowtest.Require(t)
	s := atPriorityWindow(t)
	canPass := false
	for _, a := range s.Legal() {
		canPass = canPass || a.Kind == forsaken.ActPass
	}
	got := table(s).prompt()
	t.Logf("prompt %q, Pass legal %v", got, canPass)
	if want := map[bool]string{true: "Answer now, or Pass", false: "Answer now, or let it resolve"}[canPass]; got != want {
		t.Errorf("prompt %q with Pass legal %v, want %q", got, canPass, want)
	}
}
