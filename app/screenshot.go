package app

import (
	"image"
	"image/png"
	"os"
	"path/filepath"

	"github.com/hajimehoshi/ebiten/v2"
)

// saveScreenshot writes the screen as dir/name.png, creating dir, and
// returns the path. It reads pixels, so it runs inside Draw.
func saveScreenshot(screen *ebiten.Image, dir, name string) (string, error) {
	img := image.NewRGBA(screen.Bounds())
	screen.ReadPixels(img.Pix)
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return "", err
	}
	p := filepath.Join(dir, name+".png")
	f, err := os.Create(p)
	if err != nil {
		return "", err
	}
	if err := png.Encode(f, img); err != nil {
		f.Close()
		return "", err
	}
	return p, f.Close()
}
