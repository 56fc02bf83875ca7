package battleui

import (
	"github.com/hajimehoshi/ebiten/v2"

	"deepwood/rules/battle"
	"deepwood/scenes"
	"deepwood/sprites"
)

// setupChoice is everything the player has chosen on the set-up screen,
// and the focus and message: with the backdrop's step, all its picture is
// drawn from.
type setupChoice struct {
	sc      int
	custom  bool
	players [2]int
	att     battle.Side
	budget  int
	armies  [2]battle.Army
	focus   int
	err     string
}

// setupShown is what the set-up screen's picture was drawn from.
type setupShown struct {
	drawn   bool
	artTick int // the backdrop's step
	choice  setupChoice
}

func (s *SetupScene) current() setupShown {
	return setupShown{drawn: true, artTick: sprites.ArtTick(s.tick), choice: s.setupChoice}
}

// Still reports that the set-up's picture is still right: the backdrop
// at the same step and no choice changed since it was drawn.
func (s *SetupScene) Still() bool { return s.current() == s.shown }

// calm reports that nothing but the backdrop's fireflies may have moved.
func (s *SetupScene) calm() bool {
	now := s.current()
	now.artTick = s.shown.artTick
	return s.shown.drawn && now == s.shown
}

// Retouch moves the backdrop on to this tick's step by repainting only
// around the fireflies, under the rows as last drawn.
func (s *SetupScene) Retouch(screen *ebiten.Image, ctx *scenes.Context) bool {
	return s.calm() && s.backdrop == sprites.SharedBackdrop(ctx.Palette) &&
		s.front.RetouchBackdrop(screen, s.backdrop, &s.shown.artTick, sprites.ArtTick(s.tick), func(over *ebiten.Image) { s.drawControls(over, ctx) })
}

// Leave frees the retouching layer.
func (s *SetupScene) Leave() { s.front.Free() }
