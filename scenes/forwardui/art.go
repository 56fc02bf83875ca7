package forwardui

import (
	"github.com/hajimehoshi/ebiten/v2"

	"deepwood/rules/forward"
	"deepwood/scenes"
	"deepwood/sprites"
)

// art caches every rendered card face and back per size, and the dice, so
// a frame only draws images. It starts over when the palette changes.
type art struct {
	pal   *sprites.Palette
	fonts *sprites.Fonts
	// big are the fonts the cards are written in upright (cardScaleUp):
	// there the screen is drawn at 0.72, and a card's smallest words
	// (14) would be 10 CSS pixels on a phone.
	big     *sprites.Fonts
	upright bool // the cards now drawn are for the portrait screen
	faces   map[artKey]*ebiten.Image
	backs   map[[2]int]*ebiten.Image
	dice    *sprites.Dice
	small   *sprites.Dice
	pixel   *ebiten.Image
	rings   map[ringKey]*ebiten.Image
	icons   map[iconKey]*ebiten.Image
	rrects  map[rrKey]*ebiten.Image
}

type artKey struct {
	card    forward.CardID
	w, h    int
	upright bool
}

// cardScaleUp is how much larger a card's words are upright: its
// smallest, 14, become 18, 13 CSS pixels on a phone.
const cardScaleUp = 18.0 / 14

// sync starts over if the palette changed since the last frame, and
// notes whether the cards drawn now are for the portrait screen.
func (a *art) sync(ctx *scenes.Context) {
	a.upright = ctx.Upright()
	if a.pal == ctx.Palette && a.faces != nil {
		return
	}
	a.pal, a.fonts = ctx.Palette, ctx.Fonts
	a.big = ctx.Fonts.Scaled(cardScaleUp)
	a.faces = map[artKey]*ebiten.Image{}
	a.backs = map[[2]int]*ebiten.Image{}
	a.rings = map[ringKey]*ebiten.Image{}
	a.icons = map[iconKey]*ebiten.Image{}
	a.rrects = map[rrKey]*ebiten.Image{}
	a.dice = sprites.NewDice(ctx.Palette, 84)
	a.small = sprites.NewDice(ctx.Palette, 44)
}

// card is the face of card id at w×h.
func (a *art) card(d *forward.Data, id forward.CardID, w, h int) *ebiten.Image {
	k := artKey{id, w, h, a.upright}
	if img, ok := a.faces[k]; ok {
		return img
	}
	fonts := a.fonts
	if a.upright {
		fonts = a.big
	}
	img := sprites.RenderCard(a.pal, fonts, w, h, faceOf(d.Card(id)))
	a.faces[k] = img
	return img
}

// back is the card back at w×h.
func (a *art) back(w, h int) *ebiten.Image {
	k := [2]int{w, h}
	if img, ok := a.backs[k]; ok {
		return img
	}
	img := sprites.RenderCardBack(a.pal, w, h)
	a.backs[k] = img
	return img
}

// drawCentred draws img with its centre at (cx, cy), scaled by sx, sy and
// faded to alpha.
func drawCentred(dst, img *ebiten.Image, cx, cy, sx, sy, alpha float64) {
	b := img.Bounds()
	var op ebiten.DrawImageOptions
	op.GeoM.Translate(-float64(b.Dx())/2, -float64(b.Dy())/2)
	op.GeoM.Scale(sx, sy)
	op.GeoM.Translate(cx, cy)
	op.ColorScale.ScaleAlpha(float32(alpha))
	op.Filter = ebiten.FilterLinear
	dst.DrawImage(img, &op)
}

// drawAt draws img with its top-left at (x, y).
func drawAt(dst, img *ebiten.Image, x, y float64) {
	var op ebiten.DrawImageOptions
	op.GeoM.Translate(x, y)
	dst.DrawImage(img, &op)
}
