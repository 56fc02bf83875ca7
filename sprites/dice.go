package sprites

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"
)

// Dice renders six-sided dice with real pips: each face is drawn once into
// an image at its size and reused, so a tumbling die costs one DrawImage per
// frame.
type Dice struct {
	size  int
	faces [7]*ebiten.Image
	pal   *Palette
}

// NewDice prepares die faces size pixels across, ivory with ink pips.
func NewDice(pal *Palette, size int) *Dice { return &Dice{size: size, pal: pal} }

// pipLayout is where the pips of each face sit on a 3×3 grid (0–8).
var pipLayout = [7][]int{nil, {4}, {2, 6}, {2, 4, 6}, {0, 2, 6, 8}, {0, 2, 4, 6, 8}, {0, 2, 3, 5, 6, 8}}

// Face returns the image of face n (1–6).
func (d *Dice) Face(n int) *ebiten.Image {
	if n < 1 || n > 6 {
		n = 1
	}
	if d.faces[n] != nil {
		return d.faces[n]
	}
	s := float32(d.size)
	img := ebiten.NewImage(d.size+8, d.size+8)
	ivory := d.pal.C(ColText)
	FillRoundRect(img, 5, 7, s, s, s*0.18, d.pal.A(ColChaosBlack, 0.6))
	FillRoundRect(img, 4, 4, s, s, s*0.18, Mix(ivory, d.pal.C(ColEarthLight), 0.35))
	FillRoundRect(img, 4, 4, s, s*0.9, s*0.18, ivory)
	StrokeRoundRect(img, 4, 4, s, s, s*0.18, max(1.5, s*0.03), d.pal.C(ColPanelEdge))
	ink := d.pal.C(ColTextInverse)
	if n == 1 {
		ink = d.pal.C(ColCivRust)
	}
	for _, p := range pipLayout[n] {
		x := 4 + s*(0.25+0.25*float32(p%3))
		y := 4 + s*(0.23+0.25*float32(p/3))
		r := s * 0.085
		if n == 1 {
			r = s * 0.13
		}
		vector.FillCircle(img, x, y, r, ink, true)
	}
	d.faces[n] = img
	return img
}

// Draw draws face n centred at (cx, cy), turned by angle radians and scaled.
func (d *Dice) Draw(dst *ebiten.Image, n int, cx, cy, angle, scale float64) {
	img := d.Face(n)
	w := float64(img.Bounds().Dx())
	var op ebiten.DrawImageOptions
	op.GeoM.Translate(-w/2, -w/2)
	op.GeoM.Rotate(angle)
	op.GeoM.Scale(scale, scale)
	op.GeoM.Translate(cx, cy)
	op.Filter = ebiten.FilterLinear
	dst.DrawImage(img, &op)
}

// Tumble is a die's pose t of the way (0–1) through a roll: the face shown
// flickers through values, the die spins and hops, and settles on final.
func Tumble(t float64, final, salt int) (face int, angle, hop float64) {
	if t >= 1 {
		return final, 0, 0
	}
	step := int(t * 9)
	face = (final+step*(salt%5+1)+salt)%6 + 1
	if t > 0.8 {
		face = final
	}
	angle = (1 - t) * (1 - t) * 6 * float64(1-2*(salt&1))
	hop = math.Abs(math.Sin(t*math.Pi*3)) * (1 - t) * 30
	return face, angle, hop
}
