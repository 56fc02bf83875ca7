package forsaken

import (
	"strings"

	"deepwood/rules/game"
)

// NumSlots is how many Destinations (and Excavation Sites) the board has.
const NumSlots = 8

// Board is the Forest: a grid of Territories around the Starting Square,
// eight Destination Territories and eight Excavation Sites on its edge.
// Squares are numbered row by row from the top left.
type Board struct {
	W, H   int
	Start  int
	Slots  [NumSlots]int // the square of Destination slot i
	Sites  [NumSlots]int // the square of Excavation Site i
	slotAt []int8        // square → slot, -1
	siteAt []int8        // square → site, -1
}

// Squares is how many Territories there are.
func (b *Board) Squares() int { return b.W * b.H }

// XY is a square's column and row.
func (b *Board) XY(sq int) (int, int) { return sq % b.W, sq / b.W }

// At is the square at column x, row y, or -1 off the board.
func (b *Board) At(x, y int) int {
	if x < 0 || y < 0 || x >= b.W || y >= b.H {
		return -1
	}
	return y*b.W + x
}

// SlotAt is the Destination slot on sq, or -1.
func (b *Board) SlotAt(sq int) int { return int(b.slotAt[sq]) }

// SiteAt is the Excavation Site on sq, or -1.
func (b *Board) SiteAt(sq int) int { return int(b.siteAt[sq]) }

// Distance counts squares between two Territories; Paths join in any
// direction, diagonals included (seed "Navigation").
func (b *Board) Distance(a, c int) int {
	ax, ay := b.XY(a)
	cx, cy := b.XY(c)
	return max(abs(ax-cx), abs(ay-cy))
}

// Touches says whether two different squares are neighbours.
func (b *Board) Touches(a, c int) bool { return a != c && b.Distance(a, c) == 1 }

// Neighbours lists a square's up to eight neighbours in square order.
func (b *Board) Neighbours(sq int) []int {
	x, y := b.XY(sq)
	var out []int
	for dy := -1; dy <= 1; dy++ {
		for dx := -1; dx <= 1; dx++ {
			if n := b.At(x+dx, y+dy); n >= 0 && n != sq {
				out = append(out, n)
			}
		}
	}
	return out
}

func abs(v int) int {
	if v < 0 {
		return -v
	}
	return v
}

// parseBoard reads board.txt: one character per Territory, space
// separated, every row as long as the first.
func parseBoard(file, text string) (Board, error) {
	var b Board
	b.Start = -1
	for i := range b.Slots {
		b.Slots[i], b.Sites[i] = -1, -1
	}
	sites := 0
	var rows [][]string
	var lineOf []int
	for _, l := range game.Lines(text) {
		rows = append(rows, strings.Fields(l.Text))
		lineOf = append(lineOf, l.N)
	}
	if len(rows) == 0 {
		return b, game.Errorf(file, 0, "no board drawn")
	}
	b.W, b.H = len(rows[0]), len(rows)
	if b.W < 5 || b.H < 5 || b.W > 31 || b.H > 31 {
		return b, game.Errorf(file, lineOf[0], "a board is 5 to 31 squares a side, not %d×%d", b.W, b.H)
	}
	b.slotAt = make([]int8, b.W*b.H)
	b.siteAt = make([]int8, b.W*b.H)
	for y, row := range rows {
		if len(row) != b.W {
			return b, game.Errorf(file, lineOf[y], "row has %d squares, the first has %d", len(row), b.W)
		}
		for x, c := range row {
			sq := y*b.W + x
			b.slotAt[sq], b.siteAt[sq] = -1, -1
			switch {
			case c == ".":
			case c == "S":
				if b.Start >= 0 {
					return b, game.Errorf(file, lineOf[y], "a second Starting Square")
				}
				b.Start = sq
			case c == "E":
				if sites == NumSlots {
					return b, game.Errorf(file, lineOf[y], "more than %d Excavation Sites", NumSlots)
				}
				b.Sites[sites], b.siteAt[sq] = sq, int8(sites)
				sites++
			case len(c) == 1 && c[0] >= '1' && c[0] <= '8':
				i := int(c[0] - '1')
				if b.Slots[i] >= 0 {
					return b, game.Errorf(file, lineOf[y], "Destination %s drawn twice", c)
				}
				b.Slots[i], b.slotAt[sq] = sq, int8(i)
			default:
				return b, game.Errorf(file, lineOf[y], "unknown square %q (want . S E or 1-8)", c)
			}
		}
	}
	if b.Start < 0 {
		return b, game.Errorf(file, 0, "no Starting Square (S)")
	}
	if sites != NumSlots {
		return b, game.Errorf(file, 0, "%d Excavation Sites, want %d", sites, NumSlots)
	}
	want := -1
	for i, sq := range b.Slots {
		if sq < 0 {
			return b, game.Errorf(file, 0, "Destination %d is not drawn", i+1)
		}
		// The seed: every Destination is six squares from the centre.
		if d := b.Distance(b.Start, sq); want < 0 {
			want = d
		} else if d != want {
			return b, game.Errorf(file, 0, "Destination %d is %d squares from the start, Destination 1 is %d: they must be equidistant", i+1, d, want)
		}
	}
	return b, nil
}
