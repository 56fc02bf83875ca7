package web

import (
	"strings"
	"testing"

	"deepwood/sprites"
)

// TestPaletteIsTheGames: the pages' colours are the game's standard
// palette, role by role, so a change there shows here as a failure.
func TestPaletteIsTheGames(t *testing.T) {
	game := sprites.Standard()
	if len(palette) != int(sprites.NumColors) {
		t.Fatalf("the pages have %d colours, the game %d", len(palette), sprites.NumColors)
	}
	for id := sprites.ColorID(0); id < sprites.NumColors; id++ {
		c := game.C(id)
		want := uint32(c.R)<<16 | uint32(c.G)<<8 | uint32(c.B)
		if p := palette[id]; p.Role != id.String() || p.RGB != want {
			t.Errorf("colour %d: the pages have %s #%06x, the game %s #%06x", id, p.Role, p.RGB, id, want)
		}
	}
	css := paletteCSS()
	for _, want := range []string{"--background: #0b1510;", "--background-light: #172a20;", "--chaos-black-rgb: 21, 13, 30;"} {
		if !strings.Contains(css, want) {
			t.Errorf("palette CSS has no %q:\n%s", want, css)
		}
	}
}

func TestForestArtIsDrawnFromAFixedSeed(t *testing.T) {
	a, b := forestSVG(), forestSVG()
	if a != b || !strings.HasPrefix(a, "<svg") || !strings.HasSuffix(a, "</svg>") || strings.Count(a, "<path") < 60 {
		t.Fatalf("forest art: same %v, %d bytes, %d paths", a == b, len(a), strings.Count(a, "<path"))
	}
	if strings.Contains(a, "#ff00ff") {
		t.Error("the art names a colour the palette does not have")
	}
}
