package sprites

import (
	"image"

	"github.com/hajimehoshi/ebiten/v2"
)

// ForsakenSquareKind is what a Territory of Forsaken Forest's board is.
type ForsakenSquareKind uint8

// The kinds of Territory.
const (
	ForsakenPlain       ForsakenSquareKind = iota // unexplored forest floor
	ForsakenStart                                 // the Starting Square: a clearing with a campfire
	ForsakenDestination                           // a Destination Territory (red border, a card)
	ForsakenSite                                  // an Excavation Site (gold border)
)

// ForsakenSquare is one Territory: its kind and, for a Destination, its
// slot 1–8; for an Excavation Site, its number 1–8 (the order the screen
// keeps its dug flags in). Plain squares and the start leave N at 0.
type ForsakenSquare struct {
	Kind ForsakenSquareKind
	N    int
}

// ForsakenLayout is the fixed part of the board: W×H Territories, row by
// row from the top left, as rules/forsaken's Board numbers them.
type ForsakenLayout struct {
	W, H    int
	Squares []ForsakenSquare
}

// ForsakenDest is what a Destination card shows. The zero value is a card
// still face down. (rules/forsaken orders its Dest differently; screens
// map it.)
type ForsakenDest uint8

// The Destination faces.
const (
	ForsakenDestHidden  ForsakenDest = iota // face down, the slot's number on its back
	ForsakenDestVillage                     // warm lit houses
	ForsakenDestVoid                        // a violet-black swirl
	ForsakenDestDeadEnd                     // a thicket barred by stakes
)

// ForsakenBoardState is what changes on the board: the Path Tokens, the
// Destinations turned up, the Excavation Sites dug and the overlays of
// the screen that shows it. Slices are per square and may be nil.
type ForsakenBoardState struct {
	Paths  []bool          // a Path Token lies here (the Starting Square always counts)
	Dests  [8]ForsakenDest // slot N's card (index N-1) as the table sees it
	Known  [8]ForsakenDest // a face-down card this viewer has Peeked at: a corner chip
	Dug    [8]bool         // Excavation Site N (index N-1) has given its Artifact
	Legal  []bool          // a Path may be Forged here: lit soft green
	Cursor int             // the square under the cursor (cream corner brackets), -1 for none
}

// ForsakenBoardFrame is the width of the carved frame around the grid, in
// which the column letters (A, B, …) and row numbers (1, 2, …) stand, as
// rules/forsaken.SquareName calls the Territories.
const ForsakenBoardFrame = 22

// forsakenGrid places a w×h grid in r: whole-pixel square tiles as large
// as fit inside the frame, the grid centred.
func forsakenGrid(r image.Rectangle, w, h int) (image.Point, int) {
	if w <= 0 || h <= 0 {
		return r.Min, 0
	}
	tile := max(0, min((r.Dx()-2*ForsakenBoardFrame)/w, (r.Dy()-2*ForsakenBoardFrame)/h))
	return image.Pt(r.Min.X+(r.Dx()-tile*w)/2, r.Min.Y+(r.Dy()-tile*h)/2), tile
}

// ForsakenTile is the size in pixels of one square of a w×h board drawn in
// r (frame included); build the board's art with it.
func ForsakenTile(r image.Rectangle, w, h int) int {
	_, t := forsakenGrid(r, w, h)
	return t
}

// ForsakenSquareRect is the screen rectangle of square sq of a w×h board
// drawn in r, or the empty rectangle for a square off the board.
func ForsakenSquareRect(r image.Rectangle, w, h, sq int) image.Rectangle {
	o, t := forsakenGrid(r, w, h)
	if sq < 0 || sq >= w*h || t == 0 {
		return image.Rectangle{}
	}
	x, y := o.X+sq%w*t, o.Y+sq/w*t
	return image.Rect(x, y, x+t, y+t)
}

// ForsakenSquareAt is the square of a w×h board drawn in r under the point
// p (a mouse hit), or -1 outside the grid.
func ForsakenSquareAt(r image.Rectangle, w, h int, p image.Point) int {
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

// ForsakenBoardArt is the board's art for one palette and square size: the
// static floor and frame, rendered once, and stamps for everything that
// changes, so a frame only draws images (no vector work per frame).
type ForsakenBoardArt struct {
	pal    *Palette
	fonts  *Fonts
	layout ForsakenLayout
	tile   int
	start  int // the Starting Square, -1 if the layout has none

	static  *ebiten.Image
	stamps  *boardStamps
	bounds  image.Point // the static image's size
	opCache ebiten.DrawImageOptions
}

// NewForsakenBoardArt prepares the board's art for layout with squares
// tile pixels across (ForsakenTile of the board's rectangle). Nothing is
// drawn until first use.
func NewForsakenBoardArt(pal *Palette, fonts *Fonts, layout ForsakenLayout, tile int) *ForsakenBoardArt {
	a := &ForsakenBoardArt{pal: pal, fonts: fonts, layout: layout, tile: max(8, tile), start: -1}
	for i, s := range layout.Squares {
		if s.Kind == ForsakenStart {
			a.start = i
		}
	}
	a.bounds = image.Pt(layout.W*a.tile+2*ForsakenBoardFrame, layout.H*a.tile+2*ForsakenBoardFrame)
	return a
}

// Size is the size of the board image, frame included.
func (a *ForsakenBoardArt) Size() image.Point { return a.bounds }

// Static is the board's unchanging layer: the carved frame with its
// letters and numbers and the dark forest floor, rendered on first use and
// kept. Its top left is ForsakenBoardFrame pixels up and left of square 0.
func (a *ForsakenBoardArt) Static() *ebiten.Image {
	if a.static == nil {
		a.static = renderForsakenFloor(a.pal, a.fonts, a.layout, a.tile)
	}
	return a.static
}

func (a *ForsakenBoardArt) ensureStamps() *boardStamps {
	if a.stamps == nil {
		a.stamps = newBoardStamps(a.pal, a.fonts, a.tile)
	}
	return a.stamps
}

// Draw draws the whole board, static layer and overlays, for a board
// rectangle r (the one given to ForsakenTile).
func (a *ForsakenBoardArt) Draw(dst *ebiten.Image, r image.Rectangle, st *ForsakenBoardState) {
	a.DrawStatic(dst, r)
	a.DrawOverlay(dst, r, st)
}

// origin is where square 0's top left falls for board rectangle r.
func (a *ForsakenBoardArt) origin(r image.Rectangle) image.Point {
	t := a.tile
	return image.Pt(r.Min.X+(r.Dx()-t*a.layout.W)/2, r.Min.Y+(r.Dy()-t*a.layout.H)/2)
}

// DrawStatic draws the cached floor and frame for board rectangle r.
func (a *ForsakenBoardArt) DrawStatic(dst *ebiten.Image, r image.Rectangle) {
	o := a.origin(r)
	a.stamp(dst, a.Static(), o.X-ForsakenBoardFrame, o.Y-ForsakenBoardFrame)
}

func (a *ForsakenBoardArt) stamp(dst, img *ebiten.Image, x, y int) {
	op := &a.opCache
	op.GeoM.Reset()
	op.ColorScale.Reset()
	op.Blend = ebiten.Blend{}
	op.GeoM.Translate(float64(x), float64(y))
	dst.DrawImage(img, op)
}

// isPath says whether sq carries a trail: a Path Token or the start.
func (a *ForsakenBoardArt) isPath(st *ForsakenBoardState, sq int) bool {
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
func (a *ForsakenBoardArt) DrawOverlay(dst *ebiten.Image, r image.Rectangle, st *ForsakenBoardState) {
	if st == nil {
		st = &ForsakenBoardState{Cursor: -1}
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
		case ForsakenStart:
			a.stamp(dst, s.clearing, px, py)
		case ForsakenDestination:
			i := sqr.N - 1
			if i < 0 || i >= len(st.Dests) {
				continue
			}
			a.stamp(dst, s.dest[st.Dests[i]], px, py)
			if st.Dests[i] == ForsakenDestHidden && st.Known[i] != ForsakenDestHidden {
				a.stamp(dst, s.known[st.Known[i]], px, py)
			}
			a.stamp(dst, s.slot[i], px, py)
		case ForsakenSite:
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
