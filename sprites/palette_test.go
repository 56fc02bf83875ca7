package sprites

import (
	"fmt"
	"image/color"
	"testing"
)

func palettes() []*Palette { return []*Palette{Standard(), ColorBlindSafe()} }

func TestEveryColorDefined(t *testing.T) {
	for _, p := range palettes() {
		for id := ColorID(0); id < NumColors; id++ {
			if p.C(id).A != 255 {
				t.Errorf("%s: %v has no opaque colour (%v)", p.Name, id, p.C(id))
			}
			if id.String() == "" || id.String() == "ColorID(?)" {
				t.Errorf("%v has no name", id)
			}
		}
	}
	if PaletteFor(true).Name == PaletteFor(false).Name {
		t.Error("PaletteFor should distinguish the two palettes")
	}
}

func TestTextContrast(t *testing.T) {
	for _, p := range palettes() {
		for _, bg := range []ColorID{ColPanel, ColBackground, ColBackgroundLight} {
			if r := ContrastRatio(p.C(ColText), p.C(bg)); r < 4.5 {
				t.Errorf("%s: Text on %v contrast %.2f < 4.5", p.Name, bg, r)
			}
			if r := ContrastRatio(p.C(ColTextDim), p.C(bg)); r < 3 {
				t.Errorf("%s: TextDim on %v contrast %.2f < 3", p.Name, bg, r)
			}
		}
		// The darkest point of a panel's gradient must still hold the text.
		l := lookFor(p, PanelNormal)
		for _, fill := range []color.RGBA{l.fillTop, l.fillBottom} {
			if r := ContrastRatio(p.C(ColText), fill); r < 4.5 {
				t.Errorf("%s: Text on panel gradient contrast %.2f < 4.5", p.Name, r)
			}
		}
		if r := ContrastRatio(p.C(ColTextInverse), p.C(ColFocus)); r < 4.5 {
			t.Errorf("%s: TextInverse on Focus contrast %.2f < 4.5", p.Name, r)
		}
		// Semantic colours are also used as text on panels (damage numbers).
		for _, id := range []ColorID{ColGood, ColBad, ColWarn, ColFocus, ColAccent} {
			if r := ContrastRatio(p.C(id), p.C(ColPanel)); r < 3 {
				t.Errorf("%s: %v on panel contrast %.2f < 3", p.Name, id, r)
			}
		}
	}
}

func TestContrastFormula(t *testing.T) {
	if r := ContrastRatio(hex(0x000000), hex(0xffffff)); r < 20.99 || r > 21.01 {
		t.Errorf("black/white contrast %.3f, want 21", r)
	}
	if r := ContrastRatio(hex(0x777777), hex(0x777777)); r != 1 {
		t.Errorf("same colour contrast %.3f, want 1", r)
	}
}

// TestColorBlindSemantics requires the colour-blind palette's semantic
// colours to stay clearly apart for protan and deutan viewers (CIE76 ΔE).
func TestColorBlindSemantics(t *testing.T) {
	const minDE = 20
	p := ColorBlindSafe()
	ids := []ColorID{ColGood, ColBad, ColWarn, ColFocus}
	for _, kind := range []CVD{Protanopia, Deuteranopia} {
		for i, a := range ids {
			for _, b := range ids[i+1:] {
				ca, cb := SimulateCVD(p.C(a), kind), SimulateCVD(p.C(b), kind)
				if d := DeltaE(ca, cb); d < minDE {
					t.Errorf("CVD %d: %v %v vs %v %v ΔE %.1f < %d", kind, a, ca, b, cb, d, minDE)
				}
			}
		}
	}
	// Faction colours that meet on the map must also stay apart.
	pairs := [][2]ColorID{{ColForest, ColCivRust}, {ColForest, ColCivOchre}, {ColForestLight, ColCivOchre},
		{ColForest, ColChaosViolet}, {ColWater, ColChaosViolet}, {ColCivRust, ColChaosViolet}}
	for _, kind := range []CVD{Protanopia, Deuteranopia} {
		for _, pr := range pairs {
			if d := DeltaE(SimulateCVD(p.C(pr[0]), kind), SimulateCVD(p.C(pr[1]), kind)); d < 15 {
				t.Errorf("CVD %d: %v vs %v ΔE %.1f < 15", kind, pr[0], pr[1], d)
			}
		}
	}
}

func TestSimulateCVDKeepsGreys(t *testing.T) {
	for _, kind := range []CVD{Protanopia, Deuteranopia, Tritanopia} {
		g := hex(0x808080)
		if d := DeltaE(SimulateCVD(g, kind), g); d > 2 {
			t.Errorf("CVD %d moved grey by ΔE %.1f", kind, d)
		}
	}
}

func ExampleContrastRatio() {
	p := Standard()
	fmt.Printf("%.1f\n", ContrastRatio(p.C(ColText), p.C(ColPanel)))
	// Output: 13.0
}
