package ui

import (
	"image"
	"strconv"

	"github.com/hajimehoshi/ebiten/v2"

	"deepwood/scenes"
	"deepwood/scenes/input"
	"deepwood/sprites"
)

// Pager turns the pages of a how-to reference: Previous and Next (and the
// page keys) wrap around, Close and Back leave, and from the title a
// "Guided first game" button is reported to the screen that owns it.
type Pager struct {
	Pages  [][2]string // each page's title and text
	Page   int
	foc    FocusList[int]
	labels []string   // "Page n of m", built once so drawing allocates nothing
	shape  pagerShape // where it was last laid out (pager_upright.go)
}

// The pager's controls.
const (
	pagerPrev = iota
	pagerNext
	pagerClose
	pagerGuided
)

// NewPager lays out the page buttons, with the guided first game's
// between them when guided (opened from the title).
func NewPager(pages [][2]string, guided bool) *Pager {
	p := &Pager{Pages: pages}
	p.foc.Add(Button[int]{Rect: image.Rect(96, 624, 276, 670), Label: "Previous", Kind: Control, ID: pagerPrev, Enabled: true})
	p.foc.Add(Button[int]{Rect: image.Rect(292, 624, 472, 670), Label: "Next", Kind: Control, ID: pagerNext, Enabled: true})
	if guided {
		p.foc.Add(Button[int]{Rect: image.Rect(640, 624, 920, 670), Label: "Guided first game", Kind: Control, ID: pagerGuided, Enabled: true})
	}
	p.foc.Add(Button[int]{Rect: image.Rect(1004, 624, 1184, 670), Label: "Close", Kind: Control, ID: pagerClose, Enabled: true})
	p.foc.Focus = 1
	p.labels = make([]string, len(pages))
	for i := range p.labels {
		p.labels[i] = "Page " + strconv.Itoa(i+1) + " of " + strconv.Itoa(len(pages))
	}
	return p
}

// Update turns pages and closes the screen (popping it). It reports
// whether the guided first game was chosen.
func (p *Pager) Update(ctx *scenes.Context) bool {
	p.Place(ctx)
	if in := ctx.Input; in.Just(input.Back) || in.Just(input.Pause) {
		ctx.Stack.Pop()
		return false
	}
	p.turn(ctx.Input.PageStep())
	if i := p.foc.Update(ctx); i >= 0 {
		switch p.foc.Btns[i].ID {
		case pagerPrev:
			p.turn(-1)
		case pagerNext:
			p.turn(1)
		case pagerClose:
			ctx.Stack.Pop()
		case pagerGuided:
			return true
		}
	}
	return false
}

func (p *Pager) turn(d int) {
	if p.shape.upright {
		p.turnUpright(d)
		return
	}
	p.Page = (p.Page + d + len(p.Pages)) % len(p.Pages)
}

// Inspect reports the page for tests and the automation API.
func (p *Pager) Inspect() map[string]any {
	in := map[string]any{"page": p.Page + 1, "pages": len(p.Pages), "title": p.Pages[p.Page][0]}
	p.inspectShape(in)
	return in
}

// DrawPage paints the panel with the reference's heading, the page number,
// and the page's title and text.
func (p *Pager) DrawPage(dst *ebiten.Image, ctx *scenes.Context, heading string) {
	if p.Place(ctx); p.shape.upright {
		p.drawUpright(dst, ctx, heading)
		return
	}
	pal, fonts := ctx.Palette, ctx.Fonts
	sprites.DrawPanel(dst, image.Rect(64, 40, 1216, 696), pal, sprites.PanelNormal)
	sprites.DrawText(dst, heading, fonts.Face(sprites.StyleHeading), 96, 60, sprites.AlignLeft, pal.C(sprites.ColAccent))
	sprites.DrawText(dst, p.labels[p.Page], fonts.Face(sprites.StyleSmallBold), 1184, 72, sprites.AlignRight, pal.C(sprites.ColTextDim))
	pg := p.Pages[p.Page]
	sprites.DrawText(dst, pg[0], fonts.Face(sprites.StyleLarge), 96, 120, sprites.AlignLeft, pal.C(sprites.ColText))
	sprites.DrawWrapped(dst, pg[1], fonts.Face(sprites.StyleBody), 96, 164, 1088, sprites.AlignLeft, pal.C(sprites.ColText))
}

// Top is the top edge of the page buttons: a page's text must end above it.
func (p *Pager) Top() int { return p.foc.Btns[0].Rect.Min.Y }

// DrawButtons paints the page buttons with the focus.
func (p *Pager) DrawButtons(dst *ebiten.Image, ctx *scenes.Context) {
	p.Place(ctx)
	p.foc.DrawButtons(dst, ctx, sprites.StyleBody)
}
