package app

import (
	"encoding/json"
	"reflect"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"deepwood/cli"
	"deepwood/internal/windowtest"
	"deepwood/rules/dice"
	"deepwood/scenes"
	"deepwood/sprites"
)

// ticksPerFrame is how many autoplay ticks a test runs in one real window
// frame: software rendering is slow, and the rules never depend on drawing.
const ticksPerFrame = 32

// autoplayBase starts an autoplay test: it needs the window, and its
// game derives from the seed code TEST-0001, as the simulator's does with
// --seed TEST-0001.
func autoplayBase(t *testing.T) dice.Seed {
	t.Helper()
	windowtest.Require(t)
	base, _ := dice.ParseSeed("TEST-0001")
	return base
}

// inWindow builds a game (an autoplay) inside the game loop, as anything
// touching the engine must be, failing the test when it cannot.
func inWindow[A any](t *testing.T, build func() (A, error)) A {
	t.Helper()
	var a A
	var err error
	windowtest.Do(func() { a, err = build() })
	if err != nil {
		t.Fatal(err)
	}
	return a
}

// playAutoplay runs any mode's autoplay until it is done or limit ticks
// have run, and returns the ticks run. Several ticks run per window frame;
// a frame is drawn when a screenshot waits for it and every eighth batch
// otherwise. thinking, when not nil, says a computer is deciding off the
// loop: the test then sleeps a millisecond before polling again, leaving
// the CPU to the thinking, and such polls are not counted as ticks (the
// bound must measure the game, not the machine; a decision that never
// comes is caught after 10 minutes of waiting).
func playAutoplay(t *testing.T, a *autoplayGame, limit int, thinking func() bool) int {
	t.Helper()
	var screen *ebiten.Image
	windowtest.Do(func() { screen = ebiten.NewImage(sprites.ScreenWidth, sprites.ScreenHeight) })
	ticks, waits, batches := 0, 0, 0
	for ticks < limit && waits < 600000 && !a.Done() {
		var err error
		windowtest.Do(func() {
			for k := 0; k < ticksPerFrame && err == nil && !a.Done() && !a.shot.waiting(); k++ {
				err = a.Update()
				if thinking != nil && thinking() {
					waits++
					time.Sleep(time.Millisecond)
					continue
				}
				ticks++
			}
			if batches++; err == nil && (a.shot.waiting() || batches%8 == 0) {
				a.Draw(screen)
			}
		})
		if err != nil && !a.Done() {
			top := a.G.Stack().Top()
			var inspect any
			if i, ok := top.(scenes.Inspector); ok {
				inspect = i.Inspect()
			}
			t.Fatalf("tick %d: %v (scene %v, inspect %v)", ticks, err, a.G.Stack().Names(), inspect)
		}
	}
	return ticks
}

// outcomeMatches checks the autoplay's outcome line against the
// simulator's for the same game (checkOutcome) and logs it with the
// frames run and the screenshots saved.
func outcomeMatches(t *testing.T, a interface {
	Outcome() ([]byte, error)
	Shots() []string
}, frames int, mode string, sim any, played dice.Seed, rateKey string) {
	t.Helper()
	b, _ := a.Outcome()
	checkOutcome(t, b, mode, sim, played, rateKey)
	t.Logf("%d frames; outcome %s; shots %v", frames, b, a.Shots())
}

// checkOutcome holds an autoplay's outcome line to what `deepwood sim MODE
// --json` prints for the same game (sim, the simulator's report, of the
// one game it played on the seed played): the same fields and values but
// the throughput under rateKey, which measures wall time.
func checkOutcome(t *testing.T, line []byte, mode string, sim any, played dice.Seed, rateKey string) {
	t.Helper()
	simLine, err := cli.ModeJSON(mode, sim, []string{played.Code()}, rateKey, 0)
	if err != nil {
		t.Fatal(err)
	}
	var got, want map[string]any
	if err := json.Unmarshal(line, &got); err != nil {
		t.Fatalf("outcome %s: %v", line, err)
	}
	_ = json.Unmarshal(simLine, &want)
	if _, ok := got[rateKey]; !ok {
		t.Errorf("outcome %s has no %s", line, rateKey)
	}
	delete(got, rateKey)
	delete(want, rateKey)
	if !reflect.DeepEqual(got, want) {
		t.Fatalf("outcome %s\nsim     %s", line, simLine)
	}
}
