package forsakenart

import "image/color"

// black is the woodcut's ink, the darkest a shade is mixed towards.
var black = color.RGBA{0, 0, 0, 255}

// pt is a point of an outline built before it is drawn.
type pt struct{ x, y float32 }

func toRGBA(c color.Color) color.RGBA { return color.RGBAModel.Convert(c).(color.RGBA) }

func clamp01(x float64) float64 { return min(max(x, 0), 1) }

// named is v's entry in names (an enumeration's names in its order), or
// unknown for a value past the end.
func named[T ~uint8](names []string, v T, unknown string) string {
	if int(v) < len(names) {
		return names[v]
	}
	return unknown
}
