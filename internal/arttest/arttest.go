// Package arttest is what the art packages' tests share (sprites and a
// mode's own art, such as scenes/forsakenui/forsakenart): reading an image
// back, writing it under the package's testdata/out for a person to look
// at, and enlarging a crop of it. It imports no art package, so sprites'
// own tests can use it.
package arttest

import (
	"image"
	"image/color"
	"image/png"
	"os"
	"path/filepath"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
)

// Snapshot reads img back into an image.RGBA.
func Snapshot(img *ebiten.Image) *image.RGBA {
	b := img.Bounds()
	out := image.NewRGBA(image.Rect(0, 0, b.Dx(), b.Dy()))
	img.ReadPixels(out.Pix)
	return out
}

// SavePNG writes img under the testing package's testdata/out (which the
// package's .gitignore leaves out) for a human to look at.
func SavePNG(t *testing.T, name string, img *image.RGBA) {
	t.Helper()
	dir := filepath.Join("testdata", "out")
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	f, err := os.Create(filepath.Join(dir, name))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	if err := png.Encode(f, img); err != nil {
		t.Fatal(err)
	}
}

// Zoom crops r out of img and enlarges it k times with square pixels, so
// the review PNGs show anti-aliasing and small details.
func Zoom(img *image.RGBA, r image.Rectangle, k int) *image.RGBA {
	out := image.NewRGBA(image.Rect(0, 0, r.Dx()*k, r.Dy()*k))
	for y := range out.Rect.Dy() {
		for x := range out.Rect.Dx() {
			out.SetRGBA(x, y, img.RGBAAt(r.Min.X+x/k, r.Min.Y+y/k))
		}
	}
	return out
}

// RegionStats returns the mean of lum (a colour's luminance, as
// sprites.RelativeLuminance) over r of img, and its standard deviation.
func RegionStats(img *image.RGBA, r image.Rectangle, lum func(color.Color) float64) (mean, sd float64) {
	var sum, sum2, n float64
	for y := r.Min.Y; y < r.Max.Y; y++ {
		for x := r.Min.X; x < r.Max.X; x++ {
			l := lum(img.RGBAAt(x, y))
			sum += l
			sum2 += l * l
			n++
		}
	}
	mean = sum / n
	return mean, SqrtPos(sum2/n - mean*mean)
}

// SqrtPos is the square root of x, 0 for x at or below 0.
func SqrtPos(x float64) float64 {
	if x <= 0 {
		return 0
	}
	z := x
	for range 30 {
		z = (z + x/z) / 2
	}
	return z
}

// CompareCells reports how far two pictures on the same background differ
// where either shows something: the mean over all channels of those
// pixels, and the largest difference in any channel, in levels of 255.
func CompareCells(a, b *image.RGBA, bg color.RGBA) (mean float64, most int) {
	sum, n := 0, 0
	for i := 0; i < len(a.Pix); i += 4 {
		pa, pb := a.Pix[i:i+4], b.Pix[i:i+4]
		if [4]uint8(pa) == [4]uint8{bg.R, bg.G, bg.B, bg.A} && [4]uint8(pb) == [4]uint8{bg.R, bg.G, bg.B, bg.A} {
			continue
		}
		n += 4
		for j := range 4 {
			d := int(pa[j]) - int(pb[j])
			if d < 0 {
				d = -d
			}
			sum += d
			most = max(most, d)
		}
	}
	return float64(sum) / float64(max(1, n)), most
}
