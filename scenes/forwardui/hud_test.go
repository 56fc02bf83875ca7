package forwardui

import (
	"image"
	"testing"

	"deepwood/internal/screentest"
	"deepwood/internal/windowtest"
	"deepwood/rules/dice"
	"deepwood/rules/forward"
	"deepwood/sprites"
)

// TestFloatingNumbersKeepClear: the numbers floating off the HUD stay
// clear of the timer and of the other stats along their whole rise
// (issue 27 bug 6: "-1" covered the RTA timer and "+1" the DEF).
func TestFloatingNumbersKeepClear(t *testing.T) {
	fonts := screentest.Fonts(t)
	large := fonts.Face(sprites.StyleLarge)
	x0, y0 := landscape.hud.Min.X+16, landscape.hud.Min.Y+12
	chip := func(x, y int) image.Rectangle { return image.Rect(x0+x, y0+y, x0+x+140, y0+y+38) }
	clear := map[string]image.Rectangle{
		"timer and splits": image.Rect(landscape.hud.Max.X-16-2*timerWidth, landscape.hud.Min.Y, landscape.hud.Max.X, y0+40+8),
		"name":             image.Rect(x0, y0, x0+160, y0+32),
		"HP value":         image.Rect(x0+310, y0+40, landscape.hud.Max.X-16, y0+70),
		"ATK":              chip(0, 84),
		"DEF":              chip(150, 84),
		"Deck":             chip(0, 130),
		"Dragon":           chip(150, 130),
	}
	var h hud
	for _, e := range []forward.Event{
		{Kind: forward.EvHP, Who: forward.WhoPlayer, From: 21, Value: 11},
		{Kind: forward.EvToXP},
		{Kind: forward.EvBuried},
	} {
		h.event(e, &landscape)
	}
	for _, fl := range h.float {
		if fl.text == "" {
			continue
		}
		w, ht := sprites.Measure(fl.text, large)
		path := image.Rect(int(fl.x), int(fl.y)-floatRise, int(fl.x+w)+1, int(fl.y+ht)+1)
		for name, r := range clear {
			if path.Overlaps(r) {
				t.Errorf("%q rising over %v covers the %s at %v", fl.text, path, name, r)
			}
		}
	}
	windowtest.Require(t)
	sd, _ := dice.ParseSeed("LOOK-0001")
	sess, _ := NewSession(nil, sd, "set")
	sess.Anim.Clear()
	loc := newLocation(&play{sess: sess})
	loc.hud = h
	for i := range loc.hud.float {
		loc.hud.float[i].t = 0.6
	}
	screentest.Shoot(t, screentest.Context(t), loc, 1, "forward-floaters.png")
}
