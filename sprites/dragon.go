package sprites

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"
)

// Dragon frame geometry: each wing-beat frame is a dragonW×dragonH image
// with the body centred, facing right.
const (
	dragonW, dragonH = 320, 260
	dragonFrames     = 24
)

// renderDragonFrames draws the Dragon of Chaos as a silhouette at evenly
// spaced points of one wing beat, so animating it is only picking a frame.
func renderDragonFrames(clr color.RGBA) []*ebiten.Image {
	frames := make([]*ebiten.Image, dragonFrames)
	for i := range frames {
		ph := float64(i) / dragonFrames * 2 * math.Pi
		img := ebiten.NewImage(dragonW, dragonH)
		var body, wings vector.Path
		addDragon(&body, &wings, dragonW/2, dragonH/2, math.Sin(ph))
		op := &vector.DrawPathOptions{AntiAlias: true}
		op.ColorScale.ScaleWithColor(clr)
		// Separate fills: a lowered wing winds the other way round, which
		// would punch holes where it overlaps the body in one nonzero fill.
		vector.FillPath(img, &body, nil, op)
		vector.FillPath(img, &wings, nil, op)
		frames[i] = img
	}
	return frames
}

// addDragon adds a dragon silhouette centred at (cx, cy): its body to p and
// its wings to wp. flap is the wing position, 1 fully raised to -1 lowered.
func addDragon(p, wp *vector.Path, cx, cy, flap float64) {
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
