package forestui

import (
	"image/color"
	"math"
	"strconv"
)

func cos(a float64) float64 { return math.Cos(a) }
func sin(a float64) float64 { return math.Sin(a) }

// colorRGBA is the palette's colour type.
type colorRGBA = color.RGBA

func strconvQuote(s string) string { return strconv.Quote(s) }
