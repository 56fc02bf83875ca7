package forwardui

import (
	"image"

	"github.com/hajimehoshi/ebiten/v2"

	"deepwood/scenes"
	"deepwood/scenes/input"
	"deepwood/sprites"
)

const (
	uiPrev = iota + 60
	uiNext
	uiClose
	uiGuide
)

// howToScene is the in-game rules reference, page by page, with a way into
// the guided first game.
type howToScene struct {
	h     Hooks
	f     focusList
	page  int
	tick  int
	still layer
}

// HowToScene builds the rules reference; from the title it also offers the
// guided first game.
func HowToScene(h Hooks) scenes.Scene { return newHowTo(h, true) }

func newHowTo(h Hooks, fromTitle bool) *howToScene {
	s := &howToScene{h: h}
	s.f.Add(button{Rect: image.Rect(96, 624, 276, 670), Label: "Previous", Kind: btnUI, ID: uiPrev, Enabled: true})
	s.f.Add(button{Rect: image.Rect(292, 624, 472, 670), Label: "Next", Kind: btnUI, ID: uiNext, Enabled: true})
	if fromTitle {
		s.f.Add(button{Rect: image.Rect(640, 624, 920, 670), Label: "Guided first game", Kind: btnUI, ID: uiGuide, Enabled: true})
	}
	s.f.Add(button{Rect: image.Rect(1004, 624, 1184, 670), Label: "Close", Kind: btnUI, ID: uiClose, Enabled: true})
	s.f.Focus = 1
	return s
}

// Name is "forward-howto".
func (s *howToScene) Name() string { return "forward-howto" }

// Update turns pages and closes.
func (s *howToScene) Update(ctx *scenes.Context) error {
	s.tick++
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
	if i := s.f.Update(ctx); i >= 0 {
		switch s.f.Btns[i].ID {
		case uiPrev:
			s.turn(-1)
		case uiNext:
			s.turn(1)
		case uiClose:
			ctx.Stack.Pop()
		case uiGuide:
			sess, err := NewSession(s.h.Store, GuidedSeed, "set")
			if err == nil {
				sess.Guided = true
				ctx.Stack.Replace(StartRun(s.h, sess))
			}
		}
	}
	return nil
}

func (s *howToScene) turn(d int) {
	s.page = (s.page + d + len(howToPages)) % len(howToPages)
}

// Draw paints the page with its number.
func (s *howToScene) Draw(dst *ebiten.Image, ctx *scenes.Context) {
	if !s.still.fresh(layerKey{pal: ctx.Palette, a: s.page}) {
		s.drawStill(s.still.img, ctx)
	}
	drawAt(dst, s.still.img, 0, 0)
	s.f.DrawButtons(dst, ctx, sprites.StyleBody)
}

func (s *howToScene) drawStill(dst *ebiten.Image, ctx *scenes.Context) {
	pal, fonts := ctx.Palette, ctx.Fonts
	drawScenery(dst, ctx, 0)
	sprites.DrawPanel(dst, image.Rect(64, 40, 1216, 696), pal, sprites.PanelNormal)
	sprites.DrawText(dst, "How to play Forward", fonts.Face(sprites.StyleHeading), 96, 60, sprites.AlignLeft, pal.C(sprites.ColAccent))
	sprites.DrawText(dst, pageText[s.page], fonts.Face(sprites.StyleSmallBold), 1184, 72, sprites.AlignRight, pal.C(sprites.ColTextDim))
	pg := howToPages[s.page]
	sprites.DrawText(dst, pg[0], fonts.Face(sprites.StyleLarge), 96, 120, sprites.AlignLeft, pal.C(sprites.ColText))
	sprites.DrawWrapped(dst, pg[1], fonts.Face(sprites.StyleBody), 96, 164, 1088, sprites.AlignLeft, pal.C(sprites.ColText))
}

var pageText = func() []string {
	out := make([]string, len(howToPages))
	for i := range out {
		out[i] = "Page " + itoa(i+1) + " of " + itoa(len(howToPages))
	}
	return out
}()
