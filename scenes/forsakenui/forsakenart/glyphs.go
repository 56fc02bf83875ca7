package forsakenart

import (
	"image/color"
	"math"

	"deepwood/sprites"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"
)

// Icon is one of Forsaken Forest's emblems: the card sub-types,
// the roles, the table-talk statements and the states a traveler can be
// in. Each is a distinct silhouette so it reads without its colour.
type Icon uint8

// The icons.
const (
	IconNone Icon = iota
	// The Travelers Deck's sub-types.
	IconNavigation // two footprints
	IconResistance // a shield struck through
	IconDiscovery  // a lantern
	IconInsight    // a fan of cards
	IconSuspicion  // the gallows
	IconWeapon     // a dagger
	IconRevival    // a sprouting seedling
	IconAlliance   // two linked rings
	IconBetrayal   // a snake
	// The Forest Deck's sub-types and the Artifacts.
	IconDarkness // the moon eclipsed
	IconDisaster // a tree falling
	IconCurse    // a ring of thorns
	IconFinder   // a cut gem
	IconGroup    // a gem ringed by travelers
	// The roles.
	IconCommonfolk // a pitchfork
	IconOracle     // an orb with an eye
	IconNavigator  // a compass rose
	IconPriest     // a candle in a shrine
	IconBlessed    // wings under a halo
	IconCursed     // a split mask
	IconForsaken   // a hood with burning eyes
	IconSilencer   // a stitched mouth
	IconShrouded   // a veiled, crowned hood
	IconCoward     // a hare
	// Table talk.
	IconClaim       // a role card with a figure: "I am the …"
	IconPeek        // an eye: "I saw …'s Role Card"
	IconDestination // a signpost: "Destination N is …"
	IconAccuse      // a pointing hand: "… is Forsaken"
	IconVouch       // an open hand: "I trust …"
	IconForge       // a dashed trail and arrow: "Forge toward …"
	// Speeds, states and teams.
	IconSlow     // an hourglass
	IconFast     // a lightning bolt
	IconSpirit   // a ghost
	IconDoorstep // a skull
	IconCards    // a stack of cards
	IconSpeaking // a speech bubble
	IconVillage  // a cottage: the Villagers
	IconVoid     // a swirl: the Forsaken team
	NumIcons
)

var forsakenIconNames = [NumIcons]string{"none", "navigation", "resistance", "discovery", "insight",
	"suspicion", "weapon", "revival", "alliance", "betrayal", "darkness", "disaster", "curse", "finder", "group",
	"commonfolk", "oracle", "navigator", "priest", "blessed", "cursed", "forsaken", "silencer", "shrouded", "coward",
	"claim", "peek", "destination", "accuse", "vouch", "forge", "slow", "fast", "spirit", "doorstep", "cards",
	"speaking", "village", "void"}

// String names the icon, for sheets and test failures.
func (i Icon) String() string { return named(forsakenIconNames[:], i, "?") }

// iconOf is the emblem of v, one of n kinds whose emblems stand in the
// icon list in the kinds' order from first; IconNone for an unknown v.
func iconOf[T ~uint8](v, n T, first Icon) Icon {
	if v < n {
		return first + Icon(v)
	}
	return IconNone
}

// glyph draws in unit coordinates: (-1,-1) to (1,1) spans size pixels
// around the centre.
type glyph struct {
	q       sprites.Pen
	cx, cy  float32
	s       float32
	fg, ink color.RGBA
}

func (g *glyph) X(x float32) float32 { return g.cx + x*g.s }
func (g *glyph) Y(y float32) float32 { return g.cy + y*g.s }

func (g *glyph) poly(pts ...float32) {
	for i := 0; i+1 < len(pts); i += 2 {
		pts[i], pts[i+1] = g.X(pts[i]), g.Y(pts[i+1])
	}
	g.q.Poly(pts...)
}

func (g *glyph) line(pts ...float32) {
	for i := 0; i+1 < len(pts); i += 2 {
		pts[i], pts[i+1] = g.X(pts[i]), g.Y(pts[i+1])
	}
	g.q.Line(pts...)
}

func (g *glyph) circle(x, y, r float32)      { g.q.Circle(g.X(x), g.Y(y), r*g.s) }
func (g *glyph) moveTo(x, y float32)         { g.q.Path.MoveTo(g.X(x), g.Y(y)) }
func (g *glyph) lineTo(x, y float32)         { g.q.Path.LineTo(g.X(x), g.Y(y)) }
func (g *glyph) quadTo(x1, y1, x, y float32) { g.q.Path.QuadTo(g.X(x1), g.Y(y1), g.X(x), g.Y(y)) }
func (g *glyph) fill()                       { g.q.Fill(g.fg) }
func (g *glyph) cut()                        { g.q.Fill(g.ink) }
func (g *glyph) stroke(w float32)            { g.q.Stroke(max(1, w*g.s), g.fg) }
func (g *glyph) strokeInk(w float32)         { g.q.Stroke(max(1, w*g.s), g.ink) }
func (g *glyph) rrect(x, y, w, h, r float32, c color.RGBA) {
	sprites.FillRoundRect(g.q.Dst, g.X(x), g.Y(y), w*g.s, h*g.s, r*g.s, c)
}

// oval adds an ellipse as four quadratic arcs (close enough at icon size).
func (g *glyph) oval(x, y, rx, ry float32) {
	const k = 1.0 // control points at the bounding box's corners
	g.moveTo(x+rx, y)
	g.quadTo(x+rx*k, y+ry*k, x, y+ry)
	g.quadTo(x-rx*k, y+ry*k, x-rx, y)
	g.quadTo(x-rx*k, y-ry*k, x, y-ry)
	g.quadTo(x+rx*k, y-ry*k, x+rx, y)
	g.q.Path.Close()
}

// DrawIcon draws icon centred at (cx, cy), about size pixels
// across, in fg; ink is for the cut-outs (eyes, windows) and should be the
// colour beneath.
func DrawIcon(dst *ebiten.Image, icon Icon, cx, cy, size float32, fg, ink color.Color) {
	sprites.DrawCachedIcon(dst, icon, cx, cy, size, fg, ink, func(img *ebiten.Image, cx, cy, size float32, fg, ink color.Color) {
		paintForsakenIcon(img, icon, cx, cy, size, fg, ink)
	})
}

// paintForsakenIcon draws icon as DrawIcon describes, through
// vector paths.
func paintForsakenIcon(dst *ebiten.Image, icon Icon, cx, cy, size float32, fg, ink color.Color) {
	g := &glyph{q: sprites.Pen{Dst: dst}, cx: cx, cy: cy, s: size / 2, fg: toRGBA(fg), ink: toRGBA(ink)}
	if icon >= IconCommonfolk && icon <= IconCoward {
		g.role(icon)
		return
	}
	if icon >= IconClaim {
		g.talk(icon)
		return
	}
	g.subType(icon)
}

func (g *glyph) subType(icon Icon) {
	switch icon {
	case IconNavigation:
		for _, side := range [2]float32{-1, 1} {
			x, y := side*0.36, side*0.2-0.05
			g.oval(x, y, 0.26, 0.42)
			g.fill()
			g.oval(x+side*0.02, y+0.62, 0.19, 0.17)
			g.fill()
			for i, tx := range [4]float32{-0.17, -0.05, 0.07, 0.18} {
				g.circle(x+tx, y-0.52+float32(i%2)*0.04, 0.075)
				g.fill()
			}
		}
	case IconResistance:
		g.moveTo(-0.75, -0.8)
		g.lineTo(0.75, -0.8)
		g.lineTo(0.75, -0.1)
		g.quadTo(0.7, 0.6, 0, 1)
		g.quadTo(-0.7, 0.6, -0.75, -0.1)
		g.q.Path.Close()
		g.fill()
		g.line(-0.55, 0.45, 0.55, -0.6)
		g.strokeInk(0.2)
	case IconDiscovery:
		g.circle(0, -0.85, 0.13)
		g.stroke(0.1)
		g.poly(-0.42, -0.55, 0.42, -0.55, 0.3, -0.7, -0.3, -0.7)
		g.fill()
		g.poly(-0.42, -0.55, 0.42, -0.55, 0.48, 0.6, -0.48, 0.6)
		g.fill()
		g.poly(-0.28, -0.4, 0.28, -0.4, 0.32, 0.48, -0.32, 0.48)
		g.cut()
		g.moveTo(0, 0.35)
		g.quadTo(-0.2, 0.1, 0, -0.25)
		g.quadTo(0.2, 0.1, 0, 0.35)
		g.fill()
		g.poly(-0.55, 0.6, 0.55, 0.6, 0.55, 0.8, -0.55, 0.8)
		g.fill()
	case IconInsight:
		for i, a := range [3]float64{-0.45, 0, 0.45} {
			c, s := float32(math.Cos(a)), float32(math.Sin(a))
			rot := func(x, y float32) (float32, float32) { return x*c - y*s, x*s + y*c + 0.25 }
			var pts []float32
			for _, p := range [4][2]float32{{-0.32, -0.95}, {0.32, -0.95}, {0.32, 0.2}, {-0.32, 0.2}} {
				x, y := rot(p[0], p[1])
				pts = append(pts, x, y)
			}
			g.poly(append([]float32(nil), pts...)...)
			g.q.Stroke(max(2, 0.16*g.s), g.ink)
			g.poly(pts...)
			g.fill()
			if i == 2 {
				x, y := rot(0, -0.4)
				g.circle(x, y, 0.12)
				g.cut()
			}
		}
	case IconSuspicion:
		g.poly(-0.7, 0.95, 0.2, 0.95, 0.2, 0.8, -0.7, 0.8)
		g.fill()
		g.poly(-0.5, 0.85, -0.32, 0.85, -0.32, -0.75, -0.5, -0.75)
		g.fill()
		g.poly(-0.6, -0.95, 0.6, -0.95, 0.6, -0.77, -0.6, -0.77)
		g.fill()
		g.line(-0.41, -0.35, 0, -0.86)
		g.stroke(0.14)
		g.line(0.42, -0.86, 0.42, -0.3)
		g.stroke(0.09)
		g.oval(0.42, -0.05, 0.18, 0.25)
		g.stroke(0.12)
	case IconWeapon:
		// A dagger, point up and to the right.
		g.poly(-0.3, 0.12, 0.78, -0.78, 0.95, -0.95, 0.82, -0.62, -0.12, 0.3)
		g.fill()
		g.line(-0.15, -0.12, 0.88, -0.88)
		g.strokeInk(0.04)
		g.line(-0.52, -0.08, 0.08, 0.52)
		g.stroke(0.2)
		g.line(-0.2, 0.2, -0.72, 0.72)
		g.stroke(0.2)
		g.circle(-0.82, 0.82, 0.14)
		g.fill()
	case IconRevival:
		g.line(0, 0.95, 0, -0.1)
		g.stroke(0.14)
		for _, side := range [2]float32{-1, 1} {
			g.moveTo(0, 0.05-0.3*(side+1)/2)
			g.quadTo(side*0.15, -0.75, side*0.85, -0.6+0.15*side)
			g.quadTo(side*0.7, 0.1, 0, 0.05-0.3*(side+1)/2)
			g.q.Path.Close()
			g.fill()
		}
		g.poly(-0.5, 0.95, 0.5, 0.95, 0.35, 0.75, -0.35, 0.75)
		g.fill()
	case IconAlliance:
		g.circle(-0.32, 0, 0.5)
		g.stroke(0.2)
		g.circle(0.32, 0, 0.5)
		g.strokeInk(0.36)
		g.circle(0.32, 0, 0.5)
		g.stroke(0.2)
		// Re-cross the left ring over the right at the top to link them.
		g.q.Path.Arc(g.X(-0.32), g.Y(0), 0.5*g.s, -0.6, 0.2, vector.Clockwise)
		g.strokeInk(0.36)
		g.q.Path.Arc(g.X(-0.32), g.Y(0), 0.5*g.s, -0.7, 0.3, vector.Clockwise)
		g.stroke(0.2)
	case IconBetrayal:
		g.moveTo(-0.7, 0.8)
		g.quadTo(0.2, 1.0, 0.45, 0.55)
		g.quadTo(0.6, 0.15, 0, 0.05)
		g.quadTo(-0.6, -0.05, -0.4, -0.45)
		g.quadTo(-0.2, -0.75, 0.3, -0.6)
		g.stroke(0.24)
		g.oval(0.45, -0.6, 0.28, 0.19)
		g.fill()
		g.circle(0.52, -0.66, 0.06)
		g.cut()
		g.line(0.72, -0.58, 0.95, -0.55, 1.0, -0.45)
		g.line(0.95, -0.55, 1.02, -0.63)
		g.stroke(0.05)
	case IconDarkness:
		g.circle(-0.15, 0.1, 0.75)
		g.fill()
		g.circle(0.18, -0.1, 0.66)
		g.cut()
		for _, st := range [3][3]float32{{0.55, 0.6, 0.16}, {0.62, -0.75, 0.12}, {0.15, -0.95, 0.08}} {
			k := st[2] * 0.28
			g.poly(st[0], st[1]-st[2], st[0]+k, st[1]-k, st[0]+st[2], st[1], st[0]+k, st[1]+k,
				st[0], st[1]+st[2], st[0]-k, st[1]+k, st[0]-st[2], st[1], st[0]-k, st[1]-k)
			g.fill()
		}
	case IconDisaster:
		// A tree snapped at the stump, its crown crashing to the right.
		g.poly(-0.95, 0.95, 0.95, 0.95, 0.95, 0.82, -0.95, 0.82)
		g.fill()
		g.poly(-0.72, 0.85, -0.38, 0.85, -0.4, 0.42, -0.5, 0.55, -0.56, 0.36, -0.64, 0.52, -0.7, 0.4)
		g.fill()
		g.line(-0.5, 0.32, 0.2, -0.12)
		g.stroke(0.2)
		g.circle(0.42, -0.38, 0.36)
		g.fill()
		g.circle(0.1, -0.5, 0.26)
		g.fill()
		g.circle(0.66, -0.08, 0.26)
		g.fill()
		g.circle(0.62, -0.66, 0.2)
		g.fill()
		// Motion lines above the falling crown.
		g.moveTo(-0.3, -0.55)
		g.quadTo(-0.1, -0.9, 0.3, -0.98)
		g.moveTo(-0.45, -0.2)
		g.quadTo(-0.35, -0.5, -0.15, -0.72)
		g.stroke(0.07)
	case IconCurse:
		// A bramble: a crooked stem with thorns and a withered leaf.
		p0, c, p2 := [2]float32{-0.8, 0.9}, [2]float32{-0.9, -0.6}, [2]float32{0.85, -0.75}
		const n = 12
		for k := 0; k <= n; k++ {
			x, y := quadAt(p0, c, p2, float32(k)/n)
			if k == 0 {
				g.moveTo(x, y)
			} else {
				g.lineTo(x, y)
			}
		}
		g.stroke(0.16)
		for k, t := range [5]float32{0.15, 0.32, 0.5, 0.68, 0.86} {
			x, y := quadAt(p0, c, p2, t)
			x1, y1 := quadAt(p0, c, p2, t+0.04)
			dx, dy := x1-x, y1-y
			l := float32(math.Hypot(float64(dx), float64(dy)))
			dx, dy = dx/l, dy/l
			side := float32(1 - 2*(k%2))
			nx, ny := -dy*side, dx*side
			g.poly(x-dx*0.12, y-dy*0.12, x+nx*0.38+dx*0.12, y+ny*0.38+dy*0.12, x+dx*0.12, y+dy*0.12)
			g.fill()
		}
		g.moveTo(0.25, 0.1)
		g.quadTo(0.75, -0.1, 0.85, 0.45)
		g.quadTo(0.35, 0.5, 0.25, 0.1)
		g.q.Path.Close()
		g.fill()
		g.line(0.28, 0.12, 0.72, 0.38)
		g.strokeInk(0.05)
	case IconFinder, IconGroup:
		k := float32(1)
		if icon == IconGroup {
			k = 0.6
			for i := range 5 {
				a := float64(i)*2*math.Pi/5 - math.Pi/2
				x, y := float32(math.Cos(a))*0.8, float32(math.Sin(a))*0.8
				g.circle(x, y-0.08, 0.13)
				g.fill()
				g.moveTo(x-0.16, y+0.2)
				g.quadTo(x, y-0.05, x+0.16, y+0.2)
				g.q.Path.Close()
				g.fill()
			}
		}
		g.poly(-0.8*k, -0.3*k, -0.45*k, -0.75*k, 0.45*k, -0.75*k, 0.8*k, -0.3*k, 0, 0.85*k)
		g.fill()
		g.line(-0.8*k, -0.3*k, 0.8*k, -0.3*k)
		g.line(-0.3*k, -0.3*k, 0, 0.85*k, 0.3*k, -0.3*k)
		g.line(-0.45*k, -0.75*k, -0.3*k, -0.3*k, 0, -0.75*k, 0.3*k, -0.3*k, 0.45*k, -0.75*k)
		g.strokeInk(0.07 * k)
	}
}
