package battleui

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"deepwood/rules/battle"
	"deepwood/rules/hex"
	"deepwood/sprites"
)

// Zoom radii: the whole 449-hex field fits the map view at the first; the
// second is close up for precise play, panned.
var zoomRadii = [...]float64{19, 32}

// fieldArt is a battlefield rendered once per zoom level (terrain, patterns,
// elevation, barriers), so a frame draws only that image, the overlays and
// the tokens: software rendering under Xvfb could not redraw 449 hexes of
// vector art every frame.
type fieldArt struct {
	field  *battle.Field
	pal    *sprites.Palette
	images [len(zoomRadii)]*ebiten.Image
}

// layout is the hex layout of the field image at zoom z: hex (0,0) sits
// one radius in from the image's corner.
func layoutAt(z int) hex.Layout {
	r := zoomRadii[z]
	return hex.Layout{Orientation: hex.PointyTop, Size: hex.Point{X: r, Y: r}, Origin: hex.Point{X: r + math.Sqrt(3)/2*r, Y: 2 * r}}
}

// imageSize is the field image's size at zoom z.
func (a *fieldArt) imageSize(z int) (int, int) {
	r := zoomRadii[z]
	g := a.field.Grid
	w := (float64(g.Width())+0.5)*math.Sqrt(3)*r + 2*r
	h := float64(g.Height()-1)*1.5*r + 4*r
	return int(w), int(h)
}

// image is the cached field at zoom z, rendering it on first use.
func (a *fieldArt) image(z int) *ebiten.Image {
	if a.images[z] != nil {
		return a.images[z]
	}
	l := layoutAt(z)
	r := float32(zoomRadii[z])
	f := a.field
	var cells []sprites.FieldCell
	for i := range f.Grid.Len() {
		h := f.Grid.At(i)
		p := l.HexToPixel(h)
		cells = append(cells, sprites.FieldCell{X: float32(p.X), Y: float32(p.Y), Terrain: int(f.Terrain(h)), Height: f.Height(h), Seed: uint64(i)*2654435761 + 7})
	}
	var edges []sprites.FieldEdge
	for _, b := range f.Barriers() {
		from := b.At.Axial()
		to := from.Neighbor(b.Dir)
		p0, p1 := l.EdgeEnds(hex.EdgeOf(from, b.Dir))
		t := l.HexToPixel(to)
		edges = append(edges, sprites.FieldEdge{X0: float32(p0.X), Y0: float32(p0.Y), X1: float32(p1.X), Y1: float32(p1.Y),
			Hard: b.Kind == battle.Hard, OneWay: b.OneWay, TX: float32(t.X), TY: float32(t.Y)})
	}
	w, h := a.imageSize(z)
	a.images[z] = sprites.RenderBattlefield(a.pal, w, h, r, cells, edges)
	return a.images[z]
}

// release frees the cached images.
func (a *fieldArt) release() {
	for i, img := range a.images {
		if img != nil {
			img.Deallocate()
			a.images[i] = nil
		}
	}
}

// sideColor is a side's token colour: civilisation's rust for Red, water
// blue for Blue (both also differ in lightness, and every token carries
// its side's name in the panel).
func sideColor(pal *sprites.Palette, s battle.Side) color.RGBA {
	if s == battle.Red {
		return sprites.Mix(pal.C(sprites.ColBad), pal.C(sprites.ColText), 0.2)
	}
	return sprites.Mix(pal.C(sprites.ColWater), pal.C(sprites.ColText), 0.45)
}

// glyphOf maps a troop to its token symbol.
func glyphOf(t battle.Troop) sprites.TroopGlyph { return sprites.TroopGlyph(t) }
