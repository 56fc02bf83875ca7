package settingsmenu

import (
	"image"

	"deepwood/scenes/input"
)

// Ebitenui's widgets answer the mouse only, and a browser on a touch
// screen sends the game touches, not mouse clicks (Ebitengine keeps the
// page from making clicks of them). So on a touch screen the screen does
// itself what a click does: a finger on a row's slider sets it where it
// lies and follows it while held, a tap anywhere else on a row does what
// Confirm does there, and while a key is awaited or a value typed (which
// a phone has no keys for) a tap cancels.

// touchRows answers a finger on the rows shown; it reports whether it
// took the pointer.
func (s *Scene) touchRows(p input.Pointer) bool {
	if !p.Touch || !p.Clicked && !p.Held {
		return false
	}
	pt := image.Pt(p.X, p.Y)
	for i := range s.rows {
		if !s.shows(i) || !pt.In(s.rowRect(i)) {
			continue
		}
		r := s.rows[i]
		s.focus = i
		if r.slider != nil && r.setTo != nil {
			if sr := r.slider.GetWidget().Rect; pt.In(sr) {
				knob := s.look.w(22, knobW)
				r.setTo(float64(pt.X-sr.Min.X-knob/2) / float64(max(1, sr.Dx()-knob)))
				return true
			}
		}
		if p.Clicked && r.activate != nil {
			r.activate()
		}
		return true
	}
	return false
}

// tapCancels reports a tap on a touch screen, which cancels waiting for a
// key or typing: a phone has no Escape to press.
func tapCancels(in *input.Mapper) bool {
	p := in.Pointer()
	return p.Touch && p.Clicked
}
