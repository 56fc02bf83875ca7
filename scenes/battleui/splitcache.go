package battleui

import (
	"image"

	"github.com/hajimehoshi/ebiten/v2"

	"deepwood/rules/battle"
	"deepwood/scenes"
	"deepwood/sprites"
)

// splitCache keeps the split preview drawn into an image and redraws it
// only when the scenario, the armies, the box or the palette change: its
// tokens and rounded shapes are anti-aliased vector fills, far too costly to
// repeat every frame in the browser's software renderer.
type splitCache struct {
	img    *ebiten.Image
	sc     *battle.Scenario
	armies [2]battle.Army
	box    image.Rectangle
	pal    *sprites.Palette
	// render draws the preview; nil is drawSplit (a table's builder draws
	// its own army alone: drawSealed).
	render func(dst *ebiten.Image, ctx *scenes.Context, box image.Rectangle, sc *battle.Scenario, armies [2]battle.Army)
}

// draw blits the preview, rebuilding it first when anything it shows
// changed.
func (c *splitCache) draw(dst *ebiten.Image, ctx *scenes.Context, box image.Rectangle, sc *battle.Scenario, armies [2]battle.Army) {
	if c.img == nil || c.sc != sc || c.armies != armies || c.box != box || c.pal != ctx.Palette {
		if c.img == nil || c.box.Size() != box.Size() {
			if c.img != nil {
				c.img.Deallocate()
			}
			// Room for the panel's shadow around the box.
			c.img = ebiten.NewImage(box.Dx()+2*sprites.PanelShadow, box.Dy()+2*sprites.PanelShadow)
		}
		c.img.Clear()
		local := image.Rect(sprites.PanelShadow, sprites.PanelShadow, sprites.PanelShadow+box.Dx(), sprites.PanelShadow+box.Dy())
		render := c.render
		if render == nil {
			render = drawSplit
		}
		render(c.img, ctx, local, sc, armies)
		c.sc, c.armies, c.box, c.pal = sc, armies, box, ctx.Palette
	}
	var op ebiten.DrawImageOptions
	op.GeoM.Translate(float64(box.Min.X-sprites.PanelShadow), float64(box.Min.Y-sprites.PanelShadow))
	dst.DrawImage(c.img, &op)
}
