package sprites

import "image/color"

// ColorID names a role in the palette rather than a hue, so that screens ask
// for "the bad colour" and the colour-blind setting can swap the hue behind
// it without touching any screen code.
type ColorID uint8

// The palette roles. UI roles come first, then the three factions' colours:
// the living Forest, civilisation, and the Dragon and Chaos.
const (
	ColBackground      ColorID = iota // deep green-black behind everything
	ColBackgroundLight                // raised background areas, separators
	ColPanel                          // panel fill
	ColPanelEdge                      // the thin bronze panel border
	ColPanelHighlight                 // the pale gold inner highlight of a panel
	ColText                           // body text (cream)
	ColTextDim                        // secondary text, hints
	ColTextInverse                    // text on light fills (buttons in focus colour)
	ColAccent                         // gold accent: titles, selected tabs
	ColFocus                          // keyboard/mouse focus glow
	ColGood                           // gains, healing, success
	ColBad                            // damage, losses, failure
	ColWarn                           // danger soon, low resources
	ColDisabled                       // unavailable controls
	ColForestDeep                     // old forest, shadowed canopy
	ColForest                         // forest
	ColForestLight                    // young growth, meadow
	ColWater                          // rivers and lakes
	ColWaterLight                     // shallows, ripples
	ColEarth                          // soil, roots
	ColEarthLight                     // paths, dry ground
	ColCivGrey                        // stone, roads, iron
	ColCivOchre                       // fields, thatch, banners
	ColCivRust                        // fire, axes, burnt land
	ColChaosViolet                    // the Dragon and Chaos
	ColChaosLight                     // chaos magic, glows
	ColChaosBlack                     // the Dragon's shadow
	NumColors                         // number of roles; not a colour
)

var colorNames = [NumColors]string{
	"Background", "BackgroundLight", "Panel", "PanelEdge", "PanelHighlight",
	"Text", "TextDim", "TextInverse", "Accent", "Focus", "Good", "Bad", "Warn",
	"Disabled", "ForestDeep", "Forest", "ForestLight", "Water", "WaterLight",
	"Earth", "EarthLight", "CivGrey", "CivOchre", "CivRust", "ChaosViolet",
	"ChaosLight", "ChaosBlack",
}

// String returns the role's name so test failures and swatch sheets say which
// colour is meant.
func (id ColorID) String() string { return named(colorNames[:], id, "ColorID(?)") }

// named is v's entry in names (an enumeration's names in its order), or
// unknown for a value past the end.
func named[T ~uint8](names []string, v T, unknown string) string {
	if int(v) < len(names) {
		return names[v]
	}
	return unknown
}

// Palette is one complete set of colours for every ColorID. It is a value the
// caller holds (no global current palette) so the colour-blind setting is just
// a different *Palette. It also lazily caches the backdrop drawn with it.
type Palette struct {
	// Name is shown in the settings screen, e.g. "Standard".
	Name string
	// ColorBlindSafe reports whether this is the Okabe–Ito-derived variant.
	ColorBlindSafe bool

	cols     [NumColors]color.RGBA
	backdrop *Backdrop
	panels   panelCache
}

// C returns the colour for a role. Unknown roles return magenta so a mistake
// is loud on screen instead of silently invisible.
func (p *Palette) C(id ColorID) color.RGBA {
	if id >= NumColors {
		return color.RGBA{255, 0, 255, 255}
	}
	return p.cols[id]
}

// A returns the colour for a role at the given opacity (0..1), premultiplied
// as ebiten expects, for glows, shadows and overlays.
func (p *Palette) A(id ColorID, alpha float64) color.RGBA {
	return WithAlpha(p.C(id), alpha)
}

func hex(v uint32) color.RGBA {
	return color.RGBA{uint8(v >> 16), uint8(v >> 8), uint8(v), 255}
}

// Standard returns the default "night forest woodcut" palette. Each call
// returns a fresh value so callers may keep their own.
func Standard() *Palette {
	p := &Palette{Name: "Standard"}
	p.cols = [NumColors]color.RGBA{
		ColBackground:      hex(0x0b1510),
		ColBackgroundLight: hex(0x172a20),
		ColPanel:           hex(0x18231d),
		ColPanelEdge:       hex(0xa2804a),
		ColPanelHighlight:  hex(0xe9d193),
		ColText:            hex(0xefe6cc),
		ColTextDim:         hex(0xa9a68f),
		ColTextInverse:     hex(0x15110b),
		ColAccent:          hex(0xe2b553),
		ColFocus:           hex(0xf6dc6a),
		ColGood:            hex(0x74c46a),
		ColBad:             hex(0xe05a48),
		ColWarn:            hex(0xeea03c),
		ColDisabled:        hex(0x5c6660),
		ColForestDeep:      hex(0x1f3d28),
		ColForest:          hex(0x3f7d3c),
		ColForestLight:     hex(0x86b95c),
		ColWater:           hex(0x2d6c8c),
		ColWaterLight:      hex(0x72b4d2),
		ColEarth:           hex(0x6b4a2c),
		ColEarthLight:      hex(0xa67e50),
		ColCivGrey:         hex(0x8c8c86),
		ColCivOchre:        hex(0xc99a3a),
		ColCivRust:         hex(0xa84a2a),
		ColChaosViolet:     hex(0x6c3f9e),
		ColChaosLight:      hex(0xac8ddc),
		ColChaosBlack:      hex(0x150d1e),
	}
	return p
}

// ColorBlindSafe returns the colour-blind-safe palette. It keeps the same
// night-forest mood (identical UI chrome and backgrounds) but moves the
// semantic and faction hues onto the Okabe–Ito set, lightened for a dark
// background, so red against green never carries meaning alone: good is
// bluish green, bad is vermillion, warn is yellow and focus is sky blue, which
// stay apart under protanopia and deuteranopia (see the tests).
func ColorBlindSafe() *Palette {
	p := Standard()
	p.Name = "Colour-blind safe"
	p.ColorBlindSafe = true
	set := map[ColorID]uint32{
		ColAccent:      0xe69f00, // Okabe–Ito orange
		ColFocus:       0x56b4e9, // sky blue
		ColGood:        0x1fb58f, // bluish green, lightened
		ColBad:         0xe8681a, // vermillion, lightened
		ColWarn:        0xf0e442, // yellow
		ColForestDeep:  0x0c3d33,
		ColForest:      0x00866a,
		ColForestLight: 0x4fc4a0,
		ColWater:       0x0072b2, // blue
		ColWaterLight:  0x56b4e9,
		ColEarth:       0x6b4a2c,
		ColEarthLight:  0xb08a55,
		ColCivGrey:     0x8f8f8f,
		ColCivOchre:    0xe69f00,
		ColCivRust:     0xd55e00, // vermillion
		ColChaosViolet: 0x8a4f86, // reddish purple, darkened
		ColChaosLight:  0xcc79a7, // reddish purple
	}
	for id, v := range set {
		p.cols[id] = hex(v)
	}
	return p
}

// PaletteFor maps the settings toggle to a palette so callers need no branch.
func PaletteFor(colorBlindSafe bool) *Palette {
	if colorBlindSafe {
		return ColorBlindSafe()
	}
	return Standard()
}

// WithAlpha returns c at opacity alpha (0..1) in premultiplied form, which is
// what ebiten and image/color expect from color.RGBA.
func WithAlpha(c color.RGBA, alpha float64) color.RGBA {
	alpha = clamp01(alpha)
	a := float64(c.A) / 255 * alpha
	return color.RGBA{
		uint8(float64(c.R)*alpha + 0.5),
		uint8(float64(c.G)*alpha + 0.5),
		uint8(float64(c.B)*alpha + 0.5),
		uint8(a*255 + 0.5),
	}
}

// Mix blends two opaque colours (t=0 gives a, t=1 gives b), for gradients and
// for tinting faction colours toward the sky with distance.
func Mix(a, b color.RGBA, t float64) color.RGBA {
	t = clamp01(t)
	l := func(x, y uint8) uint8 { return uint8(float64(x)*(1-t) + float64(y)*t + 0.5) }
	return color.RGBA{l(a.R, b.R), l(a.G, b.G), l(a.B, b.B), l(a.A, b.A)}
}

func clamp01(x float64) float64 {
	if x < 0 {
		return 0
	}
	if x > 1 {
		return 1
	}
	return x
}
