package forsakenart

import (
	"fmt"
	"math"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"deepwood/internal/arttest"
	"deepwood/sprites"
)

// TestCachedIconIsTheIcon: an emblem drawn through sprites' icon cache
// (DrawIcon) is the one painted straight onto the screen, at whole and
// fractional places: on average within a quarter of a level, no pixel off
// by more than an eighth (as sprites' TestCachedArtIsTheArt holds its own
// icons). A cached image placed a pixel off fails by tens of levels.
func TestCachedIconIsTheIcon(t *testing.T) {
	needWindow(t)
	pal := sprites.Standard()
	fg, ink, bg := pal.C(sprites.ColAccent), pal.C(sprites.ColPanel), pal.C(sprites.ColPanel)
	for _, off := range []float32{0, 0.5} {
		got, want := ebiten.NewImage(96, 96), ebiten.NewImage(96, 96)
		got.Fill(bg)
		want.Fill(bg)
		DrawIcon(got, IconSuspicion, 48+off, 46+off, 30, fg, ink)
		paintForsakenIcon(want, IconSuspicion, 48+off, 46+off, 30, fg, ink)
		mean, most := arttest.CompareCells(snapshot(got), snapshot(want), bg)
		if mean > 0.25 || most > 32 {
			t.Errorf("suspicion at +%.1f: mean difference %.3f levels, most %d", off, mean, most)
			savePNG(t, fmt.Sprintf("icon_suspicion_%.1f_got.png", off), snapshot(got))
			savePNG(t, fmt.Sprintf("icon_suspicion_%.1f_want.png", off), snapshot(want))
		}
	}
}

// TestIconsHaveRoom: every emblem, at each size the screens use, keeps
// within sprites.IconReach of its centre, as DrawIcon's cache needs: painted
// into an image one pixel wider than its reach on every side, at a whole
// pixel and three quarters in, it leaves that image's edge clear, so
// nothing is cut off (as sprites' TestCachedArtHasRoom holds its own).
func TestIconsHaveRoom(t *testing.T) {
	needWindow(t)
	pal := sprites.Standard()
	fg, ink := pal.C(sprites.ColAccent), pal.C(sprites.ColPanel)
	for icon := Icon(1); icon < NumIcons; icon++ {
		for _, size := range []float32{18, 24, 34, 56} {
			reach := sprites.IconReach(size)
			n := int(math.Ceil(float64(2*reach))) + 3
			for _, frac := range []float32{0, 0.75} {
				img := ebiten.NewImage(n, n)
				paintForsakenIcon(img, icon, 1+frac+reach, 1+frac+reach, size, fg, ink)
				pix := snapshot(img)
			edge:
				for i := range n {
					for _, p := range [][2]int{{i, 0}, {i, n - 1}, {0, i}, {n - 1, i}} {
						if al := pix.RGBAAt(p[0], p[1]).A; al != 0 {
							t.Errorf("%v at %.0f, %.2f px in: its image's edge at %v is painted (alpha %d)", icon, size, frac, p, al)
							savePNG(t, fmt.Sprintf("room_%v_%.0f.png", icon, size), pix)
							break edge
						}
					}
				}
			}
		}
	}
}
