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
	dragonW, dragonH = 300, 200
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
	qd(-10, -12+bob, 28, -6+bob)   // back
	qd(46, -10+bob, 60, -26+bob)   // neck up
	ln(66, -34+bob)                // back of head
	ln(62, -44+bob)                // horn
	ln(72, -36+bob)                // brow
	ln(92, -30+bob)                // snout top
	ln(94, -26+bob)                // nose
	ln(76, -22+bob)                // jaw
	qd(62, -14+bob, 52, -4+bob)    // throat
	qd(36, 10+bob, 14, 10+bob)     // chest
	ln(18, 20+bob)                 // fore leg
	ln(10, 12+bob)                 //
	qd(-6, 12+bob, -22, 10+bob)    // belly
	ln(-22, 22+bob)                // hind leg
	ln(-30, 10+bob)                //
	qd(-70, 16+bob*0.5, -100, 4)   // tail underside
	qd(-124, -8, -140, 6)          // tail curl
	ln(-150, 0)                    // spade
	ln(-146, 14)                   //
	ln(-138, 9)                    //
	qd(-112, 4, -98, -2+bob*0.5)   // tail top
	qd(-70, 4+bob*0.5, -40, 2+bob) // back to the hips
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
		wm(18, 6)
		wq(8, -40, -8, -66)    // leading edge to wrist
		wl(-70, -92)           // outer finger tip
		wq(-60, -66, -84, -48) // membrane scallop
		wq(-56, -40, -62, -20) // scallop
		wq(-34, -20, -30, 2)   // scallop
		wq(-8, -2, 18, 6)      // back to the shoulder
		p.Close()
	}
	wing(-14, 0.8) // far wing, slightly behind
	wing(0, 1)
}

// dragonColor is the distant dragon's silhouette tone: the Chaos violet sunk
// toward the night so it reads as far away, not as a sticker.
func dragonColor(pal *Palette) color.RGBA {
	return Mix(pal.C(ColChaosViolet), pal.C(ColChaosBlack), 0.45)
}
