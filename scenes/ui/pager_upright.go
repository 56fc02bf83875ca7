package ui

import (
	"image"
	"strconv"

	"github.com/hajimehoshi/ebiten/v2"

	"deepwood/scenes"
	"deepwood/sprites"
)

// Upright (a phone held upright, issue 40) the pager fills the portrait
// screen: the heading, the page's number and title, its text wrapped to
// the screen's width in Body, and the buttons at the foot in rows 64
// high (44 CSS pixels on a phone), Previous and Next side by side, then
// Close (beside the guided first game when there is one). A page whose
// text does not fit above the buttons goes on over as many sheets as
// it needs, which Previous and Next turn like pages; a page the scene
// draws under too (Reserve) keeps room for it, on a sheet of its own
// where its text leaves too little.

// The upright pager: the margin beside the text, the buttons' height and
// the gap between them, the text's top under the heading and the number.
const (
	pagerUpX, pagerUpRowH, pagerUpGap = 36, 64, 12
	pagerUpHead                       = 104 // the page title's top
)

// pagerSheet is one screenful of a page upright: its page, the lines of
// its text shown, and its number ("Page 2 of 6, 1/2").
type pagerSheet struct {
	page  int
	lines []string
	label string
	room  int // where the room reserved under the page's text starts, or 0
}

// pagerShape is where the pager was last laid out: the screen, whether
// upright, the buttons as built for landscape, the upright sheets and
// the one shown.
type pagerShape struct {
	size    image.Point
	upright bool
	land    []image.Rectangle
	sheets  []pagerSheet
	sheet   int
	reserve map[int]int // the room kept under a page's text, by page
}

// Reserve keeps height pixels under page's text upright for the scene's
// own drawing there (Room says where).
func (p *Pager) Reserve(page, height int) {
	if p.shape.reserve == nil {
		p.shape.reserve = map[int]int{}
	}
	p.shape.reserve[page] = height
}

// Room is the top of the room reserved under the text of the sheet shown
// upright, and whether the sheet has it: the last of its page's.
func (p *Pager) Room() (int, bool) {
	if !p.shape.upright || len(p.shape.sheets) == 0 {
		return 0, false
	}
	r := p.shape.sheets[p.shape.sheet].room
	return r, r > 0
}

// LaysOutUpright reports that the pager has a portrait layout.
func (p *Pager) LaysOutUpright() bool { return true }

// Place lays the pager out for the screen drawn now: its landscape
// buttons, or upright the buttons at the foot and the pages cut into
// sheets. Update and the Draw methods call it.
func (p *Pager) Place(ctx *scenes.Context) {
	size := ctx.ScreenSize()
	if p.shape.land == nil {
		for _, b := range p.foc.Btns {
			p.shape.land = append(p.shape.land, b.Rect)
		}
	}
	if size == p.shape.size && ctx.Upright() == p.shape.upright {
		return
	}
	p.shape.size, p.shape.upright = size, ctx.Upright()
	if !p.shape.upright {
		for i := range p.foc.Btns {
			p.foc.Btns[i].Rect = p.shape.land[i]
		}
		return
	}
	w := size.X - 2*pagerUpX
	half := (w - pagerUpGap) / 2
	foot := size.Y - 24 - pagerUpRowH
	row := func(y, x0, x1 int) image.Rectangle { return image.Rect(x0, y, x1, y+pagerUpRowH) }
	up := foot - pagerUpGap - pagerUpRowH
	guided := len(p.foc.Btns) > 3 // Previous, Next, the guided game, Close
	for i := range p.foc.Btns {
		b := &p.foc.Btns[i]
		switch b.ID {
		case pagerPrev:
			b.Rect = row(up, pagerUpX, pagerUpX+half)
		case pagerNext:
			b.Rect = row(up, size.X-pagerUpX-half, size.X-pagerUpX)
		case pagerGuided:
			b.Rect = row(foot, pagerUpX, pagerUpX+half)
		case pagerClose:
			b.Rect = row(foot, pagerUpX, size.X-pagerUpX)
			if guided {
				b.Rect.Min.X = size.X - pagerUpX - half
			}
		}
	}
	p.cut(ctx, up-16)
}

// cut breaks each page's text into sheets whose lines end above bottom,
// keeping the sheet of the page shown.
func (p *Pager) cut(ctx *scenes.Context, bottom int) {
	body, large := ctx.Fonts.Face(sprites.StyleBody), ctx.Fonts.Face(sprites.StyleLarge)
	w := float64(p.shape.size.X - 2*pagerUpX)
	lh := sprites.LineHeight(body)
	p.shape.sheets = p.shape.sheets[:0]
	for i, pg := range p.Pages {
		top := pagerUpHead + sprites.LineHeight(large)*float64(len(sprites.Wrap(pg[0], large, w))) + 12
		per := max(1, int((float64(bottom)-top)/lh))
		lines := sprites.Wrap(pg[1], body, w)
		first := len(p.shape.sheets)
		for len(lines) > 0 {
			n := min(per, len(lines))
			if n < len(lines) && n > 1 && lines[n-1] == "" {
				n-- // no sheet ends on a blank line
			}
			p.shape.sheets = append(p.shape.sheets, pagerSheet{page: i, lines: lines[:n]})
			lines = lines[n:]
			for len(lines) > 0 && lines[0] == "" {
				lines = lines[1:] // nor starts on one
			}
		}
		if room, ok := p.shape.reserve[i]; ok {
			last := &p.shape.sheets[len(p.shape.sheets)-1]
			end := int(top+float64(len(last.lines))*lh) + 12
			if end+room > bottom {
				p.shape.sheets = append(p.shape.sheets, pagerSheet{page: i})
				last, end = &p.shape.sheets[len(p.shape.sheets)-1], int(top)
			}
			last.room = end
		}
		parts := len(p.shape.sheets) - first
		for k := first; k < len(p.shape.sheets); k++ {
			p.shape.sheets[k].label = p.labels[i]
			if parts > 1 {
				p.shape.sheets[k].label += ", " + strconv.Itoa(k-first+1) + "/" + strconv.Itoa(parts)
			}
		}
	}
	p.shape.sheet = 0
	for k, sh := range p.shape.sheets {
		if sh.page == p.Page {
			p.shape.sheet = k
			break
		}
	}
}

// turnUpright turns the sheets by d upright, the page following them.
func (p *Pager) turnUpright(d int) {
	n := len(p.shape.sheets)
	p.shape.sheet = (p.shape.sheet + d + n) % n
	p.Page = p.shape.sheets[p.shape.sheet].page
}

// Shown is what the pager shows: the page, or upright the sheet, for a
// scene that keeps its picture until it changes.
func (p *Pager) Shown() int {
	if p.shape.upright {
		return 1000 + p.shape.sheet
	}
	return p.Page
}

// drawUpright paints the upright page: the panel, the heading (in Large
// where the Heading face is too wide), the sheet's number, the title and
// the sheet's lines.
func (p *Pager) drawUpright(dst *ebiten.Image, ctx *scenes.Context, heading string) {
	pal, fonts, size := ctx.Palette, ctx.Fonts, p.shape.size
	sh := p.shape.sheets[p.shape.sheet]
	w := float64(size.X - 2*pagerUpX)
	sprites.DrawPanel(dst, image.Rect(12, 8, size.X-12, size.Y-8), pal, sprites.PanelNormal)
	hf := fonts.Face(sprites.StyleHeading)
	if hw, _ := sprites.Measure(heading, hf); hw > w {
		hf = fonts.Face(sprites.StyleLarge)
	}
	sprites.DrawText(dst, heading, hf, pagerUpX, 24, sprites.AlignLeft, pal.C(sprites.ColAccent))
	sprites.DrawText(dst, sh.label, fonts.Face(sprites.StyleBodyBold), pagerUpX, 66, sprites.AlignLeft, pal.C(sprites.ColTextDim))
	large, body := fonts.Face(sprites.StyleLarge), fonts.Face(sprites.StyleBody)
	y := pagerUpHead + sprites.DrawWrapped(dst, p.Pages[sh.page][0], large, pagerUpX, pagerUpHead, w, sprites.AlignLeft, pal.C(sprites.ColText)) + 12
	lh := sprites.LineHeight(body)
	for i, l := range sh.lines {
		sprites.DrawText(dst, l, body, pagerUpX, y+float64(i)*lh, sprites.AlignLeft, pal.C(sprites.ColText))
	}
}

// inspectShape adds the pager's layout to its report: the screen,
// whether upright, its buttons as targets and the faces it writes in.
func (p *Pager) inspectShape(in map[string]any) {
	var ts []Target
	for _, b := range p.foc.Btns {
		ts = append(ts, TargetOf(b.Label, b.Rect))
	}
	px := []float64{sprites.StyleSize(sprites.StyleHeading), sprites.StyleSize(sprites.StyleLarge), sprites.StyleSize(sprites.StyleBody)}
	if !p.shape.upright {
		px = append(px, sprites.StyleSize(sprites.StyleSmallBold))
	}
	in["screen"] = [2]int{p.shape.size.X, p.shape.size.Y}
	in["upright"], in["targets"], in["textPx"] = p.shape.upright, ts, px
	if p.shape.upright {
		in["sheet"], in["sheets"] = p.shape.sheet+1, len(p.shape.sheets)
	}
}
