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
		s.drawLegendUpright(dst, ctx, y)
	} else if !ctx.Upright() && s.pager.Page == 0 {
		s.drawLegend(dst, ctx)
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

// drawLegend draws every terrain and some structures as the map shows
// them, named.
func (s *howToScene) drawLegend(dst *ebiten.Image, ctx *scenes.Context) {
	small := ctx.Fonts.Face(sprites.StyleSmall)
	for i, t := range legendTiles {
		x := float32(150 + (i%9)*118)
		y := float32(360 + (i/9)*124)
		t.Seed = uint64(i*31 + 7)
		sprites.DrawHexTile(dst, x, y, 40, t, ctx.Palette)
		label := t.Terrain
		if t.Enemy {
			label = t.Structure
		}
		sprites.DrawText(dst, label, small, float64(x), float64(y)+46, sprites.AlignCenter, ctx.Palette.C(sprites.ColText))
	}
}

// The legend upright: four columns, a row of hexes and their names
// legendUpStep high.
const legendUpCols, legendUpRows, legendUpStep = 4, 5, 100

// drawLegendUpright draws the legend from y down, four to a row, named
// in Body (Small would be under 12 CSS pixels on a phone).
func (s *howToScene) drawLegendUpright(dst *ebiten.Image, ctx *scenes.Context, y int) {
	body := ctx.Fonts.Face(sprites.StyleBody)
	col := float32(dst.Bounds().Dx()-72) / legendUpCols
	for i, t := range legendTiles {
		x := 36 + col*(float32(i%legendUpCols)+0.5)
		ty := float32(y + 32 + (i/legendUpCols)*legendUpStep)
		t.Seed = uint64(i*31 + 7)
		sprites.DrawHexTile(dst, x, ty, 30, t, ctx.Palette)
		label := t.Terrain
		if t.Enemy {
			label = t.Structure
		}
		sprites.DrawText(dst, label, body, float64(x), float64(ty)+34, sprites.AlignCenter, ctx.Palette.C(sprites.ColText))
	}
}
