package battleui

import (
	"math"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"deepwood/internal/screentest"
	"deepwood/internal/windowtest"
	"deepwood/rules/battle"
	"deepwood/rules/hex"
	"deepwood/scenes"
	"deepwood/scenes/input"
	"deepwood/sprites"
)

// deployField is the attacker's deployment on the skirmish field, two
// people at the screen, the hand-over done, on a window test's stack.
func deployField(t *testing.T) (*Field, *scenes.Context) {
	t.Helper()
	s := playUntil(t, nil, hotseatSetup("deploy"), func(st *battle.State) bool {
		return st.Phase == battle.PhaseDeploy && st.Turn != st.Defender()
	})
	f := handedOver(s)
	return f, screentest.On(t, f, 2)
}

// drawBothWays draws the field, makes change, draws it again, and returns
// both pictures' pixels (RGBA, row by row).
func drawBothWays(f *Field, ctx *scenes.Context, change func()) (before, after []byte) {
	a := ebiten.NewImage(sprites.ScreenWidth, sprites.ScreenHeight)
	b := ebiten.NewImage(sprites.ScreenWidth, sprites.ScreenHeight)
	before = make([]byte, 4*sprites.ScreenWidth*sprites.ScreenHeight)
	after = make([]byte, len(before))
	windowtest.Do(func() {
		f.Draw(a, ctx)
		change()
		f.Draw(b, ctx)
		a.ReadPixels(before)
		b.ReadPixels(after)
	})
	return before, after
}

// drawnCursor finds the hex the cursor is drawn on: the map is drawn with
// the cursor where it is and again with it on a far hex, and the pixels
// that differ away from the far hex are the cursor's.
func drawnCursor(t *testing.T, f *Field, ctx *scenes.Context) hex.Axial {
	t.Helper()
	grid := f.s.State.Field.Grid
	far := grid.At(0)
	if hex.Distance(far, f.cursor) < 6 {
		far = grid.At(grid.Len() - 1)
	}
	kept := f.cursor
	pa, pb := drawBothWays(f, ctx, func() { f.cursor = far })
	f.cursor = kept
	fx, fy := f.pix(far)
	r := float32(zoomRadii[f.zoom])
	var sx, sy, n float32
	for y := range sprites.ScreenHeight {
		for x := range legendRect.Min.X {
			i := 4 * (y*sprites.ScreenWidth + x)
			if pa[i] == pb[i] && pa[i+1] == pb[i+1] && pa[i+2] == pb[i+2] {
				continue
			}
			if dx, dy := float32(x)-fx, float32(y)-fy; dx*dx+dy*dy < 4*r*r {
				continue
			}
			sx, sy, n = sx+float32(x), sy+float32(y), n+1
		}
	}
	if n == 0 {
		t.Fatal("no cursor drawn")
	}
	h, ok := f.hexAt(int(sx/n), int(sy/n))
	if !ok {
		t.Fatalf("the cursor is drawn off the field at %.0f,%.0f", sx/n, sy/n)
	}
	return h
}

// TestDeployCursorIsWhereConfirmPlaces (issue 27 bug 5): the hex the
// cursor is drawn on is the hex Confirm places the next unit on, and
// Confirm pressed again and again sets the units side by side in a row
// (not off in a diagonal line).
func TestDeployCursorIsWhereConfirmPlaces(t *testing.T) {
	f, ctx := deployField(t)
	st := f.s.State
	ctx.Input.Inject(input.Right)
	screentest.Tick(ctx, f, 1)
	drawn := drawnCursor(t, f, ctx)
	if drawn != f.cursor {
		t.Fatalf("cursor drawn on %v, kept at %v", drawn.Offset(), f.cursor.Offset())
	}
	screentest.Shoot(t, ctx, f, 1, "battle-deploy-cursor.png")
	side := st.Turn
	var placed []hex.Axial
	for range 5 {
		at := drawnCursor(t, f, ctx)
		before := len(st.OnField(side))
		ctx.Input.Inject(input.Confirm)
		screentest.Tick(ctx, f, 3)
		ids := st.OnField(side)
		if len(ids) != before+1 {
			t.Fatalf("Confirm on %v placed no unit", at.Offset())
		}
		got := -1
		for _, id := range ids {
			if st.Units[id].Hex == at {
				got = id
			}
		}
		if got < 0 {
			t.Fatalf("Confirm with the cursor drawn on %v placed elsewhere", at.Offset())
		}
		placed = append(placed, at)
	}
	screentest.Shoot(t, ctx, f, 1, "battle-deploy-rank.png")
	for i := 1; i < len(placed); i++ {
		if placed[i].Offset().Row != placed[0].Offset().Row {
			t.Fatalf("units placed on %v then %v: not side by side in a row", placed[0].Offset(), placed[i].Offset())
		}
	}
	// Zoomed in (Previous page), the cursor is drawn where it acts too.
	ctx.Input.Inject(input.PrevPage)
	screentest.Tick(ctx, f, 1)
	ctx.Input.Inject(input.Down)
	screentest.Tick(ctx, f, 1)
	if f.zoom != 1 {
		t.Fatal("Previous page did not zoom in")
	}
	if drawn := drawnCursor(t, f, ctx); drawn != f.cursor {
		t.Fatalf("zoomed in, the cursor is drawn on %v and kept at %v", drawn.Offset(), f.cursor.Offset())
	}
}

// meanColour is the mean colour (0–1 a channel) of the pixels within
// radius rad of (cx, cy).
func meanColour(px []byte, cx, cy, rad float32) [3]float64 {
	var sum [3]float64
	n := 0
	for y := int(cy - rad); y <= int(cy+rad); y++ {
		for x := int(cx - rad); x <= int(cx+rad); x++ {
			if dx, dy := float32(x)-cx, float32(y)-cy; dx*dx+dy*dy > rad*rad {
				continue
			}
			i := 4 * (y*sprites.ScreenWidth + x)
			for c := range 3 {
				sum[c] += float64(px[i+c]) / 255
			}
			n++
		}
	}
	for c := range 3 {
		sum[c] /= float64(n)
	}
	return sum
}

// luminance is the mean relative luminance (0–1) near (cx, cy).
func luminance(px []byte, cx, cy, rad float32) float64 {
	m := meanColour(px, cx, cy, rad)
	return 0.2126*m[0] + 0.7152*m[1] + 0.0722*m[2]
}

// colourDistance is how far apart two colours lie (0–√3).
func colourDistance(a, b [3]float64) float64 {
	var d float64
	for c := range 3 {
		d += (a[c] - b[c]) * (a[c] - b[c])
	}
	return math.Sqrt(d)
}

// TestDeployHexesStandOut (issue 27 bug 5): under the standard and the
// colour-blind palettes, a hex to deploy on is drawn in a colour clearly
// apart from the same open ground where no unit may go, and carries a
// pattern (a light dot at its heart) that open ground has not.
func TestDeployHexesStandOut(t *testing.T) {
	f, ctx := deployField(t)
	st := f.s.State
	c := f.overlays()
	var mark, plain hex.Axial
	found := 0
	for i := range st.Field.Grid.Len() {
		h := st.Field.Grid.At(i)
		if st.UnitAt(h) >= 0 || h == f.cursor || st.Field.Terrain(h) != battle.Open || st.Field.Height(h) != 0 {
			continue
		}
		if c.marks[h] && found&1 == 0 {
			mark, found = h, found|1
		}
		if !c.marks[h] && found&2 == 0 {
			plain, found = h, found|2
		}
	}
	if found != 3 {
		t.Fatal("no open hex both to deploy on and not")
	}
	for _, pal := range []*sprites.Palette{sprites.Standard(), sprites.ColorBlindSafe()} {
		ctx.Palette = pal
		img := ebiten.NewImage(sprites.ScreenWidth, sprites.ScreenHeight)
		px := make([]byte, 4*sprites.ScreenWidth*sprites.ScreenHeight)
		windowtest.Do(func() {
			f.Draw(img, ctx)
			img.ReadPixels(px)
		})
		r := float32(zoomRadii[f.zoom])
		mx, my := f.pix(mark)
		ox, oy := f.pix(plain)
		cm, co := meanColour(px, mx, my, r*0.8), meanColour(px, ox, oy, r*0.8)
		t.Logf("deploy hex %.2f, open ground %.2f: %.3f apart", cm, co, colourDistance(cm, co))
		if colourDistance(cm, co) < 0.22 {
			t.Errorf("a deploy hex (%.2f) hardly differs from open ground (%.2f)", cm, co)
		}
		// The centre dot: dark edge, light heart.
		if centre, edge := luminance(px, mx, my, 1.5), luminance(px, mx+r*0.5, my, 1.5); centre-edge < 0.2 {
			t.Errorf("a deploy hex shows no dot (centre %.3f, beside it %.3f)", centre, edge)
		}
	}
	windowtest.SavePNG(t, func() *ebiten.Image {
		img := ebiten.NewImage(sprites.ScreenWidth, sprites.ScreenHeight)
		windowtest.Do(func() { f.Draw(img, ctx) })
		return img
	}(), windowtest.ShotsDir(), "battle-deploy-colourblind.png")
}
