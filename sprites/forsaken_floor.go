package sprites

import (
	"image/color"
	"math"
	"strconv"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"
)

// renderForsakenFloor renders the static layer of the board: a carved
// dark-wood frame with a bronze rule, the column letters and row numbers
// in it, and the grid of forest-floor tiles, each a shade of its own with
// woodcut gouges, grass, ferns, leaf litter and stones, under a faint
// wash of moonlight from the top right.
func renderForsakenFloor(pal *Palette, fonts *Fonts, layout ForsakenLayout, t int) *ebiten.Image {
	const f = ForsakenBoardFrame
	gw, gh := layout.W*t, layout.H*t
	W, H := float32(gw+2*f), float32(gh+2*f)
	img := ebiten.NewImage(gw+2*f, gh+2*f)

	// The frame: dark oak with a grain, a bronze rule and a bevel.
	wood := Mix(pal.C(ColEarth), black, 0.66)
	FillRoundRect(img, 0, 0, W, H, 10, Mix(wood, black, 0.5))
	seg := cornerSegments(9)
	outer := roundRectPoints(nil, 1, 1, W-2, H-2, 9, seg)
	fillConvexGradient(img, outer, 0, H, Mix(wood, pal.C(ColEarthLight), 0.12), Mix(wood, black, 0.25), true)
	r := newRand(0xF0125A)
	q := &pen{dst: img}
	for y := float32(4); y < H-4; y += 3 + float32(r.Float64()*3) {
		ph := r.Float64() * 6
		q.p.MoveTo(6, y)
		for x := float32(6); x <= W-6; x += 24 {
			q.p.LineTo(x, y+float32(math.Sin(float64(x)*0.013+ph))*1.5)
		}
	}
	// The grain is faint: drawn without anti-aliasing, it costs little.
	op := &vector.DrawPathOptions{}
	op.ColorScale.ScaleWithColor(WithAlpha(black, 0.16))
	vector.StrokePath(img, &q.p, &vector.StrokeOptions{Width: 1}, op)
	q.p.Reset()
	StrokeRoundRect(img, 4, 4, W-8, H-8, 7, 1.5, Mix(pal.C(ColPanelEdge), black, 0.1))
	StrokeRoundRect(img, 5.5, 5.5, W-11, H-11, 6, 1, WithAlpha(pal.C(ColPanelHighlight), 0.18))

	// The tiles: a shade each in one draw, then one of a few textures,
	// turned and mirrored, stamped on each.
	gx, gy := float32(f), float32(f)
	base0, base1 := pal.C(ColBackground), pal.C(ColForestDeep)
	vs := make([]ebiten.Vertex, 0, 4*layout.W*layout.H)
	is := make([]uint16, 0, 6*layout.W*layout.H)
	ft := float32(t)
	for sq := range layout.W * layout.H {
		x, y := gx+float32(sq%layout.W*t), gy+float32(sq/layout.W*t)
		tr := newRand(uint64(sq)*0x9E3779B97F4A7C15 + 0xF00D)
		c := Mix(base0, base1, 0.32+tr.Float64()*0.22)
		top, bottom := Mix(c, pal.C(ColForest), 0.06), Mix(c, black, 0.18)
		n := uint16(len(vs))
		vs = append(vs, vertexAt(pt{x, y}, top), vertexAt(pt{x + ft, y}, top), vertexAt(pt{x + ft, y + ft}, bottom), vertexAt(pt{x, y + ft}, bottom))
		is = append(is, n, n+1, n+2, n, n+2, n+3)
	}
	img.DrawTriangles(vs, is, whitePixel, nil)
	var tiles [floorVariants]*ebiten.Image
	for i := range tiles {
		tiles[i] = floorTile(pal, t, i)
	}
	for sq := range layout.W * layout.H {
		v := int(uint(sq*2654435761)>>9) % (4 * floorVariants)
		top := &ebiten.DrawImageOptions{}
		top.GeoM.Translate(-float64(t)/2, -float64(t)/2)
		if v&1 == 1 {
			top.GeoM.Scale(-1, 1)
		}
		if v&2 == 2 {
			top.GeoM.Rotate(math.Pi)
		}
		top.GeoM.Translate(float64(gx+float32(sq%layout.W*t)+ft/2), float64(gy+float32(sq/layout.W*t)+ft/2))
		img.DrawImage(tiles[v>>2], top)
	}
	for _, tl := range tiles {
		tl.Deallocate()
	}
	// Pools of canopy shadow and a few mossy glades, each over several
	// squares, so the floor reads as one forest rather than a chequer.
	blot := glowSprite(64, 0.3)
	br := newRand(0x5AAD0)
	for i := range 14 {
		s := float64(t) * rng(br, 1.6, 3.2) / 64
		bop := &ebiten.DrawImageOptions{}
		bop.GeoM.Scale(s*rng(br, 0.8, 1.3), s)
		bop.GeoM.Translate(float64(gx)+rng(br, -0.5, 0.9)*float64(gw)-32*s, float64(gy)+rng(br, -0.05, 1.05)*float64(gh)-32*s)
		if i%3 == 2 {
			bop.ColorScale.ScaleWithColor(WithAlpha(pal.C(ColForest), 0.13))
		} else {
			bop.ColorScale.ScaleWithColor(WithAlpha(black, 0.3))
		}
		img.DrawImage(blot, bop)
	}
	blot.Deallocate()
	// Moonlight from the top right, and the gutters between tiles.
	glow := glowSprite(128, 0.05)
	gop := &ebiten.DrawImageOptions{}
	gop.GeoM.Scale(float64(gw)*1.4/128, float64(gh)*1.4/128)
	gop.GeoM.Translate(float64(gx)+float64(gw)*0.25, float64(gy)-float64(gh)*0.55)
	gop.ColorScale.ScaleWithColor(WithAlpha(pal.C(ColWaterLight), 0.16))
	img.DrawImage(glow, gop)
	glow.Deallocate()
	gutter := WithAlpha(Mix(pal.C(ColBackground), black, 0.5), 0.85)
	shine := WithAlpha(pal.C(ColForestLight), 0.07)
	for i := 0; i <= layout.W; i++ {
		x := gx + float32(i*t)
		vector.FillRect(img, x-1, gy, 2, float32(gh), gutter, false)
		if i < layout.W {
			vector.FillRect(img, x+1, gy, 1, float32(gh), shine, false)
		}
	}
	for j := 0; j <= layout.H; j++ {
		y := gy + float32(j*t)
		vector.FillRect(img, gx, y-1, float32(gw), 2, gutter, false)
		if j < layout.H {
			vector.FillRect(img, gx, y+1, float32(gw), 1, shine, false)
		}
	}
	// The grid's sunk edge.
	StrokeRoundRect(img, gx-2, gy-2, float32(gw)+4, float32(gh)+4, 2, 3, WithAlpha(black, 0.7))
	StrokeRoundRect(img, gx-4, gy-4, float32(gw)+8, float32(gh)+8, 3, 1, Mix(pal.C(ColPanelEdge), black, 0.25))

	// Corner studs and the labels.
	for _, c := range [4][2]float32{{f / 2, f / 2}, {W - f/2, f / 2}, {f / 2, H - f/2}, {W - f/2, H - f/2}} {
		q.poly(c[0], c[1]-5, c[0]+5, c[1], c[0], c[1]+5, c[0]-5, c[1])
		q.fill(pal.C(ColPanelEdge))
		q.poly(c[0], c[1]-5, c[0]+5, c[1], c[0], c[1])
		q.fill(WithAlpha(pal.C(ColPanelHighlight), 0.6))
	}
	face := fonts.Face(StyleSmallBold)
	lh := LineHeight(face)
	ink := Mix(pal.C(ColPanelHighlight), pal.C(ColPanelEdge), 0.35)
	for i := range layout.W {
		cx := float64(f + i*t + t/2)
		s := string(rune('A' + i))
		DrawText(img, s, face, cx, (f-lh)/2, AlignCenter, ink)
		DrawText(img, s, face, cx, float64(H)-f+(f-lh)/2, AlignCenter, ink)
	}
	for j := range layout.H {
		cy := float64(f+j*t+t/2) - lh/2
		s := strconv.Itoa(j + 1)
		DrawText(img, s, face, f/2, cy, AlignCenter, ink)
		DrawText(img, s, face, float64(W)-f/2, cy, AlignCenter, ink)
	}
	return img
}

// floorVariants is how many textures the floor's tiles share; each is
// also stamped mirrored and turned, so neighbours rarely match.
const floorVariants = 6

// floorTile draws one texture of the forest floor, t×t and transparent:
// woodcut gouges, grass tufts, sometimes a fern frond, fallen leaves and a
// mossy stone, one path per ink.
func floorTile(pal *Palette, t, variant int) *ebiten.Image {
	img := ebiten.NewImage(t, t)
	var gouge, blade, fern, leaf, stone, stoneHi pen
	for _, p := range []*pen{&gouge, &blade, &fern, &leaf, &stone, &stoneHi} {
		p.dst = img
	}
	ft := float32(t)
	var x0, y0 float32
	r := newRand(uint64(variant)*0x2545F4914F6CDD1D + 0xBEEF)
	at := func(lo, hi float64) float32 { return float32(rng(r, lo, hi)) }
	// Gouges: a few parallel cuts in one corner of the tile.
	gxo, gyo := x0+ft*at(0.1, 0.6), y0+ft*at(0.1, 0.6)
	for k := range 2 + r.IntN(3) {
		o := float32(k) * ft * 0.07
		l := ft * at(0.12, 0.24)
		gouge.line(gxo+o, gyo, gxo+o+l*0.5, gyo+l)
	}
	// Grass tufts.
	for range 2 + r.IntN(3) {
		cx, cy := x0+ft*at(0.12, 0.88), y0+ft*at(0.2, 0.92)
		h := ft * at(0.07, 0.13)
		for _, dx := range [3]float32{-0.5, 0, 0.55} {
			blade.p.MoveTo(cx, cy)
			blade.p.QuadTo(cx+dx*h*0.3, cy-h*0.6, cx+dx*h, cy-h)
		}
	}
	// A fern frond on some tiles.
	if variant%2 == 0 {
		cx, cy := x0+ft*at(0.3, 0.7), y0+ft*at(0.3, 0.7)
		a := rng(r, 0, 2*math.Pi)
		l := ft * at(0.18, 0.28)
		dx, dy := float32(math.Cos(a)), float32(math.Sin(a))
		fern.p.MoveTo(cx, cy)
		fern.p.LineTo(cx+dx*l, cy+dy*l)
		for k := 1; k <= 4; k++ {
			px, py := cx+dx*l*float32(k)/5, cy+dy*l*float32(k)/5
			ll := l * 0.35 * (1 - float32(k)/6)
			fern.p.MoveTo(px-dy*ll+dx*ll*0.4, py+dx*ll+dy*ll*0.4)
			fern.p.LineTo(px, py)
			fern.p.LineTo(px+dy*ll+dx*ll*0.4, py-dx*ll+dy*ll*0.4)
		}
	}
	// Fallen leaves.
	for range 1 + r.IntN(2) {
		cx, cy := x0+ft*at(0.1, 0.9), y0+ft*at(0.1, 0.9)
		a := rng(r, 0, math.Pi)
		l, w := ft*at(0.04, 0.06), ft*0.025
		dx, dy := float32(math.Cos(a)), float32(math.Sin(a))
		leaf.p.MoveTo(cx-dx*l, cy-dy*l)
		leaf.p.QuadTo(cx-dy*w*2, cy+dx*w*2, cx+dx*l, cy+dy*l)
		leaf.p.QuadTo(cx+dy*w*2, cy-dx*w*2, cx-dx*l, cy-dy*l)
		leaf.p.Close()
	}
	// A mossy stone now and then.
	if variant%3 == 1 {
		cx, cy := x0+ft*at(0.2, 0.8), y0+ft*at(0.2, 0.8)
		rr := ft * at(0.04, 0.07)
		stone.circle(cx, cy, rr)
		stoneHi.circle(cx-rr*0.3, cy-rr*0.3, rr*0.45)
	}
	gouge.stroke(1.2, WithAlpha(black, 0.32))
	blade.stroke(1.2, WithAlpha(pal.C(ColForest), 0.42))
	fern.stroke(1.1, WithAlpha(Mix(pal.C(ColForest), pal.C(ColForestLight), 0.3), 0.38))
	leaf.fill(WithAlpha(pal.C(ColEarth), 0.55))
	stone.fill(WithAlpha(Mix(pal.C(ColCivGrey), black, 0.45), 0.8))
	stoneHi.fill(WithAlpha(pal.C(ColForest), 0.35))
	return img
}

// jitterDisc adds a closed, slightly irregular circle to p: the trodden
// ground of a Path.
func jitterDisc(p *vector.Path, r interface{ Float64() float64 }, cx, cy, rad, jitter float32) {
	const n = 16
	var pts [n]pt
	for i := range n {
		a := float64(i) / n * 2 * math.Pi
		k := 1 + jitter*float32(r.Float64()*2-1)
		pts[i] = pt{cx + rad*k*float32(math.Cos(a)), cy + rad*k*float32(math.Sin(a))}
	}
	p.MoveTo((pts[n-1].x+pts[0].x)/2, (pts[n-1].y+pts[0].y)/2)
	for i := range n {
		b := pts[(i+1)%n]
		p.QuadTo(pts[i].x, pts[i].y, (pts[i].x+b.x)/2, (pts[i].y+b.y)/2)
	}
	p.Close()
}

// darkInk is the ink for a woodcut outline under a shape of colour c.
func darkInk(c color.RGBA) color.RGBA { return Mix(c, black, 0.62) }
