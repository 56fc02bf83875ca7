package forsakenart

import (
	"image/color"
	"math"
	"strconv"

	"deepwood/sprites"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"
)

// renderForsakenFloor renders the static layer of the board: a carved
// dark-wood frame with a bronze rule, the column letters and row numbers
// in it, and the grid of forest-floor tiles, each a shade of its own with
// woodcut gouges, grass, ferns, leaf litter and stones, under a faint
// wash of moonlight from the top right.
func renderForsakenFloor(pal *sprites.Palette, fonts *sprites.Fonts, layout Layout, t int) *ebiten.Image {
	const f = BoardFrame
	gw, gh := layout.W*t, layout.H*t
	W, H := float32(gw+2*f), float32(gh+2*f)
	img := ebiten.NewImage(gw+2*f, gh+2*f)

	// The frame: dark oak with a grain, a bronze rule and a bevel.
	wood := sprites.Mix(pal.C(sprites.ColEarth), black, 0.66)
	sprites.FillRoundRect(img, 0, 0, W, H, 10, sprites.Mix(wood, black, 0.5))
	sprites.FillRoundRectGradient(img, 1, 1, W-2, H-2, 9, 0, H, sprites.Mix(wood, pal.C(sprites.ColEarthLight), 0.12), sprites.Mix(wood, black, 0.25))
	r := sprites.NewRand(0xF0125A)
	q := &sprites.Pen{Dst: img}
	for y := float32(4); y < H-4; y += 3 + float32(r.Float64()*3) {
		ph := r.Float64() * 6
		q.Path.MoveTo(6, y)
		for x := float32(6); x <= W-6; x += 24 {
			q.Path.LineTo(x, y+float32(math.Sin(float64(x)*0.013+ph))*1.5)
		}
	}
	// The grain is faint: drawn without anti-aliasing, it costs little.
	op := &vector.DrawPathOptions{}
	op.ColorScale.ScaleWithColor(sprites.WithAlpha(black, 0.16))
	vector.StrokePath(img, &q.Path, &vector.StrokeOptions{Width: 1}, op)
	q.Path.Reset()
	sprites.StrokeRoundRect(img, 4, 4, W-8, H-8, 7, 1.5, sprites.Mix(pal.C(sprites.ColPanelEdge), black, 0.1))
	sprites.StrokeRoundRect(img, 5.5, 5.5, W-11, H-11, 6, 1, sprites.WithAlpha(pal.C(sprites.ColPanelHighlight), 0.18))

	// The tiles: a shade each in one draw, then one of a few textures,
	// turned and mirrored, stamped on each.
	gx, gy := float32(f), float32(f)
	base0, base1 := pal.C(sprites.ColBackground), pal.C(sprites.ColForestDeep)
	quads := make([]sprites.GradientQuad, 0, layout.W*layout.H)
	ft := float32(t)
	for sq := range layout.W * layout.H {
		x, y := gx+float32(sq%layout.W*t), gy+float32(sq/layout.W*t)
		tr := sprites.NewRand(uint64(sq)*0x9E3779B97F4A7C15 + 0xF00D)
		c := sprites.Mix(base0, base1, 0.32+tr.Float64()*0.22)
		quads = append(quads, sprites.GradientQuad{X: x, Y: y, W: ft, H: ft, Top: sprites.Mix(c, pal.C(sprites.ColForest), 0.06), Bottom: sprites.Mix(c, black, 0.18)})
	}
	sprites.FillGradientQuads(img, quads)
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
	blot := sprites.GlowSprite(64, 0.3)
	br := sprites.NewRand(0x5AAD0)
	for i := range 14 {
		s := float64(t) * sprites.RandIn(br, 1.6, 3.2) / 64
		bop := &ebiten.DrawImageOptions{}
		bop.GeoM.Scale(s*sprites.RandIn(br, 0.8, 1.3), s)
		bop.GeoM.Translate(float64(gx)+sprites.RandIn(br, -0.5, 0.9)*float64(gw)-32*s, float64(gy)+sprites.RandIn(br, -0.05, 1.05)*float64(gh)-32*s)
		if i%3 == 2 {
			bop.ColorScale.ScaleWithColor(sprites.WithAlpha(pal.C(sprites.ColForest), 0.13))
		} else {
			bop.ColorScale.ScaleWithColor(sprites.WithAlpha(black, 0.3))
		}
		img.DrawImage(blot, bop)
	}
	blot.Deallocate()
	// Moonlight from the top right, and the gutters between tiles.
	glow := sprites.GlowSprite(128, 0.05)
	gop := &ebiten.DrawImageOptions{}
	gop.GeoM.Scale(float64(gw)*1.4/128, float64(gh)*1.4/128)
	gop.GeoM.Translate(float64(gx)+float64(gw)*0.25, float64(gy)-float64(gh)*0.55)
	gop.ColorScale.ScaleWithColor(sprites.WithAlpha(pal.C(sprites.ColWaterLight), 0.16))
	img.DrawImage(glow, gop)
	glow.Deallocate()
	gutter := sprites.WithAlpha(sprites.Mix(pal.C(sprites.ColBackground), black, 0.5), 0.85)
	shine := sprites.WithAlpha(pal.C(sprites.ColForestLight), 0.07)
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
	sprites.StrokeRoundRect(img, gx-2, gy-2, float32(gw)+4, float32(gh)+4, 2, 3, sprites.WithAlpha(black, 0.7))
	sprites.StrokeRoundRect(img, gx-4, gy-4, float32(gw)+8, float32(gh)+8, 3, 1, sprites.Mix(pal.C(sprites.ColPanelEdge), black, 0.25))

	// Corner studs and the labels.
	for _, c := range [4][2]float32{{f / 2, f / 2}, {W - f/2, f / 2}, {f / 2, H - f/2}, {W - f/2, H - f/2}} {
		q.Poly(c[0], c[1]-5, c[0]+5, c[1], c[0], c[1]+5, c[0]-5, c[1])
		q.Fill(pal.C(sprites.ColPanelEdge))
		q.Poly(c[0], c[1]-5, c[0]+5, c[1], c[0], c[1])
		q.Fill(sprites.WithAlpha(pal.C(sprites.ColPanelHighlight), 0.6))
	}
	face := fonts.Face(sprites.StyleSmallBold)
	lh := sprites.LineHeight(face)
	ink := sprites.Mix(pal.C(sprites.ColPanelHighlight), pal.C(sprites.ColPanelEdge), 0.35)
	for i := range layout.W {
		cx := float64(f + i*t + t/2)
		s := string(rune('A' + i))
		sprites.DrawText(img, s, face, cx, (f-lh)/2, sprites.AlignCenter, ink)
		sprites.DrawText(img, s, face, cx, float64(H)-f+(f-lh)/2, sprites.AlignCenter, ink)
	}
	for j := range layout.H {
		cy := float64(f+j*t+t/2) - lh/2
		s := strconv.Itoa(j + 1)
		sprites.DrawText(img, s, face, f/2, cy, sprites.AlignCenter, ink)
		sprites.DrawText(img, s, face, float64(W)-f/2, cy, sprites.AlignCenter, ink)
	}
	return img
}

// floorVariants is how many textures the floor's tiles share; each is
// also stamped mirrored and turned, so neighbours rarely match.
const floorVariants = 6

// floorTile draws one texture of the forest floor, t×t and transparent:
// woodcut gouges, grass tufts, sometimes a fern frond, fallen leaves and a
// mossy stone, one path per ink.
func floorTile(pal *sprites.Palette, t, variant int) *ebiten.Image {
	img := ebiten.NewImage(t, t)
	var gouge, blade, fern, leaf, stone, stoneHi sprites.Pen
	for _, p := range []*sprites.Pen{&gouge, &blade, &fern, &leaf, &stone, &stoneHi} {
		p.Dst = img
	}
	ft := float32(t)
	var x0, y0 float32
	r := sprites.NewRand(uint64(variant)*0x2545F4914F6CDD1D + 0xBEEF)
	at := func(lo, hi float64) float32 { return float32(sprites.RandIn(r, lo, hi)) }
	// Gouges: a few parallel cuts in one corner of the tile.
	gxo, gyo := x0+ft*at(0.1, 0.6), y0+ft*at(0.1, 0.6)
	for k := range 2 + r.IntN(3) {
		o := float32(k) * ft * 0.07
		l := ft * at(0.12, 0.24)
		gouge.Line(gxo+o, gyo, gxo+o+l*0.5, gyo+l)
	}
	// Grass tufts.
	for range 2 + r.IntN(3) {
		cx, cy := x0+ft*at(0.12, 0.88), y0+ft*at(0.2, 0.92)
		h := ft * at(0.07, 0.13)
		for _, dx := range [3]float32{-0.5, 0, 0.55} {
			blade.Path.MoveTo(cx, cy)
			blade.Path.QuadTo(cx+dx*h*0.3, cy-h*0.6, cx+dx*h, cy-h)
		}
	}
	// A fern frond on some tiles.
	if variant%2 == 0 {
		cx, cy := x0+ft*at(0.3, 0.7), y0+ft*at(0.3, 0.7)
		a := sprites.RandIn(r, 0, 2*math.Pi)
		l := ft * at(0.18, 0.28)
		dx, dy := float32(math.Cos(a)), float32(math.Sin(a))
		fern.Path.MoveTo(cx, cy)
		fern.Path.LineTo(cx+dx*l, cy+dy*l)
		for k := 1; k <= 4; k++ {
			px, py := cx+dx*l*float32(k)/5, cy+dy*l*float32(k)/5
			ll := l * 0.35 * (1 - float32(k)/6)
			fern.Path.MoveTo(px-dy*ll+dx*ll*0.4, py+dx*ll+dy*ll*0.4)
			fern.Path.LineTo(px, py)
			fern.Path.LineTo(px+dy*ll+dx*ll*0.4, py-dx*ll+dy*ll*0.4)
		}
	}
	// Fallen leaves.
	for range 1 + r.IntN(2) {
		cx, cy := x0+ft*at(0.1, 0.9), y0+ft*at(0.1, 0.9)
		a := sprites.RandIn(r, 0, math.Pi)
		l, w := ft*at(0.04, 0.06), ft*0.025
		dx, dy := float32(math.Cos(a)), float32(math.Sin(a))
		leaf.Path.MoveTo(cx-dx*l, cy-dy*l)
		leaf.Path.QuadTo(cx-dy*w*2, cy+dx*w*2, cx+dx*l, cy+dy*l)
		leaf.Path.QuadTo(cx+dy*w*2, cy-dx*w*2, cx-dx*l, cy-dy*l)
		leaf.Path.Close()
	}
	// A mossy stone now and then.
	if variant%3 == 1 {
		cx, cy := x0+ft*at(0.2, 0.8), y0+ft*at(0.2, 0.8)
		rr := ft * at(0.04, 0.07)
		stone.Circle(cx, cy, rr)
		stoneHi.Circle(cx-rr*0.3, cy-rr*0.3, rr*0.45)
	}
	gouge.Stroke(1.2, sprites.WithAlpha(black, 0.32))
	blade.Stroke(1.2, sprites.WithAlpha(pal.C(sprites.ColForest), 0.42))
	fern.Stroke(1.1, sprites.WithAlpha(sprites.Mix(pal.C(sprites.ColForest), pal.C(sprites.ColForestLight), 0.3), 0.38))
	leaf.Fill(sprites.WithAlpha(pal.C(sprites.ColEarth), 0.55))
	stone.Fill(sprites.WithAlpha(sprites.Mix(pal.C(sprites.ColCivGrey), black, 0.45), 0.8))
	stoneHi.Fill(sprites.WithAlpha(pal.C(sprites.ColForest), 0.35))
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
func darkInk(c color.RGBA) color.RGBA { return sprites.Mix(c, black, 0.62) }
