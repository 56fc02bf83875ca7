package forsakenart

import (
	"image"
	"image/color"
	"strings"
	"testing"

	"deepwood/internal/screentest"
	"deepwood/sprites"

	"github.com/hajimehoshi/ebiten/v2"
)

// forsakenBoardRows is levels/forsaken/board.txt's grid (sprites may not
// read the rules' data, so the test keeps a copy).
const forsakenBoardRows = `
. . . 1 . E . . 2 . . E .
E . . . . . . . . . . . .
. . . . . . . . . . . . .
. . . . . . . . . . . . 3
8 . . . . . . . . . . . .
. . . . . . . . . . . . .
. . . . . . S . . . . . E
E . . . . . . . . . . . .
. . . . . . . . . . . . .
7 . . . . . . . . . . . 4
. . . . . . . . . . . . .
. . . . . . . . . . . . E
E . . 6 . . . E . . 5 . .`

func forsakenTestLayout() Layout {
	var l Layout
	sites := 0
	for _, row := range strings.Split(strings.TrimSpace(forsakenBoardRows), "\n") {
		cells := strings.Fields(row)
		l.W = len(cells)
		l.H++
		for _, c := range cells {
			var s Square
			switch {
			case c == "S":
				s.Kind = Start
			case c == "E":
				sites++
				s = Square{Site, sites}
			case c >= "1" && c <= "8":
				s = Square{Destination, int(c[0] - '0')}
			}
			l.Squares = append(l.Squares, s)
		}
	}
	return l
}

// forsakenMidGame is a board some Days in: a trail network north-east
// and south-west of the start, Destinations 1 and 8 turned up as Dead
// Ends, Destination 4 Peeked at (the Void), the north-west site dug, and
// the squares a Wander may take lit.
func forsakenMidGame(l Layout) *BoardState {
	st := &BoardState{Paths: make([]bool, l.W*l.H), Legal: make([]bool, l.W*l.H), Cursor: -1}
	at := func(name string) int { return int(name[1]-'1')*l.W + int(name[0]-'A') }
	for _, n := range strings.Fields("F6 E5 E4 D3 D2 D1 C2 B2 A2 H6 I5 J5 K4 L4 F8 E9 D9 C8 B7 B6 A5 G5 G4 H3") {
		st.Paths[at(n)] = true
	}
	st.Dests[0], st.Dests[7] = DestDeadEnd, DestDeadEnd
	st.Known[3] = DestVoid
	st.Dug[2] = true
	for sq := range st.Paths {
		if st.Paths[sq] || l.Squares[sq].Kind == Start {
			continue
		}
		x, y := sq%l.W, sq/l.W
		for dy := -1; dy <= 1; dy++ {
			for dx := -1; dx <= 1; dx++ {
				nx, ny := x+dx, y+dy
				if nx >= 0 && ny >= 0 && nx < l.W && ny < l.H && (st.Paths[ny*l.W+nx] || l.Squares[ny*l.W+nx].Kind == Start) {
					st.Legal[sq] = true
				}
			}
		}
	}
	st.Cursor = at("M4")
	return st
}

// forsakenKit is the art of one palette, shared by the render tests so
// each piece is drawn once per run (the window tests share one frame).
type forsakenKit struct {
	pal       *sprites.Palette
	board     *BoardArt
	portraits *PortraitArt
	track     *TurnTrackArt
	night     *NightTint
}

var forsakenKits = map[bool]*forsakenKit{}

func forsakenKitFor(t *testing.T, colorBlind bool) *forsakenKit {
	if k, ok := forsakenKits[colorBlind]; ok {
		return k
	}
	fonts := screentest.Fonts(t)
	pal := sprites.PaletteFor(colorBlind)
	k := &forsakenKit{pal: pal, board: NewBoardArt(pal, fonts, forsakenTestLayout(), 48),
		portraits: NewPortraitArt(pal, fonts, 96), track: NewTurnTrackArt(pal, fonts), night: NewNightTint(pal)}
	forsakenKits[colorBlind] = k
	return k
}

func TestForsakenSquareGeometry(t *testing.T) {
	r := image.Rect(24, 26, 24+668, 26+668)
	if got := Tile(r, 13, 13); got != 48 {
		t.Fatalf("tile %d, want 48", got)
	}
	for sq := range 169 {
		sr := SquareRect(r, 13, 13, sq)
		if sr.Dx() != 48 || sr.Dy() != 48 {
			t.Fatalf("square %d is %v", sq, sr)
		}
		for _, p := range []image.Point{sr.Min, sr.Max.Sub(image.Pt(1, 1)), sr.Min.Add(image.Pt(24, 24))} {
			if got := SquareAt(r, 13, 13, p); got != sq {
				t.Fatalf("point %v of square %d hits %d", p, sq, got)
			}
		}
	}
	for _, p := range []image.Point{{0, 0}, {r.Min.X + 10, r.Min.Y + 100}, {r.Max.X - 5, r.Max.Y - 5}, {r.Min.X + 100, r.Max.Y - 1}} {
		if got := SquareAt(r, 13, 13, p); got != -1 {
			t.Errorf("point %v off the grid hits %d", p, got)
		}
	}
	if !SquareRect(r, 13, 13, 169).Empty() || !SquareRect(r, 13, 13, -1).Empty() {
		t.Error("a square off the board has a rectangle")
	}
}

// pixelDiff counts the pixels in rect that differ between a and b.
func pixelDiff(a, b *image.RGBA, rect image.Rectangle) int {
	n := 0
	for y := rect.Min.Y; y < rect.Max.Y; y++ {
		for x := rect.Min.X; x < rect.Max.X; x++ {
			if a.RGBAAt(x, y) != b.RGBAAt(x, y) {
				n++
			}
		}
	}
	return n
}

func near(a, b color.RGBA, tol int) bool {
	d := func(x, y uint8) int { return max(int(x)-int(y), int(y)-int(x)) }
	return d(a.R, b.R) <= tol && d(a.G, b.G) <= tol && d(a.B, b.B) <= tol
}

func TestRenderForsakenBoard(t *testing.T) {
	needWindow(t)
	fonts := screentest.Fonts(t)
	l := forsakenTestLayout()
	r := image.Rect(24, 26, 24+668, 26+668)
	var shots [2]*image.RGBA
	for pi, cb := range []bool{false, true} {
		kit := forsakenKitFor(t, cb)
		pal, art := kit.pal, kit.board
		if Tile(r, l.W, l.H) != 48 {
			t.Fatal("the test board's squares should be 48 px")
		}
		if got, want := art.Size(), image.Pt(668, 668); got != want {
			t.Fatalf("board image %v, want %v", got, want)
		}
		st := forsakenMidGame(l)
		screen := ebiten.NewImage(sprites.ScreenWidth, sprites.ScreenHeight)
		screen.Fill(pal.C(sprites.ColBackground))
		art.Draw(screen, r, st)
		drawBoardLegend(screen, pal, fonts, art)
		img := snapshot(screen)
		shots[pi] = img
		savePNG(t, map[bool]string{false: "forsaken_board.png", true: "forsaken_board_colorblind.png"}[pal.ColorBlindSafe], img)
		if !pal.ColorBlindSafe {
			savePNG(t, "forsaken_board_zoom.png", zoom(img, image.Rect(24, 26, 404, 336), 2))
		}

		// A lit square changes its pixels; far squares stay put.
		bare := *st
		bare.Legal, bare.Cursor = nil, -1
		screen.Fill(pal.C(sprites.ColBackground))
		art.Draw(screen, r, &bare)
		plain := snapshot(screen)
		lit := SquareRect(r, l.W, l.H, 5*13+5) // F6's neighbour E6
		if !st.Legal[5*13+4] {
			t.Fatal("test board: E6 should be lit")
		}
		lit = SquareRect(r, l.W, l.H, 5*13+4)
		if n := pixelDiff(img, plain, lit.Inset(6)); n < lit.Inset(6).Dx()*lit.Inset(6).Dy()/2 {
			t.Errorf("%s: a lit square changed only %d pixels", pal.Name, n)
		}
		far := SquareRect(r, l.W, l.H, 12*13+12)
		if n := pixelDiff(img, plain, far); n != 0 {
			t.Errorf("%s: lighting squares changed %d pixels of M13", pal.Name, n)
		}
		// The cursor is cream brackets at the corners and leaves the
		// square's middle alone; a lit square's middle is greener.
		noCursor := *st
		noCursor.Cursor = -1
		screen.Fill(pal.C(sprites.ColBackground))
		art.Draw(screen, r, &noCursor)
		uncursed := snapshot(screen)
		cur := SquareRect(r, l.W, l.H, st.Cursor)
		if c := img.RGBAAt(cur.Min.X-1, cur.Min.Y+4); !near(c, pal.C(sprites.ColText), 40) {
			t.Errorf("%s: cursor corner is %v, want cream %v", pal.Name, c, pal.C(sprites.ColText))
		}
		if n := pixelDiff(img, uncursed, cur.Inset(10)); n != 0 {
			t.Errorf("%s: the cursor changes %d pixels inside its square", pal.Name, n)
		}
		if n := pixelDiff(img, uncursed, cur.Inset(-4)); n < 150 {
			t.Errorf("%s: the cursor changes only %d pixels", pal.Name, n)
		}
		g := pal.C(sprites.ColGood)
		lc, pc := img.RGBAAt(lit.Min.X+12, lit.Min.Y+24), plain.RGBAAt(lit.Min.X+12, lit.Min.Y+24)
		if sprites.DeltaE(lc, g) >= sprites.DeltaE(pc, g) {
			t.Errorf("%s: a lit square (%v) is no nearer the good colour than unlit (%v)", pal.Name, lc, pc)
		}
		// A turned-up card differs from a face-down one.
		d1 := SquareRect(r, l.W, l.H, 3)
		down := *st
		down.Dests = [8]Dest{}
		screen.Fill(pal.C(sprites.ColBackground))
		art.Draw(screen, r, &down)
		if n := pixelDiff(img, snapshot(screen), d1); n < 300 {
			t.Errorf("%s: turning Destination 1 up changed only %d pixels", pal.Name, n)
		}
	}
	if n := pixelDiff(shots[0], shots[1], image.Rect(0, 0, sprites.ScreenWidth, sprites.ScreenHeight)); n < 50000 {
		t.Errorf("the colour-blind board differs from the standard one in only %d pixels", n)
	}
}

// drawBoardLegend shows every square stamp with its meaning beside the
// board, as a key for review.
func drawBoardLegend(dst *ebiten.Image, pal *sprites.Palette, fonts *sprites.Fonts, art *BoardArt) {
	panel := image.Rect(716, 26, 1256, 694)
	sprites.DrawPanel(dst, panel, pal, sprites.PanelNormal)
	sprites.DrawText(dst, "The Forest", fonts.Face(sprites.StyleHeading), float64(panel.Min.X+sprites.SpaceM+4), float64(panel.Min.Y+sprites.SpaceM), sprites.AlignLeft, pal.C(sprites.ColAccent))
	s := art.ensureStamps()
	m := s.margin
	items := []struct {
		imgs  []*ebiten.Image
		label string
	}{
		{[]*ebiten.Image{s.clearing}, "Starting Square"},
		{[]*ebiten.Image{s.dest[0], s.slot[2]}, "Destination 3, face down"},
		{[]*ebiten.Image{s.dest[0], s.known[2], s.slot[3]}, "Destination 4: you Peeked, the Void"},
		{[]*ebiten.Image{s.dest[1], s.slot[4]}, "The Village"},
		{[]*ebiten.Image{s.dest[2], s.slot[5]}, "The Void"},
		{[]*ebiten.Image{s.dest[3], s.slot[6]}, "A Dead End"},
		{[]*ebiten.Image{s.site}, "Excavation Site"},
		{[]*ebiten.Image{s.siteDug}, "Excavation Site, dug"},
		{[]*ebiten.Image{s.node[0][0], s.node[1][0], s.legal}, "A Path may be Forged here"},
		{[]*ebiten.Image{s.cursor}, "Cursor"},
	}
	for i, it := range items {
		col, row := i/5, i%5
		x, y := panel.Min.X+sprites.SpaceM+col*262, panel.Min.Y+76+row*116
		f := BoardFrame
		art.stamp(dst, art.Static().SubImage(image.Rect(f+6*48, f+2*48, f+7*48, f+3*48)).(*ebiten.Image), x, y)
		for _, img := range it.imgs {
			art.stamp(dst, img, x-m, y-m)
		}
		sprites.DrawWrapped(dst, it.label, fonts.Face(sprites.StyleBody), float64(x+60), float64(y+2), 180, sprites.AlignLeft, pal.C(sprites.ColText))
	}
}

// TestRenderForsakenIcons draws every icon large and at badge size with its
// name, and checks each draws something and no two look alike.
func TestRenderForsakenIcons(t *testing.T) {
	needWindow(t)
	fonts := screentest.Fonts(t)
	pal := forsakenKitFor(t, false).pal
	sheet := ebiten.NewImage(sprites.ScreenWidth, 440)
	sheet.Fill(pal.C(sprites.ColPanel))
	const n = 40
	var shots []*image.RGBA
	for i := Icon(1); i < NumIcons; i++ {
		x := float32(48 + int(i-1)%13*98)
		y := float32(44 + int(i-1)/13*140)
		DrawIcon(sheet, i, x, y, 56, pal.C(sprites.ColText), pal.C(sprites.ColPanel))
		DrawIcon(sheet, i, x-30, y+56, 16, pal.C(sprites.ColTextDim), pal.C(sprites.ColPanel))
		sprites.DrawText(sheet, i.String(), fonts.Face(sprites.StyleSmall), float64(x)-18, float64(y)+46, sprites.AlignLeft, pal.C(sprites.ColTextDim))
		one := ebiten.NewImage(n, n)
		DrawIcon(one, i, n/2, n/2, n-4, pal.C(sprites.ColText), black)
		shots = append(shots, snapshot(one))
	}
	savePNG(t, "forsaken_icons.png", snapshot(sheet))
	for i, a := range shots {
		if m, _ := regionStats(a, a.Rect); m < 0.05 {
			t.Errorf("icon %v draws almost nothing (mean %.3f)", Icon(i+1), m)
		}
		for j := range i {
			if d := pixelDiff(a, shots[j], a.Rect); d < 120 {
				t.Errorf("icons %v and %v differ in only %d pixels", Icon(j+1), Icon(i+1), d)
			}
		}
	}
}
