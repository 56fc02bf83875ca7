package sprites

import (
	"image/color"
	"math"
)

// CVD is a kind of colour-vision deficiency, used to check that the
// colour-blind-safe palette keeps its meanings apart.
type CVD uint8

// The simulated deficiencies (full severity, dichromacy).
const (
	Protanopia CVD = iota
	Deuteranopia
	Tritanopia
)

// machado holds the Machado, Oliveira & Fernandes (2009) simulation matrices
// at severity 1.0; they act on linear RGB.
var machado = [3][3][3]float64{
	Protanopia: {
		{0.152286, 1.052583, -0.204868},
		{0.114503, 0.786281, 0.099216},
		{-0.003882, -0.048116, 1.051998},
	},
	Deuteranopia: {
		{0.367322, 0.860646, -0.227968},
		{0.280085, 0.672501, 0.047413},
		{-0.011820, 0.042940, 0.968881},
	},
	Tritanopia: {
		{1.255528, -0.076749, -0.178779},
		{-0.078411, 0.930809, 0.147602},
		{0.004733, 0.691367, 0.303900},
	},
}

func srgbToLinear(c uint8) float64 {
	v := float64(c) / 255
	if v <= 0.04045 {
		return v / 12.92
	}
	return math.Pow((v+0.055)/1.055, 2.4)
}

func linearToSRGB(v float64) uint8 {
	v = clamp01(v)
	if v <= 0.0031308 {
		v *= 12.92
	} else {
		v = 1.055*math.Pow(v, 1/2.4) - 0.055
	}
	return uint8(v*255 + 0.5)
}

func toRGBA(c color.Color) color.RGBA {
	return color.RGBAModel.Convert(c).(color.RGBA)
}

// RelativeLuminance is the WCAG 2 relative luminance of an opaque colour.
func RelativeLuminance(c color.Color) float64 {
	r := toRGBA(c)
	return 0.2126*srgbToLinear(r.R) + 0.7152*srgbToLinear(r.G) + 0.0722*srgbToLinear(r.B)
}

// ContrastRatio is the WCAG 2 contrast ratio (1..21) between two opaque
// colours; screens can use it to pick legible text on faction colours.
func ContrastRatio(a, b color.Color) float64 {
	la, lb := RelativeLuminance(a), RelativeLuminance(b)
	if la < lb {
		la, lb = lb, la
	}
	return (la + 0.05) / (lb + 0.05)
}

// SimulateCVD returns how c appears to someone with the given deficiency.
func SimulateCVD(c color.Color, kind CVD) color.RGBA {
	r := toRGBA(c)
	in := [3]float64{srgbToLinear(r.R), srgbToLinear(r.G), srgbToLinear(r.B)}
	m := machado[kind]
	var out [3]uint8
	for i := range 3 {
		out[i] = linearToSRGB(m[i][0]*in[0] + m[i][1]*in[1] + m[i][2]*in[2])
	}
	return color.RGBA{out[0], out[1], out[2], 255}
}

// Lab converts an opaque sRGB colour to CIE L*a*b* (D65).
func Lab(c color.Color) (l, a, b float64) {
	r := toRGBA(c)
	R, G, B := srgbToLinear(r.R), srgbToLinear(r.G), srgbToLinear(r.B)
	x := (0.4124*R + 0.3576*G + 0.1805*B) / 0.95047
	y := 0.2126*R + 0.7152*G + 0.0722*B
	z := (0.0193*R + 0.1192*G + 0.9505*B) / 1.08883
	f := func(t float64) float64 {
		if t > 216.0/24389 {
			return math.Cbrt(t)
		}
		return (24389.0/27*t + 16) / 116
	}
	fx, fy, fz := f(x), f(y), f(z)
	return 116*fy - 16, 500 * (fx - fy), 200 * (fy - fz)
}

// DeltaE is the CIE76 colour difference; about 2.3 is just noticeable and
// 20+ reads as clearly different colours at a glance.
func DeltaE(c1, c2 color.Color) float64 {
	l1, a1, b1 := Lab(c1)
	l2, a2, b2 := Lab(c2)
	return math.Sqrt((l1-l2)*(l1-l2) + (a1-a2)*(a1-a2) + (b1-b2)*(b1-b2))
}
