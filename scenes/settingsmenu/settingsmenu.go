// Package settingsmenu is the Settings screen, built with ebitenui: volumes,
// display, animation speed, palette, seed visibility, and the key bindings.
// Every change applies at once and is saved at once, so there is nothing to
// "apply" and nothing to lose.
package settingsmenu

import (
	"image"

	"github.com/ebitenui/ebitenui"
	"github.com/ebitenui/ebitenui/widget"
	"github.com/hajimehoshi/ebiten/v2"

	"deepwood/audio"
	"deepwood/controls"
	"deepwood/scenes"
	"deepwood/scenes/input"
	"deepwood/scenes/ui"
	"deepwood/settings"
	"deepwood/sprites"
)

// Options say which rows this platform offers.
type Options struct {
	// WindowSize is false in the browser, where the page decides the size.
	WindowSize bool
	// LiveSplitStatus reports the LiveSplit link in words, or nil.
	LiveSplitStatus func() string
	// Page is the tab the screen opens on (a run's Submit with Online off
	// opens the Online page).
	Page Page
}

// Page is a tab of the settings screen.
type Page int

// The pages, in the order the tabs show them. Online comes last so the
// older pages keep their places (and their keyboard paths).
const (
	PageGeneral Page = iota
	PageSpeedrun
	PageControls
	PageOnline
	pageCount
)

var pageTitles = [pageCount]string{"General", "Speedrun", "Controls", "Online"}

// row is one line of a page: what focus moves between.
type row struct {
	widgets  []widget.PreferredSizeLocateableWidget
	adjust   func(delta int) // left/right; nil when the row has no range
	activate func()          // confirm; nil when confirm does nothing here
	help     string          // one line shown under the rows when focused
	// slider is the row's slider, if any, and setTo sets it to a fraction
	// of its range, for a finger on it (touch.go).
	slider *widget.Slider
	setTo  func(f float64)
}

// Scene is the Settings screen.
type Scene struct {
	opts      Options
	ctx       *scenes.Context
	page      Page
	focus     int
	rows      []row
	ui        *ebitenui.UI
	look      *look
	builtFor  *sprites.Palette
	capturing bool
	captureOf input.Action
	// refused is why the last key pressed while capturing was not bound
	// (another action has it), shown until the next key; refusedKey is
	// that key, which pressed again is bound anyway.
	refused    string
	refusedKey controls.Key
	editing    *field       // the value being typed, if any
	fields     []*field     // the page's text inputs, for clicks on them
	status     *widget.Text // the LiveSplit status line, refreshed each tick
	note       note         // the Online page's refusal or connection state
	probe      *probe       // the connection test under way, if any
	armed      bool
	tick       int
	backdrop   *sprites.Backdrop
	// geo is where the parts are on the screen the page was built for;
	// first is the first row shown upright (a long page scrolls).
	geo   geo
	first int
	// uprightShown is what the portrait picture was drawn from, for Still.
	uprightShown *shown
	scratch      *ebiten.Image // what layOut renders into
	// bd is the backdrop last drawn and what the controls over it were
	// drawn from, for Still and Retouch.
	bd ui.OnBackdrop[shown]
}

// New builds the Settings screen on the app's context.
func New(ctx *scenes.Context, opts Options) *Scene {
	s := &Scene{opts: opts, ctx: ctx, page: opts.Page}
	s.build()
	return s
}

// Name is "settings".
func (s *Scene) Name() string { return "settings" }

// Page is the tab showing; Focus the focused row (for tests and the hook).
func (s *Scene) Page() Page { return s.page }

// Focus is the index of the focused row on the page.
func (s *Scene) Focus() int { return s.focus }

// Capturing reports whether the screen waits for a key to bind.
func (s *Scene) Capturing() bool { return s.capturing }

// set is the one way the screen changes a setting.
func (s *Scene) set(change func(*settings.Settings)) {
	next := s.ctx.Settings.Clone()
	change(&next)
	if err := s.ctx.ApplySettings(next); err != nil {
		s.ctx.Notify("Settings not saved: " + err.Error())
	}
}

// build makes the ebitenui tree for the current page, palette and screen
// (landscape, or a phone held upright: portrait.go).
func (s *Scene) build() {
	s.geo = landGeo(s.page)
	if s.ctx.Upright() {
		s.geo = portraitGeo(s.ctx.Portrait)
	}
	g := &s.geo
	s.look = newLook(s.ctx.Palette, s.ctx.Fonts, g.rowH, g.upright)
	if s.backdrop == nil || s.builtFor != s.ctx.Palette {
		// Painting the backdrop's sky and tree layers is the costly part of
		// a build; a page switch keeps the one painted for this palette.
		s.backdrop = sprites.NewBackdrop(s.ctx.Palette)
	}
	s.builtFor = s.ctx.Palette
	columns := 3
	if g.upright {
		columns = 1 // each row a grid of its own, its control at the right
	}
	grid := widget.NewContainer(
		widget.ContainerOpts.Layout(widget.NewGridLayout(
			widget.GridLayoutOpts.Columns(columns),
			widget.GridLayoutOpts.Spacing(24, g.spacing),
			widget.GridLayoutOpts.Stretch([]bool{true, false, false}[:columns], nil),
		)),
		widget.ContainerOpts.WidgetOpts(
			widget.WidgetOpts.MinSize(g.contentW, 0),
			widget.WidgetOpts.LayoutData(widget.AnchorLayoutData{HorizontalPosition: widget.AnchorLayoutPositionCenter}),
		),
	)
	root := widget.NewContainer(widget.ContainerOpts.Layout(widget.NewAnchorLayout(
		widget.AnchorLayoutOpts.Padding(&widget.Insets{Top: g.contentTop}),
	)))
	root.AddChild(grid)
	s.editing, s.status, s.fields = nil, nil, nil
	switch s.page {
	case PageGeneral:
		s.rows = s.generalRows()
	case PageSpeedrun:
		s.rows = s.speedrunRows()
	case PageOnline:
		s.rows = s.onlineRows()
	default:
		s.rows = s.controlRows()
	}
	if s.focus >= len(s.rows) {
		s.focus = len(s.rows) - 1
	}
	if g.upright {
		s.showRows(grid)
	} else {
		g.first, g.visible = 0, len(s.rows)
		for _, r := range s.rows {
			for _, w := range r.widgets {
				grid.AddChild(w)
			}
		}
	}
	s.ui = &ebitenui.UI{Container: root, DisableDefaultFocus: true}
}

// Update handles page switching, focus, adjusting and leaving.
func (s *Scene) Update(ctx *scenes.Context) error {
	s.ctx = ctx
	s.tick++
	if s.builtFor != ctx.Palette || s.turned(ctx) {
		s.build()
	}
	s.pollProbe()
	if s.capturing {
		s.updateCapture()
		s.ui.Update()
		return nil
	}
	if s.editing != nil {
		s.updateEditing(ctx)
		return nil
	}
	if s.status != nil && s.opts.LiveSplitStatus != nil {
		s.status.Label = s.opts.LiveSplitStatus()
	}
	in := ctx.Input
	switch {
	case in.Just(input.Back) || in.Just(input.Pause):
		ctx.Audio.Play(audio.SfxMenuBack)
		ctx.Stack.Pop()
		return nil
	case in.Just(input.PrevPage):
		s.switchPage((s.page + pageCount - 1) % pageCount)
	case in.Just(input.NextPage):
		s.switchPage((s.page + 1) % pageCount)
	}
	if in.Repeat(input.Up) {
		s.focus = (s.focus + len(s.rows) - 1) % len(s.rows)
		ctx.Audio.Play(audio.SfxMenuMove)
	}
	if in.Repeat(input.Down) {
		s.focus = (s.focus + 1) % len(s.rows)
		ctx.Audio.Play(audio.SfxMenuMove)
	}
	s.scrollToFocus()
	r := s.rows[s.focus]
	if r.adjust != nil && in.Repeat(input.Left) {
		r.adjust(-1)
	}
	if r.adjust != nil && in.Repeat(input.Right) {
		r.adjust(+1)
	}
	if r.activate != nil && in.Just(input.Confirm) {
		ctx.Audio.Play(audio.SfxMenuConfirm)
		r.activate()
	}
	s.updatePointer(in.Pointer())
	s.ui.Update()
	s.clickedField()
	return nil
}

// updatePointer lets the mouse hover rows and click the tabs and Back, and
// a finger use the rows (touchRows).
func (s *Scene) updatePointer(p input.Pointer) {
	pt := image.Pt(p.X, p.Y)
	if s.touchRows(p) {
		return
	}
	if p.Moved {
		for i := range s.rows {
			if pt.In(s.rowRect(i)) {
				s.focus = i
			}
		}
	}
	if !p.Clicked {
		return
	}
	for pg := Page(0); pg < pageCount; pg++ {
		if pt.In(s.geo.tabs[pg]) {
			s.switchPage(pg)
		}
	}
	if pt.In(s.geo.back) {
		s.ctx.Stack.Pop()
	}
	s.clickedScroll(pt)
}

func (s *Scene) switchPage(p Page) {
	if p == s.page {
		return
	}
	s.page, s.focus, s.first = p, 0, 0
	s.build()
}

// rowRect is the union of a row's widgets, widened to the content column.
func (s *Scene) rowRect(i int) image.Rectangle {
	var r image.Rectangle
	for _, w := range s.rows[i].widgets {
		r = r.Union(w.GetWidget().Rect)
	}
	if r.Empty() {
		return r
	}
	x0 := s.geo.contentX
	return image.Rect(x0-14, r.Min.Y-3, x0+s.geo.contentW+14, r.Max.Y+3)
}

// Draw paints the backdrop, the panel, the tabs, the focused row, the
// widgets and the hint line.
func (s *Scene) Draw(screen *ebiten.Image, ctx *scenes.Context) {
	if s.turned(ctx) {
		s.build() // turned since the last tick
	}
	if s.geo.upright {
		s.drawUpright(screen, ctx)
		return
	}
	s.bd.Draw(screen, s.backdrop, s.tick, s.current(), func(dst *ebiten.Image) { s.drawControls(dst, ctx) })
}

// drawControls paints everything but the backdrop.
func (s *Scene) drawControls(screen *ebiten.Image, ctx *scenes.Context) {
	pal := ctx.Palette
	panel := s.geo.panel
	sprites.DrawPanel(screen, panel, pal, sprites.PanelNormal)
	heading := ctx.Fonts.Face(sprites.StyleHeading)
	x := panel.Min.X + 40
	if s.geo.upright {
		x = panel.Min.X + 24
	}
	sprites.DrawText(screen, "Settings", heading, float64(x), float64(panel.Min.Y+22), sprites.AlignLeft, pal.C(sprites.ColAccent))
	s.drawTabs(screen, ctx)
	if s.rowRect(s.focus).Empty() && s.shows(s.focus) {
		s.layOut(screen.Bounds())
	}
	if r := s.rowRect(s.focus); !r.Empty() {
		sprites.DrawPanel(screen, r, pal, sprites.PanelFocused)
	}
	s.ui.Draw(screen)
	if s.page == PageOnline {
		s.drawNote(screen, ctx)
	}
	if s.geo.upright {
		s.drawPortraitFoot(screen, ctx)
		return
	}
	if h := s.rows[s.focus].help; h != "" && !s.capturing {
		sprites.DrawText(screen, h, ctx.Fonts.Face(sprites.StyleBody), float64(sprites.ScreenWidth/2), float64(panelRect.Max.Y-76), sprites.AlignCenter, pal.C(sprites.ColText))
	}
	s.drawHint(screen, ctx)
}

// layOut lays the page's widgets out on bounds now. Ebitenui lays them
// out only as it draws them, and the focused row is lit under its widgets,
// so on the first frame of a page its place was not known yet: the row
// was not lit, and the screen, still, kept that picture.
func (s *Scene) layOut(bounds image.Rectangle) {
	if s.scratch == nil {
		s.scratch = ebiten.NewImage(1, 1)
	}
	s.ui.Container.SetLocation(bounds)
	s.ui.Container.Render(s.scratch)
}

// Inspect reports the page, the focused row, whether a key is awaited,
// and the layout (inspectLayout): the screen, the targets and the faces.
func (s *Scene) Inspect() any {
	m := map[string]any{"page": pageTitles[s.page], "focus": s.focus, "capturing": s.capturing, "editing": s.editing != nil, "refused": s.refused, "note": s.note.text}
	s.inspectLayout(m)
	return m
}
