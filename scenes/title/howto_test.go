package title

import (
	"slices"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"deepwood/internal/screentest"
	"deepwood/scenes"
	"deepwood/scenes/input"
	"deepwood/scenes/menu"
)

// page stands for a mode's how-to screen.
type page string

func (p page) Name() string                      { return string(p) }
func (page) Update(*scenes.Context) error        { return nil }
func (page) Draw(*ebiten.Image, *scenes.Context) {}

// TestHowToAsksWhichGame: the title's one "How to play" asks which game
// and opens that game's rules, every mode listed alike (issue 27 bug 6).
func TestHowToAsksWhichGame(t *testing.T) {
	modes := []string{"Forward", "I am the Forest", "Mass Combat", "Forsaken Forest"}
	var games []HowTo
	for _, m := range modes {
		games = append(games, HowTo{Mode: m, Open: func() scenes.Scene { return page("howto " + m) }})
	}
	s := New(Options{Items: []menu.Item{{Label: "Forward"}, HowToItem(games), {Label: "Settings"}}})
	ctx := screentest.Window(t)
	ctx.Stack = scenes.NewStack(s)
	ctx.Stack.SetTransitionTicks(0)
	screen := screentest.NewScreen()
	step := func(a ...input.Action) { screentest.Frames(t, ctx, screen, 1, a...) }
	step()
	step(input.Down)
	step(input.Confirm)
	c, ok := ctx.Stack.Top().(*howToChooser)
	if !ok {
		t.Fatalf("How to play opened %s", ctx.Stack.Top().Name())
	}
	if got := c.Labels(); !slices.Equal(got, append(modes, "Back")) {
		t.Fatalf("the chooser lists %q", got)
	}
	step(input.Down)
	step()
	step(input.Down)
	step()
	screentest.Save(t, screen, "title-howto.png")
	step(input.Confirm)
	if top := ctx.Stack.Top().Name(); top != "howto Mass Combat" {
		t.Fatalf("Mass Combat's rules: %s", top)
	}
}
