package forsakenart

import (
	"math"

	"deepwood/sprites"

	"github.com/hajimehoshi/ebiten/v2/vector"
)

// hood adds a pointed hood's outline, the shape of the Forsaken.
func (g *glyph) hood() {
	g.moveTo(-0.85, 0.95)
	g.quadTo(-0.8, 0.1, -0.5, -0.35)
	g.quadTo(-0.2, -0.85, 0.1, -1.0)
	g.quadTo(0.25, -0.7, 0.5, -0.4)
	g.quadTo(0.85, 0.1, 0.85, 0.95)
	g.q.Path.Close()
}

func (g *glyph) role(icon Icon) {
	switch icon {
	case IconCommonfolk:
		g.line(0, 0.98, 0, -0.3)
		g.stroke(0.16)
		g.moveTo(-0.5, -0.95)
		g.lineTo(-0.5, -0.45)
		g.quadTo(-0.5, -0.2, 0, -0.2)
		g.quadTo(0.5, -0.2, 0.5, -0.45)
		g.lineTo(0.5, -0.95)
		g.q.Path.MoveTo(g.X(0), g.Y(-0.2))
		g.lineTo(0, -0.98)
		g.stroke(0.13)
	case IconOracle:
		g.circle(0, -0.2, 0.68)
		g.fill()
		g.poly(-0.55, 0.95, 0.55, 0.95, 0.35, 0.5, -0.35, 0.5)
		g.fill()
		g.moveTo(-0.45, -0.2)
		g.quadTo(0, -0.6, 0.45, -0.2)
		g.quadTo(0, 0.2, -0.45, -0.2)
		g.q.Path.Close()
		g.cut()
		g.circle(0, -0.2, 0.14)
		g.fill()
		g.circle(-0.3, -0.55, 0.1)
		g.cut()
	case IconNavigator:
		for i := range 8 {
			a := float64(i)*math.Pi/4 - math.Pi/2
			l := float32(1)
			if i%2 == 1 {
				l = 0.55
			}
			c, s := float32(math.Cos(a)), float32(math.Sin(a))
			w := float32(0.16)
			g.poly(c*l, s*l, -s*w, c*w, s*w, -c*w)
			g.fill()
		}
		g.circle(0, 0, 0.18)
		g.cut()
		g.circle(0, 0, 0.58)
		g.stroke(0.07)
	case IconPriest:
		g.arch(0.75, 0.95, -0.25, -0.95)
		g.fill()
		g.arch(0.5, 0.8, -0.2, -0.72)
		g.cut()
		g.poly(-0.14, 0.8, 0.14, 0.8, 0.14, 0.05, -0.14, 0.05)
		g.fill()
		g.moveTo(0, 0)
		g.quadTo(-0.16, -0.2, 0, -0.45)
		g.quadTo(0.16, -0.2, 0, 0)
		g.fill()
	case IconBlessed:
		// A guardian: a robed figure under a halo with wings spread,
		// each wing a fan of feathers.
		g.q.Path.Arc(g.X(0), g.Y(-0.82), 0.3*g.s, 0, 2*math.Pi, vector.Clockwise)
		g.stroke(0.09)
		for _, side := range [2]float32{-1, 1} {
			for k := range 4 {
				a := float64(side) * (0.62 + float64(k)*0.3)
				l := 0.52 - float32(k)*0.06
				c, sn := float32(math.Sin(a)), -float32(math.Cos(a))
				g.rotOval(side*0.1+c*l*0.9, -0.12+sn*l*0.9, l, 0.12, math.Atan2(float64(sn), float64(c)))
				g.fill()
			}
		}
		g.circle(0, -0.38, 0.17)
		g.fill()
		g.poly(-0.12, -0.22, 0.12, -0.22, 0.38, 0.95, -0.38, 0.95)
		g.fill()
	case IconCursed:
		g.moveTo(0, -0.95)
		g.quadTo(-0.85, -0.95, -0.8, -0.15)
		g.quadTo(-0.7, 0.7, 0, 0.95)
		g.lineTo(0.1, 0.4)
		g.lineTo(-0.1, 0.1)
		g.lineTo(0.08, -0.3)
		g.lineTo(-0.05, -0.6)
		g.q.Path.Close()
		g.fill()
		g.moveTo(0.12, -0.95)
		g.quadTo(0.85, -0.95, 0.8, -0.15)
		g.quadTo(0.7, 0.7, 0.12, 0.95)
		g.lineTo(0.22, 0.4)
		g.lineTo(0.02, 0.1)
		g.lineTo(0.2, -0.3)
		g.lineTo(0.07, -0.6)
		g.q.Path.Close()
		g.stroke(0.08)
		g.oval(-0.38, -0.2, 0.16, 0.1)
		g.cut()
		g.oval(0.45, -0.2, 0.14, 0.09)
		g.fill()
	case IconForsaken, IconShrouded:
		g.hood()
		g.fill()
		g.moveTo(-0.45, 0.55)
		g.quadTo(-0.5, -0.2, 0.02, -0.35)
		g.quadTo(0.5, -0.2, 0.45, 0.55)
		g.quadTo(0, 0.75, -0.45, 0.55)
		g.q.Path.Close()
		g.cut()
		if icon == IconForsaken {
			for _, side := range [2]float32{-1, 1} {
				g.poly(side*0.08, 0.02, side*0.34, -0.04, side*0.3, 0.1)
				g.fill()
			}
			return
		}
		// The Shrouded: a veil falls over the face, and a crown.
		g.moveTo(-0.4, -0.12)
		g.quadTo(0, -0.3, 0.4, -0.12)
		g.lineTo(0.42, 0.5)
		g.quadTo(0, 0.7, -0.42, 0.5)
		g.q.Path.Close()
		g.fill()
		for _, x := range [3]float32{-0.2, 0, 0.2} {
			g.line(x, -0.15, x*1.3, 0.55)
		}
		g.strokeInk(0.05)
		g.poly(-0.4, -0.7, -0.4, -1.02, -0.2, -0.85, 0, -1.08, 0.2, -0.85, 0.4, -1.02, 0.4, -0.7)
		g.fill()
		g.line(-0.42, -0.7, 0.42, -0.7)
		g.strokeInk(0.05)
	case IconSilencer:
		g.oval(0, -0.05, 0.72, 0.9)
		g.fill()
		for _, side := range [2]float32{-1, 1} {
			g.oval(side*0.3, -0.25, 0.14, 0.06)
			g.cut()
		}
		g.line(-0.42, 0.42, 0.42, 0.42)
		g.strokeInk(0.08)
		for _, x := range [4]float32{-0.3, -0.1, 0.1, 0.3} {
			g.line(x-0.06, 0.28, x+0.06, 0.56)
			g.line(x+0.06, 0.28, x-0.06, 0.56)
		}
		g.strokeInk(0.06)
	case IconCoward:
		for _, side := range [2]float32{-1, 1} {
			g.moveTo(side*0.18, -0.05)
			g.quadTo(side*0.05, -0.85, side*0.32, -1.0)
			g.quadTo(side*0.55, -0.75, side*0.42, -0.02)
			g.q.Path.Close()
			g.fill()
		}
		g.oval(0, 0.3, 0.62, 0.55)
		g.fill()
		g.circle(-0.28, 0.15, 0.09)
		g.cut()
		g.circle(0.28, 0.15, 0.09)
		g.cut()
		g.poly(-0.08, 0.45, 0.08, 0.45, 0, 0.55)
		g.cut()
		// A bead of sweat.
		g.moveTo(0.75, -0.2)
		g.quadTo(0.62, 0.0, 0.75, 0.08)
		g.quadTo(0.88, 0.0, 0.75, -0.2)
		g.fill()
	}
}

func (g *glyph) talk(icon Icon) {
	switch icon {
	case IconClaim:
		g.rrect(-0.62, -0.95, 1.24, 1.9, 0.18, g.fg)
		g.circle(0, -0.3, 0.26)
		g.cut()
		g.moveTo(-0.42, 0.5)
		g.quadTo(-0.42, 0.0, 0, 0.0)
		g.quadTo(0.42, 0.0, 0.42, 0.5)
		g.q.Path.Close()
		g.cut()
		g.line(-0.35, 0.72, 0.35, 0.72)
		g.strokeInk(0.08)
	case IconPeek:
		g.moveTo(-1, 0)
		g.quadTo(0, -0.95, 1, 0)
		g.quadTo(0, 0.95, -1, 0)
		g.q.Path.Close()
		g.fill()
		g.circle(0, 0, 0.36)
		g.cut()
		g.circle(0, 0, 0.15)
		g.fill()
	case IconDestination:
		g.poly(-0.08, 0.98, 0.08, 0.98, 0.08, -0.95, -0.08, -0.95)
		g.fill()
		g.poly(-0.05, -0.8, 0.7, -0.8, 0.95, -0.6, 0.7, -0.4, -0.05, -0.4)
		g.fill()
		g.poly(0.05, -0.2, -0.7, -0.2, -0.95, 0, -0.7, 0.2, 0.05, 0.2)
		g.fill()
		g.poly(-0.5, 0.98, 0.5, 0.98, 0.35, 0.85, -0.35, 0.85)
		g.fill()
	case IconAccuse:
		// A fist with the index finger pointing right.
		g.rrect(-0.85, -0.35, 0.95, 0.95, 0.25, g.fg)
		g.rrect(-0.05, -0.35, 1.0, 0.28, 0.14, g.fg)
		g.rrect(-0.75, 0.55, 0.45, 0.35, 0.1, g.fg)
		for _, y := range [2]float32{0.0, 0.28} {
			g.line(-0.45, y, 0.05, y)
		}
		g.strokeInk(0.06)
	case IconVouch:
		g.rrect(-0.55, -0.1, 1.05, 1.05, 0.3, g.fg)
		for i, x := range [4]float32{-0.5, -0.22, 0.06, 0.32} {
			top := float32(-0.95)
			if i == 0 || i == 3 {
				top = -0.75
			}
			g.rrect(x, top, 0.22, 1.0, 0.11, g.fg)
		}
		g.line(0.45, 0.45, 0.95, -0.05)
		g.stroke(0.22)
		for _, x := range [3]float32{-0.25, 0.03, 0.3} {
			g.line(x, -0.15, x, 0.05)
		}
		g.strokeInk(0.05)
	case IconForge:
		// A dashed trail curving up to an arrowhead.
		p0, c, p2 := [2]float32{-0.85, 0.9}, [2]float32{-0.75, -0.35}, [2]float32{0.45, -0.35}
		const n = 9
		for k := 0; k < n; k += 2 {
			x0, y0 := quadAt(p0, c, p2, float32(k)/n)
			x1, y1 := quadAt(p0, c, p2, float32(k+1)/n)
			g.line(x0, y0, x1, y1)
		}
		g.stroke(0.2)
		g.poly(0.98, -0.35, 0.4, -0.75, 0.4, 0.05)
		g.fill()
	case IconSlow:
		g.poly(-0.6, -0.95, 0.6, -0.95, 0.6, -0.8, -0.6, -0.8)
		g.fill()
		g.poly(-0.6, 0.95, 0.6, 0.95, 0.6, 0.8, -0.6, 0.8)
		g.fill()
		g.moveTo(-0.48, -0.8)
		g.lineTo(0.48, -0.8)
		g.quadTo(0.48, -0.3, 0.1, 0)
		g.quadTo(0.48, 0.3, 0.48, 0.8)
		g.lineTo(-0.48, 0.8)
		g.quadTo(-0.48, 0.3, -0.1, 0)
		g.quadTo(-0.48, -0.3, -0.48, -0.8)
		g.q.Path.Close()
		g.stroke(0.12)
		g.poly(-0.3, 0.7, 0.3, 0.7, 0, 0.3)
		g.fill()
		g.poly(-0.28, -0.55, 0.28, -0.55, 0, -0.25)
		g.fill()
	case IconFast:
		g.poly(0.25, -1, -0.55, 0.12, -0.05, 0.12, -0.3, 1, 0.6, -0.22, 0.08, -0.22, 0.4, -1)
		g.fill()
	case IconSpirit:
		g.moveTo(-0.7, 0.9)
		g.lineTo(-0.7, -0.2)
		g.quadTo(-0.7, -0.95, 0, -0.95)
		g.quadTo(0.7, -0.95, 0.7, -0.2)
		g.lineTo(0.7, 0.9)
		g.quadTo(0.55, 0.6, 0.35, 0.9)
		g.quadTo(0.18, 0.6, 0, 0.9)
		g.quadTo(-0.18, 0.6, -0.35, 0.9)
		g.quadTo(-0.55, 0.6, -0.7, 0.9)
		g.q.Path.Close()
		g.fill()
		g.oval(-0.26, -0.25, 0.13, 0.2)
		g.cut()
		g.oval(0.26, -0.25, 0.13, 0.2)
		g.cut()
		g.oval(0, 0.25, 0.12, 0.14)
		g.cut()
	case IconDoorstep:
		sprites.DrawIcon(g.q.Dst, sprites.IconSkull, g.cx, g.cy, g.s*2, g.fg, g.ink)
	case IconCards:
		for i := 2; i >= 0; i-- {
			o := float32(i) * 0.18
			g.rrect(-0.62+o, -0.92+o*0.7, 0.95, 1.4, 0.14, g.ink)
			sprites.FillRoundRect(g.q.Dst, g.X(-0.55+o), g.Y(-0.85+o*0.7), 0.81*g.s, 1.26*g.s, 0.1*g.s, g.fg)
		}
	case IconSpeaking:
		g.moveTo(-0.9, -0.1)
		g.quadTo(-0.9, -0.85, 0, -0.85)
		g.quadTo(0.9, -0.85, 0.9, -0.1)
		g.quadTo(0.9, 0.6, 0, 0.6)
		g.lineTo(-0.2, 0.6)
		g.lineTo(-0.6, 0.98)
		g.lineTo(-0.5, 0.5)
		g.quadTo(-0.9, 0.35, -0.9, -0.1)
		g.q.Path.Close()
		g.fill()
		for _, x := range [3]float32{-0.4, 0, 0.4} {
			g.circle(x, -0.12, 0.11)
			g.cut()
		}
	case IconVillage:
		g.poly(-0.8, 0.9, -0.8, -0.05, 0, -0.85, 0.8, -0.05, 0.8, 0.9)
		g.fill()
		g.poly(0.35, -0.45, 0.35, -0.9, 0.6, -0.9, 0.6, -0.2)
		g.fill()
		g.poly(-0.5, 0.05, -0.1, 0.05, -0.1, 0.4, -0.5, 0.4)
		g.cut()
		g.poly(0.15, 0.9, 0.15, 0.3, 0.5, 0.3, 0.5, 0.9)
		g.cut()
	case IconVoid:
		voidSwirl(g)
	}
}

// quadAt is the point t along the quadratic curve p0, c, p2.
func quadAt(p0, c, p2 [2]float32, t float32) (float32, float32) {
	u := 1 - t
	return u*u*p0[0] + 2*u*t*c[0] + t*t*p2[0], u*u*p0[1] + 2*u*t*c[1] + t*t*p2[1]
}

// voidSwirl draws a three-armed swirl in fg around an ink heart.
func voidSwirl(g *glyph) {
	for arm := range 3 {
		a0 := float64(arm) * 2 * math.Pi / 3
		for i := range 14 {
			t := float64(i) / 13
			a := a0 + t*2.5
			r := float32(0.95 * (1 - t*0.8))
			x, y := r*float32(math.Cos(a)), r*float32(math.Sin(a))
			if i == 0 {
				g.moveTo(x, y)
			} else {
				g.lineTo(x, y)
			}
		}
	}
	g.stroke(0.2)
	g.circle(0, 0, 0.22)
	g.fill()
}

// arch adds a closed round-topped arch to the path, a shrine or a
// doorway: sides at ±w from foot up to shoulder, curving to its crown.
func (g *glyph) arch(w, foot, shoulder, crown float32) {
	g.moveTo(-w, foot)
	g.lineTo(-w, shoulder)
	g.quadTo(-w, crown, 0, crown)
	g.quadTo(w, crown, w, shoulder)
	g.lineTo(w, foot)
	g.q.Path.Close()
}

// rotOval adds an ellipse centred on (x, y) with radii rx, ry, turned by a
// radians.
func (g *glyph) rotOval(x, y, rx, ry float32, a float64) {
	const n = 16
	c, s := float32(math.Cos(a)), float32(math.Sin(a))
	for i := range n {
		t := float64(i) / n * 2 * math.Pi
		ex, ey := rx*float32(math.Cos(t)), ry*float32(math.Sin(t))
		px, py := x+ex*c-ey*s, y+ex*s+ey*c
		if i == 0 {
			g.moveTo(px, py)
		} else {
			g.lineTo(px, py)
		}
	}
	g.q.Path.Close()
}
