package forsakenart

import (
	"image"
	"testing"

	"deepwood/internal/arttest"
	"deepwood/internal/windowtest"
	"deepwood/sprites"
)

func TestMain(m *testing.M) { windowtest.MainInUpdate(m) }

// needWindow is windowtest.Require, and snapshot, savePNG and zoom are
// arttest's, named as these tests have always called them.
var (
	needWindow = windowtest.Require
	snapshot   = arttest.Snapshot
	savePNG    = arttest.SavePNG
	zoom       = arttest.Zoom
)

// regionStats returns mean luminance and its standard deviation over r.
func regionStats(img *image.RGBA, r image.Rectangle) (mean, sd float64) {
	return arttest.RegionStats(img, r, sprites.RelativeLuminance)
}

// palettes are both palettes, standard and colour-blind-safe.
func palettes() []*sprites.Palette {
	return []*sprites.Palette{sprites.Standard(), sprites.ColorBlindSafe()}
}
