package ui

import (
	"strings"
	"testing"

	"deepwood/internal/screentest"
	"deepwood/sprites"
)

// TestLongLabelsShowWhole: a label too long for its button is shown whole
// in the small face, on two lines where the button holds them, before any
// ellipsis (issue 27 bug 6: "Stealthy Sabotage: …" was cut off).
func TestLongLabelsShowWhole(t *testing.T) {
	fonts := screentest.Fonts(t)
	body, small := fonts.Face(sprites.StyleBody), fonts.Face(sprites.StyleSmall)
	for _, tc := range []struct {
		label string
		w, h  int
		lines int
	}{
		{"Roll the die", 276, 46, 1},
		{"Stealthy Sabotage: the Archons thwart the Enemy's first effort", 276, 46, 2},
		{"Canopy of Darkness", 150, 46, 1},
	} {
		lines, _ := LabelLines(tc.label, body, small, tc.w, tc.h)
		if got := strings.Join(lines, " "); got != tc.label || len(lines) != tc.lines {
			t.Errorf("%q in %d×%d: %q", tc.label, tc.w, tc.h, lines)
		}
	}
	if lines, _ := LabelLines("An ability whose name and words run on far beyond any button's room", body, small, 200, 30); len(lines) != 1 || !strings.HasSuffix(lines[0], "…") {
		t.Errorf("a label that cannot fit: %q", lines)
	}
}
