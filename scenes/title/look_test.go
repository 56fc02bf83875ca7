package title

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"deepwood/internal/screentest"
	"deepwood/internal/windowtest"
	"deepwood/scenes/menu"
	"deepwood/scenes/ui"
	"deepwood/sprites"
)

// TestFooterReadsAtHalfSize: the title's footer (the keys and the
// version) is at least 10 pixels high and in full contrast where the game
// is drawn at 640×360 (issue 27 bug 7: it could not be read there).
func TestFooterReadsAtHalfSize(t *testing.T) {
	ctx := screentest.Window(t)
	if _, h := sprites.Measure("Ag", ui.FooterFace(ctx)); h/2 < 10 {
		t.Errorf("the footer is %.1f pixels high at half size", h/2)
	}
	for _, pal := range []*sprites.Palette{sprites.Standard(), sprites.ColorBlindSafe()} {
		for _, under := range []sprites.ColorID{sprites.ColBackground, sprites.ColPanelHighlight, sprites.ColAccent} {
			strip := sprites.Mix(pal.C(under), pal.C(sprites.ColBackground), ui.FooterShade)
			if c := sprites.ContrastRatio(pal.C(sprites.ColText), strip); c < 4.5 {
				t.Errorf("footer over %v: contrast %.1f", under, c)
			}
		}
	}
	items := []menu.Item{{Label: "Forward"}, {Label: "I am the Forest"}, {Label: "Mass Combat"}, {Label: "Forsaken Forest"}, {Label: "How to play"}, {Label: "Settings"}, {Label: "Quit"}}
	s := New(Options{Items: items})
	screentest.Tick(ctx, s, 2)
	windowtest.Do(func() { s.art.Complete() })
	screentest.Shoot(t, ctx, s, 1, "title.png")
	screen := ebiten.NewImage(sprites.ScreenWidth, sprites.ScreenHeight)
	half := ebiten.NewImage(sprites.ScreenWidth/2, sprites.ScreenHeight/2)
	windowtest.Do(func() {
		s.Draw(screen, ctx)
		op := &ebiten.DrawImageOptions{Filter: ebiten.FilterLinear}
		op.GeoM.Scale(0.5, 0.5)
		half.DrawImage(screen, op)
	})
	t.Logf("screenshot %s", windowtest.SavePNG(t, half, windowtest.ShotsDir(), "title-640x360.png"))
}

// TestTitleRetouchMatchesAWholeDraw: once the art has settled the title is
// still, and when the art moves on it is retouched (through ui.Front) to
// the picture a whole draw makes.
func TestTitleRetouchMatchesAWholeDraw(t *testing.T) {
	ctx := screentest.Window(t)
	s := New(Options{Items: []menu.Item{{Label: "Forward"}, {Label: "Settings"}}})
	screen := ebiten.NewImage(sprites.ScreenWidth, sprites.ScreenHeight)
	whole := ebiten.NewImage(sprites.ScreenWidth, sprites.ScreenHeight)
	screentest.Tick(ctx, s, 1)
	windowtest.Do(func() { s.art.Complete() })
	for range 3 {
		windowtest.Do(func() { s.Draw(screen, ctx) })
	}
	if !s.Still() {
		t.Fatal("not still once settled and drawn")
	}
	retouched := false
	for i := 0; i < 120 && !retouched; i++ {
		screentest.Tick(ctx, s, 1)
		if s.Still() {
			continue
		}
		var diff int
		windowtest.Do(func() {
			retouched = s.Retouch(screen, ctx)
			s.Draw(whole, ctx)
			a, b := make([]byte, 4*sprites.ScreenWidth*sprites.ScreenHeight), make([]byte, 4*sprites.ScreenWidth*sprites.ScreenHeight)
			screen.ReadPixels(a)
			whole.ReadPixels(b)
			for j := range a {
				if d := int(a[j]) - int(b[j]); d > 2 || d < -2 {
					diff++
				}
			}
		})
		if !retouched {
			t.Fatal("the title declined to retouch the art's step")
		}
		if diff > 0 {
			t.Fatalf("the retouched title differs from a whole draw in %d bytes", diff)
		}
	}
	if !retouched {
		t.Fatal("the art never moved in two seconds")
	}
}
