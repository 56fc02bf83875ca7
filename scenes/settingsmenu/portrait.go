package settingsmenu

import (
	"fmt"
	"image"
	"strconv"

	"github.com/ebitenui/ebitenui/widget"
	"github.com/hajimehoshi/ebiten/v2"

	"deepwood/scenes"
	"deepwood/scenes/ui"
	"deepwood/sprites"
)

// Held upright (a phone 540 logical pixels across, scenes.Context's
// Portrait), the screen is one panel: the heading and Back across the
// top, the four tabs in a row under them, the rows full width, each
// uprightRowH high with its control at the right, and the focused row's
// help at the foot. A page with more rows than fit (Controls) shows them
// some at a time, turned by Earlier and More. Every target is at least
// 61 pixels square, 44 CSS pixels at a phone's 390, and no face is
// smaller than the body's 18 (13 CSS pixels).
const (
	uprightRowH, uprightGap = 64, 8
	// uprightHelpH is the room at the foot for three lines of help.
	uprightHelpH = 80
	// uprightScrollW is the width of Earlier and More.
	uprightScrollW = 150
)

// LaysOutUpright reports that Settings has a portrait layout.
func (s *Scene) LaysOutUpright() bool { return true }

// turned reports that the screen was turned (or resized upright) since
// the page was built: it is built again for the new shape.
func (s *Scene) turned(ctx *scenes.Context) bool {
	return s.geo.upright != ctx.Upright() || s.geo.upright && s.geo.size != ctx.Portrait
}

// portraitGeo is the portrait layout on a size screen; showRows fills in
// the rows shown.
func portraitGeo(size image.Point) geo {
	const margin, inset = 12, 36
	g := geo{upright: true, size: size, panel: image.Rect(margin, margin, size.X-margin, size.Y-margin),
		back:     image.Rect(size.X-inset-140, 28, size.X-inset, 28+uprightRowH),
		contentX: inset, contentW: size.X - 2*inset, contentTop: 198, rowH: uprightRowH, spacing: uprightGap}
	tw := (g.contentW - 3*uprightGap) / int(pageCount)
	for p := range pageCount {
		x := inset + int(p)*(tw+uprightGap)
		g.tabs[p] = image.Rect(x, 108, x+tw, 108+uprightRowH)
	}
	return g
}

// helpTop is the top of the help at the foot of the portrait panel.
func (g *geo) helpTop() int { return g.panel.Max.Y - 20 - uprightHelpH }

// showRows adds the rows that fit upright to grid, each a grid of its own
// (name, control, value) as wide as the column, so that one row's long
// name does not push another's control off the screen. When the page has
// more rows than fit, a window of them shows from s.first, with Earlier
// and More above the help.
func (s *Scene) showRows(grid *widget.Container) {
	g := &s.geo
	n := len(s.rows)
	pitch := g.rowH + g.spacing
	bottom := g.helpTop() - 28
	g.first, g.visible = 0, n
	g.earlier, g.more = image.Rectangle{}, image.Rectangle{}
	if g.contentTop+n*pitch-g.spacing > bottom {
		bar := bottom - g.rowH
		g.visible = max(1, (bar-12-g.contentTop+g.spacing)/pitch)
		g.earlier = image.Rect(g.contentX, bar, g.contentX+uprightScrollW, bar+g.rowH)
		g.more = image.Rect(g.contentX+g.contentW-uprightScrollW, bar, g.contentX+g.contentW, bar+g.rowH)
		g.first = min(max(s.first, 0), n-g.visible)
	}
	s.first = g.first
	for _, r := range s.rows[g.first : g.first+g.visible] {
		box := widget.NewContainer(
			widget.ContainerOpts.Layout(widget.NewGridLayout(
				widget.GridLayoutOpts.Columns(len(r.widgets)),
				widget.GridLayoutOpts.Spacing(uprightGap+4, 0),
				widget.GridLayoutOpts.Stretch([]bool{true, false, false}[:len(r.widgets)], []bool{true}),
			)),
			widget.ContainerOpts.WidgetOpts(widget.WidgetOpts.MinSize(g.contentW, g.rowH)),
		)
		for _, w := range r.widgets {
			box.AddChild(w)
		}
		grid.AddChild(box)
	}
}

// shows reports whether row i is among the rows shown.
func (s *Scene) shows(i int) bool {
	return !s.geo.upright || i >= s.geo.first && i < s.geo.first+s.geo.visible
}

// scrollToFocus brings the focused row into the window of rows shown
// upright, building the page again if the window moved.
func (s *Scene) scrollToFocus() {
	g := &s.geo
	if !g.upright || s.shows(s.focus) {
		return
	}
	s.first = s.focus
	if s.focus >= g.first+g.visible {
		s.first = s.focus - g.visible + 1
	}
	s.build()
}

// clickedScroll turns the window of rows on a click or tap of Earlier or
// More, focusing its first row.
func (s *Scene) clickedScroll(pt image.Point) {
	g := &s.geo
	switch {
	case pt.In(g.earlier) && g.first > 0:
		s.first = max(0, g.first-g.visible)
	case pt.In(g.more) && g.first+g.visible < len(s.rows):
		s.first = min(len(s.rows)-g.visible, g.first+g.visible)
	default:
		return
	}
	s.focus = s.first
	s.build()
}

// drawUpright paints the portrait screen: no backdrop (the panel fills the
// phone), the controls, and what it was drawn from, for Still.
func (s *Scene) drawUpright(screen *ebiten.Image, ctx *scenes.Context) {
	screen.Fill(ctx.Palette.C(sprites.ColBackground))
	s.drawControls(screen, ctx)
	c := s.current()
	s.uprightShown = &c
}

// drawPortraitFoot paints what lies under the rows upright: Earlier and
// More, the LiveSplit link's state on the Speedrun page, and the help
// (or, while a key is awaited or a value typed, what to do).
func (s *Scene) drawPortraitFoot(screen *ebiten.Image, ctx *scenes.Context) {
	g, pal := &s.geo, ctx.Palette
	body := ctx.Fonts.Face(sprites.StyleBody)
	_, th := sprites.Measure("Ag", body)
	button := func(r image.Rectangle, label string, on bool) {
		style, clr := sprites.PanelRaised, pal.C(sprites.ColText)
		if !on {
			style, clr = sprites.PanelDisabled, pal.C(sprites.ColDisabled)
		}
		sprites.DrawPanel(screen, r, pal, style)
		sprites.DrawText(screen, label, body, float64(r.Min.X+r.Dx()/2), float64(r.Min.Y)+(float64(r.Dy())-th)/2, sprites.AlignCenter, clr)
	}
	if !g.more.Empty() {
		button(g.earlier, "Earlier", g.first > 0)
		button(g.more, "More", g.first+g.visible < len(s.rows))
		where := strconv.Itoa(g.first+1) + "–" + strconv.Itoa(g.first+g.visible) + " of " + strconv.Itoa(len(s.rows))
		sprites.DrawText(screen, where, body, float64(g.contentX+g.contentW/2), float64(g.more.Min.Y)+(float64(g.rowH)-th)/2, sprites.AlignCenter, pal.C(sprites.ColTextDim))
	}
	if s.page == PageSpeedrun && s.status != nil && s.status.Label != "" {
		if last := s.rowRect(g.first + g.visible - 1); !last.Empty() {
			sprites.DrawWrapped(screen, "LiveSplit: "+s.status.Label, body, float64(g.contentX), float64(last.Max.Y+16), float64(g.contentW), sprites.AlignLeft, pal.C(sprites.ColTextDim))
		}
	}
	line := float32(g.helpTop() - 14)
	sprites.FillRoundRect(screen, float32(g.panel.Min.X+32), line, float32(g.panel.Dx()-64), 1, 0, pal.C(sprites.ColPanelEdge))
	help, clr := s.rows[s.focus].help, pal.C(sprites.ColText)
	switch {
	case s.capturing && s.refused != "":
		help, clr = s.refused, pal.C(sprites.ColAccent)
	case s.capturing:
		help = "Press the new key for " + s.captureOf.Label() + ". Escape or " + padBack(ctx) + " cancels."
	case s.editing != nil:
		help = "Type " + s.editing.what + ", then Enter to keep it. Escape cancels."
	case s.page == PageOnline && s.note.text != "":
		return // the note under the rows says more, and may reach down here
	}
	sprites.DrawWrapped(screen, help, body, float64(g.contentX), float64(g.helpTop()), float64(g.contentW), sprites.AlignLeft, clr)
}

// target is one place a click or tap does something, for Inspect.
type target struct {
	Name string `json:"name"`
	Rect [4]int `json:"rect"` // x, y, w, h in logical pixels
}

// inspectLayout adds the layout to Inspect's report: the screen's size,
// whether upright, every target shown (the tabs, Back, Earlier and More,
// each row shown and each control in it, as last laid out by a draw) and
// the pixel sizes of the faces the page writes in.
func (s *Scene) inspectLayout(m map[string]any) {
	g := &s.geo
	var ts []ui.Target
	add := func(name string, r image.Rectangle) {
		if !r.Empty() {
			ts = append(ts, ui.TargetOf(name, r))
		}
	}
	for p := range pageCount {
		add("tab "+pageTitles[p], g.tabs[p])
	}
	add("Back", g.back)
	add("Earlier", g.earlier)
	add("More", g.more)
	for i := g.first; i < g.first+g.visible && i < len(s.rows); i++ {
		add(fmt.Sprintf("row %d", i), s.rowRect(i))
		for _, w := range s.rows[i].widgets {
			switch w.(type) {
			case *widget.Slider, *widget.Checkbox, *widget.Button, *widget.TextInput:
				add(fmt.Sprintf("row %d control", i), w.GetWidget().Rect)
			}
		}
	}
	m["screen"] = [2]int{g.size.X, g.size.Y}
	m["upright"] = g.upright
	m["targets"] = ts
	m["textPx"] = s.look.textPx
}
