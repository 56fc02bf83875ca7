package forwardui

import (
	"github.com/hajimehoshi/ebiten/v2"

	"deepwood/scenes"
	"deepwood/scenes/ui"
)

// howToScene is the in-game rules reference, page by page, with a way into
// the guided first game.
type howToScene struct {
	h     Hooks
	pager *ui.Pager
	still layer
}

// HowToScene builds the rules reference; from the title it also offers the
// guided first game.
func HowToScene(h Hooks) scenes.Scene { return newHowTo(h, true) }

func newHowTo(h Hooks, fromTitle bool) *howToScene {
	return &howToScene{h: h, pager: ui.NewPager(howToPages, fromTitle)}
}

// Name is "forward-howto".
func (s *howToScene) Name() string { return "forward-howto" }

// Update turns pages and closes, or deals the guided first run.
func (s *howToScene) Update(ctx *scenes.Context) error {
	if !s.pager.Update(ctx) {
		return nil
	}
	if sess, err := NewSession(s.h.Store, GuidedSeed, "set"); err == nil {
		sess.Guided = true
		ctx.Stack.Replace(StartRun(s.h, sess))
	}
	return nil
}

// Draw paints the page with its number.
func (s *howToScene) Draw(dst *ebiten.Image, ctx *scenes.Context) {
	s.still.show(dst, ctx, s.pager.Shown(), s.drawPage)
	s.pager.DrawButtons(dst, ctx)
}

// drawPage paints the still page: the scenery and the page's text.
func (s *howToScene) drawPage(dst *ebiten.Image, ctx *scenes.Context) {
	drawScenery(dst, ctx, 0)
	s.pager.DrawPage(dst, ctx, "How to play Forward")
}

// LaysOutUpright reports that the rules reference has a portrait layout:
// the kit's pager's, every page checked by TestHowToLaysOutUpright.
func (s *howToScene) LaysOutUpright() bool { return true }
