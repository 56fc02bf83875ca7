// Package uprighttest holds the phone's minimums for the window tests of
// the screens laid out for a phone held upright (issue 40), so that every
// mode's screens are held to the same ones the same way.
package uprighttest

import (
	"image"
	"testing"

	"deepwood/scenes/ui"
)

// Upright the 540-pixel portrait screen is drawn at 0.72 on a phone 390
// CSS pixels wide: a target of MinTarget logical pixels is 44 CSS pixels,
// the size phone guidelines ask for, and a face of MinText is 12.
const MinTarget, MinText = 61, 17

// Sizes are the portrait screens the layouts must fit: a 390×844 page, an
// iPhone 13's browser (390×664) and the shortest the app gives.
var Sizes = []image.Point{{540, 1169}, {540, 919}, {540, 880}}

// Layout is a screen's report of its shape, as its Inspect gives it.
type Layout struct {
	Screen  [2]int
	Upright bool
	Targets []ui.Target
	TextPx  []float64
}

// Check fails t unless l was laid out upright for size, with at least
// one target and one face, every target at least MinTarget pixels
// square, on the screen and clear of every other, and every face
// MinText pixels or more. It returns the smallest target side and face.
func Check(t testing.TB, what string, l Layout, size image.Point) (smallTarget int, smallFace float64) {
	t.Helper()
	if l.Screen != [2]int{size.X, size.Y} || !l.Upright {
		t.Fatalf("%s: laid out for %v upright=%v, want %v upright", what, l.Screen, l.Upright, size)
	}
	if len(l.Targets) == 0 || len(l.TextPx) == 0 {
		t.Errorf("%s at %v: %d targets and %d faces reported", what, size, len(l.Targets), len(l.TextPx))
	}
	screen := image.Rect(0, 0, size.X, size.Y)
	smallTarget, smallFace = 1<<30, 1<<30
	for i, g := range l.Targets {
		r := rect(g)
		smallTarget = min(smallTarget, r.Dx(), r.Dy())
		if r.Dx() < MinTarget || r.Dy() < MinTarget {
			t.Errorf("%s at %v: %q is %d×%d", what, size, g.Name, r.Dx(), r.Dy())
		}
		if !r.In(screen) {
			t.Errorf("%s at %v: %q at %v is off the screen", what, size, g.Name, r)
		}
		for _, o := range l.Targets[:i] {
			if q := rect(o); q.Overlaps(r) {
				t.Errorf("%s at %v: %q at %v overlaps %q at %v", what, size, g.Name, r, o.Name, q)
			}
		}
	}
	for _, px := range l.TextPx {
		smallFace = min(smallFace, px)
		if px < MinText {
			t.Errorf("%s at %v: a face of %.1f px", what, size, px)
		}
	}
	return smallTarget, smallFace
}

// FromMap is the layout a scene reports in a map ("screen", "upright",
// "targets", "textPx").
func FromMap(in map[string]any) Layout {
	l := Layout{}
	l.Screen, _ = in["screen"].([2]int)
	l.Upright, _ = in["upright"].(bool)
	l.Targets, _ = in["targets"].([]ui.Target)
	l.TextPx, _ = in["textPx"].([]float64)
	return l
}

// rect is g's rectangle.
func rect(g ui.Target) image.Rectangle {
	return image.Rect(g.Rect[0], g.Rect[1], g.Rect[0]+g.Rect[2], g.Rect[1]+g.Rect[3])
}
