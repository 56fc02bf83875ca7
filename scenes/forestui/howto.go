package forestui

import (
	"github.com/hajimehoshi/ebiten/v2"

	"deepwood/rules/dice"
	"deepwood/scenes"
	"deepwood/scenes/ui"
	"deepwood/sprites"
)

// GuidedSeed is the guided first game's seed: fixed, so the coaching
// meets the same Forest every time (its test checks the Forest can take a
// starting ability and the Enemy starts small enough to push back).
var GuidedSeed = dice.Seed(0x5EED_F0E5)

// howToScene is the rules reference, page by page, with a way into the
// guided first game from the title.
type howToScene struct {
	h     Hooks
	pager *ui.Pager
}

// HowToScene builds the rules reference with the guided first game.
func HowToScene(h Hooks) scenes.Scene { return newHowTo(h, true) }

func newHowTo(h Hooks, fromTitle bool) *howToScene {
	s := &howToScene{h: h, pager: ui.NewPager(howToPages, fromTitle)}
	s.pager.Reserve(0, legendUpRows*legendUpStep)
	return s
}

// LaysOutUpright reports that the rules reference has a portrait layout:
// the kit's pager's, the legend under the first page's text in four
// columns, every page checked by TestHowToLaysOutUpright.
func (s *howToScene) LaysOutUpright() bool { return true }

// Name is "forest-howto".
func (s *howToScene) Name() string { return "forest-howto" }

// Inspect reports the page.
func (s *howToScene) Inspect() any { return s.pager.Inspect() }

// Update turns pages and closes, or starts the guided first game.
func (s *howToScene) Update(ctx *scenes.Context) error {
	if s.pager.Update(ctx) {
		startGuided(ctx, s.h)
	}
	return nil
}

// startGuided replaces the reference with the guided first game, on the
// fixed GuidedSeed.
func startGuided(ctx *scenes.Context, h Hooks) {
	if sess, err := NewSession(h.Store, GuidedSeed, ""); err == nil {
		sess.Guided = true
		ctx.Stack.Replace(StartGame(h, sess))
	}
}

// Draw paints the page.
func (s *howToScene) Draw(dst *ebiten.Image, ctx *scenes.Context) {
	sprites.DrawBackdrop(dst, ctx.Palette, int(ctx.Tick))
	s.pager.DrawPage(dst, ctx, "How to play I am the Forest")
	if y, ok := s.pager.Room(); ok {
		s.drawLegend(dst, ctx, legendUpright(dst.Bounds().Dx(), y))
	} else if !ctx.Upright() && s.pager.Page == 0 {
		s.drawLegend(dst, ctx, legendWide)
	}
	s.pager.DrawButtons(dst, ctx)
}

// legendTiles are the map's terrains and a few Enemy structures, for the
// first page's legend.
var legendTiles = []sprites.HexTile{
	{Terrain: "Rivers"}, {Terrain: "Hills"}, {Terrain: "Mountains"}, {Terrain: "Canyons"}, {Terrain: "Plains"}, {Terrain: "Forests"},
	{Terrain: "Pines"}, {Terrain: "Lakes"}, {Terrain: "Swamps"}, {Terrain: "Rift"}, {Terrain: "Delta"}, {Terrain: "Island"},
	{Terrain: "Plains", Enemy: true, Structure: "town"}, {Terrain: "Plains", Enemy: true, Structure: "farmstead"},
	{Terrain: "Pines", Enemy: true, Structure: "sawmill"}, {Terrain: "Forests", Enemy: true, Structure: "charcoal kiln"},
	{Terrain: "Mountains", Enemy: true, Structure: "mine"}, {Terrain: "Lakes", Enemy: true, Structure: "toxified lake"},
}

// legendGrid is where the legend stands: the first hex's centre, the
// steps between columns and rows, the columns, the hexes' radius, the
// names' drop under a hex's centre and their face.
type legendGrid struct {
	x, y, dx, dy, r, drop float32
	cols                  int
	face                  sprites.Style
}

// The legend on a wide screen, nine to a row named in Small; upright
// (legendUpright) four to a row named in Body, as Small would be under
// 12 CSS pixels on a phone, in legendUpRows rows legendUpStep high.
var legendWide = legendGrid{x: 150, y: 360, dx: 118, dy: 124, r: 40, drop: 46, cols: 9, face: sprites.StyleSmall}

const legendUpRows, legendUpStep = 5, 100

// legendUpright is the legend's grid upright on a screen w wide, from y
// down.
func legendUpright(w, y int) legendGrid {
	dx := float32(w-72) / 4
	return legendGrid{x: 36 + dx/2, y: float32(y + 32), dx: dx, dy: legendUpStep, r: 30, drop: 34, cols: 4, face: sprites.StyleBody}
}

// drawLegend draws every terrain and some structures as the map shows
// them, named, on g.
func (s *howToScene) drawLegend(dst *ebiten.Image, ctx *scenes.Context, g legendGrid) {
	face := ctx.Fonts.Face(g.face)
	for i, t := range legendTiles {
		x := g.x + float32(i%g.cols)*g.dx
		y := g.y + float32(i/g.cols)*g.dy
		t.Seed = uint64(i*31 + 7)
		sprites.DrawHexTile(dst, x, y, g.r, t, ctx.Palette)
		label := t.Terrain
		if t.Enemy {
			label = t.Structure
		}
		sprites.DrawText(dst, label, face, float64(x), float64(y+g.drop), sprites.AlignCenter, ctx.Palette.C(sprites.ColText))
	}
}
