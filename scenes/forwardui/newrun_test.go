package forwardui

import (
	"strings"
	"testing"

	"deepwood/internal/screentest"
	"deepwood/internal/windowtest"
	"deepwood/scenes/focus"
	"deepwood/scenes/input"
	"deepwood/scenes/ui"
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
