package forwardui

import (
	"image"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"deepwood/rules/forward"
	"deepwood/scenes"
	"deepwood/sprites"
)

// banner is the line across the board naming what just happened; dice
// events show a tumbling die beside it. Both board screens, the location
// and the duel, show it the same way, each where its board has room.
type banner struct {
	text   string
	die    int // the face to settle on; 0 for none
	target int // a Pit's target, shown beside the die
	kind   forward.EventKind
}

// draw paints the banner while the event it names is the one showing: a
// plate at the rectangle place gives for the fade (in over the event's
// first sixth, out over its last), the die tumbling (salt varies the
// tumble) with the target it needed, and the words.
func (b *banner) draw(dst *ebiten.Image, ctx *scenes.Context, p *play, salt func(forward.Event) int, place func(fade float64) image.Rectangle) {
	e, t, ok := p.sess.Anim.Head()
	if !ok || b.text == "" || e.Kind != b.kind {
		return
	}
	pal := ctx.Palette
	a := math.Min(1, math.Min(t*6, (1-t)*6))
	r := place(a)
	drawPlate(dst, p.art.plate(r.Dx(), r.Dy()), r, a)
	tx := float64(r.Min.X + 24)
	if b.die > 0 {
		face, ang, hop := sprites.Tumble(t*1.6, b.die, salt(e))
		p.art.small.Draw(dst, face, tx+26, float64(r.Min.Y+40)-hop*0.4, ang, 1)
		tx += 64
		if b.target > 0 {
			sprites.DrawText(dst, "needs "+targetText[min(b.target, 6)], ctx.Fonts.Face(sprites.StyleSmallBold), tx, float64(r.Min.Y+8), sprites.AlignLeft, pal.A(sprites.ColAccent, a))
		}
	}
	sprites.DrawWrapped(dst, b.text, ctx.Fonts.Face(sprites.StyleBody), tx, float64(r.Min.Y+28), float64(r.Max.X)-tx-20, sprites.AlignLeft, pal.A(sprites.ColText, a))
}

var targetText = [7]string{"0+", "1+", "2+", "3+", "4+", "5+", "6"}

// drawPlate draws a banner plate at r, faded to alpha.
func drawPlate(dst, img *ebiten.Image, r image.Rectangle, alpha float64) {
	var op ebiten.DrawImageOptions
	op.GeoM.Translate(float64(r.Min.X), float64(r.Min.Y))
	op.ColorScale.ScaleAlpha(float32(alpha))
	dst.DrawImage(img, &op)
}
