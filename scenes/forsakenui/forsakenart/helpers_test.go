package forsakenart

import (
	"image"
	"testing"

	"deepwood/internal/arttest"
	"deepwood/internal/windowtest"
	"deepwood/sprites"
)

func TestMain(m *testing.M) { windowtest.MainInUpdate(m) }

func needWindow(t *testing.T) {
	t.Helper()
	windowtest.Require(t)
}

var (
	snapshot = arttest.Snapshot
	savePNG  = arttest.SavePNG
	zoom     = arttest.Zoom
	sqrtPos  = arttest.SqrtPos
)

// regionStats returns mean luminance and its standard deviation over r.
func regionStats(img *image.RGBA, r image.Rectangle) (mean, sd float64) {
	return arttest.RegionStats(img, r, sprites.RelativeLuminance)
}

func testFonts(t testing.TB) *sprites.Fonts {
	t.Helper()
	f, err := sprites.NewFonts()
	if err != nil {
		t.Fatal(err)
	}
	return f
}

// palettes are both palettes, standard and colour-blind-safe.
func palettes() []*sprites.Palette {
	return []*sprites.Palette{sprites.Standard(), sprites.ColorBlindSafe()}
}
