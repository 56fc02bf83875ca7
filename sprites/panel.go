package sprites

import (
	"image"
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"
)

// PanelStyle is the state a panel is drawn in; buttons switch between
// Raised, Focused and Disabled, text fields use Inset.
type PanelStyle uint8

// The panel styles.
const (
	PanelNormal    PanelStyle = iota // a container: dark fill, bronze edge
	PanelRaised                      // a button: lighter fill, brighter bevel, deeper shadow
	PanelFocused                     // the focused control: focus-coloured edge and glow
	PanelInset                       // a field or well: sunk below the surface
	PanelDisabled                    // an unavailable control: flat and grey
	NumPanelStyles                   // number of styles; not a style
)

// Panel geometry, shared by DrawPanel and PanelImage so nine-slices match.
const (
	// PanelRadius is the corner radius of every panel.
	PanelRadius = 8
	// PanelEdge is the width of the bronze edge.
	PanelEdge = 2
	// PanelCorner is the nine-slice corner size for PanelImage: the radius
	// plus the edge and highlight, so the stretchable middle is flat.
	PanelCorner = 12
	// PanelShadow is how far a panel's drop shadow and focus glow reach
	// outside its rectangle; leave this much room around panels.
	PanelShadow = 8
)

var black = color.RGBA{0, 0, 0, 255}

// panelLook is the resolved colours for one style.
type panelLook struct {
	fillTop, fillBottom color.RGBA
	edgeTop, edgeBottom color.RGBA
	hiTop, hiBottom     color.RGBA
	shadow              float64 // drop shadow strength, 0 for none
	glow                bool
}

func lookFor(pal *Palette, style PanelStyle) panelLook {
	panel, edge, hi := pal.C(ColPanel), pal.C(ColPanelEdge), pal.C(ColPanelHighlight)
	l := panelLook{
		fillTop:    Mix(panel, hi, 0.05),
		fillBottom: Mix(panel, black, 0.30),
		edgeTop:    Mix(edge, hi, 0.30),
		edgeBottom: Mix(edge, black, 0.35),
		hiTop:      WithAlpha(hi, 0.30),
		hiBottom:   WithAlpha(hi, 0.04),
		shadow:     0.55,
	}
	switch style {
	case PanelRaised, PanelFocused:
		base := Mix(panel, pal.C(ColForestDeep), 0.55)
		l.fillTop = Mix(base, hi, 0.12)
		l.fillBottom = Mix(base, black, 0.20)
		l.edgeTop = Mix(edge, hi, 0.45)
		l.hiTop = WithAlpha(hi, 0.45)
		l.shadow = 0.75
		if style == PanelFocused {
			// The focused control is a raised button lit by the focus
			// colour: tinted, edged and glowing in it.
			focus := pal.C(ColFocus)
			l.fillTop = Mix(l.fillTop, focus, 0.10)
			l.fillBottom = Mix(base, black, 0.15)
			l.edgeTop = Mix(focus, color.RGBA{255, 255, 255, 255}, 0.25)
			l.edgeBottom = focus
			l.hiTop = WithAlpha(focus, 0.45)
			l.hiBottom = WithAlpha(focus, 0.10)
			l.glow = true
		}
	case PanelInset:
		bg := pal.C(ColBackground)
		l.fillTop = Mix(bg, black, 0.45)
		l.fillBottom = Mix(bg, panel, 0.60)
		l.edgeTop = Mix(edge, black, 0.45)
		l.edgeBottom = Mix(edge, hi, 0.10)
		// An inset's inner line is a shadow at the top, not a highlight.
		l.hiTop = WithAlpha(black, 0.55)
		l.hiBottom = WithAlpha(black, 0)
		l.shadow = 0
	case PanelDisabled:
		dis := pal.C(ColDisabled)
		l.fillTop = Mix(panel, dis, 0.12)
		l.fillBottom = Mix(panel, black, 0.20)
		l.edgeTop = Mix(dis, panel, 0.10)
		l.edgeBottom = Mix(dis, black, 0.30)
		l.hiTop = WithAlpha(dis, 0.20)
		l.hiBottom = WithAlpha(dis, 0)
		l.shadow = 0.30
	}
	return l
}

// DrawPanel draws a panel filling r: a soft drop shadow (or focus glow)
// outside r, a vertical-gradient fill, a 2 px bronze edge that catches the
// light at the top, and a 1 px inner highlight. Leave PanelShadow pixels
// around r for the shadow and glow.
//
// Panels are painted once per size and style (on the CPU, cpu_panel.go)
// and cached on the palette: a screen uses only a handful of panel sizes.
func DrawPanel(dst *ebiten.Image, r image.Rectangle, pal *Palette, style PanelStyle) {
	if r.Dx() <= 0 || r.Dy() <= 0 {
		return
	}
	img := pal.panels.get(pal, style, r.Dx(), r.Dy())
	var op ebiten.DrawImageOptions
	op.GeoM.Translate(float64(r.Min.X-panelMargin), float64(r.Min.Y-panelMargin))
	dst.DrawImage(img, &op)
}

// panelMargin is the room a cached panel image keeps around the panel for
// its shadow (which falls a few pixels low) and glow.
const panelMargin = PanelShadow + 4

// maxCachedPanels bounds the cache; past it the cache starts over, which
// only costs redrawing the panels on screen.
const maxCachedPanels = 128

type panelKey struct {
	style PanelStyle
	w, h  int
}

// panelCache holds rendered panels with their shadows, by size and style.
type panelCache struct {
	imgs map[panelKey]*ebiten.Image
}

func (c *panelCache) get(pal *Palette, style PanelStyle, w, h int) *ebiten.Image {
	k := panelKey{style, w, h}
	if img, ok := c.imgs[k]; ok {
		return img
	}
	if c.imgs == nil || len(c.imgs) >= maxCachedPanels {
		for _, img := range c.imgs {
			img.Deallocate()
		}
		c.imgs = make(map[panelKey]*ebiten.Image)
	}
	size := image.Pt(w+2*panelMargin, h+2*panelMargin)
	c.imgs[k] = upload(newPanelPixels(size, image.Rect(panelMargin, panelMargin, panelMargin+w, panelMargin+h), pal, style, true))
	return c.imgs[k]
}

// PanelImage returns a w×h image of a panel in the given style for ebitenui
// nine-slices (corner size PanelCorner). It has no outer shadow or glow, so
// a widget's panel fills exactly its bounds.
func PanelImage(w, h int, pal *Palette, style PanelStyle) *ebiten.Image {
	w, h = max(w, 2*PanelCorner+1), max(h, 2*PanelCorner+1)
	return upload(newPanelPixels(image.Pt(w, h), image.Rect(0, 0, w, h), pal, style, false))
}

// TextColorFor returns the text colour to use on a panel of the given style,
// so disabled controls dim their labels consistently.
func TextColorFor(pal *Palette, style PanelStyle) color.RGBA {
	if style == PanelDisabled {
		return pal.C(ColTextDim)
	}
	return pal.C(ColText)
}
