package forestui

import (
	"image"
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"deepwood/rules/forest"
	hexgrid "deepwood/rules/hex"
	"deepwood/scenes"
	"deepwood/scenes/ui"
	"deepwood/sprites"
)

// mapView is the living hex map: the hexes as the animations have shown
// them so far, cached into one image redrawn only when a hex changes, with
// pan and zoom, hover, highlights and the hex-changing-hands pulse on top.
type mapView struct {
	area    image.Rectangle
	img     *ebiten.Image
	pal     *sprites.Palette
	dirty   bool
	grid    *hexgrid.Grid
	lay     hexgrid.Layout
	r       float64
	shown   []forest.Hex
	primary int
	zoom    float64
	panX    float64
	panY    float64
	hover   int
	dragged bool
	// pressing is a press on the map in progress; startX/Y where it began.
	pressing    bool
	startX      int
	startY      int
	justDragged bool
	lastX       int
	lastY       int
	mark        []bool        // highlighted hexes (valid choices)
	ring        *ebiten.Image // the highlight ring at the hex size
	// keep are the screen's rectangles drawn over the map (its buttons,
	// the threat strip) that the whole map, unzoomed, keeps out of.
	keep []image.Rectangle
}

func newMapView(area image.Rectangle) *mapView {
	return &mapView{area: area, zoom: 1, hover: -1, primary: -1}
}

// sync copies the player's view of the hexes when no animation is
// pending, so the map shows exactly the game at rest; d holds the map's
// geometry.
func (m *mapView) sync(seen *forest.SeatView, d *forest.Data) {
	if g := seen.Grid(d); g != m.grid {
		m.grid, m.dirty = g, true
		m.fit()
	}
	if len(m.shown) != len(seen.Hexes) {
		m.shown = make([]forest.Hex, len(seen.Hexes))
		m.mark = make([]bool, len(seen.Hexes))
		m.dirty = true
	}
	for i := range seen.Hexes {
		if m.shown[i] != seen.Hexes[i] {
			m.shown[i] = seen.Hexes[i]
			m.dirty = true
		}
	}
	if m.primary != seen.Primary {
		m.primary, m.dirty = seen.Primary, true
	}
}

// event shows one event's change on the map as it begins (seen and d as
// for sync).
func (m *mapView) event(seen *forest.SeatView, d *forest.Data, e forest.Event) {
	switch e.Kind {
	case forest.EvMapDrawn:
		m.grid = nil
		m.shown = nil
		m.sync(seen, d)
		for i := range m.shown {
			m.shown[i] = forest.Hex{}
		}
		m.primary = -1
	case forest.EvTerrain:
		for _, c := range e.Hexes {
			if c < len(m.shown) {
				m.shown[c].Terrain = e.Text
			}
		}
	case forest.EvPrimaryPlaced:
		m.primary = e.Hex
	case forest.EvHexChanged:
		if e.Hex < len(m.shown) {
			m.shown[e.Hex].Owner, m.shown[e.Hex].Structure = e.Side, e.Text
		}
	default:
		return
	}
	m.dirty = true
}

// render redraws the cached map image, with column letters and row
// numbers in the margins (the labels the journal and the panel use).
func (m *mapView) render(pal *sprites.Palette, fonts *sprites.Fonts) {
	if m.img == nil {
		m.img = ebiten.NewImage(m.area.Dx(), m.area.Dy())
	}
	m.img.Clear()
	m.pal, m.dirty = pal, false
	if m.grid == nil {
		return
	}
	for i := range m.shown {
		p := m.lay.HexToPixel(m.grid.At(i))
		h := m.shown[i]
		sprites.DrawHexTile(m.img, float32(p.X), float32(p.Y), float32(m.r), sprites.HexTile{Terrain: h.Terrain,
			Enemy: h.Owner == forest.Enemy && h.Terrain != "", Structure: h.Structure, Primary: i == m.primary, Seed: uint64(i*7919 + 13)}, pal)
	}
	for i := range m.shown {
		a := m.grid.At(i)
		for _, nb := range m.grid.Neighbors(a) {
			j, ok := m.grid.Index(nb)
			if !ok || j < i || m.shown[j].Owner == m.shown[i].Owner || m.shown[i].Terrain == "" {
				continue
			}
			e, _ := hexgrid.EdgeBetween(a, nb)
			p, q := m.lay.EdgeEnds(e)
			sprites.DrawBorder(m.img, float32(p.X), float32(p.Y), float32(q.X), float32(q.Y), pal)
		}
	}
	if fonts == nil {
		return
	}
	face := fonts.Face(sprites.StyleSmallBold)
	dim := pal.C(sprites.ColTextDim)
	for col := range m.grid.Width() {
		p := m.lay.HexToPixel(hexgrid.Offset{Col: col, Row: 0}.Axial())
		sprites.DrawText(m.img, string(rune('A'+col)), face, p.X, p.Y-m.r-20, sprites.AlignCenter, dim)
	}
	for row := range m.grid.Height() {
		p := m.lay.HexToPixel(hexgrid.Offset{Col: 0, Row: row}.Axial())
		if row%2 == 1 {
			p.X -= m.r * 0.87
		}
		sprites.DrawText(m.img, itoa(row+1), face, p.X-m.r-6, p.Y-9, sprites.AlignRight, dim)
	}
}

// toScreen maps a point of the cached image to the screen.
func (m *mapView) toScreen(x, y float64) (float64, float64) {
	cx, cy := float64(m.area.Dx())/2, float64(m.area.Dy())/2
	return float64(m.area.Min.X) + (x-cx)*m.zoom + cx + m.panX, float64(m.area.Min.Y) + (y-cy)*m.zoom + cy + m.panY
}

// centre is a cell's centre on screen.
func (m *mapView) centre(cell int) (float64, float64) {
	p := m.lay.HexToPixel(m.grid.At(cell))
	return m.toScreen(p.X, p.Y)
}

// cellAt is the cell under a screen point, or -1.
func (m *mapView) cellAt(x, y int) int {
	if m.grid == nil || !image.Pt(x, y).In(m.area) {
		return -1
	}
	cx, cy := float64(m.area.Dx())/2, float64(m.area.Dy())/2
	ix := (float64(x-m.area.Min.X)-cx-m.panX)/m.zoom + cx
	iy := (float64(y-m.area.Min.Y)-cy-m.panY)/m.zoom + cy
	i, ok := m.grid.Index(m.lay.PixelToHex(hexgrid.Point{X: ix, Y: iy}))
	if !ok {
		return -1
	}
	return i
}

// cellRect is the square a cell's button covers on screen.
func (m *mapView) cellRect(cell int) image.Rectangle {
	x, y := m.centre(cell)
	s := m.r * m.zoom * 0.8
	return image.Rect(int(x-s), int(y-s), int(x+s), int(y+s))
}

// input pans (a drag of more than a few pixels) and zooms (the wheel, or
// two fingers pinching) with the pointer, and tracks hover. A tap or click that did not drag
// stays a click; the release that ends a drag is swallowed (justDragged).
func (m *mapView) input(ctx *scenes.Context) {
	p := ctx.Input.Pointer()
	if p.Moved || p.Clicked {
		m.hover = m.cellAt(p.X, p.Y)
	}
	in := image.Pt(p.X, p.Y).In(m.area)
	m.justDragged = false
	switch {
	case p.Held && (in || m.pressing):
		if !m.pressing {
			m.pressing, m.startX, m.startY = true, p.X, p.Y
		} else {
			if !m.dragged && abs(p.X-m.startX)+abs(p.Y-m.startY) > 8 {
				m.dragged = true
			}
			if m.dragged {
				m.panX += float64(p.X - m.lastX)
				m.panY += float64(p.Y - m.lastY)
				m.clampPan()
			}
		}
		m.lastX, m.lastY = p.X, p.Y
	default:
		m.justDragged = m.dragged
		m.pressing, m.dragged = false, false
	}
	if in && p.WheelY != 0 {
		m.zoomBy(math.Pow(1.15, p.WheelY))
	}
	if (in || m.pressing) && p.Pinch > 0 {
		m.zoomBy(p.Pinch) // two fingers spreading zoom in, closing out
	}
}

// clampPan keeps at least half the map in view.
func (m *mapView) clampPan() {
	lx, ly := float64(m.area.Dx())*m.zoom/2, float64(m.area.Dy())*m.zoom/2
	m.panX = min(lx, max(-lx, m.panX))
	m.panY = min(ly, max(-ly, m.panY))
}

// pressed places the map's hexes among the controls and returns the
// control pressed this tick: none while the pointer pans the map.
func (m *mapView) pressed(ctx *scenes.Context, foc *focusList) (button, bool) {
	m.place(foc)
	if m.justDragged || m.dragged {
		return button{}, false
	}
	i := foc.Update(ctx)
	if i < 0 {
		return button{}, false
	}
	return foc.Btns[i], true
}

// place moves the map's hex buttons to where the hexes are now drawn
// (after a pan or zoom).
func (m *mapView) place(f *focusList) {
	for i := range f.Btns {
		if f.Btns[i].Kind == ui.Cell && m.grid != nil {
			f.Btns[i].Rect = m.cellRect(f.Btns[i].ID)
		}
	}
}

// zoomBy zooms about the area's centre, between whole map and 3×.
func (m *mapView) zoomBy(f float64) {
	z := min(3, max(1, m.zoom*f))
	m.panX *= z / m.zoom
	m.panY *= z / m.zoom
	m.zoom = z
	if z == 1 {
		m.panX, m.panY = 0, 0
	}
}

// draw paints the cached map, the highlights and the focus.
func (m *mapView) draw(dst *ebiten.Image, ctx *scenes.Context, focus int) {
	pal := ctx.Palette
	if m.dirty || m.img == nil || m.pal != pal {
		m.render(pal, ctx.Fonts)
	}
	clip := dst.SubImage(m.area).(*ebiten.Image)
	var op ebiten.DrawImageOptions
	cx, cy := float64(m.area.Dx())/2, float64(m.area.Dy())/2
	op.GeoM.Translate(-cx, -cy)
	op.GeoM.Scale(m.zoom, m.zoom)
	op.GeoM.Translate(cx+m.panX+float64(m.area.Min.X), cy+m.panY+float64(m.area.Min.Y))
	op.Filter = ebiten.FilterLinear
	clip.DrawImage(m.img, &op)
	if m.grid == nil {
		return
	}
	r := float32(m.r * m.zoom)
	// The rings stand still: a screen waiting for a choice is not redrawn
	// (issue 27), and the focus's filled hex is what moves.
	ring := m.ringImage()
	for i, on := range m.mark {
		if on {
			x, y := m.centre(i)
			m.drawShape(clip, ring, x, y, pal.A(sprites.ColFocus, 0.8))
		}
	}
	if focus >= 0 && focus < len(m.shown) {
		x, y := m.centre(focus)
		sprites.FillHex(clip, float32(x), float32(y), r*0.95, pal.A(sprites.ColFocus, 0.18))
		sprites.StrokeHex(clip, float32(x), float32(y), r*0.95, 4, pal.C(sprites.ColFocus))
	}
	if m.hover >= 0 && m.hover != focus && m.hover < len(m.shown) {
		x, y := m.centre(m.hover)
		sprites.StrokeHex(clip, float32(x), float32(y), r*0.95, 2, pal.A(sprites.ColText, 0.7))
	}
}

// pulse draws a hex changing hands: a flash in the new side's colour and a
// ring spreading out, t of the way through.
func (m *mapView) pulse(dst *ebiten.Image, pal *sprites.Palette, cell int, side forest.Side, t float64) {
	if m.grid == nil || cell < 0 || cell >= len(m.shown) {
		return
	}
	clip := dst.SubImage(m.area).(*ebiten.Image)
	x, y := m.centre(cell)
	r := float32(m.r * m.zoom)
	col := sprites.ColForestLight
	if side == forest.Enemy {
		col = sprites.ColCivRust
	}
	a := 1 - t
	sprites.FillHex(clip, float32(x), float32(y), r, pal.A(col, 0.5*a))
	sprites.StrokeHex(clip, float32(x), float32(y), r*(1+0.6*float32(t)), 4, pal.A(col, a))
}

// ringImage is a highlight ring at the map's hex size, drawn once and
// tinted per hex, so lighting many hexes costs one image draw each.
func (m *mapView) ringImage() *ebiten.Image {
	size := int(m.r*2) + 12
	if m.ring == nil || m.ring.Bounds().Dx() != size {
		if m.ring != nil {
			m.ring.Deallocate()
		}
		m.ring = ebiten.NewImage(size, size)
		sprites.StrokeHex(m.ring, float32(size)/2, float32(size)/2, float32(m.r)*0.9, 3, color.White)
	}
	return m.ring
}

// drawShape draws a cached white shape centred at (x, y), scaled by the
// zoom and tinted.
func (m *mapView) drawShape(dst, img *ebiten.Image, x, y float64, clr color.RGBA) {
	var op ebiten.DrawImageOptions
	h := float64(img.Bounds().Dx()) / 2
	op.GeoM.Translate(-h, -h)
	op.GeoM.Scale(m.zoom, m.zoom)
	op.GeoM.Translate(x, y)
	op.ColorScale.ScaleWithColor(clr)
	op.Filter = ebiten.FilterLinear
	dst.DrawImage(img, &op)
}
