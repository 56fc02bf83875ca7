package forsakenart

import (
	"image"

	"deepwood/sprites"

	"github.com/hajimehoshi/ebiten/v2"
)

// SquareKind is what a Territory of Forsaken Forest's board is.
type SquareKind uint8

// The kinds of Territory.
const (
	Plain       SquareKind = iota // unexplored forest floor
	Start                         // the Starting Square: a clearing with a campfire
	Destination                   // a Destination Territory (red border, a card)
	Site                          // an Excavation Site (gold border)
)

// Square is one Territory: its kind and, for a Destination, its
// slot 1–8; for an Excavation Site, its number 1–8 (the order the screen
// keeps its dug flags in). Plain squares and the start leave N at 0.
type Square struct {
	Kind SquareKind
	N    int
}

// Layout is the fixed part of the board: W×H Territories, row by
// row from the top left, as rules/forsaken's Board numbers them.
type Layout struct {
	W, H    int
	Squares []Square
}

// Dest is what a Destination card shows. The zero value is a card
// still face down. (rules/forsaken orders its Dest differently; screens
// map it.)
type Dest uint8

// The Destination faces.
const (
	DestHidden  Dest = iota // face down, the slot's number on its back
	DestVillage             // warm lit houses
	DestVoid                // a violet-black swirl
	DestDeadEnd             // a thicket barred by stakes
)

// BoardState is what changes on the board: the Path Tokens, the
// Destinations turned up, the Excavation Sites dug and the overlays of
// the screen that shows it. Slices are per square and may be nil.
type BoardState struct {
	Paths  []bool  // a Path Token lies here (the Starting Square always counts)
	Dests  [8]Dest // slot N's card (index N-1) as the table sees it
	Known  [8]Dest // a face-down card this viewer has Peeked at: a corner chip
	Dug    [8]bool // Excavation Site N (index N-1) has given its Artifact
	Legal  []bool  // a Path may be Forged here: lit soft green
	Cursor int     // the square under the cursor (cream corner brackets), -1 for none
}

// BoardFrame is the width of the carved frame around the grid, in
// which the column letters (A, B, …) and row numbers (1, 2, …) stand, as
// rules/forsaken.SquareName calls the Territories.
const BoardFrame = 22

// forsakenGrid places a w×h grid in r: whole-pixel square tiles as large
// as fit inside the frame, the grid centred.
func forsakenGrid(r image.Rectangle, w, h int) (image.Point, int) {
	if w <= 0 || h <= 0 {
		return r.Min, 0
	}
	tile := max(0, min((r.Dx()-2*BoardFrame)/w, (r.Dy()-2*BoardFrame)/h))
	return image.Pt(r.Min.X+(r.Dx()-tile*w)/2, r.Min.Y+(r.Dy()-tile*h)/2), tile
}

// Tile is the size in pixels of one square of a w×h board drawn in
// r (frame included); build the board's art with it.
func Tile(r image.Rectangle, w, h int) int {
	_, t := forsakenGrid(r, w, h)
	return t
}

// SquareRect is the screen rectangle of square sq of a w×h board
// drawn in r, or the empty rectangle for a square off the board.
func SquareRect(r image.Rectangle, w, h, sq int) image.Rectangle {
	o, t := forsakenGrid(r, w, h)
	if sq < 0 || sq >= w*h || t == 0 {
		return image.Rectangle{}
	}
	x, y := o.X+sq%w*t, o.Y+sq/w*t
	return image.Rect(x, y, x+t, y+t)
}

// SquareAt is the square of a w×h board drawn in r under the point
// p (a mouse hit), or -1 outside the grid.
func SquareAt(r image.Rectangle, w, h int, p image.Point) int {
	o, t := forsakenGrid(r, w, h)
	if t == 0 || p.X < o.X || p.Y < o.Y {
		return -1
	}
	x, y := (p.X-o.X)/t, (p.Y-o.Y)/t
	if x >= w || y >= h {
		return -1
	}
	return y*w + x
}

// BoardArt is the board's art for one palette and square size: the
// static floor and frame, rendered once, and stamps for everything that
// changes, so a frame only draws images (no vector work per frame).
type BoardArt struct {
	pal    *sprites.Palette
	fonts  *sprites.Fonts
	layout Layout
	tile   int
	start  int // the Starting Square, -1 if the layout has none

	static  *ebiten.Image
	stamps  *boardStamps
	bounds  image.Point // the static image's size
	opCache ebiten.DrawImageOptions
}

// NewBoardArt prepares the board's art for layout with squares
// tile pixels across (Tile of the board's rectangle). Nothing is
// drawn until first use.
func NewBoardArt(pal *sprites.Palette, fonts *sprites.Fonts, layout Layout, tile int) *BoardArt {
	a := &BoardArt{pal: pal, fonts: fonts, layout: layout, tile: max(8, tile), start: -1}
	for i, s := range layout.Squares {
		if s.Kind == Start {
			a.start = i
		}
	}
	a.bounds = image.Pt(layout.W*a.tile+2*BoardFrame, layout.H*a.tile+2*BoardFrame)
	return a
}

// Size is the size of the board image, frame included.
func (a *BoardArt) Size() image.Point { return a.bounds }

// Static is the board's unchanging layer: the carved frame with its
// letters and numbers and the dark forest floor, rendered on first use and
// kept. Its top left is BoardFrame pixels up and left of square 0.
func (a *BoardArt) Static() *ebiten.Image {
	if a.static == nil {
		a.static = renderForsakenFloor(a.pal, a.fonts, a.layout, a.tile)
	}
	return a.static
}

func (a *BoardArt) ensureStamps() *boardStamps {
	if a.stamps == nil {
		a.stamps = newBoardStamps(a.pal, a.fonts, a.tile)
	}
	return a.stamps
}

// Draw draws the whole board, static layer and overlays, for a board
// rectangle r (the one given to Tile).
func (a *BoardArt) Draw(dst *ebiten.Image, r image.Rectangle, st *BoardState) {
	a.DrawStatic(dst, r)
	a.DrawOverlay(dst, r, st)
}

// origin is where square 0's top left falls for board rectangle r.
func (a *BoardArt) origin(r image.Rectangle) image.Point {
	t := a.tile
	return image.Pt(r.Min.X+(r.Dx()-t*a.layout.W)/2, r.Min.Y+(r.Dy()-t*a.layout.H)/2)
}

// DrawStatic draws the cached floor and frame for board rectangle r.
func (a *BoardArt) DrawStatic(dst *ebiten.Image, r image.Rectangle) {
	o := a.origin(r)
	a.stamp(dst, a.Static(), o.X-BoardFrame, o.Y-BoardFrame)
}

func (a *BoardArt) stamp(dst, img *ebiten.Image, x, y int) {
	op := &a.opCache
	op.GeoM.Reset()
	op.ColorScale.Reset()
	op.Blend = ebiten.Blend{}
	op.GeoM.Translate(float64(x), float64(y))
	dst.DrawImage(img, op)
}

// isPath says whether sq carries a trail: a Path Token or the start.
func (a *BoardArt) isPath(st *BoardState, sq int) bool {
	if sq == a.start {
		return true
	}
	return sq >= 0 && sq < len(st.Paths) && st.Paths[sq]
}

// DrawOverlay draws what changes over the static layer for board rectangle
// r: the trails between neighbouring Paths (diagonals too), the clearing
// and campfire, the Destination cards, the Excavation Sites, the lit
// squares where a Path may be Forged and the cursor. Every piece is a
// prepared image.
func (a *BoardArt) DrawOverlay(dst *ebiten.Image, r image.Rectangle, st *BoardState) {
	if st == nil {
		st = &BoardState{Cursor: -1}
	}
	s := a.ensureStamps()
	o := a.origin(r)
	t, w, h := a.tile, a.layout.W, a.layout.H
	m := s.margin
	// Trails: every outline first, then every fill, so joins are seamless.
	for pass := range 2 {
		for sq := range w * h {
			if !a.isPath(st, sq) {
				continue
			}
			x, y := sq%w, sq/w
			px, py := o.X+x*t, o.Y+y*t
			v := int(uint(sq*2654435761) >> 7 % 2)
			for d, dir := range trailDirs {
				nx, ny := x+dir.X, y+dir.Y
				if nx < 0 || nx >= w || ny >= h || !a.isPath(st, ny*w+nx) {
					continue
				}
				// A diagonal beside a Path already joined square by
				// square would only clutter: its squares are linked.
				if dir.X != 0 && dir.Y != 0 && (a.isPath(st, y*w+nx) || a.isPath(st, ny*w+x)) {
					continue
				}
				ox := px - m
				if dir.X < 0 {
					ox -= t
				}
				a.stamp(dst, s.seg[pass][d][v], ox, py-m)
			}
			a.stamp(dst, s.node[pass][v], px-m, py-m)
		}
	}
	for sq, sqr := range a.layout.Squares {
		px, py := o.X+sq%w*t-m, o.Y+sq/w*t-m
		switch sqr.Kind {
		case Start:
			a.stamp(dst, s.clearing, px, py)
		case Destination:
			i := sqr.N - 1
			if i < 0 || i >= len(st.Dests) {
				continue
			}
			a.stamp(dst, s.dest[st.Dests[i]], px, py)
			if st.Dests[i] == DestHidden && st.Known[i] != DestHidden {
				a.stamp(dst, s.known[st.Known[i]], px, py)
			}
			a.stamp(dst, s.slot[i], px, py)
		case Site:
			i := sqr.N - 1
			if i >= 0 && i < len(st.Dug) && st.Dug[i] {
				a.stamp(dst, s.siteDug, px, py)
			} else {
				a.stamp(dst, s.site, px, py)
			}
		}
	}
	if a.start >= 0 {
		// The campfire's warm light spills over its neighbours.
		g := s.fireGlow.Bounds().Dx()
		op := &a.opCache
		op.GeoM.Reset()
		op.ColorScale.Reset()
		op.GeoM.Translate(float64(o.X+a.start%w*t+t/2-g/2), float64(o.Y+a.start/w*t+t/2-g/2))
		op.Blend = ebiten.BlendLighter
		dst.DrawImage(s.fireGlow, op)
		op.Blend = ebiten.Blend{}
	}
	for sq := range min(len(st.Legal), w*h) {
		if st.Legal[sq] {
			a.stamp(dst, s.legal, o.X+sq%w*t-m, o.Y+sq/w*t-m)
		}
	}
	if st.Cursor >= 0 && st.Cursor < w*h {
		a.stamp(dst, s.cursor, o.X+st.Cursor%w*t-m, o.Y+st.Cursor/w*t-m)
	}
}

// trailDirs are the four directions a trail leaves a square in (the other
// four are the same trails seen from the far end): east, south-east,
// south and south-west.
var trailDirs = [4]image.Point{{1, 0}, {1, 1}, {0, 1}, {-1, 1}}
