package sprites

import (
	"fmt"
	"image"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
)

// TestRenderSwatches draws both palettes side by side with names and checks
// every swatch shows exactly its palette colour.
func TestRenderSwatches(t *testing.T) {
	needWindow(t)
	fonts := testFonts(t)
	screen := ebiten.NewImage(ScreenWidth, ScreenHeight)
	std := Standard()
	screen.Fill(std.C(ColBackground))
	centres := map[*Palette][]image.Point{}
	for pi, pal := range palettes() {
		ox := pi * ScreenWidth / 2
		DrawText(screen, pal.Name, fonts.Face(StyleHeading), float64(ox+SpaceL), SpaceM, AlignLeft, pal.C(ColAccent))
		for id := ColorID(0); id < NumColors; id++ {
			col, row := int(id)/10, int(id)%10
			x, y := ox+SpaceL+col*205, 70+row*64
			r := image.Rect(x, y, x+56, y+48)
			FillRoundRect(screen, float32(r.Min.X), float32(r.Min.Y), 56, 48, 6, pal.C(id))
			StrokeRoundRect(screen, float32(r.Min.X)+0.5, float32(r.Min.Y)+0.5, 55, 47, 6, 1, WithAlpha(pal.C(ColPanelEdge), 0.6))
			c := pal.C(id)
			DrawText(screen, id.String(), fonts.Face(StyleSmallBold), float64(x+64), float64(y+4), AlignLeft, pal.C(ColText))
			DrawText(screen, fmt.Sprintf("#%02x%02x%02x", c.R, c.G, c.B), fonts.Face(StyleMonoSmall), float64(x+64), float64(y+24), AlignLeft, pal.C(ColTextDim))
			centres[pal] = append(centres[pal], image.Pt(x+28, y+24))
		}
	}
	img := snapshot(screen)
	savePNG(t, "swatches.png", img)
	for pal, pts := range centres {
		for id, p := range pts {
			if got, want := img.RGBAAt(p.X, p.Y), pal.C(ColorID(id)); got != want {
				t.Errorf("%s %v swatch shows %v, want %v", pal.Name, ColorID(id), got, want)
			}
		}
	}
}

// TestRenderPanels draws every panel style with sample text plus the type
// scale, per palette, and checks the panel pixels mean what they should.
func TestRenderPanels(t *testing.T) {
	needWindow(t)
	fonts := testFonts(t)
	styles := []struct {
		style PanelStyle
		name  string
	}{{PanelNormal, "Normal"}, {PanelRaised, "Raised"}, {PanelFocused, "Focused"}, {PanelInset, "Inset"}, {PanelDisabled, "Disabled"}}
	for _, pal := range palettes() {
		screen := ebiten.NewImage(ScreenWidth, ScreenHeight)
		DrawBackdrop(screen, pal, 120)
		rects := make([]image.Rectangle, len(styles))
		for i, s := range styles {
			x := SpaceXL + i*(220+SpaceL)
			r := image.Rect(x, SpaceXL, x+220, SpaceXL+150)
			rects[i] = r
			DrawPanel(screen, r, pal, s.style)
			tc := TextColorFor(pal, s.style)
			DrawText(screen, s.name, fonts.Face(StyleLarge), float64(r.Min.X+SpaceM), float64(r.Min.Y+SpaceM), AlignLeft, tc)
			DrawWrapped(screen, "The roots remember every axe that fell.", fonts.Face(StyleBody), float64(r.Min.X+SpaceM), float64(r.Min.Y+56), float64(r.Dx()-2*SpaceM), AlignLeft, tc)
		}

		// A dialogue panel with the type scale and semantic colours.
		d := image.Rect(SpaceXL, 240, 760, 672)
		DrawPanel(screen, d, pal, PanelNormal)
		y := float64(d.Min.Y + SpaceM)
		x := float64(d.Min.X + SpaceL)
		for _, s := range []struct {
			st   Style
			text string
			col  ColorID
		}{
			{StyleTitle, "Deepwood", ColAccent},
			{StyleHeading, "The Forest Wakes", ColText},
			{StyleLarge, "Turn 12  ·  Spring of the third year", ColText},
			{StyleBodyBold, "Ancient Oak — guardian, 4 strength", ColText},
			{StyleBody, "Roots spread into the hex beside you. Villagers fear the dark.", ColText},
			{StyleSmall, "Hint: hold Shift to skip animations. Smallest text is 14 px.", ColTextDim},
			{StyleMono, "00:42.7   seed 4F2A-99C1   roll 3d6 = 14", ColText},
		} {
			face := fonts.Face(s.st)
			DrawText(screen, s.text, face, x, y, AlignLeft, pal.C(s.col))
			y += LineHeight(face) + 4
		}
		sx := x
		for _, sem := range []ColorID{ColGood, ColBad, ColWarn, ColFocus, ColDisabled} {
			label := map[ColorID]string{ColGood: "+3 growth", ColBad: "-2 burnt", ColWarn: "fire near", ColFocus: "selected", ColDisabled: "locked"}[sem]
			face := fonts.Face(StyleBodyBold)
			w, _ := Measure(label, face)
			DrawText(screen, label, face, sx, y+4, AlignLeft, pal.C(sem))
			sx += w + SpaceL
		}

		// Inset field with a caret, and faction chips.
		f := image.Rect(800, 240, 1232, 290)
		DrawPanel(screen, f, pal, PanelInset)
		DrawText(screen, "Name your grove_", fonts.Face(StyleBody), float64(f.Min.X+SpaceM), float64(f.Min.Y+13), AlignLeft, pal.C(ColText))
		chips := []ColorID{ColForestDeep, ColForest, ColForestLight, ColWater, ColWaterLight, ColEarth, ColEarthLight,
			ColCivGrey, ColCivOchre, ColCivRust, ColChaosViolet, ColChaosLight, ColChaosBlack}
		for i, c := range chips {
			cx := float32(800 + (i%7)*62)
			cy := float32(320 + (i/7)*62)
			FillRoundRect(screen, cx, cy, 52, 52, 6, pal.C(c))
			StrokeRoundRect(screen, cx+0.5, cy+0.5, 51, 51, 6, 1, WithAlpha(pal.C(ColPanelEdge), 0.7))
		}
		DrawTextShadow(screen, "Text on art uses a shadow", fonts.Face(StyleLarge), 1016, 480, AlignCenter, pal.C(ColText), black)
		DrawText(screen, "Right-aligned 1234", fonts.Face(StyleMono), 1232, 530, AlignRight, pal.C(ColText))
		// A nine-slice image stretched like ebitenui will.
		ni := PanelImage(200, 48, pal, PanelRaised)
		screen.DrawImage(ni, &ebiten.DrawImageOptions{GeoM: translate(800, 580)})
		DrawText(screen, "PanelImage", fonts.Face(StyleBody), 900, 593, AlignCenter, pal.C(ColText))

		img := snapshot(screen)
		name := map[bool]string{false: "panels_standard.png", true: "panels_colorblind.png"}[pal.ColorBlindSafe]
		savePNG(t, name, img)

		// The focused panel's edge is the focus colour.
		fr := rects[2]
		for _, p := range []image.Point{{fr.Min.X + 1, fr.Min.Y + fr.Dy()*2/3}, {fr.Max.X - 2, fr.Min.Y + fr.Dy()*2/3}, {fr.Min.X + fr.Dx()/2, fr.Max.Y - 2}} {
			if d := DeltaE(img.RGBAAt(p.X, p.Y), pal.C(ColFocus)); d > 12 {
				t.Errorf("%s: focused edge at %v is %v, ΔE %.1f from focus %v", pal.Name, p, img.RGBAAt(p.X, p.Y), d, pal.C(ColFocus))
			}
		}
		// A normal panel's edge is bronze and its middle is panel-dark.
		nr := rects[0]
		if d := DeltaE(img.RGBAAt(nr.Min.X+1, nr.Min.Y+nr.Dy()/2), pal.C(ColPanelEdge)); d > 15 {
			t.Errorf("%s: normal edge ΔE %.1f from bronze", pal.Name, d)
		}
		if d := DeltaE(img.RGBAAt(nr.Max.X-30, nr.Min.Y+nr.Dy()/3), pal.C(ColPanel)); d > 8 {
			t.Errorf("%s: normal fill ΔE %.1f from panel", pal.Name, d)
		}
		// Focus glow reaches outside the panel; a normal panel's does not.
		out := img.RGBAAt(fr.Min.X+fr.Dx()/2, fr.Min.Y-3)
		bg := img.RGBAAt(fr.Min.X+fr.Dx()/2, fr.Min.Y-PanelShadow-6)
		if DeltaE(out, bg) < 5 {
			t.Errorf("%s: no focus glow above the focused panel", pal.Name)
		}
	}
}

func TestPanelImage(t *testing.T) {
	needWindow(t)
	img := snapshot(PanelImage(100, 40, Standard(), PanelNormal))
	if img.Rect.Dx() != 100 || img.Rect.Dy() != 40 {
		t.Fatalf("PanelImage size %v", img.Rect)
	}
	if a := img.RGBAAt(0, 0).A; a > 40 {
		t.Errorf("corner alpha %d: panel corners should be rounded off", a)
	}
	if c := img.RGBAAt(50, 20); c.A != 255 {
		t.Errorf("panel centre not opaque: %v", c)
	}
	if PanelCorner <= PanelRadius+PanelEdge {
		t.Error("PanelCorner must cover the radius and the edge")
	}
}

func translate(x, y float64) ebiten.GeoM {
	var g ebiten.GeoM
	g.Translate(x, y)
	return g
}
