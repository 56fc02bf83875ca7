package app

import (
	"encoding/json"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"deepwood/internal/windowtest"
	"deepwood/levels"
	"deepwood/rules/dice"
	"deepwood/rules/forward"
	"deepwood/settings"
	"deepwood/sprites"
	"deepwood/storage"
)

// TestAutoplayMatchesSimulator plays a fixed seed to the end through the
// real screens by injected input and compares the outcome with the
// simulator's for the same seed and bot; it saves the screenshots.
func TestAutoplayMatchesSimulator(t *testing.T) {
	windowtest.Require(t)
	base, _ := dice.ParseSeed("TEST-0001")
	d, _ := forward.DefaultData()
	want, err := forward.Simulate(d, base, 1, "greedy", true)
	if err != nil {
		t.Fatal(err)
	}
	var a *Autoplay
	var screen *ebiten.Image
	windowtest.Do(func() {
		a, err = NewAutoplay(storage.NewDir(t.TempDir()), base, "greedy", 4, settings.AnimInstant, windowtest.ShotsDir())
		screen = ebiten.NewImage(sprites.ScreenWidth, sprites.ScreenHeight)
	})
	if err != nil {
		t.Fatal(err)
	}
	frames := 0
	for ; frames < 6000 && !a.Done(); frames++ {
		var uerr error
		windowtest.Do(func() {
			uerr = a.Update()
			if uerr == nil {
				a.Draw(screen)
			}
		})
		if uerr != nil && !a.Done() {
			t.Fatalf("frame %d: %v (scene %v, steps %d)", frames, uerr, a.G.Stack().Names(), a.d.sess.State.Steps)
		}
	}
	if !a.Done() {
		t.Fatalf("not done after %d frames: scene %v, phase %s, steps %d", frames, a.G.Stack().Names(), a.d.sess.State.Phase, a.d.sess.State.Steps)
	}
	got := a.Report()
	if got != want {
		t.Fatalf("autoplay %+v\nsim      %+v", got, want)
	}
	b, _ := a.Outcome()
	var m map[string]any
	if err := json.Unmarshal(b, &m); err != nil || m["mode"] != "forward" {
		t.Fatalf("outcome %s: %v", b, err)
	}
	t.Logf("%d frames; outcome %s; shots %v", frames, b, a.Shots())
	if len(a.Shots()) < 2 {
		t.Fatalf("screenshots %v; want a location, a duel and the summary", a.Shots())
	}
}

func levelsFingerprint() string { return levels.ModeFingerprint("forward") }
