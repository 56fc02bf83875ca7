package webgame

import (
	"encoding/json"
	"flag"
	"fmt"
	"image"
	"image/color"
	"image/png"
	"math"
	"os"
	"path/filepath"
	"testing"

	"deepwood/sprites"
)

// The app icons (wasm/icon-192.png and icon-512.png) are the page's
// favicon, the spruce on the night forest, drawn large in the game's
// palette, with the title's moon. They are committed; this test draws them
// again and fails when the files differ. `go test ./webgame -run
// AppIcons -update-icons` writes them.
var updateIcons = flag.Bool("update-icons", false, "write wasm/icon-*.png from the game's palette")

// appIcon draws the icon size×size pixels. The background fills the square
// (a platform rounds or masks it), and the tree and moon keep inside the
// middle 80% circle, so the same image serves as a maskable icon.
func appIcon(size int, pal *sprites.Palette) *image.RGBA {
	img := image.NewRGBA(image.Rect(0, 0, size, size))
	const n = 4 // n×n samples a pixel
	for py := 0; py < size; py++ {
		for px := 0; px < size; px++ {
			var r, g, b float64
			for sy := 0; sy < n; sy++ {
				for sx := 0; sx < n; sx++ {
					x := (float64(px) + (float64(sx)+0.5)/n) / float64(size)
					y := (float64(py) + (float64(sy)+0.5)/n) / float64(size)
					c := iconAt(x, y, pal)
					r, g, b = r+float64(c.R), g+float64(c.G), b+float64(c.B)
				}
			}
			img.SetRGBA(px, py, color.RGBA{uint8(math.Round(r / n / n)), uint8(math.Round(g / n / n)), uint8(math.Round(b / n / n)), 255})
		}
	}
	return img
}

// iconAt is the icon's colour at (x, y), both 0–1: the loader's glow
// (panel colour to background), the moon, and a spruce of three tiers,
// lit from the moon's side, on a bronze trunk.
func iconAt(x, y float64, pal *sprites.Palette) color.RGBA {
	glow := math.Min(1, math.Hypot(x-0.5, (y-0.42)*1.2)/0.62)
	c := sprites.Mix(pal.C(sprites.ColPanel), pal.C(sprites.ColBackground), glow)
	if math.Hypot(x-0.68, y-0.27) < 0.075 && math.Hypot(x-0.71, y-0.25) > 0.065 {
		c = pal.C(sprites.ColPanelHighlight)
	}
	if x > 0.465 && x < 0.535 && y > 0.64 && y < 0.76 {
		c = pal.C(sprites.ColPanelEdge)
	}
	// Tiers: apex y, base y, half width at the base.
	for _, t := range [][3]float64{{0.48, 0.68, 0.22}, {0.35, 0.55, 0.17}, {0.22, 0.42, 0.12}} {
		if y < t[0] || y > t[1] {
			continue
		}
		half := t[2] * (y - t[0]) / (t[1] - t[0])
		if d := x - 0.5; math.Abs(d) <= half {
			c = pal.C(sprites.ColForest)
			if d > 0 {
				c = pal.C(sprites.ColForestLight)
			}
		}
	}
	return c
}

func TestAppIconsAreTheGamesArt(t *testing.T) {
	root, err := ModuleRoot()
	if err != nil {
		t.Fatal(err)
	}
	pal := sprites.Standard()
	for name, size := range map[string]int{Icon192: 192, Icon512: 512} {
		path := filepath.Join(root, "wasm", name)
		want := appIcon(size, pal)
		if *updateIcons {
			f, err := os.Create(path)
			if err != nil {
				t.Fatal(err)
			}
			enc := png.Encoder{CompressionLevel: png.BestCompression}
			if err := enc.Encode(f, want); err != nil {
				t.Fatal(err)
			}
			f.Close()
		}
		if err := sameImage(path, want); err != nil {
			t.Errorf("%s: %v (go test ./webgame -run AppIcons -update-icons draws it again)", name, err)
		}
	}
	// The manifest names both icons at their sizes, and the palette's
	// background as the splash and bar colour.
	var m struct {
		Display         string `json:"display"`
		Orientation     string `json:"orientation"`
		BackgroundColor string `json:"background_color"`
		ThemeColor      string `json:"theme_color"`
		Icons           []struct{ Src, Sizes, Type, Purpose string }
	}
	b, err := os.ReadFile(filepath.Join(root, "wasm", Manifest))
	if err != nil {
		t.Fatal(err)
	}
	if err := json.Unmarshal(b, &m); err != nil {
		t.Fatal(err)
	}
	bg := pal.C(sprites.ColBackground)
	hexBG := fmt.Sprintf("#%02x%02x%02x", bg.R, bg.G, bg.B)
	if m.BackgroundColor != hexBG || m.ThemeColor != hexBG || m.Display != "fullscreen" || m.Orientation != "any" {
		t.Errorf("manifest: background %q, theme %q, display %q, orientation %q; want %s, %s, fullscreen, any", m.BackgroundColor, m.ThemeColor, m.Display, m.Orientation, hexBG, hexBG)
	}
	seen := map[string]bool{}
	for _, ic := range m.Icons {
		seen[ic.Src+" "+ic.Sizes+" "+ic.Purpose] = ic.Type == "image/png"
	}
	for _, want := range []string{Icon192 + " 192x192 any", Icon512 + " 512x512 any", Icon192 + " 192x192 maskable", Icon512 + " 512x512 maskable"} {
		if !seen[want] {
			t.Errorf("the manifest lacks the PNG icon %q: %+v", want, m.Icons)
		}
	}
}

// sameImage reports how the PNG at path differs from want, or nil (a step
// of 2 in a channel is allowed, for floating point on another machine).
func sameImage(path string, want *image.RGBA) error {
	f, err := os.Open(path)
	if err != nil {
		return err
	}
	defer f.Close()
	got, err := png.Decode(f)
	if err != nil {
		return err
	}
	if got.Bounds() != want.Bounds() {
		return fmt.Errorf("size %v, want %v", got.Bounds(), want.Bounds())
	}
	for y := 0; y < want.Rect.Dy(); y++ {
		for x := 0; x < want.Rect.Dx(); x++ {
			r, g, b, _ := got.At(x, y).RGBA()
			w := want.RGBAAt(x, y)
			for i, pair := range [][2]int{{int(r >> 8), int(w.R)}, {int(g >> 8), int(w.G)}, {int(b >> 8), int(w.B)}} {
				if d := pair[0] - pair[1]; d > 2 || d < -2 {
					return fmt.Errorf("pixel (%d, %d) channel %d is %d, the art draws %d", x, y, i, pair[0], pair[1])
				}
			}
		}
	}
	return nil
}
