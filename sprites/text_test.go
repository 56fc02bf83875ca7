package sprites

import (
	"slices"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2/text/v2"
)

func testFonts(t testing.TB) *Fonts {
	t.Helper()
	f, err := NewFonts()
	if err != nil {
		t.Fatal(err)
	}
	return f
}

func TestFontSizes(t *testing.T) {
	f := testFonts(t)
	want := map[Style]float64{StyleSmall: 14, StyleBody: 18, StyleBodyBold: 18, StyleLarge: 24,
		StyleHeading: 32, StyleTitle: 72, StyleMono: 18}
	for s, size := range want {
		// A face of another size has another height than its font at
		// the size the style names.
		got, want := f.Face(s).Metrics(), f.Sized(s, size).Metrics()
		if got.HAscent != want.HAscent || got.HDescent != want.HDescent {
			t.Errorf("style %d: ascent %v descent %v, want %v and %v (%v px)", s, got.HAscent, got.HDescent, want.HAscent, want.HDescent, size)
		}
	}
	for s := Style(0); s < NumStyles; s++ {
		if f.Size(s) < 14 {
			t.Errorf("style %d is %vpx, below the 14px minimum", s, f.Size(s))
		}
	}
	// Mono digits must all be the same width so timers do not jitter.
	mono := f.Face(StyleMono)
	if text.Advance("0000", mono) != text.Advance("1111", mono) {
		t.Error("mono digits are not tabular")
	}
}

func TestWrap(t *testing.T) {
	face := testFonts(t).Face(StyleBody)
	space := text.Advance(" ", face)
	word := text.Advance("forest", face)
	cases := []struct {
		name  string
		in    string
		width float64
		want  []string
	}{
		{"empty", "", 100, []string{""}},
		{"fits", "the forest", 1000, []string{"the forest"}},
		{"break", "forest forest forest", 2*word + space + 1, []string{"forest forest", "forest"}},
		{"exact", "forest forest", 2*word + space, []string{"forest forest"}},
		{"one per line", "forest forest forest", word + 1, []string{"forest", "forest", "forest"}},
		{"long word", "a Dragonofchaosunbroken b", 40, []string{"a", "Dragonofchaosunbroken", "b"}},
		{"newlines kept", "roots\n\nbranches", 1000, []string{"roots", "", "branches"}},
		{"spaces collapse", "  moss   and  fern ", 1000, []string{"moss and fern"}},
	}
	for _, c := range cases {
		got := Wrap(c.in, face, c.width)
		if !slices.Equal(got, c.want) {
			t.Errorf("%s: Wrap(%q, %.0f) = %q, want %q", c.name, c.in, c.width, got, c.want)
		}
	}
}

func TestWrapNeverTooWide(t *testing.T) {
	face := testFonts(t).Face(StyleSmall)
	para := strings.Repeat("The roots remember every axe that fell, and the forest answers. ", 12)
	for _, width := range []float64{60, 120, 200, 333, 480} {
		for _, l := range Wrap(para, face, width) {
			if w := text.Advance(l, face); w > width && strings.Contains(l, " ") {
				t.Errorf("width %.0f: line %q is %.1f wide", width, l, w)
			}
		}
	}
}

func TestMeasureLines(t *testing.T) {
	face := testFonts(t).Face(StyleBody)
	_, h1 := Measure("one", face)
	_, h3 := Measure("one\ntwo\nthree", face)
	if lh := LineHeight(face); h1 < lh-0.5 || h3 < 3*lh-0.5 {
		t.Errorf("Measure heights %.1f, %.1f for line height %.1f", h1, h3, lh)
	}
}
