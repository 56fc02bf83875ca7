package app

import (
	"bytes"
	"errors"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"deepwood/rules/dice"
	"deepwood/rules/forest"
	"deepwood/rules/forward"
	"deepwood/scenes"
	"deepwood/scenes/forestui"
	"deepwood/scenes/forwardui"
	"deepwood/scenes/input"
)

// TestCutOffAutosaveOffersTheGoodLines is the probe's "unknown action
// "rol"" save: Continue asks whether to go on from the last good action,
// and Yes resumes there.
func TestCutOffAutosaveOffersTheGoodLines(t *testing.T) {
	store := instantStore(t)
	seed, _ := dice.ParseSeed("SAVE-0007")
	s, _ := forwardui.NewSession(store, seed, "set")
	for i := 0; i < 18 && !s.Over(); i++ {
		_ = s.Do(forward.Greedy{}.Choose(s.State, s.Legal()))
	}
	good := s.State.Steps - 1
	b, _ := store.Read(forwardui.AutosaveName)
	cut := append(b[:bytes.LastIndex(b[:len(b)-1], []byte("\n"))+1], "900 00000000 rol"...)
	_ = store.Write(forwardui.AutosaveName, cut)

	d := atTitle(t, store)
	d.choose(continueLabel("Forward"))
	d.expectScene("confirm")
	m := d.g.Stack().Top().(scenes.Inspector).Inspect().(map[string]any)
	if text := m["text"].(string); !strings.Contains(text, "Continue from action "+itoa(good)+" of your saved run?") || !strings.Contains(text, `"rol"`) {
		t.Fatalf("the question reads %q", text)
	}
	d.shot("forward-damaged-save.png")
	d.press(input.Up, 2)
	d.press(input.Confirm, 40)
	got := d.g.ForwardSession()
	if got == nil || got.State.Steps != good {
		t.Fatalf("resumed %v at %v; want action %d", got != nil, d.g.Stack().Names(), good)
	}
	if back, err := forwardui.Resume(store); err != nil || back.State.Steps != good {
		t.Fatalf("the autosave was not rewritten from the good lines: %v", err)
	}
}

// TestNewForestAsksBeforeReplacingTheSavedOne checks "I am the Forest"
// over a saved game asks first, and No keeps the save.
func TestNewForestAsksBeforeReplacingTheSavedOne(t *testing.T) {
	store := instantStore(t)
	seed, _ := dice.ParseSeed("SAVE-0008")
	s, _ := forestui.NewSession(store, seed, "")
	for s.State.Year < 2 {
		_ = s.Do(forest.Greedy{}.Choose(s.State, s.Legal()))
	}
	d := atTitle(t, store)
	d.choose("I am the Forest")
	d.expectScene("confirm")
	d.shot("forest-abandon-ask.png")
	d.press(input.Confirm, 40) // the focus rests on No
	d.expectScene("title")
	if !forestui.HasAutosave(store) {
		t.Fatal("No lost the saved Forest")
	}
}

// TestClosingTheWindowEndsCleanly closes the window mid-run: the game ends
// through Update (every screen left) and the run stands on disk to the
// last action taken.
func TestClosingTheWindowEndsCleanly(t *testing.T) {
	store := instantStore(t)
	d := atTitle(t, store)
	d.choose("Forward")
	d.press(input.Confirm, 3) // Random seed
	d.playByKeys(6)
	sess := d.g.ForwardSession()
	if sess == nil || sess.State.Steps == 0 {
		t.Fatalf("no run under way: %v", d.g.Stack().Names())
	}
	d.g.closing = func() bool { return true }
	d.frames(1)
	if !errors.Is(d.err, ebiten.Termination) {
		t.Fatalf("closing the window returned %v", d.err)
	}
	back, err := forwardui.Resume(store)
	if err != nil || back.State.Fingerprint() != sess.State.Fingerprint() {
		t.Fatalf("the run on disk after closing: %v", err)
	}
}
