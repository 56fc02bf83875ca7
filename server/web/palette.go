package web

import (
	"fmt"
	"strings"
	"unicode"
)

// palette is the game's standard palette (sprites.Standard), role by role,
// so the pages wear the game's colours. It is copied rather than imported:
// package sprites links Ebitengine, which a server has no use for;
// TestPaletteIsTheGames keeps the copy true.
var palette = []struct {
	Role string // as sprites.ColorID.String names it
	RGB  uint32
}{
	{"Background", 0x0b1510},
	{"BackgroundLight", 0x172a20},
	{"Panel", 0x18231d},
	{"PanelEdge", 0xa2804a},
	{"PanelHighlight", 0xe9d193},
	{"Text", 0xefe6cc},
	{"TextDim", 0xa9a68f},
	{"TextInverse", 0x15110b},
	{"Accent", 0xe2b553},
	{"Focus", 0xf6dc6a},
	{"Good", 0x74c46a},
	{"Bad", 0xe05a48},
	{"Warn", 0xeea03c},
	{"Disabled", 0x5c6660},
	{"ForestDeep", 0x1f3d28},
	{"Forest", 0x3f7d3c},
	{"ForestLight", 0x86b95c},
	{"Water", 0x2d6c8c},
	{"WaterLight", 0x72b4d2},
	{"Earth", 0x6b4a2c},
	{"EarthLight", 0xa67e50},
	{"CivGrey", 0x8c8c86},
	{"CivOchre", 0xc99a3a},
	{"CivRust", 0xa84a2a},
	{"ChaosViolet", 0x6c3f9e},
	{"ChaosLight", 0xac8ddc},
	{"ChaosBlack", 0x150d1e},
}

// cssVar is a role's custom property: BackgroundLight → --background-light.
func cssVar(role string) string {
	var b strings.Builder
	b.WriteString("--")
	for i, r := range role {
		if unicode.IsUpper(r) {
			if i > 0 {
				b.WriteByte('-')
			}
			r = unicode.ToLower(r)
		}
		b.WriteRune(r)
	}
	return b.String()
}

// paletteCSS is the palette as the stylesheet's :root custom properties,
// each also as r, g, b (--x-rgb) for translucent uses.
func paletteCSS() string {
	var b strings.Builder
	b.WriteString(":root {\n")
	for _, c := range palette {
		r, g, bl := c.RGB>>16, c.RGB>>8&0xff, c.RGB&0xff
		fmt.Fprintf(&b, "  %s: #%06x;\n  %s-rgb: %d, %d, %d;\n", cssVar(c.Role), c.RGB, cssVar(c.Role), r, g, bl)
	}
	b.WriteString("}\n")
	return b.String()
}

// hexOf is a role's colour as #rrggbb, for the drawings made here.
func hexOf(role string) string {
	for _, c := range palette {
		if c.Role == role {
			return fmt.Sprintf("#%06x", c.RGB)
		}
	}
	return "#ff00ff" // loud, like the game's unknown colour
}
