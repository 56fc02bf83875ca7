package sprites

import (
	"image"
	"image/draw"
	"image/png"
	"os"
	"path/filepath"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
)

// The title art, the menu backdrop and the panels were drawn by the GPU with
// Ebitengine's vector paths until they were painted on the CPU (issue 27).
// testdata/before_*.png are the pictures the GPU drew then, at half size
// (each pixel the mean of four), so that they are small and compare the
// picture rather than how each edge was smoothed.

// lookCases are the pictures compared with those drawn before.
var lookCases = []struct {
	name string
	draw func(t *testing.T, dst *ebiten.Image)
}{
	{"title_standard", func(t *testing.T, dst *ebiten.Image) { settledTitle(t, Standard()).Draw(dst, 900) }},
	{"title_colorblind", func(t *testing.T, dst *ebiten.Image) { settledTitle(t, ColorBlindSafe()).Draw(dst, 900) }},
	{"backdrop", func(t *testing.T, dst *ebiten.Image) { NewBackdrop(Standard()).Draw(dst, 300) }},
	{"panels", func(t *testing.T, dst *ebiten.Image) { drawPanelSheet(dst, Standard()) }},
}

// drawPanelSheet draws every panel style, as DrawPanel draws it (with its
// shadow or glow) at a button's size and a box's, and as PanelImage makes
// it for a widget, on the screen's background.
func drawPanelSheet(dst *ebiten.Image, pal *Palette) {
	dst.Fill(pal.C(ColBackground))
	for s := range NumPanelStyles {
		x := 24 + int(s)*250
		DrawPanel(dst, image.Rect(x, 24, x+220, 68), pal, s)
		DrawPanel(dst, image.Rect(x, 100, x+200, 300), pal, s)
		DrawPanel(dst, image.Rect(x, 330, x+23, 350), pal, s)
		var op ebiten.DrawImageOptions
		op.GeoM.Translate(float64(x), 400)
		dst.DrawImage(PanelImage(180, 90, pal, s), &op)
		op.GeoM.Translate(0, 120)
		dst.DrawImage(PanelImage(12, 12, pal, s), &op)
	}
}

func settledTitle(t *testing.T, pal *Palette) *TitleArt {
	art := NewTitleArt(pal, testFonts(t))
	art.Complete()
	return art
}

// TestArtLooksAsBefore: the title art (both palettes) and the backdrop
// painted on the CPU are the pictures the GPU drew before, within a
// little: on average less than half a level of 255 per channel, and hardly a
// pixel anywhere off by more than a tenth.
func TestArtLooksAsBefore(t *testing.T) {
	needWindow(t)
	screen := ebiten.NewImage(ScreenWidth, ScreenHeight)
	for _, c := range lookCases {
		screen.Clear()
		c.draw(t, screen)
		got := halve(snapshot(screen))
		savePNG(t, "look_"+c.name+".png", got)
		want := loadPNG(t, filepath.Join("testdata", "before_"+c.name+".png"))
		if got.Rect != want.Rect {
			t.Fatalf("%s: %v, before %v", c.name, got.Rect, want.Rect)
		}
		var sum, off int
		for i := range got.Pix {
			d := int(got.Pix[i]) - int(want.Pix[i])
			d = max(d, -d)
			sum += d
			if d > 25 {
				off++
			}
		}
		mean := float64(sum) / float64(len(got.Pix))
		t.Logf("%s: mean difference %.3f, %d channels off by more than 25", c.name, mean, off)
		if mean > 0.5 || off > len(got.Pix)/1000 {
			t.Errorf("%s differs from the picture drawn before: mean %.3f a channel, %d channels off by more than 25 (see testdata/out/look_%s.png)", c.name, mean, off, c.name)
		}
	}
}

// halve shrinks img to half its size, each pixel the mean of four.
func halve(img *image.RGBA) *image.RGBA {
	out := image.NewRGBA(image.Rect(0, 0, img.Rect.Dx()/2, img.Rect.Dy()/2))
	for y := range out.Rect.Dy() {
		for x := range out.Rect.Dx() {
			for c := range 4 {
				s := 0
				for _, d := range [4][2]int{{0, 0}, {1, 0}, {0, 1}, {1, 1}} {
					s += int(img.Pix[img.PixOffset(2*x+d[0], 2*y+d[1])+c])
				}
				out.Pix[out.PixOffset(x, y)+c] = uint8((s + 2) / 4)
			}
		}
	}
	return out
}

func loadPNG(t *testing.T, path string) *image.RGBA {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	img, err := png.Decode(f)
	if err != nil {
		t.Fatal(err)
	}
	out := image.NewRGBA(img.Bounds())
	draw.Draw(out, out.Rect, img, img.Bounds().Min, draw.Src)
	return out
}
