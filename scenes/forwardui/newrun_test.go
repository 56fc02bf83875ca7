package forwardui

import (
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"deepwood/internal/screentest"
	"deepwood/internal/windowtest"
	"deepwood/scenes"
	"deepwood/scenes/focus"
	"deepwood/scenes/input"
	"deepwood/scenes/ui"
	"deepwood/sprites"
	"deepwood/storage"
)

// TestNewRunReadsTopToBottom: on the new-run screen Down goes to the next
// choice as the screen reads, and each choice that starts a run at once
// says so, the focused one first (issue 27 bug 6: Enter on "Random seed"
// started a run unannounced, Down from "Practise a location" skipped
// "Guided first game" and Down from "Daily seed" landed on a digit's "+").
func TestNewRunReadsTopToBottom(t *testing.T) {
	h := Hooks{Hooks: ui.Hooks{Replays: storage.NewDir(t.TempDir())}}
	s := NewRunScene(h).(*newRunScene)
	label := func(i int) string {
		if i < 0 {
			return "nothing"
		}
		return s.f.Btns[i].Label
	}
	find := func(prefix string) int {
		for i, b := range s.f.Btns {
			if strings.HasPrefix(b.Label, prefix) {
				return i
			}
		}
		t.Fatalf("no %q", prefix)
		return -1
	}
	for _, id := range []int{uiRandom, uiDaily, uiGuided, uiTyped} {
		for _, b := range s.f.Btns {
			if b.ID == id && !strings.HasPrefix(b.Label, "Start") {
				t.Errorf("%q starts a run at once without saying so", b.Label)
			}
		}
	}
	if got := label(s.f.Focus); !strings.HasPrefix(got, "Start a random run") {
		t.Errorf("focused first: %q", got)
	}
	for _, step := range [][2]string{
		{"Start a random run", "Start today's daily seed"},
		{"Start today's daily seed", "Start the guided first game"},
		{"Start the guided first game", "Type or paste a seed code"},
		{"Start with this seed", "Back"},
		{"Practise a location", "Watch replays"},
	} {
		if got := label(focus.Neighbour(s.f.Btns, find(step[0]), input.Down)); !strings.HasPrefix(got, step[1]) {
			t.Errorf("Down from %q: %q, want %q", step[0], got, step[1])
		}
		if got := label(focus.Neighbour(s.f.Btns, find(step[1]), input.Up)); !strings.HasPrefix(got, step[0]) && step[1] != "Back" && step[1] != "Watch replays" {
			t.Errorf("Up from %q: %q, want %q", step[1], got, step[0])
		}
	}
	if got := s.f.Btns[focus.Neighbour(s.f.Btns, find("Type or paste"), input.Down)].ID; got < uiCharUp || got >= uiCharUp+8 {
		t.Errorf("Down from the code field does not reach the code's characters")
	}
	windowtest.Require(t)
	screentest.Shoot(t, screentest.Context(t), s, 2, "forward-newrun.png")
}

// TestNewRunOfflineShowsHowARunGoes: with Online off (the default) the
// new-run screen's right panel shows how a run goes once the screen has
// arrived as the game brings it, pushed over another screen with a fade
// and drawn before its first update: the same picture as a screen updated
// before it is drawn (issue 38 item 1: it read "Asking …" forever, as the
// still picture drawn before the board was marked offline had the same
// key as the offline one and was never drawn again).
func TestNewRunOfflineShowsHowARunGoes(t *testing.T) {
	ctx := screentest.Window(t)
	h := Hooks{Boards: boardsFor(t, ctx)}
	want := screentest.NewScreen()
	first := NewRunScene(h).(*newRunScene)
	ctx.Stack = scenes.NewStack(first)
	screentest.Frames(t, ctx, want, 2)
	if first.board.offlineNote() == "" || first.board.asked() {
		t.Fatalf("offline, the board was asked for or no reason is given: %q", first.board.offlineNote())
	}

	nr := NewRunScene(h).(*newRunScene)
	ctx.Stack = scenes.NewStack(first)
	ctx.Stack.SetTransitionTicks(4)
	ctx.Stack.Push(nr)
	got := screentest.NewScreen()
	screentest.Frames(t, ctx, got, 12)
	if ctx.Stack.Top() != nr || ctx.Stack.Transitioning() {
		t.Fatalf("the new-run screen did not arrive: %v", ctx.Stack.Names())
	}
	if !nr.Still() {
		t.Fatal("the arrived screen is not still")
	}
	if n := differentPixels(got, want); n > 0 {
		screentest.Save(t, got, "forward-newrun-offline-arrived.png")
		t.Fatalf("arrived offline, the screen differs from one updated first in %d pixels (out/shots/forward-newrun-offline-arrived.png)", n)
	}
	screentest.Save(t, got, "forward-newrun-offline.png")
}

// differentPixels counts the pixels where a and b differ by more than
// 2/255 in a channel.
func differentPixels(a, b *ebiten.Image) int {
	pa := make([]byte, 4*sprites.ScreenWidth*sprites.ScreenHeight)
	pb := make([]byte, len(pa))
	windowtest.Do(func() { a.ReadPixels(pa); b.ReadPixels(pb) })
	n := 0
	for i := 0; i < len(pa); i += 4 {
		for c := range 3 {
			if d := int(pa[i+c]) - int(pb[i+c]); d > 2 || d < -2 {
				n++
				break
			}
		}
	}
	return n
}
