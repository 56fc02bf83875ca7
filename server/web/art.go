package web

import (
	"fmt"
	"math/rand/v2"
	"strings"
)

// forestSVG draws the pages' header art: three layers of pines,
// far ones hazy and light, near ones almost black, like the game's
// woodcut backdrop (sprites.DrawBackdrop). It is drawn in code from a fixed
// seed, as all the game's art is, and holds no data from a request. It
// tiles across: the stylesheet sets it at the masthead's height and
// repeats it, with the moon drawn behind it in CSS.
func forestSVG() string {
	const w, h = 1600, 260
	rng := rand.New(rand.NewPCG(22, 2026))
	var b strings.Builder
	fmt.Fprintf(&b, `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 %d %d" preserveAspectRatio="xMidYMax meet">`, w, h)
	layers := []struct {
		fill          string
		opacity       float64
		base, minH    float64
		maxH, spacing float64
	}{
		{hexOf("BackgroundLight"), 0.9, 200, 70, 120, 34},
		{hexOf("ForestDeep"), 1, 228, 90, 160, 44},
		{"#07100b", 1, 262, 110, 200, 58},
	}
	for _, l := range layers {
		fmt.Fprintf(&b, `<g fill="%s" opacity="%g">`, l.fill, l.opacity)
		fmt.Fprintf(&b, `<rect x="0" y="%g" width="%d" height="%g"/>`, l.base-4, w, h-l.base+8)
		for x := -20.0; x < w+40; x += l.spacing * (0.6 + 0.8*rng.Float64()) {
			th := l.minH + (l.maxH-l.minH)*rng.Float64()
			b.WriteString(pine(x, l.base, th))
		}
		b.WriteString(`</g>`)
	}
	for range 18 {
		fmt.Fprintf(&b, `<circle cx="%.0f" cy="%.0f" r="%.1f" fill="%s" opacity="%.2f"/>`,
			40+rng.Float64()*(w-80), 140+rng.Float64()*100, 1.2+rng.Float64()*1.6, hexOf("ForestLight"), 0.35+0.5*rng.Float64())
	}
	b.WriteString(`</svg>`)
	return b.String()
}

// pine is one tree's silhouette: a trunk and three tiers of boughs, its
// foot at (x, base), th tall.
func pine(x, base, th float64) string {
	wd := th * 0.42
	var b strings.Builder
	fmt.Fprintf(&b, `<rect x="%.1f" y="%.1f" width="%.1f" height="%.1f"/>`, x-wd*0.06, base-th*0.2, wd*0.12, th*0.2+6)
	for _, tier := range []struct{ top, bottom, half float64 }{{0, 0.45, 0.28}, {0.2, 0.7, 0.38}, {0.42, 0.9, 0.5}} {
		top, bottom := base-th*(1-tier.top), base-th*(1-tier.bottom)
		hw := wd * tier.half
		fmt.Fprintf(&b, `<path d="M%.1f %.1fL%.1f %.1fL%.1f %.1fZ"/>`, x, top, x+hw, bottom, x-hw, bottom)
	}
	return b.String()
}
