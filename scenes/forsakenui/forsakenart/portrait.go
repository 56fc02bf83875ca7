package forsakenart

import (
	"image"
	"math"
	"strconv"

	"deepwood/sprites"

	"github.com/hajimehoshi/ebiten/v2"
)

// TravelerState is what a traveler's portrait shows besides their face.
type TravelerState struct {
	Name      string
	Spirit    bool // dead: a pale ghost in a grey frame
	Doorstep  bool // on Death's Doorstep: a pulsing red ring and a skull
	Gallows   bool // sent to the Gallows: the gallows badge
	Entangled bool // Entangled: brambles over the frame
	Speaking  bool // speaking or taking their turn: a glowing ring and a speech badge
	Cards     int  // cards in hand, shown on a card badge; -1 hides it
}

// portraitPad is the room around the round frame for rings, vines and
// badges.
const portraitPad = 14

// PortraitArt draws travelers' portraits of one size: the framed faces are
// rendered once per seat (living and spirit), the rings, vines and badges
// once, and the name plates once per name.
type PortraitArt struct {
	pal    *sprites.Palette
	fonts  *sprites.Fonts
	d      int
	faces  map[[2]int]*ebiten.Image
	plates map[plateKey]*ebiten.Image
	speak  *ebiten.Image
	door   *ebiten.Image
	vines  *ebiten.Image
	chips  map[Icon]*ebiten.Image
	card   *ebiten.Image
	op     ebiten.DrawImageOptions
}

type plateKey struct {
	name string
	dim  bool
	lit  bool
}

// NewPortraitArt prepares portraits whose round frame is d pixels across
// (80 to 120 suit the table; 96 is the reference). Nothing is drawn until
// first use.
func NewPortraitArt(pal *sprites.Palette, fonts *sprites.Fonts, d int) *PortraitArt {
	return &PortraitArt{pal: pal, fonts: fonts, d: max(48, d), faces: map[[2]int]*ebiten.Image{},
		plates: map[plateKey]*ebiten.Image{}, chips: map[Icon]*ebiten.Image{}}
}

// Size is the size of the box a portrait is drawn in: the frame with room
// for its rings and badges, and the name plate below.
func (a *PortraitArt) Size() image.Point {
	return image.Pt(a.d+2*portraitPad, a.d+2*portraitPad+12)
}

// Centre is the middle of the round frame within the portrait's box.
func (a *PortraitArt) Centre() image.Point {
	return image.Pt(portraitPad+a.d/2, portraitPad+a.d/2)
}

// RenderTravelerPortrait renders seat's hooded traveler in a bronze round
// frame d pixels across (a spirit in a cold grey one), into a new image
// with portraitPad pixels of room on every side. Every seat has its own
// silhouette; the same seat is always drawn the same.
func RenderTravelerPortrait(pal *sprites.Palette, seat, d int, spirit bool) *ebiten.Image {
	n := d + 2*portraitPad
	img := ebiten.NewImage(n, n)
	c := float32(n) / 2
	r := float32(d) / 2
	q := &sprites.Pen{Dst: img}
	for i := 4; i >= 1; i-- {
		q.Circle(c, c+3, r+float32(i))
		q.Fill(sprites.WithAlpha(black, 0.12))
	}
	scene := renderTravelerScene(pal, seat, d, spirit)
	op := &ebiten.DrawImageOptions{}
	op.GeoM.Translate(float64(portraitPad), float64(portraitPad))
	img.DrawImage(scene, op)
	scene.Deallocate()
	edge, hi := pal.C(sprites.ColPanelEdge), pal.C(sprites.ColPanelHighlight)
	if spirit {
		edge, hi = sprites.Mix(pal.C(sprites.ColCivGrey), pal.C(sprites.ColWaterLight), 0.25), pal.C(sprites.ColText)
	}
	q.Circle(c, c, r+2.5)
	q.Stroke(6, sprites.Mix(edge, black, 0.45))
	q.Circle(c, c, r+2)
	q.Stroke(3.5, edge)
	// The rim catches the moon at the top left.
	q.Path.Arc(c, c, r+1.6, math.Pi*1.05, math.Pi*1.7, 0)
	q.Stroke(1.2, sprites.WithAlpha(hi, 0.7))
	q.Circle(c, c, r-0.5)
	q.Stroke(1, sprites.WithAlpha(black, 0.5))
	return img
}

func (a *PortraitArt) face(seat int, spirit bool) *ebiten.Image {
	k := [2]int{seat, 0}
	if spirit {
		k[1] = 1
	}
	if img, ok := a.faces[k]; ok {
		return img
	}
	img := RenderTravelerPortrait(a.pal, seat, a.d, spirit)
	a.faces[k] = img
	return img
}

func (a *PortraitArt) put(dst, img *ebiten.Image, x, y float64, alpha float32) {
	op := &a.op
	op.GeoM.Reset()
	op.ColorScale.Reset()
	op.GeoM.Translate(x, y)
	op.ColorScale.ScaleAlpha(alpha)
	dst.DrawImage(img, op)
}

// chipAt draws badge img centred on the frame's rim at angle deg (0 is to
// the right, 90 straight down) of a portrait whose box is at (x, y).
func (a *PortraitArt) chipAt(dst, img *ebiten.Image, x, y int, deg float64) {
	c := a.Centre()
	rr := float64(a.d)/2 + 2
	s := float64(img.Bounds().Dx()) / 2
	rad := deg * math.Pi / 180
	a.put(dst, img, float64(x+c.X)+math.Cos(rad)*rr-s, float64(y+c.Y)+math.Sin(rad)*rr-s, 1)
}

// Draw draws seat's portrait with its box's top left at (x, y): the rings
// behind, the framed face, vines, badges and the name plate. tick (60 a
// second) drives the Doorstep ring's slow pulse in ArtStep steps; a screen
// showing no one on the Doorstep may pass a constant.
func (a *PortraitArt) Draw(dst *ebiten.Image, x, y, seat int, st TravelerState, tick int) {
	fx, fy := float64(x), float64(y)
	if st.Speaking {
		a.put(dst, a.speakRing(), fx, fy, 1)
	}
	if st.Doorstep {
		ph := float64(sprites.ArtTick(tick)) / 60 * 2 * math.Pi / 1.6
		a.put(dst, a.doorRing(), fx, fy, float32(0.6+0.4*math.Sin(ph)))
	}
	a.put(dst, a.face(seat, st.Spirit), fx, fy, 1)
	if st.Entangled {
		a.put(dst, a.vineRing(), fx, fy, 1)
	}
	switch {
	case st.Spirit:
		a.chipAt(dst, a.chip(IconSpirit), x, y, -45)
	case st.Doorstep:
		a.chipAt(dst, a.chip(IconDoorstep), x, y, -45)
	}
	if st.Gallows {
		a.chipAt(dst, a.chip(IconSuspicion), x, y, -135)
	}
	if st.Speaking {
		a.chipAt(dst, a.chip(IconSpeaking), x, y, 180)
	}
	if st.Cards >= 0 && !st.Spirit {
		a.drawCards(dst, x, y, st.Cards)
	}
	plate := a.plate(st.Name, st.Spirit, st.Speaking)
	pw := plate.Bounds().Dx()
	a.put(dst, plate, fx+float64(a.Size().X-pw)/2, fy+float64(portraitPad+a.d-10), 1)
}

// Badge colours: the rim of each state's chip.
func (a *PortraitArt) chipRim(icon Icon) sprites.ColorID {
	switch icon {
	case IconDoorstep:
		return sprites.ColBad
	case IconSuspicion:
		return sprites.ColWarn
	case IconSpeaking:
		return sprites.ColFocus
	case IconSpirit:
		return sprites.ColWaterLight
	}
	return sprites.ColPanelEdge
}

// chip is a round badge (26 px) holding icon on a dark disc with a rim in
// the state's colour.
func (a *PortraitArt) chip(icon Icon) *ebiten.Image {
	if img, ok := a.chips[icon]; ok {
		return img
	}
	const n = 28
	img := ebiten.NewImage(n, n)
	q := &sprites.Pen{Dst: img}
	q.Circle(n/2, n/2+1, 13)
	q.Fill(sprites.WithAlpha(black, 0.6))
	q.Circle(n/2, n/2, 12)
	q.Fill(a.pal.C(sprites.ColChaosBlack))
	rim := a.pal.C(a.chipRim(icon))
	q.Circle(n/2, n/2, 11)
	q.Stroke(2, rim)
	DrawIcon(img, icon, n/2, n/2, 15, sprites.Mix(rim, a.pal.C(sprites.ColText), 0.55), a.pal.C(sprites.ColChaosBlack))
	a.chips[icon] = img
	return img
}

// drawCards draws the hand's size on a small card at the frame's lower
// right.
func (a *PortraitArt) drawCards(dst *ebiten.Image, x, y, n int) {
	if a.card == nil {
		img := ebiten.NewImage(24, 30)
		sprites.FillRoundRect(img, 1, 2, 22, 28, 4, sprites.WithAlpha(black, 0.6))
		sprites.FillRoundRect(img, 0, 0, 22, 28, 4, a.pal.C(sprites.ColPanelEdge))
		sprites.FillRoundRect(img, 2, 2, 18, 24, 3, sprites.Mix(a.pal.C(sprites.ColChaosBlack), a.pal.C(sprites.ColForestDeep), 0.45))
		a.card = img
	}
	c := a.Centre()
	r := float64(a.d) / 2
	cx, cy := float64(x+c.X)+r*0.8, float64(y+c.Y)+r*0.48
	a.put(dst, a.card, cx-11, cy-14, 1)
	face := a.fonts.Face(sprites.StyleSmallBold)
	sprites.DrawText(dst, strconv.Itoa(n), face, cx, cy-sprites.LineHeight(face)/2, sprites.AlignCenter, a.pal.C(sprites.ColText))
}

// plate is the name plate: a small bronze-edged bar with the name, dimmed
// for a spirit and in the focus colour while speaking.
func (a *PortraitArt) plate(name string, dim, lit bool) *ebiten.Image {
	k := plateKey{name, dim, lit}
	if img, ok := a.plates[k]; ok {
		return img
	}
	if len(a.plates) > 64 {
		for _, img := range a.plates {
			img.Deallocate()
		}
		a.plates = map[plateKey]*ebiten.Image{}
	}
	face := a.fonts.Face(sprites.StyleSmallBold)
	tw, _ := sprites.Measure(name, face)
	w, h := max(a.d-8, int(tw)+20), 22
	img := ebiten.NewImage(w+4, h+4)
	fw, fh := float32(w), float32(h)
	edge := a.pal.C(sprites.ColPanelEdge)
	switch {
	case lit:
		edge = a.pal.C(sprites.ColFocus)
	case dim:
		edge = a.pal.C(sprites.ColDisabled)
	}
	sprites.FillRoundRect(img, 2, 4, fw, fh, 6, sprites.WithAlpha(black, 0.55))
	sprites.FillRoundRect(img, 2, 2, fw, fh, 6, edge)
	sprites.FillGradientRect(img, 4, 4, fw-4, fh-4, sprites.Mix(a.pal.C(sprites.ColPanel), a.pal.C(sprites.ColPanelHighlight), 0.06), sprites.Mix(a.pal.C(sprites.ColPanel), black, 0.35))
	sprites.StrokeRoundRect(img, 3, 3, fw-2, fh-2, 5, 1.5, edge)
	clr := a.pal.C(sprites.ColText)
	if dim {
		clr = a.pal.C(sprites.ColTextDim)
	}
	sprites.DrawText(img, name, face, float64(w+4)/2, 2+(float64(h)-sprites.LineHeight(face))/2, sprites.AlignCenter, clr)
	a.plates[k] = img
	return img
}

// box is a new image the size of a portrait's box and the frame's centre
// and radius in it.
func (a *PortraitArt) box() (*ebiten.Image, float32, float32, float32) {
	s := a.Size()
	c := a.Centre()
	return ebiten.NewImage(s.X, s.Y), float32(c.X), float32(c.Y), float32(a.d) / 2
}

// ring is one of the frame's overlays, drawn by draw around the frame's
// centre (cx, cy) and radius r on a portrait-box image the first time it
// is wanted and kept in *slot.
func (a *PortraitArt) ring(slot **ebiten.Image, draw func(q *sprites.Pen, cx, cy, r float32)) *ebiten.Image {
	if *slot == nil {
		img, cx, cy, r := a.box()
		draw(&sprites.Pen{Dst: img}, cx, cy, r)
		*slot = img
	}
	return *slot
}

// speakRing is the glow of the traveler speaking: three soft rings in the
// focus colour around the frame.
func (a *PortraitArt) speakRing() *ebiten.Image {
	return a.ring(&a.speak, func(q *sprites.Pen, cx, cy, r float32) {
		focus := a.pal.C(sprites.ColFocus)
		for i, al := range [...]float64{0.12, 0.22, 0.4} {
			g := float32(12 - 4*i)
			q.Circle(cx, cy, r+2+g/2)
			q.Stroke(g, sprites.WithAlpha(focus, al))
		}
		q.Circle(cx, cy, r+5.5)
		q.Stroke(2.5, focus)
	})
}

// doorRing is the red ring of Death's Doorstep, dashed like a warning so
// it reads without its hue; Draw pulses its opacity.
func (a *PortraitArt) doorRing() *ebiten.Image {
	return a.ring(&a.door, func(q *sprites.Pen, cx, cy, r float32) {
		bad := a.pal.C(sprites.ColBad)
		q.Circle(cx, cy, r+8)
		q.Stroke(10, sprites.WithAlpha(bad, 0.22))
		const n = 16
		for i := range n {
			a0 := float64(i) / n * 2 * math.Pi
			q.Path.Arc(cx, cy, r+7, float32(a0), float32(a0+math.Pi/n*1.2), 0)
			q.Stroke(3.5, bad)
		}
	})
}

// vineRing is the brambles of the Entangled: two thorny stems winding
// round the frame with leaves.
func (a *PortraitArt) vineRing() *ebiten.Image {
	return a.ring(&a.vines, func(q *sprites.Pen, cx, cy, r float32) {
		stem := sprites.Mix(a.pal.C(sprites.ColForest), a.pal.C(sprites.ColEarth), 0.35)
		leaf := a.pal.C(sprites.ColForestLight)
		at := func(t, phase, amp float64) (float32, float32, float64) {
			ang := t*2*math.Pi - math.Pi/2
			rr := float64(r) + 2 + amp*math.Sin(t*2*math.Pi*7+phase)
			return cx + float32(math.Cos(ang)*rr), cy + float32(math.Sin(ang)*rr), ang
		}
		for s, ph := range [2]float64{0, math.Pi} {
			for pass := range 2 {
				for i := 0; i <= 140; i++ {
					t := 0.08 + 0.84*float64(i)/140
					if s == 1 {
						t = 0.58 + 0.84*float64(i)/140
					}
					x, y, _ := at(t, ph, 4.5)
					if i == 0 {
						q.Path.MoveTo(x, y)
					} else {
						q.Path.LineTo(x, y)
					}
				}
				if pass == 0 {
					q.Stroke(5, sprites.WithAlpha(black, 0.7))
				} else {
					q.Stroke(2.8, stem)
				}
			}
		}
		r2 := sprites.NewRand(0x7A26)
		for i := range 14 {
			t := float64(i)/14 + 0.02
			x, y, ang := at(t, 0, 4.5)
			if i%2 == 0 {
				// A leaf pointing outward.
				d := ang + sprites.RandIn(r2, -0.5, 0.5)
				lx, ly := x+float32(math.Cos(d))*9, y+float32(math.Sin(d))*9
				nx, ny := -float32(math.Sin(d))*3.5, float32(math.Cos(d))*3.5
				q.Path.MoveTo(x, y)
				q.Path.QuadTo((x+lx)/2+nx, (y+ly)/2+ny, lx, ly)
				q.Path.QuadTo((x+lx)/2-nx, (y+ly)/2-ny, x, y)
				q.Path.Close()
				q.Fill(leaf)
			} else {
				// A thorn.
				d := ang + math.Pi/2
				tx, ty := x+float32(math.Cos(ang))*6, y+float32(math.Sin(ang))*6
				bx, by := float32(math.Cos(d))*2, float32(math.Sin(d))*2
				q.Poly(x-bx, y-by, tx, ty, x+bx, y+by)
				q.Fill(sprites.Mix(stem, a.pal.C(sprites.ColPanelHighlight), 0.3))
			}
		}
	})
}
