package battleui

import (
	"deepwood/rules/hex"
	"deepwood/scenes"
	"deepwood/scenes/input"
)

// hexAt is the field hex under a screen point.
func (f *Field) hexAt(x, y int) (hex.Axial, bool) {
	l := layoutAt(f.zoom)
	h := l.PixelToHex(hex.Point{X: float64(x) + f.camX, Y: float64(y) + f.camY})
	return h, f.s.Field().Grid.Contains(h)
}

// pinchStep is how far two fingers must spread (or close) to step the
// field's zoom in (or out): a quarter of their distance.
const pinchStep = 1.25

// camera pans by dragging and zooms by wheel, pinch or Previous page.
func (f *Field) camera(ctx *scenes.Context) {
	in := ctx.Input
	p := in.Pointer()
	pinch := f.pinched(p)
	if in.Just(input.PrevPage) || (p.WheelY != 0 && p.X < mapW) || pinch != 0 {
		z := 1 - f.zoom // Previous page toggles; the wheel and a pinch zoom in or out
		switch {
		case p.WheelY > 0 || pinch > 0:
			z = 1
		case p.WheelY < 0 || pinch < 0:
			z = 0
		}
		if z != f.zoom {
			f.zoom = z
			f.centreOn(f.cursor)
		}
	}
	if f.zoom == 1 && p.Held && p.X < mapW {
		if !f.drag.on {
			f.drag.on, f.drag.x, f.drag.y, f.drag.cx, f.drag.cy = true, p.X, p.Y, f.camX, f.camY
		} else if dx, dy := p.X-f.drag.x, p.Y-f.drag.y; dx*dx+dy*dy > 64 {
			f.camX, f.camY = f.drag.cx-float64(dx), f.drag.cy-float64(dy)
			f.drag.panned = true
			f.clamp()
		}
	}
	if !p.Held {
		// The release that ends a pan is not a click on the field.
		f.drag.swallow = f.drag.panned && p.Clicked
		f.drag.on, f.drag.panned = false, false
	}
}

// pinched adds this tick's pinch to the spread gathered since two fingers
// came down and reports a step in (1) or out (-1) once it passes
// pinchStep, or 0.
func (f *Field) pinched(p input.Pointer) int {
	if p.Pinch <= 0 || p.X >= mapW {
		f.pinch = 1
		return 0
	}
	if f.pinch == 0 {
		f.pinch = 1
	}
	f.pinch *= p.Pinch
	switch {
	case f.pinch >= pinchStep:
		f.pinch = 1
		return 1
	case f.pinch <= 1/pinchStep:
		f.pinch = 1
		return -1
	}
	return 0
}

// centre shows the whole field (zoom 0) centred in the map view.
func (f *Field) centre() {
	// The whole field sits left, the legend right of it.
	_, h := f.art.imageSize(f.zoom)
	f.camX, f.camY = -4, float64(h-720)/2
}

// centreOn centres the view on a hex at the close zoom.
func (f *Field) centreOn(h hex.Axial) {
	if f.zoom == 0 {
		f.centre()
		return
	}
	p := layoutAt(f.zoom).HexToPixel(h)
	f.camX, f.camY = p.X-float64(legendRect.Min.X)/2, p.Y-360
	f.clamp()
}

// follow keeps the cursor in view at the close zoom.
func (f *Field) follow() {
	if f.zoom == 0 {
		return
	}
	p := layoutAt(f.zoom).HexToPixel(f.cursor)
	x, y := p.X-f.camX, p.Y-f.camY
	if x < 80 || x > float64(legendRect.Min.X)-60 || y < 80 || y > 640 {
		f.centreOn(f.cursor)
	}
}

func (f *Field) clamp() {
	if f.zoom == 0 {
		f.centre()
		return
	}
	w, h := f.art.imageSize(f.zoom)
	f.camX = min(max(f.camX, -40), float64(w-mapW+40))
	f.camY = min(max(f.camY, -40), float64(h-720+40))
}
