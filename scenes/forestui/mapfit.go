package forestui

import (
	"image"
	"math"

	hexgrid "deepwood/rules/hex"
)

// fit sizes the hexes so the whole map fills the area, centred, clear of
// the rectangles drawn over it (keep, in screen coordinates): when the
// centred map would reach under one of them, with its hexes or its column
// letters, it moves down below them, and only when that leaves no room
// are the hexes made smaller (issue 38: the Hint button covered I1).
func (m *mapView) fit() {
	if m.grid == nil || m.grid.Len() == 0 {
		return
	}
	unit := hexgrid.Layout{Orientation: hexgrid.PointyTop, Size: hexgrid.Point{X: 1, Y: 1}}
	x0, y0, x1, y1 := math.Inf(1), math.Inf(1), math.Inf(-1), math.Inf(-1)
	for i := range m.grid.Len() {
		p := unit.HexToPixel(m.grid.At(i))
		x0, y0, x1, y1 = min(x0, p.X), min(y0, p.Y), max(x1, p.X), max(y1, p.Y)
	}
	w, h := x1-x0+math.Sqrt(3), y1-y0+2
	big := min(float64(m.area.Dx()-64)/w, float64(m.area.Dy()-56)/h)
	for r := big; ; r *= 0.98 {
		ox := float64(m.area.Dx())/2 - (x0+x1)/2*r
		oy := float64(m.area.Dy())/2 - (y0+y1)/2*r
		m.r = r
		m.lay = hexgrid.Layout{Orientation: hexgrid.PointyTop, Size: hexgrid.Point{X: r, Y: r}, Origin: hexgrid.Point{X: ox, Y: oy}}
		down := m.under()
		bottom := oy + (y1+1)*r + down
		if down == 0 || bottom <= float64(m.area.Dy()-28) || r < big/2 {
			m.lay.Origin.Y += down
			break
		}
	}
	m.zoom, m.panX, m.panY = 1, 0, 0
}

// under is how far down the map must move, as laid out now and unzoomed,
// for its hexes and column letters to clear every kept rectangle.
func (m *mapView) under() float64 {
	down := 0.0
	for _, r := range m.drawn() {
		for _, k := range m.keep {
			k = k.Sub(m.area.Min).Inset(-4)
			if r.Overlaps(k) {
				down = max(down, float64(k.Max.Y-r.Min.Y))
			}
		}
	}
	return down
}

// drawn are the rectangles the map covers on its image as laid out now:
// one round each hex and one round each column letter.
func (m *mapView) drawn() []image.Rectangle {
	out := make([]image.Rectangle, 0, m.grid.Len()+m.grid.Width())
	hw := m.r * math.Sqrt(3) / 2
	for i := range m.grid.Len() {
		p := m.lay.HexToPixel(m.grid.At(i))
		out = append(out, image.Rect(int(p.X-hw), int(p.Y-m.r), int(math.Ceil(p.X+hw)), int(math.Ceil(p.Y+m.r))))
	}
	for col := range m.grid.Width() {
		p := m.lay.HexToPixel(hexgrid.Offset{Col: col, Row: 0}.Axial())
		out = append(out, image.Rect(int(p.X-10), int(p.Y-m.r-20), int(p.X+10), int(p.Y-m.r-2)))
	}
	return out
}
