package sprites

import (
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"
)

// CardFace is what a card shows: the frame colour and icon of its type, its
// name, a line of numbers, the effect in words and the flavour. Screens fill
// it from the rules' card data; the sprites package knows no rules.
type CardFace struct {
	Name    string
	Kind    string  // the type as printed in the top band ("Beast")
	Frame   ColorID // the frame colour of the type
	Icon    Icon
	Stats   string // "HP 3 · ATK 1"; empty for none
	Effect  string // the effect in plain words
	Flavour string
}

// RenderCard draws a card face w×h into a new image. Small cards (under 150
// px wide) show the band, icon, name and numbers; large ones add the effect
// and flavour, wrapped to fit. Render once per card and size, then reuse.
func RenderCard(pal *Palette, fonts *Fonts, w, h int, f CardFace) *ebiten.Image {
	img := ebiten.NewImage(w, h)
	fw, fh := float32(w), float32(h)
	frame := pal.C(f.Frame)
	rad := CardFrame(img, pal, frame)
	small := w < 150
	band := float32(22)
	if !small {
		band = 28
	}
	FillRoundRect(img, 5, 5, fw-10, band, rad-3, Mix(frame, black, 0.25))
	bandFace := fonts.Face(StyleSmallBold)
	DrawText(img, f.Kind, bandFace, float64(w)/2, 5+(float64(band)-LineHeight(bandFace))/2, AlignCenter, pal.C(ColText))
	// The art window: a dusk gradient in the frame colour with the icon.
	artY := 5 + band + 4
	artH := fh * 0.34
	if small {
		artH = fh * 0.36
	}
	CardArtWindow(img, pal, frame, artY, artH, func(cx, cy, size float32, fg, ink color.RGBA) {
		DrawIcon(img, f.Icon, cx, cy, size, fg, ink)
	})
	y := float64(artY + artH + 6)
	pad, width, nameFace := CardWords(fonts, w, small)
	for _, l := range Wrap(f.Name, nameFace, width) {
		DrawText(img, l, nameFace, float64(w)/2, y, AlignCenter, pal.C(ColText))
		y += LineHeight(nameFace)
	}
	statFace := fonts.Face(StyleMonoSmall)
	if f.Stats != "" && y+LineHeight(statFace) < float64(h)-6 {
		y += 2
		DrawText(img, f.Stats, statFace, float64(w)/2, y, AlignCenter, pal.C(ColAccent))
		y += LineHeight(statFace)
	}
	if small {
		return img
	}
	body := fonts.Face(StyleSmall)
	lh := LineHeight(body)
	if f.Effect != "" {
		y += 4
		vector.StrokeLine(img, float32(pad+20), float32(y), float32(float64(w)-pad-20), float32(y), 1, WithAlpha(pal.C(ColPanelEdge), 0.7), true)
		y += 4
		for _, l := range Wrap(f.Effect, body, width) {
			if y+lh > float64(h)-8 {
				break
			}
			DrawText(img, l, body, float64(w)/2, y, AlignCenter, pal.C(ColText))
			y += lh
		}
	}
	if f.Flavour != "" {
		lines := Wrap(f.Flavour, body, width)
		fy := float64(h) - 8 - lh*float64(len(lines))
		if fy > y+4 {
			for _, l := range lines {
				DrawText(img, l, body, float64(w)/2, fy, AlignCenter, pal.C(ColTextDim))
				fy += lh
			}
		}
	}
	return img
}

// CardWords is how a card's words sit on a card w wide, a small one or a
// full-size one: the side padding, the width they wrap to within it, and
// the face of the card's name.
func CardWords(fonts *Fonts, w int, small bool) (pad, width float64, nameFace text.Face) {
	pad, nameFace = 10.0, fonts.Face(StyleBodyBold)
	if small {
		pad, nameFace = 7, fonts.Face(StyleSmallBold)
	}
	return pad, float64(w) - 2*pad, nameFace
}

// RenderCardBack draws the shared card back w×h: deep forest green with a
// bronze frame, a woodcut lattice and the Deepwood tree in the middle.
func RenderCardBack(pal *Palette, w, h int) *ebiten.Image {
	img := ebiten.NewImage(w, h)
	fw, fh := float32(w), float32(h)
	CardBackBase(img, pal, pal.C(ColForestDeep), WithAlpha(pal.C(ColForest), 0.45))
	edge := pal.C(ColPanelEdge)
	cx, cy := fw/2, fh/2
	r := min(fw, fh) * 0.26
	vector.FillCircle(img, cx, cy, r+3, Mix(edge, black, 0.3), true)
	vector.FillCircle(img, cx, cy, r, pal.C(ColBackground), true)
	var p vector.Path
	p.MoveTo(cx, cy-r*0.75)
	p.LineTo(cx+r*0.5, cy+r*0.05)
	p.LineTo(cx+r*0.25, cy+r*0.05)
	p.LineTo(cx+r*0.6, cy+r*0.5)
	p.LineTo(cx-r*0.6, cy+r*0.5)
	p.LineTo(cx-r*0.25, cy+r*0.05)
	p.LineTo(cx-r*0.5, cy+r*0.05)
	p.Close()
	op := &vector.DrawPathOptions{AntiAlias: true}
	op.ColorScale.ScaleWithColor(pal.C(ColForestLight))
	vector.FillPath(img, &p, nil, op)
	vector.FillRect(img, cx-r*0.08, cy+r*0.5, r*0.16, r*0.25, pal.C(ColEarthLight), true)
	return img
}

// CardFrame paints a card's frame filling img: a dark rim, the frame
// colour and the inner fill tinted by it. It returns the corner radius.
// Forward's cards and Forsaken Forest's share it.
func CardFrame(img *ebiten.Image, pal *Palette, frame color.RGBA) float32 {
	b := img.Bounds()
	fw, fh := float32(b.Dx()), float32(b.Dy())
	rad := max(6, fw*0.06)
	FillRoundRect(img, 0, 0, fw, fh, rad, Mix(frame, black, 0.35))
	FillRoundRect(img, 2, 2, fw-4, fh-4, rad-1, frame)
	inner := Mix(pal.C(ColPanel), frame, 0.12)
	FillRoundRect(img, 5, 5, fw-10, fh-10, rad-3, inner)
	return rad
}

// CardArtWindow paints a card's art window, 9 px in from both sides, from
// artY down artH: a dusk gradient in the frame colour, a line of hills and
// the emblem drawn by glyph at the window's centre (fg the emblem's colour,
// ink its cut-outs).
func CardArtWindow(img *ebiten.Image, pal *Palette, frame color.RGBA, artY, artH float32, glyph func(cx, cy, size float32, fg, ink color.RGBA)) {
	fw := float32(img.Bounds().Dx())
	FillGradientRect(img, 9, artY, fw-18, artH, Mix(frame, pal.C(ColChaosBlack), 0.55), Mix(frame, pal.C(ColBackground), 0.8))
	hills := Mix(frame, pal.C(ColBackground), 0.65)
	var p vector.Path
	p.MoveTo(9, artY+artH)
	p.QuadTo(fw*0.3, artY+artH*0.55, fw*0.55, artY+artH*0.8)
	p.QuadTo(fw*0.8, artY+artH*0.6, fw-9, artY+artH*0.75)
	p.LineTo(fw-9, artY+artH)
	p.Close()
	op := &vector.DrawPathOptions{AntiAlias: true}
	op.ColorScale.ScaleWithColor(hills)
	vector.FillPath(img, &p, nil, op)
	isz := min(artH*0.7, fw*0.5)
	if glyph != nil {
		glyph(fw/2, artY+artH*0.48, isz, Mix(pal.C(ColText), frame, 0.2), Mix(frame, pal.C(ColChaosBlack), 0.6))
	}
	StrokeRoundRect(img, 9, artY, fw-18, artH, 3, 1, Mix(frame, black, 0.3))
}

// CardBackBase paints the frame and woodcut lattice of a card back filling
// img: a bronze frame around fill crossed by diagonal lines, and a pale
// inner rule. The emblem goes on top.
func CardBackBase(img *ebiten.Image, pal *Palette, fill, line color.RGBA) {
	b := img.Bounds()
	fw, fh := float32(b.Dx()), float32(b.Dy())
	rad := max(6, fw*0.06)
	edge := pal.C(ColPanelEdge)
	FillRoundRect(img, 0, 0, fw, fh, rad, Mix(edge, black, 0.4))
	FillRoundRect(img, 2, 2, fw-4, fh-4, rad-1, edge)
	FillRoundRect(img, 4, 4, fw-8, fh-8, rad-2, fill)
	step := float32(14)
	for x := -fh; x < fw; x += step {
		vector.StrokeLine(img, 6+x, 6, 6+x+fh-12, fh-6, 1, line, true)
		vector.StrokeLine(img, fw-6-x, 6, fw-6-x-(fh-12), fh-6, 1, line, true)
	}
	// Clean the lattice off the border.
	StrokeRoundRect(img, 3, 3, fw-6, fh-6, rad-2, 3, edge)
	StrokeRoundRect(img, 9, 9, fw-18, fh-18, rad-4, 1, WithAlpha(pal.C(ColPanelHighlight), 0.5))
}
