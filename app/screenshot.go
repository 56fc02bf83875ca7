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

// shooter holds a screenshot an autoplay asked for while updating until
// the next Draw saves it; meanwhile the autoplay holds the game still so
// the picture shows the moment asked for.
type shooter struct {
	dir, prefix string // where screenshots go ("" keeps none), and their name's prefix
	want        string
	saved       []string
	err         error
}

// ask requests a screenshot of the next frame under name.
func (s *shooter) ask(name string) { s.want = name }

// waiting reports a screenshot asked for and not yet taken.
func (s *shooter) waiting() bool { return s.want != "" }

// take saves the screenshot asked for, if any, from the frame just drawn.
func (s *shooter) take(screen *ebiten.Image) {
	if s.want == "" {
		return
	}
	name := s.want
	s.want = ""
	if s.dir == "" {
		return
	}
	p, err := saveScreenshot(screen, s.dir, s.prefix+name)
	if err != nil {
		s.err = err
		return
	}
	s.saved = append(s.saved, p)
}
