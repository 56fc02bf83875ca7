package app

import (
	"testing"

	"deepwood/internal/windowtest"
	"deepwood/levels"
	"deepwood/rules/dice"
	"deepwood/rules/forward"
	"deepwood/settings"
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
	a := inWindow(t, func() (*Autoplay, error) {
		return NewAutoplay(storage.NewDir(t.TempDir()), base, "greedy", 4, settings.AnimInstant, windowtest.ShotsDir())
	})
	frames := playAutoplay(t, &a.autoplayGame, 6000, nil)
	if !a.Done() {
		t.Fatalf("not done after %d frames: scene %v, phase %s, steps %d", frames, a.G.Stack().Names(), a.d.sess.State.Phase, a.d.sess.State.Steps)
	}
	got := a.Report()
	if got != want {
		t.Fatalf("autoplay %+v\nsim      %+v", got, want)
	}
	b, _ := a.Outcome()
	checkOutcome(t, b, "forward", want, "runs_per_second")
	t.Logf("%d frames; outcome %s; shots %v", frames, b, a.Shots())
	if len(a.Shots()) < 2 {
		t.Fatalf("screenshots %v; want a location, a duel and the summary", a.Shots())
	}
}

func levelsFingerprint() string { return levels.ModeFingerprint("forward") }
