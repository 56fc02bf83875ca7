package sprites

import (
	"image"
	"image/color"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"deepwood/internal/arttest"
	"deepwood/internal/windowtest"
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
	return arttest.RegionStats(img, r, RelativeLuminance)
}

func distinctColors(img *image.RGBA) int {
	seen := map[color.RGBA]struct{}{}
	for y := 0; y < img.Rect.Dy(); y += 3 {
		for x := 0; x < img.Rect.Dx(); x += 3 {
			seen[img.RGBAAt(x, y)] = struct{}{}
		}
	}
	return len(seen)
}

func TestRenderTitle(t *testing.T) {
	needWindow(t)
	fonts := testFonts(t)
	for _, pal := range palettes() {
		art := NewTitleArt(pal, fonts)
		art.Complete()
		art.Complete()
		screen := ebiten.NewImage(ScreenWidth, ScreenHeight)
		art.Draw(screen, 900)
		img := snapshot(screen)
		name := "title_standard.png"
		if pal.ColorBlindSafe {
			name = "title_colorblind.png"
		}
		savePNG(t, name, img)
		if !pal.ColorBlindSafe {
			savePNG(t, "title_zoom_dragon.png", zoom(img, image.Rect(960, 30, 1260, 210), 3))
			savePNG(t, "title_zoom_logo.png", zoom(img, image.Rect(590, 210, 1000, 400), 2))
		}

		if n := distinctColors(img); n < 500 {
			t.Errorf("%s: title has only %d distinct colours", pal.Name, n)
		}
		lr := logoRect(art.logo)
		logoMean, logoSD := regionStats(img, lr.Inset(30))
		skyMean, _ := regionStats(img, image.Rect(600, 30, 900, 120))
		if logoMean < skyMean*2 || logoSD < 0.02 {
			t.Errorf("%s: logo region mean %.3f sd %.3f vs sky %.3f: logo does not stand out", pal.Name, logoMean, logoSD, skyMean)
		}
		calmMean, calmSD := regionStats(img, image.Rect(40, 140, MenuSafeRight, 600))
		if calmSD > logoSD || calmMean > logoMean {
			t.Errorf("%s: menu region (mean %.3f sd %.3f) is busier than the logo region", pal.Name, calmMean, calmSD)
		}

		// It animates: a later frame differs.
		art.Draw(screen, 1200)
		if later := snapshot(screen); string(later.Pix) == string(img.Pix) {
			t.Errorf("%s: title art does not animate", pal.Name)
		}

		// A composed title screen with a menu panel, for review.
		art.Draw(screen, 900)
		drawSampleMenu(screen, pal, fonts)
		savePNG(t, "title_menu_"+map[bool]string{false: "standard", true: "colorblind"}[pal.ColorBlindSafe]+".png", snapshot(screen))
	}
}

// drawSampleMenu lays out the title menu the way the menu screen will, so
// the composition can be judged with the art.
func drawSampleMenu(dst *ebiten.Image, pal *Palette, fonts *Fonts) {
	panel := image.Rect(SpaceXL+32, 170, SpaceXL+32+340, 170+400)
	DrawPanel(dst, panel, pal, PanelNormal)
	DrawText(dst, "Choose your tale", fonts.Face(StyleHeading), float64(panel.Min.X+panel.Dx()/2), float64(panel.Min.Y+SpaceM+4), AlignCenter, pal.C(ColAccent))
	items := []struct {
		label string
		style PanelStyle
	}{{"Forward", PanelFocused}, {"I am the Forest", PanelRaised}, {"Mass Combat", PanelRaised}, {"Settings", PanelRaised}, {"Continue", PanelDisabled}}
	for i, it := range items {
		b := image.Rect(panel.Min.X+SpaceL, panel.Min.Y+76+i*58, panel.Max.X-SpaceL, panel.Min.Y+76+i*58+46)
		DrawPanel(dst, b, pal, it.style)
		face := fonts.Face(StyleBody)
		_, h := Measure(it.label, face)
		DrawText(dst, it.label, face, float64(b.Min.X+b.Dx()/2), float64(b.Min.Y)+(float64(b.Dy())-h)/2, AlignCenter, TextColorFor(pal, it.style))
	}
	DrawText(dst, "v0.1  ·  seed WOLF-OAK-7", fonts.Face(StyleSmall), float64(panel.Min.X+panel.Dx()/2), float64(panel.Max.Y-SpaceL-4), AlignCenter, pal.C(ColTextDim))
}

func TestRenderBackdrop(t *testing.T) {
	needWindow(t)
	pal := Standard()
	screen := ebiten.NewImage(ScreenWidth, ScreenHeight)
	DrawBackdrop(screen, pal, 300)
	img := snapshot(screen)
	savePNG(t, "backdrop.png", img)
	if n := distinctColors(img); n < 200 {
		t.Errorf("backdrop has only %d distinct colours", n)
	}
	top, _ := regionStats(img, image.Rect(0, 0, ScreenWidth, 100))
	if top > 0.05 {
		t.Errorf("backdrop sky is too bright for menus: %.3f", top)
	}
	cached := pal.backdrop
	DrawBackdrop(screen, pal, 900)
	if pal.backdrop != cached {
		t.Error("backdrop was rebuilt instead of cached")
	}
	if later := snapshot(screen); string(later.Pix) == string(img.Pix) {
		t.Error("backdrop does not animate")
	}
}

// TestRenderDragonSheet lays out every wing-beat frame at full size on the
// night sky, to judge the silhouette.
func TestRenderDragonSheet(t *testing.T) {
	needWindow(t)
	pal := Standard()
	frames := renderDragonFrames(dragonColor(pal))
	sheet := ebiten.NewImage(6*dragonW/2, 4*dragonH/2)
	sheet.Fill(Mix(pal.C(ColBackground), pal.C(ColWaterLight), 0.3))
	for i, f := range frames {
		op := &ebiten.DrawImageOptions{}
		op.GeoM.Scale(0.5, 0.5)
		op.GeoM.Translate(float64(i%6*dragonW/2), float64(i/6*dragonH/2))
		sheet.DrawImage(f, op)
	}
	savePNG(t, "dragon_frames.png", snapshot(sheet))
}

// TestEveryStyleHasAFace parses every font NewFonts leaves to first use
// (a broken embedded font would otherwise panic mid-game), and checks
// that a style's face is made once and shared.
func TestEveryStyleHasAFace(t *testing.T) {
	f, err := NewFonts()
	if err != nil {
		t.Fatal(err)
	}
	for s := range NumStyles {
		face := f.Face(s)
		if face == nil || face != f.Face(s) {
			t.Fatalf("style %d: face %v, not made once", s, face)
		}
		if m := face.Metrics(); m.HAscent <= 0 {
			t.Fatalf("style %d: ascent %v", s, m.HAscent)
		}
	}
	for src := range numSources {
		if _, err := parseFont(src); err != nil {
			t.Fatal(err)
		}
	}
}
