package sprites

import (
	"image"
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
)

// Dragon frame geometry: the dragon is designed dragonW×dragonH with its
// body centred, facing right; the title draws it at dragonScale.
const (
	dragonW, dragonH = 320, 260
	dragonFrames     = 24
	dragonScale      = 0.42
	dragonSheetCols  = 6
)

// dragonCell is the size of one frame of the dragon painted at scale k,
// with a clear pixel all round so smoothing never reaches a neighbour.
func dragonCell(k float64) image.Point {
	return image.Pt(int(math.Ceil(dragonW*k))+2, int(math.Ceil(dragonH*k))+2)
}

// dragonCentre is where in its frame the dragon's centre lies at scale k.
func dragonCentre(k float64) (x, y float64) { return dragonW*k/2 + 1, dragonH*k/2 + 1 }

// dragonCX, dragonCY are where in the title's frames the dragon's centre
// lies.
const dragonCX, dragonCY = dragonW*dragonScale/2 + 1, dragonH*dragonScale/2 + 1

// dragonSteps are the steps that paint the Dragon of Chaos as a
// silhouette at evenly spaced points of one wing beat, at scale k, on one
// sheet (so animating it is only picking a frame), and hand the frames to
// done. Painting at the size it is shown, rather than shrinking large
// frames, keeps its edges smooth.
func dragonSteps(clr color.RGBA, k float64, done func(sheet *ebiten.Image, frames []*ebiten.Image)) []func() {
	cell := dragonCell(k)
	rows := (dragonFrames + dragonSheetCols - 1) / dragonSheetCols
	bounds := image.Rect(0, 0, dragonSheetCols*cell.X, rows*cell.Y)
	var pix *image.RGBA
	var steps []func()
	for i := range dragonFrames {
		steps = append(steps, func() {
			if pix == nil {
				pix = image.NewRGBA(bounds)
			}
			ph := float64(i) / dragonFrames * 2 * math.Pi
			var body, wings shape
			addDragon(&body, &wings, 0, 0, math.Sin(ph))
			r := dragonFrameRect(i, cell)
			cx, cy := dragonCentre(k)
			// Separate fills: a lowered wing winds the other way round,
			// which would punch holes where it overlaps the body in one
			// non-zero fill.
			for _, s := range []*shape{&body, &wings} {
				s.transform(float32(k), float32(float64(r.Min.X)+cx), float32(float64(r.Min.Y)+cy))
				s.fill(pix, clr, r)
			}
		})
	}
	return append(steps, func() {
		sheet := upload(pix)
		pix = nil
		frames := make([]*ebiten.Image, dragonFrames)
		for i := range frames {
			frames[i] = sheet.SubImage(dragonFrameRect(i, cell)).(*ebiten.Image)
		}
		done(sheet, frames)
	})
}

// dragonFrameRect is frame i's place on the sheet.
func dragonFrameRect(i int, cell image.Point) image.Rectangle {
	at := image.Pt(i%dragonSheetCols*cell.X, i/dragonSheetCols*cell.Y)
	return image.Rectangle{Min: at, Max: at.Add(cell)}
}

// renderDragonFrames paints every wing-beat frame at the dragon's full
// design size, at once: the sheet its review picture is made of.
func renderDragonFrames(clr color.RGBA) []*ebiten.Image {
	var frames []*ebiten.Image
	w := artWork{steps: dragonSteps(clr, 1, func(_ *ebiten.Image, f []*ebiten.Image) { frames = f })}
	w.finish()
	return frames
}

// addDragon adds a dragon silhouette centred at (cx, cy): its body to p and
// its wings to wp. flap is the wing position, 1 fully raised to -1 lowered.
func addDragon(p, wp *shape, cx, cy, flap float64) {
	P := func(x, y float64) (float32, float32) { return float32(cx + x), float32(cy + y) }
	mv := func(x, y float64) { a, b := P(x, y); p.MoveTo(a, b) }
	ln := func(x, y float64) { a, b := P(x, y); p.LineTo(a, b) }
	qd := func(x1, y1, x2, y2 float64) {
		a, b := P(x1, y1)
		c, d := P(x2, y2)
		p.QuadTo(a, b, c, d)
	}
	// The body bobs against the wing beat.
	bob := -flap * 4

	// Body, neck and head as one outline (clockwise on screen).
	mv(-40, 2+bob)
	qd(-12, -20+bob, 26, -12+bob)  // back
	qd(44, -14+bob, 58, -30+bob)   // neck up
	ln(64, -38+bob)                // back of head
	ln(58, -50+bob)                // horn
	ln(72, -42+bob)                // brow
	ln(94, -35+bob)                // snout top
	ln(97, -29+bob)                // nose
	ln(78, -24+bob)                // jaw
	qd(66, -12+bob, 56, -2+bob)    // throat
	qd(40, 16+bob, 14, 14+bob)     // chest
	ln(22, 26+bob)                 // fore leg
	ln(28, 30+bob)                 // claw
	ln(8, 18+bob)                  //
	qd(-6, 18+bob, -22, 14+bob)    // belly
	ln(-22, 28+bob)                // hind leg
	ln(-14, 33+bob)                // claw
	ln(-32, 14+bob)                //
	qd(-70, 18+bob*0.5, -100, 6)   // tail underside
	qd(-124, -6, -140, 8)          // tail curl
	ln(-154, 0)                    // spade
	ln(-148, 16)                   //
	ln(-138, 12)                   //
	qd(-112, 2, -98, -4+bob*0.5)   // tail top
	qd(-70, 0+bob*0.5, -40, 2+bob) // back to the hips
	p.Close()

	// Wings: leading edge with wrist, finger tips, scalloped membrane.
	p = wp
	wing := func(dx, s float64) {
		f := flap * s
		W := func(x, y float64) (float64, float64) {
			// Raise/lower the wing around the shoulder line, keeping the
			// span a little even edge-on so it never vanishes.
			yy := y * f
			if math.Abs(f) < 0.25 {
				yy = y * 0.25 * math.Copysign(1, f+1e-9)
			}
			return x + dx, yy - 8 + bob
		}
		wm := func(x, y float64) { mv(W(x, y)) }
		wl := func(x, y float64) { ln(W(x, y)) }
		wq := func(x1, y1, x2, y2 float64) {
			a, b := W(x1, y1)
			c, d := W(x2, y2)
			qd(a, b, c, d)
		}
		wm(20, 6)
		wq(10, -46, -6, -74)    // leading edge to wrist
		wl(-96, -104)           // outer finger tip
		wq(-78, -80, -106, -58) // membrane scallop
		wq(-74, -50, -84, -26)  // scallop
		wq(-52, -24, -50, -4)   // scallop
		wq(-14, -4, 20, 6)      // back to the shoulder
		p.Close()
	}
	wing(-24, 0.7) // far wing, slightly behind
	wing(0, 1)
}

// dragonColor is the distant dragon's silhouette tone: the Chaos violet sunk
// toward the night so it reads as far away, not as a sticker.
func dragonColor(pal *Palette) color.RGBA {
	return Mix(pal.C(ColChaosViolet), pal.C(ColChaosBlack), 0.45)
}
