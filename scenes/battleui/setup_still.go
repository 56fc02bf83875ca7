package battleui

import (
	"github.com/hajimehoshi/ebiten/v2"

	"deepwood/rules/battle"
	"deepwood/scenes"
	"deepwood/sprites"
)

// setupShown is what the set-up screen's picture was drawn from.
type setupShown struct {
	drawn   bool
	artTick int // the backdrop's step
	sc      int
	custom  bool
	players [2]int
	att     battle.Side
	budget  int
	armies  [2]battle.Army
	focus   int
	err     string
}

func (s *SetupScene) current() setupShown {
	return setupShown{drawn: true, artTick: sprites.ArtTick(s.tick), sc: s.sc, custom: s.custom, players: s.players,
		att: s.att, budget: s.budget, armies: s.armies, focus: s.focus, err: s.err}
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
	if !s.calm() || s.backdrop != sprites.SharedBackdrop(ctx.Palette) {
		return false
	}
	to := sprites.ArtTick(s.tick)
	if !s.retouch.Retouch(s.backdrop, screen, s.shown.artTick, to, func(over *ebiten.Image) { s.drawControls(over, ctx) }) {
		return false
	}
	s.shown.artTick = to
	return true
}

// Leave frees the retouching layer.
func (s *SetupScene) Leave() { s.retouch.Release() }
