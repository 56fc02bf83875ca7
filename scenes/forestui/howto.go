package forestui

import (
	"image"

	"github.com/hajimehoshi/ebiten/v2"

	"deepwood/rules/dice"
	"deepwood/scenes"
	"deepwood/scenes/input"
	"deepwood/sprites"
)

// GuidedSeed is the guided first game's seed: fixed, so the coaching
// meets the same Forest every time (its test checks the Forest can take a
// starting ability and the Enemy starts small enough to push back).
var GuidedSeed = dice.Seed(0x5EED_F0E5)

// howToScene is the rules reference, page by page, with a way into the
// guided first game from the title.
type howToScene struct {
	h    Hooks
	foc  focusList
	page int
}

// HowToScene builds the rules reference with the guided first game.
func HowToScene(h Hooks) scenes.Scene { return newHowTo(h, true) }

func newHowTo(h Hooks, fromTitle bool) *howToScene {
	s := &howToScene{h: h}
	s.foc.Add(button{Rect: image.Rect(96, 624, 276, 670), Label: "Previous", Kind: btnUI, ID: idPrev, Enabled: true})
	s.foc.Add(button{Rect: image.Rect(292, 624, 472, 670), Label: "Next", Kind: btnUI, ID: idNext, Enabled: true})
	if fromTitle {
		s.foc.Add(button{Rect: image.Rect(640, 624, 920, 670), Label: "Guided first game", Kind: btnUI, ID: idNote, Enabled: true})
	}
	s.foc.Add(button{Rect: image.Rect(1004, 624, 1184, 670), Label: "Close", Kind: btnUI, ID: idClose, Enabled: true})
	s.foc.Focus = 1
	return s
}

// Name is "forest-howto".
func (s *howToScene) Name() string { return "forest-howto" }

// Inspect reports the page.
func (s *howToScene) Inspect() any {
	return map[string]any{"page": s.page + 1, "pages": len(howToPages), "title": howToPages[s.page][0]}
}

// Update turns pages and closes.
func (s *howToScene) Update(ctx *scenes.Context) error {
	in := ctx.Input
	switch {
	case in.Just(input.Back) || in.Just(input.Pause):
		ctx.Stack.Pop()
		return nil
	case in.Just(input.PrevPage):
		s.turn(-1)
	case in.Just(input.NextPage):
		s.turn(1)
	}
	if i := s.foc.Update(ctx); i >= 0 {
		switch s.foc.Btns[i].ID {
		case idPrev:
			s.turn(-1)
		case idNext:
			s.turn(1)
		case idClose:
			ctx.Stack.Pop()
		case idNote:
			sess, err := NewSession(s.h.Store, GuidedSeed, "")
			if err == nil {
				sess.Guided = true
				ctx.Stack.Replace(StartGame(s.h, sess))
			}
		}
	}
	return nil
}

func (s *howToScene) turn(d int) { s.page = (s.page + d + len(howToPages)) % len(howToPages) }

// Draw paints the page.
func (s *howToScene) Draw(dst *ebiten.Image, ctx *scenes.Context) {
	pal, fonts := ctx.Palette, ctx.Fonts
	sprites.DrawBackdrop(dst, pal, int(ctx.Tick))
	sprites.DrawPanel(dst, image.Rect(64, 40, 1216, 696), pal, sprites.PanelNormal)
	sprites.DrawText(dst, "How to play I am the Forest", fonts.Face(sprites.StyleHeading), 96, 60, sprites.AlignLeft, pal.C(sprites.ColAccent))
	sprites.DrawText(dst, "Page "+itoa(s.page+1)+" of "+itoa(len(howToPages)), fonts.Face(sprites.StyleSmallBold), 1184, 72, sprites.AlignRight, pal.C(sprites.ColTextDim))
	pg := howToPages[s.page]
	sprites.DrawText(dst, pg[0], fonts.Face(sprites.StyleLarge), 96, 120, sprites.AlignLeft, pal.C(sprites.ColText))
	sprites.DrawWrapped(dst, pg[1], fonts.Face(sprites.StyleBody), 96, 164, 1088, sprites.AlignLeft, pal.C(sprites.ColText))
	if s.page == 0 {
		s.drawLegend(dst, ctx)
	}
	s.foc.DrawButtons(dst, ctx, sprites.StyleBody)
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
