package app

import (
	"bytes"
	"encoding/json"
	"image/png"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"deepwood/internal/windowtest"
	"deepwood/rules/dice"
	"deepwood/rules/forest"
	"deepwood/scenes"
	"deepwood/scenes/forestui"
	"deepwood/scenes/input"
	"deepwood/settings"
	"deepwood/storage"
)

// TestForestAutoplayMatchesSimulator plays a fixed seed to the end through
// the real screens by injected input, compares the outcome with the
// simulator's for the same seed and bot, then exports the journal and the
// map and checks them: the Markdown has an entry per Year, the PNG is the
// map.
func TestForestAutoplayMatchesSimulator(t *testing.T) {
	base := autoplayBase(t)
	t.Setenv("DEEPWOOD_CONFIG_DIR", t.TempDir())
	d, _ := forest.DefaultData()
	want, err := forest.Simulate(d, base, 1, "greedy", forest.Options{Check: true})
	if err != nil {
		t.Fatal(err)
	}
	a := inWindow(t, func() (*ForestAutoplay, error) {
		return NewForestAutoplay(storage.NewDir(t.TempDir()), base, "greedy", 8, 0, settings.AnimInstant, windowtest.ShotsDir())
	})
	frames := playAutoplay(t, &a.autoplayGame, 4000, nil)
	if !a.Done() {
		t.Fatalf("not done after %d frames: scene %v, phase %s, Year %d", frames, a.G.Stack().Names(), a.Session().State.Phase, a.Session().State.Year)
	}
	if got := a.Report(); got != want {
		t.Fatalf("autoplay %+v\nsim      %+v", got, want)
	}
	outcomeMatches(t, a, frames, "forest", want, base, "games_per_second")
	if len(a.Shots()) < 4 {
		t.Errorf("screenshots %v; want the wizard summary, the map, a roll, the journal", a.Shots())
	}

	sess := a.Session()
	md := forestui.JournalMarkdown(sess)
	where, err := a.G.export("journal.md", []byte(md))
	if err != nil {
		t.Fatal(err)
	}
	saved, err := os.ReadFile(where)
	if err != nil || string(saved) != md {
		t.Fatalf("journal not written to %s: %v", where, err)
	}
	for y := 1; y <= sess.State.Year; y++ {
		if !strings.Contains(md, "\n## Year "+itoa(y)+"\n") {
			t.Fatalf("journal has no entry for Year %d:\n%s", y, md)
		}
	}
	if n := strings.Count(md, "\n## "); n != sess.State.Year+1 {
		t.Fatalf("journal has %d sections; want history + %d Years", n, sess.State.Year)
	}
	var pngBytes []byte
	windowtest.Do(func() { pngBytes, err = forestui.MapPNG(sess, a.G.ctx.Palette, a.G.ctx.Fonts) })
	if err != nil {
		t.Fatal(err)
	}
	where, err = a.G.export("map.png", pngBytes)
	if err != nil || filepath.Dir(where) != ExportDir() {
		t.Fatalf("map exported to %s (want %s): %v", where, ExportDir(), err)
	}
	_ = os.MkdirAll(windowtest.ShotsDir(), 0o755)
	_ = os.WriteFile(filepath.Join(windowtest.ShotsDir(), "forest-export-map.png"), pngBytes, 0o644)
	img, err := png.Decode(bytes.NewReader(pngBytes))
	if err != nil {
		t.Fatal(err)
	}
	// The map is drawn: the hex under the centre of a Forest cell is
	// green-dominant, not the background.
	greens := 0
	bnd := img.Bounds()
	for y := bnd.Min.Y; y < bnd.Max.Y; y += 8 {
		for x := bnd.Min.X; x < bnd.Max.X; x += 8 {
			r, g, b, _ := img.At(x, y).RGBA()
			if g > r+0x1000 && g > b && g > 0x4000 {
				greens++
			}
		}
	}
	if greens < 500 {
		t.Fatalf("map PNG has %d green samples; the map is not drawn", greens)
	}
}

func itoa(n int) string { return strings.TrimSpace(strings.Repeat(" ", 0) + fmtInt(n)) }

func fmtInt(n int) string {
	b, _ := json.Marshal(n)
	return string(b)
}

// TestForestAutoplayRandomBot plays the random bot (every kind of choice:
// rerolls, chosen rows, map redraws, the feature moved, abilities at odd
// moments) for a few Years through the screens and compares the outcome
// with the simulator's under the same Year limit.
func TestForestAutoplayRandomBot(t *testing.T) {
	windowtest.Require(t)
	for _, code := range []string{"RAND-0001", "RAND-0002"} {
		base, _ := dice.ParseSeed(code)
		d, _ := forest.DefaultData()
		opt := forest.Options{MaxYears: 6, Check: true}
		want, err := forest.Simulate(d, base, 1, "random", opt)
		if err != nil {
			t.Fatal(err)
		}
		a := inWindow(t, func() (*ForestAutoplay, error) {
			return NewForestAutoplay(storage.NewDir(t.TempDir()), base, "random", 8, 6, settings.AnimInstant, "")
		})
		frames := playAutoplay(t, &a.autoplayGame, 6000, nil)
		if !a.Done() {
			t.Fatalf("%s: not done after %d frames: scene %v, phase %s", code, frames, a.G.Stack().Names(), a.Session().State.Phase)
		}
		if got := a.Report(); got != want {
			t.Fatalf("%s: autoplay %+v\nsim      %+v", code, got, want)
		}
		t.Logf("%s: %d frames, %d actions", code, frames, a.Session().State.Steps)
	}
}

// TestForestFromTitle opens I am the Forest from the title with the
// keyboard, creates a Forest by Confirm alone (names skipped, as a gamepad
// player would), plays one action of Year 1, leaves to the title, and
// resumes the game through Continue with the same state.
func TestForestFromTitle(t *testing.T) {
	d := atTitle(t, nil)
	g, tick := d.g, d.tick
	tick()
	items := g.Stack().Top().(scenes.Inspector).Inspect().(map[string]any)["items"].([]string)
	if !slicesContains(items, "I am the Forest") {
		t.Fatalf("title items %v", items)
	}
	d.shot("forest-title.png")
	tick(input.Down)
	tick(input.Confirm)
	for i := 0; i < 40 && g.Stack().Top().Name() != "forest-level"; i++ {
		tick()
	}
	if g.Stack().Top().Name() != "forest-level" {
		t.Fatalf("the level was not asked: %v", g.Stack().Names())
	}
	tick()
	tick(input.Confirm) // Tale, focused first
	for i := 0; i < 40 && g.Stack().Top().Name() != "forest-wizard"; i++ {
		tick()
	}
	if g.Stack().Top().Name() != "forest-wizard" {
		t.Fatalf("the Forest did not open: %v", g.Stack().Names())
	}
	for i := 0; i < 200 && g.Stack().Top().Name() == "forest-wizard"; i++ {
		ins := g.Stack().Top().(scenes.Inspector).Inspect().(map[string]any)
		if ins["busy"] == true {
			tick()
			continue
		}
		tick(input.Confirm)
		tick() // release: a key held down is pressed once
	}
	if n := g.Stack().Top().Name(); n != "forest-year" {
		t.Fatalf("after creation the screen is %s: %v", n, g.Stack().Top().(scenes.Inspector).Inspect())
	}
	sess := g.ForestSession()
	tick(input.Confirm) // the Enemy rolls
	for i := 0; i < 10; i++ {
		tick()
	}
	if sess.State.Phase != forest.PhaseDefend {
		t.Fatalf("Confirm did not roll the Enemy: phase %s", sess.State.Phase)
	}
	// The rest of Year 1 by Confirm alone: each screen's default choice.
	for i := 0; i < 300 && sess.State.Year == 1 && !sess.State.Phase.Over(); i++ {
		tick(input.Confirm)
		tick()
	}
	if sess.State.Year != 2 && !sess.State.Phase.Over() {
		t.Fatalf("Confirm alone did not finish Year 1: phase %s, %v", sess.State.Phase, g.Stack().Top().(scenes.Inspector).Inspect())
	}
	if len(sess.State.Journal) < 2 {
		t.Fatalf("Year 1 has no journal entry")
	}
	want := sess.State.Fingerprint()
	windowtest.Do(func() { g.stack.Reset(g.newTitle()) })
	tick()
	items = g.Stack().Top().(scenes.Inspector).Inspect().(map[string]any)["items"].([]string)
	if !slicesContains(items, continueLabel("I am the Forest")) {
		t.Fatalf("no Continue on the title: %v", items)
	}
	windowtest.Do(func() { _ = g.continueForest(g.ctx) })
	tick()
	got := g.ForestSession()
	if got == nil || got.State.Fingerprint() != want {
		t.Fatalf("Continue resumed %v; want the same state", got)
	}
}

func slicesContains(s []string, v string) bool {
	for _, x := range s {
		if x == v {
			return true
		}
	}
	return false
}
