package battleui

import (
	"image"

	"github.com/hajimehoshi/ebiten/v2"

	"deepwood/scenes"
	"deepwood/sprites"
)

// legendRect is where the legend sits, right of the whole field.
var legendRect = image.Rect(mapW-172, 10, mapW-6, 710)

// legend is the map key, drawn once into an image: terrain by pattern and
// colour, barriers, height, the unit symbols and the overlays.
type legend struct {
	img *ebiten.Image
	pal *sprites.Palette
}

func (l *legend) draw(dst *ebiten.Image, ctx *scenes.Context) {
	if l.img == nil || l.pal != ctx.Palette {
		if l.img != nil {
			l.img.Deallocate()
		}
		l.pal = ctx.Palette
		l.img = renderLegend(ctx)
	}
	op := &ebiten.DrawImageOptions{}
	op.GeoM.Translate(float64(legendRect.Min.X), float64(legendRect.Min.Y))
	dst.DrawImage(l.img, op)
}

func (l *legend) release() {
	if l.img != nil {
		l.img.Deallocate()
		l.img = nil
	}
}

func renderLegend(ctx *scenes.Context) *ebiten.Image {
	pal := ctx.Palette
	w, h := legendRect.Dx(), legendRect.Dy()
	img := ebiten.NewImage(w, h)
	sprites.DrawPanel(img, image.Rect(0, 0, w, h), pal, sprites.PanelNormal)
	small := ctx.Fonts.Face(sprites.StyleSmall)
	y := float32(14)
	title := func(s string) {
		sprites.DrawText(img, s, ctx.Fonts.Face(sprites.StyleSmallBold), 12, float64(y), sprites.AlignLeft, pal.C(sprites.ColAccent))
		y += 24
	}
	row := func(s string, swatch func(cx, cy float32)) {
		swatch(26, y+9)
		sprites.DrawText(img, s, small, 48, float64(y), sprites.AlignLeft, pal.C(sprites.ColText))
		y += 30
	}
	hexOf := func(t, ht int) func(cx, cy float32) {
		return func(cx, cy float32) {
			sprites.DrawFieldHex(img, sprites.FieldCell{X: cx, Y: cy, Terrain: t, Height: ht, Seed: 11}, 13, pal)
		}
	}
	edge := func(hard bool) func(cx, cy float32) {
		return func(cx, cy float32) {
			sprites.DrawBarrier(img, sprites.FieldEdge{X0: cx - 13, Y0: cy, X1: cx + 13, Y1: cy, Hard: hard}, 16, pal)
		}
	}
	tok := func(g sprites.TroopGlyph) func(cx, cy float32) {
		return func(cx, cy float32) {
			sprites.DrawToken(img, cx, cy+4, 28, sprites.Token{Glyph: g, Side: pal.C(sprites.ColText), Present: 3, Size: 4}, pal, nil)
		}
	}
	over := func(id sprites.ColorID, alpha float64, ring bool) func(cx, cy float32) {
		return func(cx, cy float32) {
			sprites.DrawFieldHex(img, sprites.FieldCell{X: cx, Y: cy, Seed: 5}, 13, pal)
			if ring {
				sprites.StrokeHex(img, cx, cy, 10, 2.5, pal.C(id))
			} else {
				sprites.FillHex(img, cx, cy, 12, pal.A(id, alpha))
			}
		}
	}
	title("Ground")
	row("Open: 1", hexOf(0, 0))
	row("Closed: 2", hexOf(1, 0))
	row("Impassable", hexOf(2, 0))
	row("High ground +1", hexOf(0, 2))
	row("Hedge: -1 across", edge(false))
	row("Wall: no contact", edge(true))
	y += 6
	title("Units · tap for all 8") // the legend opens the unit key
	row("Infantry", tok(sprites.GlyphMediumInfantry))
	row("Cavalry", tok(sprites.GlyphMediumCavalry))
	row("Bowmen", tok(sprites.GlyphBowmen))
	sprites.DrawWrapped(img, "Bar: losses. Number: troops present.", small, 12, float64(y), float64(w-20), sprites.AlignLeft, pal.C(sprites.ColTextDim))
	y += 44
	title("Overlays")
	row("Cursor", func(cx, cy float32) {
		sprites.DrawFieldHex(img, sprites.FieldCell{X: cx, Y: cy, Seed: 5}, 13, pal)
		sprites.DrawBattleCursor(img, cx, cy, 13, pal)
	})
	row("Place here", func(cx, cy float32) {
		sprites.DrawFieldHex(img, sprites.FieldCell{X: cx, Y: cy, Seed: 5}, 13, pal)
		sprites.DrawDeployMark(img, cx, cy, 13, pal)
	})
	row("Unit to act on", over(sprites.ColFocus, 0, true))
	row("Reach", over(sprites.ColFocus, 0.45, false))
	row("Stops: contact", over(sprites.ColWarn, 0, true))
	row("Enemy threat", over(sprites.ColBad, 0.35, false))
	y += 4
	sprites.DrawWrapped(img, "Wheel, pinch or Previous page: zoom · drag: pan · Next page: panel · Skip: end animations", small, 12, float64(y), float64(w-20), sprites.AlignLeft, pal.C(sprites.ColTextDim))
	return img
}
