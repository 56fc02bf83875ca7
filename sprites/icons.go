package sprites

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"
)

// Icon is a small emblem drawn with vector paths: card types, HUD stats and
// buttons use them so meaning never rests on colour alone.
type Icon uint8

// The icons. Card frames pick one per card type.
const (
	IconNone   Icon = iota
	IconSword       // equipment, ATK
	IconShield      // DEF, the Dragon's shield
	IconPotion      // items
	IconSkull       // hollows, death
	IconPaw         // beasts
	IconSnare       // snares (a noose)
	IconPit         // pits
	IconEye         // terrors
	IconSun         // blessings
	IconScene       // scenes (a landscape)
	IconHeart       // HP
	IconCrown       // the Ghostly Princess
	IconBell        // the Sage
	IconMirror      // the Mirror Knight
	IconDragon      // the Dragon of Chaos
	IconStar        // XP
	IconDeck        // cards left in the deck
	IconFlag        // leave, farthest row
	NumIcons
)

// DrawIcon draws icon centred at (cx, cy), about size pixels across, in fg;
// ink is used for the cut-outs (eye sockets, pupils) and should be the
// colour beneath.
func DrawIcon(dst *ebiten.Image, icon Icon, cx, cy, size float32, fg, ink color.Color) {
	DrawCachedIcon(dst, icon, cx, cy, size, fg, ink, func(img *ebiten.Image, cx, cy, size float32, fg, ink color.Color) {
		paintIcon(img, icon, cx, cy, size, fg, ink)
	})
}

// DrawCachedIcon draws an icon of any set as DrawIcon draws its own:
// painted once per look (the icon, its size to a stamp unit, its colours)
// by paint, centred in an image of its own, and that image drawn at (cx,
// cy), so a screen that shows it every frame draws one image. icon is
// compared by type and value, so another set's icon 3 is not IconHeart;
// paint must keep within IconReach(size) of the centre it is given.
// Forsaken Forest's emblems (scenes/forsakenui/forsakenart) are drawn so.
func DrawCachedIcon(dst *ebiten.Image, icon any, cx, cy, size float32, fg, ink color.Color, paint func(img *ebiten.Image, cx, cy, size float32, fg, ink color.Color)) {
	k := artKey{what: icon, size: units(size), colors: [2]color.RGBA{toRGBA(fg), toRGBA(ink)}}
	size = fromUnits(k.size)
	drawArt(dst, k, cx, cy, IconReach(size), func(img *ebiten.Image, cx, cy float32) {
		paint(img, cx, cy, size, fg, ink)
	})
}

// paintIcon draws icon as DrawIcon describes, through vector paths.
func paintIcon(dst *ebiten.Image, icon Icon, cx, cy, size float32, fg, ink color.Color) {
	s := size / 2
	var p vector.Path
	fill := func() {
		op := &vector.DrawPathOptions{AntiAlias: true}
		op.ColorScale.ScaleWithColor(fg)
		vector.FillPath(dst, &p, nil, op)
		p.Reset()
	}
	stroke := func(w float32, clr color.Color) {
		op := &vector.DrawPathOptions{AntiAlias: true}
		op.ColorScale.ScaleWithColor(clr)
		vector.StrokePath(dst, &p, &vector.StrokeOptions{Width: w, LineCap: vector.LineCapRound, LineJoin: vector.LineJoinRound}, op)
		p.Reset()
	}
	poly := func(pts ...float32) {
		p.MoveTo(cx+pts[0]*s, cy+pts[1]*s)
		for i := 2; i+1 < len(pts); i += 2 {
			p.LineTo(cx+pts[i]*s, cy+pts[i+1]*s)
		}
		p.Close()
	}
	circle := func(x, y, r float32, clr color.Color) { vector.FillCircle(dst, cx+x*s, cy+y*s, r*s, clr, true) }
	switch icon {
	case IconSword:
		poly(-0.12, 0.35, -0.12, -0.85, 0, -1, 0.12, -0.85, 0.12, 0.35)
		fill()
		poly(-0.5, 0.35, 0.5, 0.35, 0.5, 0.5, -0.5, 0.5)
		fill()
		poly(-0.08, 0.5, 0.08, 0.5, 0.08, 0.85, -0.08, 0.85)
		fill()
		circle(0, 0.93, 0.13, fg)
	case IconShield:
		p.MoveTo(cx-0.75*s, cy-0.8*s)
		p.LineTo(cx+0.75*s, cy-0.8*s)
		p.LineTo(cx+0.75*s, cy-0.1*s)
		p.QuadTo(cx+0.7*s, cy+0.6*s, cx, cy+s)
		p.QuadTo(cx-0.7*s, cy+0.6*s, cx-0.75*s, cy-0.1*s)
		p.Close()
		fill()
		poly(-0.08, -0.65, 0.08, -0.65, 0.08, 0.75, -0.08, 0.75)
		op := &vector.DrawPathOptions{AntiAlias: true}
		op.ColorScale.ScaleWithColor(ink)
		op.ColorScale.ScaleAlpha(0.5)
		vector.FillPath(dst, &p, nil, op)
		p.Reset()
	case IconPotion:
		circle(0, 0.3, 0.62, fg)
		poly(-0.2, -0.75, 0.2, -0.75, 0.2, -0.2, -0.2, -0.2)
		fill()
		poly(-0.3, -0.95, 0.3, -0.95, 0.3, -0.75, -0.3, -0.75)
		fill()
		circle(-0.2, 0.15, 0.14, ink)
	case IconSkull:
		circle(0, -0.2, 0.72, fg)
		poly(-0.4, 0.2, 0.4, 0.2, 0.35, 0.85, -0.35, 0.85)
		fill()
		circle(-0.28, -0.15, 0.2, ink)
		circle(0.28, -0.15, 0.2, ink)
		poly(0, 0.15, 0.1, 0.35, -0.1, 0.35)
		op := &vector.DrawPathOptions{AntiAlias: true}
		op.ColorScale.ScaleWithColor(ink)
		vector.FillPath(dst, &p, nil, op)
		p.Reset()
		for _, x := range []float32{-0.2, 0, 0.2} {
			vector.StrokeLine(dst, cx+x*s, cy+0.6*s, cx+x*s, cy+0.85*s, max(1, s*0.08), ink, true)
		}
	case IconPaw:
		circle(0, 0.35, 0.45, fg)
		circle(-0.62, -0.1, 0.2, fg)
		circle(-0.25, -0.55, 0.22, fg)
		circle(0.25, -0.55, 0.22, fg)
		circle(0.62, -0.1, 0.2, fg)
	case IconSnare:
		p.Arc(cx, cy+0.3*s, 0.5*s, 0, 2*math.Pi, vector.Clockwise)
		stroke(max(2, s*0.16), fg)
		p.MoveTo(cx, cy-0.2*s)
		p.QuadTo(cx+0.3*s, cy-0.6*s, cx-0.1*s, cy-s)
		stroke(max(2, s*0.16), fg)
		circle(0, -0.2, 0.14, fg)
	case IconPit:
		poly(-0.95, -0.1, 0.95, -0.1, 0.55, 0.9, -0.55, 0.9)
		fill()
		poly(-0.6, 0.05, 0.6, 0.05, 0.35, 0.75, -0.35, 0.75)
		op := &vector.DrawPathOptions{AntiAlias: true}
		op.ColorScale.ScaleWithColor(ink)
		vector.FillPath(dst, &p, nil, op)
		p.Reset()
		p.MoveTo(cx-0.2*s, cy-0.9*s)
		p.LineTo(cx, cy-0.35*s)
		p.LineTo(cx+0.2*s, cy-0.9*s)
		stroke(max(2, s*0.12), fg)
	case IconEye:
		p.MoveTo(cx-s, cy)
		p.QuadTo(cx, cy-0.9*s, cx+s, cy)
		p.QuadTo(cx, cy+0.9*s, cx-s, cy)
		p.Close()
		fill()
		circle(0, 0, 0.34, ink)
		circle(0, 0, 0.14, fg)
	case IconSun:
		circle(0, 0, 0.45, fg)
		for i := 0; i < 8; i++ {
			a := float64(i) * math.Pi / 4
			c, sn := float32(math.Cos(a)), float32(math.Sin(a))
			vector.StrokeLine(dst, cx+c*0.62*s, cy+sn*0.62*s, cx+c*0.95*s, cy+sn*0.95*s, max(2, s*0.13), fg, true)
		}
	case IconScene:
		poly(-1, 0.8, -0.35, -0.3, 0.05, 0.25, 0.4, -0.1, 1, 0.8)
		fill()
		circle(0.45, -0.6, 0.22, fg)
	case IconHeart:
		circle(-0.38, -0.25, 0.45, fg)
		circle(0.38, -0.25, 0.45, fg)
		poly(-0.8, -0.05, 0.8, -0.05, 0, 0.9)
		fill()
	case IconCrown:
		poly(-0.9, 0.6, -0.9, -0.5, -0.45, 0, 0, -0.75, 0.45, 0, 0.9, -0.5, 0.9, 0.6)
		fill()
		circle(0, -0.85, 0.13, fg)
	case IconBell:
		p.MoveTo(cx-0.8*s, cy+0.55*s)
		p.QuadTo(cx-0.55*s, cy+0.3*s, cx-0.55*s, cy-0.2*s)
		p.QuadTo(cx-0.5*s, cy-0.8*s, cx, cy-0.8*s)
		p.QuadTo(cx+0.5*s, cy-0.8*s, cx+0.55*s, cy-0.2*s)
		p.QuadTo(cx+0.55*s, cy+0.3*s, cx+0.8*s, cy+0.55*s)
		p.Close()
		fill()
		circle(0, 0.75, 0.18, fg)
		circle(0, -0.92, 0.1, fg)
	case IconMirror:
		p.MoveTo(cx, cy-s)
		p.LineTo(cx+0.7*s, cy)
		p.LineTo(cx, cy+s)
		p.LineTo(cx-0.7*s, cy)
		p.Close()
		stroke(max(2, s*0.14), fg)
		poly(0, -0.7, 0.45, 0, 0, 0.7)
		fill()
	case IconDragon:
		poly(-1, -0.2, -0.3, -0.9, -0.15, -0.25, 0, -0.5, 0.15, -0.25, 0.3, -0.9, 1, -0.2, 0.35, 0.05, 0.1, 0.9, -0.1, 0.9, -0.35, 0.05)
		fill()
	case IconStar:
		var pts []float32
		for i := 0; i < 10; i++ {
			r := float32(1)
			if i%2 == 1 {
				r = 0.42
			}
			a := -math.Pi/2 + float64(i)*math.Pi/5
			pts = append(pts, r*float32(math.Cos(a)), r*float32(math.Sin(a)))
		}
		poly(pts...)
		fill()
	case IconDeck:
		for i := 2; i >= 0; i-- {
			o := float32(i) * 0.16
			FillRoundRect(dst, cx+(-0.55+o)*s, cy+(-0.85+o)*s, 1.0*s, 1.45*s, 0.12*s, ink)
			StrokeRoundRect(dst, cx+(-0.55+o)*s, cy+(-0.85+o)*s, 1.0*s, 1.45*s, 0.12*s, max(1.5, s*0.1), fg)
		}
	case IconFlag:
		poly(-0.6, -0.95, -0.45, -0.95, -0.45, 0.95, -0.6, 0.95)
		fill()
		poly(-0.45, -0.9, 0.8, -0.55, -0.45, -0.1)
		fill()
	}
}
