package forwardui

import (
	"slices"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"deepwood/internal/screentest"
	"deepwood/internal/sessiontest"
	"deepwood/rules/forward"
	"deepwood/scenes"
	"deepwood/scenes/ui"
)

// titleStub stands for the title screen the app would build.
type titleStub struct{}

func (titleStub) Name() string                        { return "title" }
func (titleStub) Update(*scenes.Context) error        { return nil }
func (titleStub) Draw(*ebiten.Image, *scenes.Context) {}

// TestPauseSavesAndLeaves: Forward's pause menu lists the choices in the
// order every mode shares, with "Save and leave", which goes back to the
// title and keeps the run for Continue (issue 27 bug 7).
func TestPauseSavesAndLeaves(t *testing.T) {
	sess, store := sessiontest.Start(t, saves, "LEAV-0001")
	for range 3 {
		if err := sess.Do(forward.Greedy{}.Choose(sess.State, sess.Legal())); err != nil {
			t.Fatal(err)
		}
	}
	h := Hooks{Hooks: ui.Hooks{Store: store, Title: func() scenes.Scene { return titleStub{} }}}
	p := newPlay(h, sess)
	pause := newPause(p)
	want := []string{"Resume", "How to play", "Settings", "Save and leave", "Abandon run", "Save and quit"}
	if got := pause.Labels(); !slices.Equal(got, want) {
		t.Fatalf("pause menu %q, want %q", got, want)
	}
	ctx := screentest.Context(t)
	ctx.Stack = scenes.NewStack(StartRun(h, sess))
	ctx.Stack.SetTransitionTicks(0)
	ctx.Stack.Push(pause)
	_ = ctx.Stack.Update(ctx)
	leave := pause.Menu.Items[slices.Index(want, "Save and leave")]
	if err := leave.Run(ctx); err != nil {
		t.Fatal(err)
	}
	_ = ctx.Stack.Update(ctx)
	if ctx.Stack.Top().Name() != "title" {
		t.Fatalf("Save and leave went to %s", ctx.Stack.Top().Name())
	}
	back, err := Resume(store)
	if err != nil || back.State.Fingerprint() != sess.State.Fingerprint() {
		t.Fatalf("the run was not kept for Continue: %v", err)
	}
}
