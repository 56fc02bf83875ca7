package battleui

import (
	"github.com/hajimehoshi/ebiten/v2"

	"deepwood/rules/battle"
	"deepwood/scenes"
	"deepwood/sprites"
)

// setupChoice is everything the player has chosen on the set-up screen,
// and the focus and message: with the backdrop's step, all its picture is
// drawn from (what its OnBackdrop compares).
type setupChoice struct {
	sc      int
	custom  bool
	players [2]int
	att     battle.Side
	budget  int
	armies  [2]battle.Army
	focus   int
	hover   int // the row under the pointer, or -1
	err     string
}

// Still reports that the set-up's picture is still right: the backdrop
// at the same step and no choice changed since it was drawn.
func (s *SetupScene) Still() bool { return s.bd.Still(s.tick, s.setupChoice) }

// Retouch moves the backdrop on to this tick's step by repainting only
// around the fireflies, under the rows as last drawn.
func (s *SetupScene) Retouch(screen *ebiten.Image, ctx *scenes.Context) bool {
	return s.bd.Retouch(screen, sprites.SharedBackdrop(ctx.Palette), s.tick, s.setupChoice, func(over *ebiten.Image) { s.drawControls(over, ctx) })
}

// Leave frees the retouching layer.
func (s *SetupScene) Leave() { s.bd.Leave() }
