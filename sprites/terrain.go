package sprites

import (
	"image/color"
	"math/rand/v2"
)

// terrainGround is the base colour of a terrain from the Forest Hex
// Generation table: living greens, waters and earths.
func terrainGround(terrain string, pal *Palette) color.RGBA {
	switch terrain {
	case "Rivers", "Delta":
		return Mix(pal.C(ColForest), pal.C(ColForestLight), 0.25)
	case "Hills":
		return Mix(pal.C(ColForestLight), pal.C(ColEarthLight), 0.45)
	case "Mountains":
		return Mix(pal.C(ColEarth), pal.C(ColCivGrey), 0.35)
	case "Canyons", "Rift":
		return Mix(pal.C(ColEarth), pal.C(ColEarthLight), 0.5)
	case "Plains":
		return Mix(pal.C(ColForestLight), pal.C(ColCivOchre), 0.2)
	case "Forests":
		return pal.C(ColForest)
	case "Pines":
		return Mix(pal.C(ColForestDeep), pal.C(ColForest), 0.5)
	case "Lakes", "Island":
		return pal.C(ColWater)
	case "Swamps":
		return Mix(pal.C(ColForestDeep), pal.C(ColWater), 0.3)
	}
	return pal.C(ColForest)
}

// drawTerrain scatters the terrain's glyphs inside the hex: wavy rivers,
// humped hills, snow-capped peaks, cracks, grass, round trees, spruces,
// still water, reeds, fans of channels, an islet.
func drawTerrain(q *Pen, cx, cy, r float32, t HexTile, pal *Palette) {
	rng := rand.New(rand.NewPCG(t.Seed, 0x5eed))
	jit := func(s float32) float32 { return (rng.Float32()*2 - 1) * s }
	deep, light := pal.C(ColForestDeep), pal.C(ColForestLight)
	water, shallow := pal.C(ColWater), pal.C(ColWaterLight)
	earth, earthL := pal.C(ColEarth), pal.C(ColEarthLight)
	switch t.Terrain {
	case "Rivers":
		q.Line(cx-r*0.85, cy-r*0.2, cx-r*0.4, cy+r*0.15, cx, cy-r*0.1, cx+r*0.4, cy+r*0.2, cx+r*0.85, cy)
		q.Stroke(r*0.2, water)
		q.Line(cx-r*0.85, cy-r*0.2, cx-r*0.4, cy+r*0.15, cx, cy-r*0.1, cx+r*0.4, cy+r*0.2, cx+r*0.85, cy)
		q.Stroke(r*0.06, shallow)
		grass(q, cx, cy+r*0.5, r, deep)
	case "Delta":
		for _, dx := range []float32{-0.55, 0, 0.55} {
			q.Line(cx, cy-r*0.75, cx+dx*r*0.5, cy, cx+dx*r, cy+r*0.6)
			q.Stroke(r*0.11, water)
		}
		q.Circle(cx, cy+r*0.55, r*0.1)
		q.Fill(shallow)
	case "Hills":
		for i := range 3 {
			x, y := cx+float32(i-1)*r*0.45+jit(r*0.05), cy+float32(i%2)*r*0.3-r*0.05
			q.Path.MoveTo(x-r*0.32, y+r*0.12)
			q.Path.QuadTo(x, y-r*0.42, x+r*0.32, y+r*0.12)
			q.Path.Close()
			q.Fill(Mix(earthL, light, 0.3))
			q.Path.MoveTo(x-r*0.32, y+r*0.12)
			q.Path.QuadTo(x, y-r*0.42, x+r*0.32, y+r*0.12)
			q.Stroke(1.5, earth)
		}
	case "Mountains":
		for i := range 2 {
			x, y, s := cx+float32(i*2-1)*r*0.28, cy+r*0.3-float32(i)*r*0.1, r*(0.55+float32(i)*0.1)
			q.Poly(x-s*0.7, y, x, y-s, x+s*0.7, y)
			q.Fill(Mix(earth, pal.C(ColCivGrey), 0.5))
			q.Poly(x, y-s, x+s*0.7, y, x+s*0.1, y)
			q.Fill(WithAlpha(pal.C(ColChaosBlack), 0.3))
			q.Poly(x-s*0.23, y-s*0.67, x, y-s, x+s*0.23, y-s*0.67, x, y-s*0.58)
			q.Fill(pal.C(ColText))
		}
	case "Rift":
		// a wide chasm straight across, its lips lit
		q.Poly(cx-r*0.78, cy-r*0.25, cx-r*0.3, cy-r*0.05, cx+r*0.1, cy-r*0.3, cx+r*0.78, cy-r*0.05,
			cx+r*0.78, cy+r*0.2, cx+r*0.15, cy+r*0.02, cx-r*0.25, cy+r*0.25, cx-r*0.78, cy+r*0.05)
		q.Fill(pal.C(ColChaosBlack))
		q.Line(cx-r*0.78, cy-r*0.25, cx-r*0.3, cy-r*0.05, cx+r*0.1, cy-r*0.3, cx+r*0.78, cy-r*0.05)
		q.Stroke(1.5, earthL)
		for i := range 3 {
			x := cx - r*0.5 + float32(i)*r*0.45
			q.Line(x, cy+r*0.45, x+r*0.1, cy+r*0.6)
			q.Stroke(1.5, earth)
		}
	case "Canyons":
		clr := WithAlpha(pal.C(ColChaosBlack), 0.85)
		q.Line(cx-r*0.2, cy-r*0.85, cx+r*0.1, cy-r*0.35, cx-r*0.15, cy, cx+r*0.2, cy+r*0.35, cx-r*0.05, cy+r*0.85)
		q.Stroke(r*0.16, clr)
		q.Line(cx-r*0.2, cy-r*0.85, cx+r*0.1, cy-r*0.35, cx-r*0.15, cy, cx+r*0.2, cy+r*0.35, cx-r*0.05, cy+r*0.85)
		q.Stroke(1.5, earthL)
		grass(q, cx-r*0.5, cy+r*0.2, r*0.6, earth)
	case "Plains":
		for range 7 {
			grass(q, cx+jit(r*0.6), cy+jit(r*0.55), r*0.5, Mix(deep, light, 0.4))
		}
	case "Forests":
		for i := range 5 {
			x, y := cx+jit(r*0.55), cy+jit(r*0.45)+float32(i)*0.02
			q.Line(x, y, x, y+r*0.25)
			q.Stroke(2, earth)
			q.Circle(x, y, r*0.2)
			q.Fill(Mix(deep, pal.C(ColForest), 0.3))
			q.Circle(x-r*0.05, y-r*0.05, r*0.12)
			q.Fill(light)
		}
	case "Pines":
		for range 6 {
			x, y, s := cx+jit(r*0.6), cy+jit(r*0.45), r*(0.3+rng.Float32()*0.12)
			q.Poly(x, y-s, x+s*0.45, y+s*0.35, x-s*0.45, y+s*0.35)
			q.Fill(deep)
			q.Poly(x, y-s, x+s*0.2, y, x, y+s*0.2)
			q.Fill(WithAlpha(light, 0.5))
		}
	case "Lakes":
		q.Path.MoveTo(cx-r*0.62, cy)
		q.Path.QuadTo(cx-r*0.5, cy-r*0.55, cx, cy-r*0.5)
		q.Path.QuadTo(cx+r*0.7, cy-r*0.4, cx+r*0.62, cy+r*0.1)
		q.Path.QuadTo(cx+r*0.4, cy+r*0.6, cx-r*0.1, cy+r*0.5)
		q.Path.QuadTo(cx-r*0.7, cy+r*0.4, cx-r*0.62, cy)
		q.Path.Close()
		q.Fill(Mix(water, pal.C(ColChaosBlack), 0.2))
		for i := range 3 {
			y := cy - r*0.2 + float32(i)*r*0.2
			q.Line(cx-r*0.25, y, cx+r*0.2, y)
			q.Stroke(1.5, shallow)
		}
	case "Island":
		for i := range 3 {
			y := cy - r*0.55 + float32(i)*r*0.5
			q.Line(cx-r*0.7, y, cx-r*0.5, y-r*0.06, cx-r*0.3, y)
			q.Stroke(1.5, shallow)
		}
		q.Circle(cx+r*0.1, cy+r*0.05, r*0.38)
		q.Fill(earthL)
		q.Circle(cx+r*0.1, cy, r*0.3)
		q.Fill(pal.C(ColForest))
		q.Poly(cx+r*0.1, cy-r*0.35, cx+r*0.28, cy+r*0.08, cx-r*0.08, cy+r*0.08)
		q.Fill(deep)
	case "Swamps":
		for range 3 {
			x, y := cx+jit(r*0.45), cy+jit(r*0.4)
			q.Circle(x, y, r*0.16)
			q.Fill(Mix(water, deep, 0.4))
		}
		for range 6 {
			x, y := cx+jit(r*0.6), cy+jit(r*0.5)
			q.Line(x, y, x-r*0.06, y-r*0.28)
			q.Line(x, y, x+r*0.06, y-r*0.26)
			q.Stroke(1.5, Mix(light, earthL, 0.4))
		}
	}
}

// grass is a tuft of three blades.
func grass(q *Pen, x, y, r float32, clr color.Color) {
	q.Line(x-r*0.12, y, x-r*0.16, y-r*0.18)
	q.Line(x, y, x, y-r*0.24)
	q.Line(x+r*0.12, y, x+r*0.16, y-r*0.18)
	q.Stroke(1.5, clr)
}
